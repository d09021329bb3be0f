//! `parse_message` (what a later launch hands the open window, src/desktop/single_instance)
//! on any bytes: it never panics; what it accepts are absolute, non-empty paths without
//! NUL, and the format has one spelling, so encoding them gives back the very bytes.

#![no_main]

#[path = "../checks/handover.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| check::check(data));
