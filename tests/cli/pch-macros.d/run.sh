# The bitwise, force and address-space macros of the files a PCH stands
# for are derived once and kept beside it (lib/bitwise.c, lib/pch.h's
# notes): a unit parsed with that PCH later reads only its own files'
# #defines, and derives everything again when they change the result.
# What the checker says must be what it says without a PCH.
cd "$SCRATCH" || exit 2
ENDIAN_CACHE_DIR=$SCRATCH/cache
ENDIAN_PCH=eager
export ENDIAN_CACHE_DIR ENDIAN_PCH
cat >m.h <<'C'
#ifndef M_H
#define M_H
#define __bw __attribute__((bitwise))
#define __mine __mark
#define __fc __attribute__((force))
typedef unsigned int __bw le32;
#endif
C
# a.c: the prefix's macros alone
cat >a.c <<'C'
#include "m.h"
unsigned int a(le32 v) { return v + 1; }
unsigned int a2(le32 v) { return (__fc unsigned int)v + 1; }
C
# b.c: its own #define makes a macro of the prefix bitwise
cat >b.c <<'C'
#include "m.h"
#define __mark __attribute__((bitwise))
typedef unsigned short __mine be16;
unsigned int b(be16 v) { return v + 1; }
C
# c.c: its own force macro, from one of the prefix
cat >c.c <<'C'
#include "m.h"
#define my_force __fc
unsigned int c(le32 v) { return (my_force unsigned int)v + 1; }
C
check() {
	"$ENDIAN" check -j 1 "$@" >with.out 2>&1
	echo "exit $?" >>with.out
	cat with.out
	ENDIAN_PCH=off "$ENDIAN" check -j 1 "$@" >without.out 2>&1
	echo "exit $?" >>without.out
	cmp -s with.out without.out || echo "differs from a parse without PCH"
}
notes() {
	echo "notes: $(find cache/pch -name '*.macros-*' | wc -l)"
}

echo "# first sight: the PCH is built and its macros noted"
check a.c
notes
echo "# from the note"
check a.c
echo "# the unit's own #defines: derived again"
check b.c
check c.c
echo "# a header of the prefix changed: the PCH and its note go, and are"
echo "# made again"
sed -i 's/^#define __bw .*/#define __bw/' m.h
check a.c
check a.c
notes
echo "# a damaged note is a miss"
for f in cache/pch/*.macros-*; do printf 'junk' >>"$f"; done
check a.c
