# The rewrite never gives a declaration a type of another width than its
# own: when one slot holds declarations of two widths (two structs the
# analysis could not tell apart, as qla1280's and qla2xxx's typedef'd
# cmd_a64_entry_t once were), the new type would change the layout.
# Facts edited by hand make that happen: the field `id` is declared 32
# bits wide in them while its data is 16.  It is listed, not rewritten;
# `len` is rewritten as ever.
cd "$SCRATCH" || exit 2
cat >rec.c <<'C'
#include <kernel.h>

struct rec {
	u32 len;
	u16 id;
};

u32 rec_len(const struct rec *r)
{
	return le32_to_cpu(r->len) + le16_to_cpu(r->id);
}
C
flags="-I$TOP/tests/include"
"$ENDIAN" infer --no-cache --dump-facts rec.c -- "$flags" >facts
echo "dump: exit $?"
# the D record of `id`: its last field is the declared width
awk -F '\t' 'BEGIN { OFS = "\t" } $1 == "D" && $9 == "id" { $16 = 32 } { print }' \
	facts >edited
cmp -s facts edited && echo "the edit changed nothing"
"$ENDIAN" patch --facts edited
echo "patch: exit $?"
