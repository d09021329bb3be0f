//! Bad input, faults and abuse, through the command line as a person would meet them.
//!
//! Every case asserts what the person sees: a clear message that names the file, the
//! other files still done, the right exit code, no panic, no hang and no wrong verdict.
//! Each run of the binary is bounded in time ([`LIMIT`]): a hang fails the test instead
//! of stalling the suite. Reference digests come from the `md-5` crate or are constants
//! computed with GNU md5sum and Python's hashlib, never from Hashdrop's own kernels.

mod common;

#[cfg(unix)]
use std::ffi::OsStr;
use std::ffi::OsString;
use std::io::Read as _;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use md5::Digest as _;

const BIN: &str = env!("CARGO_BIN_EXE_hashdrop");

/// Longest any single run may take (debug build, two shared cores, a 4 GiB file):
/// far above the normal time, far below "hangs".
const LIMIT: Duration = Duration::from_secs(240);

/// What one run of the binary showed.
struct Out {
    status: ExitStatus,
    stdout: Vec<u8>,
    stderr: String,
}

impl Out {
    fn code(&self) -> Option<i32> {
        self.status.code()
    }
    fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }
    /// The diagnostics, without the panic report that Rust's default hook prints.
    fn stderr_lines(&self) -> Vec<&str> {
        self.stderr
            .lines()
            .filter(|l| l.starts_with("hashdrop: "))
            .collect()
    }
}

fn spawn(dir: &Path, args: &[OsString]) -> Child {
    Command::new(BIN)
        .current_dir(dir)
        .args(args)
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run hashdrop")
}

