# Trouble is exit 2 with one error line: no input, a missing patch, a
# directory without a series, a file that is no patch, a patch reaching
# outside the tree, a unit outside the tree, a unit that does not build
# before the patch (clang's or the compiler's), an unknown option, a
# patch that would write through an absolute link to a directory (in
# the copy it leads to the same file under its own name, which is the
# name the units read it by).
cd "$SCRATCH" || exit 2
mkdir drv empty && cd drv || exit 2
cp "$TOP/tests/cli/verify-bad-patch.d/input.c" rec.c
sed 's/^	u32 len;/	__le32 len;/' rec.c >../new.c
diff -u --label a/rec.c --label b/rec.c rec.c ../new.c >../ok.diff
sed 's,a/rec.c,a/../rec.c,; s,b/rec.c,b/../rec.c,' ../ok.diff >../escape.diff
echo 'int broken(void) { return }' >broken.c
printf '#include "rec.c"\n#ifndef __clang__\n#error gcc only\n#endif\n' \
	>clang-only.c
mkdir real && echo 'int x;' >real/f.c && ln -s "$PWD/real" sub
echo 'long x;' >../f.c
diff -u --label a/sub/f.c --label b/sub/f.c real/f.c ../f.c >../link.diff
flags="-I$TOP/tests/include"
v() {
	CC=gcc "$ENDIAN" verify "$@"
	echo "exit $?"
}
v
v ../missing.diff rec.c -- "$flags"
v ../empty rec.c -- "$flags"
v rec.c rec.c -- "$flags"
v ../escape.diff rec.c -- "$flags"
v ../ok.diff ../new.c -- "$flags"
v ../ok.diff rec.c broken.c -- "$flags"
v ../ok.diff clang-only.c -- "$flags" -fno-diagnostics-show-caret
v ../ok.diff --frobnicate rec.c
v ../link.diff real/f.c
cat real/f.c
