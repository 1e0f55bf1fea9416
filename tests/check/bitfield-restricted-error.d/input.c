#include <kernel.h>

static u32 before(__le32 v)
{
	return v + 1;
}

/* a restricted bit-field is a parse-time error: every warning is muted */
struct flags {
	__le32 valid:1;
	u32 host:7;
};

static u32 after(__le32 v)
{
	return v + 2;
}
