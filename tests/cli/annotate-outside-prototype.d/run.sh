# A function the tree defines and a header outside it declares first
# (net/ipv4's tcp_fastopen_get_cipher(), declared in include/net/tcp.h):
# retyping the definition alone makes sparse report it "redeclared with
# different type", so its parameter and return value stay plain, listed
# as not rewritten, and the series holds only what the tree declares.
mkdir -p "$SCRATCH/inc" "$SCRATCH/src" && cd "$SCRATCH" || exit 2
cp "$TOP/tests/cli/annotate-outside-prototype.d/api.h" inc/
cp "$TOP/tests/cli/annotate-outside-prototype.d/a.c" src/
"$ENDIAN" annotate --no-cache -o out src/a.c -- "-I$TOP/tests/include" \
	>out.txt 2>err.txt
echo "annotate: exit $?"
grep -E '^(annotated|verified):' out.txt
cat err.txt
grep -h '^[-+][^-+]' out/0*.patch
