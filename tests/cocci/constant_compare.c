/* constant_compare: convert the constant, not the variable. */
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

#define EXT2_SUPER_MAGIC 0xEF53
#define FS_MAGIC 0x12345678
enum { STATE_CLEAN = 1, STATE_ERROR = 2 };

struct hdr {
	u16 magic;
	u32 sig;
	u64 id;
	u16 proto;
	u32 flags;
};

extern struct hdr *next(struct hdr *h);
extern u32 limit;

int check(struct hdr *h, u32 mask, u32 *tab, int i)
{
	if (le16_to_cpu(h->magic) != EXT2_SUPER_MAGIC)
		return -1;
	if (le32_to_cpu(h->sig) == FS_MAGIC)
		return 1;
	if (STATE_CLEAN == le32_to_cpu(h->flags))
		return 2;
	if (be64_to_cpu(h->id) == 0x8000000000000000ULL)
		return 3;
	if (ntohs(h->proto) == 0x0800 || ntohs(next(h)->proto) != 0x86dd)
		return 4;
	if (le32_to_cpu(tab[i]) == 0)
		return 5;
	if (be32_to_cpu(h->sig & mask) == 0x10)
		return 6;
	if (0777 != le16toh(h->magic))
		return 7;
	if (ntohl(h->sig) == 0xffffffffU)
		return 8;
	if (le32_to_cpu(*(tab + i)) == 0 || 0 != be16_to_cpu(h->magic))
		return 9;
	if (le32_to_cpu(h->sig | mask) != FS_MAGIC)
		return 10;
	if (le32_to_cpu(h->sig + 1) == FS_MAGIC)
		return 11;
	return 0;
}

/* Not rewritten. */
int keep(struct hdr *h, u32 n)
{
	if (le32_to_cpu(h->sig) == n)		/* not a constant */
		return 1;
	if (le32_to_cpu(h->sig) == limit)
		return 2;
	if (le32_to_cpu(h->sig) > FS_MAGIC)	/* order */
		return 3;
	if (le16_to_cpu(h->magic) == 0x10000)	/* does not fit 16 bits */
		return 4;
	if (le32_to_cpu(h->sig) == -1)		/* negative */
		return 5;
	if (le32_to_cpu(h->sig) == 'A')
		return 6;
	if (le32_to_cpu(h->sig) == (1 << 4))
		return 7;
	if (cpu_to_le32(n) == FS_MAGIC)		/* the other direction */
		return 8;
	if (le32_to_cpu(h->sig) == le32_to_cpu(h->flags))
		return 9;
	if (le16_to_cpu(h->sig) == 5)		/* truncated a u32 */
		return 10;
	if (le32_to_cpu(h->id) == FS_MAGIC)	/* truncated a u64 */
		return 11;
	if (le16_to_cpu(h->magic + 1) == 5)	/* int arithmetic */
		return 12;
	if (be32_to_cpu(n ? h->sig : h->flags) == 0x0)
		return 13;
	if (le32_to_cpu(h->sig + h->id) == 0)	/* u64 arithmetic */
		return 14;
	return 0;
}
