#include "row_scan.h"
#include <math.h>
#include <string.h>

// wayfarer_lanes_relax_rows_single: several clique rows of one cell relaxed at once for a bundled search in single
// precision (tables' bundles over the top levels), with or without each lane's parent row.

/// The lowest of the lanes of `costs` that `mask` marks (a bit per lane).
static float lowest_marked(const float *costs, int mask) {
    float lowest = INFINITY;
    for (int l = 0; l < WAYFARER_LANES; l++) {
        if ((mask >> l & 1) && costs[l] < lowest) lowest = costs[l];
    }
    return lowest;
}

/// One exit at a time in plain C (the compiler may use vectors for the lanes), from copies of the rows' costs: the
/// version where there is no AVX2, and the reference the others match.
static size_t relax_rows_portable(const float *const *rows, const float *const *from, size_t count, size_t length, float *costs,
                                  unsigned *lowered, float *fallen, unsigned char *lanes, unsigned char *rows_of) {
    float source[WAYFARER_ROWS][WAYFARER_LANES];
    for (size_t r = 0; r < count; r++) memcpy(source[r], from[r], sizeof source[r]);
    size_t fell = 0;
    for (size_t k = 0; k < length; k++) {
        float *to = costs + k * WAYFARER_LANES;
        unsigned char of[WAYFARER_LANES] = {0};
        int mask = 0;
        for (size_t r = 0; r < count; r++) {
            const float weight = rows[r][k];
            for (int l = 0; l < WAYFARER_LANES; l++) {
                const float total = source[r][l] + weight;
                if (total < to[l]) {
                    to[l] = total;
                    of[l] = (unsigned char)r;
                    mask |= 1 << l;
                }
            }
        }
        if (!mask) continue;
        lowered[fell] = (unsigned)k;
        fallen[fell] = lowest_marked(to, mask);
        if (lanes) {
            lanes[fell] = (unsigned char)mask;
            memcpy(rows_of + fell * WAYFARER_LANES, of, WAYFARER_LANES);
        }
        fell++;
    }
    return fell;
}

#if defined(__x86_64__)
#include <immintrin.h>

/// Lowers the costs of exit `k` to `best` (its rows' least totals) where that is lower, noting the exit in `lowered`
/// and `fallen` when some lane fell — and, with `lanes`, the lanes that fell and the row each took (`row`, as floats).
__attribute__((target("avx2")))
static inline size_t lower_exit_avx2(__m256 best, __m256 row, size_t k, float *costs, unsigned *lowered, float *fallen,
                                     unsigned char *lanes, unsigned char *rows_of, size_t fell) {
    float *to = costs + k * WAYFARER_LANES;
    const __m256 old = _mm256_loadu_ps(to);
    const int mask = _mm256_movemask_ps(_mm256_cmp_ps(best, old, _CMP_LT_OQ));
    if (!mask) return fell;
    _mm256_storeu_ps(to, _mm256_min_ps(best, old));
    lowered[fell] = (unsigned)k;
    fallen[fell] = lowest_marked(to, mask);
    if (lanes) {
        int of[WAYFARER_LANES];
        _mm256_storeu_si256((__m256i *)of, _mm256_cvttps_epi32(row));
        lanes[fell] = (unsigned char)mask;
        for (int l = 0; l < WAYFARER_LANES; l++) rows_of[fell * WAYFARER_LANES + l] = (unsigned char)of[l];
    }
    return fell + 1;
}

