# Trouble: a missing file (the others are still read), an unknown rule, a
# bad mode, --in-place outside patch mode and no spatch all exit 2 with one
# error line.  ifdef_swab's patch mode is endian's own and needs no spatch.
ENDIAN_COCCI_DIR=$TOP/semantic-patches
export ENDIAN_COCCI_DIR

# run WHAT CMD...: run CMD with its stdout and stderr in files, never a
# pipe, whose status would hide endian's (a crash, a sanitizer abort);
# print its stderr, its stdout, then "WHAT: exit N".  With RUN_FIRST=1,
# only the first line of stderr: the usage text after the error line is
# not what this case tests.
run() {
	what=$1
	shift
	"$@" >"$SCRATCH/out" 2>"$SCRATCH/err"
	rc=$?
	if [ "${RUN_FIRST:-}" = 1 ]; then
		head -n 1 "$SCRATCH/err"
	else
		cat "$SCRATCH/err"
	fi
	cat "$SCRATCH/out"
	echo "$what: exit $rc"
}
run "missing file" "$ENDIAN" idioms --rule ifdef_swab nosuch.c swab.c
run "unknown rule" "$ENDIAN" idioms --rule no_such_rule swab.c
RUN_FIRST=1
run "bad mode" "$ENDIAN" idioms --mode fast swab.c
run "--in-place in report mode" "$ENDIAN" idioms --mode report --in-place swab.c
RUN_FIRST=
run "no spatch" env SPATCH=/nonexistent/spatch "$ENDIAN" idioms --mode report swab.c
run "no spatch, ifdef_swab" \
	env SPATCH=/nonexistent/spatch "$ENDIAN" idioms --rule ifdef_swab swab.c
RUN_FIRST=1
run "no file" "$ENDIAN" idioms
