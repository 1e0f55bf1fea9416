# Paths in a tree whose sources sit in lib/, tests/ and the top, and
# whose header uses assert() (__LINE__ is in the object code).  From the
# top, the series names every file from there (the generated header
# beside the others, in lib/), adds its #include where no line moves,
# and verifies: objects identical.  From a subdirectory, or with a
# database of another checkout, patch and annotate refuse with one error
# line and write nothing.
cd "$SCRATCH" || exit 2
cp -R "$TOP/tests/cli/annotate-paths.d/tree" tree
cp -R tree other
db() {
	printf '[\n'
	for f in lib/disk.c tests/size.c; do
		printf '{"directory": "%s", "file": "%s", "command": "cc -c %s"},\n' \
			"$1" "$f" "$f"
	done
	printf '{"directory": "%s", "file": "main.c", "command": "cc -c main.c"}\n]\n' "$1"
}
db "$SCRATCH/tree" >tree/compile_commands.json
(cd tree && git init -q . && git add -A &&
	git -c user.name=A -c user.email=a@b commit -qm init) || exit 2

cd tree/lib || exit 2
"$ENDIAN" annotate --no-cache -p .. -o ../out-sub >/dev/null 2>err.txt
echo "annotate from lib/: exit $?"
sed "s|$SCRATCH|SCRATCH|g" err.txt
[ -e ../out-sub ] && echo "../out-sub written"
"$ENDIAN" patch --no-cache -p .. >out.txt 2>err.txt
echo "patch from lib/: exit $?, $(wc -c <out.txt) bytes of diff"
sed "s|$SCRATCH|SCRATCH|g" err.txt
rm -f err.txt out.txt
cd .. || exit 2

db "$SCRATCH/other" >../foreign.json
mkdir ../foreign && mv ../foreign.json ../foreign/compile_commands.json
"$ENDIAN" annotate --no-cache -p ../foreign -o ../out-foreign >/dev/null \
	2>../err.txt
echo "annotate with another checkout's database: exit $?"
sed "s|$SCRATCH|SCRATCH|g" ../err.txt
[ -e ../out-foreign ] && echo "../out-foreign written"

"$ENDIAN" annotate --no-cache -p . -o ../out >../out.txt 2>../err.txt
echo "annotate from the top: exit $?"
grep -E '^(verified|warnings):' ../out.txt
cat ../err.txt
grep -A3 "warning:" ../out.txt
grep -h '^+++ ' ../out/0*.patch
grep -h '^+#include' ../out/0*.patch
git -c user.name=A -c user.email=a@b am -q ../out/000[1-9]*.patch
echo "git am: exit $?"
# every line of the header where it was: the #include took a blank one
git diff HEAD~2 -- lib/fmt.h | grep '^@@'
