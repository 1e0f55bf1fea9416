# Sparse checks the series as a whole, and each patch with --sparse-each.
# A sparse that sees more than the checker (here a wrapper that adds
# warnings once `len` is __le32) passes every row of the checker's, but
# fails the series; with --sparse-each, the row of the patch fails.
# Where the patch names those lines as probable bugs, both pass.
cd "$SCRATCH" || exit 2
mkdir a b bin && cd a || exit 2
cat >rec.c <<'C'
#include <kernel.h>

struct rec {
	u32 len;
};

u32 rec_len(const struct rec *r)
{
	return le32_to_cpu(r->len);
}
C
cp rec.c ../b/
sed -i 's/	u32 len;/	__le32 len;/' ../b/rec.c
cd .. && diff -u a/rec.c b/rec.c >rec.patch
real=$(command -v sparse)
cat >bin/sparse <<SH
#!/bin/sh
# the last argument is the unit
for f; do :; done
"$real" "\$@"
rc=\$?
if grep -q '__le32 len;' "\$f"; then
	for l in 4 8 10; do
		echo "\$f:\$l:1: warning: only this sparse sees it" >&2
	done
fi
exit \$rc
SH
chmod +x bin/sparse
cd a || exit 2
for each in "" --sparse-each; do
	PATH="$SCRATCH/bin:$PATH" "$ENDIAN" verify $each ../rec.patch rec.c \
		-- "-I$TOP/tests/include"
	echo "verify ${each:-without --sparse-each}: exit $?"
done
{
	echo "Subject: [PATCH] annotate len"
	echo
	echo "New warnings at probable bugs: ..."
	echo "  rec.c:4 here"
	echo "  rec.c:8 and here"
	echo "  rec.c:10 and here"
	echo
	echo "---"
	cat ../rec.patch
} >../named.patch
for each in "" --sparse-each; do
	PATH="$SCRATCH/bin:$PATH" "$ENDIAN" verify $each ../named.patch rec.c \
		-- "-I$TOP/tests/include" >/dev/null
	echo "verify ${each:-without --sparse-each}, the lines named: exit $?"
done
