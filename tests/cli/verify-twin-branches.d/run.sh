# A header that declares its fields once per byte order: the series
# annotates the field in the branch the build compiles and its twin in
# the other, and spatch, which matches both branches, makes the same
# patch (without the twins it made more than the patch, and verify
# failed every such patch).
cd "$SCRATCH" || exit 2
cp "$TOP/tests/rewrite/twin-branches.d/input.c" .
"$ENDIAN" patch -o series input.c -- -I"$TOP/tests/include" >/dev/null
echo "patch: exit $?"
CC=gcc "$ENDIAN" verify series input.c -- -I"$TOP/tests/include"
echo "verify: exit $?"
