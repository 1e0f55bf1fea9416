# A file that does not exist: one error line naming it, exit 2, and the
# files after it are still checked.
cp "$TOP/tests/cli/good.c" "$SCRATCH/" && cd "$SCRATCH" || exit 99
"$ENDIAN" check nosuch.c good.c 2>err
rc=$?
sed '/error: /s/.*nosuch\.c.*/error: <message naming nosuch.c>/' err >&2
exit $rc
