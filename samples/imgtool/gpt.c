/*
 * The GUID partition table: primary header at LBA 1, then the entries.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "imgtool.h"

static void print_guid(const struct efi_guid *g)
{
	printf("%08x-%04x-%04x-%02x%02x-%02x%02x%02x%02x%02x%02x",
	       le32toh(g->time_low), le16toh(g->time_mid),
	       le16toh(g->time_hi_and_version),
	       g->clock_seq[0], g->clock_seq[1], g->node[0], g->node[1],
	       g->node[2], g->node[3], g->node[4], g->node[5]);
}

static int guid_is_zero(const struct efi_guid *g)
{
	static const struct efi_guid zero;

	return !memcmp(g, &zero, sizeof(zero));
}

static void print_name(const struct gpt_entry *e)
{
	size_t i, max = sizeof(e->name) / sizeof(e->name[0]);
	uint16_t c;

	for (i = 0; i < max; i++) {
		c = le16toh(e->name[i]);
		if (!c)
			break;
		putchar(c < 0x80 ? c : '?');
	}
}

static int gpt_check_header(struct image *img, struct gpt_header *hdr,
			    uint64_t lba)
{
	uint32_t crc, n;

	if (le64toh(hdr->signature) != GPT_SIGNATURE)
		return -1;
	if (le32toh(hdr->header_size) < GPT_HEADER_MIN_SIZE ||
	    le32toh(hdr->header_size) > img->sector_size)
		return -1;

	/* The checksum covers the header with the checksum field zeroed. */
	crc = hdr->header_crc32;
	hdr->header_crc32 = 0;
	n = img_crc32(0, hdr, le32toh(hdr->header_size));
	hdr->header_crc32 = crc;
	if (n != le32toh(crc)) {
		fprintf(stderr, "imgtool: %s: bad GPT header checksum\n",
			img->path);
		return -1;
	}

	if (le64toh(hdr->my_lba) != lba)
		return -1;
	n = hdr->num_partition_entries;
	if (n > GPT_MAX_ENTRIES ||
	    le32toh(hdr->sizeof_partition_entry) < sizeof(struct gpt_entry))
		return -1;
	return 0;
}

int gpt_show(struct image *img)
{
	struct gpt_header *hdr;
	struct gpt_entry *e;
	unsigned char *sector, *entries;
	uint32_t i, nents, esz;
	off_t off;
	int ret = -1;

	sector = malloc(img->sector_size);
	if (!sector)
		return -1;
	if (read_at(img, sector, img->sector_size, img->sector_size))
		goto out;
	hdr = (struct gpt_header *)sector;
	if (gpt_check_header(img, hdr, 1)) {
		printf("no valid primary GPT\n");
		goto out;
	}

	nents = le32toh(hdr->num_partition_entries);
	esz = le32toh(hdr->sizeof_partition_entry);
	printf("GPT revision %u.%u, disk ", le32toh(hdr->revision) >> 16,
	       le32toh(hdr->revision) & 0xffff);
	print_guid(&hdr->disk_guid);
	printf("\n  usable LBAs %llu-%llu, %u entries at LBA %llu\n",
	       (unsigned long long)le64toh(hdr->first_usable_lba),
	       (unsigned long long)le64toh(hdr->last_usable_lba), nents,
	       (unsigned long long)le64toh(hdr->partition_entry_lba));

	entries = malloc((size_t)nents * esz);
	if (!entries)
		goto out;
	off = hdr->partition_entry_lba * img->sector_size;
	if (read_at(img, entries, (size_t)nents * esz, off))
		goto out_entries;
	if (img_crc32(0, entries, (size_t)nents * esz) !=
	    le32toh(hdr->partition_entry_array_crc32))
		printf("  warning: partition entries checksum mismatch\n");

	for (i = 0; i < nents; i++) {
		e = (struct gpt_entry *)(entries + (size_t)i * esz);
		if (guid_is_zero(&e->type_guid))
			continue;
		printf("  %3u %12llu %12llu  ", i + 1,
		       (unsigned long long)le64toh(e->starting_lba),
		       (unsigned long long)le64toh(e->ending_lba));
		print_guid(&e->type_guid);
		printf("  \"");
		print_name(e);
		printf("\"");
		if (le64toh(e->attributes) & GPT_ATTR_REQUIRED)
			printf(" required");
		if (le64toh(e->attributes) & GPT_ATTR_LEGACY_BOOT)
			printf(" legacy-boot");
		printf("\n");
	}
	ret = 0;
out_entries:
	free(entries);
out:
	free(sector);
	return ret;
}
