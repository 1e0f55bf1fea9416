# check --format=json and --format=sarif: every warning once, with its
# rule, its detail lines and a fingerprint; SARIF 2.1.0 with the
# properties the schema requires and GitHub's code scanning reads (a
# relative uri with its uriBaseId, columns in characters where the text
# has tabs); -j 2 gives what -j 1 gives; an unknown format is refused.
cd "$SCRATCH" || exit 2
mkdir sub
cat >sub/t.h <<'C'
typedef unsigned int __attribute__((bitwise)) le32;
typedef unsigned short __attribute__((bitwise)) be16;
static inline unsigned int h(le32 v) { return v + 1; }
C
printf '#include "sub/t.h"\nstruct s { le32 a; unsigned int b; be16 c; };\nint f(struct s *p)\n{\n\tp->b = p->a;\n\tp->a = (le32)p->b;\n\treturn p->c == 2;\n}\n' >a.c
printf '#include "sub/t.h"\nint g(le32 x) { return h(x) + (x | 1); }\n' >b.c
here=$(pwd)
run() {
	"$ENDIAN" check "$@" >out 2>err
	echo "exit $?"
	sed "s|$here|CWD|g" out
	cat err
}
run --format=json a.c b.c
run --format=sarif a.c b.c
cp out one.sarif
run -j 2 --format=sarif a.c b.c >/dev/null
cmp -s out one.sarif && echo "-j 2: same SARIF"
# the Debian python3 (spatch needs it), not whichever one PATH finds first
/usr/bin/python3 - one.sarif <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["version"] == "2.1.0" and doc["$schema"].endswith("sarif-2.1.0.json")
run = doc["runs"][0]
driver = run["tool"]["driver"]
assert driver["name"] == "endian" and driver["version"]
ids = [r["id"] for r in driver["rules"]]
assert len(ids) == len(set(ids))
assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"].startswith("file:///")
for r in run["results"]:
    assert r["message"]["text"]
    assert r["level"] in ("warning", "error", "note", "none")
    assert ids[r["ruleIndex"]] == r["ruleId"]
    loc = r["locations"][0]["physicalLocation"]
    art = loc["artifactLocation"]
    assert not art["uri"].startswith("/") and art["uriBaseId"] == "%SRCROOT%"
    assert loc["region"]["startLine"] >= 1 and loc["region"]["startColumn"] >= 1
    assert r["partialFingerprints"]["endian/v1"]
print("SARIF: %d results, %d rules, the required properties present"
      % (len(run["results"]), len(ids)))
PY
run --format=xml a.c
