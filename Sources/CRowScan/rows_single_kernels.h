// The vector kernels of rows_single.c, included there once per version: the including file defines KERNEL_TARGET (the
// instructions the version may use, as a `target` attribute) and KERNEL(name) (the name with the version's suffix).
// The AVX-512 version is the AVX2 code on the same 256-bit registers: with AVX512VL, the compiler folds each weight's
// broadcast into its add, one instruction in three less in the inner loop (a city of a million junctions' 100×100 table
// 3 % faster).

/// Lowers the costs of exit `k` to `best` (its rows' least totals) where that is lower, noting the exit in `lowered`
/// and `fallen` when some lane fell — and, with `lanes`, the lanes that fell and the row each took (`row`, as floats).
__attribute__((target(KERNEL_TARGET)))
static inline size_t KERNEL(lower_exit)(__m256 best, __m256 row, size_t k, float *costs, unsigned *lowered, float *fallen,
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

/// The least of `a` and `b`, lane by lane: compared as integers where `whole` — non-negative floats order as their bits
/// do, and the integer unit takes the comparisons off the adds' — else as floats (negative costs: a source's own start).
__attribute__((target(KERNEL_TARGET), always_inline))
static inline __m256 KERNEL(least)(__m256 a, __m256 b, int whole) {
    return whole ? _mm256_castsi256_ps(_mm256_min_epi32(_mm256_castps_si256(a), _mm256_castps_si256(b))) : _mm256_min_ps(a, b);
}

/// ``relax_rows``, its least totals taken by ``least`` (`whole`: every row's costs are non-negative, as the weights are).
__attribute__((target(KERNEL_TARGET), always_inline))
static inline size_t KERNEL(relax_rows_taking)(const __m256 *source, const float *const *rows, size_t count, size_t length, float *costs,
                                               unsigned *lowered, float *fallen, int whole) {
    const __m256 none = _mm256_set1_ps(INFINITY), zero = _mm256_setzero_ps();
    size_t fell = 0, k = 0;
    for (; k + 8 <= length; k += 8) {
        __m256 b0 = none, b1 = none, b2 = none, b3 = none, b4 = none, b5 = none, b6 = none, b7 = none;
        for (size_t r = 0; r < count; r++) {
            const __m256 s = source[r];
            const float *w = rows[r] + k;
            // Two cache lines ahead: the rows are read from memory, a line every other pass, and the processor's own
            // prefetching follows so many streams badly (a city of a million junctions' 100×100 table 8–12 % faster; one
            // line ahead, or four or more, gain less).
            _mm_prefetch((const char *)(w + 32), _MM_HINT_T0);
            b0 = KERNEL(least)(b0, _mm256_add_ps(s, _mm256_broadcast_ss(w)), whole);
            b1 = KERNEL(least)(b1, _mm256_add_ps(s, _mm256_broadcast_ss(w + 1)), whole);
            b2 = KERNEL(least)(b2, _mm256_add_ps(s, _mm256_broadcast_ss(w + 2)), whole);
            b3 = KERNEL(least)(b3, _mm256_add_ps(s, _mm256_broadcast_ss(w + 3)), whole);
            b4 = KERNEL(least)(b4, _mm256_add_ps(s, _mm256_broadcast_ss(w + 4)), whole);
            b5 = KERNEL(least)(b5, _mm256_add_ps(s, _mm256_broadcast_ss(w + 5)), whole);
            b6 = KERNEL(least)(b6, _mm256_add_ps(s, _mm256_broadcast_ss(w + 6)), whole);
            b7 = KERNEL(least)(b7, _mm256_add_ps(s, _mm256_broadcast_ss(w + 7)), whole);
        }
        fell = KERNEL(lower_exit)(b0, zero, k, costs, lowered, fallen, NULL, NULL, fell);
        fell = KERNEL(lower_exit)(b1, zero, k + 1, costs, lowered, fallen, NULL, NULL, fell);
        fell = KERNEL(lower_exit)(b2, zero, k + 2, costs, lowered, fallen, NULL, NULL, fell);
        fell = KERNEL(lower_exit)(b3, zero, k + 3, costs, lowered, fallen, NULL, NULL, fell);
        fell = KERNEL(lower_exit)(b4, zero, k + 4, costs, lowered, fallen, NULL, NULL, fell);
        fell = KERNEL(lower_exit)(b5, zero, k + 5, costs, lowered, fallen, NULL, NULL, fell);
        fell = KERNEL(lower_exit)(b6, zero, k + 6, costs, lowered, fallen, NULL, NULL, fell);
        fell = KERNEL(lower_exit)(b7, zero, k + 7, costs, lowered, fallen, NULL, NULL, fell);
    }
    for (; k < length; k++) {
        __m256 best = none;
        for (size_t r = 0; r < count; r++) best = KERNEL(least)(best, _mm256_add_ps(source[r], _mm256_broadcast_ss(rows[r] + k)), whole);
        fell = KERNEL(lower_exit)(best, zero, k, costs, lowered, fallen, NULL, NULL, fell);
    }
    return fell;
}

/// Eight exits at a time, their least totals over the rows kept in registers: each row's costs and each exit's are
/// read once per eight exits, and the scan is bound by its adds and mins.
__attribute__((target(KERNEL_TARGET)))
static size_t KERNEL(relax_rows)(const float *const *rows, const float *const *from, size_t count, size_t length, float *costs,
                              unsigned *lowered, float *fallen) {
    __m256 source[WAYFARER_ROWS];
    __m256 signs = _mm256_setzero_ps();
    for (size_t r = 0; r < count; r++) {
        source[r] = _mm256_loadu_ps(from[r]);
        signs = _mm256_or_ps(signs, source[r]);
    }
    return _mm256_movemask_ps(signs) == 0 ? KERNEL(relax_rows_taking)(source, rows, count, length, costs, lowered, fallen, 1)
                                          : KERNEL(relax_rows_taking)(source, rows, count, length, costs, lowered, fallen, 0);
}

/// ``relax_rows`` keeping, lane by lane, the first row that gave each exit its least total: four exits at a
/// time (their totals and rows fill the registers).
__attribute__((target(KERNEL_TARGET)))
static size_t KERNEL(relax_rows_parents)(const float *const *rows, const float *const *from, size_t count, size_t length, float *costs,
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
            _mm_prefetch((const char *)(w + 32), _MM_HINT_T0);
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
        fell = KERNEL(lower_exit)(b0, i0, k, costs, lowered, fallen, lanes, rows_of, fell);
        fell = KERNEL(lower_exit)(b1, i1, k + 1, costs, lowered, fallen, lanes, rows_of, fell);
        fell = KERNEL(lower_exit)(b2, i2, k + 2, costs, lowered, fallen, lanes, rows_of, fell);
        fell = KERNEL(lower_exit)(b3, i3, k + 3, costs, lowered, fallen, lanes, rows_of, fell);
    }
    for (; k < length; k++) {
        __m256 best = none, of = zero;
        for (size_t r = 0; r < count; r++) {
            const __m256 t = _mm256_add_ps(source[r], _mm256_broadcast_ss(rows[r] + k));
            of = _mm256_blendv_ps(of, _mm256_set1_ps((float)r), _mm256_cmp_ps(t, best, _CMP_LT_OQ));
            best = _mm256_min_ps(t, best);
        }
        fell = KERNEL(lower_exit)(best, of, k, costs, lowered, fallen, lanes, rows_of, fell);
    }
    return fell;
}

