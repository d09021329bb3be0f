//! x86-64 pieces shared by the multi-buffer compress functions: the transposes that turn
//! one block per lane into one vector per message word, and modules of vector operations
//! with the same names, so that a compress function is written once and instantiated for
//! each: for 32-bit words [`v8`] (AVX2, eight lanes) and [`v16`] (AVX-512, sixteen), for
//! SHA-512's 64-bit words [`q4`] (AVX2, four lanes) and [`q8`] (AVX-512, eight).
//!
//! Every function here is a safe `#[target_feature]` function: callable only from code
//! compiled for the same features, i.e. from the kernels' `#[target_feature]` bodies, which
//! their entry points enter only after checking the CPU.

#![allow(unsafe_code)] // Unaligned SIMD loads and stores through raw pointers.

use std::arch::x86_64::*;

/// Transposes 8 rows of 8 words: word `c` of row `r` becomes word `r` of row `c`.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn transpose8(r: &[__m256i; 8]) -> [__m256i; 8] {
    // Pairs of rows interleaved, then pairs of pairs: in `q[4g + c]`, 128-bit half `k`
    // holds word 4k + c of rows 4g..4g+4.
    let mut t = [_mm256_setzero_si256(); 8];
    for p in 0..4 {
        t[2 * p] = _mm256_unpacklo_epi32(r[2 * p], r[2 * p + 1]);
        t[2 * p + 1] = _mm256_unpackhi_epi32(r[2 * p], r[2 * p + 1]);
    }
    let mut q = [_mm256_setzero_si256(); 8];
    for g in 0..2 {
        q[4 * g] = _mm256_unpacklo_epi64(t[4 * g], t[4 * g + 2]);
        q[4 * g + 1] = _mm256_unpackhi_epi64(t[4 * g], t[4 * g + 2]);
        q[4 * g + 2] = _mm256_unpacklo_epi64(t[4 * g + 1], t[4 * g + 3]);
        q[4 * g + 3] = _mm256_unpackhi_epi64(t[4 * g + 1], t[4 * g + 3]);
    }
    let mut out = [_mm256_setzero_si256(); 8];
    for c in 0..4 {
        out[c] = _mm256_permute2x128_si256::<0x20>(q[c], q[4 + c]);
        out[4 + c] = _mm256_permute2x128_si256::<0x31>(q[c], q[4 + c]);
    }
    out
}

/// Transposes 16 rows of 16 words, as [`transpose8`] does for 8.
#[target_feature(enable = "avx512f")]
#[inline]
pub(crate) fn transpose16(r: &[__m512i; 16]) -> [__m512i; 16] {
    let mut t = [_mm512_setzero_si512(); 16];
    for p in 0..8 {
        t[2 * p] = _mm512_unpacklo_epi32(r[2 * p], r[2 * p + 1]);
        t[2 * p + 1] = _mm512_unpackhi_epi32(r[2 * p], r[2 * p + 1]);
    }
    // In `q[4g + c]`, 128-bit quarter `k` holds word 4k + c of rows 4g..4g+4.
    let mut q = [_mm512_setzero_si512(); 16];
    for g in 0..4 {
        q[4 * g] = _mm512_unpacklo_epi64(t[4 * g], t[4 * g + 2]);
        q[4 * g + 1] = _mm512_unpackhi_epi64(t[4 * g], t[4 * g + 2]);
        q[4 * g + 2] = _mm512_unpacklo_epi64(t[4 * g + 1], t[4 * g + 3]);
        q[4 * g + 3] = _mm512_unpackhi_epi64(t[4 * g + 1], t[4 * g + 3]);
    }
    // Word 4k + c of the result is quarter k of q[c], q[4 + c], q[8 + c], q[12 + c].
    let mut out = [_mm512_setzero_si512(); 16];
    for c in 0..4 {
        let lo01 = _mm512_shuffle_i32x4::<0x44>(q[c], q[4 + c]);
        let hi01 = _mm512_shuffle_i32x4::<0xee>(q[c], q[4 + c]);
        let lo23 = _mm512_shuffle_i32x4::<0x44>(q[8 + c], q[12 + c]);
        let hi23 = _mm512_shuffle_i32x4::<0xee>(q[8 + c], q[12 + c]);
        out[c] = _mm512_shuffle_i32x4::<0x88>(lo01, lo23);
        out[4 + c] = _mm512_shuffle_i32x4::<0xdd>(lo01, lo23);
        out[8 + c] = _mm512_shuffle_i32x4::<0x88>(hi01, hi23);
        out[12 + c] = _mm512_shuffle_i32x4::<0xdd>(hi01, hi23);
    }
    out
}

