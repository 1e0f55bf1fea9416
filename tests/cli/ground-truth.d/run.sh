# tools/ground-truth reads a tree's annotations from its text, never
# running endian: fields, variables, parameters, returns, typedefs made on
# byte-order types, the tree's own bitwise types whose names give their
# order; not what comments, strings, #define bodies and `#if 0` hold, not
# a bit-field, not a declaration a macro makes (but struct_group()'s
# members and DECLARE_FLEX_ARRAY()'s array).  Declarations written with
# a typedef made on a byte-order type go to --derived.  Which files: the
# whole tree; the .c files of -p's compile_commands.json and every header;
# the FILEs and every header.  A file it cannot read gets one line naming
# it, exit 2, and the others are still read.
cd tree || exit 125
"$TOP/tools/ground-truth" --derived "$SCRATCH/derived" >"$SCRATCH/out"
echo "tree: exit $?"
cat "$SCRATCH/out"
echo "derived-typedef uses:"
cat "$SCRATCH/derived"

printf '[\n{ "directory": "%s",\n  "file": "disk.c",\n  "arguments": ["cc", "-c", "disk.c"] }\n]\n' \
	"$(pwd)" >"$SCRATCH/compile_commands.json"
"$TOP/tools/ground-truth" -p "$SCRATCH" >"$SCRATCH/out"
echo "-p: exit $?"
grep -c . "$SCRATCH/out"
grep -c unbuilt "$SCRATCH/out"

"$TOP/tools/ground-truth" --root sub nosuch.c >"$SCRATCH/out"
echo "missing file: exit $?"
cat "$SCRATCH/out"
