# The code bases of samples/ build their compile database with their own
# Makefile, and endian infer reports as conflicts the bugs planted in them
# (samples/README.md lists each one), and nothing else.
cp -r "$TOP/samples" "$SCRATCH/" && cd "$SCRATCH" || exit 99
for s in tinyfs tunnel nicdesc imgtool; do
	make -s -B --no-print-directory -C samples/$s compile_commands.json ||
		exit 2
	"$ENDIAN" infer --no-cache -p samples/$s >$s.report
	echo "$s: exit $?"
	sed -n '/^conflicts:/,/^$/{/^  [^ ]/p;}' $s.report
	tail -n 1 $s.report
done
