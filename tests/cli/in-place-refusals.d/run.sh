# `patch --in-place` replaces a file only when the new file can be all the
# old one was but its text: a read-only file or one with other hard links
# is refused with the reason, and then no file of the change is written.
# The mode is kept, and a symbolic link is followed, not replaced.
export ENDIAN_CACHE_DIR="$SCRATCH/cache"
cd "$SCRATCH" || exit 2
mkdir orig
for x in a b; do
	cat >orig/$x.c <<EOT
#include <stdint.h>
#include <endian.h>
struct ${x}_disk { uint32_t magic; };
uint32_t ${x}_magic(const struct ${x}_disk *d) { return le32toh(d->magic); }
EOT
done
# run TITLE: patch --in-place a.c b.c in work/, then what changed
run() {
	echo "# $1"
	(cd work && "$ENDIAN" patch --in-place a.c b.c) >out 2>err
	echo "exit $?"
	cat err
	for f in a.c b.c; do
		if cmp -s work/$f orig/$f; then
			echo "$f: as it was"
		else
			echo "$f: changed"
		fi
	done
	echo "in the directory: $(cd work && ls -A | tr '\n' ' ')"
}
fresh() {
	rm -rf work
	cp -r orig work
}

fresh
chmod 0444 work/b.c
run "b.c is read-only"

fresh
ln work/b.c work/b-link.c
run "b.c has another hard link"

fresh
chmod 0640 work/a.c
mkdir work/real
mv work/b.c work/real/b.c
ln -s real/b.c work/b.c
run "a.c is 0640, b.c a symbolic link"
echo "a.c: mode $(stat -c %a work/a.c)"
[ -L work/b.c ] && echo "b.c: still a link"
cmp -s work/real/b.c orig/b.c || echo "real/b.c: changed"
