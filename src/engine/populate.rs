//! Keeping a mapped window on a second thread while the first one hashes it: its page
//! tables filled in ahead of the hasher, its next lines brought into the shared cache
//! just before the hasher needs them, and the pages behind the hasher released.
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
//! Two more costs sat on the hashing thread when the page cache holds the file in 4 KiB
//! folios (as after an application wrote it): unmapping each window, 20–25 ms of SHA-1's
//! 0.32 s for 512 MiB (the kernel tears down 32,768 page-table entries a window), and
//! waiting for memory, page after page. With a core to spare the helper now reads every
//! line of the next [`LEAD`] bytes, so that the hasher finds them in the cache both cores
//! share, and releases what the hasher has finished ([`release_pages`]), so the final
//! unmap finds little to tear down. A file held in 2 MiB folios (as after reading it from
//! the disk) is mapped 2 MiB at a time, quick to populate and to unmap, and the hasher's own
//! page-ahead hint keeps it at the kernel's speed; warming measured slower there, so the
//! helper warms and releases only what was slow to populate ([`SLOW_PIECE`]).
//!
//! 512 MiB warm, `hashdrop sum`, medians of 9–11 interleaved runs on the 2-vCPU Intel
//! Xeon VM (7 December 2026), before / after: in 4 KiB folios SHA-1 308 / 286 ms,
//! SHA-256 330 / 308, MD5 691 / 659; in 2 MiB folios SHA-1 290 / 283, SHA-256 312 / 307
//! (warming every piece there: 296 and 318).
//!
//! On a cold file the helper reads ahead from the disk too. It works in pieces and stops
//! at the next piece boundary once the hasher is done or gone, so a cancelled job never
//! waits for it to read a whole window from a slow stick.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::prefetch::LINE;

/// Windows smaller than this are hashed without a helper: starting a thread costs more
/// than the faults it would take away (a 16 MiB window has about 260 of them).
const MIN_LEN: usize = 16 << 20;

/// What the helper populates in one system call, and so how long a stop can wait: 8 MiB
/// is 2 ms from the page cache, and 60 ms from a disk at 130 MB/s.
const PIECE: usize = 8 << 20;

/// What a warming helper populates at a time: small, so that a populate (a quarter of
/// a millisecond) never holds up the warming for as long as the hasher takes to reach
/// the end of the warmed lines.
const WARM_PIECE: usize = 1 << 20;

/// A [`WARM_PIECE`] that took at least this long to populate is mapped a 4 KiB page at
/// a time, and its lines are warmed; a quicker one is mapped in 2 MiB pages (the page
/// cache holds the file in large folios), which the hasher reads at the kernel's own
/// speed with its page-ahead hint alone. On the Intel Xeon VM (7 December 2026), 1 MiB
/// pieces of a file the page cache held in 2 MiB folios took 0–1 µs (median 1), of a
/// freshly written one (4 KiB folios) 38–280 µs (median 51).
const SLOW_PIECE: std::time::Duration = std::time::Duration::from_micros(16);

/// How far ahead of the hasher a warming helper populates. Without warming the helper
/// populates the whole window as fast as it can.
const POPULATED_AHEAD: usize = 2 * PIECE;

/// How far ahead of the hasher the helper warms the lines: 0.5–2 MiB measured best for
/// SHA-1 over a populated mapping (0.275–0.28 s, against 0.27 s in the cache); 256 KiB
/// left it waiting (0.31–0.55 s), and 16 MiB is partly evicted before it is hashed
/// (0.29–0.30 s).
const LEAD: usize = 2 << 20;

/// The lines warmed at a time, between two looks at where the hasher is.
const WARM_STEP: usize = 64 << 10;

/// What is released at a time, behind the hasher: each release interrupts the hasher's
/// core once (a TLB flush).
const RELEASE_STEP: usize = 8 << 20;

/// The smallest page size of the systems the helper runs on; touching one byte per
/// [`PAGE`] touches every page.
const PAGE: usize = 4096;

