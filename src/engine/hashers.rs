//! Adapters from each algorithm's crate to the [`Hasher`] trait.

use blake2::digest::{Update, VariableOutput};

use super::algorithm::Algorithm;
use super::blake2_choice::{Implementation, blake2b, blake2s};
use super::digest::Digest;
use super::kernels::sha3::{Sha3, Size as Sha3Size};

/// An incremental hasher behind a small object-safe trait Hashdrop owns, so each
/// algorithm can use its fastest crate API.
pub trait Hasher: Send {
    /// Feeds more input.
    fn update(&mut self, data: &[u8]);
    /// Finishes and returns the digest.
    fn finalize(self: Box<Self>) -> Digest;
    /// The algorithm this hasher computes.
    fn algorithm(&self) -> Algorithm;
    /// A copy of the state so far, to read the digest of what was fed until now while
    /// this one goes on (`None` for the few algorithms whose state cannot be copied).
    fn fork(&self) -> Option<Box<dyn Hasher>> {
        None
    }
}

impl Algorithm {
    /// A fresh incremental hasher.
    pub fn hasher(self) -> Box<dyn Hasher> {
        new_hasher(self)
    }

    /// One-shot digest of `data`.
    pub fn digest(self, data: &[u8]) -> Digest {
        let mut h = self.hasher();
        h.update(data);
        h.finalize()
    }
}

/// Builds the hasher for `algorithm` with the fastest crate available for it.
pub(crate) fn new_hasher(algorithm: Algorithm) -> Box<dyn Hasher> {
    match algorithm {
        Algorithm::Md5 => OwnHasher::boxed(algorithm, super::kernels::md5::Md5::new()),
        Algorithm::Sha1 => Box::new(RustCrypto::<sha1::Sha1>::new(algorithm)),
        Algorithm::Sha256 => Box::new(RustCrypto::<sha2::Sha256>::new(algorithm)),
        Algorithm::Sha512 => OwnHasher::boxed(algorithm, super::kernels::sha512::Sha512::new()),
        Algorithm::Blake2b | Algorithm::Blake2bLen(_) => blake2b_hasher(algorithm, blake2b()),
        Algorithm::Blake2s => blake2s_hasher(blake2s()),
        Algorithm::Blake2bp => Box::new(Blake2bp(blake2b_simd::blake2bp::State::new())),
        Algorithm::Blake2sp => Box::new(Blake2sp(blake2s_simd::blake2sp::State::new())),
        Algorithm::Blake3 => Box::new(Blake3(Box::new(blake3::Hasher::new()))),
        Algorithm::Crc32 => Box::new(Crc32(crc32fast::Hasher::new())),
        Algorithm::Sha224 => Box::new(RustCrypto::<sha2::Sha224>::new(algorithm)),
        // SHA-512's kernel from SHA-384's initial value, as fast as SHA-512 (1.2× the `sha2`
        // crate on this AVX-512 machine).
        Algorithm::Sha384 => OwnHasher::boxed(algorithm, super::kernels::sha512::Sha384::new()),
        Algorithm::Sha3_224 => OwnHasher::boxed(algorithm, Sha3::new(Sha3Size::S224)),
        Algorithm::Sha3_256 => OwnHasher::boxed(algorithm, Sha3::new(Sha3Size::S256)),
        Algorithm::Sha3_384 => OwnHasher::boxed(algorithm, Sha3::new(Sha3Size::S384)),
        Algorithm::Sha3_512 => OwnHasher::boxed(algorithm, Sha3::new(Sha3Size::S512)),
        Algorithm::Sm3 => Box::new(RustCrypto::<sm3::Sm3>::new(algorithm)),
        Algorithm::Xxh64 => Box::new(Xxh64(twox_hash::XxHash64::with_seed(0))),
        Algorithm::Xxh3 => Box::new(Xxh3::<false>(Box::default())),
        Algorithm::Xxh128 => Box::new(Xxh3::<true>(Box::default())),
        Algorithm::Crc32c => Box::new(CrcFast::new(algorithm, crc_fast::CrcAlgorithm::Crc32Iscsi)),
        Algorithm::Crc64Nvme => {
            Box::new(CrcFast::new(algorithm, crc_fast::CrcAlgorithm::Crc64Nvme))
        }
    }
}

