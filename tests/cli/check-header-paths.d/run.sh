# endian check -p from the top of a tree whose units compile in their own
# directory (-I../include): a warning in a header is named from the
# current directory, as the unit's source is, not from the unit's.
cd "$SCRATCH" || exit 2
mkdir -p include src || exit 2
cat >include/fmt.h <<'H'
typedef unsigned int __attribute__((bitwise)) le32;
static inline unsigned int raw(le32 v) { return v + 1; }
H
cat >src/use.c <<'C'
#include "fmt.h"
unsigned int use(le32 v) { return raw(v); }
C
cat >compile_commands.json <<J
[ { "directory": "$SCRATCH/src", "file": "use.c",
    "arguments": [ "cc", "-I../include", "-c", "use.c" ] } ]
J
"$ENDIAN" check -p . src/use.c
echo "check: exit $?"
