//! One frame for every multi-buffer kernel: the engine hashes independent streams of one
//! algorithm side by side through [`Lanes`], without knowing which algorithm it is.
//!
//! * [`LaneHasher`] is what an algorithm's multi-buffer kernel provides: a hasher type,
//!   how many lanes a [`Kernel`] gives it, whether lanes are worth it on this CPU, an
//!   `update_many` over many hashers and the finished digest.
//! * [`Lanes`] is a set of such hashers, one per lane, behind one type: the engine asks
//!   [`Lanes::width`] whether (and how wide) to use lanes for an algorithm, opens lanes
//!   with [`Lanes::push`], feeds one piece per lane with [`Lanes::update`] and takes a
//!   lane's [`Digest`] out with [`Lanes::finish`] when its stream ends.
//!
//! An algorithm joins in two lines: an `impl` of [`LaneHasher`] (the `lane_hasher!` macro
//! writes it for a module with `new`, `finalize`, `update_many` and `worth_lanes`, as
//! [`super::md5_mb`] has) and one arm in `kind`, the only list of algorithms with lanes.

use super::Kernel;
use super::blake2s_mb::{self, Blake2s};
use super::md5::Md5;
use super::md5_mb;
use super::sha1_mb::{self, Sha1Lane};
use super::sha256_mb::{self, Sha256Lane};
use super::sha512::{Sha384, Sha512};
use super::sha512_mb;
use crate::engine::{Algorithm, Digest};

/// A hasher whose multi-buffer kernel advances many instances at once.
pub trait LaneHasher: Send + Sized + 'static {
    /// The algorithm it computes.
    const ALGORITHM: Algorithm;
    /// A fresh hasher for one stream.
    fn fresh() -> Self;
    /// How many streams `kernel` hashes at once for this algorithm (1: one at a time).
    fn lanes(kernel: Kernel) -> usize;
    /// Whether hashing side by side with `kernel` beats one stream at a time on this CPU
    /// (a single-stream instruction such as SHA-NI can win over lanes).
    fn worth_lanes(kernel: Kernel) -> bool;
    /// Feeds `inputs[i]` to `hashers[i]`, exactly as one `update` each would.
    fn update_many(kernel: Kernel, hashers: &mut [Self], inputs: &[&[u8]]);
    /// The digest's bytes.
    fn finish(self) -> Vec<u8>;
}

/// Implements [`LaneHasher`] for a hasher type `$ty` whose kernel module `$module` has
/// `update_many(Kernel, &mut [$ty], &[&[u8]])` and `worth_lanes(Kernel) -> bool`, and whose
/// lanes are the kernel's 32-bit ones ([`Kernel::lanes`]) unless `$lanes` says otherwise.
macro_rules! lane_hasher {
    ($ty:ty, $module:ident, $algorithm:expr) => {
        lane_hasher!($ty, $module, $algorithm, Kernel::lanes);
    };
    ($ty:ty, $module:ident, $algorithm:expr, $lanes:path) => {
        impl LaneHasher for $ty {
            const ALGORITHM: Algorithm = $algorithm;
            fn fresh() -> Self {
                <$ty>::new()
            }
            fn lanes(kernel: Kernel) -> usize {
                $lanes(kernel)
            }
            fn worth_lanes(kernel: Kernel) -> bool {
                $module::worth_lanes(kernel)
            }
            fn update_many(kernel: Kernel, hashers: &mut [Self], inputs: &[&[u8]]) {
                $module::update_many(kernel, hashers, inputs);
            }
            fn finish(self) -> Vec<u8> {
                self.finalize().to_vec()
            }
        }
    };
}

lane_hasher!(Md5, md5_mb, Algorithm::Md5);
lane_hasher!(Sha1Lane, sha1_mb, Algorithm::Sha1);
lane_hasher!(Sha256Lane, sha256_mb, Algorithm::Sha256);
// 64-bit words: half as many lanes per register.
lane_hasher!(Sha512, sha512_mb, Algorithm::Sha512, sha512_mb::lanes);
lane_hasher!(Sha384, sha512_mb, Algorithm::Sha384, sha512_mb::lanes);

