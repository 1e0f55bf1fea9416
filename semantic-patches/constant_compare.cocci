// SPDX-License-Identifier: GPL-2.0-only
/// Convert the constant, not the variable: x == cpu_to_le32(MAGIC)
///
/// In an equality test, le32_to_cpu(x) == MAGIC is x == cpu_to_le32(MAGIC), and
/// ntohs(p->proto) != 0x0800 is p->proto != htons(0x0800).  The
/// conversion of a constant is folded at compile time, so no byte swap is
/// left at run time on either byte order.
///
/// Only == and != (a swap keeps equality, not order), and only constants:
/// an integer literal (decimal, octal or hex, any suffix) whose value fits
/// the width, so that the swap of the constant is exact; or a name in
/// upper case (a macro or enumerator by kernel convention, at least two
/// characters, not NULL), whose value is assumed to fit.  A negative
/// number, a character constant, sizeof or a constant expression is left
/// alone.  A 0 stays 0: it is the same in both byte orders, and sparse
/// lets a __le32 be compared with it.
///
/// The conversion truncated x to its width, the comparison no longer
/// does: x must be a name, field, element, call or dereference that spatch
/// does not know to be wider, or, at 32 and 64 bits, one operator between
/// two such operands whose types spatch knows to fit (parenthesized when
/// the operator binds no tighter than ==).  Arithmetic at 16 bits is done
/// in int and is left alone.
//
// Confidence: Moderate
// Comments: at 16 bits the test is done in int, so an upper-case constant
//  outside 0..0xffff never matched before and could match after; such a
//  comparison was dead code.
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re

# le32_to_cpu -> (cpu_to_le32, 32); ntohs -> (htons, 16); le16toh -> htole16
def inverse(f):
	m = re.match(r'^(le|be)(16|32|64)_to_cpu$', f)
	if m:
		return ("cpu_to_" + m.group(1) + m.group(2), int(m.group(2)))
	m = re.match(r'^(le|be)(16|32|64)toh$', f)
	if m:
		return ("hto" + m.group(1) + m.group(2), int(m.group(2)))
	m = re.match(r'^ntoh([ls])$', f)
	if m:
		return ("hton" + m.group(1), 32 if m.group(1) == "l" else 16)
	return (None, 0)

def constant(c, width):
	c = c.strip()
	m = re.match(r'^(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)[uUlL]*$', c)
	if m:
		d = m.group(1)
		if d[:2] in ("0x", "0X"):
			v = int(d[2:], 16)
		elif d.startswith("0"):
			v = int(d, 8)
		else:
			v = int(d)
		return v < (1 << width)
	return re.match(r'^[A-Z][A-Z0-9_]*$', c) is not None and \
		len(c) >= 2 and c != "NULL"

# An expression comes as tokens separated by blanks.
def squash(e):
	return re.sub(r'\s*([^\w\s])\s*', r'\1', e.strip())

# A name, number or parenthesized expression, then fields, indexes and
# calls, maybe dereferenced: no arithmetic, whose result could be wider.
def simple(e):
	s = squash(e)
	while True:
		t = re.sub(r'\([^()\[\]]*\)|\[[^()\[\]]*\]', '@', s)
		if t == s:
			break
		s = t
	return re.match(r'^([*]*\w+|[*]+@|@(?=->|\.|@))(->\w+|\.\w+|@)*$',
			s) is not None

def zero(c):
	return re.match(r'^(0[xX]0*|0+)[uUlL]*$', c.strip()) is not None

TOKEN = re.compile(r'[A-Za-z_]\w*|\d[\w.]*|->|\+\+|--|<<=|>>=|<<|>>|<=|>=|'
		   r'==|!=|&&|[|][|]|[-+*%&|^/]=|\S')
LOW = ("==", "!=", "&", "^", "|", "&&", "||", "?", ":", "=", ",", "+=",
       "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=")

# Can e stand on one side of == as it is?  Not when an operator that
# binds no tighter than == is outside all parentheses.
def eq_operand(e):
	depth, prev = 0, None
	for t in TOKEN.findall(e):
		if t in ("(", "["):
			depth += 1
		elif t in (")", "]"):
			depth -= 1
		elif depth == 0 and t in LOW:
			unary = t == "&" and (prev is None or
					      not re.match(r'^(\w|[)\]])', prev))
			if not unary:
				return False
		prev = t
	return True

// The files that call none of these are skipped before they are parsed.
@guard@
expression e;
@@
(
le16_to_cpu(e)
|
le32_to_cpu(e)
|
le64_to_cpu(e)
|
be16_to_cpu(e)
|
be32_to_cpu(e)
|
be64_to_cpu(e)
|
le16toh(e)
|
le32toh(e)
|
le64toh(e)
|
be16toh(e)
|
be32toh(e)
|
be64toh(e)
|
ntohl(e)
|
ntohs(e)
)

