#ifndef FMT_H
#define FMT_H
#include <assert.h>
#include <endian.h>
#include <stdint.h>

struct disk {
	uint32_t magic;
	uint32_t size;
};

/* assert() puts __LINE__ into the object code: no line may move */
static inline uint32_t disk_size(const struct disk *d)
{
	assert(le32toh(d->magic) == 0x4b534944);
	return le32toh(d->size);
}
#endif
