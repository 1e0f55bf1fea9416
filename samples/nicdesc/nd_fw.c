// SPDX-License-Identifier: GPL-2.0
/*
 * nd firmware: loading the image into the MIPS core, and the mailbox.
 *
 * A command block (big endian, the firmware's order) is posted by writing
 * its bus address to the mailbox registers.  The DMA engine signals the
 * end with a completion entry (little endian, the engine's order), and
 * the firmware's answer is in the response block (big endian again).
 */
#include <linux/firmware.h>
#include <linux/crc32.h>
#include "nd.h"

#define ND_MBOX_GO	0x00000001

static int nd_fw_validate(const struct firmware *fw)
{
	const struct nd_fw_header *hdr = (const struct nd_fw_header *)fw->data;
	unsigned int hdr_len, nsec;
	u32 crc;

	if (fw->size < sizeof(*hdr))
		return -EINVAL;
	if (get_unaligned_be32(&hdr->magic) != ND_FW_MAGIC)
		return -EINVAL;
	hdr_len = get_unaligned_be16(&hdr->hdr_len);
	nsec = get_unaligned_be16(&hdr->num_sections);
	if (hdr_len < sizeof(*hdr) + nsec * sizeof(struct nd_fw_section) ||
	    hdr_len > fw->size)
		return -EINVAL;
	crc = crc32_be(~0U, fw->data + hdr_len, fw->size - hdr_len);
	if (crc != get_unaligned_be32(&hdr->crc))
		return -EBADMSG;
	return 0;
}

int nd_load_firmware(struct nd_priv *priv)
{
	const struct nd_fw_header *hdr;
	const struct nd_fw_section *sec;
	const struct firmware *fw;
	unsigned int i, nsec;
	u32 addr, off, len, w;
	int err;

	err = request_firmware(&fw, ND_FW_NAME, priv->dev);
	if (err)
		return err;
	err = nd_fw_validate(fw);
	if (err) {
		pr_err("nd: %s is not a valid firmware image\n", ND_FW_NAME);
		goto out;
	}

	hdr = (const struct nd_fw_header *)fw->data;
	sec = (const struct nd_fw_section *)(fw->data + sizeof(*hdr));
	nsec = get_unaligned_be16(&hdr->num_sections);

	writel(ND_FW_CTRL_HALT, priv->regs + ND_FW_CTRL);
	for (i = 0; i < nsec; i++, sec++) {
		addr = get_unaligned_be32(&sec->load_addr);
		off = get_unaligned_be32(&sec->offset);
		len = be32_to_cpu(get_unaligned_be32(&sec->len));
		if (off > fw->size || len > fw->size - off || (len & 3)) {
			pr_err("nd: firmware section %u out of bounds\n", i);
			err = -EINVAL;
			goto out;
		}
		if (get_unaligned_be16(&sec->type) == ND_FW_SEC_BSS)
			continue;

		writel(addr, priv->regs + ND_FW_LOAD_ADDR);
		for (w = 0; w < len; w += 4)
			writel(get_unaligned_be32(fw->data + off + w),
			       priv->regs + ND_FW_LOAD_DATA);
	}
	priv->fw_major = get_unaligned_be16(&hdr->major);
	priv->fw_minor = get_unaligned_be16(&hdr->minor);
	writel(ND_FW_CTRL_RUN, priv->regs + ND_FW_CTRL);
out:
	release_firmware(fw);
	return err;
}

/*
 * Run the command in priv->fw_cmd (whose param[] the caller filled in)
 * and wait for the response.
 */
