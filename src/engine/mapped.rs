//! Hashing through guarded memory maps, one window of the file at a time.
//!
//! A mapping's pages stay in the process's resident memory until it is unmapped, so a
//! file mapped whole grows the process by its own size as it is read: a 1 TiB sparse
//! file took 8 to 10 GB of file-backed memory (issue 32) and pushed the page cache out.
//! Mapping [`map_window`] bytes at a time and unmapping each before the next keeps what
//! is mapped under one window, and the digest is the same (the hashers see the same
//! bytes in the same order). Each window has its own SIGBUS guard ([`super::sigbus`]).

use std::sync::OnceLock;

use super::Hasher;
use super::error::{Change, FileError};
use super::source::{OpenFile, Range, RangeError, Tick, feed_sequential};
use super::{populate, prefetch};

/// Bytes hashed between two progress reports / cancel checks when hashing a mapping.
const MAP_CHUNK: usize = 1 << 20;

/// Bytes mapped at a time. Large enough that setting up a window costs nothing next to
/// hashing it (a 128 MiB window is 128 progress reports), small enough that a few
/// workers' windows are a small part of any machine's memory.
pub const DEFAULT_MAP_WINDOW: u64 = 128 << 20;

/// The smallest window [`map_window`] accepts (the allocation granularity of Windows
/// is 64 KiB; smaller windows would only add system calls).
const MIN_MAP_WINDOW: u64 = 64 << 10;

/// The window size: [`DEFAULT_MAP_WINDOW`], or the hidden `HASHDROP_MAP_WINDOW` (bytes,
/// at least 64 KiB), which lets tests see windows turn over on a small file.
pub fn map_window() -> u64 {
    static WINDOW: OnceLock<u64> = OnceLock::new();
    *WINDOW.get_or_init(|| {
        std::env::var("HASHDROP_MAP_WINDOW")
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .filter(|&w| w >= MIN_MAP_WINDOW)
            .unwrap_or(DEFAULT_MAP_WINDOW)
    })
}

