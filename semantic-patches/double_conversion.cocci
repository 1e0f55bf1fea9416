// SPDX-License-Identifier: GPL-2.0-only
/// Drop conversions that undo each other: le32_to_cpu(cpu_to_le32(x)) is x
///
/// le32_to_cpu(cpu_to_le32(x)), cpu_to_be16(be16_to_cpu(x)),
/// ntohl(htonl(x)), be32_to_cpu(htonl(x)), le64toh(htole64(x)) and
/// swab32(swab32(x)) are all x.
///
/// Only a pair of one byte order and one width is reduced, and only when
/// spatch knows the operand's type is exactly that width, unsigned (u32,
/// __u32, uint32_t, unsigned int, or __le32/__be32): the pair truncates a
/// wider operand and turns a signed one unsigned, so dropping it would
/// change the value.  spatch guesses the type of arithmetic from its left
/// operand, so an operand is either a plain name, field, element or call,
/// or (32 and 64 bits only) one operator between two such operands whose
/// types are known.  Such an operand is parenthesized unless it stands
/// alone (assignment, return, initializer, argument): spatch adds no
/// parentheses of its own, so le32_to_cpu(cpu_to_le32(a + 1)) * 2 must
/// become (a + 1) * 2, not a + 1 * 2.
//
// Confidence: High
// Comments: operands declared in headers have no type for spatch with
//  --no-includes and are left alone; the __ forms are left to
//  double_underscore.cocci.
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re

# name -> (direction, byte order, width); swab has no order
def conversion(name):
	m = re.match(r'^(le|be)(16|32|64)_to_cpu$', name) or \
	    re.match(r'^(le|be)(16|32|64)toh$', name)
	if m:
		return ("to", m.group(1), int(m.group(2)))
	m = re.match(r'^cpu_to_(le|be)(16|32|64)$', name) or \
	    re.match(r'^hto(le|be)(16|32|64)$', name)
	if m:
		return ("from", m.group(1), int(m.group(2)))
	m = re.match(r'^(ntoh|hton)([ls])$', name)
	if m:
		return ("to" if m.group(1) == "ntoh" else "from", "be",
			32 if m.group(2) == "l" else 16)
	m = re.match(r'^swab(16|32|64)$', name)
	if m:
		return ("swab", None, int(m.group(1)))
	return None

# The width of f(g(x)) when it is x, else 0.
def identity_width(f, g):
	a, b = conversion(f), conversion(g)
	if not a or not b or a[2] != b[2]:
		return 0
	if a[0] == "swab" and b[0] == "swab":
		return a[2]
	if set((a[0], b[0])) == set(("to", "from")) and a[1] == b[1]:
		return a[2]
	return 0

# An expression comes as tokens separated by blanks.
def squash(e):
	return re.sub(r'\s*([^\w\s])\s*', r'\1', e.strip())

# A postfix expression: a name or number, then fields, indexes and calls.
def simple(e):
	s = squash(e)
	while True:
		t = re.sub(r'\([^()\[\]]*\)|\[[^()\[\]]*\]', '@', s)
		if t == s:
			break
		s = t
	return re.match(r'^\w+(->\w+|\.\w+|@)*$', s) is not None

# Arithmetic is typed by its left operand: trust only simple operands
# of known types, and one operator between two of them from 32 bits up
# (below that, arithmetic is int arithmetic).
def operands_ok(w, e16, e32, e64, a32, b32, a64, b64):
	if w == 16:
		return e16 != "" and simple(e16)
	if w == 32:
		if a32 != "":
			return simple(a32) and simple(b32)
		return e32 != "" and simple(e32)
	if w == 64:
		if a64 != "":
			return simple(a64) and simple(b64)
		return e64 != "" and simple(e64)
	return False

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
htole16(e)
|
htole32(e)
|
htole64(e)
|
htobe16(e)
|
htobe32(e)
|
htobe64(e)
|
ntohl(e)
|
ntohs(e)
|
htonl(e)
|
htons(e)
|
swab16(e)
|
swab32(e)
|
swab64(e)
)

