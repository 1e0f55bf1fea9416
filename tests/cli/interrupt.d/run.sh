# SIGTERM, SIGINT or SIGHUP in the middle of a run ends it as the signal
# ends any program (exit status 128 + N), with no scratch directory left
# in $TMPDIR and no worker, checker child or compiler still running;
# but for verify --keep's, which is the user's.  annotate too: its analysis,
# series and verification each have a scratch directory.
# Each unit includes a FIFO nobody writes, so that every process of the
# run is blocked in it when the signal comes; a compiler that sleeps
# does the same for verify.
cd "$SCRATCH" || exit 2
mkdir tmp
TMPDIR=$SCRATCH/tmp
export TMPDIR ENDIAN_CACHE_DIR="$SCRATCH/cache"
mkfifo hang.h
for u in a b c; do
	printf '#include "hang.h"\nint %s;\n' $u >$u.c
done
printf 'int v(void) { return 1; }\n' >v.c
printf '#include <stdint.h>\n#include <endian.h>\nstruct w { uint32_t m; };\nuint32_t w(struct w *p) { return le32toh(p->m); }\n' >w.c
cp v.c v.orig
sed 's/1/2/' v.orig >v.new
diff -u v.orig v.new | sed -e 's|^--- v.orig.*|--- a/v.c|' \
	-e 's|^+++ v.new.*|+++ b/v.c|' >v.patch
# the compiler sleeps under a name of this directory, to be found below
ln -s "$(command -v sleep)" slowsleep
printf '#!/bin/sh\nexec "%s/slowsleep" 600\n' "$SCRATCH" >slowcc
chmod +x slowcc
# patterns that find the run's processes by their command line
printf '%s\n' "$SCRATCH/a.c" "$SCRATCH/v.c" "$SCRATCH/w.c" \
	"$SCRATCH/slowsleep" >marker

# the processes still running with the marker in their command line
alive() {
	grep -l -a -F -f marker /proc/[0-9]*/cmdline 2>/dev/null | wc -l
}
# wait (up to 60 s) until `$@` succeeds
wait_until() {
	n=0
	while ! "$@"; do
		n=$((n + 1))
		[ $n -lt 600 ] || return 1
		sleep 0.1
	done
}
scratch_made() {
	[ -n "$(ls tmp)" ]
}
none_alive() {
	[ "$(alive)" -eq 0 ]
}
# run NAME SIGNAL COMMAND...: start it, wait for its scratch directory,
# send SIGNAL, and say how it ended and what is left
run() {
	name=$1 sig=$2
	shift 2
	"$@" >out 2>&1 &
	pid=$!
	if ! wait_until scratch_made; then
		echo "$name: no scratch directory"
		kill -KILL $pid
		return
	fi
	sleep 1	# the workers are forked and blocked by now
	kill -$sig $pid
	wait $pid 2>/dev/null
	echo "$name: exit $?"
	echo "$name: scratch left: $(ls tmp | wc -l)"
	wait_until none_alive ||
		echo "$name: $(alive) processes still running"
	cat out
}

run "infer -j 2" TERM "$ENDIAN" infer -j 2 "$SCRATCH/a.c" b.c c.c
run "infer -j 1" INT "$ENDIAN" infer -j 1 "$SCRATCH/a.c" b.c
run "check -j 2" HUP "$ENDIAN" check -j 2 --no-pch "$SCRATCH/a.c" b.c c.c
CC=$SCRATCH/slowcc run "verify" TERM "$ENDIAN" verify -j 2 v.patch "$SCRATCH/v.c"
CC=$SCRATCH/slowcc run "annotate" INT "$ENDIAN" annotate -j 2 -o series \
	"$SCRATCH/w.c"
CC=$SCRATCH/slowcc run "verify --keep" TERM "$ENDIAN" verify --keep -j 2 v.patch \
	"$SCRATCH/v.c"
rm -rf tmp/*
