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
use super::mb_driver::{Job, Kernels, check_args, narrow_by_lanes, run};
use super::md5::{self, K, Md5};

/// MD5's compress functions, one per [`Kernel`].
static KERNELS: Kernels<4> = Kernels {
    single: md5::compress,
    #[cfg(target_arch = "x86_64")]
    avx2: x86::compress8,
    #[cfg(target_arch = "x86_64")]
    avx512: x86::compress16,
    handover: narrow_by_lanes,
};

/// Feeds `inputs[i]` to `hashers[i]` for every `i`, hashing the streams' whole blocks
/// side by side with `kernel`. The result is exactly that of `hashers[i].update(inputs[i])`.
///
/// # Panics
/// If the slices differ in length, or `kernel` is not supported by this CPU (a caller
/// error: check [`Kernel::is_supported`], or use [`Kernel::active`]).
pub fn update_many(kernel: Kernel, hashers: &mut [Md5], inputs: &[&[u8]]) {
    check_args(kernel, hashers.len(), inputs.len());
    let mut jobs: Vec<Job<'_, 4>> = hashers
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
    run(kernel, &mut jobs, &KERNELS);
}

/// Whether hashing independent streams through `kernel`'s lanes is faster than one stream
/// at a time: for MD5, every lane kernel (5.4× with AVX2, 9.1× with AVX-512, see the module
/// docs); the scalar kernel has no lanes. The same question as `sha1_mb::worth_lanes` and
/// `sha256_mb::worth_lanes`, whose answer depends on SHA-NI, so the engine can ask all three
/// alike.
pub fn worth_lanes(kernel: Kernel) -> bool {
    kernel != Kernel::Scalar
}

/// The MD5 digest of every input, hashed side by side with `kernel`.
pub fn digest_many(kernel: Kernel, inputs: &[&[u8]]) -> Vec<[u8; 16]> {
    let mut hashers = vec![Md5::new(); inputs.len()];
    update_many(kernel, &mut hashers, inputs);
    hashers.into_iter().map(Md5::finalize).collect()
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
#[allow(unsafe_code)] // Calls to `#[target_feature]` functions.
mod x86 {
    //! The AVX2 and AVX-512 kernels. Their entry points check the CPU themselves, so a
    //! wrong [`Kernel`] choice panics instead of running an illegal instruction.

    use std::arch::x86_64::*;

    use super::super::mb_driver::LaneState;
    use super::super::mb_driver::x86::{v8, v16};
    use super::{K, Kernel, schedule};

    const SCHED: ([usize; 64], [u32; 64]) = schedule();

    /// Eight lanes with AVX2.
    pub(super) fn compress8(state: &mut LaneState<8, 4>, blocks: &[&[[u8; 64]]; 8], n: usize) {
        assert!(
            Kernel::Avx2.is_supported(),
            "AVX2 kernel on a CPU without AVX2"
        );
        // SAFETY: the CPU has AVX2, checked just above.
        unsafe { avx2(state, blocks, n) }
    }

    /// Sixteen lanes with AVX-512.
    pub(super) fn compress16(state: &mut LaneState<16, 4>, blocks: &[&[[u8; 64]]; 16], n: usize) {
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

    #[target_feature(enable = "avx2")]
    fn avx2(state: &mut LaneState<8, 4>, blocks: &[&[[u8; 64]]; 8], n: usize) {
        let mut s = v8::load_state(state);
        for j in 0..n {
            let w = v8::words_le(blocks, j);
            let [mut a, mut b, mut c, mut d] = s;
            round!(step256, 0, w, a, b, c, d);
            round!(step256, 1, w, a, b, c, d);
            round!(step256, 2, w, a, b, c, d);
            round!(step256, 3, w, a, b, c, d);
            for (v, x) in s.iter_mut().zip([a, b, c, d]) {
                *v = _mm256_add_epi32(*v, x);
            }
        }
        v8::store_state(state, s);
    }

    #[target_feature(enable = "avx512f,avx512vl")]
    fn avx512(state: &mut LaneState<16, 4>, blocks: &[&[[u8; 64]]; 16], n: usize) {
        let mut s = v16::load_state(state);
        for j in 0..n {
            let w = v16::words_le(blocks, j);
            let [mut a, mut b, mut c, mut d] = s;
            round!(step512, 0, w, a, b, c, d);
            round!(step512, 1, w, a, b, c, d);
            round!(step512, 2, w, a, b, c, d);
            round!(step512, 3, w, a, b, c, d);
            for (v, x) in s.iter_mut().zip([a, b, c, d]) {
                *v = _mm512_add_epi32(*v, x);
            }
        }
        v16::store_state(state, s);
    }
}

#[cfg(test)]
mod tests {
    use super::super::mb_driver::Rng;
    use super::*;

    fn scalar(data: &[u8]) -> [u8; 16] {
        let mut h = Md5::new();
        h.update(data);
        h.finalize()
    }

    fn check(kernel: Kernel, inputs: &[Vec<u8>], what: &str) {
        super::super::mb_driver::check_lanes(kernel, inputs, what, digest_many, scalar);
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
