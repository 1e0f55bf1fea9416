/* The #include of the types goes in front of a comment: no line moves. */
#include <stdint.h>
/* a record on disk */
struct rec_a {
	uint32_t len;
};
