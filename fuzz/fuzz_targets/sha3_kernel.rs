//! Hashdrop's SHA3 kernel against the `sha3` crate, every supported path, whole and cut.

#![no_main]

#[path = "../checks/sha3_kernel.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| check::check(data));
