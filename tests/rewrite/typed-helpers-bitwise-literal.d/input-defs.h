/*
 * Helpers that name the tree's bitwise types but cast nothing: sparse
 * warns at the plain value each compound literal is initialised with,
 * so they are typed like any untyped helper.
 */
#include <stdint.h>
#include <endian.h>

#ifdef __CHECKER__
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
#else
#define __bitwise
#define __force
#endif
typedef uint16_t __bitwise __le16;
typedef uint32_t __bitwise __le32;

#define t32(x) ({ uint32_t __b = (x); le32toh(__b); })
#define cpu_to_le32(x) ((__le32){t32(x)})
#define le32_to_cpu(x) (t32((x)))
/* a __force is the kernel's typing: left alone */
#define cpu_to_le16(x) ((__force __le16)(uint16_t)(x))
