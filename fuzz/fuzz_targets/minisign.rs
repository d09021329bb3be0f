//! A detached signature in the `minisign` format's parser and checker
//! (`hashdrop::trust::verify_detached_bytes`, which tells the format by content; the
//! seeds in `corpus/minisign` are real ones of this format). Never panics; never good:
//! no key in the ring made it over these bytes.

#![no_main]

#[path = "../checks/minisign.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| check::check(data));
