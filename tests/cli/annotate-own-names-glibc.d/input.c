#include <arpa/inet.h>
#include "input-types.h"
#include "input-defs.h"

struct msg {
	__be32 seq;
	uint32_t len;
};

unsigned msg_total(const struct msg *m)
{
	return ntohl(m->seq) + be32_to_cpu(m->len);
}
