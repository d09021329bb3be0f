//! XXH3-64 and XXH3-128 (xxHash 0.8, seed 0, the default secret), streaming, with the
//! long-input loop in AVX-512 or AVX2.
//!
//! Why Hashdrop's own: `twox-hash` has no AVX-512 path, and its AVX2 path loads and stores
//! the eight accumulators around every 64-byte stripe. On the 2-vCPU AMD EPYC (Zen 4) of
//! 6 December 2026, `hashdrop sum -a xxh3` ran at 0.81× `xxhsum -H3` (0.79× for XXH128),
//! which uses AVX-512. Here the accumulators stay in registers for a whole
//! `XXH3_consumeStripes` (every stripe and block scramble of one call), in one 512-bit
//! register or two 256-bit ones: 2.1× the crate's streaming speed on 1 MiB, and 1.3×
//! `xxhsum` for a whole 512 MiB file (Intel Xeon, 7 December 2026). The criterion group
//! `xxh3_64_1MiB` in `benches/kernels.rs` times the paths against the crate.
//!
//! Only the long path (more than 240 bytes) is ours: the state keeps the first 256 bytes
//! before it hashes anything, and a shorter input is handed whole to `twox-hash`'s
//! one-shot functions at the end, as the reference streaming state does with its own
//! short path. The stream's layout follows `XXH3_update` and `XXH3_digest_long` of
//! `xxhash.h` (buffer of 256 bytes, 16 stripes a block, the last stripe kept for the end).
//!
//! [`Path::pick`] maps `HASHDROP_KERNEL`: `scalar` takes the portable code, `avx2` and
//! `avx512` the vector paths; the tests compare every path this CPU has with `twox-hash`.

use std::sync::OnceLock;

use super::Kernel;

const STRIPE: usize = 64;
/// The reference's internal buffer: four stripes.
const BUFFER: usize = 256;
/// The longest input the short path hashes.
const MID_MAX: u64 = 240;
/// Stripes in a block: (192 − 64) / 8 with the default secret.
const STRIPES_PER_BLOCK: usize = 16;
/// Where the scramble's 64 bytes of secret start (`secretLimit`).
const SCRAMBLE_AT: usize = 128;
/// Where the last stripe's secret starts (`secretLimit − XXH_SECRET_LASTACC_START`).
const LAST_STRIPE_AT: usize = 121;
/// Where the merge's secret starts, for the low 64 bits and (XXH128) the high 64.
const MERGE_LOW_AT: usize = 11;
const MERGE_HIGH_AT: usize = 117;

const PRIME32_1: u64 = 0x9E37_79B1;
const PRIME64_1: u64 = 0x9E37_79B1_85EB_CA87;
const PRIME64_2: u64 = 0xC2B2_AE3D_27D4_EB4F;
const PRIME_MX1: u64 = 0x1656_6791_9E37_79F9;

/// `XXH3_INIT_ACC`.
const INIT_ACC: [u64; 8] = [
    0xC2B2_AE3D,
    PRIME64_1,
    PRIME64_2,
    0x1656_67B1_9E37_79F9,
    0x85EB_CA77_C2B2_AE63,
    0x85EB_CA77,
    0x27D4_EB2F_1656_67C5,
    PRIME32_1,
];

