# An empty file is a valid translation unit for sparse: no output, exit 0.
cd "$SCRATCH" || exit 99
: >empty.c
"$ENDIAN" check empty.c