/// Transposes 4 rows of 4 64-bit words: word `c` of row `r` becomes word `r` of row `c`.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn transpose4x64(r: &[__m256i; 4]) -> [__m256i; 4] {
    // `t[0]` holds words 0 and 2 of rows 0 and 1, interleaved, `t[1]` words 1 and 3; `t[2]`
    // and `t[3]` the same of rows 2 and 3. The 128-bit halves then pair up.
    let t = [
        _mm256_unpacklo_epi64(r[0], r[1]),
        _mm256_unpackhi_epi64(r[0], r[1]),
        _mm256_unpacklo_epi64(r[2], r[3]),
        _mm256_unpackhi_epi64(r[2], r[3]),
    ];
    [
        _mm256_permute2x128_si256::<0x20>(t[0], t[2]),
        _mm256_permute2x128_si256::<0x20>(t[1], t[3]),
        _mm256_permute2x128_si256::<0x31>(t[0], t[2]),
        _mm256_permute2x128_si256::<0x31>(t[1], t[3]),
    ]
}

/// Transposes 8 rows of 8 64-bit words: word `c` of row `r` becomes word `r` of row `c`.
#[target_feature(enable = "avx512f")]
#[inline]
pub(crate) fn transpose8x64(r: &[__m512i; 8]) -> [__m512i; 8] {
    // Pairs of rows interleaved: `t[2p]` holds the even words of rows 2p and 2p + 1,
    // `t[2p + 1]` the odd ones.
    let mut t = [_mm512_setzero_si512(); 8];
    for p in 0..4 {
        t[2 * p] = _mm512_unpacklo_epi64(r[2 * p], r[2 * p + 1]);
        t[2 * p + 1] = _mm512_unpackhi_epi64(r[2 * p], r[2 * p + 1]);
    }
    // `q[4g + c]`: words c and c + 4 of rows 4g..4g + 4 (c = 0, 1, 2, 3).
    let lo = _mm512_setr_epi64(0, 1, 8, 9, 4, 5, 12, 13);
    let hi = _mm512_setr_epi64(2, 3, 10, 11, 6, 7, 14, 15);
    let mut q = [_mm512_setzero_si512(); 8];
    for g in 0..2 {
        q[4 * g] = _mm512_permutex2var_epi64(t[4 * g], lo, t[4 * g + 2]);
        q[4 * g + 1] = _mm512_permutex2var_epi64(t[4 * g + 1], lo, t[4 * g + 3]);
        q[4 * g + 2] = _mm512_permutex2var_epi64(t[4 * g], hi, t[4 * g + 2]);
        q[4 * g + 3] = _mm512_permutex2var_epi64(t[4 * g + 1], hi, t[4 * g + 3]);
    }
    let first = _mm512_setr_epi64(0, 1, 2, 3, 8, 9, 10, 11);
    let second = _mm512_setr_epi64(4, 5, 6, 7, 12, 13, 14, 15);
    let mut out = [_mm512_setzero_si512(); 8];
    for c in 0..4 {
        out[c] = _mm512_permutex2var_epi64(q[c], first, q[4 + c]);
        out[4 + c] = _mm512_permutex2var_epi64(q[c], second, q[4 + c]);
    }
    out
}

/// Eight lanes with AVX2. Rotates are two shifts and an `or`; the round functions are
/// two to four logic instructions.
pub(crate) mod v8 {
    use std::arch::x86_64::*;

    use super::super::{LaneState, block};
    use super::transpose8;

    /// One message or state word of every lane.
    pub(crate) type V = __m256i;

