# completion/endian, the bash completion `make install` installs: what
# it offers for a command word, an option, an option's value and a file,
# with the words and options taken from the endian under test.
[ -n "${BASH_VERSION-}" ] || exec bash "$0" "$@"	# the script is bash's
cd "$SCRATCH" || exit 2
mkdir -p dir.d && : >file.c
bin=$(dirname "$ENDIAN")
PATH=$bin:$PATH
# shellcheck source=/dev/null
. "$TOP/completion/endian" || exit 2
t() {
	COMP_WORDS=("$@")
	COMP_CWORD=$(($# - 1))
	COMPREPLY=()
	_endian
	echo "[$*] ${COMPREPLY[*]}"
}
t endian ""
t endian ch
t endian check --no
t endian check -W
t endian infer --fo
t endian annotate --s
t endian idioms --rule double_
t endian idioms --mode c
t endian patch -o di
t endian check fi
