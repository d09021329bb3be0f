//! Multi-buffer BLAKE2s: eight independent streams hashed at once, one per AVX2 lane, as
//! BLAKE2sp does inside one file.
//!
//! The kernel is the `blake2s_simd` crate's (`many::update_many`, Samuel Neves' AVX2 code),
//! not Hashdrop's own: it already keeps a working set of streams, refills a lane as soon as
//! its stream ends, and drops to four SSE4.1 lanes and then to one when too few streams
//! are left, which is all the frame ([`super::lanes`]) asks of a kernel.
//!
//! Measured (`cargo bench --bench kernels -- blake2s_8`, 8 streams of 1 MiB, a shared
//! 2-vCPU AMD EPYC under load, two runs): eight lanes 4.4× and 4.1× one stream at a time
//! (1.86 GiB/s against 434 MiB/s in the first), as fast as BLAKE2sp over the same bytes,
//! which is the same eight lanes inside one stream.
//!
//! The crate picks its instruction set itself, so the [`Kernel`] only says whether to use
//! lanes: [`Kernel::Scalar`] hashes the streams one after another (each with the crate's
//! single-stream code), so that `HASHDROP_KERNEL=scalar` still means "no lanes"; AVX2 and
//! AVX-512 both get the crate's eight AVX2 lanes (it has no AVX-512 code).

use super::Kernel;

/// An incremental BLAKE2s-256 hasher (unkeyed, the digest `b2sum -a blake2s` prints)
/// that [`update_many`] can advance side by side with others.
#[derive(Clone, Debug)]
pub struct Blake2s(blake2s_simd::State);

impl Blake2s {
    /// A fresh hasher.
    pub fn new() -> Self {
        Self(blake2s_simd::State::new())
    }

    /// Feeds more input to this one stream.
    pub fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }

    /// The 32-byte digest.
    pub fn finalize(self) -> [u8; 32] {
        let mut out = [0; 32];
        out.copy_from_slice(self.0.finalize().as_bytes());
        out
    }
}

impl Default for Blake2s {
    fn default() -> Self {
        Self::new()
    }
}

/// How many streams `kernel` hashes at once: the crate's degree (eight with AVX2) for the
/// SIMD kernels, 1 for [`Kernel::Scalar`].
pub fn lanes(kernel: Kernel) -> usize {
    match kernel {
        Kernel::Scalar => 1,
        Kernel::Avx2 | Kernel::Avx512 => blake2s_simd::many::degree(),
    }
}

/// Whether lanes beat one stream at a time with `kernel`: whenever there is more than one
/// lane (eight AVX2 lanes measured 4.0–4.4× one stream at a time, see the module docs).
pub fn worth_lanes(kernel: Kernel) -> bool {
    lanes(kernel) > 1
}

/// Feeds `inputs[i]` to `hashers[i]` for every `i`, side by side unless `kernel` is
/// [`Kernel::Scalar`]. The result is exactly that of `hashers[i].update(inputs[i])`.
///
/// # Panics
/// If the slices differ in length, or `kernel` is not supported by this CPU (a caller
/// error, as in [`super::md5_mb::update_many`]).
pub fn update_many(kernel: Kernel, hashers: &mut [Blake2s], inputs: &[&[u8]]) {
    assert_eq!(hashers.len(), inputs.len(), "one input per hasher");
    assert!(
        kernel.is_supported(),
        "the {kernel} kernel needs a CPU feature this one lacks"
    );
    if lanes(kernel) > 1 {
        blake2s_simd::many::update_many(hashers.iter_mut().map(|h| &mut h.0).zip(inputs));
    } else {
        for (h, input) in hashers.iter_mut().zip(inputs) {
            h.update(input);
        }
    }
}

/// The BLAKE2s digest of every input, hashed side by side with `kernel`.
pub fn digest_many(kernel: Kernel, inputs: &[&[u8]]) -> Vec<[u8; 32]> {
    let mut hashers = vec![Blake2s::new(); inputs.len()];
    update_many(kernel, &mut hashers, inputs);
    hashers.into_iter().map(Blake2s::finalize).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::mb_driver::Rng;

    fn single(data: &[u8]) -> [u8; 32] {
        let mut out = [0; 32];
        out.copy_from_slice(blake2s_simd::blake2s(data).as_bytes());
        out
    }

    fn check(kernel: Kernel, inputs: &[Vec<u8>], what: &str) {
        super::super::mb_driver::check_lanes(kernel, inputs, what, digest_many, single);
    }

    #[test]
    fn every_kernel_matches_single_stream_blake2s_for_random_lengths_and_lane_counts() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for kernel in Kernel::supported() {
            // Past twice the eight lanes, so lanes are refilled and the crate narrows.
            for count in 0..=20 {
                let inputs: Vec<Vec<u8>> = (0..count)
                    .map(|_| {
                        let len = rng.below(20_001);
                        rng.bytes(len)
                    })
                    .collect();
                check(kernel, &inputs, &format!("{count} random lengths"));
            }
            // Lanes ending one block apart, and lengths around the 64-byte block edges.
            let staggered: Vec<Vec<u8>> = (0..19).map(|i| rng.bytes(64 * i + i % 2)).collect();
            check(kernel, &staggered, "staggered");
            let edges: Vec<Vec<u8>> = [0, 1, 63, 64, 65, 127, 128, 129, 191, 192, 193]
                .iter()
                .map(|&n| rng.bytes(n))
                .collect();
            check(kernel, &edges, "block edges");
        }
    }

    #[test]
    fn update_many_in_pieces_equals_one_update() {
        let mut rng = Rng(31);
        for kernel in Kernel::supported() {
            let inputs: Vec<Vec<u8>> = (0..11)
                .map(|_| {
                    let len = rng.below(6000);
                    rng.bytes(len)
                })
                .collect();
            let mut hashers = vec![Blake2s::new(); inputs.len()];
            let mut at = vec![0usize; inputs.len()];
            // Uneven pieces, empty ones included: BLAKE2 keeps its last block back until
            // the end, so a piece may end exactly on a block edge and still be buffered.
            while at.iter().zip(&inputs).any(|(&a, i)| a < i.len()) {
                let pieces: Vec<&[u8]> = inputs
                    .iter()
                    .zip(&mut at)
                    .map(|(input, a)| {
                        let step = 64 * rng.below(5) + rng.below(2) * rng.below(64);
                        let end = (*a + step).min(input.len());
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
                    single(input),
                    "{kernel}, {} bytes",
                    input.len()
                );
            }
        }
    }

    #[test]
    fn scalar_means_no_lanes_and_simd_kernels_have_eight() {
        assert_eq!(lanes(Kernel::Scalar), 1);
        assert!(!worth_lanes(Kernel::Scalar));
        for kernel in Kernel::supported()
            .into_iter()
            .filter(|&k| k != Kernel::Scalar)
        {
            assert_eq!(lanes(kernel), 8, "{kernel}");
            assert!(worth_lanes(kernel), "{kernel}");
        }
    }
}
