//! Hashdrop's XXH3 kernel against `twox-hash`, every supported path, whole and cut.

#![no_main]

#[path = "../checks/xxh3_kernel.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| check::check(data));
