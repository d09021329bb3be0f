//! What each result costs the window, counted by a counting allocator: a folder of
//! small files goes through a real engine job into the window's [`Results`], as the
//! collector and the window do it, and the heap that is left per file is measured.
//! Its own test binary, with one test: the allocator counts every thread of the
//! process, and another test running beside it would be counted too.

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::PathBuf;
use std::sync::atomic::{AtomicIsize, Ordering};

use hashdrop::engine::{Algorithm, Job, JobEvent, JobSpec};
use hashdrop::gui::common::jobs::{FileRow, Results};

/// The system allocator, counting the live allocations and their bytes.
struct Counting;

static LIVE_BYTES: AtomicIsize = AtomicIsize::new(0);
static LIVE_BLOCKS: AtomicIsize = AtomicIsize::new(0);

fn as_isize(n: usize) -> isize {
    isize::try_from(n).unwrap_or(isize::MAX)
}

// SAFETY: every call is passed to the system allocator unchanged; the counters are
// only read by the test.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE_BYTES.fetch_add(as_isize(layout.size()), Ordering::Relaxed);
        LIVE_BLOCKS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's layout, as GlobalAlloc::alloc requires.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE_BYTES.fetch_sub(as_isize(layout.size()), Ordering::Relaxed);
        LIVE_BLOCKS.fetch_sub(1, Ordering::Relaxed);
        // SAFETY: `ptr` was allocated by `System` with this layout (see `alloc`).
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LIVE_BYTES.fetch_add(
            as_isize(new_size) - as_isize(layout.size()),
            Ordering::Relaxed,
        );
        // SAFETY: forwarded unchanged, as GlobalAlloc::realloc requires.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn live() -> (isize, isize) {
    (
        LIVE_BYTES.load(Ordering::Relaxed),
        LIVE_BLOCKS.load(Ordering::Relaxed),
    )
}

const FILES: usize = 20_000;

#[test]
fn a_result_in_the_window_costs_no_allocation_of_its_own_and_under_two_hundred_bytes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let folder = dir.path().join("many");
    std::fs::create_dir(&folder).expect("mkdir");
    for i in 0..FILES {
        std::fs::write(folder.join(format!("f{i:06}")), i.to_le_bytes()).expect("write");
    }
    let inputs: Vec<PathBuf> = vec![folder];
    let before = live();

    let mut spec = JobSpec::new(inputs.clone(), vec![Algorithm::Sha256]);
    spec.walk.recursive = true;
    let job = Job::start(spec).expect("start");
    // What the window keeps of the job: its counters (one per file), for the live view.
    let progress = job.progress().clone();
    let mut results = Results::default();
    while let Some(event) = job.next_blocking() {
        match event {
            JobEvent::Listed(n) => results.reserve(n),
            JobEvent::File(r) => results.extend(1, [FileRow::from_result(&inputs, r)]),
            JobEvent::Finished { .. } => {}
        }
    }
    drop(job);

    let after = live();
    assert_eq!(results.files().len(), FILES);
    assert!(results.files().iter().all(|f| f.outcome().is_ok()));
    assert_eq!(progress.files().len(), FILES);
    let files = as_isize(FILES);
    let path_bytes: usize = results
        .files()
        .iter()
        .map(|f| f.path.as_os_str().len())
        .sum();
    let path_bytes = as_isize(path_bytes) / files;
    let bytes = (after.0 - before.0) / files;
    let blocks = (after.1 - before.1) as f64 / FILES as f64;
    eprintln!("per file: {bytes} bytes (paths of {path_bytes}) in {blocks:.2} allocations");
    // The path once, packed with its folder's other paths (shared by the engine's
    // counters and the row), and nothing else of its own: the one digest line lives in
    // the row, its digest inline. A path in an allocation of its own, held twice, or a
    // digest line or a digest on the heap of its own, would make one or more.
    assert!(blocks <= 0.05, "{blocks:.2} allocations per file");
    // Besides the path's own bytes: the row (64 bytes with its digest line; its run is
    // kept once per run, its path one word), the path's entry in its block (8: where
    // the block starts and the length), the table's row (8) and the engine's counters
    // (24: path, size and when the file's work started; how far a file is, is counted
    // by its worker), and the lists' slack. 105 measured; each path in an allocation of
    // its own (`SharedPath` before 7 December, 16 bytes of counts) made 117, and
    // `Arc<Path>` in the row and the counters 133.
    assert!(
        bytes - path_bytes <= 110,
        "{bytes} bytes per file, {path_bytes} of them the path"
    );
    drop(progress);
}
