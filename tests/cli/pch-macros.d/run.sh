# The bitwise, force, noderef and address-space macros of the files a
# PCH stands for are derived once and kept beside it (lib/bitwise.c,
# lib/pch.h's notes): a unit parsed with that PCH later reads only its
# own files' #defines, and derives everything again when they change the
# result.  What the checker says must be what it says without a PCH; the
# warnings are sparse's.
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
#ifdef __CHECKER__
#define __us __attribute__((noderef, address_space(__user)))
#define __io __attribute__((address_space(__iomem)))
#else
#define __us
#define __io
#endif
#define __sp __later
typedef unsigned int __bw le32;
typedef unsigned int __bw be32;
#endif
C
# a.c: the prefix's macros alone
cat >a.c <<'C'
#include "m.h"
unsigned int a(le32 v) { return v + 1; }
unsigned int a2(le32 v) { return (__fc unsigned int)v + 1; }
be32 __io *a3(le32 __io *p) { return p; }
be32 __us *a4(le32 __us *p) { return p; }
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
# d.c: its own address space, through a macro of the prefix
cat >d.c <<'C'
#include "m.h"
#ifdef __CHECKER__
#define __later __attribute__((address_space(__rcu)))
#else
#define __later
#endif
be32 __sp *d(le32 __sp *p) { return p; }
C
check() {
	"$ENDIAN" check -j 1 "$@" >with.out 2>&1
	echo "exit $?" >>with.out
	cat with.out
	ENDIAN_PCH=off "$ENDIAN" check -j 1 "$@" >without.out 2>&1
	echo "exit $?" >>without.out
	cmp -s with.out without.out || echo "differs from a parse without PCH"
}
# a.c's own cache holds one PCH, and one note
note() {
	find cache-a/pch -name '*.macros-*'
}

echo "# first sight: the PCH is built and its macros noted"
ENDIAN_CACHE_DIR=$SCRATCH/cache-a
check a.c
echo "notes: $(note | wc -l)"
ls -i "$(note)" >inode.before
echo "# from the note, which stays as it was"
check a.c
ls -i "$(note)" | cmp -s - inode.before && echo "the same note"
echo "# a header of the prefix changed: the PCH and its note go, and are"
echo "# made again"
cp "$(note)" old.note
sed -i 's/^#define __bw .*/#define __bw/' m.h
check a.c
echo "notes: $(note | wc -l)"
echo "# a note of other inputs (the PCH's name is the same) is not read"
cp old.note "$(note)"
check a.c
echo "# a damaged note is a miss"
sed -i 's/^#define __bw$/#define __bw __attribute__((bitwise))/' m.h
check a.c
printf 'junk' >>"$(note)"
check a.c
echo "# the unit's own #defines: derived again, from its note too"
ENDIAN_CACHE_DIR=$SCRATCH/cache
for f in b.c c.c d.c; do
	check $f
	check $f
done
