//! Filling in a mapping's page tables on a second thread while the first one hashes it.
//!
//! Hashing a mapped window takes a page fault every few pages (the kernel maps 16 pages
//! around each fault): 8,000–9,000 faults for 512 MiB, about a tenth of the time SHA-256
//! takes with SHA-NI, all of it on the hashing thread. `madvise(MADV_POPULATE_READ)` does
//! the same work (it faults the pages in without reading them) in one system call per
//! piece, so a helper thread running ahead of the hasher takes that tenth to the other
//! core. Measured on the 2-vCPU Intel Xeon VM, 512 MiB from the page cache, SHA-256,
//! median of 7: 0.421 s mapped, 0.398 s with the window populated alongside (4 December
//! 2026; docs/PERFORMANCE.md, "Populated alongside").
//!
//! On a cold file the helper reads ahead from the disk too. It works in pieces and stops
//! at the next piece boundary once the hasher is done or gone, so a cancelled job never
//! waits for it to read a whole window from a slow stick.

use std::sync::atomic::{AtomicBool, Ordering};

/// Windows smaller than this are hashed without a helper: starting a thread costs more
/// than the faults it would take away (a 16 MiB window has about 260 of them).
const MIN_LEN: usize = 16 << 20;

/// What the helper populates in one system call, and so how long a stop can wait: 8 MiB
/// is 2 ms from the page cache, and 60 ms from a disk at 130 MB/s.
const PIECE: usize = 8 << 20;

/// The smallest page size of the systems the helper runs on; touching one byte per
/// [`PAGE`] touches every page.
const PAGE: usize = 4096;

/// Runs `hash` over `data` (a mapping) while a helper thread populates `data`'s page
/// tables ahead of it; `hash` is told whether the helper runs. Without it (a short
/// window, a system that cannot start a thread, or not Linux), `hash` takes the faults
/// itself; the digest is the same either way, since populating changes no byte.
pub(super) fn alongside<T>(data: &[u8], hash: impl FnOnce(bool) -> T) -> T {
    if !runs_helper(data.len() as u64) {
        return hash(false);
    }
    let done = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let helper = std::thread::Builder::new()
            .name("hashdrop-populate".into())
            .spawn_scoped(scope, || populate(data, &done));
        let result = hash(helper.is_ok());
        done.store(true, Ordering::Relaxed);
        if let Ok(helper) = helper {
            // The helper cannot panic (it only makes system calls); joining it here,
            // rather than when the scope ends, keeps the order plain.
            let _ = helper.join();
        }
        result
    })
}

/// Whether [`alongside`] starts a helper for a mapping of `len` bytes (Linux, and at
/// least [`MIN_LEN`]), if the system lets it start a thread.
pub(super) fn runs_helper(len: u64) -> bool {
    cfg!(target_os = "linux") && len >= MIN_LEN as u64
}

/// Populates `data` a [`PIECE`] at a time until it is all done or `done` is set.
fn populate(data: &[u8], done: &AtomicBool) {
    for piece in data.chunks(PIECE) {
        if done.load(Ordering::Relaxed) || !populate_piece(piece) {
            return;
        }
        touch(piece);
    }
}

/// Reads a byte of every page of `piece`, so that the first touch of each page costs
/// the helper, not the hasher.
///
/// Measured on the 2-vCPU VM (a Firecracker guest whose balloon reports freed memory
/// to the host), SHA-256 of a cold 2 GiB file, one worker, 11 alternating rounds
/// (6 December 2026): 3.6 s with the hasher touching each page first, 3.4 s of its
/// "user" time in the compression function against 1.05 s for the same pages warm;
/// 1.17 s with the helper touching them. Our reading: the page cache's large folios
/// come from the 2 MiB blocks the guest reported free, and the first touch of such a
/// page waits for the host to map it in again, even after the disk filled it. On a
/// machine without that, this is one load a page, next to the hashing of it.
fn touch(piece: &[u8]) {
    for page in piece.chunks(PAGE) {
        std::hint::black_box(page.first().copied());
    }
}

/// One `madvise(MADV_POPULATE_READ)`; false when the system refused it (kernels before
/// 5.14 do not know it; a file cut short under the mapping gives EFAULT): the hasher
/// then takes its own faults, and the SIGBUS guard deals with a shortened file.
#[allow(unsafe_code)] // madvise on a range of a live mapping.
fn populate_piece(piece: &[u8]) -> bool {
    #[cfg(target_os = "linux")]
    {
        // The mapping starts on a page boundary and every piece is a multiple of the
        // page size from it, so each piece's address is page-aligned as madvise wants.
        // SAFETY: the range lies inside a mapping the caller keeps alive until this
        // thread is joined; MADV_POPULATE_READ only fills in page tables (it never
        // changes the mapping's contents, and reports a missing page as an error
        // instead of raising SIGBUS).
        let rc = unsafe {
            libc::madvise(
                piece.as_ptr().cast_mut().cast(),
                piece.len(),
                libc::MADV_POPULATE_READ,
            )
        };
        rc == 0
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = piece;
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_sees_the_same_bytes_with_the_helper_and_without() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("big");
        let data: Vec<u8> = (0..MIN_LEN + 3 * PIECE + 5000)
            .map(|i| (i as u32).wrapping_mul(2_654_435_761).to_le_bytes()[2])
            .collect();
        std::fs::write(&path, &data).expect("write");
        let file = std::fs::File::open(&path).expect("open");
        // SAFETY (test): nothing writes the file while it is mapped.
        #[allow(unsafe_code)]
        let map = unsafe { memmap2::Mmap::map(&file) }.expect("map");
        let want = crate::engine::Algorithm::Sha256.digest(&data);
        let (got, populated) =
            alongside(&map, |p| (crate::engine::Algorithm::Sha256.digest(&map), p));
        assert_eq!(got, want);
        assert_eq!(populated, cfg!(target_os = "linux"));
        // A short window runs without a helper, and the same way.
        let short = &map[..MIN_LEN - 1];
        let (got, populated) = alongside(short, |p| {
            (crate::engine::Algorithm::Sha256.digest(short), p)
        });
        assert_eq!(
            got,
            crate::engine::Algorithm::Sha256.digest(&data[..MIN_LEN - 1])
        );
        assert!(!populated);
    }

    #[test]
    fn populating_a_mapping_succeeds_on_this_system() {
        // The speed-up depends on the kernel knowing MADV_POPULATE_READ (Linux 5.14+).
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("f");
        std::fs::write(&path, vec![7u8; 3 * 4096]).expect("write");
        let file = std::fs::File::open(&path).expect("open");
        #[allow(unsafe_code)]
        let map = unsafe { memmap2::Mmap::map(&file) }.expect("map");
        if cfg!(target_os = "linux") {
            assert!(populate_piece(&map));
        }
    }
}
