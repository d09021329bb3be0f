//! The command line against the reference tools: byte-identical `sum` output, and
//! `check` messages and exit codes equal to coreutils'. Tests that need a reference
//! tool print why and return when it is not installed.

mod common;

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_hashdrop");

fn hashdrop(dir: &Path, args: &[&OsStr]) -> Output {
    common::run_hashdrop(dir, args)
}

fn os<'a>(args: &[&'a str]) -> Vec<&'a OsStr> {
    args.iter().map(|a| OsStr::new(*a)).collect()
}

fn tool(name: &str) -> bool {
    common::have_tool(name)
}

use common::rng_bytes;

/// A folder with files of awkward sizes and names that need escaping.
fn fixture() -> (tempfile::TempDir, Vec<PathBuf>) {
    let dir = tempfile::tempdir().expect("tempdir");
    let names = [
        "empty",
        "one",
        "with space",
        "back\\slash",
        "new\nline",
        "big",
    ];
    let sizes = [0usize, 1, 4097, 63, 65, (3 << 20) + 7];
    let paths = names
        .iter()
        .zip(sizes)
        .enumerate()
        .map(|(i, (n, s))| {
            let p = dir.path().join(n);
            std::fs::write(&p, rng_bytes(s, i as u64 + 1)).expect("write");
            PathBuf::from(n)
        })
        .collect();
    (dir, paths)
}

fn run_tool(dir: &Path, tool: &str, args: &[&OsStr]) -> Output {
    Command::new(tool)
        .current_dir(dir)
        .args(args)
        .output()
        .expect("run tool")
}

#[test]
fn sum_output_is_byte_identical_to_coreutils() {
    let (dir, names) = fixture();
    let files: Vec<&OsStr> = names.iter().map(|p| p.as_os_str()).collect();
    for (algo, reference) in [
        ("md5", "md5sum"),
        ("sha1", "sha1sum"),
        ("sha256", "sha256sum"),
        ("sha512", "sha512sum"),
        ("blake2b", "b2sum"),
    ] {
        if !tool(reference) {
            continue;
        }
        for extra in [&[][..], &["--tag"][..], &["-b"][..]] {
            let mut ours = os(&["sum", "-a", algo]);
            ours.extend(os(extra));
            ours.extend(&files);
            let mut theirs = os(extra);
            theirs.extend(&files);
            let a = hashdrop(dir.path(), &ours);
            let b = run_tool(dir.path(), reference, &theirs);
            assert!(
                a.status.success(),
                "{algo}: {}",
                String::from_utf8_lossy(&a.stderr)
            );
            assert_eq!(
                a.stdout,
                b.stdout,
                "{algo} {extra:?}\nours:\n{}\ntheirs:\n{}",
                String::from_utf8_lossy(&a.stdout),
                String::from_utf8_lossy(&b.stdout)
            );
            assert!(a.stderr.is_empty(), "no progress bar when piped");
        }
    }
}

#[test]
fn blake3_on_several_threads_prints_b3sums_digest() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = rng_bytes((9 << 20) + 11, 77);
    std::fs::write(dir.path().join("f"), &data).expect("write");
    let expected = format!("{}  f\n", blake3::hash(&data).to_hex());
    for threads in ["1", "2", "5"] {
        let out = hashdrop(
            dir.path(),
            &os(&["sum", "-a", "blake3", "-j", threads, "f"]),
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            expected,
            "threads {threads}"
        );
    }
    if tool("b3sum") {
        let b = run_tool(dir.path(), "b3sum", &os(&["f"]));
        assert_eq!(String::from_utf8_lossy(&b.stdout), expected);
    }
}

#[test]
fn stdin_is_hashed_as_dash() {
    let mut child = Command::new(BIN)
        .args(["sum", "-a", "md5", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn");
    {
        use std::io::Write as _;
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(b"abc")
            .expect("write");
    }
    let out = child.wait_with_output().expect("wait");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "900150983cd24fb0d6963f7d28e17f72  -\n"
    );
}

#[test]
fn segmented_sum_prints_the_etag_and_segment_lines() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = rng_bytes((2 << 20) + 5, 5);
    std::fs::write(dir.path().join("f"), &data).expect("write");
    let parts: Vec<[u8; 16]> = data.chunks(1 << 20).map(md5_of).collect();
    let concat: Vec<u8> = parts.concat();
    let expected = format!("{}-3  f\n", hex(&md5_of(&concat)));
    for threads in ["1", "2", "7"] {
        let out = hashdrop(
            dir.path(),
            &os(&["sum", "-a", "md5", "--segment", "1MiB", "-j", threads, "f"]),
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            expected,
            "threads {threads}"
        );
    }
    let out = hashdrop(
        dir.path(),
        &os(&[
            "sum",
            "-a",
            "md5",
            "--segment",
            "1MiB",
            "--list-segments",
            "f",
        ]),
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(
        lines[1],
        format!(
            "# segment 1/3 offset 0 length 1048576 md5 {}",
            hex(&parts[0])
        )
    );
    assert_eq!(
        lines[3],
        format!(
            "# segment 3/3 offset 2097152 length 5 md5 {}",
            hex(&parts[2])
        )
    );
}

fn md5_of(data: &[u8]) -> [u8; 16] {
    let d = hashdrop::engine::Algorithm::Md5.digest(data);
    let mut out = [0u8; 16];
    out.copy_from_slice(d.as_bytes());
    out
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

#[test]
fn bad_input_names_the_file_and_the_others_are_still_done() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("a"), b"abc").expect("write");
    std::fs::create_dir(dir.path().join("folder")).expect("mkdir");
    let out = hashdrop(
        dir.path(),
        &os(&["sum", "-a", "md5", "nope", "a", "folder"]),
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "900150983cd24fb0d6963f7d28e17f72  a\n"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(lines[0].starts_with("hashdrop: nope: "), "{err}");
    assert!(
        lines[1].starts_with("hashdrop: folder: Is a directory"),
        "{err}"
    );

    let out = hashdrop(dir.path(), &os(&["sum", "-a", "sha3-100", "a"]));
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown algorithm 'sha3-100'"));

    let out = hashdrop(dir.path(), &os(&["sum", "-r", "-a", "md5", "folder", "a"]));
    assert!(out.status.success());
}

/// A checksum file with every kind of line, next to its files.
fn check_fixture() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("a"), b"abc").expect("write");
    std::fs::write(dir.path().join("b"), b"def").expect("write");
    std::fs::write(dir.path().join("weird\\name"), b"ghi").expect("write");
    let sha = |d: &[u8]| hashdrop::engine::Algorithm::Sha256.digest(d).to_hex();
    let text = format!(
        "{}  a\n{}  b\n# a comment\n\\{}  weird\\\\name\nthis line is garbage\n{}  missing\n",
        sha(b"abc"),
        sha(b"xyz"),
        sha(b"ghi"),
        sha(b"abc")
    );
    std::fs::write(dir.path().join("SHA256SUMS"), text).expect("write");
    dir
}

