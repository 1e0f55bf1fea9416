# verify's scratch tree shares no inode with the user's: a compiler that
# writes into a file of its working directory (a wrapper that logs, an
# option verify does not know) writes the copy's file, never the user's,
# and no file of the kept scratch tree is one of the tree's files; a
# symbolic link that names the tree by its absolute path names the copy.
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
echo before >log.txt
ln -s rec.c alias.c
ln -s "$PWD/log.txt" abs.txt
cp rec.c ../b/
sed -i 's/	u32 len;/	__le32 len;/' ../b/rec.c
cd .. && diff -u a/rec.c b/rec.c >rec.patch
cat >cc.sh <<'SH'
#!/bin/sh
echo compiled >>log.txt
exec gcc "$@"
SH
chmod +x cc.sh
cd a || exit 2
CC="$SCRATCH/cc.sh" "$ENDIAN" verify --keep ../rec.patch rec.c \
	-- "-I$TOP/tests/include" >../out.txt 2>../err.txt
echo "verify: exit $?"
cat log.txt
kept=$(sed -n "s/^endian verify: the scratch tree is kept in '\(.*\)'$/\1/p" ../err.txt)
test -d "$kept/tree" || { echo "no kept tree: $(cat ../err.txt)"; exit 2; }
grep -c compiled "$kept/tree/log.txt" >/dev/null && echo "the copy's log.txt was written"
for f in rec.c log.txt; do
	if [ "$(stat -c %d:%i "$f")" = "$(stat -c %d:%i "$kept/tree/$f")" ]; then
		echo "$f: the same inode"
	else
		echo "$f: a file of its own"
	fi
done
readlink "$kept/tree/alias.c"
case $(readlink "$kept/tree/abs.txt") in
"$kept/tree/log.txt") echo "abs.txt: names the copy" ;;
*) echo "abs.txt: names $(readlink "$kept/tree/abs.txt")" ;;
esac
rm -rf "$kept"
