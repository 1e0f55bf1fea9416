// SPDX-License-Identifier: GPL-2.0-only
/*
 * Values and how they flow: seed() and unify() turn what two values must
 * share into seeds and edges (walk.c tells the rules), and eval() finds
 * the value of each expression.
 */
#include <string.h>

#include "infer/walk-internal.h"

const struct val none = { .kind = V_NONE, .slot = FACTS_NO_SLOT,
			  .cast_of = FACTS_NO_SLOT,
			  .src_slot = FACTS_NO_SLOT };

/* ---------------------------------------------------------------- flows */

/*
 * Two expressions of one macro's body share the place it is used
 * (SAS_ADDR(p): `(u64) be64_to_cpu(*(__be64 *)(p))` has two casts):
 * where `e` is written, when that differs from `at`, tells them apart
 * in the key being built in w->sb.
 */
static void add_spelling(struct walker *w, CXCursor e, struct fsite at)
{
	CXSourceLocation loc = clang_getCursorLocation(e);
	unsigned sl = 0, sc = 0;

	clang_getSpellingLocation(loc, NULL, &sl, &sc, NULL);
	if (sl != at.line || sc != at.col)
		strbuf_addf(&w->sb, "~%u:%u", sl, sc);
}

/*
 * The slot of a value that no declaration holds, keyed by where it was
 * made: a helper's result handed straight to another helper
 * (`be32_to_cpu(get_unaligned_be32(p))`) or to a host parameter
 * (`writel(cpu_to_le32(x), r)`).  Nothing is proposed for it, but its
 * two seeds are a conflict like any other.
 */
static uint32_t value_slot(struct walker *w, struct fsite at, unsigned width)
{
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "value@%s@%u:%u", w->f->files.v[at.file],
		    at.line, at.col);
	return facts_slot(w->f, facts_cstr(w->f, w->sb.buf), width);
}

void seed(struct walker *w, struct val v, enum mark m, unsigned width,
	  struct fsite at, const char *how)
{
	enum mark own;
	uint32_t slot;

	if (v.kind == V_SLOT && v.levels == 0) {
		facts_seed(w->f, v.slot, m, width, at, how, &v.span);
		return;
	}
	if (!v.how || m == MARK_PLAIN)
		return;
	if (v.kind == V_HOST && m != MARK_HOST)
		own = MARK_HOST;
	else if (v.kind == V_ORDER && (m == MARK_HOST ||
		 m != (v.order == ORDER_LE ? MARK_LE : MARK_BE)))
		own = v.order == ORDER_LE ? MARK_LE : MARK_BE;
	else
		return;
	slot = value_slot(w, v.at, own == MARK_HOST ? width : v.width);
	facts_seed(w->f, slot, own, own == MARK_HOST ? 0 : v.width, v.at,
		   v.how, NULL);
	facts_seed(w->f, slot, m, width, at, how, NULL);
}

void demand_host(struct walker *w, struct val v, struct fsite at,
		 const char *how)
{
	seed(w, v, MARK_HOST, 0, at, how);
}

/*
 * A host seed on value `v` that says more (FSEED_ADDRESS: it holds an
 * address; FSEED_SYMMETRIC: the number reads the same in either order).
 */
static void demand_host_flagged(struct walker *w, struct val v,
				struct fsite at, const char *how,
				uint8_t flags)
{
	size_t n = w->f->seeds.nr;

	demand_host(w, v, at, how);
	if (w->f->seeds.nr > n)
		w->f->seeds.v[w->f->seeds.nr - 1].flags |= flags;
}

struct val host_val(struct fsite at, const char *how)
{
	struct val v = none;

	v.kind = V_HOST;
	v.at = at;
	v.how = how;
	return v;
}

/*
 * `dst` is where the value of expression `src` goes: a host number it
 * meets is fixed by converting `src`, not by touching `dst`.
 */
struct val storing(struct walker *w, struct val dst, CXCursor src)
{
	if (dst.kind == V_SLOT && dst.levels == 0) {
		dst.span = span_of(w, src);
		if (!dst.span.line)
			dst.span = helper_call_span(w, src);
		dst.span.stored = dst.span.line != 0;
	}
	return dst;
}

/* `v` is written in place (`x++`, `x += n`): no conversion can wrap it. */
static struct val modified(struct val v)
{
	memset(&v.span, 0, sizeof(v.span));
	return v;
}

/*
 * a and b must hold the same order.  Returns the value that stands for
 * both (the slot, if either is one).
 */
struct val unify(struct walker *w, struct val a, struct val b,
		 struct fsite at, const char *why)
{
	if (b.kind == V_SLOT && a.kind != V_SLOT) {
		struct val t = a;

		a = b;
		b = t;
	}
	/*
	 * no slot: what says more wins; a number met by host or ordered
	 * data (`0xffffffff & (addr >> 32)`) is that data, not a constant
	 */
	if (a.kind != V_SLOT)
		return a.kind == V_NONE || a.kind == V_ZERO ||
		       (a.kind == V_CONST && b.kind != V_NONE &&
			b.kind != V_ZERO) ? b : a;
	switch (b.kind) {
	case V_SLOT:
		if (a.levels == b.levels && a.slot != b.slot)
			facts_edge(w->f, a.slot, b.slot, at, why,
				   b.levels ? NULL : &b.span);
		break;
	case V_ORDER:
		if (a.levels == 0)
			seed(w, a, b.order == ORDER_LE ? MARK_LE : MARK_BE,
			     b.width, b.at, b.how);
		break;
	case V_HOST:
		demand_host(w, a, b.at, b.how);
		break;
	case V_PLAIN:
		if (a.levels == 0)
			seed(w, a, MARK_PLAIN, 0, b.at, b.how);
		break;
	case V_CONST: {
		int wi = a.kind == V_SLOT ?
			 width_index(w->f->slots.v[a.slot].width) : -1;

		/* 0xffff in a __le16 is 0xffff in any order: solve.c */
		if (wi >= 0 && (b.symmetric & (1u << wi))) {
			demand_host_flagged(w, a, at, "a constant of the same "
					    "bytes in either order",
					    FSEED_SYMMETRIC);
		} else {
			demand_host(w, a, at, "a non-zero constant");
		}
		break;
	}
	default:
		break;
	}
	return a;
}

