# sparse stops at 100 warnings unless told otherwise, and a count held
# at its cap cannot show an increase: verify runs it uncapped.  A unit
# with 120 warnings of its own, and a patch that annotates one field.
cd "$SCRATCH" || exit 2
flags="-I$TOP/tests/include"
{
	echo '#include <kernel.h>'
	echo 'struct rec { u32 len; };'
	echo 'u32 rec_len(const struct rec *r) { return le32_to_cpu(r->len); }'
	echo 'void rec_set(struct rec *r, u32 n) { r->len = cpu_to_le32(n); }'
	i=0
	while [ $i -lt 120 ]; do
		echo "u32 f$i(const __le32 *p) { return *p + $i; }"
		i=$((i + 1))
	done
} >many.c
"$ENDIAN" patch --no-cache -o out many.c -- "$flags" >patch.out
echo "patch: exit $?"
CC=gcc "$ENDIAN" verify out many.c -- "$flags" >verify.out
echo "verify: exit $?"
# the checker's and sparse's counts, before and after
awk 'NR == 2 { print $5, $6, $7, $8, $9, $10 }' verify.out
