//! Hashdrop's SHA3 kernel against the `sha3` crate: the first byte picks the digest
//! length, the next two where the input is cut, the rest is the message; every kernel
//! this CPU supports (the portable path and BMI1) must give the crate's digest, fed in
//! one piece or cut in two (partial blocks in the buffer).
//!
//! Shared by the fuzz target `fuzz_targets/sha3_kernel.rs` and the corpus replay in
//! `tests/fuzz_corpus.rs`: what one input must satisfy.

use hashdrop::engine::kernels::Kernel;
use hashdrop::engine::kernels::sha3::{Sha3, Size};
use sha3::Digest as _;

fn crate_digest(size: Size, data: &[u8]) -> Vec<u8> {
    match size {
        Size::S224 => sha3::Sha3_224::digest(data).to_vec(),
        Size::S256 => sha3::Sha3_256::digest(data).to_vec(),
        Size::S384 => sha3::Sha3_384::digest(data).to_vec(),
        Size::S512 => sha3::Sha3_512::digest(data).to_vec(),
    }
}

/// Checks one input; panics when it breaks a promise.
pub fn check(data: &[u8]) {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Some((cut, message)) = rest.split_first_chunk::<2>() else {
        return;
    };
    let size = Size::ALL[usize::from(pick) % Size::ALL.len()];
    let cut = usize::from(u16::from_le_bytes(*cut)).min(message.len());
    let want = crate_digest(size, message);
    for kernel in Kernel::supported() {
        let mut whole = Sha3::with_kernel(size, kernel);
        whole.update(message);
        assert_eq!(whole.finalize(), want, "{size:?} in one piece, {kernel}");
        let mut halves = Sha3::with_kernel(size, kernel);
        halves.update(&message[..cut]);
        halves.update(&message[cut..]);
        assert_eq!(halves.finalize(), want, "{size:?} cut at {cut}, {kernel}");
    }
}
