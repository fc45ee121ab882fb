/* The target's one source file: the functions are inline in include/libc_extras.h. */
#include "libc_extras.h"
