# The proposals for each code base of samples/ make a diff that applies
# with patch -p1; the patched code builds without a warning and compiles
# to the same object code.
cp -r "$TOP/samples" "$SCRATCH/" && cd "$SCRATCH" || exit 99
for s in tinyfs tunnel nicdesc imgtool; do
	make -s -B --no-print-directory -C samples/$s >$s.make 2>&1 || exit 2
	for o in samples/$s/*.o; do
		objdump -d "$o" | tail -n +4 >"$o.old"
	done
	"$ENDIAN" patch --no-cache -p samples/$s >$s.diff
	echo "$s: patch exit $?"
	patch -p1 --quiet <$s.diff && echo "$s: applied"
	make -s -B --no-print-directory -C samples/$s >$s.make 2>&1 &&
		! [ -s $s.make ] && echo "$s: builds cleanly"
	for o in samples/$s/*.o; do
		objdump -d "$o" | tail -n +4 | cmp -s - "$o.old" ||
			echo "$o: object code changed"
	done
done
