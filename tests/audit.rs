//! Comparing folders, and a folder against its checksum file: trees built here with
//! every category and hard names, checked through the `audit` layer and the CLI.
//!
//! Reference digests for checksum files come from the `sha2` and `md-5` crates, never
//! from Hashdrop's own kernels.

#![cfg(unix)]

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

mod common;

use hashdrop::audit::{Audit, AuditSpec, Category, Expected, Finding, Side, Summary, audit};
use hashdrop::engine::{Algorithm, FileError, IoStrategy, ReadOptions};

const BIN: &str = env!("CARGO_BIN_EXE_hashdrop");

fn write(dir: &Path, name: &[u8], data: &[u8]) -> PathBuf {
    let p = dir.join(OsStr::from_bytes(name));
    if let Some(parent) = p.parent() {
        std::fs::create_dir_all(parent).expect("mkdir");
    }
    std::fs::write(&p, data).expect("write");
    p
}

fn p(name: &[u8]) -> PathBuf {
    PathBuf::from(OsStr::from_bytes(name))
}

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "mkfifo {}", path.display());
}

/// Two trees whose answer is known by construction (see [`expected_summary`]).
fn build_tree(root: &Path) -> (PathBuf, PathBuf) {
    let (a, b) = (root.join("A"), root.join("B"));
    std::fs::create_dir_all(b.join("sub")).expect("mkdir");
    // matched: a name with spaces, and an empty file on both sides.
    write(&a, b"same file.txt", b"same");
    write(&b, b"same file.txt", b"same");
    write(&a, b"e", b"");
    write(&b, b"e", b"");
    // changed: a plain name, and one that is not UTF-8.
    write(&a, b"edit", b"old");
    write(&b, b"edit", b"new!");
    write(&a, b"n\xffme", b"bytes");
    write(&b, b"n\xffme", b"bytes2");
    // moved: a case-only rename, and a name with a newline into a folder with a space.
    write(&a, b"IMG_1.JPG", b"photo");
    write(&b, b"img_1.jpg", b"photo");
    write(&a, b"dir/with\nnewline", b"moving");
    write(&b, b"moved dir/with\nnewline", b"moving");
    // missing: a backslash, and empty files (never "moved" to B's empty file).
    write(&a, b"back\\slash", b"gone");
    write(&a, b"empty1", b"");
    write(&a, b"empty2", b"");
    // new: an empty file, a fresh one, a copy of a matched file, a hard link.
    write(&b, b"empty3", b"");
    let fresh = write(&b, b"fresh new", b"fresh");
    write(&b, b"copy of same", b"same");
    std::fs::hard_link(&fresh, b.join("hard")).expect("hard link");
    // skipped: a link loop, a link to a parent folder, a FIFO.
    std::os::unix::fs::symlink("loop2", b.join("loop1")).expect("symlink");
    std::os::unix::fs::symlink("loop1", b.join("loop2")).expect("symlink");
    std::os::unix::fs::symlink("..", b.join("sub/up")).expect("symlink");
    mkfifo(&b.join("fifo"));
    (a, b)
}

fn expected_summary() -> Summary {
    Summary {
        matched: 2,
        changed: 2,
        moved: 2,
        // 4 files, and the 4 entries only B has (links and the FIFO, skipped but there).
        new: 8,
        missing: 3,
        // B: {copy of same, same file.txt} and {fresh new, hard}; no empty group.
        duplicates: 2,
        unreadable: 0,
        skipped: 4,
        matched_bytes: 4,
    }
}

fn spec(a: &Path, b: &Path) -> AuditSpec {
    let mut s = AuditSpec::new(Expected::Folder(a.to_path_buf()), b.to_path_buf());
    s.threads = 2;
    s
}

fn paths_of(report: &hashdrop::audit::AuditReport, c: Category) -> Vec<(PathBuf, Option<PathBuf>)> {
    report
        .of(c)
        .map(|f| {
            (
                f.path().to_path_buf(),
                f.other_path().map(Path::to_path_buf),
            )
        })
        .collect()
}

