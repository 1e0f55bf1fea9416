# check -p: one path convention for every line of a run, .c files and
# headers alike, whatever the database says (absolute names here):
# relative to the current directory when a file lies below it, absolute
# otherwise.
cd "$SCRATCH" || exit 2
mkdir -p proj/inc elsewhere
top=$(pwd)
printf 'typedef unsigned int __attribute__((bitwise)) le32;\nstatic inline unsigned int h(le32 v) { return v + 1; }\n' >proj/inc/t.h
printf '#include "t.h"\nint f(le32 x) { return x > 1; }\nint g(le32 x) { return h(x); }\n' >proj/a.c
cat >proj/compile_commands.json <<J
[ { "directory": "$top/proj", "file": "$top/proj/a.c",
    "arguments": ["cc", "-I$top/proj/inc", "-c", "$top/proj/a.c"] } ]
J
run() {
	where=$1
	shift
	"$ENDIAN" check -p "$@" >"$top/out" 2>"$top/err"
	echo "[from $where: check -p $*] exit $?"
	sed "s|$top|TOP|g" "$top/err"
}
run the-top proj
run the-top proj proj/a.c
(cd proj && run proj .)
(cd elsewhere && run elsewhere ../proj)
