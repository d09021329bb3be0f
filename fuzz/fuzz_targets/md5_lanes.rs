//! The multi-buffer MD5 kernels against the single-stream one: the input is cut into up to
//! 40 streams (each cut taken from two bytes of the input, so lengths and lane counts vary
//! freely) and every kernel this CPU supports must give each stream the scalar digest,
//! whether the streams are fed at once or in two halves (partial blocks in the buffers).

#![no_main]

#[path = "../checks/md5_lanes.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| check::check(data));
