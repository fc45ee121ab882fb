/* The C library's functions that Swift's Glibc module leaves out because they are behind a
   feature macro. strptime (what jq's strptime calls) is one: looked up with dlsym it is
   absent from the static release binary, which has no dynamic symbol table. */
#ifndef SIGNALBOX_LIBC_EXTRAS_H
#define SIGNALBOX_LIBC_EXTRAS_H

#include <time.h>

/* POSIX strptime, declared here as <time.h> declares it under _XOPEN_SOURCE. */
char *strptime(const char *restrict s, const char *restrict format, struct tm *restrict tm);

static inline char *signalbox_strptime(const char *s, const char *format, struct tm *tm) {
  return strptime(s, format, tm);
}

#endif
