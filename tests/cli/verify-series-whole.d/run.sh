# The series as a whole against the tree before it.  A first patch that
# gives the tree its bitwise types is the baseline: the checkers see more
# from there, and the rows count from it.  Here it types a helper, which
# brings out warnings at two conversions of plain data; the next patch
# annotates one of them and the other stays: each row holds, but the
# unit ends the series with a checker's warning it did not have before,
# on no line the patches name, and verify names it.
cd "$SCRATCH" || exit 2
mkdir a b && cd a || exit 2
cat >t.c <<'C'
#include <stdint.h>
#include "conv.h"

struct rec {
	uint32_t len;
	uint32_t off;
};

uint32_t rec_end(const struct rec *r)
{
	return get32(r->len) + get32(r->off);
}
C
cat >conv.h <<'C'
#define get32(x) ((uint32_t)(x))
C
cp t.c conv.h ../b/
cd ../b || exit 2
cat >types.h <<'C'
#ifdef __CHECKER__
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
#else
#define __bitwise
#define __force
#endif
typedef uint32_t __bitwise le32_t;
C
cat >conv.h <<'C'
#include "types.h"
#define get32(x) ((__force uint32_t)(le32_t)(x))
C
cd .. && diff -ru a b >1.patch
{
	echo '--- /dev/null'
	echo '+++ b/types.h'
	echo "@@ -0,0 +1,$(wc -l <b/types.h) @@"
	sed 's/^/+/' b/types.h
} >>1.patch
cp -R b c && sed -i 's/^\tuint32_t len;/\tle32_t len;/' c/t.c
diff -ru b c >2.patch
mkdir s && mv 1.patch s/0001-types.patch && mv 2.patch s/0002-len.patch
cd a || exit 2
CC=gcc "$ENDIAN" verify ../s t.c
echo "verify: exit $?"