struct val deref(struct val v)
{
	if (v.kind != V_SLOT || v.levels <= 0)
		return none;
	v.levels--;
	return v;
}

/* ---------------------------------------------------------------- expressions */

int const_int(CXCursor e, long long *v)
{
	CXEvalResult r = clang_Cursor_Evaluate(e);
	int ok = 0;

	if (r) {
		ok = clang_EvalResult_getKind(r) == CXEval_Int;
		if (ok)
			*v = clang_EvalResult_getAsLongLong(r);
		clang_EvalResult_dispose(r);
	}
	return ok;
}

/*
 * Is `e` a constant other than 0 (which reads the same in both orders),
 * or a call of one (`htole32(M)`, an inline function no evaluation
 * folds)?
 */
static int order_constant(CXCursor e)
{
	long long v = 0;
	struct cx_kids k;

	if (const_int(e, &v))
		return v != 0;
	e = cx_strip(e);
	if (clang_getCursorKind(e) != CXCursor_CallExpr)
		return 0;
	k = cx_kids(e);
	return k.nr == 2 && const_int(k.v[1], &v) && v != 0;
}

/*
 * The order seeds made since seed `first` test the data against a
 * constant, or are one branch of code that chooses an order: probes.
 */
void mark_probes(struct walker *w, size_t first)
{
	for (; first < w->f->seeds.nr; first++) {
		struct fseed *sd = &w->f->seeds.v[first];

		if (sd->mark == MARK_LE || sd->mark == MARK_BE)
			sd->flags |= FSEED_PROBE;
	}
}

static int is_zero_literal(CXCursor e)
{
	long long v;

	return const_int(e, &v) && v == 0;
}

/*
 * The widths at which the number `c` reads the same in either byte
 * order (bit width_index()): its bytes reversed are its bytes, and it
 * fits, sign-extended or not.
 */
static uint8_t symmetric_widths(long long c)
{
	uint64_t u = (uint64_t)c;
	uint8_t widths = 0;
	unsigned bits;

	for (bits = 16; bits <= 64; bits *= 2) {
		uint64_t mask = bits == 64 ? ~0ULL : (1ULL << bits) - 1;
		uint64_t v = u & mask, high = bits == 64 ? 0 : u >> bits;
		uint64_t r = 0;
		unsigned i;

		if (high && (high != ~0ULL >> bits || !(v >> (bits - 1))))
			continue;
		for (i = 0; i < bits / 8; i++)
			r |= ((v >> (8 * i)) & 0xff) << (bits - 8 - 8 * i);
		if (r == v)
			widths |= (uint8_t)(1u << width_index(bits));
	}
	return widths;
}

static struct val const_val(CXCursor e)
{
	struct val v = none;
	long long c;

	v.kind = is_zero_literal(e) ? V_ZERO : V_CONST;
	if (v.kind == V_CONST && const_int(e, &c))
		v.symmetric = symmetric_widths(c);
	return v;
}

/*
 * `count > 0` of an unsigned `count` is `count != 0`, and every other
 * comparison of it with 0 is as blind to byte order: no sign of host
 * order, but a plain number to the checkers all the same (sparse flags
 * a relational operator on a bitwise type), so a host use set aside
 * like a byte-symmetric constant's (solve.c).  Returns whether `x`,
 * compared with `zero`, was such a test.
 */
static int zero_test(struct walker *w, struct val x, struct val zero,
		     CXCursor xe, struct fsite at)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(cx_strip(xe)));

	if (zero.kind != V_ZERO || x.kind != V_SLOT ||
	    !(t.kind == CXType_UShort || t.kind == CXType_UInt ||
	      t.kind == CXType_ULong || t.kind == CXType_ULongLong))
		return 0;
	demand_host_flagged(w, x, at, "a test against 0, the same in either "
			    "order", FSEED_SYMMETRIC);
	return 1;
}

/*
 * An enumerator defined as a conversion, `IO_REPARSE_TAG_SYMLINK =
 * cpu_to_le32(0xA000000C)` or an OR of such (`TCP_FLAG_*`), holds that
 * order wherever it is used, as sparse types it; any other is a
 * constant.  Its definition is evaluated once per unit.
 */
/* The enumerator `ref`'s entry in w->enum_order: 1, or its order's + 2. */
static uintptr_t enum_code(struct walker *w, CXCursor ref)
{
	void **slot = cx_map_slot(&w->enum_order, ref);
	uintptr_t code = (uintptr_t)*slot;
	struct val v = none;

	if (!code) {
		struct cx_kids k = cx_kids(ref);

		/* no order while it is evaluated: `A = B, B = A | 1` */
		*slot = (void *)(uintptr_t)1;
		if (k.nr == 1 && clang_isExpression(clang_getCursorKind(k.v[0])))
			v = eval(w, k.v[0]);
		if (v.kind == V_ORDER) {
			struct enum_order eo = { v.order, v.width, v.how };

			VEC_PUSH(w->enums, eo);
			code = w->enums.nr + 1;
		} else {
			code = 1;
		}
		*cx_map_slot(&w->enum_order, ref) = (void *)code;
	}
	return code;
}

static struct val enum_val(struct walker *w, CXCursor e, CXCursor ref)
{
	uintptr_t code = enum_code(w, ref);
	struct val v;

	if (code == 1)
		return const_val(e);
	v = none;
	v.kind = V_ORDER;
	v.order = w->enums.v[code - 2].order;
	v.width = w->enums.v[code - 2].width;
	v.how = w->enums.v[code - 2].how;
	v.at = site_of(w, e);
	return v;
}

struct enum_scan {
	struct walker *w;
	int ordered;
};

static enum CXChildVisitResult enum_scan(CXCursor c, CXCursor parent,
					 CXClientData data)
{
	struct enum_scan *es = data;

	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_EnumConstantDecl &&
	    enum_code(es->w, c) != 1)
		es->ordered = 1;
	return es->ordered ? CXChildVisit_Break : CXChildVisit_Continue;
}

