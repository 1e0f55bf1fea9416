# `patch --in-place` gives the new file the owner and group of the one it
# replaces (root's run on another user's file), and its mode.
export ENDIAN_CACHE_DIR="$SCRATCH/cache"
cd "$SCRATCH" || exit 2
cat >a.c <<'EOT'
#include <stdint.h>
#include <endian.h>
struct a_disk { uint32_t magic; };
uint32_t a_magic(const struct a_disk *d) { return le32toh(d->magic); }
EOT
cp a.c orig.c
chown nobody:nogroup a.c
chmod 0604 a.c
"$ENDIAN" patch --in-place a.c >out 2>&1
echo "exit $?"
cmp -s a.c orig.c || echo "a.c: changed"
echo "a.c: $(stat -c '%U:%G %a' a.c)"
