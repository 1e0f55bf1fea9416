#include "input-defs.h"

struct key {
	u64 objectid;
	u32 type;
};

void key_from_uuid(const u8 *uuid, struct key *key)
{
	u64 tmp = get_unaligned_le64(uuid);

	put_unaligned_64(tmp, &key->objectid);
	put_unaligned_32(get_unaligned_le32(uuid + 8), &key->type);
}

u64 key_objectid(const struct key *key)
{
	return get_unaligned_64(&key->objectid);
}

u32 word_at(const u8 *buf)
{
	return get_unaligned_32(buf) ^ get_unaligned_le32(buf + 4);
}

void put_le(u8 *buf, u32 v)
{
	put_unaligned_le32(v, buf);
}
