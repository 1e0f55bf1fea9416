# A compile_commands.json that is cut short, damaged or of the wrong
# shape is refused with one error line naming the file and the line:
# libclang would keep the entries before the damage, drop the rest and
# let a run check part of a tree as if it were all of it.
cd "$SCRATCH" || exit 2
printf 'int f(unsigned int x) { return x; }\n' >a.c
cp a.c b.c
entry() {
	printf '{ "directory": "%s", "file": "%s", "command": "cc -c %s" }' \
		"$SCRATCH" "$1" "$1"
}
good() {
	printf '[\n%s,\n%s\n]\n' "$(entry a.c)" "$(entry b.c)"
}
try() {
	echo "# $1"
	mkdir -p db
	cat >db/compile_commands.json
	"$ENDIAN" check -p db a.c b.c >out 2>&1
	rc=$?
	sed "s|$SCRATCH|SCRATCH|g" out
	echo "exit $rc"
}
good | try "a good one"
good | head -n 2 | sed '2s/"file".*//' | try "cut inside the first entry"
good | head -n 2 | try "cut after an entry"
good | sed 's/"file": "b.c"/"file" "b.c"/' | try "a colon missing in the second entry"
good | sed 's/"file": "b.c",//' | try "an entry without a file"
good | sed 's/"command": "cc -c b.c"/"arguments": []/' | try "an empty arguments list"
good | sed 's/"command": "cc -c b.c"/"arguments": ["cc", 1]/' | try "an argument that is no string"
{ good; echo '[]'; } | try "text after the array"
printf '{ "a": 1 }\n' | try "an object, not an array"
: | try "an empty file"
printf '[\n]\n' | try "an empty array"
printf '[ %s, %s ]' "$(entry a.c)" '"x"' | try "an entry that is a string"