/// Hashes `range` through guarded memory maps of [`map_window`] bytes. `Ok(None)` when
/// mapping was not possible and the caller should read instead.
pub(super) fn hash_mapped(
    src: &OpenFile,
    range: Range,
    hashers: &mut [Box<dyn Hasher + '_>],
    pipelined: bool,
    buffer: usize,
    tick: Tick<'_>,
) -> Result<Option<u64>, RangeError> {
    hash_windows(src, range, hashers, pipelined, buffer, tick, map_window())
}

/// [`hash_mapped`] with windows of `window` bytes. A window that cannot be mapped after
/// the first (every SIGBUS slot taken by other workers) is read instead.
fn hash_windows(
    src: &OpenFile,
    range: Range,
    hashers: &mut [Box<dyn Hasher + '_>],
    pipelined: bool,
    buffer: usize,
    tick: Tick<'_>,
    window: u64,
) -> Result<Option<u64>, RangeError> {
    let (offset, len) = match range {
        Range::Whole => (0, src.identity.len),
        Range::Part { offset, len } => (offset, len),
    };
    if len == 0 {
        return Ok(None);
    }
    let window = window.max(MIN_MAP_WINDOW);
    advise_short(src, offset, window.min(len));
    let mut done = 0u64;
    while done < len {
        let n = window.min(len - done);
        let at = offset + done;
        // The disk reads the next window while this one is hashed (this one was asked
        // for before the loop or in the round before).
        advise_short(src, at + n, n.min(len - done - n));
        let access = if populate::runs_helper(n) {
            Access::Faulted
        } else {
            Access::Sequential
        };
        let mapped = with_mapping(src, at, n, access, |data| {
            // With more than one hasher and a core to spare, the hashers take the cores;
            // with one, the helper takes the spare core to warm the lines ahead of it.
            let parallel = pipelined && hashers.len() > 1;
            let warm =
                pipelined && !parallel && hashers.iter().all(|h| h.algorithm().wants_warming());
            populate::alongside(data, warm, |pace| {
                // Populated or not, the next page is asked for while one is hashed. With
                // the page tables filled in it measured 5-7 % slower (4 December); since
                // the helper touches each page and leaves the kernel's large folios
                // alone (6 December), SHA-1 and SHA-256 of 512 MiB in the page cache
                // stalled on memory without it: 0.52 and 0.49 s, against 0.33 and 0.35 s
                // with it (hyperfine, 12 runs each, 7 December, the Intel Xeon VM).
                if parallel {
                    hash_slice_parallel(data, hashers, tick)
                } else {
                    hash_slice(data, hashers, tick, pace)
                }
            })
        })?;
        if mapped.is_none() {
            if done == 0 {
                return Ok(None);
            }
            read_window(src, at, n, hashers, buffer, tick)?;
        }
        done += n;
    }
    Ok(Some(len))
}

/// [`read_ahead`] for a window too short for the populating helper
/// ([`populate::runs_helper`]); nothing for a longer one, whose helper's page faults
/// read it ahead.
///
/// The kernel reads ahead for a page fault in large folios (2 MiB pages of the page
/// cache, mapped by a few hundred faults for 2 GiB), but for `posix_fadvise` in 4 KiB
/// pages and 2 MiB requests, which the hashing then maps 16 pages a fault. BLAKE3 of a
/// cold 2 GiB file in 64 MiB segments, two workers, 15 alternating rounds against
/// `b3sum` (6 December 2026): 1.21 s with every window advised and mapped sequential,
/// 0.84 s with neither, `b3sum` 1.32 s; system time 0.70 s against 0.31 s, page faults
/// 33,300 against 15,900. For 4 MiB files (no helper) the advice still helps: 0.66 s
/// against 0.78 s for 256 of them.
fn advise_short(src: &OpenFile, offset: u64, len: u64) {
    if !populate::runs_helper(len) {
        read_ahead(src, offset, len);
    }
}

/// How a mapping will be read: what [`with_mapping`] tells the kernel.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Access {
    /// From start to end by the hashing thread: `MADV_SEQUENTIAL`, so each fault reads
    /// the kernel's sequential read-ahead window.
    Sequential,
    /// Populated ahead by a helper ([`populate::alongside`]): no advice, so each fault
    /// reads around itself in large folios and the kernel's own read-ahead follows
    /// (see [`advise_short`] for the figures).
    Faulted,
}

/// Asks the kernel to start reading `len` bytes at `offset` of `src` into the page cache
/// (Linux; nothing elsewhere, or for nothing to read). Callers ask for what they are
/// about to map and hash on one thread: a page fault on a cold mapping otherwise waits
/// for the disk page after page, where `read` has the kernel's growing read-ahead.
/// (Measured before windows had a populating helper: SHA-256 of a cold 2 GiB file took
/// 3.1–3.5 s mapped without it, 2.0–2.4 s with this window and the next asked for.)
#[allow(unsafe_code)] // posix_fadvise, which only reads its integer arguments.
pub(super) fn read_ahead(src: &OpenFile, offset: u64, len: u64) {
    #[cfg(target_os = "linux")]
    if len > 0
        && let (Ok(off), Ok(len)) = (i64::try_from(offset), i64::try_from(len))
    {
        use std::os::fd::AsRawFd;
        // SAFETY: the descriptor is open for the life of `src`; a failure is an error
        // code, ignored (the pages are then read when hashed, as without the advice).
        unsafe { libc::posix_fadvise(src.file.as_raw_fd(), off, len, libc::POSIX_FADV_WILLNEED) };
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (src, offset, len);
}

/// Reads the `len` bytes at `at` into every hasher: exactly that many, or the file
/// ended early.
fn read_window(
    src: &OpenFile,
    at: u64,
    len: u64,
    hashers: &mut [Box<dyn Hasher + '_>],
    buffer: usize,
    tick: Tick<'_>,
) -> Result<(), RangeError> {
    let mut reader = src.reader(at, Some(len));
    let n = feed_sequential(&mut reader, hashers, buffer.max(512), tick)?;
    if n != len {
        return Err(FileError::Changed(Change::EndedEarly {
            at: at + n,
            expected: at + len,
        })
        .into());
    }
    Ok(())
}

/// Runs `f` over `len` bytes at `offset` through a guarded memory map, advised for
/// `access`. `Ok(None)` when mapping was not possible and the caller should read
/// instead.
#[allow(unsafe_code)]
pub(super) fn with_mapping(
    src: &OpenFile,
    offset: u64,
    len: u64,
    access: Access,
    f: impl FnOnce(&[u8]) -> Result<(), RangeError>,
) -> Result<Option<()>, RangeError> {
    if len == 0 || offset.saturating_add(len) > src.identity.len {
        return Ok(None);
    }
    let Ok(map_len) = usize::try_from(len) else {
        return Ok(None);
    };
    let mut opts = memmap2::MmapOptions::new();
    opts.offset(offset).len(map_len);
    // SAFETY: the mapping is read-only and private to this function. If the file is
    // truncated while mapped, the SIGBUS guard below replaces the missing pages with
    // zeros and marks the read as tripped, and the result is discarded as "changed";
    // other concurrent writers are caught by the identity check after hashing. On
    // Windows a mapped file cannot be truncated (the system refuses with
    // ERROR_USER_MAPPED_FILE), and files on network shares are never mapped (`is_local`).
    let Ok(map) = (unsafe { opts.map(&src.file) }) else {
        return Ok(None);
    };
    #[cfg(unix)]
    let guard = {
        if access == Access::Sequential {
            map.advise(memmap2::Advice::Sequential).ok();
        }
        match super::sigbus::Guard::register(map.as_ptr(), map.len()) {
            Some(g) => g,
            None => return Ok(None),
        }
    };
    #[cfg(not(unix))]
    let _ = access;
    let result = f(&map);
    #[cfg(unix)]
    if guard.tripped() {
        return Err(FileError::Changed(Change::Truncated).into());
    }
    result.map(Some)
}

/// Feeds `data` to every hasher a [`MAP_CHUNK`] at a time, reporting each to `tick`
/// and to the window's helper; prefetched (see [`feed`]) when every hasher wants it.
fn hash_slice(
    data: &[u8],
    hashers: &mut [Box<dyn Hasher + '_>],
    tick: Tick<'_>,
    pace: &populate::Pace,
) -> Result<(), RangeError> {
    let prefetched = hashers.iter().all(|h| h.algorithm().wants_prefetch());
    for at in (0..data.len()).step_by(MAP_CHUNK) {
        pace.reached(at);
        let len = MAP_CHUNK.min(data.len() - at);
        feed(data, at, len, hashers, prefetched);
        tick(len as u64)?;
    }
    Ok(())
}

/// Feeds the `len` bytes at `at` of `data` to every hasher: a page at a time with the
/// next one prefetched when `prefetched` ([`Algorithm::wants_prefetch`]), else at once.
///
/// [`Algorithm::wants_prefetch`]: super::Algorithm::wants_prefetch
fn feed(
    data: &[u8],
    at: usize,
    len: usize,
    hashers: &mut [Box<dyn Hasher + '_>],
    prefetched: bool,
) {
    if prefetched {
        prefetch::feed(data, at, len, hashers);
    } else {
        for h in hashers.iter_mut() {
            h.update(&data[at..at + len]);
        }
    }
}

/// Each hasher walks the mapping on its own thread; the first one reports progress.
fn hash_slice_parallel(
    data: &[u8],
    hashers: &mut [Box<dyn Hasher + '_>],
    tick: Tick<'_>,
) -> Result<(), RangeError> {
    let stop = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        let mut handles = Vec::new();
        for (i, h) in hashers.iter_mut().enumerate() {
            let stop = &stop;
            let name = format!("hashdrop-{}", h.algorithm().name());
            let spawned = std::thread::Builder::new()
                .name(name)
                .spawn_scoped(scope, move || {
                    for at in (0..data.len()).step_by(MAP_CHUNK) {
                        if stop.load(std::sync::atomic::Ordering::Relaxed) {
                            return Err(RangeError::Cancelled);
                        }
                        let len = MAP_CHUNK.min(data.len() - at);
                        let prefetched = h.algorithm().wants_prefetch();
                        feed(data, at, len, std::slice::from_mut(h), prefetched);
                        // Only the first thread counts bytes; all of them honour pause.
                        let bytes = if i == 0 { len as u64 } else { 0 };
                        if tick(bytes).is_err() {
                            stop.store(true, std::sync::atomic::Ordering::Relaxed);
                            return Err(RangeError::Cancelled);
                        }
                    }
                    Ok(())
                });
            match spawned {
                Ok(handle) => handles.push(handle),
                Err(e) => {
                    stop.store(true, std::sync::atomic::Ordering::Relaxed);
                    return Err(RangeError::File(FileError::Internal(format!(
                        "cannot start a thread: {e}"
                    ))));
                }
            }
        }
        let mut result = Ok(());
        for h in handles {
            match h.join() {
                Ok(Ok(())) => {}
                Ok(Err(e)) => result = Err(e),
                Err(_) => {
                    result = Err(RangeError::File(FileError::Internal(
                        "a hashing thread panicked".into(),
                    )));
                }
            }
        }
        result
    })
}

#[cfg(all(test, target_os = "linux"))]
mod tests;
