# make install with DESTDIR: the binary, the semantic patches where the
# installed binary finds them with no environment variable, a man page
# per command, the bash completion; --version and version; uninstall
# removes all of it.  The prefix is the one the tree was built for, so
# that nothing is compiled again under the tests.
cd "$SCRATCH" || exit 2
datadir=$(cat "$TOP/.build-datadir") || exit 2
prefix=${datadir%/share}
root=$SCRATCH/root
make -s -C "$TOP" --no-print-directory install DESTDIR="$root" \
	PREFIX="$prefix" >make.out 2>&1 || { cat make.out; exit 1; }
(cd "$root$prefix" && find . ! -type d | sort)
installed=$root$prefix/bin/endian
unset ENDIAN_COCCI_DIR
"$installed" idioms --list >list || echo "idioms --list: exit $?"
"$ENDIAN" idioms --list >built-list || echo "built idioms --list: exit $?"
cmp -s list built-list || echo "idioms --list differs from the built binary's"
echo "rules found by the installed binary: $(wc -l <list)"
"$installed" --version >v1 || echo "--version: exit $?"
"$installed" version >v2 || echo "version: exit $?"
cmp -s v1 v2 || echo "--version and version differ"
[ "$(head -n 1 v1)" = "endian $(cat "$TOP/VERSION")" ] ||
	echo "--version says '$(head -n 1 v1)'"
grep -q '^libclang: .*clang version 19' v1 || echo "--version names no libclang 19"
make -s -C "$TOP" --no-print-directory uninstall DESTDIR="$root" \
	PREFIX="$prefix" >make.out 2>&1 || { cat make.out; exit 1; }
echo "left after uninstall: $(find "$root" ! -type d | wc -l) files"
