/* The C library's functions that Swift's Glibc module leaves out because they are behind a
   feature macro. strptime (what jq's strptime calls) is one: looked up with dlsym it is
   absent from the static release binary, which has no dynamic symbol table. */
#ifndef SIGNALBOX_LIBC_EXTRAS_H
#define SIGNALBOX_LIBC_EXTRAS_H

#include <math.h>
#include <time.h>

/* POSIX strptime, declared here as <time.h> declares it under _XOPEN_SOURCE. */
char *strptime(const char *restrict s, const char *restrict format, struct tm *restrict tm);

static inline char *signalbox_strptime(const char *s, const char *format, struct tm *tm) {
  return strptime(s, format, tm);
}

/* glibc's exp10 and lgamma_r (behind _GNU_SOURCE and _DEFAULT_SOURCE): jq 1.7.1 calls them,
   and exp10 is not pow(10, x) to the last bit (exp10(-1) is 0.09999999999999999). */
double exp10(double x);
double lgamma_r(double x, int *sign);

static inline double signalbox_exp10(double x) { return exp10(x); }

static inline double signalbox_lgamma_r(double x, int *sign) { return lgamma_r(x, sign); }

#endif
