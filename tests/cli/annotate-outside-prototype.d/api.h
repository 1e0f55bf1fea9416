#include <linux/types.h>
int get_key(__u64 *key);
__u32 get_magic(void);
