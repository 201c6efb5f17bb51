#include "row_scan.h"
#include <math.h>

/// One weight at a time, from `k`: the tail of every version, and the whole scan where there are no vectors.
static size_t first_lower_scalar(const float *row, size_t k, size_t length, double cost, const double *costs) {
    for (; k < length; k++) {
        if (cost + (double)row[k] < costs[k]) return k;
    }
    return length;
}

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("avx2")))
static size_t first_lower_avx2(const float *row, size_t k, size_t length, double cost, const double *costs) {
    const __m256d base = _mm256_set1_pd(cost);
    for (; k + 8 <= length; k += 8) {
        __m256d low = _mm256_add_pd(base, _mm256_cvtps_pd(_mm_loadu_ps(row + k)));
        __m256d high = _mm256_add_pd(base, _mm256_cvtps_pd(_mm_loadu_ps(row + k + 4)));
        int lower = _mm256_movemask_pd(_mm256_cmp_pd(low, _mm256_loadu_pd(costs + k), _CMP_LT_OQ))
                  | _mm256_movemask_pd(_mm256_cmp_pd(high, _mm256_loadu_pd(costs + k + 4), _CMP_LT_OQ)) << 4;
        if (lower) return k + (size_t)__builtin_ctz((unsigned)lower);
    }
    return first_lower_scalar(row, k, length, cost, costs);
}

__attribute__((target("avx512f")))
static size_t first_lower_avx512(const float *row, size_t k, size_t length, double cost, const double *costs) {
    const __m512d base = _mm512_set1_pd(cost);
    for (; k + 16 <= length; k += 16) {
        const __mmask8 low = _mm512_cmp_pd_mask(_mm512_add_pd(base, _mm512_cvtps_pd(_mm256_loadu_ps(row + k))),
                                                _mm512_loadu_pd(costs + k), _CMP_LT_OQ);
        const __mmask8 high = _mm512_cmp_pd_mask(_mm512_add_pd(base, _mm512_cvtps_pd(_mm256_loadu_ps(row + k + 8))),
                                                 _mm512_loadu_pd(costs + k + 8), _CMP_LT_OQ);
        const unsigned lower = (unsigned)low | (unsigned)high << 8;
        if (lower) return k + (size_t)__builtin_ctz(lower);
    }
    return first_lower_avx2(row, k, length, cost, costs);
}

static size_t first_lower_sse2(const float *row, size_t k, size_t length, double cost, const double *costs) {
    const __m128d base = _mm_set1_pd(cost);
    for (; k + 4 <= length; k += 4) {
        __m128 weights = _mm_loadu_ps(row + k);
        __m128d low = _mm_add_pd(base, _mm_cvtps_pd(weights));
        __m128d high = _mm_add_pd(base, _mm_cvtps_pd(_mm_movehl_ps(weights, weights)));
        int lower = _mm_movemask_pd(_mm_cmplt_pd(low, _mm_loadu_pd(costs + k)))
                  | _mm_movemask_pd(_mm_cmplt_pd(high, _mm_loadu_pd(costs + k + 2))) << 2;
        if (lower) return k + (size_t)__builtin_ctz((unsigned)lower);
    }
    return first_lower_scalar(row, k, length, cost, costs);
}

/// The lowest of the lanes of `costs` that `mask` marks (a bit per lane).
static double lowest_marked(const double *costs, int mask) {
    double lowest = INFINITY;
    for (int l = 0; l < WAYFARER_LANES; l++) {
        if ((mask >> l & 1) && costs[l] < lowest) lowest = costs[l];
    }
    return lowest;
}