/// `XXH3_kSecret`, the default secret.
#[rustfmt::skip]
const SECRET: [u8; 192] = [
    0xb8, 0xfe, 0x6c, 0x39, 0x23, 0xa4, 0x4b, 0xbe, 0x7c, 0x01, 0x81, 0x2c, 0xf7, 0x21, 0xad, 0x1c,
    0xde, 0xd4, 0x6d, 0xe9, 0x83, 0x90, 0x97, 0xdb, 0x72, 0x40, 0xa4, 0xa4, 0xb7, 0xb3, 0x67, 0x1f,
    0xcb, 0x79, 0xe6, 0x4e, 0xcc, 0xc0, 0xe5, 0x78, 0x82, 0x5a, 0xd0, 0x7d, 0xcc, 0xff, 0x72, 0x21,
    0xb8, 0x08, 0x46, 0x74, 0xf7, 0x43, 0x24, 0x8e, 0xe0, 0x35, 0x90, 0xe6, 0x81, 0x3a, 0x26, 0x4c,
    0x3c, 0x28, 0x52, 0xbb, 0x91, 0xc3, 0x00, 0xcb, 0x88, 0xd0, 0x65, 0x8b, 0x1b, 0x53, 0x2e, 0xa3,
    0x71, 0x64, 0x48, 0x97, 0xa2, 0x0d, 0xf9, 0x4e, 0x38, 0x19, 0xef, 0x46, 0xa9, 0xde, 0xac, 0xd8,
    0xa8, 0xfa, 0x76, 0x3f, 0xe3, 0x9c, 0x34, 0x3f, 0xf9, 0xdc, 0xbb, 0xc7, 0xc7, 0x0b, 0x4f, 0x1d,
    0x8a, 0x51, 0xe0, 0x4b, 0xcd, 0xb4, 0x59, 0x31, 0xc8, 0x9f, 0x7e, 0xc9, 0xd9, 0x78, 0x73, 0x64,
    0xea, 0xc5, 0xac, 0x83, 0x34, 0xd3, 0xeb, 0xc3, 0xc5, 0x81, 0xa0, 0xff, 0xfa, 0x13, 0x63, 0xeb,
    0x17, 0x0d, 0xdd, 0x51, 0xb7, 0xf0, 0xda, 0x49, 0xd3, 0x16, 0x55, 0x26, 0x29, 0xd4, 0x68, 0x9e,
    0x2b, 0x16, 0xbe, 0x58, 0x7d, 0x47, 0xa1, 0xfc, 0x8f, 0xf8, 0xb8, 0xd1, 0x7a, 0xd0, 0x31, 0xce,
    0x45, 0xcb, 0x3a, 0x8f, 0x95, 0x16, 0x04, 0x28, 0xaf, 0xd7, 0xfb, 0xca, 0xbb, 0x4b, 0x40, 0x7e,
];

/// How the long loop runs on this CPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Path {
    /// Plain Rust, any CPU.
    Scalar,
    /// Ours, two 256-bit accumulator registers.
    Avx2,
    /// Ours, one 512-bit accumulator register.
    Avx512,
}

impl Path {
    /// The path for `kernel` (of `HASHDROP_KERNEL`).
    pub fn pick(kernel: Kernel) -> Path {
        match kernel {
            Kernel::Avx512 if Kernel::Avx512.is_supported() => Path::Avx512,
            Kernel::Avx2 if Kernel::Avx2.is_supported() => Path::Avx2,
            _ => Path::Scalar,
        }
    }

    /// The path of [`Kernel::active`], chosen once.
    pub fn active() -> Path {
        static ACTIVE: OnceLock<Path> = OnceLock::new();
        *ACTIVE.get_or_init(|| Path::pick(Kernel::active()))
    }

    /// `XXH3_consumeStripes`: accumulates `stripes` (whole stripes), scrambling at each
    /// block's end; `so_far` counts the stripes of the current block.
    #[allow(unsafe_code)] // Calling a `#[target_feature]` function is unsafe.
    fn consume(self, acc: &mut [u64; 8], so_far: &mut usize, stripes: &[u8]) {
        debug_assert!(stripes.len().is_multiple_of(STRIPE) && *so_far < STRIPES_PER_BLOCK);
        match self {
            // SAFETY: the path was chosen only where the CPU has the feature.
            #[cfg(target_arch = "x86_64")]
            Path::Avx512 => unsafe { x86::consume_avx512(acc, so_far, stripes) },
            #[cfg(target_arch = "x86_64")]
            Path::Avx2 => unsafe { x86::consume_avx2(acc, so_far, stripes) },
            // SAFETY: the scalar lanes need no instruction beyond the baseline.
            _ => unsafe { consume_with::<Scalar>(acc, so_far, stripes) },
        }
    }
}

