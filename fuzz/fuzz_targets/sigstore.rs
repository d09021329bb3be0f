//! A Sigstore bundle in the door's parser and checker
//! (`hashdrop::trust::verify_detached_bytes`, which tells the format by content; the
//! seeds in `corpus/sigstore` are real bundles). Never panics; never good: nobody
//! signed "fuzzed data".

#![no_main]

#[path = "../checks/sigstore.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| check::check(data));
