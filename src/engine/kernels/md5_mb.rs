//! Multi-buffer MD5: many independent streams hashed at once, one per SIMD lane.
//!
//! One MD5 stream cannot use SIMD (each step needs the previous one, see [`super::md5`]),
//! but sixteen unrelated streams can: lane `i` of every vector register holds stream `i`'s
//! state, and one instruction advances all of them. The engine has such streams in the
//! segmented digest (one per segment) and in folders (one per file).
//!
//! * [`update_many`] feeds many [`Md5`] hashers at once; it is equivalent to calling
//!   [`Md5::update`] on each. Only whole 64-byte blocks go through the lanes; the partial
//!   block at either end, the padding and the finalisation stay in the scalar code.
//! * A lane whose stream runs out of blocks is refilled with the next stream at once, so
//!   short streams never wait for long ones. When no stream is left to refill with and the
//!   remaining streams would fit in a narrower kernel, they move to it (AVX-512 to AVX2 at
//!   8 streams or fewer, AVX2 to the single-stream kernel at 1): a 16-lane pass costs about
//!   what two 8-lane passes cost, so half-empty wide lanes are wasted work.
//! * The kernels: AVX-512 (16 lanes, `vprold` rotates and `vpternlogd` for the round
//!   functions), AVX2 (8 lanes, rotates as two shifts and an `or`), and the fallback,
//!   which hashes the streams one after another with the single-stream kernel. Four
//!   streams interleaved step by step in portable Rust measured 0.92× of that, so there is
//!   no portable multi-lane kernel.
//!
//! Measured (`cargo bench --bench kernels -- md5_16`, 16 streams of 1 MiB, a shared 2-vCPU
//! AMD EPYC, same run): single stream 749 MiB/s, AVX2 3.94 GiB/s (5.4×), AVX-512
//! 6.64 GiB/s (9.1×).

use super::Kernel;
use super::md5::{self, K, Md5};

/// An all-zero block read by idle lanes; their results are discarded.
static ZERO_BLOCK: [u8; 64] = [0; 64];

/// Feeds `inputs[i]` to `hashers[i]` for every `i`, hashing the streams' whole blocks
/// side by side with `kernel`. The result is exactly that of `hashers[i].update(inputs[i])`.
///
/// # Panics
/// If the slices differ in length, or `kernel` is not supported by this CPU (a caller
/// error: check [`Kernel::is_supported`], or use [`Kernel::active`]).
pub fn update_many(kernel: Kernel, hashers: &mut [Md5], inputs: &[&[u8]]) {
    assert_eq!(hashers.len(), inputs.len(), "one input per hasher");
    assert!(
        kernel.is_supported(),
        "the {kernel} kernel needs a CPU feature this one lacks"
    );
    let mut jobs: Vec<Job<'_>> = hashers
        .iter_mut()
        .zip(inputs)
        .map(|(h, data)| {
            let blocks = h.split_blocks(data);
            Job {
                state: h.state_mut(),
                blocks,
            }
        })
        .collect();
    run(kernel, &mut jobs);
}

/// Whether lanes beat one stream at a time with `kernel`: whenever it has more than one
/// lane (see the figures above).
pub fn worth_lanes(kernel: Kernel) -> bool {
    kernel.lanes() > 1
}

/// The MD5 digest of every input, hashed side by side with `kernel`.
pub fn digest_many(kernel: Kernel, inputs: &[&[u8]]) -> Vec<[u8; 16]> {
    let mut hashers = vec![Md5::new(); inputs.len()];
    update_many(kernel, &mut hashers, inputs);
    hashers.into_iter().map(Md5::finalize).collect()
}

/// One stream's chaining value and the whole blocks it still has to absorb.
struct Job<'a> {
    state: &'a mut [u32; 4],
    blocks: &'a [[u8; 64]],
}

