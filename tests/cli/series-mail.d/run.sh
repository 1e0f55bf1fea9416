# The mails are addressed as git format-patch would: From: the user's git
# identity, -s signs them off, --rfc, --subject-prefix and -v make the
# subject's tag (and -v the file names), --base records the commit the
# series applies to; git am takes the vN- files in order.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/infer/struct-hints.d/input.c" hdr.c
git init -q . && git add hdr.c && git commit -qm "hdr: first" || exit 2
flags="-I$TOP/tests/include"
"$ENDIAN" patch --no-cache -o out -s --rfc -v 3 --base HEAD hdr.c -- "$flags"
echo "series: exit $?"
ls out
for p in out/v3-*.patch; do
	grep -E '^(From|Subject|Signed-off-by|base-commit):' "$p" |
		sed "s/$(git rev-parse HEAD)/HEAD/"
done
git am -q out/v3-000[1-9]-*.patch && echo "git am applied $(git rev-list --count HEAD) commits"
git log -1 --format='author %an <%ae>' 
git reset -q --hard HEAD~2

"$ENDIAN" patch --no-cache -o out2 --subject-prefix="PATCH net-next" hdr.c -- "$flags" >/dev/null
echo "subject prefix: exit $?"
grep -h '^Subject:' out2/0001-*.patch

# errors: one line each, nothing written
"$ENDIAN" patch --no-cache -o out3 --base no-such-commit hdr.c -- "$flags"
echo "bad base: exit $?"
GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=user.useConfigOnly GIT_CONFIG_VALUE_0=true \
HOME=$SCRATCH GIT_CONFIG_NOSYSTEM=1 \
	env -u GIT_COMMITTER_NAME -u GIT_COMMITTER_EMAIL \
	"$ENDIAN" patch --no-cache -o out4 -s hdr.c -- "$flags"
echo "no identity: exit $?"
ls out3 out4 2>/dev/null | grep -c patch
