# check --baseline: a baseline made from a file (SARIF, or the text
# output), then a blank line inserted at its top: no new warning; then
# one new bug: exactly that one.  SARIF matches each warning by its
# line's text, so it names the new one even among warnings of the same
# message; text matches by file, message and the nearest line, and
# counts right.  --fail-on-new and -Wsparse-error give exit status 1
# when there are new ones; a baseline that cannot be read is trouble.
cd "$SCRATCH" || exit 2
cat >t.c <<'C'
typedef unsigned int __attribute__((bitwise)) le32;
struct s { le32 a; unsigned int b; };
int f(struct s *p)
{
	p->b = p->a;
	return p->a > 2;
}
C
run() {
	"$ENDIAN" check "$@" >out 2>err
	echo "[$*] exit $?"
	cat out err
}
"$ENDIAN" check --format=sarif t.c >base.sarif || echo "sarif: exit $?"
"$ENDIAN" check t.c 2>base.txt || echo "text: exit $?"
{ echo; cat t.c; } >t.new && mv t.new t.c
for b in base.sarif base.txt; do
	run --baseline $b --fail-on-new t.c
done
sed 's/^\treturn p->a > 2;/\tp->b = p->a + 1;\n&/' t.c >t.new && mv t.new t.c
for b in base.sarif base.txt; do
	run --baseline $b --fail-on-new t.c
	run --baseline $b t.c
	run --baseline $b -Wsparse-error t.c
done
run --baseline base.sarif --format=json t.c
# a baseline of another file's warnings: all are new
printf 'x.c:1:1: warning: cast to restricted le32\n' >other.txt
run --baseline other.txt --fail-on-new t.c
run --baseline missing.sarif t.c