/// Compresses every job's blocks into its state with `kernel` (which must be supported).
fn run(kernel: Kernel, jobs: &mut [Job<'_>]) {
    match kernel {
        Kernel::Scalar => {
            for job in jobs.iter_mut() {
                md5::compress(job.state, std::mem::take(&mut job.blocks));
            }
        }
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx2 => run_lanes::<8>(kernel, jobs, x86::compress8),
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx512 => run_lanes::<16>(kernel, jobs, x86::compress16),
        #[cfg(not(target_arch = "x86_64"))]
        _ => run(Kernel::Scalar, jobs),
    }
}

/// Lane states, one column per lane: `state[0][lane]` is that lane's A, and so on.
type LaneState<const W: usize> = [[u32; W]; 4];

/// A kernel over `W` lanes: compresses `n` blocks of each lane into `state`; a lane given an
/// empty slice is idle (it hashes zeros and its column is ignored).
type Compress<const W: usize> = fn(&mut LaneState<W>, &[&[[u8; 64]]; W], usize);

/// Runs the jobs through a `W`-lane kernel, refilling a lane as soon as its stream ends.
fn run_lanes<const W: usize>(kernel: Kernel, jobs: &mut [Job<'_>], compress: Compress<W>) {
    let mut slot: [Option<usize>; W] = [None; W];
    let mut state: LaneState<W> = [[0; W]; 4];
    let mut next = 0;
    loop {
        for (lane, s) in slot.iter_mut().enumerate() {
            if s.is_none() {
                while next < jobs.len() && jobs[next].blocks.is_empty() {
                    next += 1;
                }
                if let Some(job) = jobs.get(next) {
                    for (col, &v) in state.iter_mut().zip(job.state.iter()) {
                        col[lane] = v;
                    }
                    *s = Some(next);
                    next += 1;
                }
            }
        }
        let active = slot.iter().flatten().count();
        if active == 0 {
            return;
        }
        if next >= jobs.len()
            && let Some(narrower) = kernel.narrower()
            && active <= narrower.lanes()
        {
            // Few enough streams left for a narrower kernel: every other job is finished,
            // so handing all of them over only runs the active ones.
            save_all(&slot, &state, jobs);
            return run(narrower, jobs);
        }
        let n = slot
            .iter()
            .flatten()
            .map(|&j| jobs[j].blocks.len())
            .min()
            .unwrap_or(0);
        let views: [&[[u8; 64]]; W] = std::array::from_fn(|lane| match slot[lane] {
            Some(j) => &jobs[j].blocks[..n],
            None => &[],
        });
        compress(&mut state, &views, n);
        for (lane, s) in slot.iter_mut().enumerate() {
            if let Some(j) = *s {
                let job = &mut jobs[j];
                job.blocks = &job.blocks[n..];
                if job.blocks.is_empty() {
                    save(job, &state, lane);
                    *s = None;
                }
            }
        }
    }
}

/// Writes lane `lane`'s column back to its job.
fn save<const W: usize>(job: &mut Job<'_>, state: &LaneState<W>, lane: usize) {
    for (v, col) in job.state.iter_mut().zip(state) {
        *v = col[lane];
    }
}

/// Writes every occupied lane back to its job.
fn save_all<const W: usize>(slot: &[Option<usize>; W], state: &LaneState<W>, jobs: &mut [Job<'_>]) {
    for (lane, s) in slot.iter().enumerate() {
        if let Some(j) = *s {
            save(&mut jobs[j], state, lane);
        }
    }
}

/// The block of `lane` for step `j`, or zeros for an idle lane.
#[inline(always)]
fn block<'a>(blocks: &[&'a [[u8; 64]]], lane: usize, j: usize) -> &'a [u8; 64] {
    blocks[lane].get(j).unwrap_or(&ZERO_BLOCK)
}

/// Message word index and rotation of each of the 64 steps (RFC 1321, section 3.4).
const fn schedule() -> ([usize; 64], [u32; 64]) {
    const S: [[u32; 4]; 4] = [
        [7, 12, 17, 22],
        [5, 9, 14, 20],
        [4, 11, 16, 23],
        [6, 10, 15, 21],
    ];
    let mut m = [0; 64];
    let mut s = [0; 64];
    let mut i = 0;
    while i < 64 {
        m[i] = match i / 16 {
            0 => i,
            1 => (1 + 5 * i) % 16,
            2 => (5 + 3 * i) % 16,
            _ => (7 * i) % 16,
        };
        s[i] = S[i / 16][i % 4];
        i += 1;
    }
    (m, s)
}

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)] // SIMD loads and stores, and calls to `#[target_feature]` functions.
mod x86 {
    //! The AVX2 and AVX-512 kernels. Their entry points check the CPU themselves, so a
    //! wrong [`Kernel`] choice panics instead of running an illegal instruction.

    use std::arch::x86_64::*;

    use super::{K, Kernel, LaneState, block, schedule};

    const SCHED: ([usize; 64], [u32; 64]) = schedule();

    /// Eight lanes with AVX2.
    pub(super) fn compress8(state: &mut LaneState<8>, blocks: &[&[[u8; 64]]; 8], n: usize) {
        assert!(
            Kernel::Avx2.is_supported(),
            "AVX2 kernel on a CPU without AVX2"
        );
        // SAFETY: the CPU has AVX2, checked just above.
        unsafe { avx2(state, blocks, n) }
    }

    /// Sixteen lanes with AVX-512.
    pub(super) fn compress16(state: &mut LaneState<16>, blocks: &[&[[u8; 64]]; 16], n: usize) {
        assert!(
            Kernel::Avx512.is_supported(),
            "AVX-512 kernel on a CPU without AVX-512"
        );
        // SAFETY: the CPU has AVX-512 F and VL, checked just above.
        unsafe { avx512(state, blocks, n) }
    }

    /// Sixteen steps of round `$r` (0..4), A/B/C/D taking each role in turn (RFC 1321).
    macro_rules! round {
        ($step:ident, $r:tt, $w:ident, $a:ident, $b:ident, $c:ident, $d:ident) => {
            $step!($r, 0, $w, $a, $b, $c, $d);
            $step!($r, 1, $w, $d, $a, $b, $c);
            $step!($r, 2, $w, $c, $d, $a, $b);
            $step!($r, 3, $w, $b, $c, $d, $a);
            $step!($r, 4, $w, $a, $b, $c, $d);
            $step!($r, 5, $w, $d, $a, $b, $c);
            $step!($r, 6, $w, $c, $d, $a, $b);
            $step!($r, 7, $w, $b, $c, $d, $a);
            $step!($r, 8, $w, $a, $b, $c, $d);
            $step!($r, 9, $w, $d, $a, $b, $c);
            $step!($r, 10, $w, $c, $d, $a, $b);
            $step!($r, 11, $w, $b, $c, $d, $a);
            $step!($r, 12, $w, $a, $b, $c, $d);
            $step!($r, 13, $w, $d, $a, $b, $c);
            $step!($r, 14, $w, $c, $d, $a, $b);
            $step!($r, 15, $w, $b, $c, $d, $a);
        };
    }

    /// The round functions F, G, H, I (rounds 0..4) with AVX2 logic.
    macro_rules! f256 {
        (0, $b:expr, $c:expr, $d:expr) => {
            _mm256_xor_si256($d, _mm256_and_si256($b, _mm256_xor_si256($c, $d)))
        };
        // The two terms have no bit in common, so `+` is `|`, and one of them is ready early.
        (1, $b:expr, $c:expr, $d:expr) => {
            _mm256_add_epi32(_mm256_andnot_si256($d, $c), _mm256_and_si256($b, $d))
        };
        (2, $b:expr, $c:expr, $d:expr) => {
            _mm256_xor_si256($b, _mm256_xor_si256($c, $d))
        };
        (3, $b:expr, $c:expr, $d:expr) => {
            _mm256_xor_si256(
                $c,
                _mm256_or_si256($b, _mm256_xor_si256($d, _mm256_set1_epi32(-1))),
            )
        };
    }

    /// One AVX2 step: `a = b + rotl(a + M + K + f(b, c, d))`, rotating by two shifts.
    macro_rules! step256 {
        ($r:tt, $i:expr, $w:ident, $a:ident, $b:ident, $c:ident, $d:ident) => {{
            const I: usize = $r * 16 + $i;
            const S: i32 = SCHED.1[I] as i32;
            let t = _mm256_add_epi32($a, $w[SCHED.0[I]]);
            let t = _mm256_add_epi32(t, _mm256_set1_epi32(K[I] as i32));
            let t = _mm256_add_epi32(t, f256!($r, $b, $c, $d));
            let rot = _mm256_or_si256(
                _mm256_slli_epi32::<S>(t),
                _mm256_srli_epi32::<{ 32 - S }>(t),
            );
            $a = _mm256_add_epi32($b, rot);
        }};
    }

    /// Truth tables for `vpternlogd` with (B, C, D) as inputs: bit `4b + 2c + d` is f(b, c, d).
    const TERN: [i32; 4] = [
        0xca, // F: b ? c : d
        0xe4, // G: d ? b : c
        0x96, // H: b ^ c ^ d
        0x39, // I: c ^ (b | !d)
    ];

    /// One AVX-512 step: the round function is one `vpternlogd`, the rotate one `vprold`.
    macro_rules! step512 {
        ($r:tt, $i:expr, $w:ident, $a:ident, $b:ident, $c:ident, $d:ident) => {{
            const I: usize = $r * 16 + $i;
            const S: u32 = SCHED.1[I];
            let t = _mm512_add_epi32($a, $w[SCHED.0[I]]);
            let t = _mm512_add_epi32(t, _mm512_set1_epi32(K[I] as i32));
            let f = _mm512_ternarylogic_epi32::<{ TERN[$r] }>($b, $c, $d);
            let t = _mm512_add_epi32(t, f);
            $a = _mm512_add_epi32($b, _mm512_rol_epi32::<{ S as i32 }>(t));
        }};
    }