#[test]
fn two_folders_every_category() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (a, b) = build_tree(dir.path());
    let report = audit(&spec(&a, &b)).expect("audit");
    assert_eq!(report.summary, expected_summary(), "{:#?}", report.findings);
    assert!(!report.summary.is_identical());
    assert_eq!(report.algorithms, [Algorithm::Blake3], "BLAKE3 by default");
    assert_eq!(
        paths_of(&report, Category::Moved),
        [
            (p(b"IMG_1.JPG"), Some(p(b"img_1.jpg"))),
            (p(b"dir/with\nnewline"), Some(p(b"moved dir/with\nnewline"))),
        ]
    );
    assert_eq!(
        paths_of(&report, Category::Changed),
        [(p(b"edit"), None), (p(b"n\xffme"), None)]
    );
    assert_eq!(
        paths_of(&report, Category::Missing),
        [
            (p(b"back\\slash"), None),
            (p(b"empty1"), None),
            (p(b"empty2"), None)
        ]
    );
    assert_eq!(
        paths_of(&report, Category::New),
        [
            (p(b"copy of same"), None),
            (p(b"empty3"), None),
            (p(b"fifo"), None),
            (p(b"fresh new"), None),
            (p(b"hard"), None),
            (p(b"loop1"), None),
            (p(b"loop2"), None),
            (p(b"sub/up"), None)
        ]
    );
    let changed = report.of(Category::Changed).next().expect("changed");
    let Finding::Changed { a: fa, b: fb, .. } = changed else {
        panic!("{changed:?}")
    };
    assert_eq!((fa.size, fb.size), (Some(3), Some(4)));
    assert!(fa.modified.is_some() && fb.modified.is_some());
    let skipped: Vec<_> = report
        .of(Category::Skipped)
        .map(|f| match f {
            Finding::Skipped { side, path, reason } => (*side, path.clone(), *reason),
            other => panic!("{other:?}"),
        })
        .collect();
    use hashdrop::engine::SkipReason::{Fifo, Symlink};
    assert_eq!(
        skipped,
        [
            (Side::B, p(b"fifo"), Fifo),
            (Side::B, p(b"loop1"), Symlink),
            (Side::B, p(b"loop2"), Symlink),
            (Side::B, p(b"sub/up"), Symlink),
        ]
    );
    // Findings come in byte order of their paths.
    let order: Vec<&[u8]> = report
        .findings
        .iter()
        .map(|f| f.path().as_os_str().as_bytes())
        .collect();
    assert!(order.is_sorted(), "{order:?}");
}

#[test]
fn hard_links_are_read_once_and_a_folder_equals_itself() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (_, b) = build_tree(dir.path());
    let started = Audit::start(&spec(&b, &b), None).expect("start");
    let [pa, pb] = started.side_progress();
    // B has 10 regular files, two of them one inode; the same tree on both sides is
    // the same inodes: each is read once, for side A.
    assert_eq!((pa.files_total, pb.files_total), (9, 0));
    let report = started.wait();
    assert!(report.summary.is_identical(), "{:#?}", report.findings);
    assert_eq!(report.summary.matched, 10);
    assert_eq!(
        report.summary.skipped, 8,
        "links and the FIFO, on each side"
    );
}

#[test]
fn followed_links_do_not_loop() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (a, b) = build_tree(dir.path());
    let mut s = spec(&a, &b);
    s.follow_symlinks = true;
    let report = audit(&s).expect("audit");
    // sub/up leads back to B, already seen: not walked again. The two links that point
    // at each other cannot be opened.
    let unreadable = paths_of(&report, Category::Unreadable);
    assert_eq!(unreadable, [(p(b"loop1"), None), (p(b"loop2"), None)]);
    assert_eq!(report.summary.skipped, 1, "the FIFO");
    assert_eq!(report.summary.new, 5, "4 files, and the FIFO only B has");
}

#[test]
fn quick_mode_trusts_size_and_time() {
    let dir = tempfile::tempdir().expect("tempdir");
    let a = write(&dir.path().join("A"), b"f", b"aaaa");
    let b = write(&dir.path().join("B"), b"f", b"bbbb");
    let t = std::fs::metadata(&a)
        .and_then(|m| m.modified())
        .expect("mtime");
    std::fs::File::options()
        .write(true)
        .open(&b)
        .and_then(|f| f.set_modified(t))
        .expect("set mtime");
    let mut s = spec(&dir.path().join("A"), &dir.path().join("B"));
    assert_eq!(
        audit(&s).expect("audit").summary.changed,
        1,
        "read: differs"
    );
    s.quick = true;
    let quick = audit(&s).expect("audit");
    assert_eq!(quick.summary.matched, 1, "quick: same size and time");
    assert!(matches!(
        quick.findings[0],
        Finding::Matched { trusted: true, .. }
    ));
}

