/*
 * imgtool: look inside disk images for embedded boards.
 *
 * A disk image starts with an MBR (or a protective MBR and a GPT), both
 * little endian.  Boot partitions hold U-Boot legacy images, whose 64-byte
 * header is big endian.  The structures are the on-disk layouts, with
 * plain fixed-width integers converted by <endian.h> and <arpa/inet.h>
 * where they are used.
 */
#ifndef IMGTOOL_H
#define IMGTOOL_H

#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>
#include <endian.h>
#include <arpa/inet.h>

#define DEFAULT_SECTOR_SIZE	512

/* MBR, sector 0 */
#define MBR_SIGNATURE		0xaa55
#define MBR_TYPE_LINUX		0x83
#define MBR_TYPE_UBOOT		0xda	/* "non-FS data": raw U-Boot images */
#define MBR_TYPE_GPT		0xee	/* protective MBR */

struct mbr_partition {
	uint8_t		boot_ind;	/* 0x80: active */
	uint8_t		chs_start[3];
	uint8_t		sys_ind;
	uint8_t		chs_end[3];
	uint32_t	start_lba;
	uint32_t	nr_sects;
} __attribute__((packed));

struct mbr {
	uint8_t		bootcode[440];
	uint32_t	disk_signature;
	uint16_t	reserved;
	struct mbr_partition part[4];
	uint16_t	signature;
} __attribute__((packed));

/* GPT, from LBA 1; the GUIDs are in Microsoft's mixed order */
#define GPT_SIGNATURE		0x5452415020494645ULL	/* "EFI PART" */
#define GPT_HEADER_MIN_SIZE	92
#define GPT_MAX_ENTRIES		1024
#define GPT_ATTR_REQUIRED	(1ULL << 0)
#define GPT_ATTR_LEGACY_BOOT	(1ULL << 2)

struct efi_guid {
	uint32_t	time_low;
	uint16_t	time_mid;
	uint16_t	time_hi_and_version;
	uint8_t		clock_seq[2];
	uint8_t		node[6];
} __attribute__((packed));

struct gpt_header {
	uint64_t	signature;
	uint32_t	revision;
	uint32_t	header_size;
	uint32_t	header_crc32;
	uint32_t	reserved1;
	uint64_t	my_lba;
	uint64_t	alternate_lba;
	uint64_t	first_usable_lba;
	uint64_t	last_usable_lba;
	struct efi_guid	disk_guid;
	uint64_t	partition_entry_lba;
	uint32_t	num_partition_entries;
	uint32_t	sizeof_partition_entry;
	uint32_t	partition_entry_array_crc32;
} __attribute__((packed));

struct gpt_entry {
	struct efi_guid	type_guid;
	struct efi_guid	unique_guid;
	uint64_t	starting_lba;
	uint64_t	ending_lba;
	uint64_t	attributes;
	uint16_t	name[36];	/* UTF-16LE */
} __attribute__((packed));

/* U-Boot legacy image header, as in U-Boot's include/image.h */
#define IH_MAGIC		0x27051956
#define IH_NMLEN		32

struct uimage_header {
	uint32_t	ih_magic;
	uint32_t	ih_hcrc;	/* header CRC, with ih_hcrc = 0 */
	uint32_t	ih_time;	/* creation time, seconds since 1970 */
	uint32_t	ih_size;	/* data size */
	uint32_t	ih_load;	/* load address */
	uint32_t	ih_ep;		/* entry point */
	uint32_t	ih_dcrc;	/* data CRC */
	uint8_t		ih_os;
	uint8_t		ih_arch;
	uint8_t		ih_type;
	uint8_t		ih_comp;
	uint8_t		ih_name[IH_NMLEN];
};

#define uimage_magic(h)		ntohl((h)->ih_magic)
#define uimage_size(h)		be32toh((h)->ih_size)

struct image {
	const char	*path;
	int		fd;
	off_t		size;
	unsigned int	sector_size;
};

/* imgtool.c */
int read_at(struct image *img, void *buf, size_t len, off_t off);
int write_at(struct image *img, const void *buf, size_t len, off_t off);

/* crc32.c */
uint32_t img_crc32(uint32_t crc, const void *buf, size_t len);

/* mbr.c */
int mbr_show(struct image *img);
off_t mbr_partition_offset(struct image *img, int partno);

/* gpt.c */
int gpt_show(struct image *img);

/* uimage.c */
int uimage_show(struct image *img, off_t off);
int uimage_retime(struct image *img, off_t off, uint32_t when);

#endif /* IMGTOOL_H */
