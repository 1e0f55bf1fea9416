# Valid C nested 10,000 levels deep in each way code nests (expressions,
# statements, macros, initialisers, types), each in a file of its own
# beside a small file with one warning: check and infer give a result or
# one error line for each file, never a crash, and the small file is
# always done.  Deeper than clang's bracket limit (256) is a parse error
# of that file alone.
cd "$SCRATCH" || exit 99
N=10000
gen() {	# gen NAME AWK-PROGRAM: NAME.c from the program, run with n=$N
	awk -v n="$N" "BEGIN { $2 }" >"$1.c" || exit 99
}
# expressions
gen sum 'printf "int f(int x)\n{\n\treturn x"; for (i = 0; i < 2 * n; i++) printf " + x"; print ";\n}"'
gen assign 'printf "int f(void)\n{\n\tint a0"; for (i = 1; i < n; i++) printf ", a%d", i; printf ";\n\t"; for (i = 0; i < n; i++) printf "a%d = ", i; print "1;\n\treturn a0;\n}"'
gen casts 'printf "int f(int x)\n{\n\treturn "; for (i = 0; i < n; i++) printf "(int)"; print "x;\n}"'
gen ternary 'printf "int f(int x)\n{\n\treturn "; for (i = 0; i < n; i++) printf "x == %d ? %d : ", i, i; print "-1;\n}"'
gen parens 'printf "int f(int x)\n{\n\treturn "; for (i = 0; i < n; i++) printf "("; printf "x"; for (i = 0; i < n; i++) printf ")"; print ";\n}"'
# statements
gen elseif 'print "int f(int x)\n{\n\tint y = 0;\n\n\tif (x < 0)\n\t\ty = -1;"; for (i = 0; i < n; i++) printf "\telse if (x == %d)\n\t\ty = %d;\n", i, i; print "\treturn y;\n}"'
gen ifs 'print "int f(int x)\n{\n\tint y = 0;\n"; for (i = 0; i < n; i++) printf "if (x > %d) ", i; print "y = 1;\n\treturn y;\n}"'
gen whiles 'print "int f(int x)\n{"; for (i = 0; i < n; i++) printf "while (x-- > %d) ", i; print "x++;\n\treturn x;\n}"'
gen blocks 'print "int f(int x)\n{"; for (i = 0; i < n; i++) printf "{ "; printf "x++; "; for (i = 0; i < n; i++) printf "} "; print "\n\treturn x;\n}"'
# macros
gen macros 'for (i = 0; i < n; i++) printf "#define M%d M%d\n", i, i + 1; printf "#define M%d 1\n", n; print "int f(void)\n{\n\treturn M0;\n}"'
# a function-like macro called in its own argument: clang's preprocessor
# takes time and memory in the square of the depth (1.4 GB and a crash
# for clang -fsyntax-only at 10,000), so 1,000 here
gen macrocalls 'print "#define F(x) x + 1\nint f(int x)\n{\n\treturn "; for (i = 0; i < n / 10; i++) printf "F("; printf "x"; for (i = 0; i < n / 10; i++) printf ")"; print ";\n}"'
# initialisers
gen initflat 'printf "int t[] = { 0"; for (i = 1; i < n; i++) printf ", %d", i; print " };"'
gen initnested 'printf "struct s { int a; } t[1] = "; for (i = 0; i < n; i++) printf "{"; printf "0"; for (i = 0; i < n; i++) printf "}"; print ";"'
# types
gen pointers 'printf "int "; for (i = 0; i < n; i++) printf "*"; print "p;"'
gen typedefs 'print "typedef unsigned int t0;"; for (i = 1; i < n; i++) printf "typedef t%d t%d;\n", i - 1, i; printf "t%d f(t%d x)\n{\n\treturn x + 1;\n}\n", n - 1, n - 1'
gen structs 'for (i = 0; i < n; i++) printf "struct s%d { ", i; printf "int x; "; for (i = n - 1; i >= 0; i--) printf "} m%d; ", i; print ""'
cp "$TOP/tests/cli/deep-nesting.d/ok.c" .
set -- sum assign casts ternary parens elseif ifs whiles blocks macros \
	macrocalls initflat initnested pointers typedefs structs
# Say of each file: a result, or the one error line it got; of the run:
# how it ended.  A crash is a signal in the message.
judge() {	# judge WHAT ERR RC
	echo "$1: exit $3"
	for f in $files; do
		n=$(grep -c "error: .*'$f.c'" "$2")
		case $n in
		0) echo "  $f: done" ;;
		1) if grep "error: .*'$f.c'" "$2" | grep -q 'signal\|status'; then
			echo "  $f: CRASHED"
		   else
			echo "  $f: one error line"
		   fi ;;
		*) echo "  $f: $n error lines" ;;
		esac
	done
}
files="$*"
for j in 1 2; do
	# shellcheck disable=SC2046 # file names without blanks
	"$ENDIAN" check -j $j $(for f; do echo "$f.c"; done) ok.c \
		-- -I"$TOP/tests/include" >out 2>err
	judge "check -j $j" err $?
	grep -c "ok.c:.*restricted __le32" err | sed 's/^/  ok.c warnings: /'
	# shellcheck disable=SC2046
	"$ENDIAN" infer --no-cache -j $j $(for f; do echo "$f.c"; done) ok.c \
		-- -I"$TOP/tests/include" >out 2>err
	judge "infer -j $j" err $?
	grep -c 'field   b .* __le32' out | sed 's/^/  ok.c proposals: /'
done
