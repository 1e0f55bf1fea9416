#ifndef INFER_INFER_H
#define INFER_INFER_H

/* endian infer: see infer/infer.c's usage text. */
int cmd_infer(int argc, const char **argv);

#endif
