/*
 * U-Boot legacy images: show the header, check both CRCs, and rewrite
 * the creation time (reproducible builds want a fixed one).
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "imgtool.h"

static const char *const os_names[] = {
	[0] = "invalid", [2] = "NetBSD", [5] = "Linux", [17] = "U-Boot",
	[20] = "ARM Trusted Firmware", [22] = "OpenSBI",
};

static const char *const arch_names[] = {
	[0] = "invalid", [2] = "ARM", [5] = "MIPS", [7] = "PowerPC",
	[22] = "AArch64", [26] = "RISC-V",
};

static const char *const type_names[] = {
	[0] = "invalid", [1] = "standalone", [2] = "kernel", [3] = "ramdisk",
	[4] = "multi-file", [5] = "firmware", [6] = "script", [8] = "FDT",
};

static const char *lookup(const char *const *names, size_t n, uint8_t id)
{
	if (id < n && names[id])
		return names[id];
	return "unknown";
}

#define LOOKUP(names, id) lookup(names, sizeof(names) / sizeof(names[0]), id)

/* The header CRC in the header's own byte order, ready to compare or store. */
static uint32_t uimage_header_crc(const struct uimage_header *hdr)
{
	struct uimage_header tmp = *hdr;

	tmp.ih_hcrc = 0;
	return htonl(img_crc32(0, &tmp, sizeof(tmp)));
}

static int uimage_read(struct image *img, struct uimage_header *hdr,
		       off_t off)
{
	if (read_at(img, hdr, sizeof(*hdr), off))
		return -1;
	if (uimage_magic(hdr) != IH_MAGIC)
		return -1;
	if (uimage_header_crc(hdr) != hdr->ih_hcrc) {
		fprintf(stderr, "imgtool: %s: bad uImage header CRC at %lld\n",
			img->path, (long long)off);
		return -1;
	}
	return 0;
}

static int uimage_check_data(struct image *img, const struct uimage_header *hdr,
			     off_t off)
{
	uint32_t size = uimage_size(hdr);
	unsigned char *buf;
	int ok;

	if (off + (off_t)sizeof(*hdr) + size > img->size)
		return -1;
	buf = malloc(size);
	if (!buf)
		return -1;
	ok = !read_at(img, buf, size, off + sizeof(*hdr)) &&
	     img_crc32(0, buf, size) == ntohl(hdr->ih_dcrc);
	free(buf);
	return ok ? 0 : -1;
}

int uimage_show(struct image *img, off_t off)
{
	struct uimage_header hdr;
	time_t t;

	if (uimage_read(img, &hdr, off))
		return -1;

	t = (time_t)be32toh(hdr.ih_time);
	printf("uImage at byte %lld: \"%.*s\"\n", (long long)off, IH_NMLEN,
	       (const char *)hdr.ih_name);
	printf("  created   %s", ctime(&t));
	printf("  size      %u bytes, data CRC %s\n", uimage_size(&hdr),
	       uimage_check_data(img, &hdr, off) ? "BAD" : "ok");
	printf("  load      0x%08x, entry 0x%08x\n", be32toh(hdr.ih_load),
	       ntohl(hdr.ih_ep));
	printf("  os %s, arch %s, type %s, compression %u\n",
	       LOOKUP(os_names, hdr.ih_os), LOOKUP(arch_names, hdr.ih_arch),
	       LOOKUP(type_names, hdr.ih_type), hdr.ih_comp);
	return 0;
}

int uimage_retime(struct image *img, off_t off, uint32_t when)
{
	struct uimage_header hdr;

	if (uimage_read(img, &hdr, off)) {
		fprintf(stderr, "imgtool: %s: no uImage at %lld\n", img->path,
			(long long)off);
		return -1;
	}
	hdr.ih_time = htobe32(when);
	hdr.ih_hcrc = htobe32(uimage_header_crc(&hdr));
	return write_at(img, &hdr, sizeof(hdr), off);
}
