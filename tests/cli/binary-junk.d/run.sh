# Binary junk (the start of an ELF file, NULs, invalid UTF-8) named .c:
# one error line naming it, exit 2, and the files after it are still
# checked.
cp "$TOP/tests/cli/good.c" "$SCRATCH/" && cd "$SCRATCH" || exit 99
printf '\177ELF\002\001\001\000\000\000\000\000\000\000\000\000\003\000>\000' >junk.c
printf '\001\000\000\000\220\020\000\000@\000\000\000\377\376\375\n\000\001' >>junk.c
"$ENDIAN" check junk.c good.c 2>err
rc=$?
sed '/error: /s/.*junk\.c.*/error: <message naming junk.c>/' err >&2
exit $rc