/// BLAKE2b or BLAKE2b with a length (`algorithm`) from `implementation`'s crate.
fn blake2b_hasher(algorithm: Algorithm, implementation: Implementation) -> Box<dyn Hasher> {
    if implementation == Implementation::Portable
        && let Some(h) = Portable::<blake2::Blake2bVar>::new(algorithm)
    {
        return Box::new(h);
    }
    match algorithm {
        Algorithm::Blake2bLen(_) => Box::new(Blake2bLen {
            algorithm,
            state: blake2b_simd::Params::new()
                .hash_length(algorithm.digest_len())
                .to_state(),
        }),
        _ => Box::new(Blake2b(blake2b_simd::State::new())),
    }
}

/// BLAKE2s from `implementation`'s crate.
fn blake2s_hasher(implementation: Implementation) -> Box<dyn Hasher> {
    if implementation == Implementation::Portable
        && let Some(h) = Portable::<blake2::Blake2sVar>::new(Algorithm::Blake2s)
    {
        return Box::new(h);
    }
    Box::new(Blake2s(blake2s_simd::State::new()))
}

/// What [`OwnHasher`] needs of one of Hashdrop's own single-stream kernels.
trait OwnKernel: Clone + Send + 'static {
    /// The digest's bytes.
    type Out: AsRef<[u8]>;
    fn feed(&mut self, data: &[u8]);
    fn finish(self) -> Self::Out;
}

macro_rules! own_kernel {
    ($kernel:ty, $out:ty) => {
        impl OwnKernel for $kernel {
            type Out = $out;
            fn feed(&mut self, data: &[u8]) {
                self.update(data);
            }
            fn finish(self) -> $out {
                self.finalize()
            }
        }
    };
}

own_kernel!(super::kernels::md5::Md5, [u8; 16]);
own_kernel!(super::kernels::sha512::Sha512, [u8; 64]);
own_kernel!(super::kernels::sha512::Sha384, [u8; 48]);
own_kernel!(super::kernels::sha3::Sha3, Vec<u8>);

/// One of Hashdrop's own kernels (MD5, SHA-512/384, SHA3) behind [`Hasher`].
#[derive(Clone)]
struct OwnHasher<K> {
    algorithm: Algorithm,
    inner: K,
}

impl<K: OwnKernel> OwnHasher<K> {
    fn boxed(algorithm: Algorithm, inner: K) -> Box<dyn Hasher> {
        Box::new(Self { algorithm, inner })
    }
}

impl<K: OwnKernel> Hasher for OwnHasher<K> {
    fn update(&mut self, data: &[u8]) {
        self.inner.feed(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        Digest::new(self.algorithm, self.inner.finish())
    }
    fn algorithm(&self) -> Algorithm {
        self.algorithm
    }
    fn fork(&self) -> Option<Box<dyn Hasher>> {
        Some(Box::new(self.clone()))
    }
}

#[derive(Clone)]
struct RustCrypto<D> {
    algorithm: Algorithm,
    inner: D,
}

impl<D: sha2::Digest> RustCrypto<D> {
    fn new(algorithm: Algorithm) -> Self {
        Self {
            algorithm,
            inner: D::new(),
        }
    }
}

impl<D: sha2::Digest + Clone + Send + 'static> Hasher for RustCrypto<D> {
    fn update(&mut self, data: &[u8]) {
        self.inner.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        Digest::new(self.algorithm, self.inner.finalize())
    }
    fn algorithm(&self) -> Algorithm {
        self.algorithm
    }
    fn fork(&self) -> Option<Box<dyn Hasher>> {
        Some(Box::new(self.clone()))
    }
}

macro_rules! simd_hasher {
    ($name:ident, $state:ty, $algo:expr) => {
        #[derive(Clone)]
        struct $name($state);
        impl Hasher for $name {
            fn update(&mut self, data: &[u8]) {
                self.0.update(data);
            }
            fn finalize(self: Box<Self>) -> Digest {
                Digest::new($algo, self.0.finalize().as_bytes().to_vec())
            }
            fn algorithm(&self) -> Algorithm {
                $algo
            }
            fn fork(&self) -> Option<Box<dyn Hasher>> {
                Some(Box::new(self.clone()))
            }
        }
    };
}