/*
 * What reading the declaration `ref`, which has no slot, gives: a
 * variable or parameter of an enumeration whose enumerators are numbers
 * holds a host number, as they are (`flash->type = type` with `enum
 * bfa_flash_part_type type`).  Not a field: a format may hold such a
 * value in its order (bfa's firmware sends `bfa_status_t status`
 * big-endian, and be32_to_cpu() reads it), nor a value of byte-ordered
 * enumerators (ntfs's `FILE_ATTRIBUTE_READONLY = cpu_to_le32(1)`).
 */
static struct val enum_typed_val(struct walker *w, CXCursor e, CXCursor ref)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(ref));
	CXCursor decl;
	void **slot;
	uintptr_t numbers;

	if (t.kind != CXType_Enum)
		return none;
	decl = clang_getTypeDeclaration(t);
	slot = cx_map_slot(&w->number_enums, decl);
	numbers = (uintptr_t)*slot;
	if (!numbers) {
		struct enum_scan es = { w, 0 };

		/* not numbers while it is scanned; the scan may move the map */
		*slot = (void *)(uintptr_t)1;
		clang_visitChildren(decl, enum_scan, &es);
		numbers = es.ordered ? 1 : 2;
		*cx_map_slot(&w->number_enums, decl) = (void *)numbers;
	}
	if (numbers != 2)
		return none;
	return host_val(site_of(w, e), "a value of an enumeration");
}

/* What `e` reads of the variable or parameter `ref`, whose slot gives `v`. */
static struct val decl_val(struct walker *w, CXCursor e, CXCursor ref,
			   struct val v)
{
	return v.kind == V_NONE ? enum_typed_val(w, e, ref) : v;
}

static int is_pointer_type(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
	       t.kind == CXType_IncompleteArray;
}

static const char *op_how(struct walker *w, const char *what, CXCursor op)
{
	CXString s = clang_getBinaryOperatorKindSpelling(
		clang_getCursorBinaryOperatorKind(op));
	const char *r;

	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "%s '%s'", what, clang_getCString(s));
	clang_disposeString(s);
	r = facts_cstr(w->f, w->sb.buf);
	return r;
}

/* `x = le32_to_cpu(x)`: converted in place. */
static int in_place(struct walker *w, struct val lhs, struct val rhs,
		    struct fsite at)
{
	/* only a helper's value has a source slot */
	if (lhs.kind != V_SLOT || rhs.src_slot != lhs.slot ||
	    rhs.src_levels != lhs.levels || !rhs.how)
		return 0;
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "converted in place by %s", rhs.how);
	seed(w, lhs, MARK_PLAIN, 0, at, facts_cstr(w->f, w->sb.buf));
	/* `x = (u32)cpu_to_le32(x)`: the cast stays plain with x */
	if (rhs.kind == V_SLOT)
		seed(w, rhs, MARK_PLAIN, 0, at, facts_cstr(w->f, w->sb.buf));
	return 1;
}

/*
 * The site of binary operator `e` whose left operand `lhs` has just been
 * evaluated.  libclang finds where an operator starts by descending its
 * left operands, so asking at each `+` of `x + x + ... + x` costs the
 * square of its length; the left operand's own site, when it is an
 * operator evaluated last, is the same place.
 */
static struct fsite operator_site(struct walker *w, CXCursor e, CXCursor lhs)
{
	if (clang_getCursorKind(lhs) == CXCursor_BinaryOperator &&
	    clang_equalCursors(lhs, w->operator))
		return w->operator_at;
	return site_of(w, e);
}

static struct val binary_val(struct walker *w, CXCursor e)
{
	enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(e);
	struct cx_kids k = cx_kids(e);
	size_t first = w->f->seeds.nr;
	struct fsite at;
	struct val a, b;

	if (k.nr != 2)
		return none;
	a = eval(w, k.v[0]);
	at = operator_site(w, e, k.v[0]);
	b = eval(w, k.v[1]);
	w->operator = e;
	w->operator_at = at;
	switch (op) {
	case CXBinaryOperator_Add:
	case CXBinaryOperator_Sub:
		if (is_pointer_type(clang_getCursorType(k.v[0]))) {
			if (!is_pointer_type(clang_getCursorType(k.v[1]))) {
				demand_host(w, b, at, "pointer arithmetic");
				return a;
			}
			/* p - q: both point to the same data */
			unify(w, a, b, at, "pointer difference");
			return none;
		}
		if (is_pointer_type(clang_getCursorType(k.v[1]))) {
			demand_host(w, a, at, "pointer arithmetic");
			return b;
		}
		/* fall through */
	case CXBinaryOperator_Mul:
	case CXBinaryOperator_Div:
	case CXBinaryOperator_Rem:
	case CXBinaryOperator_Shl:
	case CXBinaryOperator_Shr: {
		const char *how = op_how(w, op == CXBinaryOperator_Shl ||
					 op == CXBinaryOperator_Shr ?
					 "shift" : "arithmetic", e);

		/* `M + 1`, `1 << 4`: a constant still */
		if ((a.kind == V_CONST || a.kind == V_ZERO) &&
		    (b.kind == V_CONST || b.kind == V_ZERO))
			return const_val(e);
		demand_host(w, a, at, how);
		demand_host(w, b, at, how);
		return host_val(at, how);
	}
	case CXBinaryOperator_LT:
	case CXBinaryOperator_GT:
	case CXBinaryOperator_LE:
	case CXBinaryOperator_GE: {
		const char *how = op_how(w, "relational", e);

		if (a.levels == 0 && b.levels == 0) {
			if (zero_test(w, a, b, k.v[0], at) ||
			    zero_test(w, b, a, k.v[1], at))
				return none;
			demand_host(w, a, at, how);
			demand_host(w, b, at, how);
		} else {
			/* pointers compared: they point to the same data */
			unify(w, a, b, at, op_how(w, "pointer comparison", e));
		}
		return none;
	}
	case CXBinaryOperator_EQ:
	case CXBinaryOperator_NE:
		unify(w, a, b, at, op_how(w, "comparison", e));
		if (order_constant(k.v[0]) || order_constant(k.v[1]))
			mark_probes(w, first);
		return none;
	case CXBinaryOperator_And:
	case CXBinaryOperator_Or:
	case CXBinaryOperator_Xor: {
		struct val r;

		/* `M | 1`: a constant still, of its own value */
		if ((a.kind == V_CONST || a.kind == V_ZERO) &&
		    (b.kind == V_CONST || b.kind == V_ZERO))
			return const_val(e);
		r = unify(w, a, b, at, op_how(w, "bit operation", e));

		/*
		 * `x & MASK` uses x as a number already: a fix where the
		 * result goes is the one that wraps x.  With two operands
		 * of data, or data of an order, no one text is to wrap.
		 */
		if (!(a.kind == V_SLOT && (b.kind == V_CONST ||
					   b.kind == V_HOST)) &&
		    !(b.kind == V_SLOT && (a.kind == V_CONST ||
					   a.kind == V_HOST)))
			memset(&r.span, 0, sizeof(r.span));
		return r;
	}
	case CXBinaryOperator_Assign:
		if (!in_place(w, a, b, at))
			unify(w, storing(w, a, k.v[1]), b, at, "assignment");
		return a;
	case CXBinaryOperator_AndAssign:
	case CXBinaryOperator_OrAssign:
	case CXBinaryOperator_XorAssign:
		return unify(w, storing(w, a, k.v[1]), b, at,
			     op_how(w, "bit operation", e));
	case CXBinaryOperator_Comma:
		return b;
	case CXBinaryOperator_LAnd:
	case CXBinaryOperator_LOr:
		return none;
	default: {
		/* *= /= %= += -= <<= >>= */
		const char *how = op_how(w, "arithmetic", e);

		if (a.levels == 0)
			demand_host(w, modified(a), at, how);
		demand_host(w, b, at, how);
		return a.levels ? a : host_val(at, how);
	}
	}
}

