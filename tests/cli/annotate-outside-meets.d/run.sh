# An on-disk field the tree converts, into which one unit stores
# stat()'s st_uid raw: glibc declares st_uid, plain, so no patch can type
# it, and the checkers flag the store once the field is annotated.
# annotate lists the store under st_uid's outside entry; the patch names
# it under "New warnings at data declared outside", so verify takes that
# warning, and it is the only restricted-type warning sparse gives after
# the series.
cd "$SCRATCH" || exit 2
d=$TOP/tests/cli/annotate-outside-meets.d
cp "$d/fs.h" "$d/mk.c" "$d/wr.c" . || exit 2
"$ENDIAN" annotate -o out mk.c wr.c >annotate.out 2>annotate.err
echo "annotate: exit $?"
sed -n '/^outside:/,/^warnings:/p' annotate.out | sed '$d' |
	sed 's|/usr/include/[^:]*/|<sys>/|'
sed -n '/^New warnings/,/^$/p' out/0002-*.patch
grep -c ' ok$' annotate.out
for p in out/000[1-9]*.patch; do
	patch -s -p1 <"$p" || { echo "patch $p: exit $?"; exit 1; }
done
for u in mk.c wr.c; do
	sparse -Wno-decl "$u" 2>>sparse.err || echo "sparse $u: exit $?"
done
grep 'warning:' sparse.err | cut -d: -f1,2,4-
