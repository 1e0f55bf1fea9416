idioms/ifdef_swab.o: idioms/ifdef_swab.c lib/lex.h lib/strbuf.h lib/vec.h \
 lib/xalloc.h idioms/ifdef_swab.h
lib/lex.h:
lib/strbuf.h:
lib/vec.h:
lib/xalloc.h:
idioms/ifdef_swab.h:
