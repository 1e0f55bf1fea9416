#include <kernel.h>

/* the command line the kernel's make C=2 (and the 0-day robot) uses */
struct nvme_completion {
	__le64	result;
	__le16	sq_head;
	__le16	sq_id;
	__u16	command_id;
	__le16	status;
};

static int nvme_cqe_pending(const struct nvme_completion *cqe, u16 phase)
{
	return (le16_to_cpu(cqe->status) & 1) == phase;
}

static u16 nvme_sq_head(const struct nvme_completion *cqe)
{
	return cqe->sq_head;
}

static void nvme_complete(struct nvme_completion *cqe, u16 status)
{
	cqe->status = status << 1;
	cqe->command_id = cqe->sq_id;
}
