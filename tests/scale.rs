//! Load: a folder of 100,000 small files is hashed with bounded memory and at a steady
//! rate (no per-file cost that grows with the number of files). The figures are
//! printed; `cargo test --test scale -- --nocapture` shows them, and
//! `scripts/scale-test.sh` measures a release build on larger sets.

#![cfg(target_os = "linux")]

use std::io::{BufRead as _, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_hashdrop");
const FILES: usize = 100_000;
const PER_FOLDER: usize = 1_000;
/// Peak resident memory allowed for the whole run (it is about 45 MB).
const MAX_RSS_BYTES: u64 = 200 << 20;
/// Longer than this is a hang, whatever the machine's load.
const LIMIT: Duration = Duration::from_secs(300);

fn make_tree(root: &Path) {
    for i in 0..FILES {
        let folder = root.join(format!("d{:03}", i / PER_FOLDER));
        if i % PER_FOLDER == 0 {
            std::fs::create_dir(&folder).expect("mkdir");
        }
        std::fs::write(
            folder.join(format!("f{i:06}")),
            format!("{i}").repeat(i % 7 + 1),
        )
        .expect("write");
    }
}

/// Waits for `pid` with `wait4`, which also returns that one child's peak RSS.
#[allow(unsafe_code)]
fn wait_with_peak_rss(pid: u32) -> (i32, u64) {
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value for wait4 to overwrite.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = libc::pid_t::try_from(pid).expect("pid");
    // SAFETY: valid pointers to locals; `pid` is our own child, not yet waited for.
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(r, pid, "wait4: {}", std::io::Error::last_os_error());
    let rss = u64::try_from(usage.ru_maxrss).expect("rss") * 1024; // KiB on Linux
    (status, rss)
}

#[test]
fn a_hundred_thousand_files_with_bounded_memory_and_a_steady_rate() {
    let dir = tempfile::tempdir().expect("tempdir");
    let root = dir.path().join("tree");
    std::fs::create_dir(&root).expect("mkdir");
    let made = Instant::now();
    make_tree(&root);
    eprintln!("made {FILES} files in {:?}", made.elapsed());

    let start = Instant::now();
    let mut child = Command::new(BIN)
        .current_dir(dir.path())
        .args(["sum", "-r", "-a", "sha256", "-j", "2", "tree"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run hashdrop");
    let pid = child.id();
    let stdout = child.stdout.take().expect("stdout");
    let stderr = child.stderr.take().expect("stderr");
    let err_reader =
        std::thread::spawn(move || std::io::read_to_string(stderr).unwrap_or_default());
    // A watchdog: kill the child if it runs past the limit (the reader then sees EOF).
    let (done_tx, done_rx) = std::sync::mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if done_rx.recv_timeout(LIMIT).is_err() {
            let pid = libc::pid_t::try_from(pid).expect("pid");
            // SAFETY: kill on our own child's pid, which wait4 has not reaped yet.
            #[allow(unsafe_code)]
            let _ = unsafe { libc::kill(pid, libc::SIGKILL) };
            return true;
        }
        false
    });

    // Time stamps of every 10,000th line: results arrive in input order as they are done.
    let mut marks = Vec::new();
    let mut lines = 0usize;
    let mut last = String::new();
    for line in BufReader::new(stdout).lines() {
        let line = line.expect("utf-8 output");
        lines += 1;
        if lines.is_multiple_of(10_000) {
            marks.push(start.elapsed());
        }
        last = line;
    }
    let (status, peak_rss) = wait_with_peak_rss(pid);
    let elapsed = start.elapsed();
    done_tx.send(()).ok();
    assert!(
        !watchdog.join().expect("watchdog"),
        "hashdrop hung on {FILES} files"
    );
    let stderr = err_reader.join().expect("stderr reader");
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "status {status}: {stderr}"
    );
    assert_eq!(lines, FILES);
    assert!(last.ends_with("  tree/d099/f099999"), "{last}");
    assert_eq!(stderr, "");

    // The rate over the first and the last 40% of the files.
    let early = marks[4] - marks[0];
    let late = marks[9] - marks[5];
    let rate = |d: Duration| 40_000.0 / d.as_secs_f64().max(1e-3);
    eprintln!(
        "hashed {FILES} files in {elapsed:?} ({:.0} files/s overall; {:.0} files/s for 10k..50k, {:.0} for 60k..100k); peak RSS {:.1} MiB",
        FILES as f64 / elapsed.as_secs_f64(),
        rate(early),
        rate(late),
        peak_rss as f64 / f64::from(1 << 20)
    );
    assert!(
        peak_rss < MAX_RSS_BYTES,
        "peak RSS {peak_rss} bytes for {FILES} files"
    );
    // Whether the late files are slower than the early ones (a cost growing with the
    // number of files) is printed above, not judged: speed belongs in benchmarks
    // (scripts/scale-test.sh measures it).
    drop(child);
}
