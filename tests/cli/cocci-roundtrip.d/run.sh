# The semantic patches reproduce the series.  For every case of
# tests/rewrite, `endian patch -o` writes a series with a .cocci beside
# each patch; the patches applied in order to one copy (patch -p1) and
# the .cocci files applied in order to another (spatch --in-place) must
# give the same files, except at the lines the .cocci headers list as
# Diff-only (there the hunks of the patch are set aside, and what spatch
# did on those lines is not judged).  tests/run compares a case's
# expected.cocci with its .cocci files concatenated, with no need for
# spatch, and its --update rewrites it.
cd "$SCRATCH" || exit 2
LC_ALL=C
export LC_ALL
fail=0 rules=0 only=0 incs=0 news=0

# hunks DIFF: the hunks of a `diff` (normal format), one per line, as
# "FROM TO KEY": old line numbers, KEY the line numbers and the new text.
# A change to as many lines as it replaces is one hunk per line.
hunks() {
	awk '
	function flush(i, k) {
		if (op == "c" && e1 - s1 + 1 == nn) {
			for (i = 0; i < nn; i++)
				print s1 + i " " s1 + i " " s1 + i ": " nl[i]
		} else if (op != "") {
			k = s1 "," e1 op ":"
			for (i = 0; i < nn; i++)
				k = k " | " nl[i]
			print s1 " " e1 " " k
		}
		op = ""
		nn = 0
	}
	/^[0-9]+(,[0-9]+)?[acd][0-9]+(,[0-9]+)?$/ {
		flush()
		match($0, /[acd]/)
		op = substr($0, RSTART, 1)
		nr = split(substr($0, 1, RSTART - 1), r, ",")
		s1 = r[1] + 0
		e1 = nr > 1 ? r[2] + 0 : s1
		next
	}
	/^> / { nl[nn++] = substr($0, 3) }
	END { flush() }' "$1"
}

# cmp_hunks MASKS HUNKS_A HUNKS_B: "ok" when the hunks A and B agree once
# A's hunks touching a masked line, and B's touching one or overlapping
# those, are set aside; else the hunks that disagree.
cmp_hunks() {
	awk -v m="$1" -v a="$2" -v b="$3" '
	function parse(l) {
		h[1] = substr(l, 1, index(l, " ") - 1) + 0
		l = substr(l, index(l, " ") + 1)
		h[2] = substr(l, 1, index(l, " ") - 1) + 0
		h[3] = substr(l, index(l, " ") + 1)
	}
	BEGIN {
		while ((getline l < m) > 0)
			mask[l] = 1
		while ((getline l < a) > 0) {
			parse(l)
			hit = 0
			for (i = h[1]; i <= h[2]; i++)
				if (i in mask)
					hit = 1
			if (hit)
				for (i = h[1]; i <= h[2]; i++)
					masked[i] = 1
			else
				want[h[3]]++
		}
		while ((getline l < b) > 0) {
			parse(l)
			hit = 0
			for (i = h[1]; i <= h[2]; i++)
				if (i in masked || i in mask)
					hit = 1
			if (!hit)
				got[h[3]]++
		}
		bad = 0
		for (k in want)
			if (want[k] != got[k]) {
				print "      patch only: " k
				bad = 1
			}
		for (k in got)
			if (want[k] != got[k]) {
				print "      spatch only: " k
				bad = 1
			}
		if (!bad)
			print "ok"
	}' | sort
}