/// The accumulators held one way: the reference's `XXH3_accumulate` (whole stripes) and
/// `XXH3_scrambleAcc` for one instruction set, on a value that lives in registers for a
/// whole [`consume_with`].
#[allow(unsafe_code)]
trait Lanes {
    /// The eight accumulators as the instruction set holds them.
    type Acc: Copy;
    /// # Safety
    /// The CPU must have the instruction set (so for every method).
    unsafe fn load(acc: &[u64; 8]) -> Self::Acc;
    /// # Safety
    /// As [`Lanes::load`].
    unsafe fn store(acc: Self::Acc, out: &mut [u64; 8]);
    /// Stripe `n` of `stripes` with the secret's bytes from `8n`.
    ///
    /// # Safety
    /// As [`Lanes::load`]; `secret` must hold 64 bytes beyond 8 per stripe.
    unsafe fn accumulate(acc: Self::Acc, stripes: &[u8], secret: &[u8]) -> Self::Acc;
    /// With the secret's bytes 128..192.
    ///
    /// # Safety
    /// As [`Lanes::load`].
    unsafe fn scramble(acc: Self::Acc) -> Self::Acc;
}

/// [`Path::consume`] on one kind of [`Lanes`]: the accumulators are loaded once and stored
/// once, as the reference keeps them in registers across blocks.
///
/// # Safety
/// The CPU must have `L`'s instruction set.
#[allow(unsafe_code)]
#[inline(always)]
unsafe fn consume_with<L: Lanes>(acc: &mut [u64; 8], so_far: &mut usize, mut stripes: &[u8]) {
    // SAFETY: the caller vouches for the instruction set; each secret slice starts at most
    // at 8 × 15 = 120 and takes at most 8 × (16 − start/8) + 64 bytes: within the 192
    // (the block layout: a run never passes the block's 16th stripe).
    unsafe {
        let mut a = L::load(acc);
        let mut left = STRIPES_PER_BLOCK - *so_far;
        while stripes.len() / STRIPE >= left {
            let (block, rest) = stripes.split_at(left * STRIPE);
            a = L::accumulate(a, block, &SECRET[8 * *so_far..]);
            a = L::scramble(a);
            *so_far = 0;
            left = STRIPES_PER_BLOCK;
            stripes = rest;
        }
        if !stripes.is_empty() {
            a = L::accumulate(a, stripes, &SECRET[8 * *so_far..]);
            *so_far += stripes.len() / STRIPE;
        }
        L::store(a, acc);
    }
}

/// Plain Rust.
struct Scalar;

#[allow(unsafe_code)]
impl Lanes for Scalar {
    type Acc = [u64; 8];
    unsafe fn load(acc: &[u64; 8]) -> [u64; 8] {
        *acc
    }
    unsafe fn store(acc: [u64; 8], out: &mut [u64; 8]) {
        *out = acc;
    }
    unsafe fn accumulate(mut acc: [u64; 8], stripes: &[u8], secret: &[u8]) -> [u64; 8] {
        accumulate_scalar(&mut acc, stripes, secret);
        acc
    }
    unsafe fn scramble(mut acc: [u64; 8]) -> [u64; 8] {
        for (i, a) in acc.iter_mut().enumerate() {
            let mut v = *a;
            v ^= v >> 47;
            v ^= word(&SECRET, SCRAMBLE_AT + 8 * i);
            *a = v.wrapping_mul(PRIME32_1);
        }
        acc
    }
}

fn word(bytes: &[u8], at: usize) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&bytes[at..at + 8]);
    u64::from_le_bytes(w)
}

/// `XXH3_accumulate_512`, scalar, over whole stripes.
fn accumulate_scalar(acc: &mut [u64; 8], stripes: &[u8], secret: &[u8]) {
    for (n, stripe) in stripes.chunks_exact(STRIPE).enumerate() {
        for i in 0..8 {
            let data = word(stripe, 8 * i);
            let key = data ^ word(secret, 8 * n + 8 * i);
            acc[i ^ 1] = acc[i ^ 1].wrapping_add(data);
            acc[i] = acc[i].wrapping_add((key & 0xFFFF_FFFF) * (key >> 32));
        }
    }
}

