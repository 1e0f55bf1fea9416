// SPDX-License-Identifier: GPL-2.0-only
/// Use cpu_to_le32(), not __cpu_to_le32(), in kernel C files
///
/// The __-prefixed forms (__le16_to_cpu, __cpu_to_be64p, __be32_to_cpus,
/// __swab32, __constant_cpu_to_le32, __constant_htons, ...) are what
/// uapi headers must use, and kernel code has the plain names for all of
/// them.  __constant_ forms are no longer needed for constants:
/// cpu_to_le32() of a constant folds at compile time.
///
/// Only .c files outside any uapi directory are changed.  Headers are left
/// alone: a header may be exported to user space (uapi, or included by
/// tools), where only the __ forms exist.  Do not run this on C code that
/// is built for user space against the kernel's uapi headers only
/// (tools/, scripts/, usr/): it too has only the __ forms.  A file's own
/// swab32() made of __swab32() keeps it.
//
// Confidence: High
// Comments: ___constant_swab32 and the other triple-underscore helpers
//  are internals and stay.
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re

def kernel_c_file(path):
	return path.endswith(".c") and "uapi" not in path.split("/")

def plain(f):
	f = f[2:]
	if f.startswith("constant_"):
		f = f[len("constant_"):]
	return f

// The files that call none of these are skipped before they are parsed.
@guard@
expression e;
@@
(
__constant_le16_to_cpu(e)
|
__constant_le32_to_cpu(e)
|
__constant_le64_to_cpu(e)
|
__constant_be16_to_cpu(e)
|
__constant_be32_to_cpu(e)
|
__constant_be64_to_cpu(e)
|
__constant_cpu_to_le16(e)
|
__constant_cpu_to_le32(e)
|
__constant_cpu_to_le64(e)
|
__constant_cpu_to_be16(e)
|
__constant_cpu_to_be32(e)
|
__constant_cpu_to_be64(e)
|
__constant_ntohl(e)
|
__constant_ntohs(e)
|
__constant_htonl(e)
|
__constant_htons(e)
|
__constant_swab16(e)
|
__constant_swab32(e)
|
__constant_swab64(e)
|
__le16_to_cpu(e)
|
__le16_to_cpup(e)
|
__le16_to_cpus(e)
|
__le32_to_cpu(e)
|
__le32_to_cpup(e)
|
__le32_to_cpus(e)
|
__le64_to_cpu(e)
|
__le64_to_cpup(e)
|
__le64_to_cpus(e)
|
__be16_to_cpu(e)
|
__be16_to_cpup(e)
|
__be16_to_cpus(e)
|
__be32_to_cpu(e)
|
__be32_to_cpup(e)
|
__be32_to_cpus(e)
|
__be64_to_cpu(e)
|
__be64_to_cpup(e)
|
__be64_to_cpus(e)
|
__cpu_to_le16(e)
|
__cpu_to_le16p(e)
|
__cpu_to_le16s(e)
|
__cpu_to_le32(e)
|
__cpu_to_le32p(e)
|
__cpu_to_le32s(e)
|
__cpu_to_le64(e)
|
__cpu_to_le64p(e)
|
__cpu_to_le64s(e)
|
__cpu_to_be16(e)
|
__cpu_to_be16p(e)
|
__cpu_to_be16s(e)
|
__cpu_to_be32(e)
|
__cpu_to_be32p(e)
|
__cpu_to_be32s(e)
|
__cpu_to_be64(e)
|
__cpu_to_be64p(e)
|
__cpu_to_be64s(e)
|
__swab16(e)
|
__swab16p(e)
|
__swab16s(e)
|
__swab32(e)
|
__swab32p(e)
|
__swab32s(e)
|
__swab64(e)
|
__swab64p(e)
|
__swab64s(e)
)

@r depends on guard@
identifier f =~ "^__(constant_(cpu_to_(le|be)(16|32|64)|(le|be)(16|32|64)_to_cpu|hton[ls]|ntoh[ls]|swab(16|32|64))|(cpu_to_(le|be)(16|32|64)|(le|be)(16|32|64)_to_cpu|swab(16|32|64))[ps]?)$";
expression list es;
position q : script:python() { kernel_c_file(q[0].file) };
@@
f@q(es)

@script:python s@
f << r.f;
q << r.q;
g;
@@
# a .c file's own swab32() written with __swab32() would call itself
if q[0].current_element == plain(f):
	cocci.include_match(False)
else:
	coccinelle.g = cocci.make_ident(plain(f))

// Only the name changes, so that calls nested in calls are renamed too.
@depends on patch@
identifier r.f, s.g;
position r.q;
expression list es;
@@
- f@q
+ g
  (es)

@depends on context@
identifier r.f;
position r.q;
expression list es;
@@
* f@q(es)

@script:python depends on org@
q << r.q;
f << r.f;
g << s.g;
@@
coccilib.org.print_todo(q[0], "%s() is %s()" % (f, g))

@script:python depends on report@
q << r.q;
f << r.f;
g << s.g;
@@
coccilib.report.print_report(q[0],
	"WARNING: %s() is %s() in kernel code" % (f, g))