static struct val unary_val(struct walker *w, CXCursor e)
{
	enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(e);
	struct fsite at = site_of(w, e);
	struct val v;
	long long c;

	v = eval(w, cx_child(e, 0));
	/*
	 * -1 and ~0U are constants as a whole, non-zero ones (sparse flags
	 * them stored into a restricted type), not the operand they negate;
	 * ~cpu_to_le16(1) is constant too, but the complement of ordered
	 * data, which stays that data
	 */
	if ((op == CXUnaryOperator_Minus || op == CXUnaryOperator_Not ||
	     op == CXUnaryOperator_Plus) &&
	    (v.kind == V_CONST || v.kind == V_ZERO) && const_int(e, &c))
		return const_val(e);
	switch (op) {
	case CXUnaryOperator_AddrOf:
		if (v.kind == V_SLOT)
			v.levels++;
		else
			v = none;
		return v;
	case CXUnaryOperator_Deref:
		return deref(v);
	case CXUnaryOperator_Not:
	case CXUnaryOperator_Extension:
		return v;
	case CXUnaryOperator_LNot:
		return none;
	case CXUnaryOperator_PostInc: case CXUnaryOperator_PostDec:
	case CXUnaryOperator_PreInc: case CXUnaryOperator_PreDec:
		if (v.levels == 0)
			demand_host(w, modified(v), at,
				    "increment or decrement");
		return v.levels ? v : host_val(at, "increment or decrement");
	case CXUnaryOperator_Minus:
	case CXUnaryOperator_Plus:
		demand_host(w, v, at, "unary '-' or '+'");
		return host_val(at, "unary '-' or '+'");
	default:
		return none;
	}
}

/*
 * The field `offsetof(struct S, f)` names, when `e` (a cast's operand)
 * is `base + offsetof(...)` or `offsetof(...) + base` of one member: the
 * cast points at that field's bytes, `*(__u32 *)(buf + offsetof(struct
 * S, crc)) = cpu_to_le32(crc)`, whatever the field's neighbours hold.
 */
static int offsetof_field(CXCursor e, CXCursor *field)
{
	struct cx_kids k;
	unsigned i;

	e = cx_strip(e);
	if (clang_getCursorKind(e) != CXCursor_BinaryOperator ||
	    clang_getCursorBinaryOperatorKind(e) != CXBinaryOperator_Add)
		return 0;
	k = cx_kids(e);
	for (i = 0; i < k.nr && i < 2; i++) {
		CXCursor o = cx_strip(k.v[i]);
		struct cx_kids ok = cx_kids(o);

		/* __builtin_offsetof: the record's TypeRef, one MemberRef */
		if (clang_getCursorKind(o) != CXCursor_UnexposedExpr ||
		    ok.nr != 2 ||
		    clang_getCursorKind(ok.v[0]) != CXCursor_TypeRef ||
		    clang_getCursorKind(ok.v[1]) != CXCursor_MemberRef)
			continue;
		*field = clang_getCursorReferenced(ok.v[1]);
		return clang_getCursorKind(*field) == CXCursor_FieldDecl;
	}
	return 0;
}

/*
 * Is the cast `e` written in the body of a conversion helper macro the
 * project defines, and called there (`(s64)(x)` of ntfs-3g's
 * `sle64_to_cpu(x) (s64)__le64_to_cpu((s64)(x))`)?  The helper's body is
 * its own business, as a function helper's is (walk.c), and the series
 * types it for the checkers, who then see no such cast.  A cast in the
 * macro's argument is the caller's.
 */
static int in_helper_body(struct walker *w, CXCursor e)
{
	CXSourceLocation loc = clang_getCursorLocation(e);
	struct cx_pos f = cx_file_pos(loc), s = cx_spelling_pos(loc);
	const struct helper *h;
	const char *text;
	size_t len, n, i;

	if (!f.file || (f.file == s.file && f.off == s.off))
		return 0;
	n = ident_at(w, f, &text, &len);
	if (!n)
		return 0;
	h = helper_find(w->o->helpers, text + f.off, n);
	if (h)
		return h->kind == HK_TO_CPU || h->kind == HK_FROM_CPU;
	/* a wrapper found in this unit (overlay.c), typed like a helper */
	for (i = 0; i < w->f->wrappers.nr; i++) {
		const struct fwrapper *fw = &w->f->wrappers.v[i];

		if (fw->is_macro && strlen(fw->name) == n &&
		    !memcmp(fw->name, text + f.off, n))
			return fw->kind == HK_TO_CPU ||
			       fw->kind == HK_FROM_CPU;
	}
	return 0;
}