/// `XXH3_mergeAccs`.
fn merge(acc: &[u64; 8], secret_at: usize, start: u64) -> u64 {
    let mut result = start;
    for i in 0..4 {
        let a = u128::from(acc[2 * i] ^ word(&SECRET, secret_at + 16 * i));
        let b = u128::from(acc[2 * i + 1] ^ word(&SECRET, secret_at + 16 * i + 8));
        let product = a * b;
        result = result.wrapping_add(product as u64 ^ (product >> 64) as u64);
    }
    result ^= result >> 37;
    result = result.wrapping_mul(PRIME_MX1);
    result ^ (result >> 32)
}

/// A streaming XXH3 state: both widths share it and differ only at the end.
#[derive(Clone)]
pub struct Xxh3 {
    acc: [u64; 8],
    buffer: [u8; BUFFER],
    buffered: usize,
    /// Stripes of the current block already accumulated.
    stripes_so_far: usize,
    total: u64,
    path: Path,
}

impl Xxh3 {
    /// A fresh state on the path [`Kernel::active`] picks.
    pub fn new() -> Self {
        Self::on(Path::active())
    }

    /// A fresh state on the path `kernel` picks (as `HASHDROP_KERNEL` would), for tests
    /// that try each one.
    pub fn with_kernel(kernel: Kernel) -> Self {
        Self::on(Path::pick(kernel))
    }

    fn on(path: Path) -> Self {
        Self {
            acc: INIT_ACC,
            buffer: [0; BUFFER],
            buffered: 0,
            stripes_so_far: 0,
            total: 0,
            path,
        }
    }

    /// The path this state hashes with.
    pub fn path(&self) -> Path {
        self.path
    }

    /// Feeds more input (`XXH3_update`).
    pub fn update(&mut self, mut input: &[u8]) {
        self.total += input.len() as u64;
        if input.len() <= BUFFER - self.buffered {
            self.buffer[self.buffered..self.buffered + input.len()].copy_from_slice(input);
            self.buffered += input.len();
            return;
        }
        if self.buffered > 0 {
            let (head, rest) = input.split_at(BUFFER - self.buffered);
            self.buffer[self.buffered..].copy_from_slice(head);
            self.path
                .consume(&mut self.acc, &mut self.stripes_so_far, &self.buffer);
            self.buffered = 0;
            input = rest;
        }
        if input.len() > BUFFER {
            // Keep at least one byte back: the end always hashes a buffered last stripe.
            let whole = (input.len() - 1) / STRIPE * STRIPE;
            let (body, rest) = input.split_at(whole);
            self.path
                .consume(&mut self.acc, &mut self.stripes_so_far, body);
            self.buffer[BUFFER - STRIPE..].copy_from_slice(&body[whole - STRIPE..]);
            input = rest;
        }
        self.buffer[..input.len()].copy_from_slice(input);
        self.buffered = input.len();
    }

    /// The accumulators after the buffered tail and the last stripe (`XXH3_digest_long`).
    /// Works on copies of the accumulators, so the stream can go on.
    fn long_accumulators(&self) -> [u64; 8] {
        let (mut acc, mut so_far) = (self.acc, self.stripes_so_far);
        let mut last = [0u8; STRIPE];
        if self.buffered >= STRIPE {
            let whole = (self.buffered - 1) / STRIPE * STRIPE;
            self.path
                .consume(&mut acc, &mut so_far, &self.buffer[..whole]);
            last.copy_from_slice(&self.buffer[self.buffered - STRIPE..self.buffered]);
        } else {
            // The stripe ends with the buffered bytes and begins with the end of the
            // stripes hashed before them, kept at the buffer's end.
            let catch_up = STRIPE - self.buffered;
            last[..catch_up].copy_from_slice(&self.buffer[BUFFER - catch_up..]);
            last[catch_up..].copy_from_slice(&self.buffer[..self.buffered]);
        }
        // One stripe: the plain code is as quick as any.
        accumulate_scalar(&mut acc, &last, &SECRET[LAST_STRIPE_AT..]);
        acc
    }

