//! A minisign signature in the window (issue 34): a dropped `.minisig` is matched with
//! its file in any order through the session's file-signature path, exactly as an
//! OpenPGP signature is; Zig's rule (a trusted comment naming another file) is red; no
//! key is amber. The signatures are made by the real `minisign` tool.

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
        let rows = w.h.state().hash.session.results.files();
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
