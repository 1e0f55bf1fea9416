# Trouble: a missing file (the others are still read), an unknown rule, a
# bad mode, --in-place outside patch mode and no spatch all exit 2 with one
# error line.  ifdef_swab's patch mode is endian's own and needs no spatch.
ENDIAN_COCCI_DIR=$TOP/semantic-patches
export ENDIAN_COCCI_DIR
"$ENDIAN" idioms --rule ifdef_swab nosuch.c swab.c 2>&1
echo "missing file: exit $?"
"$ENDIAN" idioms --rule no_such_rule swab.c 2>&1
echo "unknown rule: exit $?"
"$ENDIAN" idioms --mode fast swab.c 2>&1 | head -1
"$ENDIAN" idioms --mode report --in-place swab.c 2>&1 | head -1
SPATCH=/nonexistent/spatch "$ENDIAN" idioms --mode report swab.c 2>&1
echo "no spatch: exit $?"
SPATCH=/nonexistent/spatch "$ENDIAN" idioms --rule ifdef_swab swab.c 2>&1
echo "no spatch, ifdef_swab: exit $?"
"$ENDIAN" idioms 2>&1 | head -1
