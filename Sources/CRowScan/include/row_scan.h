#ifndef WAYFARER_ROW_SCAN_H
#define WAYFARER_ROW_SCAN_H

#include <stddef.h>

/// The first `k` in `start ..< length` where `cost + row[k]` (in double precision) is below `costs[k]`, or `length`
/// when there is none: the scan at the heart of relaxing a clique row, where most weights lower nothing. Eight
/// weights at a time with AVX2 where the processor has it (chosen once, at the first call), else two at a time with
/// SSE2 (x86-64's baseline) or one at a time elsewhere. Reads nothing at or past `row + length`.
size_t wayfarer_row_first_lower(const float *row, size_t start, size_t length, double cost, const double *costs);

/// ``wayfarer_row_first_lower`` as processors without AVX2 run it (SSE2 on x86-64), whatever this one has: for the
/// tests, which check both versions.
size_t wayfarer_row_first_lower_baseline(const float *row, size_t start, size_t length, double cost, const double *costs);

#endif
