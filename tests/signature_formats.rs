//! minisign, signify and SSH signatures (issue 34), each case judged by Hashdrop and by
//! the format's reference tool (`minisign -V`, `signify -V`/`-C`, `ssh-keygen -Y
//! verify`), which must agree: good exactly when the tool accepts. Where Hashdrop is
//! stricter on purpose (Zig's rule on minisign's trusted comment, which `minisign`
//! does not check), the test says so. Then hostile input: refused, never a panic.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::SystemTime;

use hashdrop::trust::{self, BadReason, KeyOrigin, Keyring, Outcome, Report, Verdict};

/// Whether `program` can be started at all (these tools have no `--version`).
fn have(program: &str) -> bool {
    let ok = Command::new(program)
        .arg("-h")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok();
    if !ok {
        common::skip_missing(program);
    }
    ok
}

/// Runs a tool in `dir`; whether it succeeded.
fn tool(dir: &Path, program: &str, args: &[&str], stdin: Option<&Path>) -> bool {
    let mut cmd = Command::new(program);
    cmd.args(args)
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    cmd.stdin(match stdin {
        Some(p) => Stdio::from(std::fs::File::open(p).expect("stdin")),
        None => Stdio::null(),
    });
    cmd.status().expect("run tool").success()
}

fn must(dir: &Path, program: &str, args: &[&str]) {
    assert!(tool(dir, program, args, None), "{program} {args:?} failed");
}

fn ring(dir: &Path, key: &str) -> Keyring {
    let mut ring = Keyring::empty();
    let bytes = std::fs::read(dir.join(key)).expect("key");
    ring.add_bytes(&bytes, KeyOrigin::Given)
        .expect("key parses");
    ring
}

fn ours(dir: &Path, file: &str, sig: &str, key: &str) -> Report {
    let sig = std::fs::read(dir.join(sig)).expect("sig");
    trust::verify_detached_file(&dir.join(file), &sig, &ring(dir, key), SystemTime::now())
        .expect("readable")
}

use common::write;

/// Changes one character of line `line` (0-based) of a text signature, at `from_end`
/// characters before its end.
fn tamper_line(dir: &Path, from: &str, to: &str, line: usize, from_end: usize) {
    let text = std::fs::read_to_string(dir.join(from)).expect("sig");
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let mut chars: Vec<char> = lines[line].chars().collect();
    let i = chars.len() - from_end;
    chars[i] = if chars[i] == 'A' { 'B' } else { 'A' };
    lines[line] = chars.into_iter().collect();
    write(dir, to, (lines.join("\n") + "\n").as_bytes());
}

fn kind(r: &Report) -> &'static str {
    match r.signatures.as_slice() {
        [Verdict::Good { .. }] => "good",
        [Verdict::Bad { .. }] => "bad",
        [Verdict::UnknownKey { .. }] => "unknown key",
        [Verdict::Rejected { .. }] => "rejected",
        _ => "other",
    }
}

