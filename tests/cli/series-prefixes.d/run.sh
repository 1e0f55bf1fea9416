# Each patch's subject prefix comes from its own files: the history they
# share, else their directory, never the first directory of the tree nor
# the word of a single commit.
cd "$SCRATCH" || exit 2
mkdir superblocks partitions || exit 2
for d in superblocks partitions; do
	cat >$d/$d.c <<EOC
#include <kernel.h>

struct ${d}_rec {
	u32 magic;
	u32 count;
};

u32 ${d}_count(const struct ${d}_rec *r)
{
	return le32_to_cpu(r->magic) == 1 ? le32_to_cpu(r->count) : 0;
}
EOC
done
git init -q . && git add . && git commit -qm "workaround: import" || exit 2
flags="-I$TOP/tests/include"
"$ENDIAN" patch --no-cache -o out superblocks/superblocks.c \
	partitions/partitions.c -- "$flags" >/dev/null
echo "no history: exit $?"
ls out | grep patch
grep -h "^Subject:" out/*.patch

# once the history of superblocks/ says "libblkid: ", its patch says so
echo '/* two */' >>superblocks/superblocks.c
git commit -qam "libblkid: superblocks: one" &&
	echo '/* three */' >>superblocks/superblocks.c &&
	git commit -qam "libblkid: superblocks: two" || exit 2
"$ENDIAN" patch --no-cache -o out2 superblocks/superblocks.c \
	partitions/partitions.c -- "$flags" >/dev/null
echo "history: exit $?"
grep -h '^Subject:' out2/*.patch

# a patch of one file's values names the file by its last name, which
# the prefix places, unless another such patch's file has that name too
for f in superblocks/probe.c partitions/probe.c superblocks/only.c; do
	cat >$f <<EOC
#include <kernel.h>

u32 $(basename $(dirname $f))_$(basename $f .c)(const u32 *p)
{
	u32 raw = *p;

	return le32_to_cpu(raw);
}
EOC
done
git add . && git commit -qm "libblkid: probes" || exit 2
"$ENDIAN" patch --no-cache -o out3 superblocks/probe.c partitions/probe.c \
	superblocks/only.c -- "$flags" >/dev/null
echo "values: exit $?"
grep -h '^Subject:' out3/*.patch
