# On a terminal, infer draws "[n/N] file" on stderr, redrawn in place and
# cleared at the end; an error clears it before it prints.  Not when
# stderr is no terminal.  script -e returns the status of the command it
# ran; both runs write to files, never into a pipe, which would hide it.
# -j 1: with more workers, the lines of several units interleave.  Each
# unit runs in a worker (a crash costs that unit alone), which draws the
# line; what a unit says is replayed after the units, in their order.
cd "$SCRATCH" || exit 2
printf 'unsigned a(unsigned x) { return x + 1; }\n' >one.c
printf 'unsigned b(unsigned x) { return x + 2; }\n' >two.c
printf 'int c( {\n' >bad.c
script -qec "'$ENDIAN' infer -j 1 --no-cache one.c bad.c two.c >tty.out" /dev/null \
	>tty.txt
rc=$?
tr -d '\r' <tty.txt | sed 's/\x1b\[K/<clear>/g'
echo
echo "terminal: exit $rc"
"$ENDIAN" infer --no-cache one.c two.c >file.out 2>file.err
echo "no terminal: exit $?"
od -c file.err | head -1
