# -q and -v, as every command takes them.  On a terminal, check draws a
# progress line over its files and -q drops it; -v says each file's
# parse.  infer -v says each unit's parse, then its facts taken from the
# cache.  verify -q keeps only the failed patch's row above the total
# (the failure itself on stderr as ever); verify --verbose names each
# stage and each command run, in the directory it runs in.  annotate's
# -v stays the series' version: --verbose is its long form alone.
cd "$SCRATCH" || exit 2
export ENDIAN_CACHE_DIR="$SCRATCH/cache"
mkdir drv series && cd drv || exit 2
cp "$TOP/tests/cli/verify-bad-patch.d/input.c" rec.c
printf '#include <stdint.h>\nuint32_t f(uint32_t x) { return x; }\n' >f.c
# "parsed in 0.03 s": the time varies
untimed() { sed 's/ in [0-9.]* s$/ in T s/'; }

echo "== check on a terminal"
script -qec "'$ENDIAN' check -j 1 -I'$TOP/tests/include' rec.c f.c" \
	/dev/null >tty.txt
echo "exit $?"
tr -d '\r' <tty.txt | sed 's/\x1b\[K/<clear>\n/g'
echo "== check -q on a terminal"
script -qec "'$ENDIAN' check -q -j 1 -I'$TOP/tests/include' rec.c f.c" \
	/dev/null >tty.txt
echo "exit $?"
tr -d '\r' <tty.txt | sed 's/\x1b\[K/<clear>\n/g'

echo "== check -v"
"$ENDIAN" check -v --no-pch -j 1 -I"$TOP/tests/include" rec.c f.c 2>err
echo "exit $?"
untimed <err

echo "== infer -v, twice"
for run in 1 2; do
	"$ENDIAN" infer -v --no-pch -j 1 rec.c f.c -- -I"$TOP/tests/include" \
		>/dev/null 2>err
	echo "exit $?"
	grep '^endian: ' err | untimed
done

sed 's/^	u32 len;/	__le32 len;/' rec.c >../one.c
sed 's/^	u32 count;/	int count;/' ../one.c >../two.c
diff -u --label a/rec.c --label b/rec.c rec.c ../one.c \
	>../series/0001-annotate-len.patch
diff -u --label a/rec.c --label b/rec.c ../one.c ../two.c \
	>../series/0002-count-to-int.patch
echo "== verify -q"
CC=gcc "$ENDIAN" verify -q ../series rec.c -- -O2 "-I$TOP/tests/include"
echo "exit $?"
echo "== verify --verbose"
CC=gcc "$ENDIAN" verify --verbose ../series rec.c -- -O2 \
	"-I$TOP/tests/include" >/dev/null 2>err
echo "exit $?"
# the stages, and one of each kind of command (the scratch path varies)
grep '^endian: verify: ' err
grep -c "^endian: run in '[^']*/tree': gcc .* -c rec.c" err
grep -c "^endian: run: objcopy --strip-debug" err

echo "== annotate -v 2 --verbose"
CC=gcc "$ENDIAN" annotate -v 2 --verbose -o out rec.c -- \
	-I"$TOP/tests/include" >summary 2>err
echo "exit $?"
ls out
grep -c '^times: ' summary
grep -c '^endian: rec.c: \(parsed\|facts from the cache\)' err
grep -c '^endian: verify: before the series' err
