/*
 * A variable or parameter of an enumeration of plain numbers holds a
 * host number, as its constants are: the driver state that stores one
 * (`flash->type = type`) is host data, and the be32_to_cpu() that reads
 * it for the firmware is the conflict, not a sign that the field is
 * big-endian.  A field of such an enumeration may hold a format's order
 * (the firmware's `status`, read with be32_to_cpu()): no rule for it.
 * An enumeration of byte-ordered constants says nothing either.
 */
#include <kernel.h>

enum part_type {
	PART_BOOT = 1,
	PART_FW = 2,
};

enum fw_status {
	FW_OK = 0,
	FW_BAD = 7,
};

enum attr {
	ATTR_RO = cpu_to_le32(1),
	ATTR_HIDDEN = cpu_to_le32(2),
};

struct flash {
	u32 type;
	u32 instance;
};

struct flash_req {
	u32 type;
};

struct flash_event {
	enum fw_status status;
	u32 param;
};

struct inode_rec {
	u32 attr;
};

void flash_send(struct flash *flash, struct flash_req *msg)
{
	msg->type = be32_to_cpu(flash->type);
}

void flash_erase(struct flash *flash, enum part_type type, u32 instance)
{
	flash->type = type;
	flash->instance = instance;
}

u32 flash_event(struct flash_event *ev)
{
	return be32_to_cpu(ev->status) + be32_to_cpu(ev->param);
}

void set_attr(struct inode_rec *r, enum attr a)
{
	r->attr = a;
}

int is_ro(const struct inode_rec *r)
{
	return r->attr == ATTR_RO;
}
