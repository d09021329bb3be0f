//! Hashdrop's XXH3 kernel against `twox-hash`: the first two bytes say where the input is
//! cut, the rest is the message; every path this CPU has (scalar, AVX2, AVX-512) must give
//! the crate's XXH3-64 and XXH128, fed in one piece or cut in two, and a digest taken at the
//! cut must not disturb the stream.
//!
//! Shared by the fuzz target `fuzz_targets/xxh3_kernel.rs` and the corpus replay in
//! `tests/fuzz_corpus.rs`: what one input must satisfy.

use hashdrop::engine::kernels::Kernel;
use hashdrop::engine::kernels::xxh3::Xxh3;

/// Checks one input; panics when it breaks a promise.
pub fn check(data: &[u8]) {
    let Some((cut, message)) = data.split_first_chunk::<2>() else {
        return;
    };
    let cut = usize::from(u16::from_le_bytes(*cut)).min(message.len());
    let len = message.len();
    let want64 = twox_hash::XxHash3_64::oneshot(message);
    let want128 = twox_hash::XxHash3_128::oneshot(message);
    let head64 = twox_hash::XxHash3_64::oneshot(&message[..cut]);
    for kernel in Kernel::supported() {
        let mut whole = Xxh3::with_kernel(kernel);
        whole.update(message);
        assert_eq!(whole.digest64(), want64, "XXH3, {len} bytes, {kernel}");
        assert_eq!(whole.digest128(), want128, "XXH128, {len} bytes, {kernel}");
        let mut halves = Xxh3::with_kernel(kernel);
        halves.update(&message[..cut]);
        assert_eq!(
            halves.digest64(),
            head64,
            "XXH3 of the first {cut}, {kernel}"
        );
        halves.update(&message[cut..]);
        assert_eq!(
            halves.digest64(),
            want64,
            "XXH3 cut at {cut} of {len}, {kernel}"
        );
        assert_eq!(halves.digest128(), want128, "XXH128 cut at {cut}, {kernel}");
    }
}