#[test]
fn check_messages_and_exit_codes_match_sha256sum() {
    if !tool("sha256sum") {
        return;
    }
    let dir = check_fixture();
    // coreutils 9.1 prints escaped names unescaped in status lines (fixed in 9.4), and
    // 9.11 switched to shell quoting; leave such names out of the differential test.
    let sums = dir.path().join("SHA256SUMS");
    let text = std::fs::read_to_string(&sums).expect("read");
    let kept: String = text
        .lines()
        .filter(|l| !l.starts_with('\\'))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&sums, kept).expect("write");
    for flags in [
        &[][..],
        &["--quiet"],
        &["--status"],
        &["--strict"],
        &["--ignore-missing"],
        &["--warn"],
        &["--status", "--quiet"],
        &["--quiet", "--status"],
    ] {
        let mut ours = os(&["check"]);
        ours.extend(os(flags));
        ours.push(OsStr::new("SHA256SUMS"));
        let mut theirs = os(&["-c"]);
        theirs.extend(os(flags));
        theirs.push(OsStr::new("SHA256SUMS"));
        let a = hashdrop(dir.path(), &ours);
        let b = run_tool(dir.path(), "sha256sum", &theirs);
        assert_eq!(a.status.code(), b.status.code(), "exit code with {flags:?}");
        assert_eq!(
            String::from_utf8_lossy(&a.stdout),
            String::from_utf8_lossy(&b.stdout),
            "stdout with {flags:?}"
        );
        let ours_err = String::from_utf8_lossy(&a.stderr).replace("hashdrop: ", "");
        let theirs_err = String::from_utf8_lossy(&b.stderr).replace("sha256sum: ", "");
        assert_eq!(ours_err, theirs_err, "stderr with {flags:?}");
    }
}

#[test]
fn check_verdicts_without_reference_tools() {
    let dir = check_fixture();
    let out = hashdrop(dir.path(), &os(&["check", "SHA256SUMS"]));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "a: OK\nb: FAILED\n\\weird\\\\name: OK\nmissing: FAILED open or read\n"
    );
    // Names resolve against the checksum file's folder, not the working directory.
    let elsewhere = tempfile::tempdir().expect("tempdir");
    let sums = dir.path().join("SHA256SUMS");
    let out = Command::new(BIN)
        .current_dir(elsewhere.path())
        .arg("check")
        .arg("--ignore-missing")
        .arg("--quiet")
        .arg(&sums)
        .output()
        .expect("run");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "b: FAILED\n");
    // A good file alone passes.
    let good = dir.path().join("good.sha256");
    std::fs::write(
        &good,
        format!(
            "{}  a\n",
            hashdrop::engine::Algorithm::Sha256.digest(b"abc").to_hex()
        ),
    )
    .expect("write");
    assert_eq!(
        hashdrop(dir.path(), &os(&["check", "good.sha256"]))
            .status
            .code(),
        Some(0)
    );
    // An empty checksum file fails with coreutils' message.
    std::fs::write(dir.path().join("empty.md5"), b"").expect("write");
    let out = hashdrop(dir.path(), &os(&["check", "empty.md5"]));
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("empty.md5: no properly formatted checksum lines found")
    );
}

#[test]
fn check_reads_bsd_tags_and_clear_signed_files() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("Fedora.iso"), b"not really an iso").expect("write");
    let digest = hashdrop::engine::Algorithm::Sha256
        .digest(b"not really an iso")
        .to_hex();
    let text = format!(
        "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n# Fedora.iso: 17 bytes\nSHA256 (Fedora.iso) = {digest}\n-----BEGIN PGP SIGNATURE-----\n\niQIzBAEBCAAdFiEE\n-----END PGP SIGNATURE-----\n"
    );
    std::fs::write(dir.path().join("Fedora-CHECKSUM"), text).expect("write");
    let out = hashdrop(dir.path(), &os(&["check", "Fedora-CHECKSUM"]));
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "Fedora.iso: OK\n");
    assert!(String::from_utf8_lossy(&out.stderr).contains("signature not checked"));
}

#[test]
fn compare_reports_the_first_differing_offset() {
    let dir = tempfile::tempdir().expect("tempdir");
    let a = rng_bytes(100_000, 1);
    let mut b = a.clone();
    b[54_321] ^= 1;
    std::fs::write(dir.path().join("a"), &a).expect("write");
    std::fs::write(dir.path().join("b"), &b).expect("write");
    std::fs::write(dir.path().join("c"), &a).expect("write");
    let out = hashdrop(dir.path(), &os(&["compare", "a", "b"]));
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("first differing byte at offset 54321"),
        "{text}"
    );
    let out = hashdrop(dir.path(), &os(&["compare", "a", "c"]));
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Same"));
    let out = hashdrop(dir.path(), &os(&["compare", "a", "nope"]));
    assert_eq!(out.status.code(), Some(2));
}

/// Runs hashdrop and a coreutils tool with the same arguments (and standard input) in
/// `dir`; the reference's output, if it is installed.
fn both(
    dir: &Path,
    ours: &[&str],
    tool_name: &str,
    theirs: &[&str],
    stdin: &[u8],
) -> (Output, Option<Output>) {
    let run = |program: &str, args: &[&str]| {
        use std::io::Write as _;
        let mut child = Command::new(program)
            .current_dir(dir)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn");
        let mut input = child.stdin.take().expect("stdin");
        input.write_all(stdin).expect("write stdin");
        drop(input);
        child.wait_with_output().expect("wait")
    };
    let a = run(BIN, ours);
    let b = tool(tool_name).then(|| run(tool_name, theirs));
    (a, b)
}

/// Asserts that our output is the reference's, with `hashdrop:` for its program name.
fn assert_same_as(ours: &Output, theirs: Option<&Output>, tool_name: &str) {
    let Some(theirs) = theirs else { return };
    assert_eq!(ours.status.code(), theirs.status.code(), "exit code");
    assert_eq!(
        String::from_utf8_lossy(&ours.stdout),
        String::from_utf8_lossy(&theirs.stdout),
        "stdout"
    );
    assert_eq!(
        String::from_utf8_lossy(&ours.stderr),
        String::from_utf8_lossy(&theirs.stderr).replace(&format!("{tool_name}: "), "hashdrop: "),
        "stderr"
    );
}

/// `--warn` names the algorithm, as `md5sum: f.md5: 2: improperly formatted MD5
/// checksum line` does.
#[test]
fn warn_names_the_algorithm_like_coreutils() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("a"), b"abc").expect("write");
    std::fs::write(
        dir.path().join("f.md5"),
        "900150983cd24fb0d6963f7d28e17f72  a\ngarbage\n",
    )
    .expect("write");
    let (ours, theirs) = both(
        dir.path(),
        &["check", "--warn", "f.md5"],
        "md5sum",
        &["-c", "--warn", "f.md5"],
        b"",
    );
    assert_eq!(
        String::from_utf8_lossy(&ours.stderr),
        "hashdrop: f.md5: 2: improperly formatted MD5 checksum line\n\
         hashdrop: WARNING: 1 line is improperly formatted\n"
    );
    assert_same_as(&ours, theirs.as_ref(), "md5sum");
}

/// A missing file and a folder given to `sum`: coreutils' words, name quoted as it
/// quotes names.
#[test]
fn sum_errors_use_coreutils_words() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("a"), b"abc").expect("write");
    std::fs::create_dir(dir.path().join("d")).expect("mkdir");
    let (ours, theirs) = both(
        dir.path(),
        &["sum", "-a", "md5", "missing", "d", "a", "no such"],
        "md5sum",
        &["missing", "d", "a", "no such"],
        b"",
    );
    assert_eq!(ours.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&ours.stderr),
        "hashdrop: missing: No such file or directory\n\
         hashdrop: d: Is a directory\n\
         hashdrop: 'no such': No such file or directory\n"
    );
    assert_same_as(&ours, theirs.as_ref(), "md5sum");
}

/// `cd dir && sha256sum -c ../LIST` checks `dir/NAME`: relative names are found from the
/// current directory first; only a name not found there is looked for next to LIST.
#[test]
fn check_finds_relative_names_from_the_current_directory() {
    let root = tempfile::tempdir().expect("tempdir");
    let sub = root.path().join("sub");
    std::fs::create_dir(&sub).expect("mkdir");
    let sha = |d: &[u8]| hashdrop::engine::Algorithm::Sha256.digest(d).to_hex();
    // `a` exists in both places with different contents; the list expects sub's.
    std::fs::write(sub.join("a"), b"in sub").expect("write");
    std::fs::write(root.path().join("a"), b"next to the list").expect("write");
    std::fs::write(root.path().join("LIST"), format!("{}  a\n", sha(b"in sub"))).expect("write");
    let (ours, theirs) = both(
        &sub,
        &["check", "../LIST"],
        "sha256sum",
        &["-c", "../LIST"],
        b"",
    );
    assert_eq!(String::from_utf8_lossy(&ours.stdout), "a: OK\n");
    assert_eq!(ours.status.code(), Some(0));
    assert_same_as(&ours, theirs.as_ref(), "sha256sum");

    // `b` exists only next to the list: found there (GNU would say it is missing).
    std::fs::write(root.path().join("b"), b"bee").expect("write");
    std::fs::write(root.path().join("LIST2"), format!("{}  b\n", sha(b"bee"))).expect("write");
    let ours = hashdrop(&sub, &os(&["check", "../LIST2"]));
    assert_eq!(String::from_utf8_lossy(&ours.stdout), "b: OK\n");
    assert_eq!(ours.status.code(), Some(0));
}

/// `hashdrop check` with no file, or with `-`, reads the list from standard input.
#[test]
fn check_reads_standard_input() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("a"), b"abc").expect("write");
    let sha = hashdrop::engine::Algorithm::Sha256.digest(b"abc").to_hex();
    let list = format!("{sha}  a\n{sha}  gone\ngarbage\n");
    for (ours, theirs) in [
        (&["check", "-w"][..], &["-c", "-w"][..]),
        (&["check", "-w", "-"], &["-c", "-w", "-"]),
    ] {
        let (a, b) = both(dir.path(), ours, "sha256sum", theirs, list.as_bytes());
        assert_eq!(a.status.code(), Some(1));
        assert_eq!(
            String::from_utf8_lossy(&a.stdout),
            "a: OK\ngone: FAILED open or read\n"
        );
        assert_eq!(
            String::from_utf8_lossy(&a.stderr),
            "hashdrop: gone: No such file or directory\n\
             hashdrop: 'standard input': 3: improperly formatted SHA256 checksum line\n\
             hashdrop: WARNING: 1 line is improperly formatted\n\
             hashdrop: WARNING: 1 listed file could not be read\n"
        );
        assert_same_as(&a, b.as_ref(), "sha256sum");
    }
    let (a, b) = both(dir.path(), &["check"], "sha256sum", &["-c"], b"");
    assert_eq!(
        String::from_utf8_lossy(&a.stderr),
        "hashdrop: 'standard input': no properly formatted checksum lines found\n"
    );
    assert_same_as(&a, b.as_ref(), "sha256sum");
}

/// The GUI's export of a name that is not UTF-8, in GNU and BSD form, is read back by
/// `hashdrop check` (and by `sha256sum -c`).
#[cfg(unix)]
#[test]
fn gui_export_of_a_non_utf8_name_round_trips_through_check() {
    use hashdrop::gui::hash::export::{ExportRow, Format, format};
    use std::os::unix::ffi::OsStrExt as _;
    let dir = tempfile::tempdir().expect("tempdir");
    let name = OsStr::from_bytes(b"caf\xe9 n\xffme.iso");
    let path = dir.path().join(name);
    std::fs::write(&path, b"data").expect("write");
    let digest = hashdrop::engine::Algorithm::Sha256.digest(b"data");
    let rows = [ExportRow::digest(&path, 4, digest, None)];
    for (f, file) in [(Format::Gnu, "gnu.sha256"), (Format::Bsd, "bsd.txt")] {
        let bytes = format(&rows, f, Some(dir.path()));
        assert!(
            bytes.windows(name.len()).any(|w| w == name.as_bytes()),
            "{f:?}: {bytes:?}"
        );
        std::fs::write(dir.path().join(file), &bytes).expect("write");
        let out = hashdrop(dir.path(), &os(&["check", file]));
        assert_eq!(
            out.status.code(),
            Some(0),
            "{f:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let mut want = name.as_bytes().to_vec();
        want.extend_from_slice(b": OK\n");
        assert_eq!(out.stdout, want, "{f:?}");
        if tool("sha256sum") {
            let theirs = run_tool(
                dir.path(),
                "sha256sum",
                &[OsStr::new("-c"), OsStr::new(file)],
            );
            assert_eq!(theirs.status.code(), Some(0), "{f:?}");
            assert_eq!(theirs.stdout, want, "{f:?}");
        }
    }
}

/// `HASHDROP_KERNEL` (for tests and benchmarks) is checked before any work: an unknown
/// kernel, or one this CPU cannot run, stops with a message and status 2, never a crash;
/// each kernel this CPU runs gives the same segmented MD5 (one lane per segment).
#[test]
fn a_forced_kernel_is_checked_and_every_kernel_gives_the_same_etag() {
    use hashdrop::engine::kernels::Kernel;
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("a"), rng_bytes(300_000, 77)).expect("write");
    let with_kernel = |k: &str| {
        Command::new(BIN)
            .current_dir(dir.path())
            .env("HASHDROP_KERNEL", k)
            .args(["sum", "-a", "md5", "--segment", "8KiB", "a"])
            .output()
            .expect("run")
    };
    let out = with_kernel("sse9");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "hashdrop: HASHDROP_KERNEL=\"sse9\": unknown kernel (known: scalar, avx2, avx512)\n"
    );
    assert!(out.stdout.is_empty());
    let want = with_kernel("");
    assert!(want.status.success());
    for k in Kernel::ALL {
        let out = with_kernel(k.name());
        if k.is_supported() {
            assert!(out.status.success(), "{k}");
            assert_eq!(out.stdout, want.stdout, "{k}");
        } else {
            assert_eq!(out.status.code(), Some(2), "{k}");
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(err.contains("this CPU does not support"), "{k}: {err}");
        }
    }
}

