// Builds the C reference ../shared/perf-reference/ktinter.c on CPUs without AVX-512 VBMI
// (this benchmark machine's EPYC has AVX2 but no AVX-512): its variants F, G and H gather
// the 8 degree bytes with one `vpermt2b` (_mm_maskz_permutex2var_epi8); here that intrinsic
// is replaced by the SSSE3 equivalent, two `pshufb` and an `or`. The index and mask are
// constants in every call, so GCC folds the index arithmetic below away. Nothing else of
// ktinter.c changes; every walk is still compared with the plain walk (`mismatches 0`).
//
//   gcc -O3 -march=native -I ../shared/perf-reference -o ktinter bench/ktinter-sse.c
#include <immintrin.h>

static inline __attribute__((always_inline)) __m128i
ktinter_permutex2var_epi8(__mmask16 k, __m128i a, __m128i idx, __m128i b) {
  const __m128i bit = _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
  const __m128i kk = _mm_set_epi8((char)(k >> 8), (char)(k >> 8), (char)(k >> 8), (char)(k >> 8),
                                  (char)(k >> 8), (char)(k >> 8), (char)(k >> 8), (char)(k >> 8),
                                  (char)k, (char)k, (char)k, (char)k, (char)k, (char)k, (char)k, (char)k);
  const __m128i on = _mm_cmpeq_epi8(_mm_and_si128(kk, bit), bit);          // byte kept by the mask
  const __m128i fromB = _mm_cmpeq_epi8(_mm_and_si128(idx, _mm_set1_epi8(16)), _mm_set1_epi8(16));
  const __m128i low = _mm_and_si128(idx, _mm_set1_epi8(15));
  const __m128i zero = _mm_set1_epi8((char)0x80);                           // pshufb writes 0
  const __m128i ia = _mm_blendv_epi8(zero, low, _mm_andnot_si128(fromB, on));
  const __m128i ib = _mm_blendv_epi8(zero, low, _mm_and_si128(fromB, on));
  return _mm_or_si128(_mm_shuffle_epi8(a, ia), _mm_shuffle_epi8(b, ib));
}
#define _mm_maskz_permutex2var_epi8 ktinter_permutex2var_epi8

#include "ktinter.c"
