# -I directories that do not exist are ignored, as by gcc and sparse.
"$ENDIAN" check -Inosuchdir -I nosuchdir2 -I/nonexistent/include good.c
