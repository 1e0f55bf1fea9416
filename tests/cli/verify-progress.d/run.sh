# On a terminal, verify draws "[n/N] STAGE: JOB UNIT" on stderr as each
# job starts, redrawn in place and cleared at the end: the parses before
# the series, each patch's jobs (its place in the series, its name), the
# units rechecked after it.  -j 1 keeps the order fixed.
cd "$SCRATCH" || exit 2
mkdir a && cd a || exit 2
printf 'struct s { unsigned int n; };\nstruct t { unsigned int m; };\n' >h.h
printf '#include "h.h"\nunsigned f(struct s *p) { return p->n; }\n' >f.c
printf '#include "h.h"\nunsigned g(struct t *p) { return p->m; }\n' >g.c
cd .. && cp -R a b && sed -i 's/unsigned int n;/unsigned n;/' b/h.h
diff -ru a b >t.patch
cd a || exit 2
script -qec "CC=gcc '$ENDIAN' verify -j 1 ../t.patch f.c g.c >tty.out" \
	/dev/null >tty.txt
rc=$?
tr -d '\r' <tty.txt | sed 's/\x1b\[K/<clear>\n/g'
echo "terminal: exit $rc"
