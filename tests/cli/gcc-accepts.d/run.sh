# gcc's dialect: infer proposes, check checks, neither calls the file
# broken; check reports the undeclared function as sparse does.
"$ENDIAN" infer --format=tsv legacy.c
echo "infer: exit $?"
"$ENDIAN" check legacy.c
echo "check: exit $?"
