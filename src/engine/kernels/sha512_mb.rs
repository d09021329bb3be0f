//! Multi-buffer SHA-512 and SHA-384: many independent streams hashed at once, one per
//! 64-bit SIMD lane.
//!
//! The frame is MD5's and SHA-256's (see [`super::md5_mb`] and the shared driver), with
//! 64-bit words and 128-byte blocks: [`update_many`] feeds many [`Sha512`] (or [`Sha384`])
//! hashers at once, only their whole blocks go through the lanes, lanes are refilled as
//! soon as a stream ends, and a last stream left alone in the lanes finishes on the
//! single-stream compress ([`worth_lanes`] has the figures). The kernels: AVX-512 (8 lanes, `vprorq` rotates,
//! `vpternlogq` for Ch, Maj and the three-way XORs of the Σ and σ functions), AVX2 (4
//! lanes), and the fallback, which hashes the streams one after another through
//! [`super::sha512`]'s single-stream compress.
//!
//! SHA-NI has no SHA-512, so unlike SHA-1 and SHA-256 the single stream has no instruction
//! of its own to beat the lanes with; its ceiling is the latency of its 80 dependent rounds
//! (see [`super::sha512`]). SHA-384 is SHA-512 from another initial value, cut to 48
//! bytes, so it shares these kernels.

use super::Kernel;
use super::mb_driver::{Job, Kernels, check_args, run};
use super::sha512::{self, Sha384, Sha512};

/// SHA-512's compress functions, one per [`Kernel`]: 4 lanes with AVX2, 8 with AVX-512.
static KERNELS: Kernels<8, u64, 128, 4, 8> = Kernels {
    single: sha512::compress,
    #[cfg(target_arch = "x86_64")]
    avx2: x86::compress4,
    #[cfg(target_arch = "x86_64")]
    avx512: x86::compress8,
    handover,
};

/// How many streams `kernel` hashes at once: half of [`Kernel::lanes`], whose lanes are
/// 32-bit wide, since SHA-512's words are 64-bit.
pub fn lanes(kernel: Kernel) -> usize {
    match kernel {
        Kernel::Scalar => 1,
        Kernel::Avx2 => 4,
        Kernel::Avx512 => 8,
    }
}

/// Feeds `inputs[i]` to `hashers[i]` for every `i`, hashing the streams' whole blocks
/// side by side with `kernel`. The result is exactly that of `hashers[i].update(inputs[i])`.
/// `H` is [`Sha512`] or [`Sha384`].
///
/// # Panics
/// If the slices differ in length, or `kernel` is not supported by this CPU (a caller
/// error: check [`Kernel::is_supported`], or use [`Kernel::active`]).
pub fn update_many<H: AsMut<Sha512>>(kernel: Kernel, hashers: &mut [H], inputs: &[&[u8]]) {
    check_args(kernel, hashers.len(), inputs.len());
    let mut jobs: Vec<Job<'_, 8, u64, 128>> = hashers
        .iter_mut()
        .zip(inputs)
        .map(|(h, data)| {
            let h = h.as_mut();
            let blocks = h.split_blocks(data);
            Job {
                state: h.state_mut(),
                blocks,
            }
        })
        .collect();
    run(kernel, &mut jobs, &KERNELS);
}

/// The SHA-512 digest of every input, hashed side by side with `kernel`.
pub fn digest_many(kernel: Kernel, inputs: &[&[u8]]) -> Vec<[u8; 64]> {
    let mut hashers = vec![Sha512::new(); inputs.len()];
    update_many(kernel, &mut hashers, inputs);
    hashers.into_iter().map(Sha512::finalize).collect()
}

/// The SHA-384 digest of every input, hashed side by side with `kernel`.
pub fn digest_many_384(kernel: Kernel, inputs: &[&[u8]]) -> Vec<[u8; 48]> {
    let mut hashers = vec![Sha384::new(); inputs.len()];
    update_many(kernel, &mut hashers, inputs);
    hashers.into_iter().map(Sha384::finalize).collect()
}

