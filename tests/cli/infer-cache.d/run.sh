# The cache serves an unchanged file and notices a changed header.
export ENDIAN_CACHE_DIR="$SCRATCH/cache"
cd "$SCRATCH" || exit 2
cat >t.h <<'EOT'
#include <stdint.h>
struct t { uint32_t a; uint32_t b; };
EOT
cat >t.c <<'EOT'
#include <endian.h>
#include "t.h"
uint32_t get_a(struct t *x) { return le32toh(x->a); }
EOT
"$ENDIAN" infer --format=tsv t.c
echo "exit $?"
"$ENDIAN" infer --format=tsv t.c
echo "exit $?"
# one more line in the header: b is now big-endian and a moves down
cat >t.h <<'EOT'
#include <stdint.h>
#include <endian.h>
struct t { uint32_t a; uint32_t b; };
static inline void set_b(struct t *x, uint32_t v) { x->b = htobe32(v); }
EOT
"$ENDIAN" infer --format=tsv t.c
echo "exit $?"
