# A glibc userspace tool: the patch adds endian-types.h and its include;
# sparse then checks the conversions (glibc's get typed prototypes for it)
# and finds nothing, the object code is the same, a second run is empty.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/rewrite/generated-types.d/input.c" record.c
cp record.c orig.c
"$ENDIAN" patch record.c >p.diff
echo "patch: exit $?"
patch -p1 --quiet <p.diff && ls endian-types.h
"$SPARSE" -Wno-decl -Wsparse-error record.c && echo "sparse: clean"
gcc -O2 -c -o new.o record.c && gcc -O2 -c -o old.o orig.c || exit 2
objdump -d new.o | tail -n +4 >new.s
objdump -d old.o | tail -n +4 >old.s
cmp -s new.s old.s && echo "same code"
"$ENDIAN" patch record.c
echo "second run: exit $?"
