# A unit that crashes its process costs that unit alone: with a stack of
# 16 MiB ($ENDIAN_STACK_MB), 200,000 nested casts overflow libclang's
# parser, and check and infer name the file, exit 2 and still do the file
# after it, with one job or two.  A sum of 50,000 terms, which libclang
# parses without recursing, stops endian's own walk at its stack guard:
# one "nested too deeply" line naming the place, no crash.
cd "$SCRATCH" || exit 99
# ok.c: one field, one warning, as in deep-nesting
cp "$TOP/tests/cli/deep-nesting.d/ok.c" .
awk 'BEGIN { printf "int f(int x)\n{\n\treturn "; for (i = 0; i < 200000; i++) printf "(int)"; print "x;\n}" }' >casts.c || exit 99
awk 'BEGIN { printf "int f(int x)\n{\n\treturn x"; for (i = 0; i < 50000; i++) printf " + x"; print ";\n}" }' >sum.c || exit 99
export ENDIAN_STACK_MB=16
# Under an address sanitizer, which gives signals a stack of their own,
# the overflow is either its report and exit status 1, or a crash
# libclang's recovery catches (its own lines on stderr, then the parse
# fails): other words for the same crash, the file named all the same.
crashed='\(died of signal 11 (Segmentation fault)\|exited with status 1\)'
recovered="^error: cannot parse 'casts.c': libclang crashed$"
dump='/^libclang: crash detected during parsing: {$/,/^}$/d'
for j in 1 2; do
	"$ENDIAN" check -j $j casts.c sum.c ok.c -- -I"$TOP/tests/include" \
		>out 2>err
	echo "check -j $j: exit $?"
	sed -n -e "s/^error: cannot check 'casts.c': the checker $crashed$/casts.c: crashed, named/p" \
		-e "s/$recovered/casts.c: crashed, named/p" err
	sed -n "s/^error: cannot check 'sum.c': sum.c:3:9: nested too deeply for the checker's 16 MiB of stack$/sum.c: too deep, named/p" err
	grep -c '^ok.c:.*restricted __le32' err | sed 's/^/ok.c warnings: /'
	sed "$dump" err | grep -v "^error: cannot \(check\|parse\) '\(casts\|sum\).c'" |
		grep -v '^ok.c:'
	"$ENDIAN" infer --no-cache -j $j casts.c sum.c ok.c \
		-- -I"$TOP/tests/include" >out 2>err
	echo "infer -j $j: exit $?"
	sed -n -e "s/^error: cannot analyse 'casts.c': \(the analysis died of signal 11 (Segmentation fault)\|its worker exited with status 1\)$/casts.c: crashed, named/p" \
		-e "s/$recovered/casts.c: crashed, named/p" err
	sed -n "s/^error: cannot analyse 'sum.c': sum.c:3:9: nested too deeply for the analysis' 16 MiB of stack$/sum.c: too deep, named/p" err
	grep -c 'field   b .* __le32' out | sed 's/^/ok.c proposals: /'
	sed "$dump" err | grep -v "^error: cannot \(analyse\|parse\) '\(casts\|sum\).c'"
done
exit 0