    /// Lane states into vectors: vector `k` holds word `k` of every lane.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn load_state<const S: usize>(state: &LaneState<8, S>) -> [V; S] {
        // SAFETY: each column is 8 u32, 32 readable bytes; `loadu` needs no alignment.
        state.map(|col| unsafe { _mm256_loadu_si256(col.as_ptr().cast()) })
    }

    /// Vectors back into lane states, as [`load_state`] read them.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn store_state<const S: usize>(state: &mut LaneState<8, S>, v: [V; S]) {
        for (col, v) in state.iter_mut().zip(v) {
            // SAFETY: `col` is 32 writable bytes; `storeu` needs no alignment.
            unsafe { _mm256_storeu_si256(col.as_mut_ptr().cast(), v) };
        }
    }

    /// The sixteen little-endian message words of every lane's block `j`.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn words_le(blocks: &[&[[u8; 64]]; 8], j: usize) -> [V; 16] {
        let mut lo = [_mm256_setzero_si256(); 8];
        let mut hi = [_mm256_setzero_si256(); 8];
        for lane in 0..8 {
            let p = block(blocks, lane, j).as_ptr();
            // SAFETY: `p` points to 64 readable bytes; both loads are unaligned loads
            // within them.
            unsafe {
                lo[lane] = _mm256_loadu_si256(p.cast());
                hi[lane] = _mm256_loadu_si256(p.add(32).cast());
            }
        }
        let (lo, hi) = (transpose8(&lo), transpose8(&hi));
        std::array::from_fn(|i| if i < 8 { lo[i] } else { hi[i - 8] })
    }

    /// The sixteen big-endian message words of every lane's block `j`.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn words_be(blocks: &[&[[u8; 64]]; 8], j: usize) -> [V; 16] {
        // Reverses the bytes of each 32-bit word (the same pattern in both 128-bit halves).
        let swap = _mm256_set_epi8(
            12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9, 10, 11, 4,
            5, 6, 7, 0, 1, 2, 3,
        );
        words_le(blocks, j).map(|w| _mm256_shuffle_epi8(w, swap))
    }

    /// `x` in every lane.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn splat(x: u32) -> V {
        _mm256_set1_epi32(x as i32)
    }

    /// Lane-wise wrapping addition.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn add(a: V, b: V) -> V {
        _mm256_add_epi32(a, b)
    }

    /// `a ^ b`.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn xor(a: V, b: V) -> V {
        _mm256_xor_si256(a, b)
    }

    /// `a ^ b ^ c`.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn xor3(a: V, b: V, c: V) -> V {
        _mm256_xor_si256(a, _mm256_xor_si256(b, c))
    }

    /// Choose: `x ? y : z`, bit by bit.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn ch(x: V, y: V, z: V) -> V {
        _mm256_xor_si256(z, _mm256_and_si256(x, _mm256_xor_si256(y, z)))
    }

    /// Majority of `x`, `y`, `z`, bit by bit.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn maj(x: V, y: V, z: V) -> V {
        _mm256_or_si256(
            _mm256_and_si256(x, y),
            _mm256_and_si256(z, _mm256_or_si256(x, y)),
        )
    }

    /// Rotates right by `R`; `L` must be `32 - R` (stable Rust cannot compute it here).
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn ror<const R: i32, const L: i32>(x: V) -> V {
        _mm256_or_si256(_mm256_srli_epi32::<R>(x), _mm256_slli_epi32::<L>(x))
    }

    /// Shifts right by `N`.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn shr<const N: i32>(x: V) -> V {
        _mm256_srli_epi32::<N>(x)
    }
}

/// Sixteen lanes with AVX-512 F and VL: rotates are one `vprord`, and every three-input
/// logic function is one `vpternlogd`.
pub(crate) mod v16 {
    use std::arch::x86_64::*;

    use super::super::{LaneState, block};
    use super::transpose16;

    /// One message or state word of every lane.
    pub(crate) type V = __m512i;

