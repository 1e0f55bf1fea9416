#ifndef REWRITE_ANNOTATE_H
#define REWRITE_ANNOTATE_H

/* endian annotate: see rewrite/annotate.c's usage text. */
int cmd_annotate(int argc, const char **argv);

#endif