/// The final chaining values of SHA-512 (or SHA-384) streams stopped at block
/// boundaries, each given as its chaining value and its length in bytes: the padding
/// block of every stream (one whole block, since nothing is buffered) compressed side by
/// side in `kernel`'s lanes. The digest is the result's words, big-endian (cut to 48 bytes
/// for SHA-384). Used to read the digest at every 512-byte boundary of a stream at a
/// fraction of one compression each.
pub fn finish_aligned_many(kernel: Kernel, stopped: &[([u64; 8], u128)]) -> Vec<[u64; 8]> {
    let mut hashers: Vec<Sha512> = stopped
        .iter()
        .map(|&(state, len)| Sha512::resumed(state, len))
        .collect();
    let pads: Vec<[u8; 128]> = stopped
        .iter()
        .map(|&(_, len)| {
            let mut block = [0u8; 128];
            block[0] = 0x80;
            block[112..].copy_from_slice(&len.wrapping_mul(8).to_be_bytes());
            block
        })
        .collect();
    let inputs: Vec<&[u8]> = pads.iter().map(|p| p.as_slice()).collect();
    update_many(kernel, &mut hashers, &inputs);
    hashers.iter_mut().map(|h| *h.state_mut()).collect()
}

/// Whether, on this CPU, hashing independent streams through `kernel`'s lanes is faster
/// than hashing them one after another with the single-stream compress.
///
/// The rule: every lane kernel; the scalar kernel has no lanes. Measured with 16 streams of
/// 1 MiB in memory, release build, CPU time of the hashing thread, median of five samples,
/// two runs, on a 2-vCPU AMD EPYC (Zen 4) shared with other builds
/// (`scripts/kernels-cputime/run.sh`). The single stream is [`super::sha512`]'s, on the path
/// the kernel gives it: AVX-512's message schedule by default, the BMI2 rounds alone when
/// `HASHDROP_KERNEL` is `avx2` or `scalar` (what a CPU without AVX-512 runs):
///
/// | SHA-512, 16 × 1 MiB | MiB/s | vs the AVX-512-schedule stream | vs the BMI2 stream |
/// | --- | ---: | ---: | ---: |
/// | one stream at a time, AVX-512 schedule | 901–939 | 1.00 | |
/// | one stream at a time, BMI2 rounds | 633–717 | | 1.00 |
/// | one stream at a time, `sha2` crate | 741–767 | 0.79–0.83× | |
/// | AVX2, 4 lanes | 1,281–1,309 | 1.37–1.45× | 1.83–2.02× |
/// | AVX-512, 8 lanes | 3,492–3,652 | **3.89–3.90×** | |
///
/// SHA-NI does not change this (it has no SHA-512), so the rule holds on any CPU with
/// these kernels; the margins are this machine's.
pub fn worth_lanes(kernel: Kernel) -> bool {
    match kernel {
        Kernel::Scalar => false,
        Kernel::Avx2 | Kernel::Avx512 => true,
    }
}

/// Where streams go once no stream is left to refill lanes with: straight to the single
/// stream when one is left. From AVX-512, `k` busy lanes of 8 give `k/8 × 3.9` streams'
/// worth, more than AVX2's `k/4 × 1.4` for any `k` and more than one stream from `k = 2`
/// on; AVX2's 4 lanes (about twice the BMI2 stream) likewise beat one stream from 2 on.
fn handover(kernel: Kernel) -> Option<(Kernel, usize)> {
    match kernel {
        Kernel::Scalar => None,
        Kernel::Avx2 | Kernel::Avx512 => Some((Kernel::Scalar, 1)),
    }
}

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)] // Calls to `#[target_feature]` functions.
mod x86 {
    //! The AVX2 and AVX-512 kernels: one body, instantiated over [`q4`] and [`q8`]. Their
    //! entry points check the CPU themselves, so a wrong [`Kernel`] choice panics instead of
    //! running an illegal instruction.

    use super::super::mb_driver::LaneState;
    use super::super::mb_driver::x86::{q4, q8};
    use super::super::sha512::K;
    use super::Kernel;

    /// Four lanes with AVX2.
    pub(super) fn compress4(
        state: &mut LaneState<4, 8, u64>,
        blocks: &[&[[u8; 128]]; 4],
        n: usize,
    ) {
        assert!(
            Kernel::Avx2.is_supported(),
            "AVX2 kernel on a CPU without AVX2"
        );
        // SAFETY: the CPU has AVX2, checked just above.
        unsafe { avx2(state, blocks, n) }
    }

    /// Eight lanes with AVX-512.
    pub(super) fn compress8(
        state: &mut LaneState<8, 8, u64>,
        blocks: &[&[[u8; 128]]; 8],
        n: usize,
    ) {
        assert!(
            Kernel::Avx512.is_supported(),
            "AVX-512 kernel on a CPU without AVX-512"
        );
        // SAFETY: the CPU has AVX-512 F and VL, checked just above.
        unsafe { avx512(state, blocks, n) }
    }

    /// One round `t` (FIPS 180-4, section 6.4.2), the working variables renamed instead of
    /// moved: the caller rotates the roles of A..H by one each round. From round 16 on, the
    /// message word is first extended in place in the 16-word window `$w`.
    macro_rules! round {
        ($w:ident, $t:expr, $a:ident, $b:ident, $c:ident, $d:ident,
         $e:ident, $f:ident, $g:ident, $h:ident) => {{
            const T: usize = $t;
            if T >= 16 {
                // (T + 14) % 16 is (T - 2) % 16, written so that it cannot underflow.
                let (w2, w15) = ($w[(T + 14) % 16], $w[(T + 1) % 16]);
                let s1 = xor3(ror::<19, 45>(w2), ror::<61, 3>(w2), shr::<6>(w2));
                let s0 = xor3(ror::<1, 63>(w15), ror::<8, 56>(w15), shr::<7>(w15));
                $w[T % 16] = add(add($w[T % 16], s1), add($w[(T + 9) % 16], s0));
            }
            let big1 = xor3(ror::<14, 50>($e), ror::<18, 46>($e), ror::<41, 23>($e));
            let t1 = add(
                add($h, big1),
                add(ch($e, $f, $g), add(splat(K[T]), $w[T % 16])),
            );
            let big0 = xor3(ror::<28, 36>($a), ror::<34, 30>($a), ror::<39, 25>($a));
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
            fn $name(
                state: &mut LaneState<$lanes, 8, u64>,
                blocks: &[&[[u8; 128]]; $lanes],
                n: usize,
            ) {
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
                    eight!(w, 64, a, b, c, d, e, f, g, h);
                    eight!(w, 72, a, b, c, d, e, f, g, h);
                    for (v, x) in s.iter_mut().zip([a, b, c, d, e, f, g, h]) {
                        *v = add(*v, x);
                    }
                }
                store_state(state, s);
            }
        };
    }

    kernel!(avx2, "avx2", q4, 4);
    kernel!(avx512, "avx512f,avx512vl", q8, 8);
}

#[cfg(test)]
mod tests {
    use super::super::mb_driver::{Rng, shavs};
    use super::*;
    use sha2::Digest as _;

    fn reference(data: &[u8]) -> [u8; 64] {
        sha2::Sha512::digest(data).into()
    }

    fn reference_384(data: &[u8]) -> [u8; 48] {
        sha2::Sha384::digest(data).into()
    }

    /// Both SHA-512 and SHA-384 through `kernel`'s lanes, against the `sha2` crate.
    fn check(kernel: Kernel, inputs: &[Vec<u8>], what: &str) {
        use super::super::mb_driver::check_lanes;
        check_lanes(kernel, inputs, what, digest_many, reference);
        check_lanes(kernel, inputs, what, digest_many_384, reference_384);
    }

