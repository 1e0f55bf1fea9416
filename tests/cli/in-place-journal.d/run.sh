# `patch --in-place` over several files is one change: killed (SIGKILL)
# at every step of its journal in turn, it leaves each file whole, old or
# new, and the next run repairs the set (rolls it back before the
# journal's commit line, finishes it after) and then makes its change.
# The set: three sources and the generated types header, a new file.
export ENDIAN_CACHE_DIR="$SCRATCH/cache"
cd "$SCRATCH" || exit 2
mkdir orig
for x in a b c; do
	cat >orig/$x.c <<EOT
#include <stdint.h>
#include <endian.h>
struct ${x}_disk { uint32_t magic; uint16_t len; };
uint32_t ${x}_magic(const struct ${x}_disk *d)
{
	return le32toh(d->magic) + be16toh(d->len);
}
EOT
done
# the change made whole, to compare with
cp -r orig new
(cd new && "$ENDIAN" patch --in-place a.c b.c c.c) >whole.out 2>&1
echo "whole run: exit $?, files: $(cd new && ls | tr '\n' ' ')"

# each file of the change: old, new, or MIXED; and whatever else is there
files=$(cd new && ls)
state() {
	for f in $files; do
		if [ ! -e work/$f ] && [ ! -e orig/$f ]; then
			printf ' %s:absent' "$f"
		elif [ -e orig/$f ] && cmp -s work/$f orig/$f; then
			printf ' %s:old' "$f"
		elif cmp -s work/$f new/$f; then
			printf ' %s:new' "$f"
		else
			printf ' %s:MIXED' "$f"
		fi
	done
	extra=$(cd work && ls -A | grep -v -x -F "$files" | tr '\n' ' ')
	[ -z "$extra" ] || printf ' + %s' "$extra"
}
patch_in_place() {
	(cd work && "$ENDIAN" patch --in-place a.c b.c c.c)
}

n=0
while [ $n -lt 40 ]; do
	rm -rf work
	cp -r orig work
	ENDIAN_TEST_INPLACE_KILL=$n patch_in_place >/dev/null 2>&1
	rc=$?
	[ $rc -eq 137 ] || break
	echo "killed at step $n:$(state)"
	patch_in_place >repair.out 2>&1
	rc=$?
	echo "  next run: exit $rc: $(grep '^endian:' repair.out)"
	echo "  then:$(state)"
	n=$((n + 1))
done
echo "step $n not reached: exit $rc:$(state)"

echo "# a diff run beside an interrupted change warns of it"
rm -rf work
cp -r orig work
ENDIAN_TEST_INPLACE_KILL=3 patch_in_place >/dev/null 2>&1
(cd work && "$ENDIAN" patch a.c b.c c.c) >diff.out 2>err.out
echo "exit $?"
sed "s|$SCRATCH|SCRATCH|" err.out
