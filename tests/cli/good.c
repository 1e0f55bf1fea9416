#ifdef __CHECKER__
#define __bitwise __attribute__((bitwise))
#else
#define __bitwise
#endif

typedef unsigned int __bitwise __le32;

int is_magic(__le32 magic);

int is_magic(__le32 magic)
{
	return magic == 0xef53;
}