/// As root (CI): a chmod 000 file compared by `hashdrop compare` run as `nobody`
/// (`setpriv`, from util-linux), which the permissions do stop.
fn unreadable_as_nobody() {
    use std::os::unix::fs::PermissionsExt as _;
    if !common::have_tool("setpriv") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let open = std::fs::Permissions::from_mode(0o755);
    std::fs::set_permissions(dir.path(), open.clone()).expect("chmod dir");
    let locked = write(&dir.path().join("A"), b"locked", b"secret");
    write(&dir.path().join("B"), b"locked", b"secret");
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).expect("chmod");
    // The test binary's folder may be closed to `nobody` (/root): a copy beside the data.
    let bin = dir.path().join("hashdrop");
    std::fs::copy(BIN, &bin).expect("copy the binary");
    std::fs::set_permissions(&bin, open).expect("chmod bin");
    let out = Command::new("setpriv")
        .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
        .arg(&bin)
        .args(["compare", "--format", "json"])
        .arg(dir.path().join("A"))
        .arg(dir.path().join("B"))
        .output()
        .expect("setpriv runs");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(out.status.code(), Some(1), "{json}");
    assert_eq!(json["summary"]["unreadable"], 1, "{json}");
    let entry = &json["entries"][0];
    assert_eq!(
        (
            entry["status"].as_str(),
            entry["side"].as_str(),
            entry["path"].as_str()
        ),
        (Some("unreadable"), Some("a"), Some("locked")),
        "{json}"
    );
    assert_eq!(
        entry["reason"].as_str(),
        Some(FileError::PermissionDenied.to_string().as_str())
    );
}

#[test]
fn an_unreadable_file_is_reported_with_its_reason() {
    // SAFETY: geteuid has no preconditions.
    #[allow(unsafe_code)]
    let root = unsafe { libc::geteuid() } == 0;
    if root {
        // Root reads any file: the same case, run as `nobody` through the CLI.
        unreadable_as_nobody();
        return;
    }
    use std::os::unix::fs::PermissionsExt as _;
    let dir = tempfile::tempdir().expect("tempdir");
    let locked = write(&dir.path().join("A"), b"locked", b"secret");
    write(&dir.path().join("B"), b"locked", b"secret");
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).expect("chmod");
    let report = audit(&spec(&dir.path().join("A"), &dir.path().join("B"))).expect("audit");
    let f = report.of(Category::Unreadable).next().expect("unreadable");
    assert!(
        matches!(f, Finding::Unreadable { side: Side::A, reason, .. } if matches!(**reason, FileError::PermissionDenied)),
        "{f:?}"
    );
    assert_eq!(report.summary.unreadable, 1);
}

