use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use super::*;
use crate::engine::Algorithm;
use crate::engine::control::Cancelled;
use crate::engine::options::{IoStrategy, ReadOptions};
use crate::engine::range_hash::hash_range;

const MIB: u64 = 1 << 20;

/// The rest of each `key` line (`Rss:`, `VmFlags:`) of this process's mappings of
/// `path` in /proc/self/smaps, whatever else the other tests of this process map.
fn smaps_of(path: &Path, key: &str) -> Vec<String> {
    let smaps = std::fs::read_to_string("/proc/self/smaps").expect("smaps");
    let wanted = path.to_string_lossy();
    let mut ours = false;
    let mut values = Vec::new();
    for line in smaps.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        // A mapping's header: "start-end perms offset dev inode [path]".
        if fields
            .first()
            .is_some_and(|f| f.contains('-') && !f.ends_with(':'))
        {
            ours = fields.len() >= 6 && fields[5..].join(" ") == wanted;
        } else if ours && fields.first() == Some(&key) {
            values.push(fields[1..].join(" "));
        }
    }
    values
}

/// The resident KiB of this process's mappings of `path` (`Rss:`).
fn mapped_kib(path: &Path) -> u64 {
    smaps_of(path, "Rss:")
        .iter()
        .filter_map(|v| v.split(' ').next()?.parse::<u64>().ok())
        .sum()
}

/// The `VmFlags:` of this process's mappings of `path`, one string per mapping.
fn mapping_flags(path: &Path) -> Vec<String> {
    smaps_of(path, "VmFlags:")
}

/// A sparse file of `len` bytes with a few written bytes, so that the digest depends
/// on every window being read in its place.
fn sparse(dir: &Path, len: u64) -> std::path::PathBuf {
    use std::os::unix::fs::FileExt as _;
    let path = dir.join("sparse.img");
    let f = std::fs::File::create(&path).expect("create");
    f.set_len(len).expect("set_len");
    for at in [0, len / 3, len / 2 + 12_345, len - 7] {
        f.write_all_at(b"window", at.min(len - 6)).expect("write");
    }
    path
}

fn crc_of(path: &Path, window: u64, tick: Tick<'_>) -> Result<Vec<u8>, RangeError> {
    let src = OpenFile::open(path).expect("open");
    let mut hashers = vec![Algorithm::Crc32.hasher(), Algorithm::Blake3.hasher()];
    let n = hash_windows(
        &src,
        Range::Whole,
        &mut hashers,
        false,
        1 << 16,
        tick,
        window,
    )?;
    assert_eq!(n, Some(src.identity.len), "hashed through maps");
    Ok(hashers
        .into_iter()
        .flat_map(|h| h.finalize().as_bytes().to_vec())
        .collect())
}

fn read_digest(path: &Path) -> Vec<u8> {
    let src = OpenFile::open(path).expect("open");
    let mut hashers = vec![Algorithm::Crc32.hasher(), Algorithm::Blake3.hasher()];
    let read = ReadOptions {
        strategy: IoStrategy::Read,
        buffer_size: 1 << 16,
    };
    hash_range(&src, Range::Whole, &mut hashers, &read, false, &|_| Ok(())).expect("read");
    hashers
        .into_iter()
        .flat_map(|h| h.finalize().as_bytes().to_vec())
        .collect()
}

/// A sparse file eight windows long: what is mapped never grows past one window, and
/// the digest is the buffered read's.
#[test]
fn a_large_file_is_mapped_one_window_at_a_time() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = sparse(dir.path(), 64 * MIB + 4321);
    let window = 8 * MIB;
    let most = AtomicU64::new(0);
    let tick = |_: u64| -> Result<(), Cancelled> {
        most.fetch_max(mapped_kib(&path), Ordering::Relaxed);
        Ok(())
    };
    let mapped = crc_of(&path, window, &tick).expect("hash");
    let most = most.load(Ordering::Relaxed);
    assert!(most > 0, "the file was seen mapped");
    assert!(
        most <= window / 1024,
        "at most one window mapped: {most} KiB"
    );
    assert_eq!(mapped_kib(&path), 0, "nothing left mapped");
    assert_eq!(mapped, read_digest(&path));
}

