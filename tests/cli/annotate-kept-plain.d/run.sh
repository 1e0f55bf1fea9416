# annotate on a unit whose storage is converted in place: the summary
# says how much stays plain, the one field read through le32_to_cpu() is
# annotated, the series verifies, and a second DIR that is not empty is
# refused.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/infer/in-place.d/input.c" entry.c
"$ENDIAN" annotate --no-cache -o out entry.c -- "-I$TOP/tests/include" >out.txt 2>err.txt
echo "annotate: exit $?"
sed -n '/^series:/,$p' out.txt
# the checker's warnings before the series that are still there
cat out/already-flagged
"$ENDIAN" annotate --no-cache -o out entry.c -- "-I$TOP/tests/include"
echo "again: exit $?"
