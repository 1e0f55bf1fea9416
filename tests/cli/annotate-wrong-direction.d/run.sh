# Conversions used the other way round (tests/infer/wrong-direction.d):
# the series annotates each side with the order of its other uses and
# ends with one patch per call that writes the twin; the objects stay
# identical (the same bits), and after the series both checkers warn
# only where the input already did, at conflicts that stay (a field
# that is a number too, a register write after cpu_to_le32(), a raw
# copy of a register word), and a second run proposes nothing.  A call
# turned round into data that stays plain is left for review: its twin
# would only move the warning.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/infer/wrong-direction.d/input.c" wd.c
flags="-I$TOP/tests/include"
"$ENDIAN" annotate --no-cache -o out wd.c -- "$flags" >out.txt 2>err.txt
echo "annotate: exit $?"
grep -E '^(conflicts|fixed|verified):' out.txt
cat err.txt
for p in out/00*.patch; do
	case $p in out/000[012]-*) continue ;; esac
	echo "== $p"
	sed -n '/^$/,/^---$/p' "$p"
	grep '^[-+]	' "$p"
done
for p in out/00*.patch; do
	case $p in out/0000-*) continue ;; esac
	patch -s -p1 <"$p" || exit 2
done
"$ENDIAN" patch --no-cache wd.c -- "$flags"
echo "patch after the series: exit $?"
"$ENDIAN" check wd.c -- "$flags"
echo "check after the series: exit $?"
"${SPARSE:-sparse}" -Wno-decl "$flags" wd.c
echo "sparse after the series: exit $?"
