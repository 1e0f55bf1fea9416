builtin/infer.o: builtin/infer.c builtin/builtin.h infer/infer.h \
 infer/facts.h lib/strset.h lib/vec.h lib/xalloc.h infer/report.h \
 infer/solve.h lib/parse-options.h lib/strvec.h lib/diag.h
builtin/builtin.h:
infer/infer.h:
infer/facts.h:
lib/strset.h:
lib/vec.h:
lib/xalloc.h:
infer/report.h:
infer/solve.h:
lib/parse-options.h:
lib/strvec.h:
lib/diag.h:
