//! A minisign signature in the window (issue 34): a dropped `.minisig` is matched with
//! its file in any order through the session's file-signature path, exactly as an
//! OpenPGP signature is; Zig's rule (a trusted comment naming another file) is red; no
//! key is amber. The signatures are made by the real `minisign` tool. A list signed
//! with `signify -S -e` (OpenBSD's `SHA256.sig`) dropped alone is a checksum list,
//! made by the real `signify-openbsd`.

mod common;
mod driver;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use driver::Window;
use hashdrop::sums::{Colour, RowVerdict};

const IMAGE: &[u8] = b"zig release, as published";

struct Signed {
    _dir: tempfile::TempDir,
    keys: PathBuf,
    image: PathBuf,
    sig: PathBuf,
}

fn minisign(dir: &Path, args: &[&str]) -> bool {
    Command::new("minisign")
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// An image and its `.minisig` (with `comment` as the trusted comment when given); the
/// key is in the window's key store when `key_added`. `None` when minisign is missing.
fn signed(comment: Option<&str>, key_added: bool) -> Option<Signed> {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    if !minisign(d, &["-G", "-W", "-p", "k.pub", "-s", "k.key"]) {
        common::skip_missing("minisign");
        return None;
    }
    let downloads = d.join("downloads");
    std::fs::create_dir_all(&downloads).expect("mkdir");
    let image = downloads.join("zig-0.13.0.tar.xz");
    std::fs::write(&image, IMAGE).expect("write");
    let sig = downloads.join("zig-0.13.0.tar.xz.minisig");
    let (image_s, sig_s) = (image.to_string_lossy(), sig.to_string_lossy());
    let mut args = vec!["-S", "-s", "k.key", "-m", &image_s, "-x", &sig_s];
    if let Some(c) = comment {
        args.extend(["-t", c]);
    }
    assert!(minisign(d, &args), "minisign -S");
    let keys = d.join("keys");
    if key_added {
        // As the key store keeps a confirmed key: its bytes in FINGERPRINT.key.
        std::fs::create_dir_all(&keys).expect("mkdir");
        std::fs::copy(d.join("k.pub"), keys.join("minisign.key")).expect("copy");
    }
    Some(Signed {
        _dir: dir,
        keys,
        image,
        sig,
    })
}

#[test]
fn a_minisig_is_matched_with_its_file_in_every_order() {
    let Some(s) = signed(None, true) else {
        return;
    };
    let green = Some((Colour::Green, "✔ Signed by its publisher".to_string()));
    let orders: [&[&[&Path]]; 3] = [
        &[&[&s.image]],
        &[&[&s.image], &[&s.sig]],
        &[&[&s.sig], &[&s.image]],
    ];
    for drops in orders {
        let mut w = Window::open_with("", Some(&s.keys));
        for d in drops {
            w.drop(d);
            w.settle();
        }
        assert_eq!(w.headline(), green, "{drops:?}");
        assert_eq!(w.row(&s.image), Some(RowVerdict::SignedFile), "{drops:?}");
        let rows = w.h.state().hash().session.results.files();
        assert_eq!(rows.iter().filter(|r| *r.path == *s.image).count(), 1);
        assert!(
            rows.iter().all(|r| *r.path != *s.sig),
            "the signature is not hashed"
        );
    }
}

#[test]
fn a_minisig_whose_trusted_comment_names_another_file_is_red() {
    let Some(s) = signed(Some("timestamp:1718143337\tfile:zig-0.12.0.tar.xz"), true) else {
        return;
    };
    let mut w = Window::open_with("", Some(&s.keys));
    w.drop(&[&s.image]);
    w.settle();
    assert_eq!(w.headline().map(|h| h.0), Some(Colour::Red));
    assert_eq!(w.row(&s.image), Some(RowVerdict::BadFileSignature));
    assert!(w.shows("or the signature is for another file"));
}

#[test]
fn a_minisig_without_its_key_is_not_checked() {
    let Some(s) = signed(None, false) else {
        return;
    };
    let mut w = Window::open_with("", Some(&s.keys));
    w.drop(&[&s.sig]);
    w.settle();
    w.drop(&[&s.image]);
    w.settle();
    assert_eq!(w.headline().map(|h| h.0), Some(Colour::Amber));
    assert_eq!(w.row(&s.image), Some(RowVerdict::SignatureNotChecked));
}

/// Runs `signify-openbsd` in `dir`; whether it succeeded.
fn signify(dir: &Path, args: &[&str]) -> bool {
    Command::new("signify-openbsd")
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A list signed with `signify -S -e` (OpenBSD's `SHA256.sig`) dropped on the window
/// is a list like SHA256SUMS with its `.gpg`: its files are found beside it and
/// checked; one changed after signing does not match, the other does.
#[test]
fn a_signify_signed_list_finds_its_files_and_one_changed_file_is_red() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    if !signify(d, &["-G", "-n", "-p", "k.pub", "-s", "k.sec"]) {
        common::skip_missing("signify-openbsd");
        return;
    }
    let downloads = d.join("downloads");
    std::fs::create_dir_all(&downloads).expect("mkdir");
    let (good, changed) = (downloads.join("base76.tgz"), downloads.join("bsd.rd"));
    std::fs::write(&good, b"the base set\n").expect("write");
    std::fs::write(&changed, b"the ramdisk kernel\n").expect("write");
    let line = |path: &Path, bytes: &[u8]| {
        use sha2::Digest as _;
        let hex: String = sha2::Sha256::digest(bytes)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let name = path.file_name().expect("name").to_string_lossy();
        format!("SHA256 ({name}) = {hex}\n")
    };
    let list = line(&good, b"the base set\n") + &line(&changed, b"the ramdisk kernel\n");
    std::fs::write(downloads.join("SHA256"), list).expect("write");
    let signed = signify(
        &downloads,
        &[
            "-S",
            "-e",
            "-s",
            "../k.sec",
            "-m",
            "SHA256",
            "-x",
            "SHA256.sig",
        ],
    );
    assert!(signed, "signify -S -e");
    std::fs::remove_file(downloads.join("SHA256")).expect("only the signed list is published");
    std::fs::write(&changed, b"a ramdisk kernel changed by a mirror\n").expect("write");
    let keys = d.join("keys");
    std::fs::create_dir_all(&keys).expect("mkdir");
    std::fs::copy(d.join("k.pub"), keys.join("openbsd.key")).expect("copy");
    let mut w = Window::open_with("", Some(&keys));
    w.drop(&[&downloads.join("SHA256.sig")]);
    w.settle();
    assert_eq!(w.headline().map(|h| h.0), Some(Colour::Red));
    assert!(
        matches!(w.row(&good), Some(RowVerdict::Match { .. })),
        "{:?}",
        w.row(&good)
    );
    assert!(
        matches!(w.row(&changed), Some(RowVerdict::Mismatch { .. })),
        "{:?}",
        w.row(&changed)
    );
}
