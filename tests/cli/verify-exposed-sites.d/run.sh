# Two fields converted in a.c and used raw in b.c, one of them by a
# switch: the annotation patch makes the checkers flag the raw uses in
# b.c, whose warnings go up.  The patch lists the sites under "New
# warnings at probable bugs", and verify takes new warnings there, and
# only there: with a site gone from the message, the same patch fails.
# A case label is flagged on the line of its switch, which the site
# names too.  Sparse runs after each patch (--sparse-each) and is held
# to the same sites.
cd "$SCRATCH" || exit 2
d=$TOP/tests/cli/verify-exposed-sites.d
cp "$d/fmt.h" "$d/a.c" "$d/b.c" . || exit 2
flags="-I$TOP/tests/include"
"$ENDIAN" patch --no-cache -o out a.c b.c -- "$flags" >patch.out
echo "patch: exit $?"
sed -n '/^New warnings/,/^$/p' out/0001-*.patch
CC=gcc "$ENDIAN" verify --sparse-each out a.c b.c -- "$flags" >verify.out
echo "verify: exit $?"
grep -c ' ok$' verify.out
# the same series, but patch 1 no longer names the site
sed -i "/^  b\\.c:6 /d" out/0001-*.patch
CC=gcc "$ENDIAN" verify --sparse-each out a.c b.c -- "$flags" >verify.out
echo "verify without the site: exit $?"
grep FAILED verify.out | cut -d' ' -f1