/// Waits for `child` for at most [`LIMIT`], reading its output meanwhile; kills it and
/// fails the test if it is still running then.
fn finish(mut child: Child, what: &str) -> Out {
    let mut so = child.stdout.take().expect("stdout");
    let mut se = child.stderr.take().expect("stderr");
    let t_out = std::thread::spawn(move || {
        let mut v = Vec::new();
        so.read_to_end(&mut v).ok();
        v
    });
    let t_err = std::thread::spawn(move || {
        let mut v = Vec::new();
        se.read_to_end(&mut v).ok();
        v
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if start.elapsed() > LIMIT {
            child.kill().ok();
            child.wait().ok();
            panic!("hashdrop {what} did not finish within {LIMIT:?}: it hangs");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let out = Out {
        status,
        stdout: t_out.join().expect("stdout reader"),
        stderr: String::from_utf8_lossy(&t_err.join().expect("stderr reader")).into_owned(),
    };
    // Whatever went wrong, the process ended by itself: no signal (SIGBUS, abort).
    assert!(
        out.status.code().is_some(),
        "hashdrop {what} was killed: {:?}\n{}",
        out.status,
        out.stderr
    );
    assert!(
        !out.stderr.contains("memory allocation"),
        "hashdrop {what}: {}",
        out.stderr
    );
    out
}

fn run(dir: &Path, args: &[&str]) -> Out {
    let args: Vec<OsString> = args.iter().map(OsString::from).collect();
    finish(spawn(dir, &args), &format!("{args:?}"))
}

#[cfg(unix)]
fn run_os(dir: &Path, args: &[&OsStr]) -> Out {
    let args: Vec<OsString> = args.iter().map(|a| a.to_os_string()).collect();
    finish(spawn(dir, &args), &format!("{args:?}"))
}

fn md5_hex(data: &[u8]) -> String {
    hex(&md5::Md5::digest(data))
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

fn sha256_hex(data: &[u8]) -> String {
    hashdrop::engine::Algorithm::Sha256.digest(data).to_hex()
}

use common::write;

use common::rng_bytes;

#[cfg(unix)]
#[allow(unsafe_code)]
fn mkfifo(path: &Path) {
    let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).expect("cstring");
    // SAFETY: mkfifo with a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0, "mkfifo");
}

// ---------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------

/// Empty and one-byte files, and the sizes on either side of the mmap threshold, give
/// the reference digest with every reading strategy and thread count (an empty file
/// cannot be mapped: `mmap(len = 0)` fails).
#[test]
fn empty_one_byte_and_threshold_sizes_in_every_read_mode() {
    let dir = tempfile::tempdir().expect("tempdir");
    let threshold = usize::try_from(hashdrop::engine::options::MMAP_MIN_SIZE).expect("size");
    let sizes = [0, 1, threshold - 1, threshold, threshold + 1];
    let mut want = String::new();
    let mut names = Vec::new();
    for (i, &len) in sizes.iter().enumerate() {
        let name = format!("size-{len}");
        let data = rng_bytes(len, i as u64 + 7);
        write(dir.path(), &name, &data);
        want.push_str(&format!("{}  {name}\n", md5_hex(&data)));
        names.push(name);
    }
    for io in ["auto", "mmap", "read"] {
        for threads in ["1", "2"] {
            let mut args = vec!["sum", "-a", "md5", "--io", io, "-j", threads];
            args.extend(names.iter().map(String::as_str));
            let out = run(dir.path(), &args);
            assert_eq!(out.code(), Some(0), "--io {io}: {}", out.stderr);
            assert_eq!(out.stdout(), want, "--io {io} -j {threads}");
        }
    }
    // Segmented: the empty file is one empty segment, a byte is one segment of 1.
    let out = run(
        dir.path(),
        &["sum", "-a", "md5", "--segment", "1", "size-0", "size-1"],
    );
    let etag = |data: &[u8]| md5_hex(&md5::Md5::digest(data));
    let size1 = std::fs::read(dir.path().join("size-1")).expect("read");
    assert_eq!(
        out.stdout(),
        format!("{}-1  size-0\n{}-1  size-1\n", etag(b""), etag(&size1))
    );
}

/// Named pipes and sockets, given by name, found in a folder, or listed in a checksum
/// file, are skipped with a message that names them; nothing waits for a writer.
#[cfg(unix)]
#[test]
fn fifos_and_sockets_are_skipped_by_name_and_never_block() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    write(d, "a.txt", b"abc");
    mkfifo(&d.join("pipe"));
    let _sock = std::os::unix::net::UnixListener::bind(d.join("sock")).expect("socket");
    std::fs::create_dir(d.join("folder")).expect("mkdir");
    write(&d.join("folder"), "inner.txt", b"inner");
    mkfifo(&d.join("folder/pipe2"));
    let _sock2 = std::os::unix::net::UnixListener::bind(d.join("folder/sock2")).expect("socket");

    // Explicit arguments.
    let out = run(d, &["sum", "-a", "md5", "pipe", "a.txt", "sock"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(out.stdout(), format!("{}  a.txt\n", md5_hex(b"abc")));
    assert_eq!(
        out.stderr_lines(),
        [
            "hashdrop: pipe: Skipped: a named pipe (FIFO); reading it could wait forever",
            "hashdrop: sock: Skipped: a socket, not a file",
        ]
    );

    // Inside a folder, recursively.
    let out = run(d, &["sum", "-r", "-a", "md5", "folder"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(
        out.stdout(),
        format!("{}  folder/inner.txt\n", md5_hex(b"inner"))
    );
    let err = out.stderr_lines();
    assert_eq!(err.len(), 2, "{err:?}");
    assert!(err[0].starts_with("hashdrop: folder/pipe2: Skipped: a named pipe"));
    assert!(err[1].starts_with("hashdrop: folder/sock2: Skipped: a socket"));

    // Listed in a checksum file: never read, reported, the real file still checked.
    let h = md5_hex(b"abc");
    write(
        d,
        "list.md5",
        format!("{h}  pipe\n{h}  a.txt\n{h}  sock\n").as_bytes(),
    );
    let out = run(d, &["check", "list.md5"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(
        out.stdout(),
        "pipe: FAILED open or read\na.txt: OK\nsock: FAILED open or read\n"
    );
    let err = out.stderr_lines();
    assert!(
        err[0].starts_with("hashdrop: pipe: Skipped: a named pipe"),
        "{err:?}"
    );
    assert!(
        err[1].starts_with("hashdrop: sock: Skipped: a socket"),
        "{err:?}"
    );
    assert!(err.contains(&"hashdrop: WARNING: 2 listed files could not be read"));
}

/// A file whose reads fail. Root may open anything, so a permission test alone would
/// pass vacuously in CI (which runs as root): `/proc/self/mem` opens for anyone but its
/// first page is never mapped, so `read()` at offset 0 fails with EIO, for root too.
/// Without root, a `chmod 000` file is also tried.
#[cfg(target_os = "linux")]
#[test]
fn unreadable_files_are_named_and_the_others_are_done() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    write(d, "a", b"abc");
    write(d, "b", b"def");
    let out = run(d, &["sum", "-a", "md5", "a", "/proc/self/mem", "b"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(
        out.stdout(),
        format!("{}  a\n{}  b\n", md5_hex(b"abc"), md5_hex(b"def"))
    );
    let err = out.stderr_lines();
    assert_eq!(err.len(), 1, "{err:?}");
    assert!(
        // Coreutils' words: the operating system's error, as strerror says it.
        err[0].starts_with("hashdrop: /proc/self/mem: ") && !err[0].contains("os error"),
        "{err:?}"
    );

    let h = md5_hex(b"abc");
    write(
        d,
        "x.md5",
        format!("{h}  /proc/self/mem\n{h}  a\n").as_bytes(),
    );
    let out = run(d, &["check", "x.md5"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(out.stdout(), "/proc/self/mem: FAILED open or read\na: OK\n");
    let err = &out.stderr_lines()[0];
    assert!(
        err.starts_with("hashdrop: /proc/self/mem: ") && !err.contains("os error"),
        "{err}"
    );

    // SAFETY: geteuid has no preconditions.
    #[allow(unsafe_code)]
    let root = unsafe { libc::geteuid() } == 0;
    if !root {
        use std::os::unix::fs::PermissionsExt as _;
        let locked = write(d, "locked", b"secret");
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).expect("chmod");
        let out = run(d, &["sum", "-a", "md5", "locked", "a"]);
        assert_eq!(out.code(), Some(1));
        assert_eq!(out.stdout(), format!("{h}  a\n"));
        assert_eq!(
            out.stderr_lines(),
            ["hashdrop: locked: Permission denied: Hashdrop cannot read this file"]
        );
    }
}

/// Dangling links and link loops, given by name or met in a folder with and without
/// `-L`: each named with the right reason (a loop is not "dangling"), every real file
/// hashed exactly once, and the walk ends.
// Linux: the messages quote Linux's error numbers (ELOOP 40, ENAMETOOLONG 36).
#[cfg(target_os = "linux")]
#[test]
fn dangling_links_and_link_loops() {
    use std::os::unix::fs::symlink;
    let dir = tempfile::tempdir().expect("tempdir");
    let root = dir.path().join("root");
    std::fs::create_dir_all(root.join("sub")).expect("mkdir");
    write(&root, "a", b"abc");
    write(&root.join("sub"), "b", b"def");
    symlink("nowhere", root.join("dangling")).expect("symlink");
    symlink("self", root.join("self")).expect("symlink");
    symlink("ping", root.join("pong")).expect("symlink");
    symlink("pong", root.join("ping")).expect("symlink");
    symlink("..", root.join("sub/up")).expect("symlink");
    symlink("../a", root.join("sub/alias")).expect("symlink");

    let out = run(&root, &["sum", "-a", "md5", "dangling", "self", "a"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(out.stdout(), format!("{}  a\n", md5_hex(b"abc")));
    assert_eq!(
        out.stderr_lines(),
        [
            // Coreutils' words (`md5sum dangling self`).
            "hashdrop: dangling: No such file or directory",
            "hashdrop: self: Too many levels of symbolic links",
        ]
    );

    let (a, b) = (md5_hex(b"abc"), md5_hex(b"def"));
    // Without following: links are named, never entered.
    let out = run(dir.path(), &["sum", "-r", "-a", "md5", "root"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(out.stdout(), format!("{a}  root/a\n{b}  root/sub/b\n"));
    let err = out.stderr_lines();
    for name in ["dangling", "ping", "pong", "self", "sub/alias", "sub/up"] {
        assert!(
            err.iter()
                .any(|l| l.starts_with(&format!("hashdrop: root/{name}: Skipped: a symbolic link"))),
            "{name}: {err:?}"
        );
    }
    // Following: the loop back to the root is entered once, the file link is hashed,
    // the self and mutual loops are named as loops.
    let out = run(dir.path(), &["sum", "-r", "-L", "-a", "md5", "root"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(
        out.stdout(),
        format!("{a}  root/a\n{a}  root/sub/alias\n{b}  root/sub/b\n")
    );
    let err = out.stderr_lines();
    assert_eq!(err.len(), 4, "{err:?}");
    // A followed link to nothing is missing, in coreutils' words.
    assert_eq!(err[0], "hashdrop: root/dangling: No such file or directory");
    for (line, name) in err[1..].iter().zip(["ping", "pong", "self"]) {
        assert_eq!(
            *line,
            format!("hashdrop: root/{name}: Too many levels of symbolic links")
        );
    }

    // In a checksum file a dangling link is a missing file, as for GNU: reported, and
    // skipped with --ignore-missing.
    write(
        &root,
        "l.md5",
        format!("{a}  dangling\n{a}  a\n").as_bytes(),
    );
    let out = run(&root, &["check", "l.md5"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(out.stdout(), "dangling: FAILED open or read\na: OK\n");
    let out = run(&root, &["check", "--ignore-missing", "l.md5"]);
    assert_eq!(out.code(), Some(0), "{}", out.stderr);
    assert_eq!(out.stdout(), "a: OK\n");
}

/// A folder where a file is expected: in a checksum file and in `compare` (`sum` is
/// covered in tests/cli.rs).
#[test]
fn a_folder_where_a_file_is_expected() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    write(d, "a", b"abc");
    std::fs::create_dir(d.join("folder")).expect("mkdir");
    let h = sha256_hex(b"abc");
    write(d, "SHA256SUMS", format!("{h}  folder\n{h}  a\n").as_bytes());
    let out = run(d, &["check", "SHA256SUMS"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(out.stdout(), "folder: FAILED open or read\na: OK\n");
    assert_eq!(out.stderr_lines()[0], "hashdrop: folder: Is a directory");

    let out = run(d, &["compare", "folder", "a"]);
    assert_eq!(out.code(), Some(2));
    let text = out.stdout() + &out.stderr;
    assert!(text.contains("folder: Is a folder"), "{text}");
    assert!(!text.contains("Same"), "{text}");
}

/// Names with spaces, a newline, a backslash, a tab, invalid UTF-8 and 255-byte
/// components go through `sum` and back through `check` unchanged (and byte-identical
/// to sha256sum where it is installed); a 256-byte component is a clear error.
// Linux: the messages quote Linux's error numbers (ELOOP 40, ENAMETOOLONG 36).
#[cfg(target_os = "linux")]
#[test]
fn awkward_names_round_trip_through_sum_and_check() {
    use std::os::unix::ffi::OsStrExt as _;
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let names: Vec<Vec<u8>> = vec![
        b"with space".to_vec(),
        b" leading and trailing ".to_vec(),
        b"new\nline".to_vec(),
        b"back\\slash".to_vec(),
        b"tab\there".to_vec(),
        b"cr\rhere".to_vec(),
        b"bad\xff\xfeutf8".to_vec(),
        b"*star".to_vec(),
        b"MD5 (x) = y".to_vec(),
        vec![b'n'; 255],
        ["\u{e9}".repeat(127), "x".to_owned()].concat().into_bytes(),
    ];
    for (i, n) in names.iter().enumerate() {
        std::fs::write(d.join(OsStr::from_bytes(n)), rng_bytes(100 + i, i as u64)).expect("write");
    }
    let mut args: Vec<&OsStr> = vec![OsStr::new("sum"), OsStr::new("-a"), OsStr::new("sha256")];
    args.extend(names.iter().map(|n| OsStr::from_bytes(n)));
    let out = run_os(d, &args);
    assert_eq!(out.code(), Some(0), "{}", out.stderr);
    if common::have_tool("sha256sum") {
        let mut theirs = Command::new("sha256sum");
        theirs.current_dir(d);
        theirs.args(names.iter().map(|n| OsStr::from_bytes(n)));
        let theirs = theirs.output().expect("sha256sum");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&theirs.stdout)
        );
    }
    std::fs::write(d.join("SHA256SUMS"), &out.stdout).expect("write");
    let check = run(d, &["check", "SHA256SUMS"]);
    assert_eq!(check.code(), Some(0), "{}", check.stderr);
    assert_eq!(check.stdout().matches(": OK\n").count(), names.len());
    assert!(check.stderr_lines().is_empty(), "{}", check.stderr);

    // The same names found by walking a folder.
    let out = run(d, &["sum", "-r", "-a", "md5", "."]);
    assert_eq!(out.code(), Some(0), "{}", out.stderr);
    std::fs::write(d.join("all.md5"), &out.stdout).expect("write");
    let check = run(d, &["check", "--quiet", "all.md5"]);
    assert_eq!(check.code(), Some(0), "{}", check.stderr);
    assert_eq!(check.stdout(), "");

    // One byte too long for a file system: the name is shown and the reason is given.
    let long = "m".repeat(256);
    let out = run(d, &["sum", "-a", "md5", &long, "with space"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(out.stdout().lines().count(), 1);
    assert_eq!(
        out.stderr_lines(),
        [format!("hashdrop: {long}: File name too long")]
    );
}

/// A sparse file of 4 GiB + 1 byte, whose last byte lies past every 32-bit offset:
/// the plain MD5 (mapped) and the segmented MD5 (buffered reads, two threads) are the
/// reference values. The expected digests were computed with GNU md5sum and Python's
/// hashlib over the same content (4 GiB of zeros, then `X`).
#[cfg(unix)]
#[test]
fn sparse_file_over_4_gib() {
    use std::os::unix::fs::FileExt as _;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("big.img");
    let f = std::fs::File::create(&path).expect("create");
    f.set_len((1 << 32) + 1).expect("set_len");
    f.write_all_at(b"X", 1 << 32).expect("write");
    drop(f);
    let plain = spawn(
        dir.path(),
        &["sum", "-a", "md5", "-j", "1", "big.img"].map(OsString::from),
    );
    let segmented = spawn(
        dir.path(),
        &[
            "sum",
            "-a",
            "md5",
            "-j",
            "2",
            "--io",
            "read",
            "--segment",
            "1GiB",
            "--list-segments",
            "big.img",
        ]
        .map(OsString::from),
    );
    let plain = finish(plain, "sum big.img");
    let segmented = finish(segmented, "sum --segment big.img");
    assert_eq!(plain.code(), Some(0), "{}", plain.stderr);
    assert_eq!(
        plain.stdout(),
        "39cedf70347fe6a2c8b07bdce8f9c24b  big.img\n"
    );
    assert_eq!(segmented.code(), Some(0), "{}", segmented.stderr);
    let zero_gib = "cd573cfaace07e7949bc0c46028904ff";
    let mut want = "daf97102111f055293de3b5f7467c5ea-5  big.img\n".to_owned();
    for k in 0..4u64 {
        want.push_str(&format!(
            "# segment {}/5 offset {} length 1073741824 md5 {zero_gib}\n",
            k + 1,
            k << 30
        ));
    }
    want.push_str(&format!(
        "# segment 5/5 offset 4294967296 length 1 md5 {}\n",
        md5_hex(b"X")
    ));
    assert_eq!(segmented.stdout(), want);
}

/// Truncating a file while it is hashed, mapped (where the kernel would send SIGBUS)
/// or read: the process survives, says the file changed, and still does the next one.
/// The engine-level test covers growing and replacing; this one is about the whole
/// process (the SIGBUS handler is process-wide).
#[cfg(target_os = "linux")]
#[test]
fn a_file_truncated_while_hashed_is_reported_and_the_process_survives() {
    for io in ["mmap", "read"] {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("growing.bin");
        let f = std::fs::File::create(&path).expect("create");
        f.set_len(1 << 30).expect("set_len");
        drop(f);
        write(dir.path(), "next", b"abc");
        let mut child = spawn(
            dir.path(),
            &[
                "sum",
                "-a",
                "md5",
                "-j",
                "1",
                "--io",
                io,
                "growing.bin",
                "next",
            ]
            .map(OsString::from),
        );
        let pid = child.id();
        // Wait until the file is being hashed: mapped (maps) or partly read (io).
        let start = Instant::now();
        let busy = || -> bool {
            if io == "mmap" {
                std::fs::read_to_string(format!("/proc/{pid}/maps"))
                    .is_ok_and(|m| m.contains("growing.bin"))
            } else {
                std::fs::read_to_string(format!("/proc/{pid}/io")).is_ok_and(|s| {
                    s.lines()
                        .find_map(|l| l.strip_prefix("rchar: "))
                        .and_then(|n| n.trim().parse::<u64>().ok())
                        .is_some_and(|n| n > 16 << 20)
                })
            }
        };
        while !busy() {
            assert!(
                child.try_wait().expect("wait").is_none(),
                "--io {io}: finished before the file could be truncated"
            );
            assert!(start.elapsed() < LIMIT, "--io {io}: hashing never started");
            std::thread::sleep(Duration::from_millis(1));
        }
        std::fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .expect("open")
            .set_len(4096)
            .expect("truncate");
        let out = finish(child, &format!("sum --io {io} (truncated)"));
        assert_eq!(out.code(), Some(1), "--io {io}: {}", out.stderr);
        assert_eq!(
            out.stdout(),
            format!("{}  next\n", md5_hex(b"abc")),
            "--io {io}"
        );
        let err = out.stderr_lines();
        assert_eq!(err.len(), 1, "--io {io}: {err:?}");
        assert!(
            err[0].starts_with("hashdrop: growing.bin: Changed while hashing"),
            "--io {io}: {err:?}"
        );
    }
}

// ---------------------------------------------------------------------------------
// Checksum files
// ---------------------------------------------------------------------------------

/// Binary garbage, comments only, UTF-8 and UTF-16 byte-order marks, odd-length
/// UTF-16: each either checks or fails with a message that names the checksum file.
#[test]
fn checksum_files_in_odd_encodings_or_garbage() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    write(d, "a", b"abc");
    let line = format!("{}  a\r\n", sha256_hex(b"abc"));
    let utf16 = |big: bool| -> Vec<u8> {
        let mut v = if big {
            vec![0xFE, 0xFF]
        } else {
            vec![0xFF, 0xFE]
        };
        for u in line.encode_utf16() {
            v.extend(if big {
                u.to_be_bytes()
            } else {
                u.to_le_bytes()
            });
        }
        v
    };
    let good: Vec<(&str, Vec<u8>)> = vec![
        (
            "bom8.sha256",
            [b"\xEF\xBB\xBF".as_slice(), line.as_bytes()].concat(),
        ),
        ("utf16le.sha256", utf16(false)),
        ("utf16be.sha256", utf16(true)),
    ];
    for (name, bytes) in good {
        write(d, name, &bytes);
        let out = run(d, &["check", name]);
        assert_eq!(out.code(), Some(0), "{name}: {}", out.stderr);
        assert_eq!(out.stdout(), "a: OK\n", "{name}");
    }

    let mut garbage = rng_bytes(64 << 10, 99);
    garbage.extend_from_slice(&[0; 1000]);
    let mut odd = utf16(false);
    odd.push(b'x');
    let bad: Vec<(&str, Vec<u8>, &str)> = vec![
        (
            "garbage.sha256",
            garbage,
            "no properly formatted checksum lines found",
        ),
        (
            "comments.md5",
            b"# only a comment\n; and an SFV one\n\n\n".to_vec(),
            "no properly formatted checksum lines found",
        ),
        (
            "odd.sha256",
            odd,
            "the file is UTF-16 but has an odd number of bytes",
        ),
    ];
    for (name, bytes, message) in bad {
        write(d, name, &bytes);
        let out = run(d, &["check", name]);
        assert_eq!(out.code(), Some(1), "{name}: {}", out.stderr);
        assert_eq!(out.stdout(), "", "{name}");
        let err = out.stderr_lines();
        assert_eq!(err, [format!("hashdrop: {name}: {message}")], "{name}");
    }
}

/// Several algorithms in one file (tagged and guessed from the length), a name listed
/// twice with different digests, an absolute path and `..`: every line is checked
/// where it points, with its own algorithm, and shown as written.
#[cfg(unix)]
#[test]
fn mixed_algorithms_duplicates_absolute_paths_and_dot_dot() {
    use hashdrop::engine::Algorithm;
    let dir = tempfile::tempdir().expect("tempdir");
    let sub = dir.path().join("sub");
    std::fs::create_dir(&sub).expect("mkdir");
    write(&sub, "a", b"abc");
    write(&sub, "b", b"def");
    write(dir.path(), "up", b"ghi");
    let abs = write(dir.path(), "absolute", b"jkl");
    let abs = abs.to_str().expect("utf-8 temp path");
    let d = |a: Algorithm, data: &[u8]| a.digest(data).to_hex();
    let text = [
        format!("MD5 (a) = {}", d(Algorithm::Md5, b"abc")),
        format!("SHA1 (b) = {}", d(Algorithm::Sha1, b"def")),
        format!("{}  ../up", d(Algorithm::Sha256, b"ghi")),
        format!("{}  {abs}", d(Algorithm::Sha512, b"jkl")),
        format!("{}  a", d(Algorithm::Blake3, b"abc")),
        format!("BLAKE2b (b) = {}", d(Algorithm::Blake2b, b"def")),
        format!("CRC32 (a) = {}", d(Algorithm::Crc32, b"abc")),
        format!("{}  a", d(Algorithm::Sha256, b"not abc")),
        format!("SHA256 (a) = {}", d(Algorithm::Md5, b"abc")),
    ]
    .join("\n");
    write(&sub, "CHECKSUMS", text.as_bytes());
    let out = run(dir.path(), &["check", "sub/CHECKSUMS"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(
        out.stdout(),
        format!("a: OK\nb: OK\n../up: OK\n{abs}: OK\na: OK\nb: OK\na: OK\na: FAILED\n")
    );
    assert_eq!(
        out.stderr_lines(),
        [
            "hashdrop: WARNING: 1 line is improperly formatted",
            "hashdrop: WARNING: 1 computed checksum did NOT match",
        ]
    );
}

/// A 1 MB line of garbage between good lines is one malformed line; a 1 MB file name is
/// a file that cannot be opened, named (in full) on its own line; the rest is checked.
#[cfg(unix)]
#[test]
fn one_megabyte_lines() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    write(d, "a", b"abc");
    let h = md5_hex(b"abc");
    let long_name = "n".repeat(1 << 20);
    let text = format!(
        "{h}  a\n{}\n{h}  {long_name}\n{h}  a\n",
        "z".repeat(1 << 20)
    );
    write(d, "big.md5", text.as_bytes());
    let out = run(d, &["check", "big.md5"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(
        out.stdout(),
        format!("a: OK\n{long_name}: FAILED open or read\na: OK\n")
    );
    let err = out.stderr_lines();
    assert!(
        err[0].starts_with(&format!("hashdrop: {long_name}: File name too long")),
        "{}",
        &err[0][..100]
    );
    assert_eq!(
        err[1..],
        [
            "hashdrop: WARNING: 1 line is improperly formatted",
            "hashdrop: WARNING: 1 listed file could not be read",
        ]
    );
}

/// A checksum file of 1,000,000 lines: 100,000 entries (over 100 real files) between
/// 900,000 malformed lines. Every entry is checked, the malformed lines are counted,
/// and it takes seconds, not minutes. (`scripts/scale-test.sh` checks 1,000,000
/// entries with a release build.)
#[test]
fn a_million_line_checksum_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let digests: Vec<String> = (0..100)
        .map(|i| {
            let data = format!("file {i}\n");
            write(d, &format!("f{i}"), data.as_bytes());
            md5_hex(data.as_bytes())
        })
        .collect();
    let mut text = String::with_capacity(40 << 20);
    for i in 0..1_000_000 {
        if i % 10 == 0 {
            let k = (i / 10) % 100;
            text.push_str(&format!("{}  f{k}\n", digests[k]));
        } else {
            text.push_str(&format!("not a checksum line {i}\n"));
        }
    }
    write(d, "million.md5", text.as_bytes());
    let start = Instant::now();
    let out = run(d, &["check", "million.md5"]);
    let elapsed = start.elapsed();
    assert_eq!(
        out.code(),
        Some(0),
        "{}",
        &out.stderr[..out.stderr.len().min(500)]
    );
    assert_eq!(out.stdout().matches(": OK\n").count(), 100_000);
    assert_eq!(
        out.stderr_lines(),
        ["hashdrop: WARNING: 900000 lines are improperly formatted"]
    );
    eprintln!("1,000,000-line checksum file checked in {elapsed:?}");
    assert!(elapsed < Duration::from_secs(120), "{elapsed:?}");
}

// ---------------------------------------------------------------------------------
// Faults and abuse of options
// ---------------------------------------------------------------------------------

/// A panic while hashing one file (the `fault-injection` feature, on in test builds,
/// panics on names containing `HASHDROP_PANIC_TEST`) is reported against that file as
/// an internal error; the job goes on and the other digests are printed — whole files
/// and segments, one worker or two, and in `check`.
#[test]
fn a_panic_in_a_worker_is_shown_against_its_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    write(d, "a", b"abc");
    write(d, "x_HASHDROP_PANIC_TEST.bin", b"boom");
    write(d, "b", b"def");
    let (a, b) = (md5_hex(b"abc"), md5_hex(b"def"));
    for extra in [
        &["-j", "1"][..],
        &["-j", "2"],
        &["-j", "2", "--segment", "1"],
    ] {
        let mut args = vec!["sum", "-a", "md5"];
        args.extend_from_slice(extra);
        args.extend(["a", "x_HASHDROP_PANIC_TEST.bin", "b"]);
        let out = run(d, &args);
        assert_eq!(out.code(), Some(1), "{extra:?}: {}", out.stderr);
        let lines: Vec<String> = out.stdout().lines().map(|l| l[..32].to_owned()).collect();
        let want: [String; 2] = if extra.contains(&"--segment") {
            let etag = |data: &[u8]| {
                let seg: Vec<u8> = data.iter().flat_map(|&x| md5::Md5::digest([x])).collect();
                md5_hex(&seg)
            };
            [etag(b"abc"), etag(b"def")]
        } else {
            [a.clone(), b.clone()]
        };
        assert_eq!(lines, want, "{extra:?}");
        assert_eq!(
            out.stderr_lines(),
            [
                "hashdrop: x_HASHDROP_PANIC_TEST.bin: Internal error while hashing this file: fault injected for x_HASHDROP_PANIC_TEST.bin"
            ],
            "{extra:?}"
        );
    }
    write(
        d,
        "list.md5",
        format!("{a}  a\n{a}  x_HASHDROP_PANIC_TEST.bin\n{b}  b\n").as_bytes(),
    );
    let out = run(d, &["check", "list.md5"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(
        out.stdout(),
        "a: OK\nx_HASHDROP_PANIC_TEST.bin: FAILED open or read\nb: OK\n"
    );
    assert!(
        out.stderr_lines()[0].starts_with("hashdrop: x_HASHDROP_PANIC_TEST.bin: Internal error"),
        "{}",
        out.stderr
    );
}

/// Absurd option values cannot exhaust memory: a huge thread count is capped, and a
/// segment size that would cut a file into millions of pieces is refused for that file
/// with the smallest size that works, while the other files are still hashed.
#[cfg(unix)]
#[test]
fn absurd_thread_counts_and_segment_sizes_are_bounded() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    write(d, "a", b"abc");
    let f = std::fs::File::create(d.join("sparse")).expect("create");
    f.set_len(3 << 20).expect("set_len");
    drop(f);
    let out = run(d, &["sum", "-a", "md5", "-j", "18446744073709551615", "a"]);
    assert_eq!(out.code(), Some(0), "{}", out.stderr);
    assert_eq!(out.stdout(), format!("{}  a\n", md5_hex(b"abc")));

    let out = run(d, &["sum", "-a", "md5", "--segment", "1", "sparse", "a"]);
    assert_eq!(out.code(), Some(1));
    assert_eq!(out.stdout().lines().count(), 1, "{}", out.stdout());
    assert!(out.stdout().ends_with("-3  a\n"), "{}", out.stdout());
    assert_eq!(
        out.stderr_lines(),
        [format!(
            "hashdrop: sparse: Too many segments ({}): choose a segment size of at least 3 bytes for this file",
            3 << 20
        )]
    );
}

/// The largest file-backed memory (`RssFile` in /proc, KiB) of process `pid` seen while
/// it runs, sampled every 50 ms for `seconds`.
#[cfg(target_os = "linux")]
fn max_rss_file_kib(pid: u32, seconds: f64) -> u64 {
    let status = format!("/proc/{pid}/status");
    let started = std::time::Instant::now();
    let mut max = 0;
    while started.elapsed().as_secs_f64() < seconds {
        let Ok(text) = std::fs::read_to_string(&status) else {
            break;
        };
        let kib = text
            .lines()
            .find_map(|l| l.strip_prefix("RssFile:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            .unwrap_or(0);
        max = max.max(kib);
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    max
}

/// A 1 TiB sparse file hashed by `sum --io mmap` is mapped a window at a time: the process's
/// file-backed memory stays within a few windows, instead of growing with every
/// byte read (a file mapped whole took 8–10 GB of it and pushed the page cache out).
#[cfg(target_os = "linux")]
#[test]
fn a_sparse_terabyte_is_hashed_in_bounded_memory() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("huge.img");
    let f = std::fs::File::create(&path).expect("create");
    f.set_len(1 << 40).expect("a 1 TiB sparse file");
    drop(f);
    let mut child = std::process::Command::new(BIN)
        .current_dir(dir.path())
        // Asked for: the mapping's window is what this test is about.
        .args(["sum", "--io", "mmap", "-a", "sha256", "huge.img"])
        .env_remove("HASHDROP_MAP_WINDOW")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("start hashdrop");
    let max = max_rss_file_kib(child.id(), 6.0);
    let still_running = child.try_wait().expect("wait").is_none();
    child.kill().ok();
    child.wait().ok();
    assert!(still_running, "still hashing after 6 s (the file is 1 TiB)");
    // Two workers' windows of 128 MiB, and the binary's own pages.
    assert!(
        max < 700 * 1024,
        "file-backed memory peaked at {} MiB",
        max / 1024
    );
}
