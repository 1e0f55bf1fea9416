# Every file of the program, its scripts, rules and pages names its
# license (GPL-2.0-only, LICENSE) by an SPDX line near its top, as the
# kernel's files do.  Test inputs and samples/ do not: their line numbers
# are in golden outputs.
cd "$TOP" || exit 2
n=0
for f in main.c Makefile completion/endian infer/helpers.tab tests/run \
	builtin/* checker/* idioms/* infer/* lib/* rewrite/* verify/* \
	semantic-patches/*.cocci man/*.1 tools/* bench/* .ci/run; do
	case $f in
	*.o|*.d|*.md|*/.gitignore|*/helpers-tab.c) continue ;;
	esac
	[ -f "$f" ] || continue
	n=$((n + 1))
	head -n 3 "$f" | grep -q 'SPDX-License-Identifier: GPL-2.0-only' ||
		echo "$f: no SPDX-License-Identifier line"
done
grep -q 'GNU GENERAL PUBLIC LICENSE' LICENSE && grep -q 'Version 2, June 1991' LICENSE ||
	echo "LICENSE is not the GPL, version 2"
[ "$n" -gt 150 ] || echo "only $n files looked at"
