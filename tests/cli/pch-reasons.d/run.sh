# When a unit is parsed with a precompiled include prefix (lib/pch.h) and
# why not: one case for each reason, with ENDIAN_PCH=trace's line for
# each unit.  What the checker says must not depend on it: the warnings
# of every run are those of --no-pch.
cd "$SCRATCH" || exit 2
ENDIAN_CACHE_DIR=$SCRATCH/cache
ENDIAN_PCH=trace
export ENDIAN_CACHE_DIR ENDIAN_PCH
cat >x.h <<'C'
#ifndef X_H
#define X_H
#include "y.h"
typedef unsigned int __attribute__((bitwise)) le32;
static inline unsigned int x_bad(le32 v)
{
	return v + 1;
}
#endif
C
cat >y.h <<'C'
#pragma once
struct y { le32 *p; };
C
sed -i 's/struct y { le32 \*p; };/struct y { int a; };/' y.h
printf '#include "x.h"\n#include "y.h"\nunsigned int a(le32 v) { return x_bad(v); }\n' >a.c
printf '/* another licence */\n#include "x.h"\n\n#include "y.h"\nint b(le32 v) { return v == 1; }\n' >b.c
printf '#include "u.h"\nint c(void) { return U; }\n' >c.c
cp c.c c2.c
printf 'enum { U = 1 };\n' >u.h
printf '#ifndef D_H\n#define D_H\nstatic const char d_date[] = __DATE__;\n#endif\n' >d.h
printf '#include "d.h"\nint d(void) { return d_date[0]; }\n' >d.c
cp d.c d2.c
printf '#ifndef V_H\n#define V_H\nstatic const int v_val = VAL;\n#define V_NAME NAME\n#endif\n' >v.h
printf '#include "v.h"\nint v(void) { return v_val; }\n' >v.c
cp v.c w.c
printf '#ifndef E_H\n#define E_H\nint e = ;\n#endif\n' >e.h
printf '#include "e.h"\nint f(void) { return e; }\n' >bad.c
printf 'int n(void) { return 0; }\n' >n.c

# -j 1: which unit builds a PCH and which uses it depends on their order
check() {
	"$ENDIAN" check -j 1 "$@" 2>&1
	echo "exit $?"
}
same() {
	"$ENDIAN" check -j 1 "$@" >all.out 2>&1
	echo "exit $?" >>all.out
	grep -v '^endian: pch:' all.out >with.out
	ENDIAN_PCH= "$ENDIAN" check -j 1 --no-pch "$@" >without.out 2>&1
	echo "exit $?" >>without.out
	cmp -s with.out without.out && echo "same warnings with --no-pch"
}

echo "# two units share their two #include lines"
check a.c b.c
echo "# again: both use it"
check a.c b.c
same a.c b.c
echo "# a header without a guard is read once all the same (the unit's"
echo "# own #include lines are blank in the copy it is parsed from)"
check c.c c2.c
check c.c
same c.c c2.c
echo "# __DATE__ differs from one parse to the next"
check d.c d2.c
echo "# a header changed: the PCH goes, and is built again"
touch -d '2001-01-01' x.h
check a.c
same a.c
echo "# a -D the prefix uses stays in the PCH, one it does not use goes"
check -DVAL=1 -DNAME='"v"' v.c
check -DVAL=2 -DNAME='"w"' w.c
check -DVAL=2 -DNAME='"x"' v.c
same -DVAL=2 -DNAME='"x"' v.c
check -DVAL=3 -DNAME='"w"' w.c
echo "# a unit that shares nothing: its own, when checked again"
printf '#include "y.h"\nint p(void) { return 0; }\n' >p.c
check p.c
check p.c
echo "# one that shares a shorter one: its whole, when checked again"
printf '#include "y.h"\n#include "u.h"\nint q(void) { return U; }\n' >q.c
check q.c
check q.c
echo "# a header read in the prefix and again after it: named by the first"
printf '#ifndef W1_H\n#define W1_H\n#include "x.h"\n#include "t2.h"\n#endif\n' >w1.h
printf '#ifdef SECOND\nstatic inline unsigned int t2(le32 v) { return v + 2; }\n#endif\n' >t2.h
printf '#include "w1.h"\n#define SECOND\n#include "t2.h"\nunsigned int m(le32 v) { return t2(v); }\n' >m1.c
cp m1.c m2.c
check m1.c m2.c
same m1.c m2.c
echo "# a prefix with an error"
check bad.c
check bad.c
echo "# ... that is fixed"
sed -i 's/int e = ;/int e = 1;/' e.h
check bad.c
check bad.c
echo "# no #include line"
check n.c
echo "# --no-pch, and ENDIAN_PCH=off"
check --no-pch a.c
ENDIAN_PCH=off,trace check a.c
echo "# the cache keeps under its limit, and what it just built"
rm -rf cache
ENDIAN_PCH_LIMIT=1 check a.c b.c v.c -DVAL=1 w.c
ls cache/pch | grep -c '\.pch$'
echo "# four checkers at once, as under make -j: what each says is the same"
rm -rf cache
"$ENDIAN" check --no-pch a.c b.c v.c w.c -DVAL=1 >seq.out 2>&1
for i in 1 2 3 4; do
	ENDIAN_PCH=eager "$ENDIAN" check a.c b.c v.c w.c -DVAL=1 \
		>par$i.out 2>&1 &
done
wait
for i in 1 2 3 4; do
	cmp -s par$i.out seq.out || echo "checker $i says otherwise"
done
echo "left behind: $(ls cache/pch | grep -c -e tmp -e lock)"
echo "# two built files beside it begin with the same lines: the first"
echo "# unit builds their PCH, without a -D whose value is its own name"
rm -rf cache
mkdir -p sib
printf '#include "x.h"\n#include "u.h"\nint r(le32 v) { return v == U; }\n' >sib/r.c
sed 's/ r(/ s(/' sib/r.c >sib/s.c
sed 's/ r(/ t(/' sib/r.c >sib/t.c
touch sib/s.o sib/t.o
check -I. -DBASE='"r"' sib/r.c
check -I. -DBASE='"s"' sib/s.c
same -I. -DBASE='"s"' sib/r.c sib/s.c sib/t.c
echo "# not for one such file (a build costs more than one use saves), nor"
echo "# for a file that is not built or of another kind; then the mark of"
echo "# another unit does not build either"
rm -rf cache sib/t.o
printf '#include "x.h"\n#include "u.h"\n' >sib/z.h
touch sib/z.o
check -I. sib/r.c sib/t.c