    /// The 64-bit digest of everything fed so far.
    pub fn digest64(&self) -> u64 {
        if self.total <= MID_MAX {
            return twox_hash::XxHash3_64::oneshot(&self.buffer[..self.buffered]);
        }
        let acc = self.long_accumulators();
        merge(&acc, MERGE_LOW_AT, self.total.wrapping_mul(PRIME64_1))
    }

    /// The 128-bit digest of everything fed so far (high half first when printed).
    pub fn digest128(&self) -> u128 {
        if self.total <= MID_MAX {
            return twox_hash::XxHash3_128::oneshot(&self.buffer[..self.buffered]);
        }
        let acc = self.long_accumulators();
        let low = merge(&acc, MERGE_LOW_AT, self.total.wrapping_mul(PRIME64_1));
        let high = merge(&acc, MERGE_HIGH_AT, !self.total.wrapping_mul(PRIME64_2));
        (u128::from(high) << 64) | u128::from(low)
    }
}

impl Default for Xxh3 {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod x86 {
    use std::arch::x86_64::*;

    use super::{Lanes, PRIME32_1, SCRAMBLE_AT, SECRET, STRIPE, consume_with};

    /// How far ahead the loops prefetch: `XXH_PREFETCH_DIST` of `xxhash.h`. A prefetch
    /// never faults, even past the end.
    const PREFETCH: usize = 384;

    /// [`super::Path::consume`] in one 512-bit register.
    ///
    /// # Safety
    /// The CPU must have AVX-512F.
    #[target_feature(enable = "avx512f")]
    pub(super) unsafe fn consume_avx512(acc: &mut [u64; 8], so_far: &mut usize, stripes: &[u8]) {
        // SAFETY: the caller vouches for AVX-512F.
        unsafe { consume_with::<Avx512>(acc, so_far, stripes) }
    }

    /// [`super::Path::consume`] in two 256-bit registers.
    ///
    /// # Safety
    /// The CPU must have AVX2.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn consume_avx2(acc: &mut [u64; 8], so_far: &mut usize, stripes: &[u8]) {
        // SAFETY: the caller vouches for AVX2.
        unsafe { consume_with::<Avx2>(acc, so_far, stripes) }
    }

    struct Avx512;

    // SAFETY (every block below): unaligned loads and stores within `acc`, each stripe,
    // and the secret, whose length the caller of `accumulate` vouches for.
    impl Lanes for Avx512 {
        type Acc = __m512i;

        #[inline]
        #[target_feature(enable = "avx512f")]
        unsafe fn load(acc: &[u64; 8]) -> __m512i {
            unsafe { _mm512_loadu_si512(acc.as_ptr().cast()) }
        }

        #[inline]
        #[target_feature(enable = "avx512f")]
        unsafe fn store(acc: __m512i, out: &mut [u64; 8]) {
            unsafe { _mm512_storeu_si512(out.as_mut_ptr().cast(), acc) }
        }

        #[inline]
        #[target_feature(enable = "avx512f")]
        unsafe fn accumulate(mut a: __m512i, stripes: &[u8], secret: &[u8]) -> __m512i {
            debug_assert!(secret.len() >= STRIPE + 8 * (stripes.len() / STRIPE));
            for (n, stripe) in stripes.chunks_exact(STRIPE).enumerate() {
                unsafe {
                    _mm_prefetch::<_MM_HINT_T0>(stripe.as_ptr().wrapping_add(PREFETCH).cast());
                    let data = _mm512_loadu_si512(stripe.as_ptr().cast());
                    let key = _mm512_loadu_si512(secret.as_ptr().add(8 * n).cast());
                    let data_key = _mm512_xor_si512(data, key);
                    let product = _mm512_mul_epu32(data_key, _mm512_srli_epi64::<32>(data_key));
                    let swapped = _mm512_shuffle_epi32::<0b01_00_11_10>(data);
                    a = _mm512_add_epi64(_mm512_add_epi64(a, swapped), product);
                }
            }
            a
        }

