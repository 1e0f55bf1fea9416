/* Nothing to do here. */
int clean(int a)
{
	return a + 1;
}