/// How often a waiting helper looks where the hasher is. The hasher only stores its
/// place (waking the helper each MiB cost the hasher 1.5 % of its samples in futex
/// wake-ups): SHA-1 of 512 MiB in 4 KiB folios, medians of 11 interleaved runs (7
/// December 2026), 295 ms woken against 286 ms polled, SHA-256 314 against 308. A
/// tenth of a millisecond is 0.2 MiB of SHA-1, well inside [`LEAD`].
const POLL: std::time::Duration = std::time::Duration::from_micros(100);

/// How long a hasher may stand still before the helper looks less often ([`IDLE_POLL`]):
/// a paused job, or one waiting on a slow disk (a MiB in 20 ms is 50 MB/s).
const IDLE_AFTER: std::time::Duration = std::time::Duration::from_millis(20);

/// How often the helper looks at a hasher that stood still for [`IDLE_AFTER`]: a
/// hundred wake-ups a second, where [`POLL`] would be ten thousand while a job is paused.
const IDLE_POLL: std::time::Duration = std::time::Duration::from_millis(10);

/// How long the helper waits before it looks again, the hasher having stood still for
/// `idle`.
fn poll_after(idle: std::time::Duration) -> std::time::Duration {
    if idle < IDLE_AFTER { POLL } else { IDLE_POLL }
}

/// Where the hasher is in the window, told to the helper.
#[derive(Default)]
pub(super) struct Pace {
    /// Every byte before this one is hashed.
    at: AtomicUsize,
    /// The hasher is done (or gone): the helper stops.
    done: AtomicBool,
}

impl Pace {
    /// The hasher has hashed every byte of the window before `at`; the helper may warm
    /// what follows and release what lies behind. Not calling it is safe: then nothing
    /// is warmed or released. A store, nothing more: the helper looks every [`POLL`].
    pub(super) fn reached(&self, at: usize) {
        self.at.store(at, Ordering::Release);
    }
}

/// Runs `hash` over `data` (a mapping) while a helper thread keeps `data` for it: fills
/// in its page tables ahead of it; when `warm` (a core to spare), reads the next lines
/// into the cache; and releases the pages behind what `hash` reports through the
/// [`Pace`]. Without a helper (a short window, a system that cannot start a thread, or
/// not Linux), `hash` takes the faults itself; the digest is the same either way, since
/// none of this changes a byte.
pub(super) fn alongside<T>(data: &[u8], warm: bool, hash: impl FnOnce(&Pace) -> T) -> T {
    alongside_with(data, warm, SLOW_PIECE, hash)
}

/// [`alongside`] with pieces counted as slow from `slow_piece` on (the tests choose).
fn alongside_with<T>(
    data: &[u8],
    warm: bool,
    slow_piece: std::time::Duration,
    hash: impl FnOnce(&Pace) -> T,
) -> T {
    let pace = Pace::default();
    if !runs_helper(data.len() as u64) {
        return hash(&pace);
    }
    std::thread::scope(|scope| {
        let pace = &pace;
        let helper = std::thread::Builder::new()
            .name("hashdrop-populate".into())
            .spawn_scoped(scope, move || Keeper::new(data, warm, slow_piece).run(pace));
        let result = hash(pace);
        pace.done.store(true, Ordering::Release);
        if let Ok(helper) = helper {
            helper.thread().unpark();
            // The helper changes no byte the hasher reads, so its failing cannot change
            // the digest; but it would be a bug, which the tests must see. Joined here,
            // rather than when the scope ends, to keep the order plain.
            let joined = helper.join();
            debug_assert!(joined.is_ok(), "the populating helper panicked");
        }
        result
    })
}

/// Whether [`alongside`] starts a helper for a mapping of `len` bytes (Linux, and at
/// least [`MIN_LEN`]), if the system lets it start a thread.
pub(super) fn runs_helper(len: u64) -> bool {
    cfg!(target_os = "linux") && len >= MIN_LEN as u64
}

/// The helper's state: how far it has populated, warmed and released.
struct Keeper<'a> {
    data: &'a [u8],
    warm: bool,
    populated: usize,
    /// The system refused to populate (an old kernel, or the file cut short): the
    /// hasher takes its own faults from `populated` on, and nothing past it is warmed.
    refused: bool,
    /// When warming: for each [`WARM_PIECE`] populated so far, whether it was slow to
    /// populate ([`SLOW_PIECE`]), and so is worth warming.
    slow: Vec<bool>,
    /// [`SLOW_PIECE`], unless a test chooses.
    slow_piece: std::time::Duration,
    warmed: usize,
    released: usize,
}

