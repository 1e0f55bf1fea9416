// SPDX-License-Identifier: GPL-2.0-only
/// Replace a byte-order #if around a swab by le32_to_cpu() or be32_to_cpu()
///
///   #ifdef __BIG_ENDIAN / x = swab32(e); / #else / x = e; / #endif
/// is x = le32_to_cpu(e);, since on a big-endian host the swab turns
/// little-endian data into host order and on a little-endian one the data
/// is already in host order.  With the swab on the little-endian side the
/// block is be32_to_cpu(e).  bswap_32(), __bswap_32(), bswap32() and
/// __builtin_bswap32() give le32toh()/be32toh() instead.
///
/// spatch matches code, not preprocessor directives, so it cannot make
/// this edit: this rule only reports the block, in every mode (patch mode
/// too), and `endian idioms` makes the edit itself (idioms/ifdef_swab.c).
/// The conditions are #ifdef, #ifndef, #if defined() and #if !defined() of
/// __BIG_ENDIAN, __LITTLE_ENDIAN, __BIG_ENDIAN__, __LITTLE_ENDIAN__,
/// _BIG_ENDIAN and _LITTLE_ENDIAN, and #if __BYTE_ORDER == __BIG_ENDIAN
/// (or !=, with __BYTE_ORDER__, BYTE_ORDER, _BYTE_ORDER against
/// __ORDER_BIG_ENDIAN__, BIG_ENDIAN, _BIG_ENDIAN and the little-endian
/// names).  The branches must hold the same statements, pairwise
/// L = SWAB(E); and L = E; (or return), and nothing else; without #else
/// every statement must be L = SWAB(L);.  A block inside a function of
/// the helper's own name (a tree's be32toh() written this way) stays.
//
// Confidence: Moderate
// Comments: #ifdef __BIG_ENDIAN means "big-endian host" in the kernel,
//  where only one of __BIG_ENDIAN and __LITTLE_ENDIAN is defined.  glibc's
//  <endian.h> defines both, so in user space such a test is always true
//  and the block always swapped; the rewrite assumes the kernel meaning.
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re

BIG_DEFINED = ("__BIG_ENDIAN", "__BIG_ENDIAN__", "_BIG_ENDIAN")
LITTLE_DEFINED = ("__LITTLE_ENDIAN", "__LITTLE_ENDIAN__", "_LITTLE_ENDIAN")
ORDER_VARS = ("__BYTE_ORDER", "__BYTE_ORDER__", "BYTE_ORDER", "_BYTE_ORDER")
BIG_VALUES = ("__BIG_ENDIAN", "__ORDER_BIG_ENDIAN__", "BIG_ENDIAN",
	      "_BIG_ENDIAN")
LITTLE_VALUES = ("__LITTLE_ENDIAN", "__ORDER_LITTLE_ENDIAN__",
		 "LITTLE_ENDIAN", "_LITTLE_ENDIAN")
# SmPL takes a slash and a star, or two slashes, for a comment even here
COMMENT = re.compile(r'[/][*/]')
SWABS = {}
for w in (16, 32, 64):
	for n in ("swab%d", "__swab%d"):
		SWABS[n % w] = (w, "kernel")
	for n in ("bswap_%d", "__bswap_%d", "bswap%d", "__builtin_bswap%d"):
		SWABS[n % w] = (w, "libc")

def tokens(s):
	return re.findall(r'[A-Za-z_$][\w$]*|\.?\d[\w.]*|"(?:\\.|[^"\\])*"|'
			  r"'(?:\\.|[^'\\])*'|->|\+\+|--|<<=|>>=|<<|>>|<=|>=|"
			  r'==|!=|&&|\|\||[-+*/%&|^]=|##|\S', s)

def directive(line):
	m = re.match(r'^[ \t]*#[ \t]*(\w*)(.*)$', line)
	return (m.group(1), m.group(2)) if m else None

def order_of(name, big, little):
	return 1 if name in big else -1 if name in little else 0

# +1: holds on big-endian hosts only, -1: little-endian only, 0: other
def condition(kw, rest):
	if rest.rstrip().endswith(chr(92)):	# a backslash: continued
		return 0
	rest = re.sub(r'[/][*].*?[*][/]|[/][/].*$', ' ', rest)
	t = tokens(rest)
	while len(t) >= 2 and t[0] == "(" and t[-1] == ")":
		depth = 0
		for i, x in enumerate(t):
			depth += (x == "(") - (x == ")")
			if depth == 0:
				break
		if i != len(t) - 1:
			break
		t = t[1:-1]
	if kw in ("ifdef", "ifndef"):
		if len(t) != 1:
			return 0
		o = order_of(t[0], BIG_DEFINED, LITTLE_DEFINED)
		return -o if kw == "ifndef" else o
	if kw != "if":
		return 0
	neg = 1
	if t[:2] == ["!", "defined"]:
		neg = -1
		t = t[1:]
	if t[:1] == ["defined"]:
		if len(t) == 2:
			return neg * order_of(t[1], BIG_DEFINED, LITTLE_DEFINED)
		if len(t) == 4 and t[1] == "(" and t[3] == ")":
			return neg * order_of(t[2], BIG_DEFINED, LITTLE_DEFINED)
		return 0
	if len(t) != 3 or t[1] not in ("==", "!="):
		return 0
	if t[0] in ORDER_VARS:
		o = order_of(t[2], BIG_VALUES, LITTLE_VALUES)
	elif t[2] in ORDER_VARS:
		o = order_of(t[0], BIG_VALUES, LITTLE_VALUES)
	else:
		o = 0
	return -o if t[1] == "!=" else o

