# infer's exit status tells proposals from probable bugs: 0 nothing, 1
# proposals only, 3 probable bugs; with --fail-on-bugs, 1 for bugs alone;
# 2 trouble either way.
for f in none.c plain.c bug.c missing.c; do
	"$ENDIAN" infer --no-cache "$f" -- -I../../include >/dev/null 2>&1
	echo "$f: exit $?"
	"$ENDIAN" infer --no-cache --fail-on-bugs "$f" -- -I../../include \
		>/dev/null 2>&1
	echo "$f --fail-on-bugs: exit $?"
done
