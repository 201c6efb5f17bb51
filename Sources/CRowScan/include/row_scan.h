#ifndef WAYFARER_ROW_SCAN_H
#define WAYFARER_ROW_SCAN_H

#include <stddef.h>

/// The vector instructions a kernel below may use: x86-64's baseline (SSE2; plain C elsewhere), AVX2, or AVX-512
/// (AVX512F with AVX512VL). The kernels choose the best the processor has at their first call; the tests run every
/// version it has.
enum wayfarer_vectors { wayfarer_vectors_baseline = 0, wayfarer_vectors_avx2 = 1, wayfarer_vectors_avx512 = 2 };

/// Whether this processor can run the kernels' `vectors` version.
int wayfarer_vectors_supported(enum wayfarer_vectors vectors);

/// The first `k` in `start ..< length` where `cost + row[k]` (in double precision) is below `costs[k]`, or `length`
/// when there is none: the scan at the heart of relaxing a clique row, where most weights lower nothing. Eight
/// weights at a time with AVX2 (sixteen with AVX-512) where the processor has it (chosen once, at the first call), else two at a time with
/// SSE2 (x86-64's baseline) or one at a time elsewhere. Reads nothing at or past `row + length`.
size_t wayfarer_row_first_lower(const float *row, size_t start, size_t length, double cost, const double *costs);

/// ``wayfarer_row_first_lower`` in its `vectors` version, which this processor must support: for the tests.
size_t wayfarer_row_first_lower_using(enum wayfarer_vectors vectors, const float *row, size_t start, size_t length, double cost,
                                      const double *costs);

/// Asks the processor to bring the `length` weights from `row` into its caches, without waiting for them: a search
/// calls it for the row it will scan next while it scans this one. A clique row of a large map lies on a page of its
/// own, far from the last, so a scan would otherwise wait on memory (and on the page's address) before the hardware's
/// own prefetching starts.
static inline void wayfarer_prefetch_row(const float *row, size_t length) {
    for (size_t k = 0; k < length; k += 16) __builtin_prefetch(row + k);
}

/// Asks the processor to bring the `count` bytes at `bytes` into its caches, without waiting for them (as
/// ``wayfarer_prefetch_row`` does for a clique row).
static inline void wayfarer_prefetch_bytes(const void *bytes, size_t count) {
    for (size_t k = 0; k < count; k += 64) __builtin_prefetch((const char *)bytes + k);
}

/// The number of searches a bundled search runs at once: each node keeps one cost per lane, side by side.
#define WAYFARER_LANES 8

/// Defines `NAME`, relaxing one arc in a bundled search with costs of type `TYPE`: lowers, lane by lane, `to[l]` to
/// `from[l] + weight` where that is lower, and returns the lowest of the costs that fell (infinity when none did).
/// `from` and `to` are `WAYFARER_LANES` costs each. Inline (a search calls it for every arc it relaxes), branch-free
/// so that the compiler may use vectors.
#define WAYFARER_DEFINE_LANES_RELAX(NAME, TYPE)                                     \
    static inline TYPE NAME(const TYPE *from, float weight, TYPE *to) {            \
        TYPE lowest = (TYPE)__builtin_inf();                                       \
        for (int l = 0; l < WAYFARER_LANES; l++) {                                 \
            const TYPE total = from[l] + (TYPE)weight, old = to[l];                \
            const int fell = total < old;                                          \
            to[l] = fell ? total : old;                                            \
            lowest = fell && total < lowest ? total : lowest;                      \
        }                                                                          \
        return lowest;                                                             \
    }

/// One arc of a bundled search in double precision (customization's, whose sums are rounded once, into the cliques).
WAYFARER_DEFINE_LANES_RELAX(wayfarer_lanes_relax, double)

/// One arc of a bundled search in single precision (a table's bundled search of the top level, whose costs are as
/// precise as the clique weights they add up).
WAYFARER_DEFINE_LANES_RELAX(wayfarer_lanes_relax_single, float)

