# cmdwords.awk: the words a shell script runs as commands, one a line.
#
# A heuristic, not a parser.  It prints the first word of each simple
# command, after assignments and redirections, and after a prefix command
# (exec, command, env, nice, nohup, timeout, xargs, sudo, stdbuf, an
# unquoted $VAR) and its options; the command in each $(...) and `...`,
# also inside double quotes; and the value of an assignment to a variable
# the script runs as a command ($timeout) or that names a program for
# others (CC, SPATCH, SPARSE, MAKE, SHELL).  It skips comments, case
# patterns, for lists, here-documents, the script's own functions, and
# single-quoted strings, which hold awk and sed programs and trap actions:
# a command in one of those, or a program run through a variable it cannot
# see the value of, or a function's argument run as "$@", is missed.

# emit W: W runs as a command (unless it is one of the script's functions).
function emit(w) {
	if (w != "")
		out[++nout] = w
}

# word W (QUOTED: it had quotes; QFIRST: the first word inside its double
# quotes) ends: what is it, at this point of the command?
function word(w, quoted, qfirst,    v, k) {
	if (skipnext) {			# the file of a redirection, for's name
		skipnext = 0
		return
	}
	if (inlist) {			# for NAME in LIST; the LIST
		if (w == "do")
			{ inlist = 0; cmdpos = 1 }
		return
	}
	if (casehead) {			# case WORD in
		if (w == "in")
			{ casehead = 0; cmdpos = 1 }
		return
	}
	if (!cmdpos)
		return
	if (!quoted && w ~ /^[A-Za-z_][A-Za-z0-9_]*=/) {
		v = w
		sub(/^[^=]*=/, "", v)
		k = w
		sub(/=.*/, "", k)
		if (v !~ /^[A-Za-z0-9_.+\/-]+$/)
			v = qfirst
		assigned[++nassigned] = k SUBSEP v
		return			# still the command position
	}
	if (prefix) {			# options and arguments of a prefix
		if (w ~ /^-/ || w ~ /^[0-9.]+[smhd]?$/ || w ~ /=/)
			return
	}
	if (!quoted && (w ~ /^(if|then|else|elif|do|while|until|!|\{|time)$/))
		return
	if (!quoted && (w == "for"))
		{ cmdpos = 0; skipnext = 1; inlist = 1; return }
	if (!quoted && (w == "case"))
		{ cmdpos = 0; casehead = 1; casesp[++incase] = sp; return }
	if (!quoted && w == "esac")
		{ incase--; return }
	if (!quoted && (w ~ /^(fi|done|\}|;;)$/))
		return
	if (!quoted && w ~ /^(exec|command|env|nice|nohup|timeout|xargs|sudo|stdbuf)$/) {
		emit(w)
		prefix = 1
		return
	}
	if (w ~ /^\$\{?[A-Za-z_][A-Za-z0-9_]*\}?$/) {	# $VAR as a command
		v = w
		gsub(/[${}]/, "", v)
		ascmd[v] = 1
		prefix = 1		# $timeout sh run.sh: sh runs too
		return
	} else if (!quoted)
		emit(w)
	cmdpos = 0
	prefix = 0
}
# sep: a command ends (newline, ;, &, |, a subshell's start).
function sep() {
	flush()
	cmdpos = 1
	prefix = 0
}

# flush: the word being read ends.
function flush() {
	if (cur != "" || curq)
		word(cur, curq, qfirst)
	cur = ""
	curq = 0
	qfirst = ""
}
BEGIN { cmdpos = 1 }

END {
	for (i = 1; i <= nassigned; i++) {
		split(assigned[i], kv, SUBSEP)
		if ((kv[1] in ascmd) || kv[1] ~ /^(CC|SPATCH|SPARSE|MAKE|SHELL)$/)
			emit(kv[2])
	}
	for (i = 1; i <= nout; i++)
		if (!(out[i] in funcs))
			print out[i]
}

