//! Key files of every format (`hashdrop::trust::Keyring::add_bytes`, which tells a
//! minisign/signify key, SSH keys or `allowed_signers`, and OpenPGP apart by content).
//! Never panics; a key file that is accepted adds at least one key.

#![no_main]

#[path = "../checks/signer_keys.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| check::check(data));
