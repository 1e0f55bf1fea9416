# sparse's own errors (a typedef it sees redeclared, which gcc accepts)
# make it check less: its counts for that unit are partial, and the
# table says so rather than count the error as one more warning.
cd "$SCRATCH" || exit 2
flags="-I$TOP/tests/include"
cat >e.c <<'C'
#include <kernel.h>
typedef unsigned int __attribute__((bitwise)) myle32;
typedef unsigned int myle32;
struct rec { u32 len; };
u32 rec_len(const struct rec *r) { return le32_to_cpu(r->len); }
void rec_set(struct rec *r, u32 n) { r->len = cpu_to_le32(n); }
C
"$ENDIAN" patch --no-cache -o out e.c -- "$flags" >patch.out
echo "patch: exit $?"
CC=gcc "$ENDIAN" verify out e.c -- "$flags"
echo "verify: exit $?"
