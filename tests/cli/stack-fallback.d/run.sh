# When the deep stack cannot be reserved (here $ENDIAN_STACK_MB asks for
# more than the address space holds), the command runs on the main
# thread's stack and the guards take its limit (ulimit -s): a sum of
# 40,000 terms is one error line for check and for infer, not a crash,
# and the other file is done.
cd "$SCRATCH" || exit 2
ulimit -s 8192 || exit 2
awk 'BEGIN { printf "int f(int x) { return x";
	for (i = 0; i < 40000; i++) printf " + x"; print "; }" }' >deep.c
cp "$TOP/tests/cli/deep-nesting.d/ok.c" .
export ENDIAN_STACK_MB=200000000 ENDIAN_CACHE_DIR="$SCRATCH/cache"
"$ENDIAN" check -j 1 deep.c ok.c -- -I"$TOP/tests/include" >out 2>&1
echo "check: exit $?"
cat out
"$ENDIAN" infer -j 1 --format=tsv deep.c ok.c -- -I"$TOP/tests/include" \
	>out 2>&1
echo "infer: exit $?"
cat out