/// Pauses the job while the file on side A is being read, truncates it, resumes: the
/// file is reported as changed while read (unreadable), as `sum` reports it.
#[test]
fn a_file_changed_during_the_run_is_reported() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (a, b) = (dir.path().join("A"), dir.path().join("B"));
    for side in [&a, &b] {
        std::fs::create_dir_all(side).expect("mkdir");
        let f = std::fs::File::create(side.join("big")).expect("create");
        f.set_len(128 << 20).expect("set_len");
    }
    let mut s = spec(&a, &b);
    s.threads = 1;
    s.algorithm = Algorithm::Sha256;
    s.read = ReadOptions {
        strategy: IoStrategy::Read,
        buffer_size: 1 << 20,
    };
    let started = Audit::start(&s, None).expect("start");
    let handle = started.handle();
    let t0 = Instant::now();
    while handle.progress().totals().done_bytes < (4 << 20) {
        assert!(
            t0.elapsed() < Duration::from_secs(60),
            "hashing never started"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    handle.set_paused(true);
    std::thread::sleep(Duration::from_millis(50));
    std::fs::File::options()
        .write(true)
        .open(a.join("big"))
        .and_then(|f| f.set_len(1 << 20))
        .expect("truncate");
    handle.set_paused(false);
    let report = started.wait();
    let f = report.of(Category::Unreadable).next().expect("unreadable");
    assert!(
        matches!(f, Finding::Unreadable { side: Side::A, reason, .. } if matches!(**reason, FileError::Changed(_))),
        "{f:?}"
    );
    assert_eq!(report.summary.unreadable, 1);
}

fn sha256_hex(data: &[u8]) -> String {
    use sha2::Digest as _;
    sha2::Sha256::digest(data)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn md5_hex(data: &[u8]) -> String {
    use md5::Digest as _;
    md5::Md5::digest(data)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A folder with a.txt, `sub/b c`, a non-UTF-8 name, a name with a newline, and an
/// extra file; the listing has a wrong digest for `sub/b c` and a vanished file.
fn listed_folder(dir: &Path) -> PathBuf {
    let f = dir.join("photos");
    write(&f, b"a.txt", b"alpha");
    write(&f, b"sub/b c", b"bravo");
    write(&f, b"n\xffme", b"charlie");
    write(&f, b"new\nline", b"delta");
    write(&f, b"extra", b"echo");
    f
}

fn check_listed(report: &hashdrop::audit::AuditReport) {
    let s = report.summary;
    assert_eq!(
        (s.matched, s.changed, s.missing, s.new, s.moved),
        (3, 1, 1, 1, 0),
        "{:#?}",
        report.findings
    );
    assert_eq!(paths_of(report, Category::Changed), [(p(b"sub/b c"), None)]);
    assert_eq!(
        paths_of(report, Category::Missing),
        [(p(b"vanished"), None)]
    );
    assert_eq!(paths_of(report, Category::New), [(p(b"extra"), None)]);
}

#[test]
fn a_folder_against_its_gnu_checksum_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let f = listed_folder(dir.path());
    let mut list = Vec::new();
    list.extend_from_slice(format!("{}  ./a.txt\n", sha256_hex(b"alpha")).as_bytes());
    list.extend_from_slice(format!("{}  sub/b c\n", sha256_hex(b"wrong")).as_bytes());
    list.extend_from_slice(format!("{}  n", sha256_hex(b"charlie")).as_bytes());
    list.extend_from_slice(b"\xffme\n");
    list.extend_from_slice(format!("\\{}  new\\nline\n", sha256_hex(b"delta")).as_bytes());
    list.extend_from_slice(format!("{}  vanished\n", sha256_hex(b"x")).as_bytes());
    // Inside the folder: the checksum file is not "new".
    std::fs::write(f.join("SHA256SUMS"), &list).expect("write");
    let s = AuditSpec::new(Expected::Listing(f.join("SHA256SUMS")), f.clone());
    let report = audit(&s).expect("audit");
    assert_eq!(report.algorithms, [Algorithm::Sha256]);
    check_listed(&report);

    // Beside the folder, naming it: names resolve against the checksum file's folder.
    let mut outside = Vec::new();
    for line in list.split_inclusive(|&b| b == b'\n') {
        let (digest, name) = line.split_at(line.iter().position(|&b| b == b' ').expect("sp") + 2);
        let (marker, digest) = digest
            .strip_prefix(b"\\")
            .map_or((&b""[..], digest), |d| (&b"\\"[..], d));
        outside.extend_from_slice(marker);
        outside.extend_from_slice(digest);
        outside.extend_from_slice(b"photos/");
        outside.extend_from_slice(name.strip_prefix(b"./").unwrap_or(name));
    }
    std::fs::remove_file(f.join("SHA256SUMS")).expect("rm");
    std::fs::write(dir.path().join("photos.sha256"), &outside).expect("write");
    let s = AuditSpec::new(Expected::Listing(dir.path().join("photos.sha256")), f);
    check_listed(&audit(&s).expect("audit"));
}

#[test]
fn a_checksum_file_of_either_side_is_written_in_gnu_form() {
    let dir = tempfile::tempdir().expect("tempdir");
    let b = listed_folder(dir.path());
    let a = dir.path().join("a");
    write(&a, b"a.txt", b"alpha");
    let mut s = spec(&a, &b);
    s.algorithm = Algorithm::Sha256;
    s.keep_digests = true;
    let report = audit(&s).expect("audit");
    let mut out = Vec::new();
    let n = hashdrop::audit::export::write_checksums(&report, Side::B, &mut out).expect("write");
    let mut want = Vec::new();
    for (name, data) in [
        (&b"a.txt"[..], &b"alpha"[..]),
        (b"extra", b"echo"),
        (b"new\\nline", b"delta"),
        (b"n\xffme", b"charlie"),
        (b"sub/b c", b"bravo"),
    ] {
        if name.contains(&b'\\') {
            want.push(b'\\');
        }
        want.extend_from_slice(format!("{}  ", sha256_hex(data)).as_bytes());
        want.extend_from_slice(name);
        want.push(b'\n');
    }
    assert_eq!(n, 5);
    assert_eq!(
        String::from_utf8_lossy(&out),
        String::from_utf8_lossy(&want)
    );
    let mut out = Vec::new();
    let n = hashdrop::audit::export::write_checksums(&report, Side::A, &mut out).expect("write");
    assert_eq!(
        (n, out),
        (1, format!("{}  a.txt\n", sha256_hex(b"alpha")).into_bytes())
    );
    // Without keep_digests (the CLI), the report holds no digests.
    s.keep_digests = false;
    assert!(audit(&s).expect("audit").digests.iter().all(Vec::is_empty));
}

#[test]
fn a_folder_against_a_hashdeep_manifest() {
    let dir = tempfile::tempdir().expect("tempdir");
    let f = listed_folder(dir.path());
    let abs = f.as_os_str().as_bytes();
    let mut m =
        b"%%%% HASHDEEP-1.0\n%%%% size,md5,sha256,filename\n## Invoked from: /\n##\n".to_vec();
    let mut line = |size: usize, content: &[u8], name: &[u8]| {
        m.extend_from_slice(
            format!("{size},{},{},", md5_hex(content), sha256_hex(content)).as_bytes(),
        );
        m.extend_from_slice(abs);
        m.push(b'/');
        m.extend_from_slice(name);
        m.push(b'\n');
    };
    line(5, b"alpha", b"a.txt");
    line(5, b"wrong", b"sub/b c");
    line(7, b"charlie", b"n\xffme");
    line(1, b"x", b"vanished");
    std::fs::write(f.join("manifest.txt"), &m).expect("write");
    std::fs::remove_file(f.join("new\nline")).expect("rm");
    let s = AuditSpec::new(Expected::Listing(f.join("manifest.txt")), f);
    let report = audit(&s).expect("audit");
    assert_eq!(
        report.algorithms,
        [Algorithm::Sha256],
        "the strongest column"
    );
    let sm = report.summary;
    assert_eq!(
        (sm.matched, sm.changed, sm.missing, sm.new),
        (2, 1, 1, 1),
        "{:#?}",
        report.findings
    );
}

fn run(args: &[&OsStr]) -> (Option<i32>, Vec<u8>, String) {
    let out = Command::new(BIN).args(args).output().expect("run hashdrop");
    (
        out.status.code(),
        out.stdout,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn cli_json_counts_text_lines_and_exit_codes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (a, b) = build_tree(dir.path());
    let (code, out, err) = run(&[
        "compare".as_ref(),
        "--format".as_ref(),
        "json".as_ref(),
        a.as_os_str(),
        b.as_os_str(),
    ]);
    assert_eq!(code, Some(1), "{err}");
    let json: serde_json::Value = serde_json::from_slice(&out).expect("json");
    let want = expected_summary();
    for c in Category::ALL {
        assert_eq!(json["summary"][c.key()], want.count(c), "{}", c.key());
    }
    let entries = json["entries"].as_array().expect("entries");
    let bad = entries
        .iter()
        .find(|e| e["path_bytes"].is_array())
        .expect("a non-UTF-8 name keeps its bytes");
    assert_eq!(bad["path_bytes"], serde_json::json!(b"n\xffme".to_vec()));
    assert_eq!(bad["status"], "changed");

    let (code, out, _) = run(&["compare".as_ref(), a.as_os_str(), b.as_os_str()]);
    assert_eq!(code, Some(1));
    let text = out.split_inclusive(|&b| b == b'\n').collect::<Vec<_>>();
    let want: Vec<&[u8]> = vec![
        b"moved  IMG_1.JPG -> img_1.jpg\n",
        b"\\missing  back\\\\slash\n",
        b"new  copy of same\n",
        b"\\moved  dir/with\\nnewline -> moved dir/with\\nnewline\n",
        b"changed  edit\n",
        b"missing  empty1\n",
        b"missing  empty2\n",
        b"new  empty3\n",
        b"new  fifo\n",
        b"new  fresh new\n",
        b"new  hard\n",
        b"new  loop1\n",
        b"new  loop2\n",
        b"changed  n\xffme\n",
        b"new  sub/up\n",
        b"different: matched 2, changed 2, moved 2, new 8, missing 3, duplicates 2, unreadable 0, skipped 4\n",
    ];
    assert_eq!(text, want, "{}", String::from_utf8_lossy(&out));

    let (code, out, _) = run(&["compare".as_ref(), b.as_os_str(), b.as_os_str()]);
    assert_eq!(code, Some(0), "{}", String::from_utf8_lossy(&out));
    let (code, _, err) = run(&[
        "compare".as_ref(),
        a.as_os_str(),
        dir.path().join("nowhere").as_os_str(),
    ]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("nowhere"), "{err}");
    let (code, _, err) = run(&[
        "compare".as_ref(),
        a.as_os_str(),
        a.join("edit").as_os_str(),
    ]);
    assert_eq!(code, Some(2), "a file that is not a checksum file: {err}");
    assert!(err.contains("A: Is a folder, and"), "{err}");
    assert!(err.contains("edit holds no checksum line"), "{err}");
}

/// A changed file says where it first differs: a byte inside, or the end of the shorter
/// copy when one is the other with more bytes after it (a name that is not UTF-8 too).
#[test]
fn a_changed_file_says_where_it_first_differs() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (a, b) = (dir.path().join("A"), dir.path().join("B"));
    let mut photo = vec![7u8; 300_000];
    write(&a, b"photo.jpg", &photo);
    photo[123_456] = 8;
    write(&b, b"photo.jpg", &photo);
    write(&a, b"log\xff.txt", b"first line\n");
    write(&b, b"log\xff.txt", b"first line\nsecond line\n");
    write(&a, b"short", b"abcdef");
    write(&b, b"short", b"abc");
    let report = audit(&spec(&a, &b)).expect("audit");
    let at = |name: &[u8]| {
        report
            .findings
            .iter()
            .find_map(|f| match f {
                Finding::Changed {
                    path,
                    first_difference,
                    ..
                } if *path == p(name) => Some(*first_difference),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{} is changed", String::from_utf8_lossy(name)))
    };
    assert_eq!(at(b"photo.jpg"), Some(123_456));
    assert_eq!(at(b"log\xff.txt"), Some(11), "the end of the shorter copy");
    assert_eq!(at(b"short"), Some(3));

    // Against a checksum file there is no second copy to read: nothing is claimed.
    let sums = b.join("SHA256SUMS");
    std::fs::write(&sums, format!("{}  short\n", sha256_hex(b"xyz"))).expect("write");
    let mut s = AuditSpec::new(Expected::Listing(sums), b.clone());
    s.threads = 2;
    let listed = audit(&s).expect("audit against the list");
    assert_eq!(
        listed.summary.changed, 1,
        "short is changed against the list"
    );
    assert!(listed.findings.iter().all(|f| !matches!(
        f,
        Finding::Changed {
            first_difference: Some(_),
            ..
        }
    )));
}

/// Issue 32, item 9: an entry skipped on one side only (a link not followed, a FIFO) is
/// a difference, as `diff -r` says; the same link on both sides is not. The exit code of
/// `hashdrop compare` is compared with `diff -r`'s for each case.
#[test]
fn an_entry_skipped_on_one_side_only_is_a_difference_as_diff_says() {
    if !common::have_tool("diff") {
        return;
    }
    type Make = fn(&Path, &Path);
    let cases: [(&str, Make); 5] = [
        ("a link only in A", |a, _| {
            std::os::unix::fs::symlink("f", a.join("l")).expect("symlink");
        }),
        ("a link only in B", |_, b| {
            std::os::unix::fs::symlink("f", b.join("l")).expect("symlink");
        }),
        ("a FIFO only in A", |a, _| mkfifo(&a.join("p"))),
        ("a FIFO only in B", |_, b| mkfifo(&b.join("p"))),
        ("the same link on both sides", |a, b| {
            std::os::unix::fs::symlink("f", a.join("l")).expect("symlink");
            std::os::unix::fs::symlink("f", b.join("l")).expect("symlink");
        }),
    ];
    for (what, make) in cases {
        let dir = tempfile::tempdir().expect("tempdir");
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        write(&a, b"f", b"same");
        write(&b, b"f", b"same");
        make(&a, &b);
        let theirs = Command::new("diff")
            .arg("-r")
            .args([&a, &b])
            .output()
            .expect("diff runs");
        let (code, out, err) = run(&[OsStr::new("compare"), a.as_os_str(), b.as_os_str()]);
        assert_eq!(
            code,
            theirs.status.code(),
            "{what}: {}{err}",
            String::from_utf8_lossy(&out)
        );
        let report = audit(&spec(&a, &b)).expect("audit");
        assert_eq!(
            report.summary.is_identical(),
            theirs.status.code() == Some(0),
            "{what}: {:#?}",
            report.findings
        );
    }
}
