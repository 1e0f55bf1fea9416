# Which units a patch reaches, and which it compiles.  Both units read
# hdr.h, but a.c uses struct a and b.c only struct b (and an inline
# function that reads struct a, which b.c never calls).  A change
# inside struct a reaches a.c alone ("1 of 2"); b.c is compiled and
# checked again after the series instead.  A change to a #define, a
# line that moves lines and a hunk that applies at an offset reach
# every unit that reads the file.  A unit reached is compiled only when
# its typed program changes (a cast to the type the operand has does
# not, the order of a product's operands does) or a #define does; the
# others count as "same program" and are compiled after the series.
# And a change that b.c does not use but that breaks it all the same
# (a second `struct b`) fails the series when b.c is rechecked; a.c,
# which no longer parses after it, still reads hdr.h for the next.
cd "$SCRATCH" || exit 2
mkdir t && cd t || exit 2
cat >hdr.h <<'C'
#define SCALE 4

struct a {
	unsigned int len;
	unsigned int off;
};

struct b {
	unsigned int n;
};

static inline unsigned int a_end(const struct a *p)
{
	return p->len + p->off;
}
C
cat >a.c <<'C'
#include "hdr.h"

unsigned int a_len(const struct a *p)
{
	return p->len * SCALE;
}
C
cat >b.c <<'C'
#include "hdr.h"

unsigned int b_n(const struct b *p)
{
	return p->n;
}
C
cd .. && mkdir s bad
cp -R t t1 && sed -i 's/unsigned int off;/unsigned int off; \/* bytes *\//' t1/hdr.h
diff -ru t t1 >s/0001-off.patch
cp -R t1 t2 && sed -i 's/define SCALE 4/define SCALE (4)/' t2/hdr.h
diff -ru t1 t2 >s/0002-scale.patch
cp -R t2 t3 && sed -i 's/^struct b {/\/* b *\/\nstruct b {/' t3/hdr.h
diff -ru t2 t3 >s/0003-moves.patch
cp -R t3 t4 && sed -i 's/unsigned int n;/unsigned int n; \/* count *\//' t4/hdr.h
# numbered two lines too early: patch applies it at an offset
diff -ru t3 t4 | sed 's/^@@ -\([0-9]*\),/@@ -X\1,/' |
	awk '/^@@ -X/ { sub(/-X[0-9]+/, "-" substr($2, 3) - 2) } { print }' >s/0004-offset.patch
cp -R t4 t5 && sed -i 's/unsigned int len;/unsigned int len; \/* bytes *\//' t5/hdr.h
diff -ru t4 t5 >s/0005-len.patch
cp -R t5 t6 && sed -i 's/return p->len \* SCALE;/return (unsigned int)p->len * SCALE;/' t6/a.c
diff -ru t5 t6 >s/0006-cast.patch
cp -R t6 t7 && sed -i 's/return (unsigned int)p->len \* SCALE;/return SCALE * p->len;/' t7/a.c
diff -ru t6 t7 >s/0007-order.patch
cp -R t t8 && sed -i 's/^struct a {/struct b {/' t8/hdr.h
diff -ru t t8 >bad/0001-rename.patch
diff -ru t8 t >bad/0002-back.patch
cd t || exit 2
CC=gcc "$ENDIAN" verify ../s a.c b.c
echo "verify: exit $?"
# gcc's own messages aside: verify's lines
CC=gcc "$ENDIAN" verify ../bad a.c b.c 2>err
echo "verify: exit $?"
grep ":1: warning: .* after '" err >&2