simd_hasher!(Blake2b, blake2b_simd::State, Algorithm::Blake2b);
simd_hasher!(Blake2s, blake2s_simd::State, Algorithm::Blake2s);
simd_hasher!(Blake2bp, blake2b_simd::blake2bp::State, Algorithm::Blake2bp);
simd_hasher!(Blake2sp, blake2s_simd::blake2sp::State, Algorithm::Blake2sp);

// Boxed because blake3::Hasher is ~2 KB and hashers move between threads.
#[derive(Clone)]
struct Blake3(Box<blake3::Hasher>);

impl Hasher for Blake3 {
    fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        Digest::new(Algorithm::Blake3, self.0.finalize().as_bytes())
    }
    fn algorithm(&self) -> Algorithm {
        Algorithm::Blake3
    }
    fn fork(&self) -> Option<Box<dyn Hasher>> {
        Some(Box::new(self.clone()))
    }
}

#[derive(Clone)]
struct Crc32(crc32fast::Hasher);

impl Hasher for Crc32 {
    fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        Digest::new(Algorithm::Crc32, self.0.finalize().to_be_bytes())
    }
    fn algorithm(&self) -> Algorithm {
        Algorithm::Crc32
    }
    fn fork(&self) -> Option<Box<dyn Hasher>> {
        Some(Box::new(self.clone()))
    }
}

/// BLAKE2b with a digest shorter than 512 bits (`b2sum -l`): a different parameter block,
/// so a different digest from a truncated BLAKE2b-512.
#[derive(Clone)]
struct Blake2bLen {
    algorithm: Algorithm,
    state: blake2b_simd::State,
}

impl Hasher for Blake2bLen {
    fn update(&mut self, data: &[u8]) {
        self.state.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        Digest::new(self.algorithm, self.state.finalize().as_bytes())
    }
    fn algorithm(&self) -> Algorithm {
        self.algorithm
    }
    fn fork(&self) -> Option<Box<dyn Hasher>> {
        Some(Box::new(self.clone()))
    }
}

/// XXH64, seed 0; printed big-endian as `xxhsum -H1` prints it.
struct Xxh64(twox_hash::XxHash64);

impl Hasher for Xxh64 {
    fn update(&mut self, data: &[u8]) {
        std::hash::Hasher::write(&mut self.0, data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        let value = std::hash::Hasher::finish(&self.0);
        Digest::new(Algorithm::Xxh64, value.to_be_bytes())
    }
    fn algorithm(&self) -> Algorithm {
        Algorithm::Xxh64
    }
}

/// XXH3 (`WIDE` false: 64-bit) or XXH128 (`WIDE` true), seed 0, through Hashdrop's kernel;
/// printed big-endian as `xxhsum -H3` and `-H2` print them. Boxed: the state holds a
/// 256-byte buffer.
#[derive(Clone)]
struct Xxh3<const WIDE: bool>(Box<super::kernels::xxh3::Xxh3>);

impl<const WIDE: bool> Hasher for Xxh3<WIDE> {
    fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        if WIDE {
            Digest::new(Algorithm::Xxh128, self.0.digest128().to_be_bytes())
        } else {
            Digest::new(Algorithm::Xxh3, self.0.digest64().to_be_bytes())
        }
    }
    fn algorithm(&self) -> Algorithm {
        if WIDE {
            Algorithm::Xxh128
        } else {
            Algorithm::Xxh3
        }
    }
    fn fork(&self) -> Option<Box<dyn Hasher>> {
        Some(Box::new(self.clone()))
    }
}

/// CRC-32C and CRC-64/NVME through `crc-fast` (carry-less multiplication, chosen at run
/// time); the value printed big-endian, as the CRC tools and the cloud consoles show it.
struct CrcFast {
    algorithm: Algorithm,
    inner: crc_fast::Digest,
}

impl CrcFast {
    fn new(algorithm: Algorithm, crc: crc_fast::CrcAlgorithm) -> Self {
        Self {
            algorithm,
            inner: crc_fast::Digest::new(crc),
        }
    }
}

impl Hasher for CrcFast {
    fn update(&mut self, data: &[u8]) {
        self.inner.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        let value = self.inner.finalize();
        let bytes = if self.algorithm.digest_len() == 4 {
            // A 32-bit CRC comes back in the low half of the u64.
            (value as u32).to_be_bytes().to_vec()
        } else {
            value.to_be_bytes().to_vec()
        };
        Digest::new(self.algorithm, bytes)
    }
    fn algorithm(&self) -> Algorithm {
        self.algorithm
    }
}

