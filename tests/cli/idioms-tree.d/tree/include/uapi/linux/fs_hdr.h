/* A uapi header: the __ forms stay. */
static inline __u32 fs_hdr_len(const __u32 *p)
{
	return __le32_to_cpu(*p);
}
