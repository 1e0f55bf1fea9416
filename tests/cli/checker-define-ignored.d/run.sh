# Build systems that run sparse pass -D__CHECKER__ (btrfs-progs does);
# endian never defines it for clang, so the kernel's address_space()
# attributes cannot break the parse, and the findings stay the same.
# shellcheck disable=SC2046 # ./args is a word list
cd "$TOP/tests/check/mmio-and-user-pointers.d" || exit 99
"$ENDIAN" check $(cat args) -D__CHECKER__ input.c 2>"$SCRATCH/with"
echo "exit $?"
"$ENDIAN" check $(cat args) -D __CHECKER__ input.c 2>"$SCRATCH/with2"
echo "-D __CHECKER__: exit $?"
"$ENDIAN" check $(cat args) input.c 2>"$SCRATCH/without"
echo "without: exit $?"
cmp "$SCRATCH/with" "$SCRATCH/without" && cmp "$SCRATCH/with2" "$SCRATCH/without" && echo same
cmp -s expected.warnings "$SCRATCH/with" && echo "sparse's output"
