# The flags kbuild passes with C=1/C=2 (CHECKFLAGS, then the compiler's
# c_flags, -Wp,-MMD included) and options endian does not know are accepted
# silently, as sparse does.
cp "$TOP/tests/cli/good.c" "$SCRATCH/" && cd "$SCRATCH" || exit 99
"$ENDIAN" check -D__linux__ -Dlinux -D__STDC__ -Dunix -D__unix__ \
	-Wbitwise -Wno-return-void -Wno-unknown-attribute \
	--arch=x86 -mlittle-endian -m64 \
	-Wp,-MMD,./.good.o.d -nostdinc -I./include -D__KERNEL__ \
	-fmacro-prefix-map=./= -Wall -Wundef -Werror=strict-prototypes \
	-fno-strict-aliasing -fno-common -fshort-wchar -fno-PIE -std=gnu11 \
	-mno-sse -mno-red-zone -mcmodel=kernel -O2 -fno-stack-protector \
	-Wno-such-warning -fno-such-option \
	'-DKBUILD_MODFILE="drivers/good"' -DKBUILD_BASENAME='"good"' \
	-DKBUILD_MODNAME='"good"' -D__KBUILD_MODNAME=kmod_good \
	good.c
