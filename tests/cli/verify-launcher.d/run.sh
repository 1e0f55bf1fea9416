# Compiles through a launcher, as distcc, icecc and ccache are used:
# $CC_LAUNCHER's words go before each compile command verify runs.  The
# launcher here notes the compiler it was handed and runs it; one that
# fails fails the compile it launched.
cd "$SCRATCH" || exit 2
mkdir a && cd a || exit 2
cat >t.c <<'C'
struct rec {
	unsigned int len;
};

unsigned int rec_len(const struct rec *r)
{
	return r->len;
}
C
cd .. && cp -R a b && sed -i 's/unsigned int len;/unsigned len;/' b/t.c
diff -ru a b >t.patch
cat >launch <<'SH'
#!/bin/sh
echo "launched: $1" >>"$LAUNCH_LOG"
exec "$@"
SH
cat >refuse <<'SH'
#!/bin/sh
echo "refuse: no compile farm" >&2
exit 1
SH
chmod +x launch refuse
LAUNCH_LOG=$PWD/launch.log
export LAUNCH_LOG
cd a || exit 2
# the same program after the patch: compiled before and after the series
CC_LAUNCHER=../launch CC=gcc "$ENDIAN" verify ../t.patch t.c >/dev/null
echo "verify through the launcher: exit $?"
CC_LAUNCHER="sh $SCRATCH/launch" CC=gcc "$ENDIAN" verify ../t.patch t.c \
	>/dev/null
echo "verify through the launcher with words: exit $?"
cat ../launch.log
CC_LAUNCHER=../refuse CC=gcc "$ENDIAN" verify ../t.patch t.c
echo "verify through a launcher that fails: exit $?"
