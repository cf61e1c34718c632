#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Allocations made by this process since it started, counted by the malloc family this target
/// interposes (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign; frees apart).
/// Linked only into the `orientation-check` executable (BENCHMARKS.md says how it is used).
typedef struct {
  uint64_t allocations;
  uint64_t bytes;
  uint64_t frees;
} orientation_allocation_counts;

/// The counts so far (relaxed atomic reads: exact on one thread, approximate across threads).
orientation_allocation_counts orientation_allocation_counts_read(void);

#endif
