//! Reading what is not an ordinary, still file (`verify` on a device, a FIFO, a file
//! that grows while it is read), errors said once, and CSV cells that cannot start a
//! spreadsheet formula (issue 32, items 6 and 12).

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::{BIN, hashdrop, os};

/// SHA-256 of nothing: what `verify /dev/zero` wrongly matched when it trusted the
/// size (0) a character device says it has.
const EMPTY_SHA256: &str = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

/// Long enough for a loaded two-core machine; only a hang ever reaches it.
const HANG_GUARD: Duration = Duration::from_secs(120);

fn spawn(dir: &Path, args: &[&str]) -> Child {
    Command::new(BIN)
        .current_dir(dir)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run hashdrop")
}

/// How many bytes `pid` has read so far (`rchar` of /proc/PID/io), `None` once it is gone.
fn bytes_read(pid: u32) -> Option<u64> {
    let io = std::fs::read_to_string(format!("/proc/{pid}/io")).ok()?;
    io.lines()
        .find_map(|l| l.strip_prefix("rchar:"))
        .and_then(|n| n.trim().parse().ok())
}

/// Waits until `child` exits or has read more than `bytes`; `true` when it exited.
/// Panics past [`HANG_GUARD`].
fn exits_before_reading(child: &mut Child, bytes: u64) -> bool {
    let started = Instant::now();
    loop {
        if child.try_wait().expect("wait").is_some() {
            return true;
        }
        if bytes_read(child.id()).is_some_and(|n| n > bytes) {
            return false;
        }
        if started.elapsed() > HANG_GUARD {
            child.kill().ok();
            panic!("hashdrop neither ended nor read {bytes} bytes in {HANG_GUARD:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Waits for `child` to end, killing it and failing past [`HANG_GUARD`].
fn wait_with_guard(mut child: Child) -> std::process::Output {
    let started = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if started.elapsed() > HANG_GUARD {
            child.kill().ok();
            panic!("hashdrop hung for {HANG_GUARD:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

fn signal(pid: u32, name: &str) {
    let ok = Command::new("kill")
        .args([name, &pid.to_string()])
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "kill {name} {pid}");
}

/// `/dev/zero` says its size is 0, but it never ends: `verify` reads it as `sum` does
/// (to its end, as sha256sum does), and never says the empty file's digest matches.
#[cfg(target_os = "linux")]
#[test]
fn verify_reads_a_device_past_the_size_it_says() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut child = spawn(dir.path(), &["verify", "/dev/zero", EMPTY_SHA256]);
    let exited = exits_before_reading(&mut child, 64 << 20);
    if !exited {
        child.kill().ok();
    }
    let out = child.wait_with_output().expect("output");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!stdout.contains(": OK"), "{stdout}");
    assert!(!exited || !out.status.success(), "{stdout}");
}

/// A FIFO is refused as `sum` refuses it (reading it could wait forever), exit 1,
/// instead of waiting for a writer that never comes.
#[cfg(unix)]
#[test]
fn verify_refuses_a_fifo_like_sum() {
    let dir = tempfile::tempdir().expect("tempdir");
    let made = Command::new("mkfifo")
        .arg(dir.path().join("pipe"))
        .status()
        .is_ok_and(|s| s.success());
    assert!(made, "mkfifo");
    let verify = wait_with_guard(spawn(dir.path(), &["verify", "pipe", EMPTY_SHA256]));
    let sum = wait_with_guard(spawn(dir.path(), &["sum", "pipe"]));
    assert_eq!(verify.status.code(), Some(1));
    assert_eq!(sum.status.code(), Some(1));
    let said = String::from_utf8_lossy(&verify.stderr);
    assert!(said.starts_with("hashdrop: pipe: "), "{said}");
    assert_eq!(
        said,
        String::from_utf8_lossy(&sum.stderr),
        "the same words as sum"
    );
}

/// A file that grows while `verify` reads it: the digest of its first size is no
/// version of the file, so it is never OK; the change is said, exit 1. `verify` is
/// stopped (SIGSTOP) once it has begun reading, the file grows, and it goes on.
#[cfg(target_os = "linux")]
#[test]
fn verify_reports_a_file_that_grew_while_read() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("growing.img");
    let len = 1u64 << 30;
    // Sparse: a gigabyte of zeros costs no disk, and takes seconds to hash.
    std::fs::File::create(&path)
        .and_then(|f| f.set_len(len))
        .expect("sparse file");
    let sum = hashdrop(dir.path(), &os(&["sum", "-a", "sha256", "growing.img"]));
    let digest = String::from_utf8_lossy(&sum.stdout)[..64].to_owned();
    let mut child = spawn(dir.path(), &["verify", "growing.img", &digest]);
    assert!(
        !exits_before_reading(&mut child, 4 << 20),
        "verify ended before it had read 4 MiB"
    );
    signal(child.id(), "-STOP");
    let read = bytes_read(child.id()).unwrap_or(u64::MAX);
    assert!(
        read < len,
        "verify read everything ({read}) before it was stopped"
    );
    {
        use std::io::Write as _;
        let mut f = std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .expect("open to append");
        f.write_all(b"more").expect("append");
    }
    signal(child.id(), "-CONT");
    let out = wait_with_guard(child);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stdout.contains(": OK"), "{stdout}");
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(
        stderr.starts_with("hashdrop: growing.img: Changed while hashing"),
        "{stderr}"
    );
}