    /// Transposes 8 rows of 8 words: word `c` of row `r` becomes word `r` of row `c`.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn transpose8(r: &[__m256i; 8]) -> [__m256i; 8] {
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
    fn transpose16(r: &[__m512i; 16]) -> [__m512i; 16] {
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

    #[target_feature(enable = "avx2")]
    fn avx2(state: &mut LaneState<8>, blocks: &[&[[u8; 64]]; 8], n: usize) {
        let mut s = [_mm256_setzero_si256(); 4];
        for (v, col) in s.iter_mut().zip(state.iter()) {
            // SAFETY: `col` is 8 u32, 32 readable bytes; `loadu` needs no alignment.
            *v = unsafe { _mm256_loadu_si256(col.as_ptr().cast()) };
        }
        for j in 0..n {
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
            let mut w = [_mm256_setzero_si256(); 16];
            w[..8].copy_from_slice(&lo);
            w[8..].copy_from_slice(&hi);
            let [mut a, mut b, mut c, mut d] = s;
            round!(step256, 0, w, a, b, c, d);
            round!(step256, 1, w, a, b, c, d);
            round!(step256, 2, w, a, b, c, d);
            round!(step256, 3, w, a, b, c, d);
            for (v, x) in s.iter_mut().zip([a, b, c, d]) {
                *v = _mm256_add_epi32(*v, x);
            }
        }
        for (col, v) in state.iter_mut().zip(s) {
            // SAFETY: `col` is 32 writable bytes; `storeu` needs no alignment.
            unsafe { _mm256_storeu_si256(col.as_mut_ptr().cast(), v) };
        }
    }

    #[target_feature(enable = "avx512f,avx512vl")]
    fn avx512(state: &mut LaneState<16>, blocks: &[&[[u8; 64]]; 16], n: usize) {
        let mut s = [_mm512_setzero_si512(); 4];
        for (v, col) in s.iter_mut().zip(state.iter()) {
            // SAFETY: `col` is 16 u32, 64 readable bytes; `loadu` needs no alignment.
            *v = unsafe { _mm512_loadu_si512(col.as_ptr().cast()) };
        }
        for j in 0..n {
            let mut rows = [_mm512_setzero_si512(); 16];
            for (lane, row) in rows.iter_mut().enumerate() {
                // SAFETY: the block is 64 readable bytes; `loadu` needs no alignment.
                *row = unsafe { _mm512_loadu_si512(block(blocks, lane, j).as_ptr().cast()) };
            }
            let w = transpose16(&rows);
            let [mut a, mut b, mut c, mut d] = s;
            round!(step512, 0, w, a, b, c, d);
            round!(step512, 1, w, a, b, c, d);
            round!(step512, 2, w, a, b, c, d);
            round!(step512, 3, w, a, b, c, d);
            for (v, x) in s.iter_mut().zip([a, b, c, d]) {
                *v = _mm512_add_epi32(*v, x);
            }
        }
        for (col, v) in state.iter_mut().zip(s) {
            // SAFETY: `col` is 64 writable bytes; `storeu` needs no alignment.
            unsafe { _mm512_storeu_si512(col.as_mut_ptr().cast(), v) };
        }
    }

    #[cfg(test)]
    mod tests {
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// xorshift64*: deterministic test data without a dependency.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
        fn bytes(&mut self, len: usize) -> Vec<u8> {
            (0..len).map(|_| self.next() as u8).collect()
        }
    }

    fn scalar(data: &[u8]) -> [u8; 16] {
        let mut h = Md5::new();
        h.update(data);
        h.finalize()
    }

    fn check(kernel: Kernel, inputs: &[Vec<u8>], what: &str) {
        let slices: Vec<&[u8]> = inputs.iter().map(Vec::as_slice).collect();
        let got = digest_many(kernel, &slices);
        assert_eq!(got.len(), inputs.len());
        for (i, (g, input)) in got.iter().zip(inputs).enumerate() {
            assert_eq!(
                *g,
                scalar(input),
                "{kernel}, {what}: lane {i} of {} ({} bytes)",
                inputs.len(),
                input.len()
            );
        }
    }

    #[test]
    fn every_kernel_matches_scalar_md5_for_random_lengths_and_every_lane_count() {
        let mut rng = Rng(0x853c_49e6_748f_ea9b);
        for kernel in Kernel::supported() {
            // 0 to 2.5 times the widest kernel's lanes, so some batches refill lanes.
            for count in 0..=40 {
                let inputs: Vec<Vec<u8>> = (0..count)
                    .map(|_| {
                        let len = rng.below(20_001);
                        rng.bytes(len)
                    })
                    .collect();
                check(kernel, &inputs, &format!("{count} random lengths"));
            }
        }
    }

    #[test]
    fn lanes_ending_block_by_block_and_at_padding_edges() {
        let mut rng = Rng(7);
        for kernel in Kernel::supported() {
            // Every lane ends one block after the previous one, so a lane is refilled or
            // retired at every step, and the kernel narrows as lanes run out.
            let staggered: Vec<Vec<u8>> =
                (0..37).map(|i| rng.bytes(64 * i + (i % 3) * 27)).collect();
            check(kernel, &staggered, "staggered");
            // One long stream among short ones: it finishes alone, on narrower kernels.
            let mut lopsided: Vec<Vec<u8>> = (0..20).map(|i| rng.bytes(i * 5)).collect();
            lopsided.insert(3, rng.bytes(50_000));
            check(kernel, &lopsided, "lopsided");
            // Lengths around the padding edges (55, 56, 63, 64, 119, 120, 128 ...).
            let edges: Vec<Vec<u8>> = [
                0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 191, 192,
            ]
            .iter()
            .map(|&n| rng.bytes(n))
            .collect();
            check(kernel, &edges, "padding edges");
        }
    }

    #[test]
    fn update_many_in_pieces_equals_one_update() {
        let mut rng = Rng(99);
        for kernel in Kernel::supported() {
            let inputs: Vec<Vec<u8>> = (0..19)
                .map(|_| {
                    let len = rng.below(5000);
                    rng.bytes(len)
                })
                .collect();
            let mut hashers = vec![Md5::new(); inputs.len()];
            let mut at = vec![0usize; inputs.len()];
            // Uneven pieces, including empty ones, leave partial blocks in the hashers' buffers.
            while at.iter().zip(&inputs).any(|(&a, i)| a < i.len()) {
                let pieces: Vec<&[u8]> = inputs
                    .iter()
                    .zip(&mut at)
                    .map(|(input, a)| {
                        let end = (*a + rng.below(300)).min(input.len());
                        let piece = &input[*a..end];
                        *a = end;
                        piece
                    })
                    .collect();
                update_many(kernel, &mut hashers, &pieces);
            }
            for (h, input) in hashers.into_iter().zip(&inputs) {
                assert_eq!(
                    h.finalize(),
                    scalar(input),
                    "{kernel}, {} bytes in pieces",
                    input.len()
                );
            }
        }
    }

    #[test]
    fn rfc1321_vectors_through_every_kernel() {
        let cases: [(&[u8], &str); 7] = [
            (b"", "d41d8cd98f00b204e9800998ecf8427e"),
            (b"a", "0cc175b9c0f1b6a831c399e269772661"),
            (b"abc", "900150983cd24fb0d6963f7d28e17f72"),
            (b"message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            (
                b"abcdefghijklmnopqrstuvwxyz",
                "c3fcd3d76192e4007dfb496cca67e13b",
            ),
            (
                b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
                "d174ab98d277d9f5a5611c2c9f419d9f",
            ),
            (
                b"12345678901234567890123456789012345678901234567890123456789012345678901234567890",
                "57edf4a22be3c955ac49da2e2107b67a",
            ),
        ];
        for kernel in Kernel::supported() {
            let inputs: Vec<&[u8]> = cases.iter().map(|c| c.0).collect();
            for (got, (input, want)) in digest_many(kernel, &inputs).iter().zip(&cases) {
                let hex: String = got.iter().map(|b| format!("{b:02x}")).collect();
                assert_eq!(hex, *want, "{kernel}: {:?}", String::from_utf8_lossy(input));
            }
        }
    }

    #[test]
    #[cfg(target_arch = "x86_64")]
    fn an_unsupported_kernel_is_refused_before_any_work() {
        for kernel in Kernel::ALL.into_iter().filter(|k| !k.is_supported()) {
            let r = std::panic::catch_unwind(|| digest_many(kernel, &[b"abc".as_slice()]));
            assert!(r.is_err(), "{kernel} is not supported here, yet it ran");
        }
    }
}
