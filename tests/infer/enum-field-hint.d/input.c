/*
 * An enum is an int on every ABI a format is read on: a record that
 * keeps one of its fields as an enum (whose constants are themselves
 * converted, as ntfs writes its attribute flags) is still a format of
 * fixed-width fields, and its untouched fields take its order.
 */
#include <kernel.h>

enum rec_attr {
	REC_ATTR_RO = cpu_to_le32(0x1),
	REC_ATTR_HIDDEN = cpu_to_le32(0x2),
};

struct rec_info {
	__u64 c_time;
	__u64 m_time;
	enum rec_attr attr;
	__u32 version;		/* no code reads it: its struct's order */
	__u32 class_id;		/* nor this */
};

u64 rec_newest(const struct rec_info *ri)
{
	u64 c = le64_to_cpu(ri->c_time), m = le64_to_cpu(ri->m_time);

	return ri->attr & REC_ATTR_HIDDEN ? 0 : c > m ? c : m;
}
