# The main job on each code base of samples/, as make demo runs it: the
# series verifies (exit 0), and the summary names every planted bug
# (samples/README.md) among its conflicts.
cp -r "$TOP/samples" "$SCRATCH/" && cd "$SCRATCH" || exit 99
for s in tinyfs tunnel nicdesc imgtool; do
	make -s -B --no-print-directory -C samples/$s compile_commands.json ||
		exit 2
	"$ENDIAN" annotate --no-cache -p samples/$s -o $s.series >$s.out 2>$s.err
	echo "== $s: exit $?"
	sed -n '/^series:/,$p' $s.out
done
