# Two bugs planted in samples/nicdesc pass a conversion's result straight
# to another conversion or to a function outside the project, with no
# declaration in between; infer reports both:
#   nd_ring.c:82  writel(cpu_to_le32(...)), but writel() converts already
#   nd_fw.c:63    be32_to_cpu(get_unaligned_be32(...)) converts twice
cp -r "$TOP/samples" "$SCRATCH/" && cd "$SCRATCH" || exit 99
make -s -B --no-print-directory -C samples/nicdesc compile_commands.json ||
	exit 2
"$ENDIAN" infer --no-cache -p samples/nicdesc >report
echo "infer: exit $?"
for loc in nd_ring.c:82 nd_fw.c:63; do
	if sed -n '/^conflicts:/,$p' report | grep -q "samples/nicdesc/$loc:"
	then
		echo "$loc: reported"
	else
		echo "$loc: missed"
	fi
done
