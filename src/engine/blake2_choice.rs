//! Which crate hashes BLAKE2b and BLAKE2s on this CPU: `blake2b_simd`/`blake2s_simd`, or
//! RustCrypto's portable `blake2` (the adapters are in `hashers.rs`).
//!
//! Neither crate is the faster one everywhere. On the 2-vCPU Intel Xeon VM (AVX-512)
//! `blake2b_simd` hashed 512 MiB in 0.43 s of CPU, ahead of `b2sum`'s 0.56 s
//! (docs/PERFORMANCE.md, 3 December 2026). On the 2-vCPU AMD EPYC (Zen 4) VM, from
//! memory in 256 KiB pieces, 6 December 2026: `blake2b_simd` 800 MB/s, `blake2` 1,450;
//! `blake2s_simd` 435 MB/s, `blake2` 875: the SIMD crates at about half. So the first
//! BLAKE2b or BLAKE2s hasher of a process times both on [`PROBE`] bytes (well under a
//! millisecond) and keeps the faster; `HASHDROP_BLAKE2=simd` or `portable` decides
//! instead (the tests run both). The digests are the same either way.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use blake2::Digest as _;

/// The environment variable that picks the implementation.
const BLAKE2_ENV: &str = "HASHDROP_BLAKE2";

/// Bytes each implementation hashes per timing.
const PROBE: usize = 32 << 10;

/// Timings per implementation; the fastest of each counts, so one interrupted timing
/// does not decide.
const ROUNDS: usize = 5;

/// Which crate hashes BLAKE2b or BLAKE2s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Implementation {
    /// `blake2b_simd` / `blake2s_simd` (SSE4.1 or AVX2, chosen by the crate).
    Simd,
    /// RustCrypto's `blake2` (64-bit scalar code).
    Portable,
}

/// The implementation for BLAKE2b (and BLAKE2b with a length) on this CPU.
pub fn blake2b() -> Implementation {
    static CHOICE: OnceLock<Implementation> = OnceLock::new();
    decided(&CHOICE, blake2b_simd_probe, blake2b_portable_probe)
}

/// The implementation for BLAKE2s on this CPU.
pub fn blake2s() -> Implementation {
    static CHOICE: OnceLock<Implementation> = OnceLock::new();
    decided(&CHOICE, blake2s_simd_probe, blake2s_portable_probe)
}

/// What `choice` holds, deciding it the first time: `HASHDROP_BLAKE2`, else the
/// [`faster`] of the two.
fn decided(
    choice: &OnceLock<Implementation>,
    simd: fn(&[u8]),
    portable: fn(&[u8]),
) -> Implementation {
    *choice.get_or_init(|| forced().unwrap_or_else(|| faster(simd, portable)))
}

fn blake2b_simd_probe(data: &[u8]) {
    std::hint::black_box(blake2b_simd::blake2b(data));
}

fn blake2b_portable_probe(data: &[u8]) {
    std::hint::black_box(blake2::Blake2b512::digest(data));
}

fn blake2s_simd_probe(data: &[u8]) {
    std::hint::black_box(blake2s_simd::blake2s(data));
}

fn blake2s_portable_probe(data: &[u8]) {
    std::hint::black_box(blake2::Blake2s256::digest(data));
}

/// `HASHDROP_BLAKE2`, when it names an implementation.
fn forced() -> Option<Implementation> {
    match std::env::var(BLAKE2_ENV).ok()?.trim() {
        "simd" => Some(Implementation::Simd),
        "portable" => Some(Implementation::Portable),
        _ => None,
    }
}

/// Times `simd` and `portable` on the same bytes in turn; `Portable` only when it is
/// clearly faster (a tenth), since `Simd` was the choice before it was measured.
fn faster(simd: impl Fn(&[u8]), portable: impl Fn(&[u8])) -> Implementation {
    let data: Vec<u8> = (0..PROBE).map(|i| (i * 131 % 251) as u8).collect();
    let time = |f: &dyn Fn(&[u8])| {
        let start = Instant::now();
        f(std::hint::black_box(&data));
        start.elapsed()
    };
    let (mut best_simd, mut best_portable) = (Duration::MAX, Duration::MAX);
    for _ in 0..ROUNDS {
        best_simd = best_simd.min(time(&simd));
        best_portable = best_portable.min(time(&portable));
    }
    if best_portable.as_nanos() * 10 < best_simd.as_nanos() * 9 {
        Implementation::Portable
    } else {
        Implementation::Simd
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clearly_faster_crate_is_chosen() {
        let slow = |_: &[u8]| std::thread::sleep(Duration::from_millis(2));
        let quick = |_: &[u8]| {};
        assert_eq!(faster(slow, quick), Implementation::Portable);
        assert_eq!(faster(quick, slow), Implementation::Simd);
    }
}
