# debian/: dpkg-buildpackage -us -uc -b builds a package (the tests
# skipped, DEB_BUILD_OPTIONS=nocheck: this is one of them), dpkg installs
# it into a root of its own, and the installed endian runs: it names its
# release and finds its semantic patches.  Its dependencies are
# installed here.
cd "$SCRATCH" || exit 2
mkdir src
# the tree without what the tests are writing, then without build products
tar -C "$TOP" --exclude='tests/*/*.d/actual.*' --exclude=./.git -cf - . |
	tar -C src -xf - || exit 2
make -s -C src clean >clean.log 2>&1 || { cat clean.log; exit 2; }
(cd src && DEB_BUILD_OPTIONS="nocheck parallel=$(nproc)" \
	dpkg-buildpackage -us -uc -b) >build.log 2>&1 ||
	{ tail -n 30 build.log; echo "dpkg-buildpackage failed"; exit 1; }
version=$(cat "$TOP/VERSION")
changelog=$(dpkg-parsechangelog -l src/debian/changelog -S Version)
[ "$changelog" = "$version" ] ||
	echo "debian/changelog says $changelog, VERSION $version"
deb=$(ls endian_"$version"_*.deb) || exit 1
echo "built endian_\$VERSION_*.deb"
dpkg-deb -c "$deb" | awk '{ print $6 }' | grep -v '/$' | sed 's|^\./|/|' |
	sort >contents || exit 1
grep -v '/usr/share/doc/' contents
root=$SCRATCH/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates"
: >"$root/var/lib/dpkg/status"
# its own log too: the machine's /var/log/dpkg.log is no test's to write
dpkg --force-not-root --force-depends --force-script-chrootless \
	--instdir="$root" --admindir="$root/var/lib/dpkg" \
	--log="$SCRATCH/dpkg.log" -i "$deb" \
	>install.log 2>&1 || { cat install.log; echo "dpkg -i failed"; exit 1; }
dpkg-query --admindir="$root/var/lib/dpkg" -W -f='${Package} ${Status}\n' endian
unset ENDIAN_COCCI_DIR
"$root/usr/bin/endian" --version >version || echo "--version: exit $?"
[ "$(head -n 1 version)" = "endian $version" ] ||
	echo "--version says '$(head -n 1 version)'"
"$root/usr/bin/endian" idioms --list >list || echo "idioms --list: exit $?"
echo "rules: $(wc -l <list)"
# each dependency, without its version, installed on this machine
dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed 's/(.*//; s/ //g' |
	while read -r p; do
		dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null |
			grep -q 'install ok installed' || echo "depends on $p: not installed"
	done
