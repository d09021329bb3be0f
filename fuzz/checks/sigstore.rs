//! A Sigstore bundle in the door's parser and checker
//! (`hashdrop::trust::verify_detached_bytes`, which tells the format by content; the
//! seeds in `corpus/sigstore` are real bundles, from the conformance suite and CPython).
//! Never panics; never good: nobody signed "fuzzed data", and no identity is trusted
//! but the bundled ones.
//!
//! Shared by the fuzz target `fuzz_targets/sigstore.rs` and the corpus replay in
//! `tests/fuzz_corpus.rs`: what one input must satisfy.

use std::time::SystemTime;

use hashdrop::trust::{Keyring, Outcome, is_detached_signature, verify_detached_bytes};

/// Checks one input; panics when it breaks a promise.
pub fn check(data: &[u8]) {
    let _ = is_detached_signature(data);
    let ring = Keyring::bundled();
    if let Ok(report) = verify_detached_bytes(b"fuzzed data", data, &ring, SystemTime::now()) {
        assert_ne!(report.outcome(), Outcome::Trusted);
    }
}