/// BLAKE2s has lanes too: with each kernel this CPU runs, forced through
/// `HASHDROP_KERNEL`, a segmented BLAKE2s digest (one lane per segment) and a folder of
/// small files (one lane per file) print the single-stream BLAKE2s digests.
#[test]
fn every_kernel_gives_single_stream_blake2s_for_segments_and_small_files() {
    use hashdrop::engine::Algorithm::Blake2s;
    use hashdrop::engine::kernels::Kernel;
    let dir = tempfile::tempdir().expect("tempdir");
    let data = rng_bytes(300_000, 78);
    std::fs::write(dir.path().join("a"), &data).expect("write");
    let parts: Vec<u8> = data
        .chunks(8192)
        .flat_map(|c| Blake2s.digest(c).as_bytes().to_vec())
        .collect();
    let segmented = format!("{}-37  a\n", Blake2s.digest(&parts).to_hex());
    std::fs::create_dir(dir.path().join("small")).expect("mkdir");
    let mut folder = String::new();
    for i in 0..40usize {
        // Uneven sizes, so lanes end at different rounds; one over a 64 KiB read.
        let n = if i == 9 { 150_000 } else { (i * 7919) % 9000 };
        let bytes = rng_bytes(n, 600 + i as u64);
        let name = format!("small/f{i:02}");
        std::fs::write(dir.path().join(&name), &bytes).expect("write");
        folder.push_str(&format!("{}  {name}\n", Blake2s.digest(&bytes).to_hex()));
    }
    for k in Kernel::supported() {
        let with_kernel = |args: &[&str]| {
            let out = Command::new(BIN)
                .current_dir(dir.path())
                .env("HASHDROP_KERNEL", k.name())
                .args(args)
                .output()
                .expect("run");
            assert!(out.status.success(), "{k}: {args:?}");
            String::from_utf8_lossy(&out.stdout).into_owned()
        };
        for j in ["1", "2"] {
            let args = ["sum", "-a", "blake2s", "--segment", "8KiB", "-j", j, "a"];
            assert_eq!(with_kernel(&args), segmented, "{k}, -j {j}");
            let args = ["sum", "-a", "blake2s", "-r", "-j", j, "small"];
            assert_eq!(with_kernel(&args), folder, "{k}, -j {j}");
        }
    }
}

/// `sum` with the algorithms of coreutils 9 and `-l`: byte-identical to sha224sum,
/// sha384sum, `b2sum -l`, and `cksum -a sm3` (tagged and untagged), on names that need
/// escaping.
#[test]
fn sum_new_algorithms_are_byte_identical_to_coreutils() {
    let (dir, names) = fixture();
    let files: Vec<&str> = names.iter().map(|p| p.to_str().expect("utf-8")).collect();
    let cases: &[(&[&str], &str, &[&str])] = &[
        (&["-a", "sha224"], "sha224sum", &[]),
        (&["-a", "sha384"], "sha384sum", &[]),
        (&["-a", "sha2", "-l", "224"], "sha224sum", &[]),
        (&["-a", "sha384", "--tag"], "sha384sum", &["--tag"]),
        (&["-a", "blake2b", "-l", "256"], "b2sum", &["-l", "256"]),
        (
            &["-a", "blake2b", "-l", "8", "--tag"],
            "b2sum",
            &["-l", "8", "--tag"],
        ),
        (&["-a", "blake2b-128", "-b"], "b2sum", &["-l", "128", "-b"]),
        (&["-a", "sm3"], "cksum", &["-a", "sm3", "--untagged"]),
        (&["-a", "sm3", "--tag"], "cksum", &["-a", "sm3"]),
        (
            &["-a", "blake2b", "-l", "256", "--tag"],
            "cksum",
            &["-a", "blake2b", "-l", "256"],
        ),
        (
            &["-a", "sha2", "-l", "384", "--tag"],
            "cksum",
            &["-a", "sha384"],
        ),
    ];
    for (ours, reference, theirs) in cases {
        if !tool(reference) {
            continue;
        }
        let mut ours_args = vec!["sum"];
        ours_args.extend_from_slice(ours);
        ours_args.extend(&files);
        let mut theirs_args = theirs.to_vec();
        theirs_args.extend(&files);
        let a = hashdrop(dir.path(), &os(&ours_args));
        let b = run_tool(dir.path(), reference, &os(&theirs_args));
        assert!(
            a.status.success(),
            "{ours:?}: {}",
            String::from_utf8_lossy(&a.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&a.stdout),
            String::from_utf8_lossy(&b.stdout),
            "{ours:?} against {reference} {theirs:?}"
        );
    }
}

/// `-l` errors in `cksum`'s words and exit status.
#[test]
fn sum_length_errors_are_cksums() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("a"), b"abc").expect("write");
    for (ours, theirs) in [
        (
            &["sum", "-a", "blake2b", "-l", "12", "a"][..],
            &["-a", "blake2b", "-l", "12", "a"][..],
        ),
        (
            &["sum", "-a", "blake2b", "-l", "520", "a"],
            &["-a", "blake2b", "-l", "520", "a"],
        ),
    ] {
        let (a, b) = both(dir.path(), ours, "cksum", theirs, b"");
        assert_eq!(a.status.code(), Some(1));
        assert!(a.stdout.is_empty());
        if let Some(b) = b {
            assert_eq!(b.status.code(), Some(1));
            // GNU quotes with ‘’ in a UTF-8 locale and '' in C.
            let theirs = String::from_utf8_lossy(&b.stderr)
                .replace("cksum: ", "hashdrop: ")
                .replace(['‘', '’'], "'");
            assert_eq!(String::from_utf8_lossy(&a.stderr), theirs);
        }
    }
    let a = hashdrop(dir.path(), &os(&["sum", "-a", "sha3", "a"]));
    assert_eq!(a.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&a.stderr),
        "hashdrop: --algorithm=sha3 requires specifying --length 224, 256, 384, or 512\n"
    );
}

/// `--base64` prints the digest bytes in base64, tagged or not, as `cksum --base64`
/// (coreutils 9.2) does.
#[test]
fn sum_base64_prints_the_digest_bytes_in_base64() {
    use base64::Engine as _;
    let dir = tempfile::tempdir().expect("tempdir");
    let data = rng_bytes(100_003, 5);
    std::fs::write(dir.path().join("f"), &data).expect("write");
    for (algo, tag) in [
        (hashdrop::engine::Algorithm::Sha256, "SHA256"),
        (hashdrop::engine::Algorithm::Sm3, "SM3"),
        (hashdrop::engine::Algorithm::Crc64Nvme, "CRC64NVME"),
    ] {
        let b64 = base64::engine::general_purpose::STANDARD.encode(algo.digest(&data).as_bytes());
        let out = hashdrop(
            dir.path(),
            &os(&["sum", "--base64", "-a", algo.name(), "f"]),
        );
        assert_eq!(String::from_utf8_lossy(&out.stdout), format!("{b64}  f\n"));
        let out = hashdrop(
            dir.path(),
            &os(&["sum", "--base64", "--tag", "-a", algo.name(), "f"]),
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            format!("{tag} (f) = {b64}\n")
        );
    }
}

/// Lines written by coreutils 9 `cksum` (`-a sm3`, `sha224`, `sha384`, `blake2b -l`)
/// are read by `check`: the same output and status as `cksum -c`.
#[test]
fn check_reads_the_lines_cksum_writes() {
    if !tool("cksum") {
        return;
    }
    let (dir, names) = fixture();
    let files: Vec<&str> = names.iter().map(|p| p.to_str().expect("utf-8")).collect();
    let mut list = Vec::new();
    for args in [
        &["-a", "sm3"][..],
        &["-a", "sha224"],
        &["-a", "sha384"],
        &["-a", "blake2b", "-l", "256"],
        &["-a", "blake2b", "-l", "128"],
        &["-a", "blake2b"],
    ] {
        let mut a = args.to_vec();
        a.extend(&files);
        let out = run_tool(dir.path(), "cksum", &os(&a));
        assert!(out.status.success(), "cksum {args:?}");
        list.extend_from_slice(&out.stdout);
    }
    list.extend_from_slice(b"garbage\n");
    std::fs::write(dir.path().join("CHECKSUMS"), &list).expect("write");
    let (ours, theirs) = both(
        dir.path(),
        &["check", "--warn", "CHECKSUMS"],
        "cksum",
        &["-c", "--warn", "CHECKSUMS"],
        b"",
    );
    assert_eq!(
        ours.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&ours.stderr)
    );
    let stdout = String::from_utf8_lossy(&ours.stdout);
    assert_eq!(
        stdout.matches(": OK\n").count(),
        6 * files.len(),
        "{stdout}"
    );
    assert!(
        String::from_utf8_lossy(&ours.stderr)
            .contains("hashdrop: CHECKSUMS: 37: improperly formatted BLAKE2b checksum line\n"),
        "{}",
        String::from_utf8_lossy(&ours.stderr)
    );
    // coreutils 9.1 prints an escaped name unescaped in status lines; 9.4 and later, as
    // Hashdrop, escaped (docs/ARCHITECTURE.md, "What check reads").
    if let Some(mut theirs) = theirs {
        theirs.stdout = String::from_utf8_lossy(&theirs.stdout)
            .replace("\nback\\slash: OK", "\n\\back\\\\slash: OK")
            .into_bytes();
        assert_same_as(&ours, Some(&theirs), "cksum");
    }
}

/// `--warn` names the algorithm as `cksum -c` does in a file of tagged lines: the last
/// tag it read (even on a line that is bad after its tag), `CRC` before any.
#[test]
fn warn_names_the_last_tag_like_cksum() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("f"), b"x\n").expect("write");
    let sm3 = hashdrop::engine::Algorithm::Sm3.digest(b"x\n").to_hex();
    let b2 = hashdrop::engine::Algorithm::Blake2bLen(32)
        .digest(b"x\n")
        .to_hex();
    let list =
        format!("junk\nBLAKE2b-256 (f) = {b2}\ngarbage\nSM3 (f) = {sm3}\nSM3 (f) = nothex\njunk\n");
    std::fs::write(dir.path().join("C"), list).expect("write");
    let (ours, theirs) = both(
        dir.path(),
        &["check", "-w", "C"],
        "cksum",
        &["-c", "-w", "C"],
        b"",
    );
    assert_eq!(
        String::from_utf8_lossy(&ours.stderr),
        "hashdrop: C: 1: improperly formatted CRC checksum line\n\
         hashdrop: C: 3: improperly formatted BLAKE2b checksum line\n\
         hashdrop: C: 5: improperly formatted SM3 checksum line\n\
         hashdrop: C: 6: improperly formatted SM3 checksum line\n\
         hashdrop: WARNING: 4 lines are improperly formatted\n"
    );
    assert_same_as(&ours, theirs.as_ref(), "cksum");
}

/// Every tag of coreutils 9 `cksum`, xxhsum and the CRC tools, with hex and base64
/// digests (`cksum --base64`), in BSD and OpenSSL form; a wrong digest fails.
#[test]
fn check_reads_every_new_tag_in_hex_and_base64() {
    use base64::Engine as _;
    use hashdrop::engine::Algorithm;
    let dir = tempfile::tempdir().expect("tempdir");
    let data = rng_bytes((2 << 20) + 3, 9);
    std::fs::write(dir.path().join("f"), &data).expect("write");
    let tags = [
        ("SHA224", Algorithm::Sha224),
        ("SHA384", Algorithm::Sha384),
        ("SHA2-224", Algorithm::Sha224),
        ("SHA2-256", Algorithm::Sha256),
        ("SHA2-384", Algorithm::Sha384),
        ("SHA2-512", Algorithm::Sha512),
        ("SHA3-224", Algorithm::Sha3_224),
        ("SHA3-256", Algorithm::Sha3_256),
        ("SHA3-384", Algorithm::Sha3_384),
        ("SHA3-512", Algorithm::Sha3_512),
        ("SM3", Algorithm::Sm3),
        ("BLAKE2b-256", Algorithm::Blake2bLen(32)),
        ("BLAKE2b-160", Algorithm::Blake2bLen(20)),
        ("XXH3", Algorithm::Xxh3),
        ("XXH64", Algorithm::Xxh64),
        ("XXH128", Algorithm::Xxh128),
        ("CRC32C", Algorithm::Crc32c),
        ("CRC64NVME", Algorithm::Crc64Nvme),
    ];
    let mut list = String::new();
    for (tag, algo) in tags {
        let d = algo.digest(&data);
        let b64 = base64::engine::general_purpose::STANDARD.encode(d.as_bytes());
        list.push_str(&format!("{tag} (f) = {}\n", d.to_hex()));
        list.push_str(&format!("{tag} (f) = {b64}\n"));
        list.push_str(&format!("{tag}(f)= {}\n", d.to_hex().to_uppercase()));
    }
    std::fs::write(dir.path().join("LIST"), &list).expect("write");
    let out = hashdrop(dir.path(), &os(&["check", "--strict", "LIST"]));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "f: OK\n".repeat(tags.len() * 3)
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // One wrong digest of each kind fails.
    for wrong in [
        format!("SM3 (f) = {}\n", "0".repeat(64)),
        "CRC32C (f) = AAAAAA==\n".to_owned(),
    ] {
        std::fs::write(dir.path().join("LIST"), wrong).expect("write");
        let out = hashdrop(dir.path(), &os(&["check", "LIST"]));
        assert_eq!(String::from_utf8_lossy(&out.stdout), "f: FAILED\n");
        assert_eq!(out.status.code(), Some(1));
    }
}

