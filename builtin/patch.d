builtin/patch.o: builtin/patch.c builtin/builtin.h infer/infer.h \
 infer/facts.h lib/strset.h lib/vec.h lib/xalloc.h infer/report.h \
 infer/solve.h lib/parse-options.h lib/strvec.h lib/diag.h \
 rewrite/cocci.h rewrite/edits.h lib/strbuf.h rewrite/spelling.h \
 rewrite/patch.h rewrite/series.h
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
rewrite/cocci.h:
rewrite/edits.h:
lib/strbuf.h:
rewrite/spelling.h:
rewrite/patch.h:
rewrite/series.h:
