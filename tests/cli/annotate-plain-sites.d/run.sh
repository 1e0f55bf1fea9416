# After a first patch that types glibc's conversions, the conversions of
# data the series leaves plain warn to the end: a conversion in place,
# and conversions in the arguments of a macro call that spans lines,
# which both checkers flag at the macro's line; and annotated data passed
# where no annotation reaches (a helper that converts either way, a
# parameter that points to an array).  The types patch names those lines
# (the macro's too), so the series holds as a whole.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/cli/annotate-plain-sites.d/input.c" rec.c
"$ENDIAN" annotate --no-cache -o out rec.c >out.txt 2>err.txt
echo "annotate: exit $?"
grep -E '^(total|verified):' out.txt
grep 'adds at no line' err.txt
sed -n '/^New warnings at conversions/,/^$/p' out/0001-*.patch