    #[test]
    fn every_kernel_matches_sha2_for_random_lengths_and_every_lane_count() {
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        for kernel in Kernel::supported() {
            // 0 to 2.5 times the widest kernel's lanes, so some batches refill lanes.
            for count in 0..=20 {
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
        let mut rng = Rng(11);
        for kernel in Kernel::supported() {
            // Every lane ends one block after the previous one, so a lane is refilled or
            // retired at every step, and the kernel narrows as lanes run out.
            let staggered: Vec<Vec<u8>> =
                (0..19).map(|i| rng.bytes(128 * i + (i % 3) * 51)).collect();
            check(kernel, &staggered, "staggered");
            // One long stream among short ones: it finishes alone, on narrower kernels.
            let mut lopsided: Vec<Vec<u8>> = (0..10).map(|i| rng.bytes(i * 9)).collect();
            lopsided.insert(3, rng.bytes(50_000));
            check(kernel, &lopsided, "lopsided");
            let edges: Vec<Vec<u8>> = [
                0, 1, 111, 112, 113, 127, 128, 129, 239, 240, 255, 256, 257, 383, 384,
            ]
            .iter()
            .map(|&n| rng.bytes(n))
            .collect();
            check(kernel, &edges, "padding edges");
        }
    }

    #[test]
    fn update_many_in_pieces_equals_one_update() {
        let mut rng = Rng(1999);
        for kernel in Kernel::supported() {
            let inputs: Vec<Vec<u8>> = (0..11)
                .map(|_| {
                    let len = rng.below(9000);
                    rng.bytes(len)
                })
                .collect();
            let mut hashers = vec![Sha512::new(); inputs.len()];
            let mut at = vec![0usize; inputs.len()];
            // Uneven pieces, including empty ones, leave partial blocks in the buffers.
            while at.iter().zip(&inputs).any(|(&a, i)| a < i.len()) {
                let pieces: Vec<&[u8]> = inputs
                    .iter()
                    .zip(&mut at)
                    .map(|(input, a)| {
                        let end = (*a + rng.below(600)).min(input.len());
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

    /// FIPS 180-4's examples (and the million `a`s of the older FIPS 180-2), for both
    /// digests, each in several lanes at once so that every lane position is exercised.
    #[test]
    fn fips_180_vectors_through_every_kernel() {
        let million_a = vec![b'a'; 1_000_000];
        let two_blocks: &[u8] = b"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn\
              hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";
        let inputs: [&[u8]; 4] = [b"", b"abc", two_blocks, &million_a];
        let want_512 = [
            "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce\
             47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e",
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a\
             2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
            "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018\
             501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909",
            "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973eb\
             de0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b",
        ];
        let want_384 = [
            "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da\
             274edebfe76f65fbd51ad2f14898b95b",
            "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed\
             8086072ba1e7cc2358baeca134c825a7",
            "09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712\
             fcc7c71a557e2db966c3e9fa91746039",
            "9d0e1809716474cb086e834e310a4a1ced149e9c00f248527972cec5704c2a5b\
             07b8b3dc38ecc4ebae97ddd87f3d8985",
        ];
        let hex = |b: &[u8]| -> String { b.iter().map(|b| format!("{b:02x}")).collect() };
        for kernel in Kernel::supported() {
            let many: Vec<&[u8]> = inputs.iter().copied().cycle().take(18).collect();
            let got = digest_many(kernel, &many);
            for (i, (g, want)) in got.iter().zip(want_512.iter().cycle()).enumerate() {
                assert_eq!(hex(g), *want, "{kernel}, SHA-512 lane {i}");
            }
            let got = digest_many_384(kernel, &many);
            for (i, (g, want)) in got.iter().zip(want_384.iter().cycle()).enumerate() {
                assert_eq!(hex(g), *want, "{kernel}, SHA-384 lane {i}");
            }
        }
    }

    #[test]
    fn nist_shavs_vectors_through_every_kernel() {
        for file in ["SHA512ShortMsg.rsp", "SHA512LongMsg.rsp"] {
            let records = shavs(file);
            assert_eq!(records.len(), if file.contains("Short") { 129 } else { 17 });
            let inputs: Vec<&[u8]> = records.iter().map(|r| r.0.as_slice()).collect();
            for kernel in Kernel::supported() {
                for (got, (msg, md)) in digest_many(kernel, &inputs).iter().zip(&records) {
                    assert_eq!(got.as_slice(), md, "{kernel}, {file}: {} bytes", msg.len());
                }
            }
        }
    }

    #[test]
    fn lanes_per_kernel_are_half_the_32_bit_ones() {
        for kernel in Kernel::ALL {
            let want = if kernel == Kernel::Scalar {
                1
            } else {
                kernel.lanes() / 2
            };
            assert_eq!(lanes(kernel), want, "{kernel}");
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