    /// Lane states into vectors: vector `k` holds word `k` of every lane.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn load_state<const S: usize>(state: &LaneState<16, S>) -> [V; S] {
        // SAFETY: each column is 16 u32, 64 readable bytes; `loadu` needs no alignment.
        state.map(|col| unsafe { _mm512_loadu_si512(col.as_ptr().cast()) })
    }

    /// Vectors back into lane states, as [`load_state`] read them.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn store_state<const S: usize>(state: &mut LaneState<16, S>, v: [V; S]) {
        for (col, v) in state.iter_mut().zip(v) {
            // SAFETY: `col` is 64 writable bytes; `storeu` needs no alignment.
            unsafe { _mm512_storeu_si512(col.as_mut_ptr().cast(), v) };
        }
    }

    /// The sixteen little-endian message words of every lane's block `j`.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn words_le(blocks: &[&[[u8; 64]]; 16], j: usize) -> [V; 16] {
        let mut rows = [_mm512_setzero_si512(); 16];
        for (lane, row) in rows.iter_mut().enumerate() {
            // SAFETY: the block is 64 readable bytes; `loadu` needs no alignment.
            *row = unsafe { _mm512_loadu_si512(block(blocks, lane, j).as_ptr().cast()) };
        }
        transpose16(&rows)
    }

    /// The sixteen big-endian message words of every lane's block `j`.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn words_be(blocks: &[&[[u8; 64]]; 16], j: usize) -> [V; 16] {
        // Without AVX-512 BW there is no 512-bit byte shuffle. Bytes b3 b2 b1 b0 rotated
        // right by 8 give b0 b3 b2 b1, rotated left give b2 b1 b0 b3: bytes 3 and 1 of the
        // first and 2 and 0 of the second are b0 b1 b2 b3.
        let odd = _mm512_set1_epi32(0xff00_ff00_u32 as i32);
        words_le(blocks, j).map(|w| {
            let (r, l) = (_mm512_ror_epi32::<8>(w), _mm512_rol_epi32::<8>(w));
            _mm512_ternarylogic_epi32::<0xca>(odd, r, l)
        })
    }

    /// `x` in every lane.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn splat(x: u32) -> V {
        _mm512_set1_epi32(x as i32)
    }

    /// Lane-wise wrapping addition.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn add(a: V, b: V) -> V {
        _mm512_add_epi32(a, b)
    }

    // `vpternlogd` truth tables: bit `4x + 2y + z` of the immediate is f(x, y, z).

    /// `a ^ b`.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn xor(a: V, b: V) -> V {
        _mm512_xor_si512(a, b)
    }

    /// `a ^ b ^ c`.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn xor3(a: V, b: V, c: V) -> V {
        _mm512_ternarylogic_epi32::<0x96>(a, b, c)
    }

    /// Choose: `x ? y : z`, bit by bit.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn ch(x: V, y: V, z: V) -> V {
        _mm512_ternarylogic_epi32::<0xca>(x, y, z)
    }

    /// Majority of `x`, `y`, `z`, bit by bit.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn maj(x: V, y: V, z: V) -> V {
        _mm512_ternarylogic_epi32::<0xe8>(x, y, z)
    }

    /// Rotates right by `R` (one `vprord`); `L` is `32 - R`, needed only by [`super::v8`].
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn ror<const R: i32, const L: i32>(x: V) -> V {
        _mm512_ror_epi32::<R>(x)
    }

    /// Shifts right by `N`.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn shr<const N: i32>(x: V) -> V {
        // `_mm512_srli_epi32` takes its count as a `u32` const, which stable Rust cannot
        // derive from `N`; a per-lane shift by a constant vector is also one instruction.
        _mm512_srlv_epi32(x, _mm512_set1_epi32(N))
    }
}

/// Four lanes of 64-bit words with AVX2, for SHA-512. Rotates are two shifts and an `or`.
pub(crate) mod q4 {
    use std::arch::x86_64::*;

    use super::super::{LaneState, block};
    use super::transpose4x64;

    /// One message or state word of every lane.
    pub(crate) type V = __m256i;

