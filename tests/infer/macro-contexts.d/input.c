/*
 * Helpers reached through other macros: a generated accessor, a variadic
 * logging macro, and a helper that expands to nothing on this host.
 */
#include <kernel.h>

int printk(const char *fmt, ...);
#define pr_info(fmt, ...) printk(fmt, ##__VA_ARGS__)

#define DEFINE_GETTER(name, field, bits)				\
static inline u##bits get_##name(const struct item *i)		\
{								\
	return le##bits##_to_cpu(i->field);			\
}

struct item {
	u32 size;	/* le: inside a generated function */
	u16 kind;	/* le: in pr_info's arguments */
	u32 tag;	/* le: le32_to_cpu expands to its argument */
};

DEFINE_GETTER(size, size, 32)

void item_show(const struct item *i)
{
	pr_info("item %u kind %u\n", get_size(i), le16_to_cpu(i->kind));
}

u32 item_tag(const struct item *i)
{
	return le32_to_cpu(i->tag);
}
