/*
 * An address space or noderef written in a typedef (`typedef le32 __io
 * io_le32;`) is the typedef's: every object or pointer target typed with
 * it is in that space, as if the use had spelled it, through typedefs
 * and arrays made on it too.  A typedef of a pointer typedef puts the
 * space on the pointer itself (`typedef lp __io io_lp;`).  A member's
 * own space gives way to its parent's, and a struct defined inside a
 * declaration keeps its members' spaces to them.
 */
#ifdef __CHECKER__
#define __io __attribute__((address_space(__iomem)))
#define __us __attribute__((noderef, address_space(__user)))
#else
#define __io
#define __us
#endif
typedef unsigned int __attribute__((bitwise)) le32;
typedef le32 __io io_le32;
typedef le32 __us user_le32;
typedef io_le32 io_le32_again;
typedef io_le32 io_arr[4];
typedef le32 *lp;
typedef lp __io io_lp;
struct regs { le32 __io a; io_le32 b; le32 c; };

static le32 *t1(io_le32 *p) { return p; }
static unsigned int *t2(io_le32 *p) { return p; }
static io_le32 *t3(le32 *p) { return p; }
static le32 *t4(user_le32 *p) { return p; }
static io_le32 *t5(le32 __io *p) { return p; }
static le32 *t6(io_le32_again *p) { return p; }
static io_le32 **t7(le32 **p) { return p; }
static void *t8(io_le32 *p) { return p; }
static void t9(io_le32 *p, le32 *q) { p = q; *p = *q; }
static le32 *t10(void) { static io_le32 a[4]; return a; }
static le32 *t11(void) { static io_arr a; return &a[1]; }
static le32 *t12(void) { static le32 __io a[4]; return &a[2]; }
static le32 *t13(io_lp p) { return p; }
static le32 **t14(void) { static io_lp v; return &v; }
static le32 *t15(struct regs *r) { return &r->a; }
static le32 *t16(struct regs *r) { return &r->b; }
static le32 *t17(struct regs __io *r) { return &r->c; }
static le32 *t18(void) { static struct { le32 __io f; } s; return &s.f; }
static le32 *t19(int c, io_le32 *p, le32 *q) { return c ? p : q; }
