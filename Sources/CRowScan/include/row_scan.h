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

/// The number of searches a bundled search runs at once: each node keeps one cost per lane, side by side.
#define WAYFARER_LANES 8

/// Lowers, lane by lane, `to[l]` to `from[l] + weight` (in double precision) where that is lower; returns the lowest
/// of the costs that fell, or infinity when none did. `from` and `to` are `WAYFARER_LANES` costs each. Inline (a
/// search calls it for every arc it relaxes), branch-free so that the compiler may use vectors.
static inline double wayfarer_lanes_relax(const double *from, float weight, double *to) {
    double lowest = __builtin_inf();
    for (int l = 0; l < WAYFARER_LANES; l++) {
        const double total = from[l] + (double)weight, old = to[l];
        const int fell = total < old;
        to[l] = fell ? total : old;
        lowest = fell && total < lowest ? total : lowest;
    }
    return lowest;
}

/// Relaxes a clique row in a bundled search: for each `k < length`, lowers each lane of the costs at
/// `costs + k * WAYFARER_LANES` to `from[lane] + row[k]` where that is lower. Writes the `k` where some lane fell
/// to `lowered`, in order, and the lowest cost that fell there to `fallen`; returns how many there are. Four lanes at
/// a time with AVX2 where the processor has it, else two with SSE2 or one. `from` may lie in `costs`.
size_t wayfarer_lanes_relax_row(const float *row, size_t length, const double *from, double *costs, unsigned *lowered,
                                double *fallen);

/// ``wayfarer_lanes_relax_row`` as processors without AVX2 run it, whatever this one has: for the tests.
size_t wayfarer_lanes_relax_row_baseline(const float *row, size_t length, const double *from, double *costs, unsigned *lowered,
                                         double *fallen);

#endif