/// coreutils' own `tests/cksum/cksum-sha3.sh` (coreutils 9.8), with `hashdrop sum -a sha3
/// -l` in place of `cksum -a sha3 -l` and `hashdrop check` in place of `cksum -c`.
#[test]
fn coreutils_cksum_sha3_test() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let mut check = Vec::new();
    for i in ["a", " b", "*c", "44", " "] {
        std::fs::write(d.join(i), format!("{i}\n")).expect("write");
        for l in ["224", "256", "384", "512"] {
            let out = hashdrop(d, &os(&["sum", "--tag", "-a", "sha3", "-l", l, i]));
            assert!(out.status.success());
            check.extend_from_slice(&out.stdout);
        }
    }
    // -l is inferred from the tags in the mixed-format file.
    std::fs::write(d.join("check.sha3"), &check).expect("write");
    let out = hashdrop(d, &os(&["check", "--strict", "check.sha3"]));
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The OpenSSL tagged variant: sed 's/ //; s/ =/=/'.
    let openssl: String = String::from_utf8_lossy(&check)
        .lines()
        .map(|l| format!("{}\n", l.replacen(' ', "", 1).replacen(" =", "=", 1)))
        .collect();
    std::fs::write(d.join("openssl.sha3"), openssl).expect("write");
    let out = hashdrop(d, &os(&["check", "--strict", "openssl.sha3"]));
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Untagged lines.
    let mut vals = Vec::new();
    for l in ["224", "256", "384", "512"] {
        let out = hashdrop(d, &os(&["sum", "-a", "sha3", "-l", l, "/dev/null"]));
        vals.extend_from_slice(&out.stdout);
        std::fs::write(d.join("check.sha3"), &out.stdout).expect("write");
        let out = hashdrop(d, &os(&["check", "--strict", "check.sha3"]));
        assert_eq!(out.status.code(), Some(0), "{l}");
    }
    // The checksum of those values (coreutils' reference, made with OpenSSL).
    std::fs::write(d.join("check.vals"), &vals).expect("write");
    let out = hashdrop(
        d,
        &os(&["sum", "--tag", "-a", "sha3", "--length=256", "check.vals"]),
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "SHA3-256 (check.vals) = b4753bf1696fda712821b665494c89090ffb0e87b8645559ad9f5db25b42d4f3\n"
    );
    // Unsupported lengths are not checked.
    std::fs::write(
        d.join("inp"),
        "SHA3-248 (check.vals) = b4753bf1696fda712821b665494c89090ffb0e87b8645559ad9f5db25b42d4\n",
    )
    .expect("write");
    let out = hashdrop(d, &os(&["check", "--warn", "inp"]));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "hashdrop: inp: 1: improperly formatted SHA3 checksum line\n\
         hashdrop: inp: no properly formatted checksum lines found\n"
    );
    // SHA-3 allows only 224, 256, 384 and 512.
    for len in ["216", "248", "376", "504", "513", "1024"] {
        let out = hashdrop(d, &os(&["sum", "-a", "sha3", "-l", len, "/dev/null"]));
        assert_eq!(out.status.code(), Some(1), "{len}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!(
                "hashdrop: invalid length: '{len}'\n\
                 hashdrop: digest length for 'SHA3' must be 224, 256, 384, or 512\n"
            )
        );
    }
}

/// coreutils' `tests/cksum/b2sum.sh` (coreutils 9.x): tagged and OpenSSL lines with
/// lengths, untagged checks, and the reference value of `--length=128`.
#[test]
fn coreutils_b2sum_test() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let mut check = Vec::new();
    for i in ["a", " b", "*c", "44", " "] {
        std::fs::write(d.join(i), format!("{i}\n")).expect("write");
        for l in ["512", "128"] {
            let out = hashdrop(d, &os(&["sum", "--tag", "-a", "blake2b", "-l", l, i]));
            check.extend_from_slice(&out.stdout);
        }
    }
    std::fs::write(d.join("check.b2sum"), &check).expect("write");
    let out = hashdrop(d, &os(&["check", "--strict", "check.b2sum"]));
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let openssl: String = String::from_utf8_lossy(&check)
        .lines()
        .map(|l| format!("{}\n", l.replacen(' ', "", 1).replacen(" =", "=", 1)))
        .collect();
    std::fs::write(d.join("openssl.b2sum"), openssl).expect("write");
    let out = hashdrop(d, &os(&["check", "--strict", "openssl.b2sum"]));
    assert_eq!(out.status.code(), Some(0));
    let mut vals = Vec::new();
    for l in ["512", "128"] {
        let out = hashdrop(d, &os(&["sum", "-a", "blake2b", "-l", l, "/dev/null"]));
        vals.extend_from_slice(&out.stdout);
        std::fs::write(d.join("check.b2sum"), &out.stdout).expect("write");
        let out = hashdrop(d, &os(&["check", "--strict", "check.b2sum"]));
        assert_eq!(out.status.code(), Some(0), "{l}");
    }
    std::fs::write(d.join("check.vals"), &vals).expect("write");
    let out = hashdrop(
        d,
        &os(&["sum", "-a", "blake2b", "--length=128", "check.vals"]),
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "796485dd32fe9b754ea5fd6c721271d9  check.vals\n"
    );
    std::fs::write(
        d.join("crash.check"),
        "BLAKE2\nBLAKE2b\nBLAKE2-\nBLAKE2(\nBLAKE2 (\n",
    )
    .expect("write");
    let out = hashdrop(d, &os(&["check", "crash.check"]));
    assert_eq!(out.status.code(), Some(1));
}

