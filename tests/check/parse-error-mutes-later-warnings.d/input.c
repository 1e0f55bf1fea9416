/* a parse-time warning before a parse-time error survives; nothing after it does */
#include <kernel.h>
enum mix { MA = (__force __le32)1, MB = 2 };
struct s { __le32 a:1; };
enum mix2 { MC = (__force __le32)1, MD = 2 };
static u32 f(__le32 v) { return v + 1; }