# COCCI_CASES (case directories) replaces tests/rewrite/*.d, to try others
# shellcheck disable=SC2086
for dir in ${COCCI_CASES:-"$TOP"/tests/rewrite/*.d}; do
	name=$(basename "$dir" .d)
	w=$SCRATCH/$name
	mkdir -p "$w/orig" "$w/patch" "$w/spatch"
	cp "$dir"/input* "$w/orig/"
	cp "$w/orig"/* "$w/patch/"
	cp "$w/orig"/* "$w/spatch/"
	# the case's arguments, with relative include paths made absolute
	set --
	if [ -f "$dir/args" ]; then
		while IFS= read -r a || [ -n "$a" ]; do
			case $a in
			-I/*) ;;
			-I?*) a=-I$dir/${a#-I} ;;
			*[![:space:]]*) ;;
			*) continue ;;
			esac
			set -- "$@" "$a"
		done <"$dir/args"
	fi
	(cd "$w/patch" && "$ENDIAN" patch -o ../out "$@" input*.c \
		>../endian.out 2>&1)
	rc=$?
	if [ $rc -eq 0 ]; then
		echo "$name: nothing to change"
		continue
	elif [ $rc -ne 1 ]; then
		echo "$name: endian patch exited with $rc"
		fail=1
		continue
	elif ! ls "$w"/out/0*.patch >/dev/null 2>&1; then
		echo "$name: nothing written (proposals listed, none rewritten)"
		continue
	fi
	for p in "$w"/out/0*.patch; do
		case $p in */0000-*) continue ;; esac
		(cd "$w/patch" && patch -p1 -s <"$p") || {
			echo "$name: $(basename "$p") does not apply"
			fail=1
		}
	done
	for c in "$w"/out/0*.cocci; do
		(cd "$w/spatch" && spatch --sp-file "$c" --in-place \
			--include-headers --no-includes --very-quiet \
			--dir . >>../spatch.log 2>&1) || {
			echo "$name: spatch failed on $(basename "$c")"
			sed 's/^/      /' "$w/spatch.log"
			fail=1
		}
	done
	# rules and diff-only lines: declarations, #include lines, new files
	cat "$w"/out/0*.cocci >"$w/all.cocci"
	r=$(grep -cE '^@[A-Za-z0-9_]+( depends on [^@]*)?@$' "$w/all.cocci")
	i=$(grep -c '^@include_' "$w/all.cocci")
	grep '^// Diff-only: ' "$w/all.cocci" |
		sed 's,^// Diff-only: \([^:]*\):\([0-9]*\)-*\([0-9]*\) .*,\1 \2 \3,' |
		awk '{ for (l = $2; l <= ($3 == "" ? $2 : $3); l++) print $1, l }' \
		>"$w/masks"
	o=$(grep -c '^// Diff-only: ' "$w/all.cocci")
	n=$(grep -c '^// Diff-only: [^ ]* (new file):' "$w/all.cocci")
	h=$(grep -c '^// Diff-only: [^ ]* #include' "$w/all.cocci")
	o=$((o - n - h))
	rules=$((rules + r - i))
	only=$((only + o))
	incs=$((incs + i + h))
	news=$((news + n))
	if diff -r "$w/patch" "$w/spatch" >/dev/null; then
		echo "$name: same (rules: $r)"
	else
		verdict=ok
		for f in "$w"/orig/*; do
			f=$(basename "$f")
			awk -v f="$f" '$1 == f { print $2 }' "$w/masks" \
				>"$w/masks.$f"
			diff "$w/orig/$f" "$w/patch/$f" >"$w/a.$f"
			diff "$w/orig/$f" "$w/spatch/$f" >"$w/b.$f"
			hunks "$w/a.$f" >"$w/a.$f.hunks"
			hunks "$w/b.$f" >"$w/b.$f.hunks"
			res=$(cmp_hunks "$w/masks.$f" "$w/a.$f.hunks" \
				"$w/b.$f.hunks")
			if [ "$res" != ok ]; then
				verdict=bad
				echo "$name: $f: spatch and the patch differ"
				echo "$res"
			fi
		done
		for f in "$w"/patch/*; do
			f=$(basename "$f")
			[ -e "$w/orig/$f" ] && continue
			awk -v f="$f" '$1 == f { x = 1 } END { exit !x }' \
				"$w/masks" && continue
			verdict=bad
			echo "$name: $f: the patch creates it, not diff-only"
		done
		if [ $verdict = ok ]; then
			echo "$name: diff-only: $((o + n + h)) (rules: $r)"
		else
			fail=1
		fi
	fi
done
echo "spatch reproduced $rules declarations, $only diff-only"
[ $((incs + news)) -eq 0 ] ||
	echo "#include lines: $incs (by spatch or diff-only)," \
	     "new files: $news (diff-only)"
exit $fail