/// Lowers, lane by lane, a bundle's cost to one target `to[l]` to `from[l] + rest` where that is lower: a bundled
/// search's costs `from` at a node (single precision) plus the rest of the way from there, left by the target's
/// search (double precision, as the table's costs). Returns a bit per lane (1 << l) whose cost fell, and above them
/// (1 << (WAYFARER_LANES + l)) those that fell from infinity: the target reached for the first time. Inline and
/// branch-free, for vectors: a bundled table row calls it for every target that left a cost at each node it settles.
static inline unsigned wayfarer_lanes_lower(const float *from, double rest, double *to) {
    unsigned fallen = 0;
    for (int l = 0; l < WAYFARER_LANES; l++) {
        const double total = (double)from[l] + rest, old = to[l];
        const int fell = total < old;
        to[l] = fell ? total : old;
        fallen |= ((unsigned)fell << l) | ((unsigned)(fell & (old == __builtin_inf())) << (WAYFARER_LANES + l));
    }
    return fallen;
}

/// Relaxes a clique row in a bundled search: for each `k < length`, lowers each lane of the costs at
/// `costs + k * WAYFARER_LANES` to `from[lane] + row[k]` where that is lower. Writes the `k` where some lane fell
/// to `lowered`, in order, and the lowest cost that fell there to `fallen`; returns how many there are. Four lanes at
/// a time with AVX2 (all eight with AVX-512) where the processor has it, else two with SSE2 or one. `from` may lie in `costs`.
size_t wayfarer_lanes_relax_row(const float *row, size_t length, const double *from, double *costs, unsigned *lowered,
                                double *fallen);

/// ``wayfarer_lanes_relax_row`` in its `vectors` version, which this processor must support: for the tests.
size_t wayfarer_lanes_relax_row_using(enum wayfarer_vectors vectors, const float *row, size_t length, const double *from, double *costs,
                                      unsigned *lowered, double *fallen);

/// The most clique rows ``wayfarer_lanes_relax_rows_single`` relaxes at once.
#define WAYFARER_ROWS 32

/// Relaxes `count` clique rows of one cell at once (1 to ``WAYFARER_ROWS``) in a bundled search in single precision
/// (tables' bundles over the top levels, whose costs are as precise as the clique weights they add up; eight of them
/// fill 32 bytes): for each `k < length`, lowers each lane of the costs at `costs + k * WAYFARER_LANES` to the least of
/// `from[r][lane] + rows[r][k]` over the rows where that is lower — the costs `from` as they were before (a row's may lie
/// in `costs`, an entry sharing an exit's). Each exit's costs are read and written once for all the rows; with AVX2,
/// eight exits at a time (four when keeping parents), their least totals kept in registers while the rows go by, each
/// row read two cache lines ahead, and — without parents, when no row starts below zero — the least taken as integers,
/// as non-negative floats order by their bits (with AVX-512, the same on 256-bit registers, each weight's broadcast
/// folded into its add), else one exit at a time in plain C. Writes the `k` where some lane fell to `lowered` and the lowest cost that fell there to `fallen`; returns how many.
/// Unless `lanes` is null, also writes there, for each, a bit per lane that fell (1 << lane), and to `rows_of`,
/// ``WAYFARER_LANES`` bytes for each, the row that lane took (the first of the cheapest; the bytes of lanes that did not
/// fall are unspecified): for a search that keeps each lane's parents.
size_t wayfarer_lanes_relax_rows_single(const float *const *rows, const float *const *from, size_t count, size_t length, float *costs,
                                        unsigned *lowered, float *fallen, unsigned char *lanes, unsigned char *rows_of);

/// ``wayfarer_lanes_relax_rows_single`` in its `vectors` version (AVX-512, AVX2, or plain C for the baseline), which this
/// processor must support: for the tests.
size_t wayfarer_lanes_relax_rows_single_using(enum wayfarer_vectors vectors, const float *const *rows, const float *const *from, size_t count,
                                              size_t length, float *costs, unsigned *lowered, float *fallen, unsigned char *lanes,
                                              unsigned char *rows_of);

#endif
