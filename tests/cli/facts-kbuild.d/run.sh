# endian facts as kbuild's CHECK: each unit's facts go into the cache
# under the key a later `infer -p` looks up, whatever flags kbuild adds.
export ENDIAN_CACHE_DIR="$SCRATCH/cache"
cd "$SCRATCH" || exit 2
mkdir src
cat >src/t.h <<'EOT'
#include <stdint.h>
#include <endian.h>
struct t { uint32_t a; uint32_t b; };
EOT
cat >src/a.c <<'EOT'
#include "t.h"
uint32_t get_a(struct t *x) { return le32toh(x->a); }
EOT
cat >src/b.c <<'EOT'
#include "t.h"
void set_b(struct t *x, uint32_t v) { x->b = htobe32(v); }
EOT
cat >compile_commands.json <<EOT
[
 { "directory": "$SCRATCH", "file": "src/a.c",
   "command": "cc -Isrc -DLEVEL=2 -c src/a.c -o src/a.o" },
 { "directory": "$SCRATCH", "file": "src/b.c",
   "command": "cc -Isrc -DLEVEL=2 -c src/b.c -o src/b.o" }
]
EOT
entries() { find cache -name '*.facts' | wc -l; }
# kbuild's line: sparse's CHECKFLAGS, then the unit's c_flags and file;
# -include's value is no file to analyse
for f in a b; do
	"$ENDIAN" facts -p . --root src -D__linux__ -Dlinux -Wbitwise \
		--arch=x86 -mlittle-endian -m64 -Wp,-MMD,src/.$f.o.d \
		-include src/t.h -Isrc -DLEVEL=3 src/$f.c
	echo "facts $f: exit $?"
done
echo "entries: $(entries)"
# the database's flags are the key: infer finds both, stores nothing new
"$ENDIAN" infer -p . --format=tsv >cached.out
echo "infer: exit $?"
echo "entries: $(entries)"
"$ENDIAN" infer --no-cache -p . --format=tsv >fresh.out
echo "infer --no-cache: exit $?"
cmp cached.out fresh.out && cat cached.out
# trouble: one line each, exit 2
"$ENDIAN" facts src/a.c
echo "no -p: exit $?"
"$ENDIAN" facts -p . -Isrc src/missing.c
echo "missing: exit $?"
: >not-a-dir
ENDIAN_CACHE_DIR=$SCRATCH/not-a-dir "$ENDIAN" facts -p . src/a.c 2>err
echo "no cache: exit $?"
sed "s|$SCRATCH|SCRATCH|" err >&2