__attribute__((target("avx2")))
static size_t lanes_relax_row_avx2(const float *row, size_t length, const double *from, double *costs, unsigned *lowered,
                                   double *fallen) {
    const __m256d source0 = _mm256_loadu_pd(from), source1 = _mm256_loadu_pd(from + 4);
    size_t count = 0;
    for (size_t k = 0; k < length; k++) {
        double *to = costs + k * WAYFARER_LANES;
        const __m256d weight = _mm256_set1_pd((double)row[k]);
        const __m256d total0 = _mm256_add_pd(source0, weight), total1 = _mm256_add_pd(source1, weight);
        const __m256d old0 = _mm256_loadu_pd(to), old1 = _mm256_loadu_pd(to + 4);
        const int mask = _mm256_movemask_pd(_mm256_cmp_pd(total0, old0, _CMP_LT_OQ))
                       | _mm256_movemask_pd(_mm256_cmp_pd(total1, old1, _CMP_LT_OQ)) << 4;
        if (!mask) continue;
        _mm256_storeu_pd(to, _mm256_min_pd(total0, old0));
        _mm256_storeu_pd(to + 4, _mm256_min_pd(total1, old1));
        lowered[count] = (unsigned)k;
        fallen[count] = lowest_marked(to, mask);
        count++;
    }
    return count;
}

__attribute__((target("avx512f")))
static size_t lanes_relax_row_avx512(const float *row, size_t length, const double *from, double *costs, unsigned *lowered,
                                     double *fallen) {
    const __m512d source = _mm512_loadu_pd(from);
    size_t count = 0;
    for (size_t k = 0; k < length; k++) {
        double *to = costs + k * WAYFARER_LANES;
        const __m512d total = _mm512_add_pd(source, _mm512_set1_pd((double)row[k]));
        const __mmask8 mask = _mm512_cmp_pd_mask(total, _mm512_loadu_pd(to), _CMP_LT_OQ);
        if (!mask) continue;
        _mm512_mask_storeu_pd(to, mask, total);
        lowered[count] = (unsigned)k;
        fallen[count] = _mm512_mask_reduce_min_pd(mask, total);
        count++;
    }
    return count;
}

static size_t lanes_relax_row_sse2(const float *row, size_t length, const double *from, double *costs, unsigned *lowered,
                                   double *fallen) {
    __m128d source[WAYFARER_LANES / 2];
    for (int h = 0; h < WAYFARER_LANES / 2; h++) source[h] = _mm_loadu_pd(from + 2 * h);
    size_t count = 0;
    for (size_t k = 0; k < length; k++) {
        double *to = costs + k * WAYFARER_LANES;
        const __m128d weight = _mm_set1_pd((double)row[k]);
        int mask = 0;
        for (int h = 0; h < WAYFARER_LANES / 2; h++) {
            const __m128d total = _mm_add_pd(source[h], weight), old = _mm_loadu_pd(to + 2 * h);
            const int fell = _mm_movemask_pd(_mm_cmplt_pd(total, old));
            if (fell) _mm_storeu_pd(to + 2 * h, _mm_min_pd(total, old));
            mask |= fell << (2 * h);
        }
        if (!mask) continue;
        lowered[count] = (unsigned)k;
        fallen[count] = lowest_marked(to, mask);
        count++;
    }
    return count;
}

typedef size_t (*lanes_relax_row_function)(const float *, size_t, const double *, double *, unsigned *, double *);
typedef size_t (*first_lower_function)(const float *, size_t, size_t, double, const double *);

int wayfarer_vectors_supported(enum wayfarer_vectors vectors) {
    __builtin_cpu_init();
    switch (vectors) {
    case wayfarer_vectors_avx512:
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx2");
    case wayfarer_vectors_avx2: return __builtin_cpu_supports("avx2");
    default: return 1;
    }
}

/// The best of `vectors` this processor has.
static enum wayfarer_vectors best_vectors(void) {
    return wayfarer_vectors_supported(wayfarer_vectors_avx512) ? wayfarer_vectors_avx512
         : wayfarer_vectors_supported(wayfarer_vectors_avx2) ? wayfarer_vectors_avx2 : wayfarer_vectors_baseline;
}

size_t wayfarer_lanes_relax_row_using(enum wayfarer_vectors vectors, const float *row, size_t length, const double *from, double *costs,
                                      unsigned *lowered, double *fallen) {
    switch (vectors) {
    case wayfarer_vectors_avx512: return lanes_relax_row_avx512(row, length, from, costs, lowered, fallen);
    case wayfarer_vectors_avx2: return lanes_relax_row_avx2(row, length, from, costs, lowered, fallen);
    default: return lanes_relax_row_sse2(row, length, from, costs, lowered, fallen);
    }
}

