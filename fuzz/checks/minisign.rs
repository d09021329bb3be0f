//! A detached signature in the `minisign` format's parser and checker
//! (`hashdrop::trust::verify_detached_bytes`, which tells the format by content; the
//! seeds in `corpus/minisign` are real ones of this format). Never panics; never good:
//! no key in the ring made it over these bytes.
//!
//! Shared by the fuzz target `fuzz_targets/minisign.rs` and the corpus replay in
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
