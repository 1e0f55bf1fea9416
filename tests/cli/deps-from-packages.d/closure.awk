# closure.awk: the package set.  Input: dpkg-query's table of packages,
# tab-separated: status, name, Essential, Pre-Depends, Depends, Provides.
# Output: the installed packages among -v seeds="A B ...", the Essential
# ones, and everything they depend on (Depends, Pre-Depends), recursively,
# one a line.
#
# Of "a | b" the first one installed counts, as apt would install the
# first on a clean machine; a virtual package counts as every installed
# package that provides it, for which one a clean machine would get is
# not known here.  Recommends do not count: install-deps installs
# without them.

# name S: the package name in S, without version, architecture or profile.
function name(s) {
	gsub(/\([^)]*\)|\[[^]]*\]|<[^>]*>/, "", s)
	gsub(/[ \t]/, "", s)
	sub(/:.*/, "", s)
	return s
}

function add(p) {
	if (!(p in inset)) {
		inset[p] = 1
		queue[++nq] = p
	}
}

# dep CLAUSE: add what satisfies one clause of a Depends field.
function dep(c,    a, n, i, x, k, pv) {
	n = split(c, a, "|")
	for (i = 1; i <= n; i++) {
		x = name(a[i])
		if (x in installed) {
			add(x)
			return
		}
		if (x in prov) {
			k = split(prov[x], pv, " ")
			for (; k > 0; k--)
				add(pv[k])
			return
		}
	}
}

BEGIN { FS = "\t" }

$1 ~ /^ii/ {
	installed[$2] = 1
	deps[$2] = $4 ", " $5
	if ($3 == "yes")
		essential[$2] = 1
	n = split($6, pv, ",")
	for (i = 1; i <= n; i++) {
		x = name(pv[i])
		if (x != "")
			prov[x] = prov[x] " " $2
	}
}

END {
	n = split(seeds, s, " ")
	for (i = 1; i <= n; i++)
		if (s[i] in installed)
			add(s[i])
	for (p in essential)
		add(p)
	for (qi = 1; qi <= nq; qi++) {
		n = split(deps[queue[qi]], c, ",")
		for (i = 1; i <= n; i++)
			if (c[i] ~ /[^ ]/)
				dep(c[i])
	}
	for (p in inset)
		print p
}