// BLAKE2s by hand: its lanes are the crate's (eight AVX2 lanes under the AVX-512 kernel too).
impl LaneHasher for Blake2s {
    const ALGORITHM: Algorithm = Algorithm::Blake2s;
    fn fresh() -> Self {
        Blake2s::new()
    }
    fn lanes(kernel: Kernel) -> usize {
        blake2s_mb::lanes(kernel)
    }
    fn worth_lanes(kernel: Kernel) -> bool {
        blake2s_mb::worth_lanes(kernel)
    }
    fn update_many(kernel: Kernel, hashers: &mut [Self], inputs: &[&[u8]]) {
        blake2s_mb::update_many(kernel, hashers, inputs);
    }
    fn finish(self) -> Vec<u8> {
        self.finalize().to_vec()
    }
}

/// An algorithm's multi-buffer kernel with its type erased.
#[derive(Clone, Copy)]
struct Kind {
    width: fn(Kernel) -> usize,
    lanes: fn(Kernel) -> usize,
    empty: fn() -> Box<dyn LaneSet>,
}

impl Kind {
    fn of<H: LaneHasher>() -> Self {
        Self {
            width: |kernel| {
                if H::worth_lanes(kernel) {
                    H::lanes(kernel).max(1)
                } else {
                    1
                }
            },
            lanes: |kernel| H::lanes(kernel).max(1),
            empty: || Box::new(Vec::<H>::new()),
        }
    }
}

/// The multi-buffer kernel of `algorithm`, if it has one: the one list of them.
fn kind(algorithm: Algorithm) -> Option<Kind> {
    match algorithm {
        Algorithm::Md5 => Some(Kind::of::<Md5>()),
        Algorithm::Blake2s => Some(Kind::of::<Blake2s>()),
        Algorithm::Sha1 => Some(Kind::of::<Sha1Lane>()),
        Algorithm::Sha256 => Some(Kind::of::<Sha256Lane>()),
        Algorithm::Sha384 => Some(Kind::of::<Sha384>()),
        Algorithm::Sha512 => Some(Kind::of::<Sha512>()),
        _ => None,
    }
}

/// One algorithm's hashers, one per lane, behind a type the engine can hold.
trait LaneSet: Send {
    fn len(&self) -> usize;
    fn push(&mut self);
    fn update_many(&mut self, kernel: Kernel, inputs: &[&[u8]]);
    fn take(&mut self, lane: usize) -> Vec<u8>;
    fn take_all(&mut self) -> Vec<Vec<u8>>;
}

impl<H: LaneHasher> LaneSet for Vec<H> {
    fn len(&self) -> usize {
        Vec::len(self)
    }
    fn push(&mut self) {
        Vec::push(self, H::fresh());
    }
    fn update_many(&mut self, kernel: Kernel, inputs: &[&[u8]]) {
        H::update_many(kernel, self, inputs);
    }
    fn take(&mut self, lane: usize) -> Vec<u8> {
        self.swap_remove(lane).finish()
    }
    fn take_all(&mut self) -> Vec<Vec<u8>> {
        self.drain(..).map(H::finish).collect()
    }
}

/// Streams of one algorithm hashed side by side, one per lane, with one kernel.
pub struct Lanes {
    algorithm: Algorithm,
    kernel: Kernel,
    set: Box<dyn LaneSet>,
}

impl Lanes {
    /// How many streams of `algorithm` to hash side by side with `kernel`: its lanes when
    /// it has a multi-buffer kernel and lanes are worth it on this CPU, else 1 (no lanes:
    /// hash one stream at a time on the usual path).
    pub fn width(algorithm: Algorithm, kernel: Kernel) -> usize {
        kind(algorithm).map_or(1, |k| (k.width)(kernel))
    }

    /// Whether `algorithm` has a multi-buffer kernel at all (the segments of a segmented
    /// digest, or small files, can then be hashed side by side).
    pub fn exist_for(algorithm: Algorithm) -> bool {
        kind(algorithm).is_some()
    }

    /// How many streams `kernel` hashes at once for `algorithm`, whether or not that beats
    /// one stream at a time (1 when the algorithm has no multi-buffer kernel).
    pub fn lanes(algorithm: Algorithm, kernel: Kernel) -> usize {
        kind(algorithm).map_or(1, |k| (k.lanes)(kernel))
    }

    /// An empty set of lanes for `algorithm` with `kernel`, or `None` when the algorithm
    /// has no multi-buffer kernel. It is made even where [`Lanes::width`] is 1 (the kernel
    /// then takes the streams one after another), so that tests can compare every kernel.
    ///
    /// # Panics
    /// Later, in [`Lanes::update`], if this CPU cannot run `kernel` (see
    /// [`Kernel::is_supported`]).
    pub fn new(algorithm: Algorithm, kernel: Kernel) -> Option<Self> {
        kind(algorithm).map(|k| Self {
            algorithm,
            kernel,
            set: (k.empty)(),
        })
    }

    /// The algorithm hashed.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The kernel that hashes.
    pub fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// How many lanes are open.
    pub fn len(&self) -> usize {
        self.set.len()
    }

    /// Whether no lane is open.
    pub fn is_empty(&self) -> bool {
        self.set.len() == 0
    }

    /// Opens one more lane, with a fresh hasher, after the others.
    pub fn push(&mut self) {
        self.set.push();
    }

    /// Feeds `pieces[i]` to lane `i`, all lanes side by side; an empty piece leaves its
    /// lane as it is.
    ///
    /// # Panics
    /// If there is not exactly one piece per open lane.
    pub fn update(&mut self, pieces: &[&[u8]]) {
        assert_eq!(pieces.len(), self.len(), "one piece per lane");
        self.set.update_many(self.kernel, pieces);
    }

    /// Closes lane `lane` and returns its digest. The last lane takes its place (as
    /// [`Vec::swap_remove`] does), so a caller keeping one record per lane removes it the
    /// same way.
    ///
    /// # Panics
    /// If `lane` is not open.
    pub fn finish(&mut self, lane: usize) -> Digest {
        Digest::new(self.algorithm, self.set.take(lane))
    }

    /// The digest of every lane, in lane order.
    pub fn finish_all(mut self) -> Vec<Digest> {
        let algorithm = self.algorithm;
        self.set
            .take_all()
            .into_iter()
            .map(|bytes| Digest::new(algorithm, bytes))
            .collect()
    }
}

