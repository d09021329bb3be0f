//! The clear-signed reader with text put before and after a signed message: the input
//! is split into a prefix, a signed body and a suffix around a fixed message frame.
//! Whatever surrounds the message, it is still found (`is_clear_signed`), and nothing
//! outside it is ever in the signed text, nor read as a checksum line of it.

#![no_main]

#[path = "../checks/clear_signed.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| check::check(data));
