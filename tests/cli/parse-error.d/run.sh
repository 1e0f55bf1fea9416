# A file with a syntax error: one error line naming it, exit 2, and the
# files after it are still checked.
cp broken.c "$TOP/tests/cli/good.c" "$SCRATCH/" && cd "$SCRATCH" || exit 99
"$ENDIAN" check broken.c good.c 2>err
rc=$?
sed '/error: /s/.*broken\.c.*/error: <message naming broken.c>/' err >&2
exit $rc
