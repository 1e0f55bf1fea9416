# On a terminal, infer draws "[n/N] file" on stderr, redrawn in place and
# cleared at the end; an error clears it before it prints.  Not on a pipe.
cd "$SCRATCH" || exit 2
printf 'unsigned a(unsigned x) { return x + 1; }\n' >one.c
printf 'unsigned b(unsigned x) { return x + 2; }\n' >two.c
printf 'int c( {\n' >bad.c
script -qec "'$ENDIAN' infer --no-cache one.c bad.c two.c >/dev/null" /dev/null |
	tr -d '\r' | sed 's/\x1b\[K/<clear>/g'
echo
"$ENDIAN" infer --no-cache one.c two.c 2>&1 >/dev/null | od -c | head -1