/// BLAKE2b of any digest length (`Blake2bVar`, BLAKE2b-512 included) or BLAKE2s-256
/// (`Blake2sVar`) from RustCrypto's portable crate.
#[derive(Clone)]
struct Portable<S> {
    algorithm: Algorithm,
    state: S,
}

impl<S: VariableOutput> Portable<S> {
    /// A hasher for `algorithm`; `None` for a digest length the crate refuses (none of
    /// Hashdrop's: BLAKE2b 1 to 64 bytes, BLAKE2s 32).
    fn new(algorithm: Algorithm) -> Option<Self> {
        let state = S::new(algorithm.digest_len()).ok()?;
        Some(Self { algorithm, state })
    }
}

impl<S: VariableOutput + Update + Clone + Send + 'static> Hasher for Portable<S> {
    fn update(&mut self, data: &[u8]) {
        self.state.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        let mut out = vec![0u8; self.algorithm.digest_len()];
        // The buffer has the length the state was made with, the only error case.
        let _ = self.state.finalize_variable(&mut out);
        Digest::new(self.algorithm, out)
    }
    fn algorithm(&self) -> Algorithm {
        self.algorithm
    }
    fn fork(&self) -> Option<Box<dyn Hasher>> {
        Some(Box::new(self.clone()))
    }
}

#[cfg(test)]
mod blake2_tests {
    use super::*;

    /// `len` bytes of a fixed pseudo-random pattern.
    fn bytes(len: usize) -> Vec<u8> {
        (0..len as u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect()
    }

    /// The digest of `data` by `hasher`, fed in pieces of `piece` bytes.
    fn digest_in_pieces(mut hasher: Box<dyn Hasher>, data: &[u8], piece: usize) -> Digest {
        for chunk in data.chunks(piece.max(1)) {
            hasher.update(chunk);
        }
        hasher.finalize()
    }

    #[test]
    fn both_crates_give_rfc_7693s_digests_of_abc() {
        let b = "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1\
                 7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923";
        let s = "508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982";
        for implementation in [Implementation::Simd, Implementation::Portable] {
            let got = digest_in_pieces(
                blake2b_hasher(Algorithm::Blake2b, implementation),
                b"abc",
                3,
            );
            assert_eq!(got.to_hex(), b, "{implementation:?}");
            let got = digest_in_pieces(blake2s_hasher(implementation), b"abc", 3);
            assert_eq!(got.to_hex(), s, "{implementation:?}");
        }
    }

    #[test]
    fn the_portable_crate_gives_the_simd_crates_digests_at_every_length() {
        let data = bytes(20_000);
        let lengths = [8, 20, 32, 48, 64];
        for len in (0..=20_000)
            .step_by(331)
            .chain([0, 1, 63, 64, 65, 127, 128, 129])
        {
            let data = &data[..len];
            let piece = 1 + len % 97;
            for bits in lengths.map(|l| l * 8) {
                let algorithm = if bits == 512 {
                    Algorithm::Blake2b
                } else {
                    format!("blake2b-{bits}")
                        .parse::<Algorithm>()
                        .expect("blake2b length")
                };
                let simd = digest_in_pieces(
                    blake2b_hasher(algorithm, Implementation::Simd),
                    data,
                    len + 1,
                );
                let portable = digest_in_pieces(
                    blake2b_hasher(algorithm, Implementation::Portable),
                    data,
                    piece,
                );
                assert_eq!(portable, simd, "{algorithm} of {len} bytes");
            }
            let simd = digest_in_pieces(blake2s_hasher(Implementation::Simd), data, len + 1);
            let portable = digest_in_pieces(blake2s_hasher(Implementation::Portable), data, piece);
            assert_eq!(portable, simd, "BLAKE2s of {len} bytes");
        }
    }

    #[test]
    fn a_fork_of_the_portable_hasher_goes_on_alone() {
        let data = bytes(1000);
        let mut h = blake2b_hasher(Algorithm::Blake2b, Implementation::Portable);
        h.update(&data[..400]);
        let fork = h.fork().expect("fork");
        h.update(&data[400..]);
        assert_eq!(fork.finalize(), Algorithm::Blake2b.digest(&data[..400]));
        assert_eq!(h.finalize(), Algorithm::Blake2b.digest(&data));
    }
}
