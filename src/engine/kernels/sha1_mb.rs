//! Multi-buffer SHA-1: many independent streams hashed at once, one per SIMD lane.
//!
//! The same frame as [`super::sha256_mb`]: [`update_many`] feeds many [`Sha1Lane`] hashers
//! at once through AVX-512 (16 lanes, `vprord`, `vpternlogd` for Ch, Parity and Maj) or
//! AVX2 (8 lanes), refilling lanes as streams end and narrowing as they run out; the
//! fallback hashes the streams one after another through `sha1::block_api::compress`, the
//! `sha1` crate's compress, which uses the SHA-NI instructions when the CPU has them.
//! Without SHA-NI the lanes are 2.1× (AVX2) and 3.5× (AVX-512) one stream; with it, one
//! stream is 2.3 times faster than without, AVX2's lanes fall behind it (0.92×) and
//! AVX-512's stay ahead (1.49×). [`worth_lanes`] encodes this, with the figures.

use super::Kernel;
use super::mb_driver::{BlockBuffer, Job, Kernels, check_args, narrow_by_lanes, run};

/// The initial hash value H(0) (FIPS 180-4, section 5.3.1).
const IV: [u32; 5] = [
    0x6745_2301,
    0xefcd_ab89,
    0x98ba_dcfe,
    0x1032_5476,
    0xc3d2_e1f0,
];

/// The round constants of rounds 0..20, 20..40, 40..60 and 60..80 (FIPS 180-4, 4.2.1).
const K: [u32; 4] = [0x5a82_7999, 0x6ed9_eba1, 0x8f1b_bcdc, 0xca62_c1d6];

/// SHA-1's compress functions, one per [`Kernel`].
static KERNELS: Kernels<5> = Kernels {
    single: compress,
    #[cfg(target_arch = "x86_64")]
    avx2: x86::compress8,
    #[cfg(target_arch = "x86_64")]
    avx512: x86::compress16,
    handover,
};

/// The single-stream compress: the `sha1` crate's, with SHA-NI where the CPU has it.
fn compress(state: &mut [u32; 5], blocks: &[[u8; 64]]) {
    sha1::block_api::compress(state, blocks);
}

/// Incremental SHA-1 whose blocks can go through the lanes of [`update_many`]; alone,
/// it hashes exactly as `sha1::Sha1` does.
#[derive(Clone)]
pub struct Sha1Lane {
    /// The chaining value H.
    state: [u32; 5],
    /// The partial block and the length count.
    buf: BlockBuffer,
}

impl Default for Sha1Lane {
    fn default() -> Self {
        Self::new()
    }
}

impl Sha1Lane {
    /// A fresh state (FIPS 180-4 initial hash value).
    pub fn new() -> Self {
        Self {
            state: IV,
            buf: BlockBuffer::new(),
        }
    }

    /// Feeds more input; may be called any number of times with slices of any length.
    pub fn update(&mut self, data: &[u8]) {
        let blocks = self.split_blocks(data);
        compress(&mut self.state, blocks);
    }

    /// Takes `data` as [`Sha1Lane::update`] would, except for its whole blocks, which are
    /// returned for the caller to compress into `self.state` before the next use.
    fn split_blocks<'a>(&mut self, data: &'a [u8]) -> &'a [[u8; 64]] {
        let state = &mut self.state;
        self.buf.split_blocks(data, |b| compress(state, b))
    }

    /// Pads the input and returns the 20-byte digest.
    pub fn finalize(self) -> [u8; 20] {
        let mut state = self.state;
        self.buf.pad_be(|b| compress(&mut state, b));
        let mut out = [0u8; 20];
        for (o, s) in out.as_chunks_mut::<4>().0.iter_mut().zip(state) {
            *o = s.to_be_bytes();
        }
        out
    }
}

/// Feeds `inputs[i]` to `hashers[i]` for every `i`, hashing the streams' whole blocks
/// side by side with `kernel`. The result is exactly that of `hashers[i].update(inputs[i])`.
///
/// # Panics
/// If the slices differ in length, or `kernel` is not supported by this CPU (a caller
/// error: check [`Kernel::is_supported`], or use [`Kernel::active`]).
pub fn update_many(kernel: Kernel, hashers: &mut [Sha1Lane], inputs: &[&[u8]]) {
    check_args(kernel, hashers.len(), inputs.len());
    let mut jobs: Vec<Job<'_, 5>> = hashers
        .iter_mut()
        .zip(inputs)
        .map(|(h, data)| {
            let blocks = h.split_blocks(data);
            Job {
                state: &mut h.state,
                blocks,
            }
        })
        .collect();
    run(kernel, &mut jobs, &KERNELS);
}

/// The SHA-1 digest of every input, hashed side by side with `kernel`.
pub fn digest_many(kernel: Kernel, inputs: &[&[u8]]) -> Vec<[u8; 20]> {
    let mut hashers = vec![Sha1Lane::new(); inputs.len()];
    update_many(kernel, &mut hashers, inputs);
    hashers.into_iter().map(Sha1Lane::finalize).collect()
}

/// Whether, on this CPU, hashing independent streams through `kernel`'s lanes is faster
/// than hashing them one after another with the single-stream compress.
///
/// The rule: without SHA-NI, every lane kernel; with SHA-NI, only AVX-512's 16 lanes. The
/// scalar kernel has no lanes. Measured with 16 streams of 1 MiB in memory, release build,
/// CPU time of the hashing thread, median of three runs of five samples, on a 2-vCPU AMD
/// EPYC (Zen 4) shared with other builds; "portable" is the same crate built with
/// `--cfg sha1_backend="soft"`, i.e. a CPU without SHA-NI:
///
/// | SHA-1, 16 × 1 MiB | with SHA-NI | portable compress |
/// | --- | ---: | ---: |
/// | one stream at a time (`sha1` crate) | 1,817 MiB/s | 781 MiB/s |
/// | AVX2, 8 lanes | 1,665 MiB/s (0.92×) | 1,675 MiB/s (2.14×) |
/// | AVX-512, 16 lanes | 2,714 MiB/s (1.49×) | 2,765 MiB/s (3.54×) |
///
/// The lane kernels run at the same speed either way; what changes is the single stream,
/// which SHA-NI makes 2.3 times faster. The rule follows the CPU's features rather
/// than this one machine's figures, so on other CPUs it is an estimate: SHA-NI's speed
/// relative to the vector units differs between generations.
pub fn worth_lanes(kernel: Kernel) -> bool {
    match kernel {
        Kernel::Scalar => false,
        Kernel::Avx2 => !super::has_sha_ni(),
        Kernel::Avx512 => true,
    }
}

/// Where streams go once no stream is left to refill lanes with: as for MD5
/// ([`narrow_by_lanes`]), except from AVX-512 with SHA-NI. There 16 busy lanes are 1.49× one
/// SHA-NI stream, so at 10 busy lanes or fewer (10/16 × 1.49 < 1) one stream at a time is
/// faster, and AVX2 (0.6–0.9× of it) is skipped. A forced AVX2 kernel keeps its lanes, so
/// that tests and benchmarks measure it.
fn handover(kernel: Kernel) -> Option<(Kernel, usize)> {
    match kernel {
        Kernel::Avx512 if super::has_sha_ni() => Some((Kernel::Scalar, 10)),
        _ => narrow_by_lanes(kernel),
    }
}

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)] // Calls to `#[target_feature]` functions.
mod x86 {
    //! The AVX2 and AVX-512 kernels: one body, instantiated over [`v8`] and [`v16`]. Their
    //! entry points check the CPU themselves, so a wrong [`Kernel`] choice panics instead of
    //! running an illegal instruction.

    use super::super::mb_driver::LaneState;
    use super::super::mb_driver::x86::{v8, v16};
    use super::{K, Kernel};

    /// Eight lanes with AVX2.
    pub(super) fn compress8(state: &mut LaneState<8, 5>, blocks: &[&[[u8; 64]]; 8], n: usize) {
        assert!(
            Kernel::Avx2.is_supported(),
            "AVX2 kernel on a CPU without AVX2"
        );
        // SAFETY: the CPU has AVX2, checked just above.
        unsafe { avx2(state, blocks, n) }
    }

    /// Sixteen lanes with AVX-512.
    pub(super) fn compress16(state: &mut LaneState<16, 5>, blocks: &[&[[u8; 64]]; 16], n: usize) {
        assert!(
            Kernel::Avx512.is_supported(),
            "AVX-512 kernel on a CPU without AVX-512"
        );
        // SAFETY: the CPU has AVX-512 F and VL, checked just above.
        unsafe { avx512(state, blocks, n) }
    }

    /// One round `t` (FIPS 180-4, section 6.1.2), the working variables renamed instead of
    /// moved: the caller rotates the roles of A..E by one each round. From round 16 on, the
    /// message word is first extended in place in the 16-word window `$w`.
    macro_rules! round {
        ($w:ident, $t:expr, $a:ident, $b:ident, $c:ident, $d:ident, $e:ident) => {{
            const T: usize = $t;
            if T >= 16 {
                // (T + 13) % 16 is (T - 3) % 16, written so that it cannot underflow.
                let x = xor(
                    xor3($w[(T + 13) % 16], $w[(T + 8) % 16], $w[(T + 2) % 16]),
                    $w[T % 16],
                );
                $w[T % 16] = ror::<31, 1>(x);
            }
            let f = match T / 20 {
                0 => ch($b, $c, $d),
                2 => maj($b, $c, $d),
                _ => xor3($b, $c, $d),
            };
            let t = add(add(ror::<27, 5>($a), f), add(splat(K[T / 20]), $w[T % 16]));
            $e = add($e, t);
            $b = ror::<2, 30>($b);
        }};
    }

