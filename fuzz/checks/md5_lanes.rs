//! The multi-buffer MD5 kernels against the single-stream one: the input is cut into up to
//! 40 streams (each cut taken from two bytes of the input, so lengths and lane counts vary
//! freely) and every kernel this CPU supports must give each stream the scalar digest,
//! whether the streams are fed at once or in two halves (partial blocks in the buffers).
//!
//! Shared by the fuzz target `fuzz_targets/md5_lanes.rs` and the corpus replay in
//! `tests/fuzz_corpus.rs`: what one input must satisfy.

use hashdrop::engine::kernels::Kernel;
use hashdrop::engine::kernels::md5::Md5;
use hashdrop::engine::kernels::md5_mb;

fn scalar(data: &[u8]) -> [u8; 16] {
    let mut h = Md5::new();
    h.update(data);
    h.finalize()
}

/// Checks one input; panics when it breaks a promise.
pub fn check(data: &[u8]) {
    let Some((&count, mut rest)) = data.split_first() else {
        return;
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
    let want: Vec<[u8; 16]> = streams.iter().map(|s| scalar(s)).collect();
    for kernel in Kernel::supported() {
        assert_eq!(md5_mb::digest_many(kernel, &streams), want, "{kernel}");

        let mut hashers = vec![Md5::new(); streams.len()];
        let halves: Vec<(&[u8], &[u8])> = streams.iter().map(|s| s.split_at(s.len() / 2)).collect();
        let firsts: Vec<&[u8]> = halves.iter().map(|h| h.0).collect();
        let seconds: Vec<&[u8]> = halves.iter().map(|h| h.1).collect();
        md5_mb::update_many(kernel, &mut hashers, &firsts);
        md5_mb::update_many(kernel, &mut hashers, &seconds);
        let got: Vec<[u8; 16]> = hashers.into_iter().map(Md5::finalize).collect();
        assert_eq!(got, want, "{kernel}, in two halves");
    }
}
