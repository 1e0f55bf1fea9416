/* no compile_commands.json names it: read only without -p and FILEs */
#include "types.h"
__le32 unbuilt;