impl<'a> Keeper<'a> {
    fn new(data: &'a [u8], warm: bool, slow_piece: std::time::Duration) -> Self {
        // Released from the window's first whole page on.
        let start = data.as_ptr() as usize;
        let released = start.next_multiple_of(PAGE) - start;
        Keeper {
            data,
            warm,
            populated: 0,
            refused: false,
            slow: Vec::new(),
            slow_piece,
            warmed: 0,
            released: released.min(data.len()),
        }
    }

    /// Works until the hasher is done, or until nothing is left to do in this window;
    /// when there is nothing to do until the hasher moves on, looks again every
    /// [`POLL`].
    fn run(mut self, pace: &Pace) {
        let mut seen = (0, std::time::Instant::now());
        while !pace.done.load(Ordering::Acquire) {
            let at = pace.at.load(Ordering::Acquire);
            if at != seen.0 {
                seen = (at, std::time::Instant::now());
            }
            if !self.step(at) {
                if self.finished() {
                    return;
                }
                std::thread::park_timeout(poll_after(seen.1.elapsed()));
            }
        }
    }

    /// Does one piece of work with the hasher at `at`; false when there is none left
    /// until it moves on. Warming comes first: it is what the hasher waits for next.
    fn step(&mut self, at: usize) -> bool {
        self.warm_lines(at) || self.populate(at) || self.release(at)
    }

    /// Whether nothing is left to do whatever the hasher does: all populated, and
    /// nothing slow to populate left to warm or release.
    fn finished(&self) -> bool {
        let populated = self.refused || self.populated >= self.data.len();
        let slow_from = |at: usize| {
            self.slow
                .get(at / WARM_PIECE..)
                .is_some_and(|s| s.contains(&true))
        };
        populated && !(self.warm && (slow_from(self.warmed) || slow_from(self.released)))
    }

    /// Populates the next piece. Without warming, or once a piece was quick to
    /// populate ([`SLOW_PIECE`]), [`PIECE`] at a time to the end of the window, as fast
    /// as the system goes; after a slow one, [`WARM_PIECE`] at a time up to
    /// [`POPULATED_AHEAD`] ahead of the hasher, so that warming is never held up long.
    fn populate(&mut self, at: usize) -> bool {
        let len = self.data.len();
        let quick = !self.warm || self.slow.last() == Some(&false);
        let (piece, ahead) = if quick {
            (PIECE, len)
        } else {
            (WARM_PIECE, at.saturating_add(POPULATED_AHEAD))
        };
        if self.refused || self.populated >= len.min(ahead) {
            return false;
        }
        let end = (self.populated + piece).min(len);
        let piece = &self.data[self.populated..end];
        let started = std::time::Instant::now();
        if populate_piece(piece) {
            if self.warm {
                // Warming touches every page of a slow piece; a quick one needs no
                // touch, and one would leave lines in this core's cache for the
                // hasher to fetch from it.
                let pieces = piece.len().div_ceil(WARM_PIECE);
                let slow = started.elapsed() >= self.slow_piece.saturating_mul(pieces as u32);
                self.slow.extend(std::iter::repeat_n(slow, pieces));
            } else {
                touch(piece, PAGE);
            }
            self.populated = end;
        } else {
            self.refused = true;
        }
        true
    }

    /// Reads the next [`WARM_STEP`] of lines up to [`LEAD`] ahead of the hasher (within
    /// what is populated), when warming; passes over a piece that was quick to populate.
    fn warm_lines(&mut self, at: usize) -> bool {
        let from = self.warmed.max(at);
        let to = at.saturating_add(LEAD).min(self.populated);
        if !self.warm || from >= to {
            return false;
        }
        if !self.slow.get(from / WARM_PIECE).copied().unwrap_or(false) {
            self.warmed = (from / WARM_PIECE + 1) * WARM_PIECE;
            return true;
        }
        let end = (from + WARM_STEP).min(to);
        touch(&self.data[from..end], LINE);
        self.warmed = end;
        true
    }

