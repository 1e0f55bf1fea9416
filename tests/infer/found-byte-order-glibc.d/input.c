/*
 * glibc's spelling of the byte order, #elif for the other side, and
 * functions as well as macros: the swap on one side is <byteswap.h>'s.
 * Clang sees the little-endian side only; the other is read as text.
 */
#include <byteswap.h>
#include <endian.h>
#include <stdint.h>

#if __BYTE_ORDER == __BIG_ENDIAN
#define disk_to_cpu16(x)	bswap_16(x)
#define cpu_to_disk16(x)	bswap_16(x)
static inline uint32_t disk_to_cpu32(uint32_t v) { return bswap_32(v); }
static inline uint64_t cpu_to_disk64(uint64_t v) { return bswap_64(v); }
#elif __BYTE_ORDER == __LITTLE_ENDIAN
#define disk_to_cpu16(x)	((uint16_t)(x))
#define cpu_to_disk16(x)	((uint16_t)(x))
static inline uint32_t disk_to_cpu32(uint32_t v) { return v; }
static inline uint64_t cpu_to_disk64(uint64_t v) { return v; }
#else
#error "unknown byte order"
#endif

/* network order: the value itself where the host is big-endian */
#if __BYTE_ORDER != __LITTLE_ENDIAN
#define net_get32(x)	(x)
#else
#define net_get32(x)	bswap_32(x)
#endif

struct inode {
	uint16_t mode;		/* le */
	uint16_t links;		/* le */
	uint32_t size;		/* le */
	uint64_t blocks;	/* le */
	uint32_t addr;		/* be */
};

uint64_t inode_read(const struct inode *i)
{
	return disk_to_cpu16(i->mode) + disk_to_cpu32(i->size) +
	       net_get32(i->addr);
}

void inode_write(struct inode *i, uint16_t links, uint64_t blocks)
{
	i->links = cpu_to_disk16(links);
	i->blocks = cpu_to_disk64(blocks);
}
