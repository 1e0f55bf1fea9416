# The man pages of man/ and the commands' --help say the same: every
# command `endian --help` lists has its page (and a line in endian(1)),
# every option a --help lists is in the command's page, every option a
# page lists is in the --help, each page names the release of VERSION,
# and groff renders each without a warning (-ww).
cd "$SCRATCH" || exit 2
man=$TOP/man
version=$(cat "$TOP/VERSION") || exit 2
fail=0
bad() { echo "$*"; fail=1; }

# A page as text: groff's ASCII without bold and underline, and its
# warnings (there must be none) in $1.warn.
render() {
	groff -ww -man -Tascii -P-cbou "$man/$1" >"$1.txt" 2>"$1.warn" ||
		bad "$1: groff failed"
	[ ! -s "$1.warn" ] || bad "$1: groff warns: $(head -n 3 "$1.warn")"
}

# The options of a text, one a line: the first words of the lines that
# begin, indented, with a dash (the option columns of a --help, the tags
# of a page's OPTIONS section), without their values.
options() {
	sed -n 's/^ \{2,\}\(-[^ ].*\)$/\1/p' |
		sed 's/   .*//' | tr ' ' '\n' |
		sed -n 's/,$//; s/[=[].*//; /^-[A-Za-z-]/p' | sort -u
}

# The OPTIONS section of a rendered page.
section() {
	sed -n '/^OPTIONS$/,/^[A-Z][A-Z ]*$/{/^OPTIONS$/d;/^[A-Z][A-Z ]*$/d;p}' "$1"
}

"$ENDIAN" --help >help 2>&1 || bad "endian --help: exit $?"
commands=$(sed -n '/^commands:/,/^$/s/^   \([a-z]*\) .*/\1/p' help)
[ -n "$commands" ] || bad "endian --help lists no command"
render endian.1
for c in $commands; do
	grep -q "^       $c" endian.1.txt || bad "endian.1: no entry for '$c'"
done

for page in "$man"/*.1; do
	p=${page##*/}
	grep -q "^\.TH .* \"endian $version\"" "$page" ||
		bad "$p: .TH does not name endian $version"
done

for c in $commands; do
	[ "$c" = version ] && continue
	p=endian-$c.1
	[ -f "$man/$p" ] || { bad "no man page $p for '$c'"; continue; }
	render "$p"
	"$ENDIAN" "$c" --help >"$c.help" 2>&1 || bad "endian $c --help: exit $?"
	options <"$c.help" >"$c.opts"
	[ -s "$c.opts" ] || bad "endian $c --help: no option found"
	while read -r o; do
		# the option as a word of the page: not a prefix of a longer one
		grep -q -- "$o\([^A-Za-z0-9-]\|$\)" "$p.txt" ||
			bad "$p lacks $o of 'endian $c --help'"
	done <"$c.opts"
	section "$p.txt" | options >"$p.opts"
	[ -s "$p.opts" ] || bad "$p: no option in its OPTIONS section"
	while read -r o; do
		grep -q -- "$o\([^A-Za-z0-9-]\|$\)" "$c.help" ||
			bad "'endian $c --help' lacks $o of $p"
	done <"$p.opts"
	echo "$c: $(wc -l <"$c.opts") options in --help, $(wc -l <"$p.opts") in $p"
done
[ "$fail" = 0 ] && echo "man pages and --help agree"
exit "$fail"
