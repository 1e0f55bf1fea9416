# Units that see the kernel's __le16 only through glibc's <sys/stat.h>,
# which reads <linux/stat.h> under __has_include: clang takes that
# branch, sparse does not.  The series writes __le16 all the same (every
# unit declares it), so its generated header includes <linux/types.h>,
# and after the series sparse parses both units and finds them clean.
cd "$SCRATCH" || exit 2
cp "$TOP"/tests/cli/annotate-stat-types.d/input* .
"$ENDIAN" annotate -o out input-a.c input-b.c -- -I. -D_GNU_SOURCE \
	>annotate.out 2>annotate.err
echo "annotate: exit $?"
grep -h '^total:\|^verified:' annotate.out
for p in out/000[1-9]*.patch; do
	patch -s -p1 <"$p" || { echo "patch $p: exit $?"; exit 1; }
done
grep -h '^#include <linux' endian-types.h
for u in input-a.c input-b.c; do
	sparse -Wsparse-error -Wno-decl -D_GNU_SOURCE -I. "$u"
	echo "sparse $u: exit $?"
done
