// Counts the process's heap allocations by interposing the malloc family and forwarding to
// glibc's own entry points (__libc_malloc, ...). An executable's definitions of these symbols
// take precedence over libc's for every shared library (the Swift runtime included), because the
// executable comes first in the dynamic linker's lookup order.

#include "CAllocationCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic uint64_t allocation_count;
static _Atomic uint64_t allocation_bytes;
static _Atomic uint64_t free_count;

static inline void count_allocation(size_t size) {
  atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&allocation_bytes, size, memory_order_relaxed);
}

void *malloc(size_t size) {
  count_allocation(size);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_allocation(count * size);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_allocation(size);
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  if (pointer != NULL) {
    atomic_fetch_add_explicit(&free_count, 1, memory_order_relaxed);
  }
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  count_allocation(size);
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation(size);
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) {
    return EINVAL;
  }
  count_allocation(size);
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}

orientation_allocation_counts orientation_allocation_counts_read(void) {
  orientation_allocation_counts counts = {
      atomic_load_explicit(&allocation_count, memory_order_relaxed),
      atomic_load_explicit(&allocation_bytes, memory_order_relaxed),
      atomic_load_explicit(&free_count, memory_order_relaxed),
  };
  return counts;
}

#else

// Elsewhere nothing is interposed: the counts stay zero and the self-check reports them unusable.
orientation_allocation_counts orientation_allocation_counts_read(void) {
  orientation_allocation_counts counts = {0, 0, 0};
  return counts;
}

#endif
