#ifndef REWRITE_PATCH_H
#define REWRITE_PATCH_H

/* endian patch: see rewrite/patch.c's usage text. */
int cmd_patch(int argc, const char **argv);

#endif
