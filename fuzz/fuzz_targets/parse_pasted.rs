//! `parse_pasted` (the GUI's "paste anything" box) on any text: it never panics, and
//! what it returns is consistent: a bare digest has a length some candidate algorithm
//! produces, lines come with at least one entry, a multipart value has 1 to 10,000
//! parts, and blank text is `Empty`.

#![no_main]

#[path = "../checks/parse_pasted.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| check::check(data));
