# infer --format=sarif: each conflict is a result, its rule the kind of
# conflict, its chain of evidence the code flow, and its fingerprint the
# same when lines move; the text report's conflicts also go to stderr as
# a compiler's "FILE:LINE: warning:" and "note:" lines.
cd "$SCRATCH" || exit 2
cp "$TOP/tests/infer/conflicts.d/input.c" . || exit 2
here=$(pwd)
"$ENDIAN" infer --no-cache --format=sarif input.c -- -I"$TOP/tests/include" \
	>one.sarif 2>err
echo "sarif: exit $?"
sed "s|$here|CWD|g" one.sarif
cat err
/usr/bin/python3 - one.sarif <<'PY'
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
ids = [r["id"] for r in run["tool"]["driver"]["rules"]]
for r in run["results"]:
    assert ids[r["ruleIndex"]] == r["ruleId"]
    steps = r["codeFlows"][0]["threadFlows"][0]["locations"]
    assert steps and all(s["location"]["message"]["text"] for s in steps)
print("%d results, each with a code flow" % len(run["results"]))
PY
{ echo; echo; cat input.c; } >moved.c && mv moved.c input.c
"$ENDIAN" infer --no-cache --format=sarif input.c -- -I"$TOP/tests/include" \
	>two.sarif 2>err
echo "moved two lines: exit $?"
grep -o '"endian/v1": "[^"]*"' one.sarif >fp1
grep -o '"endian/v1": "[^"]*"' two.sarif >fp2
cmp -s fp1 fp2 && echo "same fingerprints"
"$ENDIAN" infer --no-cache input.c -- -I"$TOP/tests/include" >out 2>err
echo "text: exit $?"
cat err