/// Eight exits at a time, their least totals over the rows kept in registers: each row's costs and each exit's are
/// read once per eight exits, and the scan is bound by its adds and mins.
__attribute__((target("avx2")))
static size_t relax_rows_avx2(const float *const *rows, const float *const *from, size_t count, size_t length, float *costs,
                              unsigned *lowered, float *fallen) {
    __m256 source[WAYFARER_ROWS];
    for (size_t r = 0; r < count; r++) source[r] = _mm256_loadu_ps(from[r]);
    const __m256 none = _mm256_set1_ps(INFINITY), zero = _mm256_setzero_ps();
    size_t fell = 0, k = 0;
    for (; k + 8 <= length; k += 8) {
        __m256 b0 = none, b1 = none, b2 = none, b3 = none, b4 = none, b5 = none, b6 = none, b7 = none;
        for (size_t r = 0; r < count; r++) {
            const __m256 s = source[r];
            const float *w = rows[r] + k;
            b0 = _mm256_min_ps(b0, _mm256_add_ps(s, _mm256_broadcast_ss(w)));
            b1 = _mm256_min_ps(b1, _mm256_add_ps(s, _mm256_broadcast_ss(w + 1)));
            b2 = _mm256_min_ps(b2, _mm256_add_ps(s, _mm256_broadcast_ss(w + 2)));
            b3 = _mm256_min_ps(b3, _mm256_add_ps(s, _mm256_broadcast_ss(w + 3)));
            b4 = _mm256_min_ps(b4, _mm256_add_ps(s, _mm256_broadcast_ss(w + 4)));
            b5 = _mm256_min_ps(b5, _mm256_add_ps(s, _mm256_broadcast_ss(w + 5)));
            b6 = _mm256_min_ps(b6, _mm256_add_ps(s, _mm256_broadcast_ss(w + 6)));
            b7 = _mm256_min_ps(b7, _mm256_add_ps(s, _mm256_broadcast_ss(w + 7)));
        }
        fell = lower_exit_avx2(b0, zero, k, costs, lowered, fallen, NULL, NULL, fell);
        fell = lower_exit_avx2(b1, zero, k + 1, costs, lowered, fallen, NULL, NULL, fell);
        fell = lower_exit_avx2(b2, zero, k + 2, costs, lowered, fallen, NULL, NULL, fell);
        fell = lower_exit_avx2(b3, zero, k + 3, costs, lowered, fallen, NULL, NULL, fell);
        fell = lower_exit_avx2(b4, zero, k + 4, costs, lowered, fallen, NULL, NULL, fell);
        fell = lower_exit_avx2(b5, zero, k + 5, costs, lowered, fallen, NULL, NULL, fell);
        fell = lower_exit_avx2(b6, zero, k + 6, costs, lowered, fallen, NULL, NULL, fell);
        fell = lower_exit_avx2(b7, zero, k + 7, costs, lowered, fallen, NULL, NULL, fell);
    }
    for (; k < length; k++) {
        __m256 best = none;
        for (size_t r = 0; r < count; r++) best = _mm256_min_ps(best, _mm256_add_ps(source[r], _mm256_broadcast_ss(rows[r] + k)));
        fell = lower_exit_avx2(best, zero, k, costs, lowered, fallen, NULL, NULL, fell);
    }
    return fell;
}

/// ``relax_rows_avx2`` keeping, lane by lane, the first row that gave each exit its least total: four exits at a
/// time (their totals and rows fill the registers).
__attribute__((target("avx2")))
static size_t relax_rows_parents_avx2(const float *const *rows, const float *const *from, size_t count, size_t length, float *costs,
                                      unsigned *lowered, float *fallen, unsigned char *lanes, unsigned char *rows_of) {
    __m256 source[WAYFARER_ROWS];
    for (size_t r = 0; r < count; r++) source[r] = _mm256_loadu_ps(from[r]);
    const __m256 none = _mm256_set1_ps(INFINITY), zero = _mm256_setzero_ps();
    size_t fell = 0, k = 0;
    for (; k + 4 <= length; k += 4) {
        __m256 b0 = none, b1 = none, b2 = none, b3 = none, i0 = zero, i1 = zero, i2 = zero, i3 = zero;
        for (size_t r = 0; r < count; r++) {
            const __m256 s = source[r], row = _mm256_set1_ps((float)r);
            const float *w = rows[r] + k;
            __m256 t = _mm256_add_ps(s, _mm256_broadcast_ss(w));
            i0 = _mm256_blendv_ps(i0, row, _mm256_cmp_ps(t, b0, _CMP_LT_OQ));
            b0 = _mm256_min_ps(t, b0);
            t = _mm256_add_ps(s, _mm256_broadcast_ss(w + 1));
            i1 = _mm256_blendv_ps(i1, row, _mm256_cmp_ps(t, b1, _CMP_LT_OQ));
            b1 = _mm256_min_ps(t, b1);
            t = _mm256_add_ps(s, _mm256_broadcast_ss(w + 2));
            i2 = _mm256_blendv_ps(i2, row, _mm256_cmp_ps(t, b2, _CMP_LT_OQ));
            b2 = _mm256_min_ps(t, b2);
            t = _mm256_add_ps(s, _mm256_broadcast_ss(w + 3));
            i3 = _mm256_blendv_ps(i3, row, _mm256_cmp_ps(t, b3, _CMP_LT_OQ));
            b3 = _mm256_min_ps(t, b3);
        }
        fell = lower_exit_avx2(b0, i0, k, costs, lowered, fallen, lanes, rows_of, fell);
        fell = lower_exit_avx2(b1, i1, k + 1, costs, lowered, fallen, lanes, rows_of, fell);
        fell = lower_exit_avx2(b2, i2, k + 2, costs, lowered, fallen, lanes, rows_of, fell);
        fell = lower_exit_avx2(b3, i3, k + 3, costs, lowered, fallen, lanes, rows_of, fell);
    }
    for (; k < length; k++) {
        __m256 best = none, of = zero;
        for (size_t r = 0; r < count; r++) {
            const __m256 t = _mm256_add_ps(source[r], _mm256_broadcast_ss(rows[r] + k));
            of = _mm256_blendv_ps(of, _mm256_set1_ps((float)r), _mm256_cmp_ps(t, best, _CMP_LT_OQ));
            best = _mm256_min_ps(t, best);
        }
        fell = lower_exit_avx2(best, of, k, costs, lowered, fallen, lanes, rows_of, fell);
    }
    return fell;
}