size_t wayfarer_row_first_lower_using(enum wayfarer_vectors vectors, const float *row, size_t start, size_t length, double cost,
                                      const double *costs) {
    switch (vectors) {
    case wayfarer_vectors_avx512: return first_lower_avx512(row, start, length, cost, costs);
    case wayfarer_vectors_avx2: return first_lower_avx2(row, start, length, cost, costs);
    default: return first_lower_sse2(row, start, length, cost, costs);
    }
}

/// The versions for this processor, chosen at the first call (every thread chooses the same, so a race is harmless).
static lanes_relax_row_function chosen_lanes = 0;
static first_lower_function chosen = 0;

size_t wayfarer_lanes_relax_row(const float *row, size_t length, const double *from, double *costs, unsigned *lowered,
                                double *fallen) {
    lanes_relax_row_function function = __atomic_load_n(&chosen_lanes, __ATOMIC_RELAXED);
    if (!function) {
        const enum wayfarer_vectors best = best_vectors();
        function = best == wayfarer_vectors_avx512 ? lanes_relax_row_avx512 : best == wayfarer_vectors_avx2 ? lanes_relax_row_avx2 : lanes_relax_row_sse2;
        __atomic_store_n(&chosen_lanes, function, __ATOMIC_RELAXED);
    }
    return function(row, length, from, costs, lowered, fallen);
}

size_t wayfarer_row_first_lower(const float *row, size_t start, size_t length, double cost, const double *costs) {
    first_lower_function function = __atomic_load_n(&chosen, __ATOMIC_RELAXED);
    if (!function) {
        const enum wayfarer_vectors best = best_vectors();
        function = best == wayfarer_vectors_avx512 ? first_lower_avx512 : best == wayfarer_vectors_avx2 ? first_lower_avx2 : first_lower_sse2;
        __atomic_store_n(&chosen, function, __ATOMIC_RELAXED);
    }
    return function(row, start, length, cost, costs);
}
#else
/// One lane at a time: the row relaxation where there are no vectors.
static size_t lanes_relax_row_scalar(const float *row, size_t length, const double *from, double *costs, unsigned *lowered,
                                     double *fallen) {
    double source[WAYFARER_LANES];
    for (int l = 0; l < WAYFARER_LANES; l++) source[l] = from[l];
    size_t count = 0;
    for (size_t k = 0; k < length; k++) {
        double lowest = INFINITY, *to = costs + k * WAYFARER_LANES, weight = (double)row[k];
        for (int l = 0; l < WAYFARER_LANES; l++) {
            double total = source[l] + weight;
            if (total < to[l]) {
                to[l] = total;
                if (total < lowest) lowest = total;
            }
        }
        if (lowest < INFINITY) {
            lowered[count] = (unsigned)k;
            fallen[count] = lowest;
            count++;
        }
    }
    return count;
}

int wayfarer_vectors_supported(enum wayfarer_vectors vectors) { return vectors == wayfarer_vectors_baseline; }

size_t wayfarer_lanes_relax_row(const float *row, size_t length, const double *from, double *costs, unsigned *lowered,
                                double *fallen) {
    return lanes_relax_row_scalar(row, length, from, costs, lowered, fallen);
}

size_t wayfarer_lanes_relax_row_using(enum wayfarer_vectors vectors, const float *row, size_t length, const double *from, double *costs,
                                      unsigned *lowered, double *fallen) {
    return lanes_relax_row_scalar(row, length, from, costs, lowered, fallen);
}

size_t wayfarer_row_first_lower(const float *row, size_t start, size_t length, double cost, const double *costs) {
    return first_lower_scalar(row, start, length, cost, costs);
}

size_t wayfarer_row_first_lower_using(enum wayfarer_vectors vectors, const float *row, size_t start, size_t length, double cost,
                                      const double *costs) {
    return first_lower_scalar(row, start, length, cost, costs);
}
#endif