/*
 * A cast to an integer type names a type the rewrite may have to change
 * too (`(u32 *)bh->b_data` feeding a __le32 pointer), so the cast is a
 * slot of its own, keyed by where it is written, tied to its operand
 * when that is the same data.
 */
static struct val cast_val(struct walker *w, CXCursor e)
{
	struct cx_kids k = cx_kids(e);
	CXType to = clang_getCursorType(e);
	struct fsite at = site_of(w, e);
	struct val v, cv;
	struct tinfo ti;
	CXCursor field;
	uint32_t slot;

	if (!k.nr)
		return none;
	v = eval(w, k.last);
	if (clang_getCanonicalType(to).kind == CXType_Void)
		return none;
	if (!type_info(w, to, &ti)) {
		CXType rto = record_pointee(to);
		CXType rfrom = record_pointee(clang_getCursorType(k.last));

		/*
		 * `(struct cq_desc *)desc`: the same bytes; not so
		 * `(struct ref *)(hdr + 1)`, the record after it
		 */
		if (rto.kind != CXType_Invalid && rfrom.kind != CXType_Invalid &&
		    clang_getCursorKind(cx_strip(k.last)) !=
		    CXCursor_BinaryOperator)
			join_records(w, rto, rfrom, -1, at, "cast");
		/* an integer made a pointer is an address: a host number */
		if (clang_getCanonicalType(to).kind == CXType_Pointer &&
		    v.kind == V_SLOT && !v.levels)
			demand_host_flagged(w, v, at, "cast to a pointer",
					    FSEED_ADDRESS);
		return v.kind == V_SLOT && v.levels ? none : v;
	}
	/* one that keeps the width passes the value on */
	if (in_helper_body(w, e) && ti.levels == v.levels &&
	    (v.kind != V_SLOT || w->f->slots.v[v.slot].width == ti.width))
		return v;
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "cast@%s@%u:%u", w->f->files.v[at.file], at.line,
		    at.col);
	add_spelling(w, e, at);
	slot = facts_slot(w->f, facts_cstr(w->f, w->sb.buf), ti.width);
	if (!cx_map_test_and_add(&w->declared, e))
		add_decl(w, e, slot, DECL_CAST, "",
			 w->fn ? w->fn->name : "global", &ti,
			 !decl_in_roots(w, e), 0);
	cv = slot_val(slot, ti.levels);
	/* and a pointer made an integer, an address, and the other way */
	if (!ti.levels && clang_getCanonicalType(
		    clang_getCursorType(k.last)).kind == CXType_Pointer)
		demand_host_flagged(w, cv, at, "a pointer cast to an integer",
				    FSEED_ADDRESS);
	else if (ti.levels && v.kind == V_SLOT && !v.levels)
		demand_host_flagged(w, v, at, "cast to a pointer",
				    FSEED_ADDRESS);
	/*
	 * A __force cast is where the code itself says the order changes
	 * (`(__force __u16)*p` inside le16_to_cpup()): the cast holds what
	 * its type says, not what its operand holds.
	 */
	if (clang_getCursorKind(e) == CXCursor_CStyleCastExpr &&
	    bitwise_cast_is_forced(&w->bw, w->tu, e))
		return cv;
	if (ti.levels == 1 && offsetof_field(k.last, &field)) {
		struct val fv = field_val(w, field);

		if (fv.kind == V_SLOT && fv.levels == 0 &&
		    w->f->slots.v[fv.slot].width == ti.width)
			facts_edge(w->f, slot, fv.slot, at, "offsetof()",
				   NULL);
	}
	if (v.kind == V_SLOT) {
		if (ti.levels == v.levels &&
		    ti.width == w->f->slots.v[v.slot].width) {
			facts_edge(w->f, slot, v.slot, at, "cast",
				   v.levels ? NULL : &v.span);
			cv.cast_of = v.cast_of != FACTS_NO_SLOT ? v.cast_of :
							       v.slot;
		} else if (ti.levels == 0 && v.levels == 0) {
			demand_host(w, v, at, "cast to another width");
			demand_host(w, cv, at, "cast to another width");
		}
		return cv;
	}
	if (v.kind == V_ORDER && (ti.levels || ti.width != v.width))
		return cv;
	unify(w, cv, v, at, "cast");
	/*
	 * A conversion cast to its own type, `(le16)__cpu_to_le16(x)`, is
	 * that conversion still: an enumerator defined so (ntfs-3g's
	 * const_cpu_to_le16()) holds the order, as sparse types it.
	 */
	if (v.kind == V_ORDER && ti.annotated == v.order)
		return v;
	/* `(u32)cpu_to_le32(x)` is still x converted, for in_place() */
	if (ti.levels == 0 && v.src_slot != FACTS_NO_SLOT) {
		cv.src_slot = v.src_slot;
		cv.src_levels = v.src_levels;
		cv.how = v.how;
	}
	return cv;
}

/* Is `e` an UnexposedExpr for __builtin_choose_expr with a marker? */
static int marker_expr(struct walker *w, CXCursor e, struct val *out)
{
	struct cx_kids k = cx_kids(e);
	CXCursor args[8];
	unsigned n;
	const struct helper *h;

	if (k.nr != 3)
		return 0;
	h = marker_chain(w, k.v[2], args, &n);
	if (!h)
		return 0;
	*out = marker_val(w, h, e, args, n);
	if (body_holds_data(h))
		eval(w, k.v[1]);
	return 1;
}

/* An order seed of a conversion, not of a test for an order. */
static int order_seed(const struct fseed *s)
{
	return (s->mark == MARK_LE || s->mark == MARK_BE) &&
	       !(s->flags & FSEED_PROBE);
}

