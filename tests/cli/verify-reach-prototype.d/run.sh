# A header's prototype of a function a unit defines belongs to that
# unit's proof, though the unit never calls it: c.c defines c_val() and
# uses nothing else of hdr.h, u.c calls it.  A patch that retypes the
# prototype reaches both ("2"), and c.c's conflicting definition fails
# the patch's row, not only the recheck after the series.
cd "$SCRATCH" || exit 2
mkdir a && cd a || exit 2
printf 'struct s { unsigned int n; };\nunsigned int c_val(void);\n' >hdr.h
printf '#include "hdr.h"\n\nunsigned int c_val(void)\n{\n\treturn 1;\n}\n' >c.c
printf '#include "hdr.h"\n\nunsigned int u_val(void)\n{\n\treturn c_val();\n}\n' >u.c
cd .. && cp -R a b && sed -i 's/^unsigned int c_val/unsigned long c_val/' b/hdr.h
diff -ru a b >t.patch
cd a || exit 2
CC=gcc "$ENDIAN" verify ../t.patch c.c u.c 2>err
echo "verify: exit $?"
grep ":1: warning: \(c\|u\).c \|rechecked" err >&2