impl std::fmt::Debug for Lanes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lanes")
            .field("algorithm", &self.algorithm)
            .field("kernel", &self.kernel)
            .field("lanes", &self.len())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// xorshift64*: deterministic lengths and bytes.
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

    /// Every algorithm that has lanes.
    fn with_lanes() -> Vec<Algorithm> {
        Algorithm::ALL
            .into_iter()
            .filter(|&a| Lanes::new(a, Kernel::Scalar).is_some())
            .collect()
    }

    #[test]
    fn md5_and_blake2s_have_lanes_and_scalar_means_none() {
        let algorithms = with_lanes();
        for a in [
            Algorithm::Md5,
            Algorithm::Blake2s,
            Algorithm::Sha512,
            Algorithm::Sha384,
        ] {
            assert!(algorithms.contains(&a), "{a}: {algorithms:?}");
        }
        for a in Algorithm::ALL {
            assert_eq!(Lanes::width(a, Kernel::Scalar), 1, "{a}");
            if !algorithms.contains(&a) {
                for k in Kernel::ALL {
                    assert_eq!(
                        Lanes::width(a, k),
                        1,
                        "{a} has no lanes, yet {k} gives some"
                    );
                }
            }
        }
        for k in Kernel::supported()
            .into_iter()
            .filter(|&k| k != Kernel::Scalar)
        {
            assert_eq!(Lanes::width(Algorithm::Md5, k), k.lanes(), "{k}");
            assert_eq!(Lanes::width(Algorithm::Blake2s, k), 8, "{k}");
            // 64-bit words: half the lanes of a 32-bit hash.
            for a in [Algorithm::Sha384, Algorithm::Sha512] {
                assert_eq!(Lanes::lanes(a, k), k.lanes() / 2, "{a}, {k}");
            }
        }
    }

    /// Streams of random lengths (0 to 20,000 bytes) fed through [`Lanes`] in uneven
    /// rounds, lanes closing at different times and new ones opening in their place, for
    /// every lane count from 1 to 16, every algorithm with lanes and every kernel here.
    #[test]
    fn lanes_equal_single_stream_for_every_algorithm_kernel_and_lane_count() {
        let mut rng = Rng(0x51_7cc1_b727_220a);
        for algorithm in with_lanes() {
            for kernel in Kernel::supported() {
                for count in 1..=16 {
                    let streams: Vec<Vec<u8>> = (0..count + count / 2)
                        .map(|_| {
                            let len = rng.below(20_001);
                            rng.bytes(len)
                        })
                        .collect();
                    let what = format!("{algorithm}, {kernel}, {count} lanes");
                    let got = run_streams(algorithm, kernel, count, &streams, &mut rng);
                    for (i, (d, s)) in got.iter().zip(&streams).enumerate() {
                        assert_eq!(*d, algorithm.digest(s), "{what}: stream {i}");
                    }
                }
            }
        }
    }

    /// Hashes `streams` through at most `count` lanes, refilling a lane when its stream
    /// ends, as the engine does with files; returns the digests in stream order.
    fn run_streams(
        algorithm: Algorithm,
        kernel: Kernel,
        count: usize,
        streams: &[Vec<u8>],
        rng: &mut Rng,
    ) -> Vec<Digest> {
        let mut lanes = Lanes::new(algorithm, kernel).expect("has lanes");
        // Per open lane: which stream, and how far into it.
        let mut open: Vec<(usize, usize)> = Vec::new();
        let mut next = 0;
        let mut out: Vec<Option<Digest>> = vec![None; streams.len()];
        loop {
            while open.len() < count && next < streams.len() {
                lanes.push();
                open.push((next, 0));
                next += 1;
            }
            if open.is_empty() {
                break;
            }
            let pieces: Vec<&[u8]> = open
                .iter_mut()
                .map(|(s, at)| {
                    let data = &streams[*s];
                    let end = (*at + rng.below(3000)).min(data.len());
                    let piece = &data[*at..end];
                    *at = end;
                    piece
                })
                .collect();
            lanes.update(&pieces);
            for lane in (0..open.len()).rev() {
                let (s, at) = open[lane];
                if at == streams[s].len() {
                    out[s] = Some(lanes.finish(lane));
                    open.swap_remove(lane);
                }
            }
        }
        assert!(lanes.is_empty());
        out.into_iter()
            .map(|d| d.expect("every stream finished"))
            .collect()
    }

    #[test]
    fn finish_all_gives_every_lane_in_order() {
        for algorithm in with_lanes() {
            for kernel in Kernel::supported() {
                let mut lanes = Lanes::new(algorithm, kernel).expect("has lanes");
                let inputs: Vec<Vec<u8>> =
                    (0..10u8).map(|i| vec![i; 100 * usize::from(i)]).collect();
                for _ in &inputs {
                    lanes.push();
                }
                let pieces: Vec<&[u8]> = inputs.iter().map(Vec::as_slice).collect();
                lanes.update(&pieces);
                let got = lanes.finish_all();
                let want: Vec<Digest> = inputs.iter().map(|i| algorithm.digest(i)).collect();
                assert_eq!(got, want, "{algorithm}, {kernel}");
            }
        }
    }
}