/*
 * `c ? le32toh(x) : be32toh(x)` reads x in the order c picks at run
 * time, as a selector does (walk-calls.c): the order seeds the two
 * branches left on one slot, seeds[a..b) and seeds[b..), become one
 * plain seed, of data in either order, one per line they are on.
 */
static void either_reads(struct walker *w, size_t a, size_t b)
{
	struct fseed *s = w->f->seeds.v;
	size_t end = w->f->seeds.nr, i, j, keep = b;

	for (j = b; j < end; j++) {
		for (i = a; i < b; i++)
			if (s[i].slot == s[j].slot && order_seed(&s[i]) &&
			    order_seed(&s[j]) && s[i].mark != s[j].mark)
				break;
		if (i == b) {
			s[keep++] = s[j];
			continue;
		}
		strbuf_reset(&w->sb);
		strbuf_addf(&w->sb, "either order: ?: reads it with %s or %s "
			    "at run time", s[i].how, s[j].how);
		s[i].how = facts_cstr(w->f, w->sb.buf);
		s[i].mark = MARK_PLAIN;
		s[i].width = 0;
		/* a second line reads it too, and the checkers flag it there */
		if (s[j].at.file != s[i].at.file ||
		    s[j].at.line != s[i].at.line) {
			s[keep] = s[j];
			s[keep].how = s[i].how;
			s[keep].mark = MARK_PLAIN;
			s[keep++].width = 0;
		}
	}
	w->f->seeds.nr = keep;
}

/* ---------------------------------------------------------------- choices */

/*
 * The slot of what the ?: `e` at `at` picks at run time (facts.h), or of
 * slot key `read` as it reads it (NULL: what it picks), with the plain
 * seed that says why it holds either order should the solver find its
 * sides in opposite orders: `what` is "picks" or "reads it with".
 */
static uint32_t choice_slot(struct walker *w, CXCursor e, struct fsite at,
			    const char *read, unsigned width, const char *what,
			    const char *one, const char *other)
{
	uint32_t slot;

	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "choice@%s@%u:%u", w->f->files.v[at.file],
		    at.line, at.col);
	add_spelling(w, e, at);
	if (read)
		strbuf_addf(&w->sb, "@%s", read);
	slot = facts_slot(w->f, facts_cstr(w->f, w->sb.buf), width);
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "either order: ?: %s %s or %s at run time", what,
		    one, other);
	facts_seed(w->f, slot, MARK_PLAIN, 0, at, w->sb.buf, NULL);
	return slot;
}

/* Is `slot` a choice slot (facts.h)? */
static int is_choice(const struct facts *f, uint32_t slot)
{
	return !strncmp(f->slots.v[slot].key, "choice@", 7);
}

/* An edge from choice slot `c` to one side of its ?:. */
static void choice_edge(struct facts *f, uint32_t c, uint32_t side,
			struct fsite at, const char *why)
{
	if (c == side)
		return;
	facts_edge(f, c, side, at, why, NULL);
	f->edges.v[f->edges.nr - 1].flags |= FEDGE_CHOICE;
}

/*
 * The slot that stands for one side of a run-time ?:, a slot at level 0
 * or a conversion's value: the slot it reads, or one made for the value,
 * seeded with its order.
 */
static uint32_t side_slot(struct walker *w, struct val v)
{
	uint32_t slot;

	if (v.kind == V_SLOT)
		return v.slot;
	slot = value_slot(w, v.at, v.width);
	facts_seed(w->f, slot, v.order == ORDER_LE ? MARK_LE : MARK_BE,
		   v.width, v.at, v.how, NULL);
	return slot;
}

/* What a side (converts(), below) is called in a reason: "foo()". */
static const char *side_name(struct walker *w, CXCursor e, struct val v)
{
	const char *name;

	if (v.kind == V_ORDER)
		return v.how;
	name = name_of(w, clang_getCursorReferenced(cx_strip(e)));
	if (!*name)
		return "a function's value";
	strbuf_reset(&w->sb);
	strbuf_addf(&w->sb, "%s()", name);
	return facts_cstr(w->f, w->sb.buf);
}

/*
 * Is branch `e`, of value `v`, a conversion: a helper's value, or what
 * a function returns (a wrapper's order is its return slot's)?  Data
 * read as it is (`v2 ? s->le_x : s->be_x`) is one value, of one order.
 */
static int converts(CXCursor e, struct val v)
{
	if (v.kind == V_ORDER)
		return v.how != NULL;
	return v.kind == V_SLOT && !v.levels &&
	       clang_getCursorKind(cx_strip(e)) == CXCursor_CallExpr;
}

/*
 * `le ? my_cpu_to_le32(n) : my_cpu_to_be32(n)`: two conversions, one
 * of them at least a function's, whose orders only the solver knows.
 * Returns the choice slot's value, or `none` when the sides are not two
 * such.
 */
static struct val value_choice(struct walker *w, CXCursor e,
			       struct cx_kids *k, struct val a, struct val b)
{
	struct fsite at = site_of(w, e);
	uint32_t sa, sb, c;
	const char *na, *nb;

	if ((a.kind != V_SLOT && b.kind != V_SLOT) ||
	    !converts(k->v[1], a) || !converts(k->v[2], b) ||
	    (a.kind == V_SLOT && b.kind == V_SLOT && a.slot == b.slot))
		return none;
	na = side_name(w, k->v[1], a);
	nb = side_name(w, k->v[2], b);
	sa = side_slot(w, a);
	sb = side_slot(w, b);
	c = choice_slot(w, e, at, NULL, w->f->slots.v[a.kind == V_SLOT ?
						       a.slot : b.slot].width,
			"picks", na, nb);
	choice_edge(w->f, c, sa, at, "?:");
	choice_edge(w->f, c, sb, at, "?:");
	return slot_val(c, 0);
}

/* The callee a flow's why names ("argument 2 of foo()": "foo()"), or it. */
static const char *why_callee(const char *why)
{
	const char *of = strstr(why, " of ");

	return of && facts_how_is_call(of + 4) ? of + 4 : why;
}

/*
 * Does edge `x` read slot `s` into a side of a ?:: pass it to a function
 * (an argument), or to a choice made by a ?: nested in the branch?
 */
