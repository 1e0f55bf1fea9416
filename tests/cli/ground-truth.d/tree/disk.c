#include "types.h"

/* __le32 in a comment is no declaration, __le32 x; */
// __be16 neither: __be16 y;
static const char *msg = "__le32 in_a_string;";
static const char quote = '"';
static const char *after = "__be32 after_quote;";

struct super {
	__le32 magic, *next, table[4];
	__be16 ports[2][3];
	__le16 flags : 4;
	blk_t root;
	le32_t count;
	fdt32_t fdt;
	lep_t lp;
	struct {
		__be32 inner;
	} sub;
	union {
		__le64 wide;
		struct {
			__be64 lba;
		} ext;
	};
	__le32 (*read)(__be16 port, __le16);
	struct_group(hdr,
		__le16 len;
	);
	__le32 *ptrs[2], (*rows)[4];
};

typedef struct {
	__be32 id;
} ident_t;

__le32 super_count;
extern __be32 remote_addr;
static __le16 versions[] = { 1, 2 }, *vp;

#if 0
__le32 dead_code;
#endif

DEFINE_PER_CPU(__le32, percpu_val);

static __le32
super_magic(const struct super *s, __be16 *port,
	    __le16)
{
	__le32 m = s->magic, *mp = &m;
	blk_t r;
	blk2_t r2;

	for (__be32 i = 0; i < 4; i++) {
		__le16 in_loop = (__le16)i;
		(void)in_loop;
	}
	if (m) {
		__be64 nested = cpu_to_le32(1);
		(void)nested;
	}
	(void)mp; (void)r; (void)r2; (void)port; (void)msg;
	return m;
}

#define old_name new_name
__be32 *old_name(void);

static int \
split_line(__le32 \
	   contd)
{
	return contd != 0;
}

/* both branches open the call: only the first is read */
static void put_port(__be16 *p)
{
#ifdef BIG_ENDIAN
	write_be(
#else
	write_le(
#endif
		 *p);
}

#if 0
__le32 not_read;
#else
__be32 read_after_if0;
#endif

struct log {
	__le32 count;
	DECLARE_FLEX_ARRAY(__le16 *, slots);
};

union logs {
	DECLARE_FLEX_ARRAY(struct log, plain);	/* no byte-order type */
	DECLARE_FLEX_ARRAY(__be32);		/* no name: nothing */
	DECLARE_FLEX_ARRAY(__typeof__(__le32), tv);	/* as typeof: not read */
	__DECLARE_FLEX_ARRAY(__be64, wide);
};
