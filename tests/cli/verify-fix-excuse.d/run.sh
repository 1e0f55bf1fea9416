# A changed object is excused only where a fix's conversions are: the
# patch adds be32_to_cpu() to fix.c (it swaps bytes on this machine, so
# fix.c's object changes on purpose) and also changes other.c's code
# without any conversion; other.c's changed object fails the patch.
# A fix that drops a conversion at one site and adds one at another, far
# enough apart to be two hunks (bfa's ox_id: converted twice here, not
# at all there), changes the object on purpose too: the swaps are
# counted per hunk, not netted over the file.
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

cd .. && mkdir c d && cd c || exit 2
{
	printf '#include <kernel.h>\n\n'
	printf 'void set(__be16 *p, u16 id)\n{\n\t*p = cpu_to_be16(id);\n}\n'
	for i in 1 2 3 4 5 6 7 8; do printf '\nint pad%d;\n' "$i"; done
	printf '\nvoid put(__be16 *p, u16 id)\n{\n\t*p = (__force __be16)id;\n}\n'
} >moved.c
cp moved.c ../d/
sed -i 's/\*p = cpu_to_be16(id);/*p = (__force __be16)id;/' ../d/moved.c
# the second function's store gets the conversion the first one loses
awk '/^void put/ { put = 1 } put && /__force __be16/ { sub(/\(__force __be16\)id/, "cpu_to_be16(id)") } { print }' ../d/moved.c >../d/moved.tmp &&
	mv ../d/moved.tmp ../d/moved.c
cd .. && diff -u --label a/moved.c --label b/moved.c c/moved.c d/moved.c >moved.patch
grep -c '^@@' moved.patch
cd c || exit 2
CC=gcc "$ENDIAN" verify ../moved.patch moved.c -- -O2 "$flags"
echo "verify, a conversion moved: exit $?"
