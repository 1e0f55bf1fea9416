# annotate's summary is what a verify run of its series says: on two
# code bases of samples/ (tinyfs, nicdesc), `endian verify` proves the
# series annotate wrote on the tree as it was, and tools/verify-agreement
# compares the two tables row by row and annotate's totals with verify's.
cp -r "$TOP/samples" "$SCRATCH/" && cd "$SCRATCH" || exit 99
for s in tinyfs nicdesc; do
	make -s -B --no-print-directory -C samples/$s compile_commands.json ||
		exit 2
	"$ENDIAN" annotate --no-cache -p samples/$s -o $s.series >$s.out 2>$s.err
	a=$?
	"$ENDIAN" verify -p samples/$s $s.series >$s.verify 2>$s.verr
	echo "== $s: annotate exit $a, verify exit $?"
	"$TOP/tools/verify-agreement" $s.out $s.verify
	echo "agreement exit $?"
done
