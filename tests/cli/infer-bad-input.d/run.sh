# Bad input among good: a file that does not parse, binary junk, a
# missing file and a directory each get one error line naming them; the
# good file is still analysed and its proposal printed; exit 2.
export ENDIAN_CACHE_DIR="$SCRATCH/cache"
mkdir "$SCRATCH/dir.c"
"$ENDIAN" infer --format=tsv broken.c junk.c missing.c "$SCRATCH/dir.c" good.c \
	2>"$SCRATCH/err"
rc=$?
sed -e '/error: /s/.*broken\.c.*/error: <message naming broken.c>/' \
    -e '/error: /s/.*junk\.c.*/error: <message naming junk.c>/' \
    -e "s|$SCRATCH|SCRATCH|g" "$SCRATCH/err" >&2
exit $rc
