# The fix patch of a project's own helper used the other way round
# writes the project's own twin, found by its name, not the kernel's
# cpu_to_le32(), which no unit of such a project can call: the series
# verifies (the twin compiles to the same object code).
cd "$SCRATCH" || exit 2
cp "$TOP/tests/cli/annotate-own-twin.d/input.c" ot.c
"$ENDIAN" annotate --no-cache -o out ot.c -- "-I$TOP/tests/include" \
	>out.txt 2>err.txt
echo "annotate: exit $?"
grep -E '^(conflicts|fixed|verified):' out.txt
cat err.txt
grep '^[-+]	' out/0002-*.patch
