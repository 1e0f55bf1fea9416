/*
 * The library's copy of the record, which its code keeps in host order:
 * a rule for input-a.h's fields must not change it.
 */
#include <kernel.h>

struct disk_key {
	u64 objectid;
	u64 offset;
};