// The conversion truncates its argument to its width; moved onto the
// constant, it no longer would.  So the argument must be no wider: a
// name, field, element, call or dereference whose type spatch does not
// know to be wider, or at 32 and 64 bits one operator between two of
// them whose types it knows (it types arithmetic by its left operand).
@r depends on guard@
typedef u8, __u8, uint8_t, s8, __s8, int8_t;
typedef u16, __u16, uint16_t, s16, __s16, int16_t, __le16, __be16;
typedef u32, __u32, uint32_t, s32, __s32, int32_t, __le32, __be32;
typedef u64, __u64, uint64_t, s64, __s64, int64_t, __le64, __be64;
identifier f =~ "^((le|be)(16|32|64)_to_cpu|(le|be)(16|32|64)toh|ntoh[ls])$";
{u32, __u32, uint32_t, unsigned int, int, s32, __s32, int32_t,
 __le32, __be32} w32;
{u64, __u64, uint64_t, unsigned long long, long long, long,
 unsigned long, s64, __s64, int64_t, __le64, __be64} w64;
{u32, __u32, uint32_t, unsigned int, int, s32, __s32, int32_t,
 u16, __u16, uint16_t, unsigned short, short, s16, __s16, int16_t,
 u8, __u8, uint8_t, unsigned char, char, signed char, s8, __s8, int8_t,
 __le32, __be32, __le16, __be16} a32, b32;
{u64, __u64, uint64_t, unsigned long long, long long, long,
 unsigned long, s64, __s64, int64_t, __le64, __be64,
 u32, __u32, uint32_t, unsigned int, int, s32, __s32, int32_t,
 u16, __u16, uint16_t, unsigned short, short, s16, __s16, int16_t,
 u8, __u8, uint8_t, unsigned char, char, signed char, s8, __s8, int8_t,
 __le32, __be32, __le16, __be16} a64, b64;
binary operator bop = {+, -, *, /, %, &, |, ^, <<, >>};
expression x, C;
binary operator eq = {==, !=};
position q;
@@
(
f@q(a32 bop b32) eq C
|
C eq f@q(a32 bop b32)
|
f@q(a64 bop b64) eq C
|
C eq f@q(a64 bop b64)
|
f@q(w64) eq C
|
C eq f@q(w64)
|
f@q(w32) eq C
|
C eq f@q(w32)
|
f@q(x) eq C
|
C eq f@q(x)
)

@script:python s@
f << r.f;
c << r.C;
x << r.x = "";
w32 << r.w32 = "";
w64 << r.w64 = "";
a32 << r.a32 = "";
b32 << r.b32 = "";
a64 << r.a64 = "";
b64 << r.b64 = "";
g;
@@
name, width = inverse(f)
if a32 != "":
	ok = width >= 32 and simple(a32) and simple(b32)
elif a64 != "":
	ok = width == 64 and simple(a64) and simple(b64)
elif w64 != "":
	ok = width == 64 and simple(w64)
elif w32 != "":
	ok = width >= 32 and simple(w32)
else:
	ok = simple(x)
if name is None or not ok or not constant(c, width):
	cocci.include_match(False)
else:
	coccinelle.g = cocci.make_ident(name)

// 0 is 0 in both byte orders, and sparse lets a __le32 be compared with it.
@depends on patch@
identifier r.f, s.g;
position r.q;
expression x : script:python() { eq_operand(x) };
expression x2;
expression Z : script:python() { zero(Z) };
expression C;
binary operator eq = {==, !=};
@@
(
- f@q(x) eq Z
+ x eq Z
|
- Z eq f@q(x)
+ Z eq x
|
- f@q(x2) eq Z
+ (x2) eq Z
|
- Z eq f@q(x2)
+ Z eq (x2)
|
- f@q(x) eq C
+ x eq g(C)
|
- C eq f@q(x)
+ g(C) eq x
|
- f@q(x2) eq C
+ (x2) eq g(C)
|
- C eq f@q(x2)
+ g(C) eq (x2)
)

@depends on context@
identifier r.f;
position r.q;
expression x;
@@
* f@q(x)

@script:python depends on org@
q << r.q;
f << r.f;
g << s.g;
@@
coccilib.org.print_todo(q[0], "convert the constant with %s()" % g)

@script:python depends on report@
q << r.q;
f << r.f;
c << r.C;
g << s.g;
@@
coccilib.report.print_report(q[0], "WARNING: %s(x) == C is x == %s" %
	(f, "0" if zero(c) else g + "(C)"))
