# Every declaration a patch changes is listed in its mail, casts too.  A
# field no code touches is typed by a hint: its line in the mail says it
# is a guess, with the hint's confidence, and the mail says what a guess
# is, so that a reviewer checks it against the format.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/infer/struct-hints.d/input.c" hdr.c
"$ENDIAN" patch --no-cache -o out hdr.c -- "-I$TOP/tests/include"
echo "series: exit $?"
for p in out/0*-*ondisk_header.patch; do
	sed -n '/^Subject:/,/^---$/p' "$p"
done

# every declaration is listed, casts too
cp "$TOP/tests/rewrite/cast-spacing.d/input.c" casts.c
"$ENDIAN" patch --no-cache -o out2 casts.c -- "-I$TOP/tests/include" >/dev/null
echo "casts: exit $?"
grep '^  casts.c:.* -> ' out2/0001-*.patch
