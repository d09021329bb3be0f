//! Key files of every format (`hashdrop::trust::Keyring::add_bytes`, which tells a
//! minisign/signify key, SSH keys or `allowed_signers`, and OpenPGP apart by content).
//! Never panics; a key file that is accepted adds at least one key.

#![no_main]

use hashdrop::trust::{KeyOrigin, Keyring};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut ring = Keyring::empty();
    if let Ok(n) = ring.add_bytes(data, KeyOrigin::Given) {
        assert!(n >= 1);
        assert!(!ring.keys().is_empty() || !ring.other_keys().is_empty());
    }
});
