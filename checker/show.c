// SPDX-License-Identifier: GPL-2.0-only
#include <stdio.h>

#include "checker/symbol.h"
#include "lib/strbuf.h"

/* Modifier names in sparse's printing order. */
static const struct {
	unsigned long mod;
	const char *name;
} modifier_names[] = {
	{ MOD_AUTO, "auto" },
	{ MOD_EXTERN, "extern" },
	{ MOD_REGISTER, "register" },
	{ MOD_STATIC, "static" },
	{ MOD_INLINE, "inline" },
	{ MOD_CONST, "const" },
	{ MOD_RESTRICT, "restrict" },
	{ MOD_VOLATILE, "volatile" },
	{ MOD_ADDRESSABLE, "[addressable]" },
	{ MOD_ASSIGNED, "[assigned]" },
	{ MOD_ATOMIC, "[atomic]" },
	{ MOD_EXPLICITLY_SIGNED, "[explicitly-signed]" },
	{ MOD_NODEREF, "[noderef]" },
	{ MOD_NORETURN, "[noreturn]" },
	{ MOD_SIGNED, "[signed]" },
	{ MOD_TLS, "[tls]" },
	{ MOD_TOPLEVEL, "[toplevel]" },
	{ MOD_UNSIGNED, "[unsigned]" },
	{ MOD_USERTYPE, "[usertype]" },
};

/* Prepend the modifiers, each followed by a space. */
static void prepend_mods(struct strbuf *name, unsigned long mod)
{
	struct strbuf m = STRBUF_INIT;
	size_t i;

	for (i = 0; i < sizeof(modifier_names) / sizeof(modifier_names[0]); i++)
		if (mod & modifier_names[i].mod)
			strbuf_addf(&m, "%s ", modifier_names[i].name);
	strbuf_insert(name, 0, m.buf);
	strbuf_release(&m);
}

static void prepend_word(struct strbuf *name, const char *word)
{
	if (name->len)
		strbuf_insert(name, 0, " ");
	strbuf_insert(name, 0, word);
}

/*
 * Walk from the outermost sym inwards, as sparse's do_show_type() does:
 * names and declarators grow to the right, base types to the left, and
 * the modifiers collected on nodes are printed just before the next
 * non-node type.
 */
const char *show_typename(struct symbols *s, struct sym *t)
{
	struct strbuf name = STRBUF_INIT;
	unsigned long mod = 0;
	const char *as = NULL;
	int was_ptr = 0, restr = 0, fouled = 0;
	char buf[64];
	const char *out;

	for (; t; t = t->base) {
		if (t->type != SYM_NODE && t->type != SYM_ARRAY &&
		    t->type != SYM_BITFIELD) {
			if (as) {
				strbuf_insert(&name, 0, " ");
				strbuf_insert(&name, 0, as);
			}
			if (t->type == SYM_BASETYPE || t->type == SYM_ENUM)
				mod &= ~MOD_SPECIFIER;
			prepend_mods(&name, mod);
			mod = 0;
			as = NULL;
		}
		if (t->type == SYM_BASETYPE || t->type == SYM_BAD) {
			prepend_word(&name, t->ident);
			break;
		}
		switch (t->type) {
		case SYM_PTR:
			strbuf_insert(&name, 0, "*");
			mod = t->mods;
			as = t->as;
			was_ptr = 1;
			continue;
		case SYM_FN:
			if (was_ptr) {
				strbuf_insert(&name, 0, "( ");
				strbuf_addstr(&name, " )");
				was_ptr = 0;
			}
			strbuf_addstr(&name, "( ... )");
			continue;
		case SYM_STRUCT:
		case SYM_UNION:
			snprintf(buf, sizeof(buf), "%s %s",
				 t->type == SYM_STRUCT ? "struct" : "union",
				 t->ident ? t->ident : "<noident>");
			prepend_word(&name, buf);
			break;
		case SYM_ENUM:
			snprintf(buf, sizeof(buf), "enum %s ",
				 t->ident ? t->ident : "<noident>");
			strbuf_insert(&name, 0, buf);
			continue;
		case SYM_NODE:
			if (t->ident)
				strbuf_addstr(&name, t->ident);
			mod |= t->mods;
			if (t->as)
				as = t->as;
			continue;
		case SYM_BITFIELD:
			mod |= t->mods;
			strbuf_addf(&name, ":%d", t->bit_size);
			continue;
		case SYM_ARRAY:
			mod |= t->mods;
			if (was_ptr) {
				strbuf_insert(&name, 0, "( ");
				strbuf_addstr(&name, " )");
				was_ptr = 0;
			}
			strbuf_addf(&name, "[%lld]",
				    t->array_size < 0 ? 0 : t->array_size);
			continue;
		case SYM_RESTRICT:
			if (!t->ident) {
				restr = 1;
				continue;
			}
			snprintf(buf, sizeof(buf), "restricted %s", t->ident);
			prepend_word(&name, buf);
			break;
		case SYM_FOULED:
			fouled = 1;
			continue;
		default:
			continue;
		}
		break;
	}
	if (restr)
		strbuf_insert(&name, 0, "restricted ");
	if (fouled)
		strbuf_insert(&name, 0, "fouled ");
	if (name.len && name.buf[name.len - 1] == ' ')
		name.buf[--name.len] = '\0';
	out = arena_strdup(symbols_arena(s), name.buf);
	strbuf_release(&name);
	return out;
}
