builtin/check.o: builtin/check.c builtin/builtin.h checker/check.h \
 /usr/lib/llvm-19/include/clang-c/Index.h \
 /usr/lib/llvm-19/include/clang-c/BuildSystem.h \
 /usr/lib/llvm-19/include/clang-c/CXErrorCode.h \
 /usr/lib/llvm-19/include/clang-c/ExternC.h \
 /usr/lib/llvm-19/include/clang-c/Platform.h \
 /usr/lib/llvm-19/include/clang-c/CXString.h \
 /usr/lib/llvm-19/include/clang-c/CXDiagnostic.h \
 /usr/lib/llvm-19/include/clang-c/CXSourceLocation.h \
 /usr/lib/llvm-19/include/clang-c/CXFile.h checker/report.h lib/bitwise.h \
 lib/strset.h checker/options.h lib/ccargs.h lib/vec.h lib/xalloc.h \
 lib/cdb.h /usr/lib/llvm-19/include/clang-c/CXCompilationDatabase.h \
 lib/cx.h lib/diag.h lib/parse-options.h
builtin/builtin.h:
checker/check.h:
/usr/lib/llvm-19/include/clang-c/Index.h:
/usr/lib/llvm-19/include/clang-c/BuildSystem.h:
/usr/lib/llvm-19/include/clang-c/CXErrorCode.h:
/usr/lib/llvm-19/include/clang-c/ExternC.h:
/usr/lib/llvm-19/include/clang-c/Platform.h:
/usr/lib/llvm-19/include/clang-c/CXString.h:
/usr/lib/llvm-19/include/clang-c/CXDiagnostic.h:
/usr/lib/llvm-19/include/clang-c/CXSourceLocation.h:
/usr/lib/llvm-19/include/clang-c/CXFile.h:
checker/report.h:
lib/bitwise.h:
lib/strset.h:
checker/options.h:
lib/ccargs.h:
lib/vec.h:
lib/xalloc.h:
lib/cdb.h:
/usr/lib/llvm-19/include/clang-c/CXCompilationDatabase.h:
lib/cx.h:
lib/diag.h:
lib/parse-options.h:
