//! Digests at boundaries: the running digest of a stream, read at chosen lengths while
//! the stream goes on, so that one read answers "at which length, if any, does this
//! stream have that digest?" (an image on a USB stick, whose length the stick does not
//! say).
//!
//! Reading the digest at a length copies the hasher's state and finalises the copy: for
//! SHA-256 at every 512-byte boundary that is one extra 64-byte block per eight, for
//! SHA-512 one extra 128-byte block per four. SHA-256, SHA-384 and SHA-512 have fast
//! paths ([`aligned`]): no boxed copy, and SHA-512's extra blocks compressed eight at a
//! time in the multi-buffer lanes, its stream through the kernel in long runs.

use std::ops::{ControlFlow, RangeInclusive};

use super::Algorithm;
use super::digest::Digest;
use super::hashers::Hasher;
use super::kernels::sha512::{Sha384, Sha512};
use aligned::Sha256Stream;

mod aligned;

/// An algorithm whose state cannot be copied, so whose digest cannot be read midway.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{} cannot give digests at boundaries", .0.name())]
pub struct NoBoundaries(pub Algorithm);

/// The digest of the bytes fed so far, readable at any length without stopping.
pub struct RunningDigest {
    inner: Inner,
    fed: u64,
}

/// The hasher underneath: a fast path for the algorithms lists of images use most.
enum Inner {
    /// SHA-512 or SHA-384 (`Sha384`'s state is SHA-512's from another initial value).
    Sha512(Sha512, Algorithm),
    Sha256(Sha256Stream),
    Any(Box<dyn Hasher>),
}

impl RunningDigest {
    /// A running digest of `algorithm`; an error for the algorithms whose state cannot
    /// be copied (XXH64, CRC-32C, CRC-64/NVME).
    pub fn new(algorithm: Algorithm) -> Result<Self, NoBoundaries> {
        let inner = match algorithm {
            Algorithm::Sha512 => Inner::Sha512(Sha512::new(), algorithm),
            Algorithm::Sha384 => Inner::Sha512(Sha384::new().into_inner(), algorithm),
            Algorithm::Sha256 => Inner::Sha256(Sha256Stream::new()),
            _ => {
                let hasher = algorithm.hasher();
                if hasher.fork().is_none() {
                    return Err(NoBoundaries(algorithm));
                }
                Inner::Any(hasher)
            }
        };
        Ok(Self { inner, fed: 0 })
    }

    /// The algorithm.
    pub fn algorithm(&self) -> Algorithm {
        match &self.inner {
            Inner::Sha512(_, a) => *a,
            Inner::Sha256(_) => Algorithm::Sha256,
            Inner::Any(h) => h.algorithm(),
        }
    }

    /// How many bytes were fed.
    pub fn fed(&self) -> u64 {
        self.fed
    }

    /// Feeds more bytes.
    pub fn update(&mut self, data: &[u8]) {
        match &mut self.inner {
            Inner::Sha512(h, _) => h.update(data),
            Inner::Sha256(h) => h.update(data),
            Inner::Any(h) => h.update(data),
        }
        self.fed += data.len() as u64;
    }

    /// The digest of everything fed so far; the running digest goes on.
    pub fn digest_now(&self) -> Digest {
        match &self.inner {
            Inner::Sha512(h, a) => {
                let full = h.clone().finalize();
                Digest::new(*a, &full[..a.digest_len()])
            }
            Inner::Sha256(h) => h.digest_now(),
            Inner::Any(h) => match h.fork() {
                Some(copy) => copy.finalize(),
                // `new` refused the hashers that cannot fork.
                None => Digest::new(self.algorithm(), []),
            },
        }
    }

    /// Feeds `data`, and at every length that is a multiple of `step` inside `lengths`
    /// (and inside the span `data` covers, its end included, its start not) calls
    /// `visit(length, digest at that length)`; stops feeding when `visit` breaks. The
    /// length reached when it broke is [`RunningDigest::fed`].
    pub fn update_at_boundaries(
        &mut self,
        data: &[u8],
        step: u64,
        lengths: &RangeInclusive<u64>,
        mut visit: impl FnMut(u64, &Digest) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let step = step.max(1);
        let end = self.fed + data.len() as u64;
        let mut rest = data;
        loop {
            let next = (self.fed / step + 1)
                .saturating_mul(step)
                .max(*lengths.start());
            let next = next.checked_next_multiple_of(step).unwrap_or(u64::MAX);
            if next > end || next > *lengths.end() {
                self.update(rest);
                return ControlFlow::Continue(());
            }
            let (now, later) = rest.split_at(usize::try_from(next - self.fed).unwrap_or(0));
            self.update(now);
            rest = later;
            visit(self.fed, &self.digest_now())?;
            // The boundaries after this one, up to the end of `data` or of `lengths`.
            let last = end.min(*lengths.end());
            let span = usize::try_from((last - self.fed) / step * step).unwrap_or(0);
            let (run, later) = rest.split_at(span);
            if self.run_aligned(run, step, &mut visit)?.is_some() {
                rest = later;
            }
        }
    }

    /// Through a fast path, if the algorithm has one and the stream is at a block
    /// boundary: feeds `span` (whole steps) and visits the end of each step. `None` (and
    /// nothing fed) otherwise.
    fn run_aligned(
        &mut self,
        span: &[u8],
        step: u64,
        visit: &mut impl FnMut(u64, &Digest) -> ControlFlow<()>,
    ) -> ControlFlow<(), Option<()>> {
        let Ok(step_bytes) = usize::try_from(step) else {
            return ControlFlow::Continue(None);
        };
        if span.is_empty() {
            return ControlFlow::Continue(None);
        }
        let fed = &mut self.fed;
        let mut visit_and_count = |len: u64, d: &Digest| {
            *fed = len;
            visit(len, d)
        };
        match &mut self.inner {
            Inner::Sha512(h, a) if h.at_block_boundary() && step.is_multiple_of(128) => {
                aligned::run_sha512(h, *a, span, step_bytes, &mut visit_and_count)?;
            }
            Inner::Sha256(h) if h.at_block_boundary() && step.is_multiple_of(64) => {
                h.run(span, step_bytes, &mut visit_and_count)?;
            }
            _ => return ControlFlow::Continue(None),
        }
        ControlFlow::Continue(Some(()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data(len: usize) -> Vec<u8> {
        (0..len).map(|i| (i * 31 + i / 7) as u8).collect()
    }

    #[test]
    fn the_digest_at_every_boundary_is_the_digest_of_that_prefix() {
        let bytes = data(5000);
        for algorithm in [Algorithm::Sha256, Algorithm::Sha512, Algorithm::Md5] {
            let mut running = RunningDigest::new(algorithm).expect("forkable");
            let mut seen = Vec::new();
            // Odd piece sizes, so that boundaries fall inside pieces and at their ends.
            for piece in bytes.chunks(700) {
                let flow = running.update_at_boundaries(piece, 512, &(1024..=4096), |len, d| {
                    seen.push((len, d.clone()));
                    ControlFlow::Continue(())
                });
                assert_eq!(flow, ControlFlow::Continue(()));
            }
            let lengths: Vec<u64> = seen.iter().map(|(l, _)| *l).collect();
            assert_eq!(lengths, [1024, 1536, 2048, 2560, 3072, 3584, 4096]);
            for (len, d) in seen {
                let prefix = &bytes[..usize::try_from(len).expect("small")];
                assert_eq!(d, algorithm.digest(prefix), "{algorithm:?} at {len}");
            }
            assert_eq!(running.digest_now(), algorithm.digest(&bytes));
        }
    }

    #[test]
    fn breaking_stops_at_that_length() {
        let bytes = data(4000);
        let mut running = RunningDigest::new(Algorithm::Sha256).expect("forkable");
        let want = Algorithm::Sha256.digest(&bytes[..1536]);
        let flow = running.update_at_boundaries(&bytes, 512, &(0..=u64::MAX), |_, d| {
            if *d == want {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!(flow, ControlFlow::Break(()));
        assert_eq!(running.fed(), 1536);
    }

    /// The fast paths (SHA-256, SHA-384, SHA-512) over long runs of boundaries, pieces
    /// that start and end off the blocks, and a stop in the middle of a batch of lanes
    /// after which the stream goes on from exactly that length.
    #[test]
    fn long_runs_of_boundaries_give_every_prefix_digest_and_stop_exactly() {
        let bytes = data(300_000);
        for algorithm in [Algorithm::Sha256, Algorithm::Sha384, Algorithm::Sha512] {
            let mut running = RunningDigest::new(algorithm).expect("forkable");
            let mut seen = Vec::new();
            for piece in bytes.chunks(70_001) {
                let flow = running.update_at_boundaries(piece, 512, &(512..=250_000), |len, d| {
                    seen.push((len, d.clone()));
                    ControlFlow::Continue(())
                });
                assert_eq!(flow, ControlFlow::Continue(()));
            }
            assert_eq!(seen.len(), 250_000 / 512, "{algorithm:?}");
            for (len, d) in seen.iter().step_by(37).chain(seen.last()) {
                let prefix = &bytes[..usize::try_from(*len).expect("small")];
                assert_eq!(*d, algorithm.digest(prefix), "{algorithm:?} at {len}");
            }
            assert_eq!(running.digest_now(), algorithm.digest(&bytes));

            // Stopped at 100 * 512 (inside a batch of 64), then fed the rest.
            let stop = 100 * 512;
            let want = algorithm.digest(&bytes[..stop]);
            let mut running = RunningDigest::new(algorithm).expect("forkable");
            let flow = running.update_at_boundaries(&bytes, 512, &(0..=u64::MAX), |_, d| {
                if *d == want {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
            assert_eq!(flow, ControlFlow::Break(()));
            assert_eq!(running.fed(), stop as u64, "{algorithm:?}");
            running.update(&bytes[stop..]);
            assert_eq!(
                running.digest_now(),
                algorithm.digest(&bytes),
                "{algorithm:?}"
            );
        }
    }

    #[test]
    fn algorithms_that_cannot_fork_are_refused() {
        assert_eq!(
            RunningDigest::new(Algorithm::Xxh64).err(),
            Some(NoBoundaries(Algorithm::Xxh64))
        );
    }
}
