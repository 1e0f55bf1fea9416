# verify's scratch tree shares no inode with the user's: a compiler that
# writes into a file of its working directory (a wrapper that logs, an
# option verify does not know) writes the copy's file, never the user's,
# even while verify asks it what a unit reads; no file of the kept
# scratch tree is one of the tree's files; a symbolic link that names
# the tree by its absolute path names the copy.  The copy holds what the
# unit reads (links and all), or with ENDIAN_VERIFY_COPY=all every file.
cd "$SCRATCH" || exit 2
mkdir a b && cd a || exit 2
cat >rec.c <<'C'
#include <kernel.h>
#include "abs.h"
#include "rel.h"

struct rec {
	u32 len;
};

u32 rec_len(const struct rec *r)
{
	return le32_to_cpu(r->len) + REC_BIAS;
}
C
echo '#define REC_BIAS 1' >hdr.h
echo before >log.txt
echo unread >unread.txt
ln -s rec.c alias.c
ln -s "$PWD/log.txt" abs.txt
ln -s "$PWD/hdr.h" abs.h
ln -s hdr.h rel.h
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
for copy in reads all; do
	echo "-- ENDIAN_VERIFY_COPY=$copy"
	ENDIAN_VERIFY_COPY=$copy CC="$SCRATCH/cc.sh" "$ENDIAN" verify --keep \
		../rec.patch rec.c -- "-I$TOP/tests/include" \
		>../out.txt 2>../err.txt
	echo "verify: exit $?"
	cat log.txt
	kept=$(sed -n "s/^endian verify: the scratch tree is kept in '\(.*\)'$/\1/p" ../err.txt)
	test -d "$kept/tree" || { echo "no kept tree: $(cat ../err.txt)"; exit 2; }
	grep -c compiled "$kept/tree/log.txt" >/dev/null &&
		echo "the copy's log.txt was written"
	for f in rec.c hdr.h log.txt; do
		if [ "$(stat -c %d:%i "$f")" = "$(stat -c %d:%i "$kept/tree/$f")" ]; then
			echo "$f: the same inode"
		else
			echo "$f: a file of its own"
		fi
	done
	echo "rel.h: $(readlink "$kept/tree/rel.h")"
	for l in abs.h abs.txt; do
		to=$(readlink "$kept/tree/$l")
		case $to in
		'') echo "$l: not in the copy" ;;
		"$kept"/tree/*) echo "$l: names the copy's ${to#"$kept"/tree/}" ;;
		*) echo "$l: names $to" ;;
		esac
	done
	test -e "$kept/tree/unread.txt" && echo "unread.txt: in the copy"
	echo "alias.c: $(readlink "$kept/tree/alias.c")"
	rm -rf "$kept"
done
