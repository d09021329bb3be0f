//! Feeding hashers from a memory map a page at a time, with the next page asked for
//! ahead of them.
//!
//! Hashed straight from a mapping, a fast kernel stalls on memory: SHA-256 (SHA-NI) took
//! 0.43 s for 512 MiB already in RAM against 0.30 s for the same bytes from the cache,
//! and a mapped file was slower to hash than one copied into a small buffer (the copy
//! brings the bytes into the cache). The CPU's own prefetcher follows a stream only
//! within a 4 KiB page, so each new page starts with a miss (and a page walk). Asking
//! for the start of the next page while the current one is hashed hides that: the
//! first [`AHEAD`] bytes (eight lines), from which the CPU's streamer carries on. On the
//! 2-vCPU Intel Xeon VM, 512 MiB of the page cache mapped and populated, least of 8
//! (7 December 2026, a throwaway loop over the same crates): without a hint SHA-1
//! 0.48 s and SHA-256 0.47 s; every line of the next page asked for (64 prefetches
//! before each page, which fill the CPU's line buffers and stall it: 10 % of the
//! worker's samples sat on them) 0.31–0.32 and 0.33–0.35 s; its first eight lines
//! 0.28 and 0.30 s; one line 0.48 (the streamer does not start). The same kernels on
//! 1 MiB in the cache: 0.26 and 0.28 s. Further ahead (8–64 KiB) measured slower on
//! 4 December: the lines arrive before they are needed and are evicted.

use super::Hasher;

/// The step the hashers are fed in, and how far ahead the next one is asked for.
pub(super) const STEP: usize = 4096;

/// How much of the next step is asked for: enough lines for the CPU's streamer to take
/// over within the page.
const AHEAD: usize = 512;

/// Bytes per cache line (every x86-64 and current ARM CPU).
pub(super) const LINE: usize = 64;

/// Feeds `chunk` (which starts at `at` in `data`) to every hasher a [`STEP`] at a time,
/// asking for the start of the step after each one (from `data`, so past the chunk's
/// end too) first.
pub(super) fn feed(data: &[u8], at: usize, len: usize, hashers: &mut [Box<dyn Hasher + '_>]) {
    let end = (at + len).min(data.len());
    let mut pos = at;
    while pos < end {
        let next = (pos + STEP).min(end);
        hint(
            data.get(next..(next + AHEAD).min(data.len()))
                .unwrap_or_default(),
        );
        let step = &data[pos..next];
        for h in hashers.iter_mut() {
            h.update(step);
        }
        pos = next;
    }
}

/// Asks the CPU to start loading `bytes` into its caches; nothing where there is no
/// such hint. A prefetch never faults and changes nothing the program can see.
#[inline]
#[allow(unsafe_code)] // `_mm_prefetch` takes a raw pointer.
fn hint(bytes: &[u8]) {
    #[cfg(target_arch = "x86_64")]
    for line in bytes.chunks(LINE) {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: the pointer is into `bytes`; a prefetch reads nothing architecturally.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(line.as_ptr().cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = bytes;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Algorithm;

    #[test]
    fn every_byte_once_in_order_whatever_the_cut() {
        let data: Vec<u8> = (0..3 * STEP as u32 + 77)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        for (at, len) in [
            (0, 0),
            (0, data.len()),
            (5, STEP),
            (STEP - 1, 2 * STEP + 3),
            (100, 10_000),
        ] {
            let want = Algorithm::Sha256.digest(&data[at..(at + len).min(data.len())]);
            let mut hashers = vec![Algorithm::Sha256.hasher(), Algorithm::Md5.hasher()];
            feed(&data, at, len, &mut hashers);
            let mut got = hashers.into_iter().map(|h| h.finalize());
            assert_eq!(got.next(), Some(want), "at {at} len {len}");
            let md5 = Algorithm::Md5.digest(&data[at..(at + len).min(data.len())]);
            assert_eq!(got.next(), Some(md5), "at {at} len {len}");
        }
    }
}
