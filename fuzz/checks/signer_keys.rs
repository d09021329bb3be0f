//! Key files of every format (`hashdrop::trust::Keyring::add_bytes`, which tells a
//! minisign/signify key, SSH keys or `allowed_signers`, and OpenPGP apart by content).
//! Never panics; a key file that is accepted adds at least one key.
//!
//! Shared by the fuzz target `fuzz_targets/signer_keys.rs` and the corpus replay in
//! `tests/fuzz_corpus.rs`: what one input must satisfy.

use hashdrop::trust::{KeyOrigin, Keyring};

/// Checks one input; panics when it breaks a promise.
pub fn check(data: &[u8]) {
    let mut ring = Keyring::empty();
    if let Ok(n) = ring.add_bytes(data, KeyOrigin::Given) {
        assert!(n >= 1);
        assert!(!ring.keys().is_empty() || !ring.other_keys().is_empty());
    }
}
