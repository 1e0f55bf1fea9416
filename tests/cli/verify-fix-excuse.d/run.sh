# A changed object is excused only where a fix's conversions are: the
# patch adds be32_to_cpu() to fix.c (it swaps bytes on this machine, so
# fix.c's object changes on purpose) and also changes other.c's code
# without any conversion; other.c's changed object fails the patch.
cd "$SCRATCH" || exit 2
mkdir a b && cd a || exit 2
cat >fix.c <<'C'
#include <kernel.h>

u32 magic(const __be32 *p)
{
	return (__force u32)*p;
}
C
cat >other.c <<'C'
int other(void)
{
	return 1;
}
C
cp fix.c other.c ../b/
cd ../b || exit 2
sed -i 's/return (__force u32)\*p;/return be32_to_cpu(*p);/' fix.c
sed -i 's/return 1;/return 2;/' other.c
cd .. && diff -ru a b >fix.patch
cd a || exit 2
flags="-I$TOP/tests/include"
CC=gcc "$ENDIAN" verify ../fix.patch fix.c -- -O2 "$flags"
echo "verify, fix.c alone: exit $?"
CC=gcc "$ENDIAN" verify ../fix.patch fix.c other.c -- -O2 "$flags"
echo "verify, both: exit $?"
