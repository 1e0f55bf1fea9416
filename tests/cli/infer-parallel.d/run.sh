# -j 3 gives exactly the report of -j 1, and a second run served from the
# cache gives it again.
export ENDIAN_CACHE_DIR="$SCRATCH/cache"
cp "$TOP/tests/infer/propagation.d/input.c" "$SCRATCH/a.c"
cp "$TOP/tests/infer/conflicts.d/input.c" "$SCRATCH/b.c"
cp "$TOP/tests/infer/struct-hints.d/input.c" "$SCRATCH/c.c"
cd "$SCRATCH" || exit 2
for args in "-j 1 --no-cache" "-j 3" "-j 1"; do
	# shellcheck disable=SC2086 # args is a word list
	"$ENDIAN" infer $args --format=json a.c b.c c.c -- -I"$TOP/tests/include" \
		>"$SCRATCH/out.$(echo $args | tr -d ' -')"
	echo "exit $?"
done
cmp "$SCRATCH/out.j1nocache" "$SCRATCH/out.j3" && echo "-j 3 same as -j 1"
cmp "$SCRATCH/out.j1nocache" "$SCRATCH/out.j1" && echo "cached run same"
ls "$SCRATCH/cache" | grep -c . >/dev/null && echo "cache written"
