//! `parse_sums` on any bytes, under any checksum-file name: it never panics, every
//! entry is self-consistent (a name may hold LF or CR: GNU escapes them as `\n`, `\r`), and every entry written back as a GNU line and as a BSD
//! tag line (as `hashdrop sum` writes them) reads back as the same name and digest.
//! A parser that accepted a line GNU would reject tends to break the round trip.

#![no_main]

#[path = "../checks/parse_sums.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| check::check(data));