size_t wayfarer_lanes_relax_rows_single_using(enum wayfarer_vectors vectors, const float *const *rows, const float *const *from, size_t count,
                                              size_t length, float *costs, unsigned *lowered, float *fallen, unsigned char *lanes,
                                              unsigned char *rows_of) {
    if (vectors == wayfarer_vectors_baseline) return relax_rows_portable(rows, from, count, length, costs, lowered, fallen, lanes, rows_of);
    return lanes ? relax_rows_parents_avx2(rows, from, count, length, costs, lowered, fallen, lanes, rows_of)
                 : relax_rows_avx2(rows, from, count, length, costs, lowered, fallen);
}

/// The versions for this processor, without parents and with: chosen at the first call (every thread chooses the same,
/// so a race is harmless).
typedef size_t (*relax_rows_function)(const float *const *, const float *const *, size_t, size_t, float *, unsigned *, float *);
typedef size_t (*relax_rows_parents_function)(const float *const *, const float *const *, size_t, size_t, float *, unsigned *, float *,
                                              unsigned char *, unsigned char *);
static relax_rows_function chosen = 0;
static relax_rows_parents_function chosen_parents = 0;

/// ``relax_rows_portable`` without parents, as a ``relax_rows_function``.
static size_t relax_rows_baseline(const float *const *rows, const float *const *from, size_t count, size_t length, float *costs,
                                  unsigned *lowered, float *fallen) {
    return relax_rows_portable(rows, from, count, length, costs, lowered, fallen, NULL, NULL);
}

size_t wayfarer_lanes_relax_rows_single(const float *const *rows, const float *const *from, size_t count, size_t length, float *costs,
                                        unsigned *lowered, float *fallen, unsigned char *lanes, unsigned char *rows_of) {
    relax_rows_function function = __atomic_load_n(&chosen, __ATOMIC_RELAXED);
    relax_rows_parents_function parents = __atomic_load_n(&chosen_parents, __ATOMIC_RELAXED);
    if (!function || !parents) {
        const int avx2 = wayfarer_vectors_supported(wayfarer_vectors_avx2);
        function = avx2 ? relax_rows_avx2 : relax_rows_baseline;
        parents = avx2 ? relax_rows_parents_avx2 : relax_rows_portable;
        __atomic_store_n(&chosen, function, __ATOMIC_RELAXED);
        __atomic_store_n(&chosen_parents, parents, __ATOMIC_RELAXED);
    }
    return lanes ? parents(rows, from, count, length, costs, lowered, fallen, lanes, rows_of)
                 : function(rows, from, count, length, costs, lowered, fallen);
}
#else
size_t wayfarer_lanes_relax_rows_single_using(enum wayfarer_vectors vectors, const float *const *rows, const float *const *from, size_t count,
                                              size_t length, float *costs, unsigned *lowered, float *fallen, unsigned char *lanes,
                                              unsigned char *rows_of) {
    return relax_rows_portable(rows, from, count, length, costs, lowered, fallen, lanes, rows_of);
}

size_t wayfarer_lanes_relax_rows_single(const float *const *rows, const float *const *from, size_t count, size_t length, float *costs,
                                        unsigned *lowered, float *fallen, unsigned char *lanes, unsigned char *rows_of) {
    return relax_rows_portable(rows, from, count, length, costs, lowered, fallen, lanes, rows_of);
}
#endif
