//! The multi-buffer SHA-1, SHA-256, SHA-512 and SHA-384 kernels against the `sha1` / `sha2`
//! crates: the input is cut into up to 40 streams as in `md5_lanes`, and every kernel this
//! CPU supports must give each stream the crate's digest, whether the streams are fed at
//! once or in two halves (partial blocks in the buffers).

#![no_main]

#[path = "../checks/sha_lanes.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| check::check(data));
