# The scratch copy holds what the units read, and more when that is not
# enough, with the same table as a copy of the whole tree: a unit whose
# assembler reads a file no dependency list names (.incbin) is verified
# on the whole tree, and a patch that adds an #include of a header no
# unit read before finds it in the copy.
cd "$SCRATCH" || exit 2
mkdir a b && cd a || exit 2
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
cat >blob.c <<'C'
#include <kernel.h>

asm(".section .rodata\n.incbin \"blob.bin\"\n.previous");

struct blob {
	u16 size;
};

u16 blob_size(const struct blob *b)
{
	return le16_to_cpu(b->size);
}
C
echo '#define EXTRA_ONE 1' >extra.h
printf 'binary' >blob.bin
cp rec.c blob.c ../b/
sed -i 's/	u32 len;/	__le32 len;/; s/^#include <kernel.h>$/&\n#include "extra.h"/' ../b/rec.c
sed -i 's/	u16 size;/	__le16 size;/' ../b/blob.c
cd .. && { diff -u a/rec.c b/rec.c >rec.patch; diff -u a/blob.c b/blob.c >blob.patch; }
cd a || exit 2
for unit in rec blob; do
	for copy in reads all; do
		ENDIAN_VERIFY_COPY=$copy "$ENDIAN" verify ../$unit.patch $unit.c \
			-- "-I$TOP/tests/include" >../out-$copy.txt 2>../err-$copy.txt
		echo "$unit, ENDIAN_VERIFY_COPY=$copy: exit $?"
		cat ../err-$copy.txt
	done
	cat ../out-reads.txt
	cmp -s ../out-reads.txt ../out-all.txt && echo "the same table either way"
done
