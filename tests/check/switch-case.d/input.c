#include <kernel.h>

#define ETH_P_IP	0x0800
#define ETH_P_ARP	0x0806

/* each bad label warns on the label, then on the switch expression */
static int proto(__be16 type)
{
	switch (type) {
	case 0:
		return 0;
	case ETH_P_IP:
		return 1;
	case cpu_to_be16(ETH_P_ARP):
		return 2;
	case 0x86dd:
		return 3;
	default:
		return -1;
	}
}

static int version(u16 v)
{
	switch (v) {
	case 1:
		return 1;
	case cpu_to_le16(2):
		return 2;
	}
	return 0;
}

static int mixed(__le32 magic, u32 n)
{
	int r = 0;

	switch (magic) {
	case cpu_to_be32(0xabcd):
		r = n + magic;
		break;
	case 1 ... 3:
		r = 2;
		break;
	}
	return r;
}

static int on_host(__le16 t)
{
	switch (le16_to_cpu(t)) {
	case 1:
		return 1;
	case 2:
		return 2;
	}
	return 0;
}
