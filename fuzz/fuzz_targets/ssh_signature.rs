//! A detached signature in the `ssh_signature` format's parser and checker
//! (`hashdrop::trust::verify_detached_bytes`, which tells the format by content; the
//! seeds in `corpus/ssh_signature` are real ones of this format). Never panics; never good:
//! no key in the ring made it over these bytes.

#![no_main]

#[path = "../checks/ssh_signature.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| check::check(data));