    /// Five rounds from `$t`, after which every variable is back in its own role.
    macro_rules! five {
        ($w:ident, $t:expr, $a:ident, $b:ident, $c:ident, $d:ident, $e:ident) => {
            round!($w, $t, $a, $b, $c, $d, $e);
            round!($w, $t + 1, $e, $a, $b, $c, $d);
            round!($w, $t + 2, $d, $e, $a, $b, $c);
            round!($w, $t + 3, $c, $d, $e, $a, $b);
            round!($w, $t + 4, $b, $c, $d, $e, $a);
        };
    }

    /// A `#[target_feature]` compress over the vector operations of module `$v`.
    macro_rules! kernel {
        ($name:ident, $feat:literal, $v:ident, $lanes:literal) => {
            #[target_feature(enable = $feat)]
            fn $name(state: &mut LaneState<$lanes, 5>, blocks: &[&[[u8; 64]]; $lanes], n: usize) {
                use $v::*;
                let mut s = load_state(state);
                for j in 0..n {
                    let mut w = words_be(blocks, j);
                    let [mut a, mut b, mut c, mut d, mut e] = s;
                    five!(w, 0, a, b, c, d, e);
                    five!(w, 5, a, b, c, d, e);
                    five!(w, 10, a, b, c, d, e);
                    five!(w, 15, a, b, c, d, e);
                    five!(w, 20, a, b, c, d, e);
                    five!(w, 25, a, b, c, d, e);
                    five!(w, 30, a, b, c, d, e);
                    five!(w, 35, a, b, c, d, e);
                    five!(w, 40, a, b, c, d, e);
                    five!(w, 45, a, b, c, d, e);
                    five!(w, 50, a, b, c, d, e);
                    five!(w, 55, a, b, c, d, e);
                    five!(w, 60, a, b, c, d, e);
                    five!(w, 65, a, b, c, d, e);
                    five!(w, 70, a, b, c, d, e);
                    five!(w, 75, a, b, c, d, e);
                    for (v, x) in s.iter_mut().zip([a, b, c, d, e]) {
                        *v = add(*v, x);
                    }
                }
                store_state(state, s);
            }
        };
    }

    kernel!(avx2, "avx2", v8, 8);
    kernel!(avx512, "avx512f,avx512vl", v16, 16);
}

#[cfg(test)]
mod tests {
    use super::super::mb_driver::{Rng, shavs};
    use super::*;
    use sha1::Digest as _;

    fn reference(data: &[u8]) -> [u8; 20] {
        sha1::Sha1::digest(data).into()
    }

    fn check(kernel: Kernel, inputs: &[Vec<u8>], what: &str) {
        super::super::mb_driver::check_lanes(kernel, inputs, what, digest_many, reference);
    }

    #[test]
    fn every_kernel_matches_sha1_crate_for_random_lengths_and_every_lane_count() {
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
            let mut hashers = vec![Sha1Lane::new(); inputs.len()];
            let mut at = vec![0usize; inputs.len()];
            // Uneven pieces, including empty ones, leave partial blocks in the buffers.
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
                    reference(input),
                    "{kernel}, {} bytes",
                    input.len()
                );
            }
        }
    }

    #[test]
    fn fips_180_vectors_through_every_kernel() {
        let million_a = vec![b'a'; 1_000_000];
        let cases: [(&[u8], &str); 4] = [
            (b"", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
            (b"abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
            (
                b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "84983e441c3bd26ebaae4aa1f95129e5e54670f1",
            ),
            (&million_a, "34aa973cd4c4daa4f61eeb2bdbad27316534016f"),
        ];
        for kernel in Kernel::supported() {
            // Each vector in several lanes at once, so every lane position is exercised.
            let inputs: Vec<&[u8]> = cases.iter().cycle().take(18).map(|c| c.0).collect();
            for (got, (input, want)) in digest_many(kernel, &inputs)
                .iter()
                .zip(cases.iter().cycle())
            {
                let hex: String = got.iter().map(|b| format!("{b:02x}")).collect();
                assert_eq!(hex, *want, "{kernel}: {} bytes", input.len());
            }
        }
    }

    #[test]
    fn nist_shavs_vectors_through_every_kernel() {
        for file in ["SHA1ShortMsg.rsp", "SHA1LongMsg.rsp"] {
            let records = shavs(file);
            assert_eq!(records.len(), if file.contains("Short") { 65 } else { 17 });
            let inputs: Vec<&[u8]> = records.iter().map(|r| r.0.as_slice()).collect();
            for kernel in Kernel::supported() {
                for (got, (msg, md)) in digest_many(kernel, &inputs).iter().zip(&records) {
                    assert_eq!(got.as_slice(), md, "{kernel}, {file}: {} bytes", msg.len());
                }
            }
        }
    }

    #[test]
    fn length_is_counted_modulo_2_pow_64_bits() {
        let mut h = Sha1Lane::new();
        h.update(b"abc");
        // 2^61 more bytes is 2^64 more bits, which the padding reduces to the same length.
        let mut wrapped = h.clone();
        wrapped.buf.skip_len(1 << 61);
        assert_eq!(h.finalize(), wrapped.finalize());
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
