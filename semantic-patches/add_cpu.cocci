// SPDX-License-Identifier: GPL-2.0-only
/// Use le32_add_cpu(&x, n) for x = cpu_to_le32(le32_to_cpu(x) + n)
///
/// The read-modify-write of a byte-ordered value is one helper call:
/// x = cpu_to_le32(le32_to_cpu(x) + n) is le32_add_cpu(&x, n), and
/// *p = cpu_to_be16(be16_to_cpu(*p) - n) is be16_add_cpu(p, -n), for le
/// and be at 16, 32 and 64 bits.
///
/// x is written once instead of twice, so only an x without side effects
/// (no ++, --, assignment, call or other parentheses) is rewritten:
/// a[i++].f would be stepped once instead of twice.  A subtracted n
/// becomes -n, parenthesized when it is not a plain name, number, field,
/// element, call or parenthesized expression.  At 64 bits, -n of a
/// 32-bit unsigned n is not -n once widened to u64, so a subtraction is
/// rewritten only when n is a name, number, field, element or call that
/// spatch knows to be signed, u64, or narrower than int; and two terms
/// (x + a + b) only at 16 and 32 bits.
//
// Confidence: High
// Comments: the helpers are the kernel's (include/linux/byteorder/generic.h);
//  they take a pointer to the __le/__be type, so the compiler checks the
//  width of x.  Their own definitions, any function of their names and
//  any of their family's (le16_sub_cpu()) are left as they are.
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re

# An expression comes as tokens separated by blanks.
def squash(e):
	return re.sub(r'\s*([^\w\s])\s*', r'\1', e.strip())

# A primary or postfix expression: a name, number or parenthesized
# expression, then fields, indexes and calls.
def simple(e):
	s = squash(e)
	while True:
		t = re.sub(r'\([^()\[\]]*\)|\[[^()\[\]]*\]', '@', s)
		if t == s:
			break
		s = t
	return re.match(r'^(\w+|@)(->\w+|\.\w+|@)*$', s) is not None

# No side effects and nothing evaluated twice that could differ.
def pure(e):
	s = squash(e)
	return not re.search(r'\+\+|--|(?<![=!<>])=(?!=)|\(', s)

# The same without a leading parenthesized expression, whose type spatch
# takes from its first operand: only then is spatch's type to be trusted.
def plain(e):
	return simple(e) and not squash(e).startswith("(")

def neg(e):
	return "-" + e if simple(e) else "-(" + e + ")"

# cpu_to_le32(le32_to_cpu(...)) -> "le32_add_cpu", else None
def add_helper(f, g):
	m = re.match(r'^cpu_to_([lb]e(16|32|64))$', f)
	if m and g == m.group(1) + "_to_cpu":
		return m.group(1) + "_add_cpu"
	return None

// The files that call none of these are skipped before they are parsed.
@guard@
expression e;
@@
(
cpu_to_le16(e)
|
cpu_to_le32(e)
|
cpu_to_le64(e)
|
cpu_to_be16(e)
|
cpu_to_be32(e)
|
cpu_to_be64(e)
)

// The commutativity and associativity isomorphisms make the match slow
// (four times, on a driver); n + x is spelled out instead.
@r depends on guard disable plus_comm, plus_assoc, minus_assoc,
  plus_minus_assoc1, plus_minus_assoc2@
typedef u8, __u8, uint8_t, s8, __s8, int8_t;
typedef u16, __u16, uint16_t, s16, __s16, int16_t;
typedef s32, __s32, int32_t, u64, __u64, uint64_t, s64, __s64, int64_t;
identifier f =~ "^cpu_to_[lb]e(16|32|64)$";
identifier g =~ "^[lb]e(16|32|64)_to_cpu$";
expression x : script:python() { pure(x) };
expression n, u, a1, b1, a2, b2, a3, b3, a4, b4;
{u64, __u64, uint64_t, unsigned long long, long long, long, s64, __s64,
 int64_t, int, s32, __s32, int32_t,
 u16, __u16, uint16_t, unsigned short, short, s16, __s16, int16_t,
 u8, __u8, uint8_t, unsigned char, char, signed char, s8, __s8, int8_t} t;
position q;
@@
(
x = f@q(g(x) + n);
|
x = f@q(n + g(x));
|
x = f@q(g(x) - t);
|
x = f@q(g(x) - u);
|
x = f@q(g(x) + a1 + b1);
|
x = f@q(g(x) + a2 - b2);
|
x = f@q(g(x) - a3 - b3);
|
x = f@q(g(x) - a4 + b4);
)

@script:python s@
f << r.f;
g << r.g;
n << r.n = "";
t << r.t = "";
u << r.u = "";
a1 << r.a1 = "";
b1 << r.b1 = "";
a2 << r.a2 = "";
b2 << r.b2 = "";
a3 << r.a3 = "";
b3 << r.b3 = "";
a4 << r.a4 = "";
b4 << r.b4 = "";
q << r.q;
h;
arg;
@@
name = add_helper(f, g)
# the helper's own body (include/linux/byteorder/generic.h) is this
# very read-modify-write: rewritten, it would call itself forever; and
# a helper of the same family a project defines (le16_sub_cpu()) is a
# definition, left as it reads
if name is not None and (q[0].current_element == name or
			 re.match(r'^[lb]e(16|32|64)_\w+_cpu$',
				  q[0].current_element)):
	name = None
w64 = name is not None and name.endswith("64_add_cpu")
e = None
if name is None:
	pass
elif n != "":
	e = n
elif t != "":
	if not w64 or plain(t):
		e = neg(t)
elif u != "":
	if not w64:
		e = neg(u)
elif w64:
	pass
elif a1 != "":
	e = a1 + " + " + b1
elif a2 != "":
	e = a2 + " - " + b2
elif a3 != "":
	e = "-(" + a3 + " + " + b3 + ")"
elif a4 != "":
	e = b4 + " - " + a4
if e is None:
	cocci.include_match(False)
else:
	coccinelle.h = cocci.make_ident(name)
	coccinelle.arg = cocci.make_expr(e)

@depends on patch@
identifier r.f, r.g, s.h;
position r.q;
expression s.arg;
expression x, p, n;
@@
(
- *p = f@q(g(*p) + n);
+ h(p, n);
|
- x = f@q(g(x) + n);
+ h(&x, n);
|
- *p = f@q(...);
+ h(p, arg);
|
- x = f@q(...);
+ h(&x, arg);
)

@depends on context@
identifier r.f;
position r.q;
expression list es;
@@
* f@q(es)

@script:python depends on org@
q << r.q;
h << s.h;
@@
coccilib.org.print_todo(q[0], "use %s()" % h)

@script:python depends on report@
q << r.q;
h << s.h;
@@
coccilib.report.print_report(q[0],
	"WARNING: this read-modify-write of x is %s(&x, ...)" % h)
