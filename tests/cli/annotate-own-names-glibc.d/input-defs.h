/* An untyped helper of the tree: the series types it. */
#ifndef DEFS_H
#define DEFS_H

#include <arpa/inet.h>

#define be32_to_cpu(x) ((uint32_t)ntohl(x))

#endif
