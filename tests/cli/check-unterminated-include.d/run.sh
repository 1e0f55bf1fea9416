# An #include whose quoted name is cut off (`#include "`, found by the
# fuzz target) in a file whose directives test __CHECKER__: the lines
# the checker rereads for those branches must not take the name's
# length from a quote that is not there (the binary before died of
# SIGABRT on bare.c in a directory).  One error line per file, from the
# compiler, exit 2, and the file after them still checked.
mkdir -p "$SCRATCH/sub" && cp "$TOP/tests/cli/good.c" "$SCRATCH/" && cd "$SCRATCH" || exit 99
printf '#include "\nint x;\n#ifdef __CHECKER__\nint y;\n#endif\n' >sub/bare.c
printf '#include "cut.h\n#ifdef __CHECKER__\nint y;\n#endif\n' >sub/cut.c
"$ENDIAN" check sub/bare.c sub/cut.c good.c