        #[inline]
        #[target_feature(enable = "avx512f")]
        unsafe fn scramble(a: __m512i) -> __m512i {
            let key = unsafe { _mm512_loadu_si512(SECRET[SCRAMBLE_AT..].as_ptr().cast()) };
            // key ^ a ^ (a >> 47) in one instruction.
            let mixed = _mm512_ternarylogic_epi64::<0x96>(key, a, _mm512_srli_epi64::<47>(a));
            let prime = _mm512_set1_epi64(PRIME32_1 as i64);
            let low = _mm512_mul_epu32(mixed, prime);
            let high = _mm512_mul_epu32(_mm512_srli_epi64::<32>(mixed), prime);
            _mm512_add_epi64(low, _mm512_slli_epi64::<32>(high))
        }
    }

    struct Avx2;

    // SAFETY: as for `Avx512`, in halves of 32 bytes.
    impl Lanes for Avx2 {
        type Acc = [__m256i; 2];

        #[inline]
        #[target_feature(enable = "avx2")]
        unsafe fn load(acc: &[u64; 8]) -> [__m256i; 2] {
            let p = acc.as_ptr().cast::<__m256i>();
            unsafe { [_mm256_loadu_si256(p), _mm256_loadu_si256(p.add(1))] }
        }

        #[inline]
        #[target_feature(enable = "avx2")]
        unsafe fn store(acc: [__m256i; 2], out: &mut [u64; 8]) {
            let p = out.as_mut_ptr().cast::<__m256i>();
            unsafe {
                _mm256_storeu_si256(p, acc[0]);
                _mm256_storeu_si256(p.add(1), acc[1]);
            }
        }

        #[inline]
        #[target_feature(enable = "avx2")]
        unsafe fn accumulate(mut a: [__m256i; 2], stripes: &[u8], secret: &[u8]) -> [__m256i; 2] {
            debug_assert!(secret.len() >= STRIPE + 8 * (stripes.len() / STRIPE));
            for (n, stripe) in stripes.chunks_exact(STRIPE).enumerate() {
                _mm_prefetch::<_MM_HINT_T0>(stripe.as_ptr().wrapping_add(PREFETCH).cast());
                for (half, a) in a.iter_mut().enumerate() {
                    unsafe {
                        let data = _mm256_loadu_si256(stripe.as_ptr().add(32 * half).cast());
                        let at = 8 * n + 32 * half;
                        let key = _mm256_loadu_si256(secret.as_ptr().add(at).cast());
                        let data_key = _mm256_xor_si256(data, key);
                        let product = _mm256_mul_epu32(data_key, _mm256_srli_epi64::<32>(data_key));
                        let swapped = _mm256_shuffle_epi32::<0b01_00_11_10>(data);
                        *a = _mm256_add_epi64(*a, _mm256_add_epi64(swapped, product));
                    }
                }
            }
            a
        }

        #[inline]
        #[target_feature(enable = "avx2")]
        unsafe fn scramble(mut a: [__m256i; 2]) -> [__m256i; 2] {
            let prime = _mm256_set1_epi64x(PRIME32_1 as i64);
            for (half, a) in a.iter_mut().enumerate() {
                let at = SCRAMBLE_AT + 32 * half;
                let key = unsafe { _mm256_loadu_si256(SECRET[at..].as_ptr().cast()) };
                let mixed =
                    _mm256_xor_si256(_mm256_xor_si256(*a, _mm256_srli_epi64::<47>(*a)), key);
                let low = _mm256_mul_epu32(mixed, prime);
                let high = _mm256_mul_epu32(_mm256_srli_epi64::<32>(mixed), prime);
                *a = _mm256_add_epi64(low, _mm256_slli_epi64::<32>(high));
            }
            a
        }
    }
}

#[cfg(test)]
mod tests;
