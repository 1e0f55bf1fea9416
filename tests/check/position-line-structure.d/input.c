#include <kernel.h>

/* columns count bytes; line continuations and CRLF line ends */
static u32 f(__le32 v)
{
	return 1 + \
  v;
}

static u32 g(__le32 v)
{
	return 2 + v;
}

static u32 h(__le32 v) { return 3 + /* a
	b */ v; }

static u32 k(__le32 v) { return 4 + v\
+ v; }

static u32 m(__le32 v) { /* café → */ return 5 + v; }
