// SPDX-License-Identifier: GPL-2.0-only
/// Use le32_to_cpus(&x) for x = le32_to_cpu(x), swab32s(&x) for x = swab32(x)
///
/// Convert in place with the in-place helpers: x = le32_to_cpu(x)
/// is le32_to_cpus(&x), x = cpu_to_be16(x) is cpu_to_be16s(&x),
/// *p = le64_to_cpu(*p) is le64_to_cpus(p) and x = swab32(x) is
/// swab32s(&x).
///
/// x is written once instead of twice, so only an x without side effects
/// (no ++, --, assignment, call or other parentheses) is rewritten.  On a
/// little-endian host le32_to_cpus(p) is a macro that never looks at the
/// type of p, so a u64 converted with le32_to_cpu() (which truncates it)
/// would silently keep its high half: the le and be forms are rewritten
/// only when spatch knows x has exactly the helper's width.  swab32s() is
/// a function, so the compiler checks its argument, and any x without
/// side effects will do.  Inside a function of the helper's own name (a
/// tree's le32_to_cpus() written as *p = le32_to_cpu(*p)) nothing changes.
//
// Confidence: High
// Comments: fields declared in headers have no type for spatch with
//  --no-includes, so their le/be conversions are left alone.
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

# No side effects and nothing evaluated twice that could differ.
def pure(e):
	s = squash(e)
	return not re.search(r'\+\+|--|(?<![=!<>])=(?!=)|\(', s)

def width(f):
	return int(re.search(r'(16|32|64)', f).group(1))

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
swab16(e)
|
swab32(e)
|
swab64(e)
)

@r depends on guard@
typedef u16, __u16, uint16_t, __le16, __be16;
typedef u32, __u32, uint32_t, __le32, __be32;
typedef u64, __u64, uint64_t, __le64, __be64;
identifier f =~ "^((le|be)(16|32|64)_to_cpu|cpu_to_(le|be)(16|32|64)|swab(16|32|64))$";
{u16, __u16, uint16_t, unsigned short, __le16, __be16} x16
	: script:python() { pure(x16) };
{u32, __u32, uint32_t, unsigned int, __le32, __be32} x32
	: script:python() { pure(x32) };
{u64, __u64, uint64_t, unsigned long long, __le64, __be64} x64
	: script:python() { pure(x64) };
expression x : script:python() { pure(x) };
position q;
@@
(
x16 = f@q(x16);
|
x32 = f@q(x32);
|
x64 = f@q(x64);
|
x = f@q(x);
)

@script:python s@
f << r.f;
x16 << r.x16 = "";
x32 << r.x32 = "";
x64 << r.x64 = "";
q << r.q;
h;
@@
bound = [w for (w, x) in ((16, x16), (32, x32), (64, x64)) if x != ""]
# in a function of the helper's own name (a userspace le32_to_cpus()
# written as *p = le32_to_cpu(*p)) the rewrite would call itself
if q[0].current_element == f + "s":
	cocci.include_match(False)
elif bound == [width(f)] or (bound == [] and f.startswith("swab")):
	coccinelle.h = cocci.make_ident(f + "s")
else:
	cocci.include_match(False)

@depends on patch@
identifier r.f, s.h;
position r.q;
expression x, p;
@@
(
- *p = f@q(*p);
+ h(p);
|
- x = f@q(x);
+ h(&x);
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
h << s.h;
@@
coccilib.org.print_todo(q[0], "use %s()" % h)

@script:python depends on report@
q << r.q;
f << r.f;
h << s.h;
@@
coccilib.report.print_report(q[0], "WARNING: x = %s(x) is %s(&x)" % (f, h))
