# Files endian reads that are no regular files: a FIFO (which has no
# writer, so that reading it would wait for ever), /dev/zero (which never
# ends) and a directory.  Each is refused with one line naming it, before
# it is read; a cache entry made a FIFO by someone who may write the
# shared cache is a miss, and the run gives the report it gave; so is a
# precompiled prefix made a FIFO.
cd "$SCRATCH" || exit 99
# ok.c: one field, one warning, as in deep-nesting
cp "$TOP/tests/cli/deep-nesting.d/ok.c" .
mkfifo fifo || exit 99
mkdir db-zero db-fifo db-dir || exit 99
ln -s /dev/zero db-zero/compile_commands.json
mkfifo db-fifo/compile_commands.json
mkdir db-dir/compile_commands.json
I=-I"$TOP/tests/include"
run() {	# run ARGS...: the exit status and stderr of endian ARGS
	timeout 60 "$ENDIAN" "$@" >out 2>err
	echo "endian $*: exit $?" | sed "s|$TOP|TOP|g"
	cat err
}
for f in fifo /dev/zero .; do
	run check "$f"
	run infer --facts "$f"
	run infer --helpers "$f" ok.c -- "$I"
done
for d in db-zero db-fifo db-dir; do
	run check -p "$d"
	run infer -p "$d"
	run facts -p "$d" ok.c
done
export ENDIAN_CACHE_DIR="$SCRATCH/cache"
"$ENDIAN" infer --format=tsv ok.c -- "$I" >first
echo "first run: exit $?"
n=0
for e in "$ENDIAN_CACHE_DIR"/*.facts; do
	[ -f "$e" ] || continue
	rm "$e" && mkfifo "$e" && n=$((n + 1))
done
echo "cache entries made FIFOs: $n"
timeout 60 "$ENDIAN" infer --format=tsv ok.c -- "$I" >second
echo "second run: exit $?"
cmp first second && echo "same report"
# the same for the precompiled prefixes check keeps in the cache: a .pch
# made a FIFO (libclang would wait on it) is no PCH, and check says what
# it said
export ENDIAN_PCH=eager
"$ENDIAN" check ok.c -- "$I" >pch-first 2>&1
echo "check with a PCH: exit $?"
n=0
for e in "$ENDIAN_CACHE_DIR"/pch/*.pch; do
	[ -f "$e" ] || continue
	rm "$e" && mkfifo "$e" && n=$((n + 1))
done
# how many depends on ENDIAN_PCH for the runs above (CI sets eager)
[ "$n" -gt 0 ] && echo "PCHs made FIFOs"
timeout 60 "$ENDIAN" check ok.c -- "$I" >pch-second 2>&1
echo "check again: exit $?"
cmp pch-first pch-second && echo "same warnings"
