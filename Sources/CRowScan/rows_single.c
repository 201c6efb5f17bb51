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

#define KERNEL_TARGET "avx2"
#define KERNEL(name) name##_avx2
#include "rows_single_kernels.h"
#undef KERNEL_TARGET
#undef KERNEL

#define KERNEL_TARGET "avx2,avx512f,avx512vl"
#define KERNEL(name) name##_avx512
#include "rows_single_kernels.h"
#undef KERNEL_TARGET
#undef KERNEL

size_t wayfarer_lanes_relax_rows_single_using(enum wayfarer_vectors vectors, const float *const *rows, const float *const *from, size_t count,
                                              size_t length, float *costs, unsigned *lowered, float *fallen, unsigned char *lanes,
                                              unsigned char *rows_of) {
    switch (vectors) {
    case wayfarer_vectors_avx512:
        return lanes ? relax_rows_parents_avx512(rows, from, count, length, costs, lowered, fallen, lanes, rows_of)
                     : relax_rows_avx512(rows, from, count, length, costs, lowered, fallen);
    case wayfarer_vectors_avx2:
        return lanes ? relax_rows_parents_avx2(rows, from, count, length, costs, lowered, fallen, lanes, rows_of)
                     : relax_rows_avx2(rows, from, count, length, costs, lowered, fallen);
    default: return relax_rows_portable(rows, from, count, length, costs, lowered, fallen, lanes, rows_of);
    }
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
        const int avx512 = wayfarer_vectors_supported(wayfarer_vectors_avx512), avx2 = wayfarer_vectors_supported(wayfarer_vectors_avx2);
        function = avx512 ? relax_rows_avx512 : avx2 ? relax_rows_avx2 : relax_rows_baseline;
        parents = avx512 ? relax_rows_parents_avx512 : avx2 ? relax_rows_parents_avx2 : relax_rows_portable;
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