static int read_edge(const struct facts *f, const struct fedge *x,
		     uint32_t s)
{
	return x->b == s && !facts_choice_edge(x) &&
	       (why_callee(x->why) != x->why || is_choice(f, x->a));
}

/* The name a read edge gives a reason: "foo()", or "another ?:". */
static const char *read_name(const struct facts *f, const struct fedge *x)
{
	return is_choice(f, x->a) ? "another ?:" : why_callee(x->why);
}

/*
 * The reads of slot `s` by one branch of a run-time ?: (edges [e, e_end)
 * and order seeds [o, o_end)): how many, and the name of the last edge
 * among them, which makes the branch's value (`(trace(s->a),
 * get_le32(s->a))`), else of the first seed.
 */
static unsigned branch_reads(const struct facts *f, uint32_t s, size_t e,
			     size_t e_end, size_t o, size_t o_end,
			     const char **name)
{
	unsigned n = 0;

	for (; e < e_end; e++)
		if (read_edge(f, &f->edges.v[e], s)) {
			*name = read_name(f, &f->edges.v[e]);
			n++;
		}
	for (; o < o_end; o++)
		if (f->seeds.v[o].slot == s && order_seed(&f->seeds.v[o]) &&
		    !n++)
			*name = f->seeds.v[o].how;
	return n;
}

/*
 * Turn a branch's reads of slot `s` into sides of choice slot `c`: an
 * edge that passed `s` on now ties `c` to where it went (its text is no
 * longer its source's); a conversion's seed moves to a value of its own,
 * tied to `c`.  Each read's line also gets `c`'s reason, seeds[cs]'s:
 * both checkers flag the read itself once the wrappers are typed, and a
 * ?: written over several lines has its reads on lines of their own.
 */
/* Give choice `c`'s reason, seeds[cs]'s, at `at`, unless its line has it. */
static void reason_at(struct facts *f, uint32_t c, size_t cs, struct fsite at)
{
	size_t i;

	for (i = cs; i < f->seeds.nr; i++)
		if (f->seeds.v[i].slot == c && f->seeds.v[i].at.file == at.file &&
		    f->seeds.v[i].at.line == at.line)
			return;
	facts_seed(f, c, MARK_PLAIN, 0, at, f->seeds.v[cs].how, NULL);
}

static void reroute(struct walker *w, uint32_t c, size_t cs, uint32_t s,
		    size_t e, size_t e_end, size_t o, size_t o_end)
{
	struct facts *f = w->f;

	for (; e < e_end; e++) {
		struct fedge *x = &f->edges.v[e];

		if (!read_edge(f, x, s))
			continue;
		x->b = x->a;
		x->a = c;
		x->flags |= FEDGE_CHOICE;
		memset(&x->src, 0, sizeof(x->src));
		reason_at(f, c, cs, x->at);
	}
	for (; o < o_end; o++) {
		struct fseed *sd = &f->seeds.v[o];
		struct fsite site = sd->at;
		uint32_t side;

		if (sd->slot != s || !order_seed(sd))
			continue;
		side = value_slot(w, site, sd->width);
		sd->slot = side;
		choice_edge(f, c, side, site, "?:");
		reason_at(f, c, cs, site);
	}
}

/*
 * A slot the two branches of ?: `e` read in two ways, one of them at
 * least by passing it on (`le ? get_le32(s->a) : get_be32(s->a)`; branch
 * one made edges [e0, e1) and seeds [s0, s1), branch two what follows):
 * the reads go through a choice slot instead.  s->a flows to it, and it
 * ties to where each branch took s->a.
 */
static void read_choices(struct walker *w, CXCursor e, size_t e0, size_t e1,
			 size_t s0, size_t s1)
{
	struct facts *f = w->f;
	struct fsite site = site_of(w, e);
	size_t e2 = f->edges.nr, o2 = f->seeds.nr, i, n = e2 - e0, j;
	uint32_t *read;
	size_t nr = 0;

	/* bounded: two huge macro expansions are no selector */
	if (!n || n > 64)
		return;
	read = xmalloc(n * sizeof(*read));
	for (i = e0; i < e2; i++) {
		uint32_t s = f->edges.v[i].b, c;
		const char *na = NULL, *nb = NULL;

		if (!read_edge(f, &f->edges.v[i], s))
			continue;
		for (j = 0; j < nr && read[j] != s; j++)
			;
		if (j < nr)
			continue;
		read[nr++] = s;
		if (!branch_reads(f, s, e0, e1, s0, s1, &na) ||
		    !branch_reads(f, s, e1, e2, s1, o2, &nb))
			continue;
		c = choice_slot(w, e, site, f->slots.v[s].key,
				f->slots.v[s].width, "reads it with", na, nb);
		facts_edge(f, c, s, site, "?:", NULL);
		reroute(w, c, f->seeds.nr - 1, s, e0, e2, s0, o2);
	}
	free(read);
}

/*
 * a ? b : c is one value, of one order, unless its condition picks the
 * order at run time: conversions of the two orders in the two branches
 * (`le ? htole32(n) : htobe32(n)`) make data of either order, which
 * stays plain, and so does what they read.  Where a branch's order is
 * a slot's (a wrapper's result or parameter), the solver decides.
 */
static struct val conditional(struct walker *w, CXCursor e, struct cx_kids *k)
{
	struct val a, b, v;
	size_t s0, s1, e0, e1;
	long long c;

	eval(w, k->v[0]);
	s0 = w->f->seeds.nr;
	e0 = w->f->edges.nr;
	a = eval(w, k->v[k->nr - 2]);
	s1 = w->f->seeds.nr;
	e1 = w->f->edges.nr;
	b = eval(w, k->last);
	if (k->nr == 3 && const_int(k->v[0], &c))
		return unify(w, a, b, site_of(w, e), "?:");
	if (a.kind == V_ORDER && b.kind == V_ORDER && a.order != b.order &&
	    a.width == b.width) {
		strbuf_reset(&w->sb);
		strbuf_addf(&w->sb, "either order: ?: picks %s or %s at run "
			    "time", a.how, b.how);
		v = none;
		v.kind = V_PLAIN;
		v.at = site_of(w, e);
		v.how = facts_cstr(w->f, w->sb.buf);
		return v;
	}
	either_reads(w, s0, s1);
	/* not GNU a ?: b, whose first branch is its condition */
	if (k->nr == 3) {
		read_choices(w, e, e0, e1, s0, s1);
		v = value_choice(w, e, k, a, b);
		if (v.kind != V_NONE)
			return v;
	}
	return unify(w, a, b, site_of(w, e), "?:");
}

