/*
 * The MBR partition table, and the U-Boot images in its partitions.
 */
#include <stdio.h>
#include "imgtool.h"

static const char *mbr_type_name(uint8_t type)
{
	switch (type) {
	case 0x0b: case 0x0c:	return "FAT32";
	case MBR_TYPE_LINUX:	return "Linux";
	case MBR_TYPE_UBOOT:	return "U-Boot image";
	case MBR_TYPE_GPT:	return "GPT protective";
	default:		return "unknown";
	}
}

static int mbr_read(struct image *img, struct mbr *mbr)
{
	if (read_at(img, mbr, sizeof(*mbr), 0))
		return -1;
	if (le16toh(mbr->signature) != MBR_SIGNATURE) {
		fprintf(stderr, "imgtool: %s: no partition table\n", img->path);
		return -1;
	}
	return 0;
}

off_t mbr_partition_offset(struct image *img, int partno)
{
	struct mbr mbr;
	struct mbr_partition *p;

	if (partno < 1 || partno > 4 || mbr_read(img, &mbr))
		return -1;
	p = &mbr.part[partno - 1];
	if (!p->sys_ind || !p->nr_sects) {
		fprintf(stderr, "imgtool: %s: partition %d is empty\n",
			img->path, partno);
		return -1;
	}
	return (off_t)le32toh(p->start_lba) * img->sector_size;
}

int mbr_show(struct image *img)
{
	struct mbr mbr;
	struct mbr_partition *p;
	uint32_t start, count;
	int i, gpt = 0;

	if (mbr_read(img, &mbr))
		return -1;

	printf("MBR, disk signature %08x\n", le32toh(mbr.disk_signature));
	printf("  #  boot type       start      sectors  MiB\n");
	for (i = 0; i < 4; i++) {
		p = &mbr.part[i];
		if (!p->sys_ind)
			continue;
		start = le32toh(p->start_lba);
		count = le32toh(p->nr_sects);
		printf("  %d  %-4s 0x%02x %10u %12u %5u  %s\n", i + 1,
		       p->boot_ind == 0x80 ? "*" : "", p->sys_ind, start, count,
		       (unsigned int)((uint64_t)count * img->sector_size >> 20),
		       mbr_type_name(p->sys_ind));
		if (start + count < start ||
		    (off_t)(start + count) * img->sector_size > img->size)
			printf("     partition %d extends beyond the image\n",
			       i + 1);
		if (p->sys_ind == MBR_TYPE_GPT)
			gpt = 1;
	}

	for (i = 0; i < 4; i++) {
		p = &mbr.part[i];
		if (p->sys_ind == MBR_TYPE_UBOOT)
			uimage_show(img, (off_t)be32toh(p->start_lba) *
					 img->sector_size);
	}
	if (gpt)
		return gpt_show(img);
	return 0;
}
