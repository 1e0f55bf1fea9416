unsigned int get(const unsigned int *p)
{
	unsigned int v;

#if defined __LITTLE_ENDIAN
	v = __builtin_bswap32(*p);
#else
	v = *p;
#endif
	return v;
}
