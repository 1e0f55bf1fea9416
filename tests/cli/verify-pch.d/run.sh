# verify parses each unit before the series and again after the patches
# that reach it, with precompiled prefixes of its own scratch tree:
# a.c and b.c share the prefix of their #include <...> lines, which no
# patch changes, so one PCH stands for it through the series (no prefix
# goes past an #include "..." line); c.c's prefix reads rec.h through
# -I, which the patch annotates, so its PCH goes stale once and is not
# built again (a .churn mark): c.c takes the shorter prefix it shares
# with the others, <kernel.h>, a second PCH.  d.c's only prefix line
# reads rec.h too: its parse after the patch has no PCH, the one before
# had, and both name the unit as its command does (__FILE__ is part of
# its program: "same program" holds).  e.c and f.c begin with
# `#include "osm.h"`, a header of their own whose guard and #include <...>
# lines come before its `#include "rec.h"`: those lines are their
# prefix, a third PCH, through the series.  g.c's header is the same
# but for a guard that one of its #include <...> headers tests: no PCH
# (the guard is defined after the PCH, where the header had it before).
# The table is the one verify makes without PCHs.
cd "$SCRATCH" || exit 2
mkdir -p a/sys && cd a || exit 2
cat >sys/big.h <<'C'
struct big_table {
	unsigned long slots[64];
};
static inline unsigned long big_first(const struct big_table *t)
{
	return t->slots[0];
}
C
cat >rec.h <<'C'
#include <kernel.h>

int printk(const char *fmt, ...);

struct rec {
	u32 len;
};
C
for u in a b; do
	cat >$u.c <<C
#include <kernel.h>
#include <sys/big.h>
#include "rec.h"

u32 ${u}_len(const struct rec *r)
{
	return le32_to_cpu(r->len);
}
C
done
cat >c.c <<'C'
#include <kernel.h>
#include <rec.h>

u32 c_len(const struct rec *r)
{
	return le32_to_cpu(r->len) + 1;
}
C
cat >d.c <<'C'
#include <rec.h>

u32 d_len(const struct rec *r)
{
	printk("%s\n", __FILE__);
	return le32_to_cpu(r->len);
}
C
cat >osm.h <<'C'
/* the driver's own header */
#ifndef OSM_H
#define OSM_H
#include <kernel.h>
#include <sys/big.h>

#include "rec.h"
#endif
C
sed 's/OSM_H/PEEK_H/; s|<sys/big.h>|<sys/peek.h>|' osm.h >peek.h
printf '#ifdef PEEK_H\n#define PEEKED 1\n#endif\n' >sys/peek.h
for u in e f g; do
	h=osm.h
	[ $u = g ] && h=peek.h
	cat >$u.c <<C
#include "$h"

u32 ${u}_len(const struct rec *r)
{
	return le32_to_cpu(r->len) ^ 1;
}
C
done
cd .. && cp -r a b && sed -i 's/	u32 len;/	__le32 len;/' b/rec.h
diff -ru a b >rec.patch
cd a || exit 2
flags="-I$TOP/tests/include -I."
for pch in off on; do
	echo "-- ENDIAN_PCH=$pch"
	ENDIAN_PCH=$pch "$ENDIAN" verify --keep -j 1 ../rec.patch \
		a.c b.c c.c d.c e.c f.c g.c -- $flags >../out-$pch.txt \
		2>../err.txt
	echo "verify: exit $?"
	kept=$(sed -n "s/^endian verify: the scratch tree is kept in '\(.*\)'$/\1/p" ../err.txt)
	test -d "$kept/tree" || { echo "no kept tree: $(cat ../err.txt)"; exit 2; }
	for ext in pch churn; do
		echo "$ext: $(find "$kept/pch" -name "*.$ext" 2>/dev/null | wc -l)"
	done
	# why a prefix has no PCH: "no WHY" on its .names entry's first line
	find "$kept/pch" -name '*.names' -exec sed -s -n 2p {} + 2>/dev/null |
		grep '^no ' | sort
	rm -rf "$kept"
done
cat ../out-off.txt
cmp ../out-off.txt ../out-on.txt && echo "the same table with PCHs"
