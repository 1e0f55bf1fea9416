// SPDX-License-Identifier: GPL-2.0-only
/*
 * The same bytes seen through two record types: a copy of one record
 * into another (`copy_from_user(&in, (struct input __user *)arg, ...)`)
 * or a pointer to one cast to a pointer to the other (`(struct
 * fc_els_flogi *)hdr`).  An integer field of one and an integer field of
 * the same width at the same offset in the other hold the same bytes, so
 * the same order: the cast or copy is an assignment field by field.
 * An array is one slot for all its elements, so an array inside a record
 * (a mailbox's header and `u32 pl[]` after it) is left out: it would
 * join every field of every record laid over it, whatever their orders,
 * into one class.  A record that is nothing but an array of words
 * (`struct data_hdr { __le32 data[12]; }`) is the exception: it is how
 * code reads another record word by word (to convert it as a whole,
 * say), and every field of that width lying on a word takes the words'
 * order, the one thing the code says of them, wherever it is declared.
 * Other records declared outside the tree are left out: a generic one (a
 * `struct kwqe` of plain words that every request of several drivers is
 * cast to) would join the requests of all of them into one class.
 */
#include "infer/walk-internal.h"
#include "lib/xalloc.h"

CXType record_pointee(CXType t)
{
	CXType none = { .kind = CXType_Invalid };

	t = clang_getCanonicalType(t);
	if (t.kind != CXType_Pointer)
		return none;
	t = clang_getCanonicalType(clang_getPointeeType(t));
	return t.kind == CXType_Record ? t : none;
}

struct field_at {
	long long bit;		/* offset in its record */
	struct val v;
};

/*
 * A record's integer fields, the first 64 of them; and when it has one
 * field only, an array of integers, the value of its elements.
 */
struct fields_at {
	struct walker *w;
	struct field_at v[64];
	size_t nr;
	unsigned all;		/* fields of any type */
	struct val words;	/* V_NONE: not a record of words */
	long long nwords;
};

static enum CXVisitorResult field_at(CXCursor c, CXClientData data)
{
	struct fields_at *fa = data;
	CXType t = clang_getCanonicalType(clang_getCursorType(c));
	struct val v;

	if (fa->nr == sizeof(fa->v) / sizeof(fa->v[0]))
		return CXVisit_Break;
	fa->all++;
	v = field_val(fa->w, c);
	if (fa->all == 1 && v.kind == V_SLOT && v.levels == 1 &&
	    t.kind == CXType_ConstantArray) {
		fa->words = deref(v);
		fa->nwords = clang_getArraySize(t);
	}
	if (v.kind == V_SLOT && !v.levels) {
		fa->v[fa->nr].bit = clang_Cursor_getOffsetOfField(c);
		fa->v[fa->nr++].v = v;
	}
	return CXVisit_Continue;
}

/*
 * Each field of `fa` lying on a word of `words` (within the first `bits`,
 * -1: all) holds the words' order.
 */
static void join_words(struct walker *w, const struct fields_at *words,
		       const struct fields_at *fa, long long bits,
		       struct fsite at, const char *why)
{
	unsigned wd;
	size_t i;

	if (words->all != 1 || words->words.kind != V_SLOT)
		return;
	wd = w->f->slots.v[words->words.slot].width;
	for (i = 0; i < fa->nr; i++)
		if (w->f->slots.v[fa->v[i].v.slot].width == wd &&
		    fa->v[i].bit >= 0 && fa->v[i].bit % wd == 0 &&
		    fa->v[i].bit / wd < words->nwords &&
		    (bits < 0 || fa->v[i].bit + wd <= bits))
			unify(w, fa->v[i].v, words->words, at, why);
}

void join_records(struct walker *w, CXType to, CXType from, long long bits,
		  struct fsite at, const char *why)
{
	struct fields_at *a, *b;
	size_t i, j;
	int inside;

	if (clang_equalTypes(clang_getCanonicalType(to),
			     clang_getCanonicalType(from)))
		return;
	inside = decl_in_roots(w, clang_getTypeDeclaration(to)) &&
		 decl_in_roots(w, clang_getTypeDeclaration(from));
	a = xcalloc(2, sizeof(*a));
	b = a + 1;
	a->w = b->w = w;
	a->words = b->words = none;
	clang_Type_visitFields(to, field_at, a);
	clang_Type_visitFields(from, field_at, b);
	join_words(w, a, b, bits, at, why);
	join_words(w, b, a, bits, at, why);
	for (i = 0; i < a->nr && inside; i++) {
		unsigned wd = w->f->slots.v[a->v[i].v.slot].width;

		if (a->v[i].bit < 0 ||
		    (bits >= 0 && a->v[i].bit + (long long)wd > bits))
			continue;
		for (j = 0; j < b->nr; j++)
			if (b->v[j].bit == a->v[i].bit &&
			    w->f->slots.v[b->v[j].v.slot].width == wd)
				unify(w, a->v[i].v, b->v[j].v, at, why);
	}
	free(a);
}
