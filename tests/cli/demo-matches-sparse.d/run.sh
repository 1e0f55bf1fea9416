# `make demo` checks samples/check/: endian's output there must be sparse's,
# byte for byte (the samples hold 38 lines of real findings).
cd "$TOP" || exit 99
"$ENDIAN" check -Isamples/include samples/check/*.c 2>"$SCRATCH/endian"
echo "endian exit $?"
"$SPARSE" -Isamples/include samples/check/*.c 2>"$SCRATCH/sparse"
diff -u "$SCRATCH/sparse" "$SCRATCH/endian" && echo same
wc -l <"$SCRATCH/endian" | tr -d ' '
