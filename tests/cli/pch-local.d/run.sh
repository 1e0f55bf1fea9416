# The checker walks a PCH's declarations once: the first unit parsed
# with it notes whether their turns do anything under its options
# (checker/prefix.c); a later unit of that PCH is parsed with them left
# out of the walk when they do nothing, and parsed whole again when its
# own code links to them in a way the walk cannot stand in for.  Each
# unit's warnings must be what it gets without a PCH; the trace says
# which way it went.
cd "$SCRATCH" || exit 2
ENDIAN_CACHE_DIR=$SCRATCH/cache
ENDIAN_PCH=eager
export ENDIAN_CACHE_DIR ENDIAN_PCH
cat >h.h <<'C'
#ifndef H_H
#define H_H
#define __bw __attribute__((bitwise))
typedef unsigned int __bw le32;
typedef unsigned int u32;
#define __mark
#define __mine __mark
typedef unsigned short __mine be16;
static unsigned int h_peek(be16 v) { return v + 1; }
u32 get(void);
extern u32 twice(void);
extern u32 twice(void);
static u32 later(void);
static inline u32 h_blk(void) { extern le32 blk; return (__attribute__((force)) u32)blk; }
#endif
C
# a header of declarations with no guard, and one whose function is
# checked in every unit that includes it
printf 'extern int again;\n' >r.h
cat >g.h <<'C'
#define __bw __attribute__((bitwise))
typedef unsigned int __bw le32;
static unsigned int peek(le32 v) { return v + 1; }
C
unit() {
	printf '#include "h.h"\n'
	cat
	printf 'u32 use_%s(le32 v) { return v; }\n' "$1"
}
# a.c: first sight, which notes; b.c: then walks only its own
unit a </dev/null >a.c
unit b </dev/null >b.c
# c.c: redeclares get() with another type than the PCH's declaration
unit c >c.c <<'C'
le32 get(void) { return 0; }
C
# d.c: defines what the PCH declares twice, with another type
unit d >d.c <<'C'
le32 twice(void) { return 0; }
C
# e.c: defines what the PCH declares static: evaluated at that turn
unit e >e.c <<'C'
u32 first(le32 v) { return v; }
static u32 later(void) { le32 x = 0; return x; }
C
# s.c: defines what the PCH declares only inside a body, with another
# type, which sparse does not compare
unit s >s.c <<'C'
u32 blk = 1;
C
# f.c: its own #define makes a type of the PCH bitwise, and h_peek()
# then warns (the checker reads #defines as text, wherever they are)
unit f >f.c <<'C'
#define __mark __attribute__((bitwise))
u32 own(be16 v) { return v; }
C
# r1.c, r2.c: read r.h again after the prefix
printf '#include "h.h"\n#include "r.h"\nint x;\n#include "r.h"\n' >r1.c
cp r1.c r2.c
printf '#include "g.h"\nint g1;\n' >g1.c
printf '#include "g.h"\nint g2;\n' >g2.c
# a static written in its header, which folding reads; a header body
# that expands an inline call: their units are never local
printf 'static int k_on = 1;\nstatic inline void k_off(void) { k_on = 0; }\n' >k.h
printf 'static inline int m_in(void) { return 0; }\nstatic int m_out(void) { return m_in(); }\n' >m.h
printf '#include "k.h"\nint k1;\n' >k1.c
printf '#include "k.h"\nint k2;\n' >k2.c
printf '#include "m.h"\nint m1;\n' >m1.c
printf '#include "m.h"\nint m2;\n' >m2.c
check() {
	ENDIAN_PCH=eager,trace "$ENDIAN" check -j 1 "$@" >with.out 2>&1
	echo "exit $?" >>with.out
	grep 'endian: pch: .*\(declarations\|built\)' with.out
	grep -v 'endian: pch:' with.out >with.warnings
	ENDIAN_PCH=off "$ENDIAN" check -j 1 "$@" >without.out 2>&1
	echo "exit $?" >>without.out
	cat without.out
	cmp -s with.warnings without.out || echo "differs from a parse without PCH"
}
for f in a.c b.c c.c d.c e.c s.c f.c r1.c r2.c g1.c g2.c k1.c k2.c m1.c m2.c; do
	echo "# $f"
	check "$f"
done
echo "# the note: busy for g.h's PCH, and what h.h's declares twice"
# (the lines name the binary by its digest)
notes() {
	cat cache/pch/*.local-1 | sed 's/^\(local\|busy\) [0-9a-f]* /\1 BINARY /'
}
notes | grep -v '^endian-pch-entry\|^[0-9a-f]*$' | sort
echo "# with -Wbitwise-pointer: noted apart, then without the walk"
check -Wbitwise-pointer a.c
check -Wbitwise-pointer b.c
notes | grep '^local\|^busy' | sort
