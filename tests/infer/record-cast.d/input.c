/*
 * A pointer to one record cast to a pointer to another sees the same
 * bytes: an integer field of one and an integer field of the same width
 * at the same offset in the other hold the same order.  Here a
 * completion entry is decoded through its generic header, which reads
 * the index little-endian, while the entry's own view tests flag bits
 * of the same 16 bits raw: a missing conversion.  A field at another
 * offset or of another width is not joined, nor is an array in a record
 * (one slot for all its words), nor a record declared outside the tree,
 * nor the record that follows another (`(struct b *)(h + 1)`).
 */
#include <kernel.h>
#include <io.h>

struct cq_desc {
	u16 type_color;
	u16 q_number;
	u16 completed_index;
	u16 spare;
	u32 words[2];
};

struct cq_rq_desc {
	u16 type_color;
	u16 q_number;
	u16 index_flags;
	u8 port;
	u8 err;
	u32 len;
	u32 vlan;
};

static void cq_desc_dec(const struct cq_desc *d, u16 *index, u16 *q)
{
	*index = le16_to_cpu(d->completed_index) & 0xfff;
	*q = le16_to_cpu(d->q_number);
}

void cq_rq_dec(const struct cq_rq_desc *d, u16 *index, u16 *q, int *eop,
	       u32 *len)
{
	cq_desc_dec((const struct cq_desc *)d, index, q);
	*eop = (d->index_flags & 0x8000) ? 1 : 0;
	*len = d->len;
}

/* the generic header's words lie over len and vlan: arrays are not joined */
u32 cq_word(const struct cq_desc *d)
{
	return le32_to_cpu(d->words[1]);
}

/* struct io_regs is declared outside the tree: not joined */
u32 rq_regs(struct cq_rq_desc *d)
{
	const struct io_regs *r = (const struct io_regs *)d;

	return r->status + 1u + d->vlan;
}

/* the record after a header is not the header */
struct rec_hdr {
	u32 len;
	u32 type;
};

struct rec_body {
	u32 value;
	u32 flags;
};

u32 body_value(const struct rec_hdr *h)
{
	const struct rec_body *b = (const struct rec_body *)(h + 1);

	return le32_to_cpu(h->len) + b->value;
}

/*
 * A record that is nothing but words: code reads another record through
 * it word by word, here to convert a request header filled in host order
 * as a whole.  Each field lying on a word takes the words' order: the
 * header's declared __le32 fields and their host stores are one conflict,
 * reported once, not one per field.
 */
struct hdr_words {
	u32 data[4];
};

struct login_req {
	__le32 opcode;
	__le32 cmd_sn;
	__le16 tsih;
	__le16 cid;
	__le32 exp_sn;
};

static void post(__le32 *wqe, const struct hdr_words *h)
{
	int i;

	for (i = 0; i < 4; i++)
		wqe[i] = cpu_to_le32(h->data[i]);
}

void send_login(__le32 *wqe, struct login_req *l, u32 sn)
{
	l->opcode = 3;
	l->cmd_sn = sn;
	l->exp_sn = sn + 1;
	post(wqe, (struct hdr_words *)l);
}
