# Userspace trees with helpers of their own: untyped conversion macros,
# which the patch types for the checkers, and inline helpers that cast,
# whose typedef and casts change with their classes.  After the patch
# sparse and endian check find each tree clean, the object code is the
# same, and a second run is empty.  Without the typing of the macros,
# sparse would warn at every correct conversion: counted on a copy.
cd "$SCRATCH" || exit 2
for case in typed-project-helpers casting-inline-helpers; do
	echo "== $case"
	mkdir "$case" && cd "$case" || exit 2
	mkdir old new
	cp "$TOP/tests/rewrite/$case.d"/input* old/
	cp old/* new/
	cd new || exit 2
	"$ENDIAN" patch input.c -- -I. >../p.diff 2>../patch.err
	echo "patch: exit $?"
	patch -p1 --quiet <../p.diff && echo "applied"
	"$SPARSE" -Wno-decl -Wsparse-error -I. input.c && echo "sparse: clean"
	"$ENDIAN" check -Wsparse-error -I. input.c && echo "endian check: clean"
	"$ENDIAN" patch input.c -- -I.
	echo "second run: exit $?"
	for t in old new; do
		gcc -O2 -c -I"../$t" -o "../$t/input.o" "../$t/input.c" || exit 2
		objdump -d "../$t/input.o" | tail -n +4 >"../$t/input.s"
	done
	cmp -s ../old/input.s ../new/input.s && echo "same code"
	cd ../.. || exit 2
done
# the annotations of the first with the macros' bodies as they were
cd typed-project-helpers && mkdir untyped && cp new/* untyped/ &&
	cp old/input-defs.h untyped/ || exit 2
sed -i '/endian-types.h/d' untyped/input-defs.h
"$SPARSE" -Wno-decl -I untyped untyped/input.c 2>untyped.err
echo "sparse without the typing: exit $?"
grep -c 'restricted' untyped.err
