# Selectors, macros and functions, whose order is an argument: the first
# patch types them for the checkers (a macro: a __force to cpu, and from
# cpu the type its constant picks, __builtin_choose_expr; a function: a
# __force at each conversion it calls), so the series is clean for
# sparse and the checker alike, and the data a function selector reads
# stays plain, with its reason.  A second run has nothing to do.
cd "$SCRATCH" || exit 2
cp "$TOP"/tests/cli/annotate-selectors.d/input.c .
"$ENDIAN" annotate -o out input.c >annotate.out 2>annotate.err
echo "annotate: exit $?"
grep -h '^total:\|^verified:\|^conflicts:\|^annotated:\|either order:\|  input' annotate.out
cat annotate.err
for p in out/000[1-9]*.patch; do
	patch -s -p1 <"$p" || { echo "patch $p: exit $?"; exit 1; }
done
grep -h -P 'define [A-Z]|__endian_force|^\t[a-z0-9]+_t [a-z_]+;' input.c
sparse -Wno-decl input.c 2>&1
echo "sparse: exit $?"
"$ENDIAN" check input.c 2>&1
echo "check: exit $?"
"$ENDIAN" annotate -o again input.c >/dev/null 2>&1
echo "second annotate: exit $?"
[ -e again ] && echo "second annotate: wrote again/" || echo "second annotate: wrote nothing"
