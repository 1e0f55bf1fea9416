# endian idioms on directories: every rule, one after the other, on their
# .c and .h files; the diff applies with patch -p1, and once it is applied
# nothing is left to do; --in-place makes the same files; report mode
# lists the findings of each rule on the original files, context mode
# the lines they are on, org mode the same as org-mode TODO lines.
ENDIAN_COCCI_DIR=$TOP/semantic-patches
export ENDIAN_COCCI_DIR
here=$(pwd)
cp -R tree "$SCRATCH/a" && cp -R tree "$SCRATCH/b" || exit 125
cd "$SCRATCH/a" || exit 125
"$ENDIAN" idioms . >../diff
echo "patch: exit $?"
cat ../diff
patch -p1 --quiet <../diff || echo "the diff does not apply"
"$ENDIAN" idioms src include
echo "patched: exit $?"
cd ../b || exit 125
"$ENDIAN" idioms --in-place src/ ./include
echo "in place: exit $?"
diff -r ../a . && echo "in place: the same files"
cd "$here/tree" || exit 125
"$ENDIAN" idioms --mode report .
echo "report: exit $?"
"$ENDIAN" idioms --mode context --rule constant_compare --rule add_cpu .
echo "context: exit $?"
# org mode: the kernel's rules' Emacs org TODO lines, each rule's tagged,
# on the user's file names, sorted as report's
"$ENDIAN" idioms --mode org .
echo "org: exit $?"
