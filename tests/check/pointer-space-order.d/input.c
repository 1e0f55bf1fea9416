/*
 * Pointers whose targets differ both in type and in address space:
 * sparse names the types ("different base types") where the targets
 * are of different kinds, or different restricted types or records;
 * the spaces for targets that are pointers, functions or void, and for
 * the arms of ?: whatever they are.
 */
#ifdef __CHECKER__
#define __io __attribute__((address_space(__iomem)))
#define __rc __attribute__((address_space(__rcu)))
#define __us __attribute__((noderef, address_space(__user)))
#else
#define __io
#define __rc
#define __us
#endif
typedef unsigned int __attribute__((bitwise)) le32;
typedef unsigned int __attribute__((bitwise)) be32;
typedef unsigned short __attribute__((bitwise)) le16;
struct st { int a; };

static unsigned int *f1(le32 __io *p) { return p; }
static le32 *f2(le32 __io *p) { return p; }
static le32 __io **f3(le32 **p) { return p; }
static unsigned int **f4(le32 * __io *p) { return p; }
static le32 __io *f5(unsigned int *p) { return p; }
static struct st __io *f6(le32 *p) { return p; }
static be32 __rc *f7(le32 __io *p) { return p; }
static le32 **f8(le32 __io **p) { return p; }
static unsigned int **f9(le32 __io **p) { return p; }
static le16 __io *f10(le32 *p) { return p; }
void f11(unsigned int *);
static void f12(le32 __us *p) { f11(p); }
static le32 __io * __rc *f13(le32 **p) { return p; }
static unsigned int *f14(le32 __io *p) { unsigned int *q = p; q = p; return q; }

static void *g2(le32 __io *p) { return p; }
static le32 __io *g3(void *p) { return p; }
static void (*g4(void (__io *p)(le32)))(unsigned int) { return p; }
static unsigned int *(*g5(le32 * __io (*p)[2]))[2] { return p; }

static int c1(le32 __io *p, unsigned int *q) { return p == q; }
static void *c2(int c, le32 __io *p, unsigned int *q) { return c ? p : q; }
static void *c3(int c, le32 __io *p, be32 *q) { return c ? p : q; }
static void *c4(int c, le32 **p, unsigned int __io **q) { return c ? p : q; }
static void *c5(int c, le32 * __io *p, unsigned int **q) { return c ? p : q; }
static void *c6(int c, le32 __io *p, le32 *q) { return c ? p : q; }