    /// Lane states into vectors: vector `k` holds word `k` of every lane.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn load_state<const S: usize>(state: &LaneState<4, S, u64>) -> [V; S] {
        // SAFETY: each column is 4 u64, 32 readable bytes; `loadu` needs no alignment.
        state.map(|col| unsafe { _mm256_loadu_si256(col.as_ptr().cast()) })
    }

    /// Vectors back into lane states, as [`load_state`] read them.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn store_state<const S: usize>(state: &mut LaneState<4, S, u64>, v: [V; S]) {
        for (col, v) in state.iter_mut().zip(v) {
            // SAFETY: `col` is 32 writable bytes; `storeu` needs no alignment.
            unsafe { _mm256_storeu_si256(col.as_mut_ptr().cast(), v) };
        }
    }

    /// The sixteen big-endian 64-bit message words of every lane's 128-byte block `j`.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn words_be(blocks: &[&[[u8; 128]]; 4], j: usize) -> [V; 16] {
        // Reverses the bytes of each 64-bit word (the same pattern in both 128-bit halves).
        let swap = _mm256_set_epi8(
            8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0,
            1, 2, 3, 4, 5, 6, 7,
        );
        let p: [*const u8; 4] = std::array::from_fn(|lane| block(blocks, lane, j).as_ptr());
        let mut out = [_mm256_setzero_si256(); 16];
        for quarter in 0..4 {
            // SAFETY: each `p[lane]` points to 128 readable bytes; the load is an unaligned
            // load of 32 of them.
            let rows = p.map(|b| unsafe { _mm256_loadu_si256(b.add(32 * quarter).cast()) });
            for (o, w) in out[4 * quarter..].iter_mut().zip(transpose4x64(&rows)) {
                *o = _mm256_shuffle_epi8(w, swap);
            }
        }
        out
    }

    /// `x` in every lane.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn splat(x: u64) -> V {
        _mm256_set1_epi64x(x as i64)
    }

    /// Lane-wise wrapping addition.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn add(a: V, b: V) -> V {
        _mm256_add_epi64(a, b)
    }

    /// `a ^ b ^ c`.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn xor3(a: V, b: V, c: V) -> V {
        _mm256_xor_si256(a, _mm256_xor_si256(b, c))
    }

    /// Choose: `x ? y : z`, bit by bit.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn ch(x: V, y: V, z: V) -> V {
        _mm256_xor_si256(z, _mm256_and_si256(x, _mm256_xor_si256(y, z)))
    }

    /// Majority of `x`, `y`, `z`, bit by bit.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn maj(x: V, y: V, z: V) -> V {
        _mm256_or_si256(
            _mm256_and_si256(x, y),
            _mm256_and_si256(z, _mm256_or_si256(x, y)),
        )
    }

    /// Rotates right by `R`; `L` must be `64 - R` (stable Rust cannot compute it here).
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn ror<const R: i32, const L: i32>(x: V) -> V {
        _mm256_or_si256(_mm256_srli_epi64::<R>(x), _mm256_slli_epi64::<L>(x))
    }

    /// Shifts right by `N`.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(crate) fn shr<const N: i32>(x: V) -> V {
        _mm256_srli_epi64::<N>(x)
    }
}

/// Eight lanes of 64-bit words with AVX-512 F and VL, for SHA-512: rotates are one
/// `vprorq`, and every three-input logic function is one `vpternlogq`.
pub(crate) mod q8 {
    use std::arch::x86_64::*;

    use super::super::{LaneState, block};
    use super::transpose8x64;

    /// One message or state word of every lane.
    pub(crate) type V = __m512i;

