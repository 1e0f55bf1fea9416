# -p BUILD_DIR: the units and their real commands come from
# compile_commands.json, absolute paths and dependency files included.
# The tree holds files of the names those commands write (objects,
# -MF and -Wp,-MMD files, gcc's -fopt-info report, the assembler's
# --MD file, and a dependency file named inside a response file): in the
# scratch copy they are links to these, so verify must drop the options
# that write them and send -o elsewhere.  They are left as they were,
# and nothing new appears in the tree.
cd "$SCRATCH" || exit 2
mkdir drv && cd drv || exit 2
rw=$TOP/tests/rewrite
cp "$rw/prototypes.d/input.h" dev.h
sed 's/"input.h"/"dev.h"/' "$rw/prototypes.d/input.c" >dev.c
cp "$rw/casts.d/input.c" block.c
for f in dev.o dev.d .dev.o.d block.o block.d .block.o.d opt.txt as.d \
	 rsp.d dev.su block.su; do
	echo "user's $f" >"$f"
done
printf '%s\n' "-MD -MF 'rsp.d' -fstack-usage" >flags.rsp
for u in dev block; do
	printf '{ "directory": "%s", "file": "%s/%s.c", "command": "gcc -O2 -I%s -Wp,-MMD,.%s.o.d -MD -MF %s.d -MT %s.o -fopt-info-all=opt.txt -Wa,--MD,as.d @flags.rsp -c -o %s.o %s/%s.c" }\n' \
		"$PWD" "$PWD" $u "$TOP/tests/include" $u $u $u $u "$PWD" $u
done | sed '1s/^/[ /; $!s/$/,/; $s/$/ ]/' >compile_commands.json
# into files, not /dev/null: what it says is asserted too
"$ENDIAN" patch -o ../out -p . >../patch.out 2>../patch.err
echo "patch: exit $?"
cat ../patch.out ../patch.err
ls -A >../before && cksum ./* ./.*.d >>../before
"$ENDIAN" verify ../out -p .
echo "verify: exit $?"
ls -A >../after && cksum ./* ./.*.d >>../after
cmp -s ../before ../after && echo "tree unchanged"
# the same command in a copy does write every one of those files
cp -r . ../probe && cd ../probe || exit 2
gcc -O2 -I"$TOP/tests/include" -MD -MF dev.d -fopt-info-all=opt.txt \
	-Wa,--MD,as.d @flags.rsp -c -o probe.o dev.c 2>/dev/null
for f in opt.txt as.d rsp.d; do
	cmp -s "$f" "../drv/$f" || echo "the command writes $f"
done
