# A file that does not exist: one error line naming it, exit 2, and the
# files after it are still checked.
"$ENDIAN" check nosuch.c good.c 2>"$SCRATCH/err"
rc=$?
sed '/error: /s/.*nosuch\.c.*/error: <message naming nosuch.c>/' "$SCRATCH/err" >&2
exit $rc