{
	line = $0
	if (heredoc != "") {
		t = line
		if (hdtabs)
			sub(/^\t+/, "", t)
		if (t == heredoc)
			heredoc = ""
		next
	}
	n = length(line)
	for (i = 1; i <= n; i++) {
		c = substr(line, i, 1)
		if (insq) {
			if (c == "'")
				insq = 0
			continue
		}
		if (indq) {
			if (c == "\\") { i++; continue }
			if (c == "\"") { indq = 0; continue }
			if (c == "$" && substr(line, i + 1, 1) == "(" &&
			    substr(line, i + 2, 1) != "(") {
				# a command inside the string
				stack[++sp] = "dq"
				i++
				flush(); sep()
				indq = 0
				continue
			}
			if (dqstart && c ~ /[A-Za-z0-9_.+\/-]/)
				qword = qword c
			else if (dqstart && qword != "") {
				qfirst = qword; dqstart = 0
			} else if (dqstart && c !~ /[ \t]/)
				dqstart = 0
			continue
		}
		if (cur == "" && !curq && cmdpos && incase > 0 &&
		    sp == casesp[incase] &&
		    match(substr(line, i), /^\(?[^ \t;&()]*\)/)) {
			i += RLENGTH - 1	# a case pattern, no command
			continue
		}
		if (c == "\\") {	# an escaped character; at the end, a newline
			i++
			cur = cur substr(line, i, 1)
			continue
		}
		if (c == "'") { insq = 1; curq = 1; continue }
		if (c == "\"") {
			indq = 1; curq = 1; dqstart = 1; qword = ""
			continue
		}
		if (c == "#" && cur == "" && !curq) break
		if (c == "$" && substr(line, i + 1, 1) == "(" &&
		    substr(line, i + 2, 1) != "(") {
			stack[++sp] = "cmd"
			i++
			flush(); sep()
			continue
		}
		if (c == "$" && substr(line, i + 1, 2) == "((") {
			# arithmetic: skip to the closing ))
			j = index(substr(line, i), "))")
			if (j) { i += j; cur = cur "0"; continue }
		}
		if (c == "`") { flush(); sep(); continue }
		if (c == "(") {
			if (cur != "") {	# NAME() is a function definition
				funcs[cur] = 1
				cur = ""; cmdpos = 0; continue
			}
			stack[++sp] = "sub"
			sep()
			continue
		}
		if (c == ")") {
			if (sp > 0) {
				top = stack[sp--]
				flush()
				if (top == "dq") { indq = 1; dqstart = 0 }
				cmdpos = 0
				continue
			}
			# a case pattern's end: what came before was no command
			cur = ""; curq = 0; cmdpos = 1; prefix = 0
			continue
		}
		if (c == ";" || c == "&" || c == "|") { sep(); continue }
		if (c == ">" || c == "<") {
			if (c == "<" && substr(line, i + 1, 1) == "<") {
				# a here-document: its delimiter, then skip its body
				hd = substr(line, i + 2)
				hdtabs = sub(/^-/, "", hd)
				sub(/^[ \t]*/, "", hd)
				gsub(/['"\\]/, "", hd)
				sub(/[^A-Za-z0-9_].*/, "", hd)
				heredoc = hd
				flush()
				break
			}
			# a redirection: drop a leading fd number, skip the file
			if (cur ~ /^[0-9]*$/) cur = ""
			flush()
			if (substr(line, i + 1, 1) == "&") {
				i++
				while (substr(line, i + 1, 1) ~ /[0-9-]/) i++
				continue
			}
			if (substr(line, i + 1, 1) ~ /[>|]/) i++
			skipnext = 1
			continue
		}
		if (c ~ /[ \t]/) { flush(); continue }
		cur = cur c
	}
	if (insq || indq)
		next
	flush()
	if (substr(line, length(line), 1) != "\\")
		sep()
}