    /// Releases the next [`RELEASE_STEP`] of pages, when warming and the hasher is past
    /// all of it, if any of it was slow to populate (pages mapped 2 MiB at a time cost
    /// the unmap next to nothing, and each release interrupts the hasher's core to
    /// flush its TLB).
    fn release(&mut self, at: usize) -> bool {
        let start = self.data.as_ptr() as usize;
        // The page the hasher is in may start before the window does.
        let behind = ((start + at) / PAGE * PAGE)
            .saturating_sub(start)
            .min(self.data.len());
        if !self.warm || self.released + RELEASE_STEP > behind {
            return false;
        }
        let range = self.released..self.released + RELEASE_STEP;
        let pieces = range.start / WARM_PIECE..range.end.div_ceil(WARM_PIECE);
        if self.slow.get(pieces).is_some_and(|s| s.contains(&true)) {
            release_pages(&self.data[range]);
        }
        self.released += RELEASE_STEP;
        true
    }
}

/// Reads a byte every `stride` bytes of `bytes`; with `stride` [`PAGE`], a byte of every
/// page, so that the first touch of each page costs the helper, not the hasher.
///
/// Measured on the 2-vCPU VM (a Firecracker guest whose balloon reports freed memory
/// to the host), SHA-256 of a cold 2 GiB file, one worker, 11 alternating rounds
/// (6 December 2026): 3.6 s with the hasher touching each page first, 3.4 s of its
/// "user" time in the compression function against 1.05 s for the same pages warm;
/// 1.17 s with the helper touching them. Our reading: the page cache's large folios
/// come from the 2 MiB blocks the guest reported free, and the first touch of such a
/// page waits for the host to map it in again, even after the disk filled it. On a
/// machine without that, this is one load a page, next to the hashing of it.
///
/// With `stride` [`LINE`], every cache line of `bytes` is read: warming, which brings
/// them into this core's caches and the last-level cache the hasher's core shares.
fn touch(bytes: &[u8], stride: usize) {
    for chunk in bytes.chunks(stride) {
        std::hint::black_box(chunk.first().copied());
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

/// One `madvise(MADV_DONTNEED)` over pages the hasher is done with (page-aligned): their
/// page-table entries are torn down here rather than by the unmap on the hashing
/// thread. The mapping stays; nothing reads these pages again, and a read would fault
/// the same bytes in from the file (the mapping is private, read-only, never written).
#[allow(unsafe_code)] // madvise on a range of a live mapping.
fn release_pages(pages: &[u8]) {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: the range lies inside a mapping the caller keeps alive until this
        // thread is joined, and behind every byte the hasher will read. MADV_DONTNEED
        // on a read-only private file mapping only drops page-table entries: the
        // contents, if read again, are the file's. A failure leaves the pages mapped,
        // for the unmap to tear down as before.
        unsafe {
            libc::madvise(
                pages.as_ptr().cast_mut().cast(),
                pages.len(),
                libc::MADV_DONTNEED,
            )
        };
    }
    #[cfg(not(target_os = "linux"))]
    let _ = pages;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Algorithm;

    const MIB: usize = 1 << 20;

    /// A file of `len` bytes that differ from place to place, and its mapping.
    fn mapped(dir: &std::path::Path, len: usize) -> (std::path::PathBuf, Vec<u8>, memmap2::Mmap) {
        let path = dir.join("big");
        let data: Vec<u8> = (0..len)
            .map(|i| (i as u32).wrapping_mul(2_654_435_761).to_le_bytes()[2])
            .collect();
        std::fs::write(&path, &data).expect("write");
        let file = std::fs::File::open(&path).expect("open");
        // SAFETY (test): nothing writes the file while it is mapped.
        #[allow(unsafe_code)]
        let map = unsafe { memmap2::Mmap::map(&file) }.expect("map");
        (path, data, map)
    }

    /// Hashes `data` a MiB at a time, telling `pace` where it is, as the hasher does.
    fn hash_reporting(data: &[u8], pace: &Pace) -> crate::engine::digest::Digest {
        let mut h = Algorithm::Sha256.hasher();
        for at in (0..data.len()).step_by(MIB) {
            pace.reached(at);
            h.update(&data[at..(at + MIB).min(data.len())]);
        }
        h.finalize()
    }

    /// The resident KiB of this process's mapping of `path` (`Rss:` in smaps).
    #[cfg(target_os = "linux")]
    fn resident_kib(path: &std::path::Path) -> u64 {
        let smaps = std::fs::read_to_string("/proc/self/smaps").expect("smaps");
        let mut ours = false;
        let mut kib = 0;
        for line in smaps.lines() {
            let fields: Vec<&str> = line.split_whitespace().collect();
            if fields
                .first()
                .is_some_and(|f| f.contains('-') && !f.ends_with(':'))
            {
                ours = fields.len() >= 6 && std::path::Path::new(fields[5]) == path;
            } else if ours && fields.first() == Some(&"Rss:") {
                kib += fields[1].parse::<u64>().expect("Rss");
            }
        }
        kib
    }

    #[test]
    fn the_hash_sees_the_same_bytes_with_the_helper_and_without() {
        let dir = tempfile::tempdir().expect("temp dir");
        let (_, data, map) = mapped(dir.path(), MIN_LEN + 3 * PIECE + 5000);
        let want = Algorithm::Sha256.digest(&data);
        for warm in [false, true] {
            // Also from a start that is not on a page (what is released starts on the
            // next page).
            for from in [0, 100] {
                let got = alongside(&map[from..], warm, |pace| {
                    hash_reporting(&map[from..], pace)
                });
                assert_eq!(got, Algorithm::Sha256.digest(&data[from..]), "warm {warm}");
            }
            let got = alongside(&map, warm, |pace| hash_reporting(&map, pace));
            assert_eq!(got, want, "warm {warm}");
        }
        // A short window runs without a helper, and the same way.
        let short = &map[..MIN_LEN - 1];
        assert!(!runs_helper(short.len() as u64));
        let got = alongside(short, true, |pace| hash_reporting(short, pace));
        assert_eq!(got, Algorithm::Sha256.digest(&data[..MIN_LEN - 1]));
    }

    /// Step by step, as the hasher moves on: a warming helper populates
    /// [`POPULATED_AHEAD`] ahead and warms [`LEAD`] ahead, never releasing a page the hasher has not
    /// finished; without warming it populates the whole window at once. The pages it
    /// releases leave the mapping (its resident size in smaps falls).
    #[cfg(target_os = "linux")]
    #[test]
    fn the_helper_keeps_ahead_of_the_hasher_and_releases_behind_it() {
        let dir = tempfile::tempdir().expect("temp dir");
        let len = 6 * PIECE + 12_345;
        let (path, _, map) = mapped(dir.path(), len);
        let settle = |keeper: &mut Keeper, at: usize| {
            let mut steps = 0;
            while keeper.step(at) {
                steps += 1;
                assert!(steps < 10_000, "the helper never runs out of work");
            }
        };

        // Every piece counts as slow to populate, so every line is warmed.
        let mut keeper = Keeper::new(&map, true, std::time::Duration::ZERO);
        settle(&mut keeper, 0);
        assert!(!keeper.finished());
        assert_eq!(keeper.populated, POPULATED_AHEAD);
        assert_eq!(keeper.warmed, LEAD);
        assert_eq!(keeper.released, 0);
        assert_eq!(resident_kib(&path), (POPULATED_AHEAD / 1024) as u64);

        let at = PIECE + RELEASE_STEP + 3 * PAGE + 10;
        settle(&mut keeper, at);
        let ahead = (at + POPULATED_AHEAD).next_multiple_of(WARM_PIECE);
        assert_eq!(keeper.populated, ahead, "{} MiB", keeper.populated / MIB);
        assert_eq!(keeper.warmed, at + LEAD);
        // Whole release steps, wholly behind the hasher.
        assert_eq!(keeper.released, PIECE + RELEASE_STEP);
        // What is mapped: what was populated (the kernel maps a large folio of the
        // page cache whole, so up to the next 2 MiB), less what was released.
        let resident = resident_kib(&path) as usize * 1024;
        let most = keeper.populated.next_multiple_of(2 * MIB) - keeper.released;
        assert!(
            (keeper.populated - keeper.released..=most).contains(&resident),
            "{resident} bytes mapped"
        );

        // The end of the window: everything populated, warmed to the end.
        settle(&mut keeper, len - 5);
        assert_eq!((keeper.populated, keeper.warmed), (len, len));
        assert!(keeper.released <= len - 5 && keeper.released + RELEASE_STEP > len - 5 - PAGE);

        // The tail it cannot release yet keeps it waiting, until the hasher is done.
        assert!(!keeper.finished());

        // A window that starts inside a page (a part of a file at an odd offset):
        // released from its first whole page on, and never past the hasher's page.
        let mut odd = Keeper::new(&map[100..], true, std::time::Duration::ZERO);
        settle(&mut odd, 0);
        assert_eq!(odd.released, PAGE - 100);
        settle(&mut odd, RELEASE_STEP + PAGE);
        assert_eq!(odd.released, RELEASE_STEP + PAGE - 100);

        // Pieces quick to populate (mapped 2 MiB at a time) are not warmed: after the
        // first, the helper populates the rest of the window at once, as without
        // warming, and only passes over them.
        let mut quick = Keeper::new(&map, true, std::time::Duration::MAX);
        let at = 3 * MIB + 5;
        settle(&mut quick, at);
        assert_eq!(quick.populated, len);
        assert!(quick.finished(), "nothing left to do");
        let passed = (at + LEAD).next_multiple_of(WARM_PIECE);
        assert_eq!(quick.warmed, passed, "passed over, a piece at a time");
        // Nor released: the unmap costs them nothing.
        settle(&mut quick, 2 * RELEASE_STEP);
        assert_eq!(quick.released, 2 * RELEASE_STEP, "passed over");
        let resident = resident_kib(&path) as usize * 1024;
        assert!(resident >= quick.populated, "{resident} bytes mapped");

        let mut cold = Keeper::new(&map, false, SLOW_PIECE);
        assert!(!cold.finished());
        settle(&mut cold, 0);
        assert_eq!((cold.populated, cold.warmed, cold.released), (len, 0, 0));
        assert!(cold.finished());
    }

    /// The voluntary context switches of this process's populating helpers so far.
    #[cfg(target_os = "linux")]
    fn helpers_wake_ups() -> u64 {
        let mut total = 0;
        for task in std::fs::read_dir("/proc/self/task")
            .expect("tasks")
            .flatten()
        {
            let comm = std::fs::read_to_string(task.path().join("comm")).unwrap_or_default();
            if comm.trim() != "hashdrop-popula" {
                continue;
            }
            let status = std::fs::read_to_string(task.path().join("status")).unwrap_or_default();
            total += status
                .lines()
                .find_map(|l| l.strip_prefix("voluntary_ctxt_switches:"))
                .and_then(|v| v.trim().parse::<u64>().ok())
                .unwrap_or(0);
        }
        total
    }

    /// A helper whose hasher stands still (a paused job) looks at it a hundred times a
    /// second, not ten thousand. (Other tests' helpers may add a few wake-ups; looking
    /// every [`POLL`] would be about 3,000 in the half second.)
    #[cfg(target_os = "linux")]
    #[test]
    fn a_helper_beside_a_paused_hasher_wakes_rarely() {
        let dir = tempfile::tempdir().expect("temp dir");
        let (_, _, map) = mapped(dir.path(), MIN_LEN + PIECE);
        let woken = alongside_with(&map, true, std::time::Duration::ZERO, |pace| {
            pace.reached(0);
            // Long enough to populate and warm what it may, and to see the hasher idle.
            std::thread::sleep(IDLE_AFTER * 5);
            let before = helpers_wake_ups();
            std::thread::sleep(std::time::Duration::from_millis(500));
            helpers_wake_ups() - before
        });
        assert!(woken < 1000, "{woken} wake-ups in half a second");
    }

    #[test]
    fn a_hasher_that_stands_still_is_looked_at_less_often() {
        assert_eq!(poll_after(std::time::Duration::ZERO), POLL);
        assert_eq!(poll_after(IDLE_AFTER / 2), POLL);
        assert_eq!(poll_after(IDLE_AFTER), IDLE_POLL);
        assert_eq!(poll_after(std::time::Duration::from_secs(600)), IDLE_POLL);
        // Looked at often enough that a hasher at 2 GB/s stays inside the warmed lead.
        assert!(POLL.as_secs_f64() * 2e9 < LEAD as f64 / 4.0);
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