# [(prefix, is_return, rhs, swab name or None, swab argument)] or None
def statements(text):
	if COMMENT.search(text):
		return None
	out, cur, depth = [], [], 0
	for x in tokens(text):
		if x in ("{", "}"):
			return None
		depth += (x in ("(", "[")) - (x in (")", "]"))
		if depth or x != ";":
			cur.append(x)
			continue
		if not cur:
			return None
		if cur[0] == "return":
			pfx, rhs, ret = cur[:1], cur[1:], True
		elif "=" in cur and cur.index("=") > 0:
			k = cur.index("=")
			pfx, rhs, ret = cur[:k], cur[k + 1:], False
		else:
			return None
		if not rhs:
			return None
		sw, arg = None, None
		if len(rhs) >= 4 and rhs[0] in SWABS and rhs[1] == "(":
			d = 0
			for i in range(1, len(rhs)):
				d += (rhs[i] == "(") - (rhs[i] == ")")
				if d == 0:
					break
			if i == len(rhs) - 1:
				sw, arg = rhs[0], rhs[2:-1]
		out.append((pfx, ret, rhs, sw, arg))
		cur = []
	return out if not cur and depth == 0 else None

def next_directive(lines, j):
	while j < len(lines) and directive(lines[j]) is None:
		j += 1
	return j

FILES = {}

# The helper that the whole #if block holding `line` becomes for the swab
# `sw` on that line, or None: the checks of idioms/ifdef_swab.c.
def ifdef_helper(path, line, sw):
	if path not in FILES:
		with open(path, errors="replace") as f:
			FILES[path] = f.read().split("\n")
	lines = FILES[path]
	k = line - 2
	while k >= 0 and directive(lines[k]) is None:
		k -= 1
	if k >= 0 and directive(lines[k])[0] == "else":
		k -= 1
		while k >= 0 and directive(lines[k]) is None:
			k -= 1
	if k < 0:
		return None
	cond = condition(*directive(lines[k]))
	if not cond:
		return None
	j = next_directive(lines, k + 1)
	el = None
	if j < len(lines) and directive(lines[j])[0] == "else":
		el = j
		j = next_directive(lines, el + 1)
	if j >= len(lines) or directive(lines[j])[0] != "endif":
		return None
	a = statements("\n".join(lines[k + 1:el if el is not None else j]))
	if not a:
		return None
	if el is None:
		if any(s[3] is None or s[1] or s[0] != s[4] for s in a):
			return None
		order = cond
	else:
		b = statements("\n".join(lines[el + 1:j]))
		if not b or len(b) != len(a):
			return None
		for x, y in zip(a, b):
			if x[1] != y[1] or x[0] != y[0]:
				return None
			if not ((x[3] and x[4] == y[2]) or (y[3] and y[4] == x[2])):
				return None
		order = cond if el is None or line - 1 < el else -cond
	w, family = SWABS[sw]
	o = "le" if order > 0 else "be"
	return "%s%d_to_cpu" % (o, w) if family == "kernel" else \
		"%s%dtoh" % (o, w)

// The files that call none of these are skipped before they are parsed.
@guard@
expression e;
@@
(
swab16(e)
|
__swab16(e)
|
bswap_16(e)
|
__bswap_16(e)
|
bswap16(e)
|
__builtin_bswap16(e)
|
swab32(e)
|
__swab32(e)
|
bswap_32(e)
|
__bswap_32(e)
|
bswap32(e)
|
__builtin_bswap32(e)
|
swab64(e)
|
__swab64(e)
|
bswap_64(e)
|
__bswap_64(e)
|
bswap64(e)
|
__builtin_bswap64(e)
)

@r depends on guard@
identifier sw =~ "^(__)?(swab|bswap_?)(16|32|64)$|^__builtin_bswap(16|32|64)$";
expression x, e;
position q;
@@
(
x = sw@q(e);
|
return sw@q(e);
)

@script:python s@
sw << r.sw;
q << r.q;
h;
@@
name = ifdef_helper(q[0].file, int(q[0].line), sw)
# a tree's own le32_to_cpu() written as this very #if would call itself
if name is None or q[0].current_element == name:
	cocci.include_match(False)
else:
	coccinelle.h = cocci.make_ident(name)

@depends on context@
identifier r.sw;
position r.q;
expression e;
@@
* sw@q(e)

@script:python depends on org@
q << r.q;
sw << r.sw;
h << s.h;
@@
coccilib.org.print_todo(q[0], "the #if block is %s()" % h)

@script:python depends on report || patch@
q << r.q;
sw << r.sw;
h << s.h;
@@
coccilib.report.print_report(q[0],
	"WARNING: the byte-order #if block around %s() is %s()" % (sw, h))
