/* add_cpu: read-modify-write of a byte-ordered value. */
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

struct sb {
	u32 free;
	u16 count;
	u64 blocks;
	u32 tab[8];
	struct sb *next;
};

extern int idx(void);

void update(struct sb *sb, u32 *p, u16 *cnt, u64 *blk, u32 n, int k, u8 c,
	    u64 big, int i)
{
	sb->free = cpu_to_le32(le32_to_cpu(sb->free) + n);
	sb->free = cpu_to_le32(le32_to_cpu(sb->free) - 1);
	sb->count = cpu_to_le16(le16_to_cpu(sb->count) - n);
	sb->count = cpu_to_le16(n + le16_to_cpu(sb->count));
	sb->tab[i] = cpu_to_be32(be32_to_cpu(sb->tab[i]) - (n + 1));
	sb->next->free = cpu_to_le32(le32_to_cpu(sb->next->free) + n + 1);
	sb->free = cpu_to_le32(le32_to_cpu(sb->free) - n - k);
	*p = cpu_to_le32(le32_to_cpu(*p) + 4);
	*cnt = cpu_to_be16(be16_to_cpu(*cnt) - c);
	*blk = cpu_to_le64(le64_to_cpu(*blk) + n);
	sb->blocks = cpu_to_le64(le64_to_cpu(sb->blocks) - k);
	sb->blocks = cpu_to_be64(be64_to_cpu(sb->blocks) - big);
	sb->blocks = cpu_to_le64(le64_to_cpu(sb->blocks) - 1);
}

/* Not rewritten. */
void keep(struct sb *sb, u32 n, u64 big, int i)
{
	sb->tab[i++] = cpu_to_le32(le32_to_cpu(sb->tab[i++]) + 1); /* impure */
	sb[idx()].free = cpu_to_le32(le32_to_cpu(sb[idx()].free) + 1);
	sb->free = cpu_to_le32(le32_to_cpu(sb->count) + n);	/* two fields */
	sb->free = cpu_to_le32(le16_to_cpu(sb->free) + n);	/* widths */
	sb->free = cpu_to_le32(be32_to_cpu(sb->free) + n);	/* le and be */
	sb->free = cpu_to_le32(n - le32_to_cpu(sb->free));	/* n - x */
	sb->blocks = cpu_to_le64(le64_to_cpu(sb->blocks) - n);	/* -n of a u32 */
	sb->blocks = cpu_to_le64(le64_to_cpu(sb->blocks) - 1U);
	sb->blocks = cpu_to_le64(le64_to_cpu(sb->blocks) + n + 1);
	sb->blocks = cpu_to_le64(le64_to_cpu(sb->blocks) - (i + n));
	sb->free = cpu_to_le32(le32_to_cpu(sb->free) * 2);
}

/*
 * The helpers themselves (include/linux/byteorder/generic.h) are this
 * read-modify-write: rewritten, each would call itself forever.
 */
typedef u16 __le16;
typedef u32 __le32;
typedef u64 __le64;
typedef u16 __be16;
typedef u32 __be32;
typedef u64 __be64;

static inline void le16_add_cpu(__le16 *var, u16 val)
{
	*var = cpu_to_le16(le16_to_cpu(*var) + val);
}

static inline void le32_add_cpu(__le32 *var, u32 val)
{
	*var = cpu_to_le32(le32_to_cpu(*var) + val);
}

static inline void le64_add_cpu(__le64 *var, u64 val)
{
	*var = cpu_to_le64(le64_to_cpu(*var) + val);
}

static inline void be16_add_cpu(__be16 *var, u16 val)
{
	*var = cpu_to_be16(be16_to_cpu(*var) + val);
}

static inline void be32_add_cpu(__be32 *var, u32 val)
{
	*var = cpu_to_be32(be32_to_cpu(*var) + val);
}

static inline void be64_add_cpu(__be64 *var, u64 val)
{
	*var = cpu_to_be64(be64_to_cpu(*var) + val);
}

/*
 * A project's own helpers of the same family (fs/ntfs3/ntfs_fs.h) are
 * definitions too: each stays the read-modify-write it names.
 */
static inline void le16_sub_cpu(__le16 *var, u16 val)
{
	*var = cpu_to_le16(le16_to_cpu(*var) - val);
}

static inline void be32_sub_cpu(__be32 *var, u32 val)
{
	*var = cpu_to_be32(be32_to_cpu(*var) - val);
}
