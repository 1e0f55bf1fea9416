# check -j N: each file in a child, the output that of -j 1 byte for
# byte, with sparse's budget running over the files in their order: the
# cap (-fmax-warnings) and the muting after an error reach across files,
# and a file that cannot be checked keeps its place.
cd "$SCRATCH" || exit 2
ENDIAN_PCH=off
export ENDIAN_PCH
cat >t.h <<'C'
typedef unsigned int __attribute__((bitwise)) le32;
static inline unsigned int h(le32 v)
{
	return v + 1;
}
C
for i in 1 2 3 4 5; do
	printf '#include "t.h"\nunsigned int f%s(le32 a, le32 b)\n{\n\treturn h(a) + (a | 1) + (b & 2) + (a == 3);\n}\n' "$i" >f$i.c
done
printf '#include "t.h"\nstruct bits { le32 x : 3; };\nint e(le32 v) { return v > 2; }\n' >e.c
set -- f1.c f2.c missing.c e.c f3.c f4.c f5.c
run() {
	"$ENDIAN" check "$@" >out 2>err
	echo "exit $?" >>err
	cat out err
}
for opts in "" "-fmax-warnings=5" "-Wsparse-error" "-Wsparse-error -fmax-warnings=3"; do
	# shellcheck disable=SC2086 # word lists
	run $opts "$@" >one
	for j in 2 3 99; do
		# shellcheck disable=SC2086
		run -j $j $opts "$@" >many
		cmp -s one many || { echo "-j $j $opts differs:"; diff one many; }
	done
	echo "== $opts"
	cat one
done
