/*
 * imgtool: show the partition tables and U-Boot images of a disk image,
 * and set the creation time of a U-Boot image in place.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "imgtool.h"

static const char usage_str[] =
	"usage: imgtool [-b SECTOR_SIZE] info IMAGE\n"
	"       imgtool [-b SECTOR_SIZE] retime IMAGE PARTITION SECONDS\n";

int read_at(struct image *img, void *buf, size_t len, off_t off)
{
	ssize_t n = pread(img->fd, buf, len, off);

	if (n < 0) {
		fprintf(stderr, "imgtool: %s: %s\n", img->path, strerror(errno));
		return -1;
	}
	if ((size_t)n != len) {
		fprintf(stderr, "imgtool: %s: short read at %lld\n", img->path,
			(long long)off);
		return -1;
	}
	return 0;
}

int write_at(struct image *img, const void *buf, size_t len, off_t off)
{
	ssize_t n = pwrite(img->fd, buf, len, off);

	if (n < 0 || (size_t)n != len) {
		fprintf(stderr, "imgtool: %s: write failed at %lld: %s\n",
			img->path, (long long)off,
			n < 0 ? strerror(errno) : "short write");
		return -1;
	}
	return 0;
}

static int image_open(struct image *img, const char *path, int writable)
{
	struct stat st;

	img->path = path;
	img->fd = open(path, writable ? O_RDWR : O_RDONLY);
	if (img->fd < 0) {
		fprintf(stderr, "imgtool: %s: %s\n", path, strerror(errno));
		return -1;
	}
	if (fstat(img->fd, &st) < 0) {
		fprintf(stderr, "imgtool: %s: %s\n", path, strerror(errno));
		close(img->fd);
		return -1;
	}
	img->size = st.st_size;
	return 0;
}

static int cmd_info(struct image *img)
{
	printf("%s: %lld bytes, %u-byte sectors\n", img->path,
	       (long long)img->size, img->sector_size);
	return mbr_show(img) ? 1 : 0;
}

static int cmd_retime(struct image *img, const char *part, const char *secs)
{
	unsigned long when;
	char *end;
	off_t off;

	off = mbr_partition_offset(img, atoi(part));
	if (off < 0)
		return 1;
	errno = 0;
	when = strtoul(secs, &end, 0);
	if (errno || *end || when > UINT32_MAX) {
		fprintf(stderr, "imgtool: bad time '%s'\n", secs);
		return 2;
	}
	return uimage_retime(img, off, when) ? 1 : 0;
}

int main(int argc, char **argv)
{
	struct image img = { .sector_size = DEFAULT_SECTOR_SIZE };
	int c, ret;

	while ((c = getopt(argc, argv, "b:h")) != -1) {
		switch (c) {
		case 'b':
			img.sector_size = strtoul(optarg, NULL, 0);
			if (img.sector_size < 512 || img.sector_size > 65536 ||
			    (img.sector_size & (img.sector_size - 1))) {
				fprintf(stderr, "imgtool: bad sector size '%s'\n",
					optarg);
				return 2;
			}
			break;
		case 'h':
			fputs(usage_str, stdout);
			return 0;
		default:
			fputs(usage_str, stderr);
			return 2;
		}
	}
	argc -= optind;
	argv += optind;

	if (argc == 2 && !strcmp(argv[0], "info")) {
		if (image_open(&img, argv[1], 0))
			return 1;
		ret = cmd_info(&img);
	} else if (argc == 4 && !strcmp(argv[0], "retime")) {
		if (image_open(&img, argv[1], 1))
			return 1;
		ret = cmd_retime(&img, argv[2], argv[3]);
	} else {
		fputs(usage_str, stderr);
		return 2;
	}
	close(img.fd);
	return ret;
}
