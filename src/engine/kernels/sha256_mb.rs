//! Multi-buffer SHA-256: many independent streams hashed at once, one per SIMD lane.
//!
//! The frame is MD5's (see [`super::md5_mb`] and the shared driver): [`update_many`] feeds
//! many [`Sha256Lane`] hashers at once, only their whole 64-byte blocks go through the
//! lanes, lanes are refilled as soon as a stream ends, and the remaining streams move to a
//! narrower kernel when they would leave wide lanes empty. The kernels: AVX-512 (16 lanes,
//! `vprord` rotates, `vpternlogd` for Ch, Maj and the three-way XORs of the Σ and σ
//! functions), AVX2 (8 lanes), and the fallback, which hashes the streams one after another
//! through `sha2::block_api::compress256`, the `sha2` crate's compress; that one uses the
//! SHA-NI instructions when the CPU has them.
//!
//! SHA-NI changes the picture. Without it, one stream costs 64 rounds of a dozen dependent
//! scalar operations per block, and 8 or 16 lanes do the same rounds for 8 or 16 streams at
//! once: 3.0× (AVX2) and 5.5× (AVX-512) one stream, measured. With it, one stream runs two
//! rounds per `sha256rnds2` instruction, 4.6 times faster than without, and only the 16
//! AVX-512 lanes still beat it, by 1.17×. [`worth_lanes`] encodes this, with the figures.

use super::Kernel;
use super::mb_driver::{BlockBuffer, Job, Kernels, check_args, narrow_by_lanes, run};

/// The initial hash value H(0) (FIPS 180-4, section 5.3.3).
const IV: [u32; 8] = [
    0x6a09_e667,
    0xbb67_ae85,
    0x3c6e_f372,
    0xa54f_f53a,
    0x510e_527f,
    0x9b05_688c,
    0x1f83_d9ab,
    0x5be0_cd19,
];

/// The round constants K (FIPS 180-4, section 4.2.2).
#[rustfmt::skip]
static K: [u32; 64] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
];

/// SHA-256's compress functions, one per [`Kernel`].
static KERNELS: Kernels<8> = Kernels {
    single: compress,
    #[cfg(target_arch = "x86_64")]
    avx2: x86::compress8,
    #[cfg(target_arch = "x86_64")]
    avx512: x86::compress16,
    handover,
};

/// The single-stream compress: the `sha2` crate's, with SHA-NI where the CPU has it.
fn compress(state: &mut [u32; 8], blocks: &[[u8; 64]]) {
    sha2::block_api::compress256(state, blocks);
}

/// Incremental SHA-256 whose blocks can go through the lanes of [`update_many`]; alone,
/// it hashes exactly as `sha2::Sha256` does.
#[derive(Clone)]
pub struct Sha256Lane {
    /// The chaining value H.
    state: [u32; 8],
    /// The partial block and the length count.
    buf: BlockBuffer,
}

impl Default for Sha256Lane {
    fn default() -> Self {
        Self::new()
    }
}

impl Sha256Lane {
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

    /// Takes `data` as [`Sha256Lane::update`] would, except for its whole blocks, which are
    /// returned for the caller to compress into `self.state` before the next use.
    fn split_blocks<'a>(&mut self, data: &'a [u8]) -> &'a [[u8; 64]] {
        let state = &mut self.state;
        self.buf.split_blocks(data, |b| compress(state, b))
    }

    /// Pads the input and returns the 32-byte digest.
    pub fn finalize(self) -> [u8; 32] {
        let mut state = self.state;
        self.buf.pad_be(|b| compress(&mut state, b));
        let mut out = [0u8; 32];
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
pub fn update_many(kernel: Kernel, hashers: &mut [Sha256Lane], inputs: &[&[u8]]) {
    check_args(kernel, hashers.len(), inputs.len());
    let mut jobs: Vec<Job<'_, 8>> = hashers
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

/// The SHA-256 digest of every input, hashed side by side with `kernel`.
pub fn digest_many(kernel: Kernel, inputs: &[&[u8]]) -> Vec<[u8; 32]> {
    let mut hashers = vec![Sha256Lane::new(); inputs.len()];
    update_many(kernel, &mut hashers, inputs);
    hashers.into_iter().map(Sha256Lane::finalize).collect()
}

/// Whether, on this CPU, hashing independent streams through `kernel`'s lanes is faster
/// than hashing them one after another with the single-stream compress.
///
/// The rule: without SHA-NI, every lane kernel; with SHA-NI, only AVX-512's 16 lanes. The
/// scalar kernel has no lanes. Measured with 16 streams of 1 MiB in memory, release build,
/// CPU time of the hashing thread, median of three runs of five samples, on a 2-vCPU AMD
/// EPYC (Zen 4) shared with other builds; "portable" is the same crate built with
/// `--cfg sha2_backend="soft"`, i.e. a CPU without SHA-NI:
///
/// | SHA-256, 16 × 1 MiB | with SHA-NI | portable compress |
/// | --- | ---: | ---: |
/// | one stream at a time (`sha2` crate) | 1,683 MiB/s | 363 MiB/s |
/// | AVX2, 8 lanes | 1,080 MiB/s (0.64×) | 1,074 MiB/s (2.96×) |
/// | AVX-512, 16 lanes | 1,975 MiB/s (1.17×) | 1,991 MiB/s (5.48×) |
///
/// The lane kernels run at the same speed either way; what changes is the single stream,
/// which SHA-NI makes 4.6 times faster. The rule follows the CPU's features rather
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
/// ([`narrow_by_lanes`]), except from AVX-512 with SHA-NI. There 16 busy lanes are 1.17× one
/// SHA-NI stream, so at 13 busy lanes or fewer (13/16 × 1.17 < 1) one stream at a time is
/// faster, and AVX2 (0.6–0.9× of it) is skipped. A forced AVX2 kernel keeps its lanes, so
/// that tests and benchmarks measure it.
fn handover(kernel: Kernel) -> Option<(Kernel, usize)> {
    match kernel {
        Kernel::Avx512 if super::has_sha_ni() => Some((Kernel::Scalar, 13)),
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
    pub(super) fn compress8(state: &mut LaneState<8, 8>, blocks: &[&[[u8; 64]]; 8], n: usize) {
        assert!(
            Kernel::Avx2.is_supported(),
            "AVX2 kernel on a CPU without AVX2"
        );
        // SAFETY: the CPU has AVX2, checked just above.
        unsafe { avx2(state, blocks, n) }
    }

    /// Sixteen lanes with AVX-512.
    pub(super) fn compress16(state: &mut LaneState<16, 8>, blocks: &[&[[u8; 64]]; 16], n: usize) {
        assert!(
            Kernel::Avx512.is_supported(),
            "AVX-512 kernel on a CPU without AVX-512"
        );
        // SAFETY: the CPU has AVX-512 F and VL, checked just above.
        unsafe { avx512(state, blocks, n) }
    }

    /// One round `t` (FIPS 180-4, section 6.2.2), the working variables renamed instead of
    /// moved: the caller rotates the roles of A..H by one each round. From round 16 on, the
    /// message word is first extended in place in the 16-word window `$w`.
    macro_rules! round {
        ($w:ident, $t:expr, $a:ident, $b:ident, $c:ident, $d:ident,
         $e:ident, $f:ident, $g:ident, $h:ident) => {{
            const T: usize = $t;
            if T >= 16 {
                // (T + 14) % 16 is (T - 2) % 16, written so that it cannot underflow.
                let (w2, w15) = ($w[(T + 14) % 16], $w[(T + 1) % 16]);
                let s1 = xor3(ror::<17, 15>(w2), ror::<19, 13>(w2), shr::<10>(w2));
                let s0 = xor3(ror::<7, 25>(w15), ror::<18, 14>(w15), shr::<3>(w15));
                $w[T % 16] = add(add($w[T % 16], s1), add($w[(T + 9) % 16], s0));
            }
            let big1 = xor3(ror::<6, 26>($e), ror::<11, 21>($e), ror::<25, 7>($e));
            let t1 = add(
                add($h, big1),
                add(ch($e, $f, $g), add(splat(K[T]), $w[T % 16])),
            );
            let big0 = xor3(ror::<2, 30>($a), ror::<13, 19>($a), ror::<22, 10>($a));
            $d = add($d, t1);
            $h = add(t1, add(big0, maj($a, $b, $c)));
        }};
    }

    /// Eight rounds from `$t`, after which every variable is back in its own role.
    macro_rules! eight {
        ($w:ident, $t:expr, $a:ident, $b:ident, $c:ident, $d:ident,
         $e:ident, $f:ident, $g:ident, $h:ident) => {
            round!($w, $t, $a, $b, $c, $d, $e, $f, $g, $h);
            round!($w, $t + 1, $h, $a, $b, $c, $d, $e, $f, $g);
            round!($w, $t + 2, $g, $h, $a, $b, $c, $d, $e, $f);
            round!($w, $t + 3, $f, $g, $h, $a, $b, $c, $d, $e);
            round!($w, $t + 4, $e, $f, $g, $h, $a, $b, $c, $d);
            round!($w, $t + 5, $d, $e, $f, $g, $h, $a, $b, $c);
            round!($w, $t + 6, $c, $d, $e, $f, $g, $h, $a, $b);
            round!($w, $t + 7, $b, $c, $d, $e, $f, $g, $h, $a);
        };
    }

    /// A `#[target_feature]` compress over the vector operations of module `$v`.
    macro_rules! kernel {
        ($name:ident, $feat:literal, $v:ident, $lanes:literal) => {
            #[target_feature(enable = $feat)]
            fn $name(state: &mut LaneState<$lanes, 8>, blocks: &[&[[u8; 64]]; $lanes], n: usize) {
                use $v::*;
                let mut s = load_state(state);
                for j in 0..n {
                    let mut w = words_be(blocks, j);
                    let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = s;
                    eight!(w, 0, a, b, c, d, e, f, g, h);
                    eight!(w, 8, a, b, c, d, e, f, g, h);
                    eight!(w, 16, a, b, c, d, e, f, g, h);
                    eight!(w, 24, a, b, c, d, e, f, g, h);
                    eight!(w, 32, a, b, c, d, e, f, g, h);
                    eight!(w, 40, a, b, c, d, e, f, g, h);
                    eight!(w, 48, a, b, c, d, e, f, g, h);
                    eight!(w, 56, a, b, c, d, e, f, g, h);
                    for (v, x) in s.iter_mut().zip([a, b, c, d, e, f, g, h]) {
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
    use sha2::Digest as _;

    fn reference(data: &[u8]) -> [u8; 32] {
        sha2::Sha256::digest(data).into()
    }

    fn check(kernel: Kernel, inputs: &[Vec<u8>], what: &str) {
        super::super::mb_driver::check_lanes(kernel, inputs, what, digest_many, reference);
    }

    #[test]
    fn every_kernel_matches_sha2_for_random_lengths_and_every_lane_count() {
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
            let mut hashers = vec![Sha256Lane::new(); inputs.len()];
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
            (
                b"",
                "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
            ),
            (
                b"abc",
                "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
            ),
            (
                b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
            ),
            (
                &million_a,
                "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
            ),
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
        for file in ["SHA256ShortMsg.rsp", "SHA256LongMsg.rsp"] {
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
        let mut h = Sha256Lane::new();
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