#[test]
fn minisign_verdicts_agree_with_minisign() {
    if !have("minisign") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let d = tmp.path();
    for (key, sec) in [("k.pub", "k.key"), ("other.pub", "other.key")] {
        must(d, "minisign", &["-G", "-W", "-p", key, "-s", sec]);
    }
    write(d, "data.bin", &common::rng_bytes(300_000, 34));
    write(d, "changed.bin", &common::rng_bytes(300_000, 35));
    must(
        d,
        "minisign",
        &["-S", "-s", "k.key", "-m", "data.bin", "-x", "pre.minisig"],
    );
    must(
        d,
        "minisign",
        &[
            "-S",
            "-l",
            "-s",
            "k.key",
            "-m",
            "data.bin",
            "-x",
            "legacy.minisig",
        ],
    );
    must(
        d,
        "minisign",
        &[
            "-S",
            "-s",
            "other.key",
            "-m",
            "data.bin",
            "-x",
            "wrong.minisig",
        ],
    );
    let other_file = "timestamp:1718143337\tfile:zig-0.12.0.tar.xz\thashed";
    must(
        d,
        "minisign",
        &[
            "-S",
            "-s",
            "k.key",
            "-m",
            "data.bin",
            "-x",
            "named.minisig",
            "-t",
            other_file,
        ],
    );
    must(
        d,
        "minisign",
        &[
            "-S",
            "-s",
            "k.key",
            "-m",
            "data.bin",
            "-x",
            "plain.minisig",
            "-t",
            "no file named",
        ],
    );
    tamper_line(d, "pre.minisig", "badsig.minisig", 1, 5);
    tamper_line(d, "legacy.minisig", "badlegacy.minisig", 1, 5);
    tamper_line(d, "pre.minisig", "badglobal.minisig", 3, 5);
    let cases = [
        ("prehashed, good", "data.bin", "pre.minisig", "good"),
        ("legacy, good", "data.bin", "legacy.minisig", "good"),
        (
            "prehashed, file changed",
            "changed.bin",
            "pre.minisig",
            "bad",
        ),
        (
            "legacy, file changed",
            "changed.bin",
            "legacy.minisig",
            "bad",
        ),
        ("signature changed", "data.bin", "badsig.minisig", "bad"),
        (
            "legacy signature changed",
            "data.bin",
            "badlegacy.minisig",
            "bad",
        ),
        (
            "global signature changed",
            "data.bin",
            "badglobal.minisig",
            "bad",
        ),
        ("another key", "data.bin", "wrong.minisig", "unknown key"),
        (
            "a trusted comment naming no file",
            "data.bin",
            "plain.minisig",
            "good",
        ),
    ];
    for (case, file, sig, want) in cases {
        let theirs = tool(
            d,
            "minisign",
            &["-V", "-p", "k.pub", "-x", sig, "-m", file],
            None,
        );
        let r = ours(d, file, sig, "k.pub");
        assert_eq!(kind(&r), want, "{case}: {r:?}");
        assert_eq!(
            r.outcome() == Outcome::Trusted,
            theirs,
            "{case}: minisign -V says {theirs}"
        );
    }
    // Zig's rule: minisign itself accepts a signature whose trusted comment names
    // another file; Hashdrop says it is bad, for another file.
    assert!(tool(
        d,
        "minisign",
        &["-V", "-p", "k.pub", "-x", "named.minisig", "-m", "data.bin"],
        None
    ));
    let r = ours(d, "data.bin", "named.minisig", "k.pub");
    assert!(
        matches!(&r.signatures[..], [Verdict::Bad { why: BadReason::ForAnotherFile { named }, .. }] if named == "zig-0.12.0.tar.xz"),
        "{r:?}"
    );
    // minisign's own trusted comment names the file it signed: good, and shown.
    let r = ours(d, "data.bin", "pre.minisig", "k.pub");
    match &r.signatures[..] {
        [
            Verdict::Good {
                comment: Some(c),
                created: Some(_),
                ..
            },
        ] => assert!(c.contains("file:data.bin"), "{c}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_command_line_takes_a_minisign_key_file_or_string() {
    if !have("minisign") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let d = tmp.path();
    must(d, "minisign", &["-G", "-W", "-p", "k.pub", "-s", "k.key"]);
    write(d, "data.bin", b"some release\n");
    must(d, "minisign", &["-S", "-s", "k.key", "-m", "data.bin"]);
    let inline = std::fs::read_to_string(d.join("k.pub")).expect("pub");
    let inline = inline.lines().nth(1).expect("key line").to_owned();
    let code = |args: &[&str]| common::run_hashdrop(d, args).status.code();
    assert_eq!(
        code(&["signature", "data.bin", "--keyring", "k.pub"]),
        Some(0)
    );
    assert_eq!(
        code(&["signature", "data.bin", "--keyring", &inline]),
        Some(0)
    );
    assert_eq!(
        code(&[
            "signature",
            "data.bin",
            "data.bin.minisig",
            "--keyring",
            "k.pub"
        ]),
        Some(0)
    );
    assert_eq!(
        code(&["signature", "data.bin"]),
        Some(2),
        "no key: cannot decide"
    );
    write(d, "data.bin", b"another release\n");
    assert_eq!(
        code(&["signature", "data.bin", "--keyring", "k.pub"]),
        Some(1)
    );
}

#[test]
fn signify_verdicts_agree_with_signify() {
    if !have("signify-openbsd") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let d = tmp.path();
    let signify = "signify-openbsd";
    must(d, signify, &["-G", "-n", "-p", "k.pub", "-s", "k.sec"]);
    must(
        d,
        signify,
        &["-G", "-n", "-p", "other.pub", "-s", "other.sec"],
    );
    write(d, "data.bin", &common::rng_bytes(100_000, 7));
    write(d, "changed.bin", &common::rng_bytes(100_000, 8));
    must(
        d,
        signify,
        &["-S", "-s", "k.sec", "-m", "data.bin", "-x", "good.sig"],
    );
    must(
        d,
        signify,
        &["-S", "-s", "other.sec", "-m", "data.bin", "-x", "wrong.sig"],
    );
    tamper_line(d, "good.sig", "badsig.sig", 1, 5);
    let cases = [
        ("good", "data.bin", "good.sig", "good"),
        ("file changed", "changed.bin", "good.sig", "bad"),
        ("signature changed", "data.bin", "badsig.sig", "bad"),
        ("another key", "data.bin", "wrong.sig", "unknown key"),
    ];
    for (case, file, sig, want) in cases {
        let theirs = tool(
            d,
            signify,
            &["-V", "-p", "k.pub", "-x", sig, "-m", file],
            None,
        );
        let r = ours(d, file, sig, "k.pub");
        assert_eq!(kind(&r), want, "{case}: {r:?}");
        assert_eq!(
            r.outcome() == Outcome::Trusted,
            theirs,
            "{case}: signify -V says {theirs}"
        );
    }
}

/// A list signed with `signify -S -e` (OpenBSD's `SHA256.sig`), checked by `hashdrop
/// check` as by `signify -C`: good, a file changed, the list changed, another key.
#[test]
fn a_signify_signed_list_is_checked_like_signify_c() {
    if !have("signify-openbsd") || !have("sha256sum") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let d = tmp.path();
    let signify = "signify-openbsd";
    must(d, signify, &["-G", "-n", "-p", "k.pub", "-s", "k.sec"]);
    must(
        d,
        signify,
        &["-G", "-n", "-p", "other.pub", "-s", "other.sec"],
    );
    write(d, "a.iso", b"first\n");
    write(d, "b.img", b"second\n");
    let out = Command::new("sha256sum")
        .args(["--tag", "a.iso", "b.img"])
        .current_dir(d)
        .output()
        .expect("sha256sum");
    write(d, "SHA256", &out.stdout);
    must(
        d,
        signify,
        &[
            "-S",
            "-e",
            "-s",
            "k.sec",
            "-m",
            "SHA256",
            "-x",
            "SHA256.sig",
        ],
    );
    let hashdrop = |key: &str| {
        common::run_hashdrop(
            d,
            &[
                "check",
                "--keyring",
                key,
                "--require-signature",
                "SHA256.sig",
            ],
        )
        .status
        .code()
    };
    let signify_c = |key: &str| tool(d, signify, &["-C", "-p", key, "-x", "SHA256.sig"], None);
    assert!(signify_c("k.pub"));
    assert_eq!(hashdrop("k.pub"), Some(0), "good list, files match");
    assert!(!signify_c("other.pub"));
    assert_ne!(hashdrop("other.pub"), Some(0), "another key");
    write(d, "b.img", b"changed\n");
    assert!(!signify_c("k.pub"));
    assert_eq!(hashdrop("k.pub"), Some(1), "a file changed");
    write(d, "b.img", b"second\n");
    // A line appended to the signed list makes the signature bad, for both.
    let mut list = std::fs::read(d.join("SHA256.sig")).expect("list");
    list.extend_from_slice(format!("SHA256 (c.bin) = {}\n", "ab".repeat(32)).as_bytes());
    write(d, "SHA256.sig", &list);
    assert!(!signify_c("k.pub"));
    assert_eq!(hashdrop("k.pub"), Some(1), "the list changed");
}

fn ssh_keygen(d: &Path, name: &str, kind: &str) -> String {
    must(
        d,
        "ssh-keygen",
        &[
            "-q",
            "-t",
            kind,
            "-N",
            "",
            "-C",
            &format!("{name}@example.org"),
            "-f",
            name,
        ],
    );
    std::fs::read_to_string(d.join(format!("{name}.pub"))).expect("pub")
}

#[test]
fn ssh_verdicts_agree_with_ssh_keygen() {
    if !have("ssh-keygen") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let d = tmp.path();
    let mut signers = String::new();
    for (name, kind) in [("ed", "ed25519"), ("ec", "ecdsa"), ("rsa", "rsa")] {
        let public = ssh_keygen(d, name, kind);
        signers.push_str(&format!("{name}@example.org {public}"));
    }
    ssh_keygen(d, "stranger", "ed25519");
    write(d, "allowed_signers", signers.as_bytes());
    write(d, "data.bin", &common::rng_bytes(200_000, 9));
    write(d, "changed.bin", &common::rng_bytes(200_000, 10));
    let sign = |key: &str, ns: &str, out: &str| {
        let file = d.join(out);
        std::fs::copy(d.join("data.bin"), &file).expect("copy");
        must(d, "ssh-keygen", &["-Y", "sign", "-f", key, "-n", ns, out]);
    };
    for key in ["ed", "ec", "rsa"] {
        sign(key, "file", &format!("{key}.dat"));
    }
    sign("stranger", "file", "stranger.dat");
    sign("ed", "git", "git.dat");
    tamper_line(d, "ed.dat.sig", "badsig.sig", 3, 6);
    let cases = [
        ("ed25519, good", "data.bin", "ed.dat.sig", "ed", "good"),
        ("ECDSA, good", "data.bin", "ec.dat.sig", "ec", "good"),
        ("RSA, good", "data.bin", "rsa.dat.sig", "rsa", "good"),
        ("file changed", "changed.bin", "ed.dat.sig", "ed", "bad"),
        ("signature changed", "data.bin", "badsig.sig", "ed", "bad"),
        (
            "another key",
            "data.bin",
            "stranger.dat.sig",
            "stranger",
            "unknown key",
        ),
        (
            "another namespace",
            "data.bin",
            "git.dat.sig",
            "ed",
            "rejected",
        ),
    ];
    for (case, file, sig, who, want) in cases {
        let identity = format!("{who}@example.org");
        let args = [
            "-Y",
            "verify",
            "-f",
            "allowed_signers",
            "-I",
            &identity,
            "-n",
            "file",
            "-s",
            sig,
        ];
        let theirs = tool(d, "ssh-keygen", &args, Some(&d.join(file)));
        let r = ours(d, file, sig, "allowed_signers");
        assert_eq!(kind(&r), want, "{case}: {r:?}");
        assert_eq!(
            r.outcome() == Outcome::Trusted,
            theirs,
            "{case}: ssh-keygen says {theirs}"
        );
    }
    // One `.pub` line is a key too, and the command line takes it.
    let r = ours(d, "data.bin", "ed.dat.sig", "ed.pub");
    assert_eq!(kind(&r), "good");
    let code = common::run_hashdrop(
        d,
        &["signature", "data.bin", "ed.dat.sig", "--keyring", "ed.pub"],
    )
    .status
    .code();
    assert_eq!(code, Some(0));
    let code = common::run_hashdrop(
        d,
        &[
            "signature",
            "changed.bin",
            "ed.dat.sig",
            "--keyring",
            "ed.pub",
        ],
    )
    .status
    .code();
    assert_eq!(code, Some(1));
}

/// Huge, truncated, malformed and random signatures and keys of every format: a plain
/// refusal or a verdict, never a panic, never a good signature.
#[test]
fn hostile_signatures_and_keys_are_refused() {
    let ring = Keyring::bundled();
    let now = SystemTime::now();
    let zig_sig = include_bytes!("data/zig/zig-linux-x86_64-0.13.0.tar.xz.minisig");
    let samples: [&[u8]; 4] = [
        zig_sig,
        b"untrusted comment: signify\nRWSoEGRfAyOEcANMYYzGXCSc5T9UTrhteWVuNqSI3poUcbF3xtvNXX6tuyogD6ye2F4TD8IPabjKM7zS6PMNxSJMs1oCoJv0QQk=\n",
        b"-----BEGIN SSH SIGNATURE-----\nU1NIU0lHAAAAAQAAADMAAAALc3NoLWVkMjU1MTkAAAAg\n-----END SSH SIGNATURE-----\n",
        b"untrusted comment: minisign public key\nRWSGOq2NVecA2UPNdBUZykf1CCb147pkmdtYxgb3Ti+JO/wCYvhbAb/U\n",
    ];
    let mut huge = b"untrusted comment: x\n".to_vec();
    huge.resize(4 << 20, b'A');
    assert!(trust::verify_detached_bytes(b"data", &huge, &ring, now).is_err());
    for sample in samples {
        let mut inputs: Vec<Vec<u8>> = (0..sample.len()).map(|n| sample[..n].to_vec()).collect();
        for seed in 0..200u64 {
            let mut m = sample.to_vec();
            let noise = common::rng_bytes(4, seed);
            let at = (noise[0] as usize * 256 + noise[1] as usize) % m.len();
            m[at] = noise[2];
            inputs.push(m);
        }
        for input in &inputs {
            if let Ok(r) = trust::verify_detached_bytes(b"data", input, &ring, now) {
                assert_ne!(r.outcome(), Outcome::Trusted, "{input:?}");
            }
            let _ = trust::is_detached_signature(input);
            let _ = Keyring::empty().add_bytes(input, KeyOrigin::Given);
        }
    }
}

/// Real published signatures: minisign's author's test vectors (legacy and prehashed)
/// verify; Zig's signature of its 0.13.0 release names Zig's bundled key, and its
/// check runs (the 47 MB tarball itself is not stored: bytes that are not it are bad).
#[test]
fn real_published_minisign_signatures() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/minisign");
    for sig in ["test.minisig", "test-prehashed.minisig"] {
        let r = ours(&dir, "test", sig, "jedisct1.pub");
        assert_eq!(kind(&r), "good", "{sig}: {r:?}");
    }
    let zig = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/zig");
    let sig = std::fs::read(zig.join("zig-linux-x86_64-0.13.0.tar.xz.minisig")).expect("sig");
    let now = SystemTime::now();
    let r = trust::verify_detached_bytes(b"not the tarball", &sig, &Keyring::bundled(), now)
        .expect("readable");
    assert!(
        matches!(&r.signatures[..], [Verdict::Bad { key, why: BadReason::Changed }] if key.hex() == "D900E7558DAD3A86"),
        "{r:?}"
    );
    let r = trust::verify_detached_bytes(b"x", &sig, &Keyring::empty(), now).expect("readable");
    assert!(
        matches!(&r.signatures[..], [Verdict::UnknownKey { key_id }] if key_id == "D900E7558DAD3A86"),
        "{r:?}"
    );
}

/// A real signify-signed list (Void Linux aarch64 images, `signify -S -e`): good with
/// its publisher's key, as `signify -V -e` says, and only its signed lines are read.
#[test]
fn a_real_published_signify_list_verifies() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/signify");
    let list = std::fs::read(dir.join("SHA256.sig")).expect("list");
    let checked = hashdrop::signed::check_sums_bytes(
        Some(&dir.join("SHA256.sig")),
        &list,
        None,
        &ring(&dir, "void-aarch64.pub"),
        SystemTime::now(),
    );
    assert_eq!(
        checked.signature.outcome(),
        Outcome::Trusted,
        "{:?}",
        checked.signature
    );
    assert_eq!(checked.parsed.entries().count(), 4);
    let mut changed = list.clone();
    let at = changed.len() - 3;
    changed[at] ^= 1;
    let checked = hashdrop::signed::check_sums_bytes(
        None,
        &changed,
        None,
        &ring(&dir, "void-aarch64.pub"),
        SystemTime::now(),
    );
    assert_eq!(checked.signature.outcome(), Outcome::Bad);
    if have("signify-openbsd") {
        let args = [
            "-V",
            "-e",
            "-p",
            "void-aarch64.pub",
            "-x",
            "SHA256.sig",
            "-m",
            "-",
        ];
        let ok = Command::new("signify-openbsd")
            .args(args)
            .current_dir(&dir)
            .stdout(Stdio::null())
            .status()
            .expect("signify");
        assert!(ok.success(), "signify -V -e agrees");
    }
}

/// A list with a detached signature of another format beside it (Void's
/// `sha256sum.txt` + `sha256sum.sig` by signify; a `SHA256SUMS.minisig`): `hashdrop
/// check --require-signature` finds it, and only a good one passes.
#[test]
fn check_finds_a_signify_or_minisign_signature_beside_a_list() {
    if !have("signify-openbsd") || !have("minisign") || !have("sha256sum") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let d = tmp.path();
    must(
        d,
        "signify-openbsd",
        &["-G", "-n", "-p", "void.pub", "-s", "void.sec"],
    );
    must(d, "minisign", &["-G", "-W", "-p", "m.pub", "-s", "m.key"]);
    write(d, "void-live.iso", b"void image\n");
    let out = Command::new("sha256sum")
        .arg("void-live.iso")
        .current_dir(d)
        .output()
        .expect("sha256sum");
    write(d, "sha256sum.txt", &out.stdout);
    write(d, "SHA256SUMS", &out.stdout);
    must(
        d,
        "signify-openbsd",
        &[
            "-S",
            "-s",
            "void.sec",
            "-m",
            "sha256sum.txt",
            "-x",
            "sha256sum.sig",
        ],
    );
    must(d, "minisign", &["-S", "-s", "m.key", "-m", "SHA256SUMS"]);
    let check = |key: &str, list: &str| {
        common::run_hashdrop(d, &["check", "--keyring", key, "--require-signature", list])
            .status
            .code()
    };
    assert_eq!(check("void.pub", "sha256sum.txt"), Some(0));
    assert_eq!(check("m.pub", "SHA256SUMS"), Some(0));
    assert_eq!(
        check("m.pub", "sha256sum.txt"),
        Some(1),
        "not signed by that key: required"
    );
    // The list changed after it was signed: bad, for signify -V and for Hashdrop.
    let mut list = out.stdout.clone();
    list.extend_from_slice(format!("{}  other.iso\n", "ab".repeat(32)).as_bytes());
    write(d, "sha256sum.txt", &list);
    assert!(!tool(
        d,
        "signify-openbsd",
        &[
            "-V",
            "-p",
            "void.pub",
            "-x",
            "sha256sum.sig",
            "-m",
            "sha256sum.txt"
        ],
        None
    ));
    assert_eq!(check("void.pub", "sha256sum.txt"), Some(1));
}
