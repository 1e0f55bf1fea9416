# -I directories that do not exist are ignored, as by gcc and sparse.
cp "$TOP/tests/cli/good.c" "$SCRATCH/" && cd "$SCRATCH" || exit 99
"$ENDIAN" check -Inosuchdir -I nosuchdir2 -I/nonexistent/include good.c
