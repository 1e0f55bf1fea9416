builtin/idioms.o: builtin/idioms.c builtin/builtin.h idioms/idioms.h \
 lib/diag.h lib/parse-options.h lib/strvec.h
builtin/builtin.h:
idioms/idioms.h:
lib/diag.h:
lib/parse-options.h:
lib/strvec.h:
