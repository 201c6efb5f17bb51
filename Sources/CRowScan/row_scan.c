#include "row_scan.h"

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

typedef size_t (*first_lower_function)(const float *, size_t, size_t, double, const double *);

/// The version for this processor, chosen at the first call (every thread chooses the same, so a race is harmless).
static first_lower_function chosen = 0;

size_t wayfarer_row_first_lower(const float *row, size_t start, size_t length, double cost, const double *costs) {
    first_lower_function function = __atomic_load_n(&chosen, __ATOMIC_RELAXED);
    if (!function) {
        __builtin_cpu_init();
        function = __builtin_cpu_supports("avx2") ? first_lower_avx2 : first_lower_sse2;
        __atomic_store_n(&chosen, function, __ATOMIC_RELAXED);
    }
    return function(row, start, length, cost, costs);
}

size_t wayfarer_row_first_lower_baseline(const float *row, size_t start, size_t length, double cost, const double *costs) {
    return first_lower_sse2(row, start, length, cost, costs);
}
#else
size_t wayfarer_row_first_lower(const float *row, size_t start, size_t length, double cost, const double *costs) {
    return first_lower_scalar(row, start, length, cost, costs);
}

size_t wayfarer_row_first_lower_baseline(const float *row, size_t start, size_t length, double cost, const double *costs) {
    return first_lower_scalar(row, start, length, cost, costs);
}
#endif
