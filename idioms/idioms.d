idioms/idioms.o: idioms/idioms.c lib/diag.h lib/file.h lib/sort.h \
 lib/path.h lib/run.h lib/strbuf.h lib/strset.h lib/vec.h lib/xalloc.h \
 lib/xalloc.h rewrite/diff.h idioms/idioms.h idioms/ifdef_swab.h
lib/diag.h:
lib/file.h:
lib/sort.h:
lib/path.h:
lib/run.h:
lib/strbuf.h:
lib/strset.h:
lib/vec.h:
lib/xalloc.h:
lib/xalloc.h:
rewrite/diff.h:
idioms/idioms.h:
idioms/ifdef_swab.h:
