# A file with a syntax error: one error line naming it, exit 2, and the
# files after it are still checked.
"$ENDIAN" check broken.c good.c 2>"$SCRATCH/err"
rc=$?
sed '/error: /s/.*broken\.c.*/error: <message naming broken.c>/' "$SCRATCH/err" >&2
exit $rc