static int nd_fw_exec(struct nd_priv *priv, u16 opcode, unsigned int nparams)
{
	struct nd_fw_cmd *cmd = priv->fw_cmd;
	struct nd_fw_resp *resp = priv->fw_resp;
	struct nd_mbox_cqe *cqe = priv->mbox_cq;
	unsigned int timeout = ND_FW_TIMEOUT_MS;
	u16 status;
	u32 tag;

	tag = cpu_to_be32(++priv->fw_tag);
	cmd->opcode = cpu_to_be16(opcode);
	cmd->len = cpu_to_be16(nparams * sizeof(cmd->param[0]));
	cmd->tag = tag;
	memset(resp, 0, sizeof(*resp));
	cqe->status = 0;

	wmb();
	writel(lower_32_bits(priv->fw_cmd_dma), priv->regs + ND_MBOX_ADDR_LO);
	writel(upper_32_bits(priv->fw_cmd_dma), priv->regs + ND_MBOX_ADDR_HI);
	writel(ND_MBOX_GO, priv->regs + ND_MBOX_DOORBELL);

	while (!(le16_to_cpu(cqe->status) & ND_CQE_DONE)) {
		if (!timeout--) {
			pr_err("nd: firmware command %#x timed out\n", opcode);
			return -ETIMEDOUT;
		}
		msleep(1);
	}
	rmb();

	/* Both the engine and the firmware echo the command's tag. */
	if (le32_to_cpu(cqe->tag) != tag || resp->tag != tag) {
		pr_err("nd: stale firmware response (tags %u/%u, expected %u)\n",
		       le32_to_cpu(cqe->tag), be32_to_cpu(resp->tag),
		       priv->fw_tag);
		return -EIO;
	}
	if (le16_to_cpu(cqe->resp_len) < offsetof(struct nd_fw_resp, data) ||
	    be16_to_cpu(resp->opcode) != opcode)
		return -EIO;

	status = be16_to_cpu(resp->status);
	if (status) {
		pr_err("nd: firmware command %#x failed: %u\n", opcode, status);
		return -EIO;
	}
	return 0;
}

int nd_fw_get_version(struct nd_priv *priv)
{
	struct nd_fw_resp *resp = priv->fw_resp;
	u32 version;
	int err;

	err = nd_fw_exec(priv, ND_FW_OP_GET_VERSION, 0);
	if (err)
		return err;
	version = be32_to_cpu(resp->data[0]);
	if (version >> 16 != priv->fw_major)
		pr_warn("nd: running firmware %u is not the one loaded (%u)\n",
			version >> 16, priv->fw_major);
	priv->fw_minor = version & 0xffff;
	priv->fw_build = be32_to_cpu(resp->data[1]);
	return 0;
}

int nd_fw_get_mac(struct nd_priv *priv, u8 *mac)
{
	struct nd_fw_resp *resp = priv->fw_resp;
	int err;

	err = nd_fw_exec(priv, ND_FW_OP_GET_MAC, 0);
	if (err)
		return err;
	/* data[0] holds the first four bytes, data[1] the last two on top */
	put_unaligned_be32(be32_to_cpu(resp->data[0]), mac);
	put_unaligned_be16(be32_to_cpu(resp->data[1]) >> 16, mac + 4);
	return 0;
}

int nd_fw_set_mtu(struct nd_priv *priv, unsigned int mtu)
{
	priv->fw_cmd->param[0] = cpu_to_be32(mtu + ETH_HLEN + 4);
	return nd_fw_exec(priv, ND_FW_OP_SET_MTU, 1);
}

int nd_fw_link_status(struct nd_priv *priv, unsigned int *speed, bool *up)
{
	u32 val;
	int err;

	err = nd_fw_exec(priv, ND_FW_OP_LINK_STATUS, 0);
	if (err)
		return err;
	val = be32_to_cpu(priv->fw_resp->data[0]);
	*up = val & ND_LINK_UP;
	*speed = (val >> 16) * 100;	/* Mbit/s */
	return 0;
}

int nd_fw_stats_dma(struct nd_priv *priv)
{
	struct nd_fw_cmd *cmd = priv->fw_cmd;

	cmd->param[0] = cpu_to_le32(lower_32_bits(priv->hw_stats_dma));
	cmd->param[1] = cpu_to_le32(upper_32_bits(priv->hw_stats_dma));
	cmd->param[2] = cpu_to_be32(sizeof(struct nd_hw_stats));
	cmd->param[3] = cpu_to_be32(ND_STATS_INTERVAL_MS);
	return nd_fw_exec(priv, ND_FW_OP_STATS_DMA, 4);
}
