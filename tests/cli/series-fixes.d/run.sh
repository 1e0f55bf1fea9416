# A store of a plain number into ordered data is fixed by converting the
# number (cpu_to_le32()), never by wrapping the place it is stored in; a
# to-cpu conversion of a number made in its argument, stored there,
# becomes the from-cpu one it meant, in a patch of its own; an increment
# in place is left for review.  `endian patch -o` writes
# the fix as the series' last patch; the plain diff changes types only.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/cli/series-fixes.d/rq.c" rq.c
flags="-I$TOP/tests/include"
"$ENDIAN" patch --no-cache -o out rq.c -- "$flags"
echo "series: exit $?"
grep -v '^Date: ' out/0002-*.patch out/0003-*.patch
# into a file, not a pipe, which would hide the exit status
"$ENDIAN" patch --no-cache rq.c -- "$flags" >plain.diff
echo "plain diff: exit $?"
grep '^[-+][^-+]' plain.diff
sed -n '/left for review/,/^$/p' out/0000-cover-letter.patch
