/*
 * A call of an undeclared function, which gcc builds with a warning:
 * sparse knows no such identifier, reports it as an error and mutes the
 * rest of that function; the next function is checked as ever.
 */
typedef unsigned int __attribute__((bitwise)) le32;

static unsigned int first(le32 x)
{
	unsigned int a = major(3);

	return x + a;
}

static unsigned int second(le32 x)
{
	return major(4) + x;
}

static unsigned int third(le32 x)
{
	return x + 1;
}
