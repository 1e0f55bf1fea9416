/*
 * Native accessors typed as `endian patch` types them when their field
 * is annotated: a load's value forced plain, a store's value forced to
 * the field's type through __typeof__.  The unforced ones warn.
 */
typedef unsigned int u32;
typedef unsigned long long u64;
typedef unsigned char u8;
#define __force __attribute__((force))
#define __bitwise __attribute__((bitwise))
typedef u32 __bitwise __le32;
typedef u64 __bitwise __le64;
#define le64_to_cpu(x) ((__force u64)(__le64)(x))

struct __una_u32 { __le32 x; } __attribute__((__packed__));
struct __una_u64 { __le64 x; } __attribute__((__packed__));

#define checked(checker, compiler) (checker)
#define get_unaligned_le64(p) le64_to_cpu(((const struct __una_u64 *)(p))->x)
#define get_unaligned_32(p) checked(((__force u32)(((const struct __una_u32 *)(p))->x)), (((const struct __una_u32 *)(p))->x))
#define put_unaligned_64(val, p) checked(((struct __una_u64 *)(p))->x = (__force __typeof__(((struct __una_u64 *)(p))->x))((val)), ((struct __una_u64 *)(p))->x = (val))
#define get_raw_32(p) (((const struct __una_u32 *)(p))->x)
#define put_raw_64(val, p) (((struct __una_u64 *)(p))->x = (val))

struct key {
	u64 objectid;
};

static u32 word_at(const u8 *buf)
{
	return get_unaligned_32(buf) ^ get_raw_32(buf + 4);
}

static void key_from_uuid(const u8 *uuid, struct key *key)
{
	u64 tmp = get_unaligned_le64(uuid);

	put_unaligned_64(tmp, &key->objectid);
	put_raw_64(tmp, &key->objectid);
}

u32 use(const u8 *b, struct key *k);
u32 use(const u8 *b, struct key *k)
{
	key_from_uuid(b, k);
	return word_at(b);
}