/// coreutils' `tests/cksum/sm3sum.pl`: `cksum --untagged -a sm3` on its five inputs.
#[test]
fn coreutils_sm3sum_test() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cases: [(&[u8], &str); 5] = [
        (
            b"",
            "1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b",
        ),
        (
            b"a",
            "623476ac18f65a2909e43c7fec61b49c7e764a91a18ccb82f1917a29c86c5e88",
        ),
        (
            b"abc",
            "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0",
        ),
        (
            b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "639b6cc5e64d9e37a390b192df4fa1ea0720ab747ff692b9f38c4e66ad7b8c05",
        ),
        (
            &[b'a'; 1_000_000],
            "c8aaf89429554029e231941a2acc0ad61ff2a5acd8fadd25847a3a732b3b02c3",
        ),
    ];
    for (input, want) in cases {
        std::fs::write(dir.path().join("f"), input).expect("write");
        let out = hashdrop(dir.path(), &os(&["sum", "-a", "sm3", "f"]));
        assert_eq!(String::from_utf8_lossy(&out.stdout), format!("{want}  f\n"));
    }
}

/// The S3 forms built in the test from their definitions (RustCrypto's `md-5` and
/// `sha2` here, not Hashdrop's kernels): the ETag is the MD5 of the concatenated part
/// MD5s with `-N`; a composite checksum is the base64 of the checksum of the
/// concatenated part checksums with `-N`.
mod s3 {
    use base64::Engine as _;
    use sha2::Digest as _;

    pub fn etag(data: &[u8], part: usize) -> String {
        let mut all = Vec::new();
        let chunks: Vec<&[u8]> = data.chunks(part).collect();
        for c in &chunks {
            all.extend_from_slice(&md5::Md5::digest(c));
        }
        let hex: String = md5::Md5::digest(&all)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        format!("\"{hex}-{}\"", chunks.len())
    }

    pub fn composite_sha256(data: &[u8], part: usize) -> String {
        let mut all = Vec::new();
        let chunks: Vec<&[u8]> = data.chunks(part).collect();
        for c in &chunks {
            all.extend_from_slice(&sha2::Sha256::digest(c));
        }
        let b64 = base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(&all));
        format!("{b64}-{}", chunks.len())
    }

    pub fn composite_crc32(data: &[u8], part: usize) -> String {
        let mut all = Vec::new();
        let chunks: Vec<&[u8]> = data.chunks(part).collect();
        for c in &chunks {
            all.extend_from_slice(&crc32fast::hash(c).to_be_bytes());
        }
        let b64 =
            base64::engine::general_purpose::STANDARD.encode(crc32fast::hash(&all).to_be_bytes());
        format!("{b64}-{}", chunks.len())
    }
}

/// `verify` finds the part size of an S3 ETag or composite checksum, common (5, 8, 16
/// MiB) or not (7, 9 MiB), in one read, and says it in plain words; exit 0.
#[test]
fn verify_finds_the_part_size_of_s3_multipart_values() {
    const MIB: usize = 1 << 20;
    let dir = tempfile::tempdir().expect("tempdir");
    let data = rng_bytes(37 * MIB + 4321, 22);
    std::fs::write(dir.path().join("upload.bin"), &data).expect("write");
    let cases = [
        (
            s3::etag(&data, 8 * MIB),
            "an Amazon S3 multipart ETag: 5 parts of 8 MiB",
        ),
        (
            s3::etag(&data, 7 * MIB),
            "an Amazon S3 multipart ETag: 6 parts of 7 MiB",
        ),
        (
            s3::etag(&data, 5 * MIB),
            "an Amazon S3 multipart ETag: 8 parts of 5 MiB",
        ),
        (
            s3::etag(&data, 64 * MIB),
            "an Amazon S3 multipart ETag: 1 part (the whole file)",
        ),
        (
            s3::composite_sha256(&data, 16 * MIB),
            "an Amazon S3 composite SHA-256 checksum: 3 parts of 16 MiB",
        ),
        (
            s3::composite_crc32(&data, 9 * MIB),
            "an Amazon S3 composite CRC-32 checksum: 5 parts of 9 MiB",
        ),
    ];
    for (expected, words) in cases {
        let out = hashdrop(dir.path(), &os(&["verify", "upload.bin", &expected]));
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{expected}: {stdout}");
        assert!(stdout.contains(&format!("matched: {words}\n")), "{stdout}");
        assert!(stdout.ends_with("upload.bin: OK\n"), "{stdout}");
    }
    // One byte changed: no part size matches; exit 1.
    let mut changed = data.clone();
    changed[20 * MIB] ^= 0x40;
    std::fs::write(dir.path().join("upload.bin"), &changed).expect("write");
    let out = hashdrop(
        dir.path(),
        &os(&["verify", "upload.bin", &s3::etag(&data, 8 * MIB)]),
    );
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.starts_with("expected: an Amazon S3 multipart ETag of 5 parts"),
        "{stdout}"
    );
    assert!(stdout.ends_with("upload.bin: FAILED\n"), "{stdout}");
}

