/* A userspace kerncompat.h: typed conversions, native accessors through
 * one-field packed structs whose field is still plain. */
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef unsigned char u8;
#ifdef __CHECKER__
#define __force __attribute__((force))
#define __bitwise __attribute__((bitwise))
#else
#define __force
#define __bitwise
#endif
typedef u32 __bitwise __le32;
typedef u64 __bitwise __le64;
#define le32_to_cpu(x) ((__force u32)(__le32)(x))
#define cpu_to_le32(x) ((__force __le32)(u32)(x))
#define le64_to_cpu(x) ((__force u64)(__le64)(x))
#define cpu_to_le64(x) ((__force __le64)(u64)(x))

struct __una_u32 { u32 x; } __attribute__((__packed__));
struct __una_u64 { u64 x; } __attribute__((__packed__));

#define get_unaligned_le32(p) le32_to_cpu(((const struct __una_u32 *)(p))->x)
#define put_unaligned_le32(val,p) (((struct __una_u32 *)(p))->x = cpu_to_le32(val))
#define get_unaligned_le64(p) le64_to_cpu(((const struct __una_u64 *)(p))->x)
#define get_unaligned_32(p) (((const struct __una_u32 *)(p))->x)
#define put_unaligned_32(val,p) (((struct __una_u32 *)(p))->x = (val))
#define get_unaligned_64(p) (((const struct __una_u64 *)(p))->x)
#define put_unaligned_64(val, p) ((struct __una_u64 *)(p))->x = (val)