/// Cancelled part-way: the error comes back at once and nothing stays mapped.
#[test]
fn a_cancel_between_windows_unmaps_everything() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = sparse(dir.path(), 32 * MIB);
    let seen = AtomicU64::new(0);
    let tick = |n: u64| -> Result<(), Cancelled> {
        if seen.fetch_add(n, Ordering::Relaxed) + n >= 12 * MIB {
            return Err(Cancelled);
        }
        Ok(())
    };
    let r = crc_of(&path, 4 * MIB, &tick);
    assert!(matches!(r, Err(RangeError::Cancelled)), "{r:?}");
    assert_eq!(seen.load(Ordering::Relaxed), 12 * MIB, "stopped at once");
    assert_eq!(mapped_kib(&path), 0);
}

/// Truncated while a later window is hashed: the SIGBUS guard of that window turns the
/// fault into "changed", and the process lives on.
#[test]
fn a_file_truncated_under_a_later_window_is_reported() {
    truncated_under_second_window(16 * MIB, 4 * MIB, false);
}

/// The same with windows populated alongside (`populate`): the helper's pages past the
/// new end are gone, and the hasher's fault is caught as before.
#[test]
fn a_file_truncated_under_a_populated_window_is_reported() {
    truncated_under_second_window(64 * MIB, 16 * MIB, false);
    // With one algorithm and a core to spare, the helper warms the lines ahead of the
    // hasher too (and may be the first to fault on the cut).
    truncated_under_second_window(64 * MIB, 16 * MIB, true);
}

/// Hashes a sparse file of `len` bytes in windows of `window`, and cuts it to
/// `2.25 × window` once `1.25 × window` bytes were hashed (inside the second window);
/// with SHA-256 alone and a core to spare when `warm`, else CRC-32 and BLAKE3 on one
/// thread.
fn truncated_under_second_window(len: u64, window: u64, warm: bool) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = sparse(dir.path(), len);
    let file = Mutex::new(Some(
        std::fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .expect("open"),
    ));
    let seen = AtomicU64::new(0);
    let tick = |n: u64| -> Result<(), Cancelled> {
        // Inside the second window: cut the file in the middle of the third.
        if seen.fetch_add(n, Ordering::Relaxed) + n == window + window / 4
            && let Some(f) = file.lock().expect("lock").take()
        {
            f.set_len(2 * window + window / 4).expect("truncate");
        }
        Ok(())
    };
    let r = if warm {
        let src = OpenFile::open(&path).expect("open");
        digests_through_windows(&src, &[Algorithm::Sha256], true, &tick, window).map(|_| ())
    } else {
        crc_of(&path, window, &tick).map(|_| ())
    };
    assert!(
        matches!(
            r,
            Err(RangeError::File(FileError::Changed(Change::Truncated)))
        ),
        "{r:?}"
    );
}

/// `len` bytes of a fixed pseudo-random pattern, written to `random.bin` in `dir`.
fn random_file(dir: &Path, len: u32) -> (std::path::PathBuf, Vec<u8>) {
    let path = dir.join("random.bin");
    let data: Vec<u8> = (0..len)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    std::fs::write(&path, &data).expect("write");
    (path, data)
}

/// The digests of `src` by `algorithms`, hashed through windows of `window` bytes.
fn digests_through_windows(
    src: &OpenFile,
    algorithms: &[Algorithm],
    pipelined: bool,
    tick: Tick<'_>,
    window: u64,
) -> Result<Vec<crate::engine::Digest>, RangeError> {
    let mut hashers: Vec<_> = algorithms.iter().map(|a| a.hasher()).collect();
    let n = hash_windows(
        src,
        Range::Whole,
        &mut hashers,
        pipelined,
        1 << 16,
        tick,
        window,
    )?;
    assert_eq!(n, Some(src.identity.len), "hashed through maps");
    Ok(hashers.into_iter().map(|h| h.finalize()).collect())
}