/// Full-object checksums as the cloud consoles show them (base64 of the big-endian
/// value), any digest in hex, and what is not a checksum (exit 2).
#[test]
fn verify_reads_cloud_console_checksums_and_plain_digests() {
    use base64::Engine as _;
    use hashdrop::engine::Algorithm;
    let b64 = |b: &[u8]| base64::engine::general_purpose::STANDARD.encode(b);
    let dir = tempfile::tempdir().expect("tempdir");
    let data = rng_bytes(3_000_001, 23);
    std::fs::write(dir.path().join("f"), &data).expect("write");
    let md5 = {
        use md5::Digest as _;
        md5::Md5::digest(&data).to_vec()
    };
    let cases = [
        // Google Cloud Storage md5Hash, Azure Content-MD5.
        (b64(&md5), "the file's MD5 digest, in base64"),
        // S3 and GCS CRC32C; S3 CRC32 (an 8-character base64 value is either).
        (
            b64(Algorithm::Crc32c.digest(&data).as_bytes()),
            "the file's CRC-32C digest, in base64",
        ),
        (
            b64(&crc32fast::hash(&data).to_be_bytes()),
            "the file's CRC-32 digest, in base64",
        ),
        // S3's default CRC64NVME.
        (
            b64(Algorithm::Crc64Nvme.digest(&data).as_bytes()),
            "the file's CRC-64/NVME digest, in base64",
        ),
        (
            Algorithm::Sm3.digest(&data).to_hex(),
            "the file's SM3 digest, in hex",
        ),
        (
            format!("sha3-256:{}", Algorithm::Sha3_256.digest(&data).to_hex()),
            "the file's SHA3-256 digest, in hex",
        ),
    ];
    for (expected, words) in cases {
        let out = hashdrop(dir.path(), &os(&["verify", "f", &expected]));
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{expected}: {stdout}");
        assert!(stdout.contains(&format!("matched: {words}\n")), "{stdout}");
    }
    let out = hashdrop(dir.path(), &os(&["verify", "--status", "f", "AAAAAA=="]));
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    for not_a_checksum in ["hello", "abcd", "0123456789abcdef0123456789abcdef-0"] {
        let out = hashdrop(dir.path(), &os(&["verify", "f", not_a_checksum]));
        assert_eq!(out.status.code(), Some(2), "{not_a_checksum}");
        assert!(
            String::from_utf8_lossy(&out.stderr)
                .starts_with(&format!("hashdrop: '{not_a_checksum}' is not a checksum: ")),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[path = "cli/io.rs"]
mod io;

/// Appends 8 bytes to `data` that make its CRC-64/NVME `target` (big-endian, as the
/// digest's bytes): a CRC is affine over GF(2), so the 64 appended bits are solved for
/// by Gaussian elimination.
fn force_crc64(data: &mut Vec<u8>, target: [u8; 8]) {
    use hashdrop::engine::Algorithm;
    let crc = |d: &[u8]| {
        let mut b = [0u8; 8];
        b.copy_from_slice(Algorithm::Crc64Nvme.digest(d).as_bytes());
        u64::from_be_bytes(b)
    };
    let at = data.len();
    data.extend_from_slice(&[0; 8]);
    let base = crc(data);
    let mut basis: Vec<(u64, u64)> = Vec::new();
    let reduce = |basis: &[(u64, u64)], mut v: u64, mut bits: u64| {
        for &(b, c) in basis {
            if v ^ b < v {
                v ^= b;
                bits ^= c;
            }
        }
        (v, bits)
    };
    for bit in 0..64 {
        data[at + bit / 8] ^= 1 << (bit % 8);
        let column = crc(data) ^ base;
        data[at + bit / 8] ^= 1 << (bit % 8);
        let (v, bits) = reduce(&basis, column, 1 << bit);
        if v != 0 {
            basis.push((v, bits));
            basis.sort_by_key(|b| std::cmp::Reverse(b.0));
        }
    }
    let (rest, bits) = reduce(&basis, base ^ u64::from_be_bytes(target), 0);
    assert_eq!(rest, 0, "the 64 appended bits reach every CRC");
    for bit in 0..64 {
        if bits >> bit & 1 == 1 {
            data[at + bit / 8] ^= 1 << (bit % 8);
        }
    }
}

/// Issue 32, item 7: a published XXH64 (16 hex digits, as `xxhsum` writes it) and a
/// random file with 8 bytes appended so that its CRC-64/NVME equals that value. `verify`
/// says FAILED (exit 1), and says why the equal CRC was not taken; the genuine file is
/// OK as XXH64, with the note that such a checksum detects accidents, not tampering.
#[test]
fn verify_does_not_take_a_forged_crc64_for_a_published_xxh64() {
    use hashdrop::engine::Algorithm;
    let dir = tempfile::tempdir().expect("tempdir");
    let genuine = rng_bytes(200_000, 31);
    let published = Algorithm::Xxh64.digest(&genuine);
    let mut forged = rng_bytes(100_000, 32);
    force_crc64(
        &mut forged,
        published.as_bytes().try_into().expect("8 bytes"),
    );
    assert_eq!(
        Algorithm::Crc64Nvme.digest(&forged).as_bytes(),
        published.as_bytes(),
        "the forgery works"
    );
    std::fs::write(dir.path().join("genuine.iso"), &genuine).expect("write");
    std::fs::write(dir.path().join("forged.iso"), &forged).expect("write");
    let value = published.to_hex();

    let out = hashdrop(dir.path(), &os(&["verify", "forged.iso", &value]));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.ends_with("forged.iso: FAILED\n"), "{stdout}");
    assert!(
        stdout.contains("note: the file's CRC-64/NVME equals this value")
            && stdout.contains("not taken as a match"),
        "{stdout}"
    );

    let out = hashdrop(dir.path(), &os(&["verify", "genuine.iso", &value]));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("matched: the file's XXH64 digest, in hex\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("note: XXH64 detects accidents, not tampering"),
        "{stdout}"
    );
}

/// Issue 32, item 11: NUL bytes in checksum lines. GNU reads a name as a C string, so it
/// ends at the first NUL (`E  emp\0ty` checks `emp`, `E  empty\0` checks `empty`), and
/// so does a tagged line's digest; a NUL in the digest of an untagged line or in an
/// escaped name makes the line improperly formatted. Output and exit codes are compared
/// with `sha256sum -c` itself. (One difference is kept: a name that starts with a NUL is
/// empty for GNU, which then fails to open ''; Hashdrop calls that line malformed, as an
/// empty name would stand for the list's own folder.)
#[test]
fn nul_bytes_in_checksum_lines_match_sha256sum() {
    if !tool("sha256sum") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("empty"), b"").expect("write");
    let e = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
    let lines = [
        format!("{e}  emp\0ty\n"),
        format!("{e}  empty\0\n"),
        format!("{e}  empty\0\n{e}  empty\n"),
        format!("{e} *emp\0ty\n"),
        format!("{e} emp\0ty\n"),
        format!("{e}  emp\0ty\r\n"),
        format!("SHA256 (emp\0ty) = {e}\n"),
        format!("SHA256 (empty\0) = {e}\n"),
        format!("SHA256 (empty) = {e}\0junk\n"),
        format!("SHA256(empty\0)= {e}\n"),
        format!("\\{e}  emp\0ty\n"),
        format!("\0{e}  empty\n"),
        format!("{e}\0 empty\n"),
        format!("{}\0{}  empty\n", &e[..10], &e[11..]),
        "E  emp\0ty\nE  empty\0\n".to_string(),
    ];
    for text in lines {
        std::fs::write(dir.path().join("l"), &text).expect("write");
        let a = hashdrop(dir.path(), &os(&["check", "l"]));
        let b = run_tool(dir.path(), "sha256sum", &os(&["-c", "l"]));
        assert_eq!(a.status.code(), b.status.code(), "exit code for {text:?}");
        assert_eq!(
            String::from_utf8_lossy(&a.stdout),
            String::from_utf8_lossy(&b.stdout),
            "stdout for {text:?}"
        );
        let ours_err = String::from_utf8_lossy(&a.stderr).replace("hashdrop: ", "");
        let theirs_err = String::from_utf8_lossy(&b.stderr).replace("sha256sum: ", "");
        assert_eq!(ours_err, theirs_err, "stderr for {text:?}");
    }
}
