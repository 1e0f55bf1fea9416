# A cover letter checkpatch takes as it is: no line over 75 characters,
# the sentence about the proposals left unwritten wrapped, singular or
# plural as its count says.  Signed fields are such proposals (the
# annotation would change signedness).
cd "$SCRATCH" || exit 2
cat >rec.c <<'C'
#include <kernel.h>

struct rec {
	u32 len;
	s32 skew;
};

u32 rec_len(const struct rec *r)
{
	return le32_to_cpu(r->len) + le32_to_cpu(r->skew);
}
C
"$ENDIAN" patch -o one rec.c -- "-I$TOP/tests/include" 2>/dev/null
echo "patch: exit $?"
sed -n '/could not be/,/^$/p' one/0000-cover-letter.patch
awk 'length > 75 { print FILENAME ":" FNR ": " length " characters" }' one/*.patch
sed 's/s32 skew;/s32 skew;\n\ts32 drift;/; s/le32_to_cpu(r->skew)/le32_to_cpu(r->skew) + le32_to_cpu(r->drift)/' \
	rec.c >two.c
"$ENDIAN" patch -o two two.c -- "-I$TOP/tests/include" 2>/dev/null
echo "patch: exit $?"
sed -n '/could not be/,/^$/p' two/0000-cover-letter.patch
awk 'length > 75 { print FILENAME ":" FNR ": " length " characters" }' two/*.patch
