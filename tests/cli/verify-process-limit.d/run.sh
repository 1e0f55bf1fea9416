# Under a process limit verify runs as many jobs as it can make and waits
# for one to end before it starts the next: its table is the one it gives
# without a limit.  infer and check with -j 1000 (capped at the number of
# units, then at what can be made) give what they give without one.  The run is another user's (root has no process limit)
# with room for endian's threads and three children; the compiler is
# clang, which compiles in its own process, so that what the limit stops
# is verify's own forks, not a compiler's.  LeakSanitizer's check at exit
# needs a task of its own: off here.
cd "$SCRATCH" || exit 2
shared=$(mktemp -d /tmp/endian-nproc.XXXXXX) || exit 2
trap 'rm -rf "$shared"' EXIT
chmod 777 "$shared"
cp "$ENDIAN" "$shared/endian"
cd "$shared" || exit 2
for i in 1 2 3 4 5 6; do
	cat >f$i.c <<EOT
#include <stdint.h>
#include <endian.h>
struct s$i { uint32_t m; };
uint32_t f$i(struct s$i *s) { return le32toh(s->m); }
EOT
done
./endian patch f*.c >p.patch
echo "patch: exit $?"
chmod -R a+rwX "$shared"
export CC=clang-19 ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0"
verify() {
	setpriv --reuid=65534 --regid=65534 --clear-groups \
		env HOME="$shared" TMPDIR="$shared" \
		ENDIAN_CACHE_DIR="$shared/cache.$1" \
		$2 ./endian verify -q -j 8 p.patch f1.c f2.c f3.c f4.c f5.c f6.c
}
verify free "" >free.out 2>&1
echo "no limit: exit $?"
verify limited "prlimit --nproc=6:6" >limited.out 2>&1
echo "at most 6 tasks: exit $?"
cat limited.out
cmp -s free.out limited.out && echo "the same output"
as_nobody() {
	setpriv --reuid=65534 --regid=65534 --clear-groups \
		env HOME="$shared" TMPDIR="$shared" ENDIAN_CACHE_DIR= "$@"
}
for cmd in "infer --format=tsv" check; do
	# shellcheck disable=SC2086 # $cmd is two words
	as_nobody ./endian $cmd -j 1000 f*.c >free.out 2>&1
	echo "$cmd -j 1000, no limit: exit $?"
	# shellcheck disable=SC2086
	as_nobody prlimit --nproc=6:6 ./endian $cmd -j 1000 f*.c \
		>limited.out 2>&1
	echo "$cmd -j 1000, at most 6 tasks: exit $?"
	cmp -s free.out limited.out && echo "the same output"
done
