#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lib/diag.h"
#include "lib/path.h"
#include "lib/strbuf.h"
#include "lib/xalloc.h"

char *path_dir(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return xstrdup(".");
	return xstrndup(path, slash == path ? 1 : (size_t)(slash - path));
}

void path_common_dir(char *dir, const char *other)
{
	size_t n;

	for (n = 0; dir[n] && dir[n] == other[n]; n++)
		;
	if (!dir[n] && (!other[n] || other[n] == '/'))
		return;		/* `dir` holds `other` already */
	while (n > 1 && dir[n - 1] != '/')
		n--;
	dir[n > 1 ? n - 1 : 1] = '\0';
}

char *path_relative(const char *from, const char *to)
{
	struct strbuf sb = STRBUF_INIT;
	size_t common = 0, i;

	for (i = 0; from[i] && from[i] == to[i]; i++)
		if (from[i] == '/')
			common = i;
	if (!from[i] && to[i] == '/')
		common = i;
	for (i = common; from[i]; i++)
		if (from[i] == '/')
			strbuf_addstr(&sb, "../");
	strbuf_addstr(&sb, to + common + 1);
	return strbuf_detach(&sb);
}

int path_readable_source(const char *path, const char *verb)
{
	struct stat st;

	if (stat(path, &st))
		return error("cannot open '%s': %s", path, strerror(errno));
	if (!S_ISREG(st.st_mode))
		return error("cannot %s '%s': not a regular file", verb, path);
	if (access(path, R_OK))
		return error("cannot open '%s': %s", path, strerror(errno));
	return 0;
}