static struct val eval_expr(struct walker *w, CXCursor e)
{
	enum CXCursorKind kind = clang_getCursorKind(e);
	struct cx_kids k;
	struct val v;
	CXCursor ref;

	switch (kind) {
	case CXCursor_ParenExpr:
		return eval(w, cx_child(e, 0));
	case CXCursor_UnexposedExpr:
		k = cx_kids(e);
		if (k.nr == 1)
			return eval(w, k.v[0]);
		if (marker_expr(w, e, &v))
			return v;
		if (k.nr == 3 && clang_getCursorKind(k.v[0]) ==
		    CXCursor_IntegerLiteral)
			/* __builtin_choose_expr: the branch it takes */
			return eval(w, is_zero_literal(k.v[0]) ? k.v[2] :
				    k.v[1]);
		if (k.nr == 4)	/* a ?: b */
			return conditional(w, e, &k);
		walk_children_exprs(w, e);
		return none;
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(e);
		switch (clang_getCursorKind(ref)) {
		case CXCursor_VarDecl:
			return decl_val(w, e, ref, var_val(w, ref));
		case CXCursor_ParmDecl:
			return decl_val(w, e, ref, parm_val(w, ref));
		case CXCursor_EnumConstantDecl:
			return enum_val(w, e, ref);
		case CXCursor_FunctionDecl:
			function_used_as_value(w, ref, e);
			return none;
		default:
			return none;
		}
	case CXCursor_MemberRefExpr:
		k = cx_kids(e);
		if (k.nr)
			eval(w, k.v[0]);
		ref = clang_getCursorReferenced(e);
		if (clang_getCursorKind(ref) != CXCursor_FieldDecl)
			return none;
		return field_val(w, ref);
	case CXCursor_ArraySubscriptExpr:
		k = cx_kids(e);
		if (k.nr != 2)
			return none;
		v = eval(w, k.v[0]);
		demand_host(w, eval(w, k.v[1]), site_of(w, k.v[1]),
			    "array index");
		return deref(v);
	case CXCursor_UnaryOperator:
		return unary_val(w, e);
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
		return binary_val(w, e);
	case CXCursor_ConditionalOperator:
		k = cx_kids(e);
		if (k.nr != 3)
			return none;
		return conditional(w, e, &k);
	case CXCursor_CStyleCastExpr:
		return cast_val(w, e);
	case CXCursor_CallExpr:
		return call_val(w, e);
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
		return const_val(e);
	case CXCursor_UnaryExpr:	/* sizeof, alignof */
		v = none;
		v.kind = V_CONST;
		return v;
	case CXCursor_StmtExpr:
		k = cx_kids(e);
		if (k.nr == 1 && clang_getCursorKind(k.v[0]) ==
		    CXCursor_CompoundStmt) {
			struct cx_kids b = cx_kids(k.v[0]);
			CXCursor last = b.last;

			walk_stmt(w, k.v[0]);
			if (b.nr && clang_isExpression(clang_getCursorKind(last)))
				return eval(w, last);
		}
		return none;
	case CXCursor_CompoundLiteralExpr:
		k = cx_kids(e);
		if (k.nr)
			flow_init(w, none, clang_getCursorType(e), k.last,
				  "initializer");
		return none;
	case CXCursor_StringLiteral:
	case CXCursor_FloatingLiteral:
		return none;
	default:
		walk_children_exprs(w, e);
		return none;
	}
}

/*
 * The value of `e`, with the text that reads it when a fix could wrap
 * that text in a conversion and mean the same: a name, a member, an
 * element, a dereference, a cast or a call, through parentheses and
 * implicit conversions; never the result of an operator, which changes
 * the value (`x & MASK`) or mixes operands.
 */
struct val eval(struct walker *w, CXCursor e)
{
	enum CXCursorKind kind = clang_getCursorKind(e);
	struct val v;

	if (cx_too_deep(&w->deep, e))
		return none;
	v = eval_expr(w, e);

	switch (kind) {
	case CXCursor_ParenExpr:
		return v;
	case CXCursor_BinaryOperator:
		/* binary_val() says which keep their operand's text */
		switch (clang_getCursorBinaryOperatorKind(e)) {
		case CXBinaryOperator_And:
		case CXBinaryOperator_Or:
		case CXBinaryOperator_Xor:
			return v;
		default:
			break;
		}
		break;
	case CXCursor_UnexposedExpr:
		if (!v.span.line || cx_kids(e).nr != 4)
			return v;
		break;		/* a ?: b */
	case CXCursor_UnaryOperator:
		if (clang_getCursorUnaryOperatorKind(e) !=
		    CXUnaryOperator_Deref)
			break;
		/* fall through */
	case CXCursor_DeclRefExpr:
	case CXCursor_MemberRefExpr:
	case CXCursor_ArraySubscriptExpr:
	case CXCursor_CStyleCastExpr:
	case CXCursor_CallExpr:
		if (v.kind == V_SLOT && v.levels == 0) {
			v.span = span_of(w, e);
			return v;
		}
		break;
	default:
		break;
	}
	memset(&v.span, 0, sizeof(v.span));
	return v;
}

static enum CXChildVisitResult child_expr(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	(void)parent;
	if (clang_isExpression(clang_getCursorKind(c)))
		eval(data, c);
	else if (clang_isStatement(clang_getCursorKind(c)))
		walk_stmt(data, c);
	return CXChildVisit_Continue;
}

void walk_children_exprs(struct walker *w, CXCursor e)
{
	clang_visitChildren(e, child_expr, w);
}
