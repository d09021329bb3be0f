//! Adapters from each algorithm's crate to the [`Hasher`] trait.

use super::algorithm::{Algorithm, Hasher};
use super::digest::Digest;

/// Builds the hasher for `algorithm` with the fastest crate available for it.
pub(crate) fn new_hasher(algorithm: Algorithm) -> Box<dyn Hasher> {
    match algorithm {
        Algorithm::Md5 => Box::new(Md5Hasher(super::kernels::md5::Md5::new())),
        Algorithm::Sha1 => Box::new(RustCrypto::<sha1::Sha1>::new(algorithm)),
        Algorithm::Sha256 => Box::new(RustCrypto::<sha2::Sha256>::new(algorithm)),
        Algorithm::Sha512 => Box::new(Sha512Hasher(super::kernels::sha512::Sha512::new())),
        Algorithm::Blake2b => Box::new(Blake2b(blake2b_simd::State::new())),
        Algorithm::Blake2s => Box::new(Blake2s(blake2s_simd::State::new())),
        Algorithm::Blake2bp => Box::new(Blake2bp(blake2b_simd::blake2bp::State::new())),
        Algorithm::Blake2sp => Box::new(Blake2sp(blake2s_simd::blake2sp::State::new())),
        Algorithm::Blake3 => Box::new(Blake3(Box::new(blake3::Hasher::new()))),
        Algorithm::Crc32 => Box::new(Crc32(crc32fast::Hasher::new())),
    }
}

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

impl<D: sha2::Digest + Send> Hasher for RustCrypto<D> {
    fn update(&mut self, data: &[u8]) {
        self.inner.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        Digest::new(self.algorithm, self.inner.finalize().to_vec())
    }
    fn algorithm(&self) -> Algorithm {
        self.algorithm
    }
}

struct Md5Hasher(super::kernels::md5::Md5);

impl Hasher for Md5Hasher {
    fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        Digest::new(Algorithm::Md5, self.0.finalize().to_vec())
    }
    fn algorithm(&self) -> Algorithm {
        Algorithm::Md5
    }
}

struct Sha512Hasher(super::kernels::sha512::Sha512);

impl Hasher for Sha512Hasher {
    fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        Digest::new(Algorithm::Sha512, self.0.finalize().to_vec())
    }
    fn algorithm(&self) -> Algorithm {
        Algorithm::Sha512
    }
}

macro_rules! simd_hasher {
    ($name:ident, $state:ty, $algo:expr) => {
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
        }
    };
}

simd_hasher!(Blake2b, blake2b_simd::State, Algorithm::Blake2b);
simd_hasher!(Blake2s, blake2s_simd::State, Algorithm::Blake2s);
simd_hasher!(Blake2bp, blake2b_simd::blake2bp::State, Algorithm::Blake2bp);
simd_hasher!(Blake2sp, blake2s_simd::blake2sp::State, Algorithm::Blake2sp);

// Boxed because blake3::Hasher is ~2 KB and hashers move between threads.
struct Blake3(Box<blake3::Hasher>);

impl Hasher for Blake3 {
    fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        Digest::new(Algorithm::Blake3, self.0.finalize().as_bytes().to_vec())
    }
    fn algorithm(&self) -> Algorithm {
        Algorithm::Blake3
    }
}

struct Crc32(crc32fast::Hasher);

impl Hasher for Crc32 {
    fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        Digest::new(Algorithm::Crc32, self.0.finalize().to_be_bytes().to_vec())
    }
    fn algorithm(&self) -> Algorithm {
        Algorithm::Crc32
    }
}
