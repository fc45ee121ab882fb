/* Counts the process's heap allocations (calls, and bytes asked for) and writes them to the
   file named by $SIGNALBOX_ALLOC_OUT at exit: loaded with LD_PRELOAD by GrowthTests, a
   measure of work that does not depend on the machine's load (a copy per value shows as
   bytes that grow with the square of the input). glibc's own allocator does the work. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static unsigned long long calls, bytes;

static void count(size_t n) {
  __atomic_add_fetch(&calls, 1, __ATOMIC_RELAXED);
  __atomic_add_fetch(&bytes, n, __ATOMIC_RELAXED);
}

void *malloc(size_t n) { count(n); return __libc_malloc(n); }
void *calloc(size_t k, size_t n) { count(k * n); return __libc_calloc(k, n); }
void *realloc(void *p, size_t n) { count(n); return __libc_realloc(p, n); }
void *memalign(size_t a, size_t n) { count(n); return __libc_memalign(a, n); }
void *aligned_alloc(size_t a, size_t n) { count(n); return __libc_memalign(a, n); }
int posix_memalign(void **out, size_t a, size_t n) {
  count(n);
  void *p = __libc_memalign(a, n);
  if (p == NULL) return ENOMEM;
  *out = p;
  return 0;
}

__attribute__((destructor)) static void report(void) {
  const char *path = getenv("SIGNALBOX_ALLOC_OUT");
  if (path == NULL) return;
  FILE *f = fopen(path, "w");
  if (f == NULL) return;
  fprintf(f, "%llu %llu\n", calls, bytes);
  fclose(f);
}
