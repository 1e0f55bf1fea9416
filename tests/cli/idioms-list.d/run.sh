# endian idioms --list finds semantic-patches/ beside the binary and
# prints each rule with its summary, in the order the rules run.
unset ENDIAN_COCCI_DIR
"$ENDIAN" idioms --list
