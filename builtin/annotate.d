builtin/annotate.o: builtin/annotate.c builtin/builtin.h infer/infer.h \
 infer/facts.h lib/strset.h lib/vec.h lib/xalloc.h infer/report.h \
 infer/solve.h lib/parse-options.h lib/strvec.h lib/diag.h lib/strbuf.h \
 lib/xalloc.h rewrite/edits.h rewrite/spelling.h rewrite/patch.h \
 rewrite/series.h rewrite/verify.h
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
lib/strbuf.h:
lib/xalloc.h:
rewrite/edits.h:
rewrite/spelling.h:
rewrite/patch.h:
rewrite/series.h:
rewrite/verify.h:
