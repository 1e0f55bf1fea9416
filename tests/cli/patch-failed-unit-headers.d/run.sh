# A unit that does not parse leaves every file it read alone: format.h,
# which broken.c includes, gets no edit although good.c proves its
# order; other.h, which only good.c reads, does.  The run says why and
# exits 2.  With -j 2 the workers pass the files on to the parent.
for j in 1 2; do
	"$ENDIAN" patch -j $j --no-cache good.c broken.c -- -I. \
		>"$SCRATCH/out$j" 2>"$SCRATCH/err$j"
	echo "exit $?"
	sed '/error: /s/.*broken\.c.*/error: <message naming broken.c>/' \
		"$SCRATCH/err$j"
	# the files the diff changes
	grep "^+++ " "$SCRATCH/out$j"
done
