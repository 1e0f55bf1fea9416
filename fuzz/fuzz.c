// SPDX-License-Identifier: GPL-2.0-only
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fuzz/fuzz.h"
#include "lib/file.h"

static char *dir;

static void remove_dir(void)
{
	remove_tree(dir);
}

const char *fuzz_dir(void)
{
	if (!dir) {
		dir = scratch_dir_create("fuzz");
		if (dir)
			atexit(remove_dir);
	}
	return dir;
}

const char *fuzz_file(const char *name, const unsigned char *data,
		      size_t size)
{
	static char path[4096];
	int fd;

	if (!fuzz_dir())
		return NULL;
	snprintf(path, sizeof(path), "%s/%s", dir, name);
	unlink(path);
	fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd < 0)
		return NULL;
	if (write_in_full(fd, data, size)) {
		close(fd);
		return NULL;
	}
	close(fd);
	return path;
}