// A returned value or an initializer needs no parentheses.  These come
// first: a position cannot be inherited past a transformation.
@ra depends on guard@
typedef u16, __u16, uint16_t, __le16, __be16;
typedef u32, __u32, uint32_t, __le32, __be32;
typedef u64, __u64, uint64_t, __le64, __be64;
typedef u8, __u8, uint8_t, s8, __s8, int8_t, s16, __s16, int16_t;
typedef s32, __s32, int32_t, s64, __s64, int64_t;
identifier f =~ "^((le|be)(16|32|64)_to_cpu|cpu_to_(le|be)(16|32|64)|(le|be)(16|32|64)toh|hto(le|be)(16|32|64)|ntoh[ls]|hton[ls]|swab(16|32|64))$";
identifier g =~ "^((le|be)(16|32|64)_to_cpu|cpu_to_(le|be)(16|32|64)|(le|be)(16|32|64)toh|hto(le|be)(16|32|64)|ntoh[ls]|hton[ls]|swab(16|32|64))$";
{u32, __u32, uint32_t, unsigned int} a32;
{u32, __u32, uint32_t, unsigned int, int, s32, __s32, int32_t,
 u16, __u16, uint16_t, unsigned short, short, s16, __s16, int16_t,
 u8, __u8, uint8_t, unsigned char, char, signed char, s8, __s8, int8_t} b32;
{u64, __u64, uint64_t, unsigned long long} a64;
{u64, __u64, uint64_t, unsigned long long, long long, long, s64, __s64,
 int64_t, u32, __u32, uint32_t, unsigned int, int, s32, __s32, int32_t,
 u16, __u16, uint16_t, unsigned short, short, s16, __s16, int16_t,
 u8, __u8, uint8_t, unsigned char, char, signed char, s8, __s8, int8_t} b64;
binary operator bop = {+, -, *, /, %, &, |, ^, <<, >>};
type T;
identifier v;
position q;
@@
(
return f@q(g(a32 bop b32));
|
return f@q(g(a64 bop b64));
|
T v = f@q(g(a32 bop b32));
|
T v = f@q(g(a64 bop b64));
)

@script:python sa@
f << ra.f;
g << ra.g;
a32 << ra.a32 = "";
b32 << ra.b32 = "";
a64 << ra.a64 = "";
b64 << ra.b64 = "";
@@
if not operands_ok(identity_width(f, g), "", "", "", a32, b32, a64, b64):
	cocci.include_match(False)

@depends on patch@
identifier ra.f, ra.g;
position ra.q;
expression e;
@@
- f@q(g(e))
+ e

@r depends on guard@
identifier f =~ "^((le|be)(16|32|64)_to_cpu|cpu_to_(le|be)(16|32|64)|(le|be)(16|32|64)toh|hto(le|be)(16|32|64)|ntoh[ls]|hton[ls]|swab(16|32|64))$";
identifier g =~ "^((le|be)(16|32|64)_to_cpu|cpu_to_(le|be)(16|32|64)|(le|be)(16|32|64)toh|hto(le|be)(16|32|64)|ntoh[ls]|hton[ls]|swab(16|32|64))$";
{u16, __u16, uint16_t, unsigned short, __le16, __be16} e16;
{u32, __u32, uint32_t, unsigned int, __le32, __be32} e32;
{u64, __u64, uint64_t, unsigned long long, __le64, __be64} e64;
{u32, __u32, uint32_t, unsigned int} a32;
{u32, __u32, uint32_t, unsigned int, int, s32, __s32, int32_t,
 u16, __u16, uint16_t, unsigned short, short, s16, __s16, int16_t,
 u8, __u8, uint8_t, unsigned char, char, signed char, s8, __s8, int8_t} b32;
{u64, __u64, uint64_t, unsigned long long} a64;
{u64, __u64, uint64_t, unsigned long long, long long, long, s64, __s64,
 int64_t, u32, __u32, uint32_t, unsigned int, int, s32, __s32, int32_t,
 u16, __u16, uint16_t, unsigned short, short, s16, __s16, int16_t,
 u8, __u8, uint8_t, unsigned char, char, signed char, s8, __s8, int8_t} b64;
binary operator bop = {+, -, *, /, %, &, |, ^, <<, >>};
position q;
@@
(
f@q(g(a32 bop b32))
|
f@q(g(a64 bop b64))
|
f@q(g(e16))
|
f@q(g(e32))
|
f@q(g(e64))
)

@script:python s@
f << r.f;
g << r.g;
e16 << r.e16 = "";
e32 << r.e32 = "";
e64 << r.e64 = "";
a32 << r.a32 = "";
b32 << r.b32 = "";
a64 << r.a64 = "";
b64 << r.b64 = "";
@@
if not operands_ok(identity_width(f, g), e16, e32, e64, a32, b32, a64, b64):
	cocci.include_match(False)

@depends on patch@
identifier r.f, r.g;
position r.q;
expression e : script:python() { simple(e) };
expression e2, x, fn;
assignment operator aop;
@@
(
- f@q(g(e))
+ e
|
 x aop
- f@q(g(e2))
+ e2
|
 fn(...,
- f@q(g(e2))
+ e2
 ,...)
|
- f@q(g(e2))
+ (e2)
)

@depends on context@
identifier r.f;
position r.q;
expression list es;
@@
* f@q(es)

@script:python depends on org@
f << r.f;
g << r.g;
q << r.q;
@@
coccilib.org.print_todo(q[0], "%s(%s(x)) is x" % (f, g))

@script:python depends on report@
f << r.f;
g << r.g;
q << r.q;
@@
coccilib.report.print_report(q[0], "WARNING: %s(%s(x)) is x" % (f, g))
