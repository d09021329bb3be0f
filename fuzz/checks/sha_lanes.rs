//! The multi-buffer SHA-1, SHA-256, SHA-512 and SHA-384 kernels against the `sha1` / `sha2`
//! crates: the input is cut into up to 40 streams as in `md5_lanes`, and every kernel this
//! CPU supports must give each stream the crate's digest, whether the streams are fed at
//! once or in two halves (partial blocks in the buffers).
//!
//! Shared by the fuzz target `fuzz_targets/sha_lanes.rs` and the corpus replay in
//! `tests/fuzz_corpus.rs`: what one input must satisfy.

use hashdrop::engine::kernels::Kernel;
use hashdrop::engine::kernels::sha1_mb::{self, Sha1Lane};
use hashdrop::engine::kernels::sha256_mb::{self, Sha256Lane};
use hashdrop::engine::kernels::sha512::{Sha384, Sha512};
use hashdrop::engine::kernels::sha512_mb;
use sha2::Digest as _;

/// Up to 40 streams, each cut taken from two bytes of the input.
fn streams(data: &[u8]) -> Vec<&[u8]> {
    let Some((&count, mut rest)) = data.split_first() else {
        return Vec::new();
    };
    let mut streams = Vec::new();
    for _ in 0..count % 41 {
        let Some((cut, tail)) = rest.split_first_chunk::<2>() else {
            break;
        };
        let len = usize::from(u16::from_le_bytes(*cut)).min(tail.len());
        let (stream, tail) = tail.split_at(len);
        streams.push(stream);
        rest = tail;
    }
    streams
}

/// Each stream's first and second halves.
fn halves<'a>(streams: &[&'a [u8]]) -> (Vec<&'a [u8]>, Vec<&'a [u8]>) {
    streams.iter().map(|s| s.split_at(s.len() / 2)).unzip()
}

/// Checks one input; panics when it breaks a promise.
pub fn check(data: &[u8]) {
    let streams = streams(data);
    let (firsts, seconds) = halves(&streams);
    let want1: Vec<[u8; 20]> = streams
        .iter()
        .map(|s| sha1::Sha1::digest(s).into())
        .collect();
    let want256: Vec<[u8; 32]> = streams
        .iter()
        .map(|s| sha2::Sha256::digest(s).into())
        .collect();
    for kernel in Kernel::supported() {
        assert_eq!(
            sha1_mb::digest_many(kernel, &streams),
            want1,
            "sha1 {kernel}"
        );
        let mut h = vec![Sha1Lane::new(); streams.len()];
        sha1_mb::update_many(kernel, &mut h, &firsts);
        sha1_mb::update_many(kernel, &mut h, &seconds);
        let got: Vec<[u8; 20]> = h.into_iter().map(Sha1Lane::finalize).collect();
        assert_eq!(got, want1, "sha1 {kernel}, in two halves");

        assert_eq!(
            sha256_mb::digest_many(kernel, &streams),
            want256,
            "sha256 {kernel}"
        );
        let mut h = vec![Sha256Lane::new(); streams.len()];
        sha256_mb::update_many(kernel, &mut h, &firsts);
        sha256_mb::update_many(kernel, &mut h, &seconds);
        let got: Vec<[u8; 32]> = h.into_iter().map(Sha256Lane::finalize).collect();
        assert_eq!(got, want256, "sha256 {kernel}, in two halves");
    }
    sha512_family(&streams);
}

/// SHA-512 and SHA-384 (one kernel, two initial values) through every kernel's lanes.
fn sha512_family(streams: &[&[u8]]) {
    let (firsts, seconds) = halves(streams);
    let want512: Vec<[u8; 64]> = streams
        .iter()
        .map(|s| sha2::Sha512::digest(s).into())
        .collect();
    let want384: Vec<[u8; 48]> = streams
        .iter()
        .map(|s| sha2::Sha384::digest(s).into())
        .collect();
    for kernel in Kernel::supported() {
        assert_eq!(
            sha512_mb::digest_many(kernel, streams),
            want512,
            "sha512 {kernel}"
        );
        let mut h = vec![Sha512::new(); streams.len()];
        sha512_mb::update_many(kernel, &mut h, &firsts);
        sha512_mb::update_many(kernel, &mut h, &seconds);
        let got: Vec<[u8; 64]> = h.into_iter().map(Sha512::finalize).collect();
        assert_eq!(got, want512, "sha512 {kernel}, in two halves");

        let mut h = vec![Sha384::new(); streams.len()];
        sha512_mb::update_many(kernel, &mut h, &firsts);
        sha512_mb::update_many(kernel, &mut h, &seconds);
        let got: Vec<[u8; 48]> = h.into_iter().map(Sha384::finalize).collect();
        assert_eq!(got, want384, "sha384 {kernel}, in two halves");
    }
}