    /// Lane states into vectors: vector `k` holds word `k` of every lane.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn load_state<const S: usize>(state: &LaneState<8, S, u64>) -> [V; S] {
        // SAFETY: each column is 8 u64, 64 readable bytes; `loadu` needs no alignment.
        state.map(|col| unsafe { _mm512_loadu_si512(col.as_ptr().cast()) })
    }

    /// Vectors back into lane states, as [`load_state`] read them.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn store_state<const S: usize>(state: &mut LaneState<8, S, u64>, v: [V; S]) {
        for (col, v) in state.iter_mut().zip(v) {
            // SAFETY: `col` is 64 writable bytes; `storeu` needs no alignment.
            unsafe { _mm512_storeu_si512(col.as_mut_ptr().cast(), v) };
        }
    }

    /// The sixteen big-endian 64-bit message words of every lane's 128-byte block `j`.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn words_be(blocks: &[&[[u8; 128]]; 8], j: usize) -> [V; 16] {
        // Without AVX-512 BW there is no 512-bit byte shuffle: the bytes of each 32-bit
        // half are reversed as in `v16::words_be`, then the halves swap with a rotate.
        let odd = _mm512_set1_epi32(0xff00_ff00_u32 as i32);
        let p: [*const u8; 8] = std::array::from_fn(|lane| block(blocks, lane, j).as_ptr());
        let mut out = [_mm512_setzero_si512(); 16];
        for half in 0..2 {
            // SAFETY: each `p[lane]` points to 128 readable bytes; the load is an unaligned
            // load of 64 of them.
            let rows = p.map(|b| unsafe { _mm512_loadu_si512(b.add(64 * half).cast()) });
            for (o, w) in out[8 * half..].iter_mut().zip(transpose8x64(&rows)) {
                let (r, l) = (_mm512_ror_epi32::<8>(w), _mm512_rol_epi32::<8>(w));
                *o = _mm512_ror_epi64::<32>(_mm512_ternarylogic_epi32::<0xca>(odd, r, l));
            }
        }
        out
    }

    /// `x` in every lane.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn splat(x: u64) -> V {
        _mm512_set1_epi64(x as i64)
    }

    /// Lane-wise wrapping addition.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn add(a: V, b: V) -> V {
        _mm512_add_epi64(a, b)
    }

    // `vpternlogq` truth tables: bit `4x + 2y + z` of the immediate is f(x, y, z).

    /// `a ^ b ^ c`.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn xor3(a: V, b: V, c: V) -> V {
        _mm512_ternarylogic_epi64::<0x96>(a, b, c)
    }

    /// Choose: `x ? y : z`, bit by bit.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn ch(x: V, y: V, z: V) -> V {
        _mm512_ternarylogic_epi64::<0xca>(x, y, z)
    }

    /// Majority of `x`, `y`, `z`, bit by bit.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn maj(x: V, y: V, z: V) -> V {
        _mm512_ternarylogic_epi64::<0xe8>(x, y, z)
    }

    /// Rotates right by `R` (one `vprorq`); `L` is `64 - R`, needed only by [`super::q4`].
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn ror<const R: i32, const L: i32>(x: V) -> V {
        _mm512_ror_epi64::<R>(x)
    }

    /// Shifts right by `N`.
    #[target_feature(enable = "avx512f,avx512vl")]
    #[inline]
    pub(crate) fn shr<const N: u32>(x: V) -> V {
        _mm512_srli_epi64::<N>(x)
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::Kernel;
    use super::*;

    #[test]
    fn transposes_move_word_c_of_row_r_to_word_r_of_row_c() {
        if Kernel::Avx2.is_supported() {
            let rows: [[u32; 8]; 8] =
                std::array::from_fn(|r| std::array::from_fn(|c| (r * 8 + c) as u32));
            // SAFETY: the CPU has AVX2 (checked above); loads and stores of 32-byte arrays.
            let out: [[u32; 8]; 8] = unsafe {
                let v = rows.map(|r| _mm256_loadu_si256(r.as_ptr().cast()));
                transpose8(&v).map(|x| std::mem::transmute::<__m256i, [u32; 8]>(x))
            };
            for (r, row) in rows.iter().enumerate() {
                for (c, &x) in row.iter().enumerate() {
                    assert_eq!(out[c][r], x, "avx2 word {c} of row {r}");
                }
            }
        }
        if Kernel::Avx512.is_supported() {
            let rows: [[u32; 16]; 16] =
                std::array::from_fn(|r| std::array::from_fn(|c| (r * 16 + c) as u32));
            // SAFETY: the CPU has AVX-512 F (checked above); loads of 64-byte arrays.
            let out: [[u32; 16]; 16] = unsafe {
                let v = rows.map(|r| _mm512_loadu_si512(r.as_ptr().cast()));
                transpose16(&v).map(|x| std::mem::transmute::<__m512i, [u32; 16]>(x))
            };
            for (r, row) in rows.iter().enumerate() {
                for (c, &x) in row.iter().enumerate() {
                    assert_eq!(out[c][r], x, "avx512 word {c} of row {r}");
                }
            }
        }
    }

    #[test]
    fn transposes_of_64_bit_words_move_word_c_of_row_r_to_word_r_of_row_c() {
        if Kernel::Avx2.is_supported() {
            let rows: [[u64; 4]; 4] =
                std::array::from_fn(|r| std::array::from_fn(|c| (r * 4 + c) as u64 | 1 << 40));
            // SAFETY: the CPU has AVX2 (checked above); loads of 32-byte arrays.
            let out: [[u64; 4]; 4] = unsafe {
                let v = rows.map(|r| _mm256_loadu_si256(r.as_ptr().cast()));
                transpose4x64(&v).map(|x| std::mem::transmute::<__m256i, [u64; 4]>(x))
            };
            for (r, row) in rows.iter().enumerate() {
                for (c, &x) in row.iter().enumerate() {
                    assert_eq!(out[c][r], x, "avx2 word {c} of row {r}");
                }
            }
        }
        if Kernel::Avx512.is_supported() {
            let rows: [[u64; 8]; 8] =
                std::array::from_fn(|r| std::array::from_fn(|c| (r * 8 + c) as u64 | 1 << 40));
            // SAFETY: the CPU has AVX-512 F (checked above); loads of 64-byte arrays.
            let out: [[u64; 8]; 8] = unsafe {
                let v = rows.map(|r| _mm512_loadu_si512(r.as_ptr().cast()));
                transpose8x64(&v).map(|x| std::mem::transmute::<__m512i, [u64; 8]>(x))
            };
            for (r, row) in rows.iter().enumerate() {
                for (c, &x) in row.iter().enumerate() {
                    assert_eq!(out[c][r], x, "avx512 word {c} of row {r}");
                }
            }
        }
    }
}