/// The algorithms fed a page at a time with the next prefetched (`wants_prefetch`) give
/// the digest of the whole file across windows that turn over mid-page, on one thread
/// and on one thread per algorithm.
#[test]
fn prefetched_hashers_see_every_byte_across_windows() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, data) = random_file(dir.path(), 3 * MIB as u32 + 4099);
    let algorithms = [
        Algorithm::Sha256,
        Algorithm::Sha1,
        Algorithm::Xxh64,
        Algorithm::Md5,
    ];
    assert!(algorithms.iter().all(|a| a.wants_prefetch()));
    let want: Vec<_> = algorithms.iter().map(|a| a.digest(&data)).collect();
    let src = OpenFile::open(&path).expect("open");
    for window in [MIN_MAP_WINDOW + 100, MIB + 4095, 8 * MIB] {
        for pipelined in [false, true] {
            let got = digests_through_windows(&src, &algorithms, pipelined, &|_| Ok(()), window)
                .expect("hash");
            assert_eq!(got, want, "window {window}, pipelined {pipelined}");
        }
    }
}

/// Windows long enough to be populated alongside (`populate`) give the digest of the
/// whole file on one thread, on one per algorithm, and with one algorithm and a core to
/// spare (the helper warms and releases), and a job cancelled in the middle of one
/// stops (the helper does not hold it for the rest of the window).
#[test]
fn populated_windows_hash_every_byte_and_stop_when_cancelled() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, data) = random_file(dir.path(), 40 * MIB as u32 + 4099);
    let src = OpenFile::open(&path).expect("open");
    let window = 16 * MIB + 4096;
    for algorithms in [&[Algorithm::Sha256, Algorithm::Md5][..], &[Algorithm::Sha1]] {
        let want: Vec<_> = algorithms.iter().map(|a| a.digest(&data)).collect();
        for pipelined in [false, true] {
            let got = digests_through_windows(&src, algorithms, pipelined, &|_| Ok(()), window)
                .expect("hash");
            assert_eq!(got, want, "{algorithms:?} pipelined {pipelined}");

            let fed = AtomicU64::new(0);
            let tick = |n: u64| -> Result<(), Cancelled> {
                if fed.fetch_add(n, Ordering::Relaxed) + n >= 3 * MIB {
                    Err(Cancelled)
                } else {
                    Ok(())
                }
            };
            let r = digests_through_windows(&src, algorithms, pipelined, &tick, window);
            assert!(matches!(r, Err(RangeError::Cancelled)), "{r:?}");
        }
    }
}

/// A window the helper populates is mapped without `MADV_SEQUENTIAL` (its faults read
/// around themselves in large folios), a shorter one with it (the hasher's faults get
/// the sequential read-ahead): the smaps flag `sr` shows which.
#[test]
fn only_a_window_hashed_without_a_helper_is_advised_sequential() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = sparse(dir.path(), 40 * MIB);
    for (window, sequential) in [(4 * MIB, true), (20 * MIB, !cfg!(target_os = "linux"))] {
        let seen = Mutex::new(Vec::new());
        let tick = |_: u64| -> Result<(), Cancelled> {
            seen.lock().expect("lock").extend(mapping_flags(&path));
            Ok(())
        };
        crc_of(&path, window, &tick).expect("hash");
        let seen = seen.into_inner().expect("lock");
        assert!(!seen.is_empty(), "window {window}: the mapping was seen");
        assert!(
            seen.iter()
                .all(|f| f.split(' ').any(|flag| flag == "sr") == sequential),
            "window {window}: sequential {sequential}, flags {seen:?}"
        );
    }
}
