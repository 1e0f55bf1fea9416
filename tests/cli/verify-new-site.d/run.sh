# A patch that ends three warnings and adds one passes its row's count
# (3 -> 1), but the warning it adds sits on a line the series does not
# name: the series as a whole fails.  (On drivers/scsi, lpfc locals
# typed __be16 from a bitfield went 52 -> 47 with one new warning, and
# only the kernel's own sparse run saw it.)
cd "$SCRATCH" || exit 2
mkdir a b && cd a || exit 2
cat >rec.c <<'C'
#include <kernel.h>

struct rec {
	__le32 a;
	u32 b;
};

void rec_out(const struct rec *p, __le32 *one, __le32 *two)
{
	u32 x = p->a;
	u32 y = p->b;

	*one = x;
	*two = y;
}
C
sed 's/^	u32 x = p->a;/	__le32 x = p->a;/; s/^	u32 y = p->b;/	__le32 y = p->b;/' \
	rec.c >../b/rec.c
cd .. && diff -u --label a/rec.c --label b/rec.c a/rec.c b/rec.c >rec.patch
cd a || exit 2
CC=gcc "$ENDIAN" verify ../rec.patch rec.c -- -O2 "-I$TOP/tests/include"
echo "verify: exit $?"
