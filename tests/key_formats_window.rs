//! One door for every key in the window (issue 34, section 2): a dropped minisign,
//! signify or SSH key goes through the same confirmation as an OpenPGP key (its format
//! and fingerprint shown, nothing trusted before Add), is kept by the key store, listed
//! in Options with its format, and turns a matching signature from amber to green. The
//! keys and signatures are made by the reference tools (`minisign`, `signify-openbsd`,
//! `ssh-keygen`).

mod common;
mod driver;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use driver::Window;
use egui_kittest::kittest::Queryable as _;
use hashdrop::sums::{Colour, RowVerdict};

const IMAGE: &[u8] = b"a release, as published";

/// Runs `tool` in `dir`; whether it succeeded.
fn run(tool: &str, dir: &Path, args: &[&str]) -> bool {
    Command::new(tool)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether `tool` can be started at all (a tool that runs but fails is a failure of
/// the test, not a reason to skip it).
fn have(tool: &str) -> bool {
    let found = Command::new(tool)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok();
    if !found {
        common::skip_missing(tool);
    }
    found
}

/// A downloads folder with an image, and a key made by the reference tool with the
/// image's signature beside it.
struct Signed {
    dir: tempfile::TempDir,
    key: PathBuf,
    image: PathBuf,
    sig: PathBuf,
}

impl Signed {
    /// The key store's folder (empty until a key is confirmed).
    fn keys(&self) -> PathBuf {
        self.dir.path().join("keys")
    }
}

fn downloads(dir: &Path, name: &str) -> PathBuf {
    let downloads = dir.join("downloads");
    std::fs::create_dir_all(&downloads).expect("mkdir");
    let image = downloads.join(name);
    std::fs::write(&image, IMAGE).expect("write");
    image
}

/// `minisign -G` and `minisign -S`; `None` (skipped) without minisign.
fn minisigned() -> Option<Signed> {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    if !have("minisign") {
        return None;
    }
    let made = run(
        "minisign",
        d,
        &["-G", "-W", "-p", "minisign.pub", "-s", "k.key"],
    );
    assert!(made, "minisign -G");
    let image = downloads(d, "zig-0.14.0.tar.xz");
    let sig = image.with_extension("xz.minisig");
    let (i, s) = (image.to_string_lossy(), sig.to_string_lossy());
    assert!(run(
        "minisign",
        d,
        &["-S", "-s", "k.key", "-m", &i, "-x", &s]
    ));
    Some(Signed {
        key: d.join("minisign.pub"),
        dir,
        image,
        sig,
    })
}

/// `signify -G` and `signify -S`; `None` (skipped) without signify-openbsd.
fn signified() -> Option<Signed> {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    if !have("signify-openbsd") {
        return None;
    }
    // signify wants the two halves named alike (NAME.pub, NAME.sec).
    let made = run(
        "signify-openbsd",
        d,
        &["-G", "-n", "-p", "openbsd.pub", "-s", "openbsd.sec"],
    );
    assert!(made, "signify -G");
    let image = downloads(d, "install76.img");
    let sig = image.with_extension("img.sig");
    let (i, s) = (image.to_string_lossy(), sig.to_string_lossy());
    assert!(run(
        "signify-openbsd",
        d,
        &["-S", "-s", "openbsd.sec", "-m", &i, "-x", &s]
    ));
    Some(Signed {
        key: d.join("openbsd.pub"),
        dir,
        image,
        sig,
    })
}

/// `ssh-keygen -t ed25519` and `ssh-keygen -Y sign -n file`; `None` (skipped) without
/// ssh-keygen.
fn ssh_signed() -> Option<Signed> {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    if !have("ssh-keygen") {
        return None;
    }
    let made = run(
        "ssh-keygen",
        d,
        &[
            "-q",
            "-t",
            "ed25519",
            "-N",
            "",
            "-C",
            "release@example.org",
            "-f",
            "id",
        ],
    );
    assert!(made, "ssh-keygen -t ed25519");
    let image = downloads(d, "tool-1.2.tar.gz");
    let i = image.to_string_lossy();
    assert!(run(
        "ssh-keygen",
        d,
        &["-Y", "sign", "-n", "file", "-f", "id", &i]
    ));
    Some(Signed {
        key: d.join("id.pub"),
        sig: image.with_extension("gz.sig"),
        dir,
        image,
    })
}

/// Drops `key` and waits for its confirmation.
fn offer(w: &mut Window, key: &Path) {
    w.drop(&[key]);
    w.until("the key's confirmation", |w| {
        w.h.state().key_offer().is_some()
    });
    w.h.run();
}

/// Clicks Add in the confirmation shown. Through the accessibility tree: a dialog
/// shown again (the same window, another key) may still be moving to its new size in
/// the frame a pointer would click it.
fn add(w: &mut Window) {
    w.h.get_by_label("Add").click_accesskit();
    w.h.step();
}

/// Drops `key`, clicks Add in its confirmation, and waits until it is kept.
fn confirm(w: &mut Window, key: &Path) {
    offer(w, key);
    add(w);
    w.settle();
    assert!(w.h.state().key_offer().is_none(), "the confirmation closed");
}

/// How many keys the store holds.
fn stored(keys: &Path) -> usize {
    hashdrop::desktop::key_store::KeyStore::in_dir(keys)
        .list()
        .len()
}

fn green() -> Option<(Colour, String)> {
    Some((Colour::Green, "✔ Signed by its publisher".to_string()))
}

#[test]
fn a_minisign_key_confirmed_first_makes_a_minisig_dropped_before_its_file_green() {
    let Some(s) = minisigned() else {
        return;
    };
    let mut w = Window::open_with("", Some(&s.keys()));
    offer(&mut w, &s.key);
    // What the person compares: the format, the public key as Zig prints its own, and
    // the key ID; nothing is kept before Add.
    assert!(w.shows("minisign/signify key"));
    let key_line = std::fs::read_to_string(&s.key).expect("read");
    let key_line = key_line.lines().nth(1).expect("the key line");
    assert!(w.shows(key_line), "the public key is shown");
    assert!(w.shows("Compare this public key with the one on the publisher's website"));
    assert_eq!(stored(&s.keys()), 0, "nothing is kept before Add");
    w.click("Add");
    w.settle();
    assert_eq!(stored(&s.keys()), 1);
    w.drop(&[&s.sig]);
    w.settle();
    w.drop(&[&s.image]);
    w.settle();
    assert_eq!(w.headline(), green());
    assert_eq!(w.row(&s.image), Some(RowVerdict::SignedFile));
    w.click("Options");
    w.settle();
    assert!(w.shows("minisign/signify key"), "listed with its format");
}

#[test]
fn a_minisign_key_confirmed_after_its_file_and_minisig_turns_amber_to_green() {
    let Some(s) = minisigned() else {
        return;
    };
    let mut w = Window::open_with("", Some(&s.keys()));
    w.drop(&[&s.image]);
    w.settle();
    w.drop(&[&s.sig]);
    w.settle();
    assert_eq!(w.headline().map(|h| h.0), Some(Colour::Amber));
    assert_eq!(w.row(&s.image), Some(RowVerdict::SignatureNotChecked));
    confirm(&mut w, &s.key);
    assert_eq!(w.headline(), green(), "the signature was checked again");
    assert_eq!(w.row(&s.image), Some(RowVerdict::SignedFile));
}

#[test]
fn a_minisign_key_dropped_but_not_confirmed_stays_amber() {
    let Some(s) = minisigned() else {
        return;
    };
    let mut w = Window::open_with("", Some(&s.keys()));
    offer(&mut w, &s.key);
    w.click("Cancel");
    w.settle();
    w.drop(&[&s.sig]);
    w.settle();
    w.drop(&[&s.image]);
    w.settle();
    assert_eq!(w.headline().map(|h| h.0), Some(Colour::Amber));
    assert_eq!(w.row(&s.image), Some(RowVerdict::SignatureNotChecked));
    assert_eq!(stored(&s.keys()), 0, "a key dropped is not trusted");
    assert!(!s.keys().exists(), "not even the folder");
}

/// `ssh-keygen -l`'s fingerprint of `key` (`SHA256:…`).
fn ssh_fingerprint(key: &Path) -> String {
    let out = Command::new("ssh-keygen")
        .args(["-l", "-f"])
        .arg(key)
        .output()
        .expect("ssh-keygen -l");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.split_whitespace()
        .nth(1)
        .expect("fingerprint")
        .to_owned()
}

#[test]
fn an_ssh_key_and_a_signify_key_are_confirmed_listed_with_their_formats_and_checked() {
    let (Some(ssh), Some(bsd)) = (ssh_signed(), signified()) else {
        return;
    };
    let keys = ssh.keys();
    let mut w = Window::open_with("", Some(&keys));
    for s in [&ssh, &bsd] {
        w.drop(&[&s.image]);
        w.settle();
        assert_eq!(w.row(&s.image), Some(RowVerdict::SignatureNotChecked));
    }
    offer(&mut w, &ssh.key);
    let fingerprint = ssh_fingerprint(&ssh.key);
    assert!(w.shows("SSH key"));
    assert!(w.shows(&fingerprint), "ssh-keygen -l's {fingerprint}");
    assert!(w.shows("release@example.org"));
    add(&mut w);
    w.settle();
    confirm(&mut w, &bsd.key);
    assert_eq!(stored(&keys), 2);
    for s in [&ssh, &bsd] {
        assert_eq!(w.row(&s.image), Some(RowVerdict::SignedFile), "{:?}", s.sig);
    }
    w.click("Options");
    w.settle();
    assert!(w.shows("SSH key"));
    assert!(w.shows("minisign/signify key"));
    assert!(w.shows(&fingerprint));
    // Each is removable on its own.
    w.click("Stop trusting the key of release@example.org");
    w.settle();
    assert_eq!(stored(&keys), 1);
    assert_eq!(w.row(&ssh.image), Some(RowVerdict::SignatureNotChecked));
    assert_eq!(w.row(&bsd.image), Some(RowVerdict::SignedFile));
}

/// An `allowed_signers` file chosen with Add… (as `ssh-keygen -Y verify -f` reads one)
/// shows each of its keys with its own fingerprint and Add: only the key added is
/// trusted, the other line's key is not.
#[test]
fn an_allowed_signers_file_chosen_shows_each_key_and_keeps_only_the_one_added() {
    let (Some(ours), Some(other)) = (ssh_signed(), ssh_signed()) else {
        return;
    };
    let line = |s: &Signed, who: &str| {
        let key = std::fs::read_to_string(&s.key).expect("read");
        format!("{who} {}\n", key.trim())
    };
    let signers = ours.dir.path().join("allowed_signers");
    let text = line(&ours, "release@example.org") + &line(&other, "someone@example.net");
    std::fs::write(&signers, text).expect("write");
    let keys = ours.keys();
    let mut w = Window::open_with("", Some(&keys));
    let ctx = w.h.ctx.clone();
    w.h.state_mut().offer_key_file(&ctx, signers);
    w.until("the confirmation", |w| w.h.state().key_offer().is_some());
    w.h.run();
    assert!(w.shows("allowed_signers holds 2 keys. Trust which of them?"));
    assert!(w.shows("someone@example.net"));
    let fingerprint = ssh_fingerprint(&ours.key);
    w.click(&format!("Add the key with fingerprint {fingerprint}"));
    w.settle();
    w.click("Close");
    w.settle();
    assert_eq!(stored(&keys), 1);
    for (s, verdict) in [
        (&ours, RowVerdict::SignedFile),
        (&other, RowVerdict::SignatureNotChecked),
    ] {
        w.drop(&[&s.image]);
        w.settle();
        assert_eq!(w.row(&s.image), Some(verdict), "{:?}", s.image);
    }
}

/// Pictures for review: the confirmation of a minisign key, and a Sigstore bundle by a
/// signer Hashdrop does not know (amber) and, once trusted, green, at 640×480 and
/// 1280×800, in English and German, written to the folder `HASHDROP_SHOTS` names.
/// `HASHDROP_SHOTS=DIR cargo test --test key_formats_window -- --ignored`
#[test]
#[ignore = "pictures for review: run with HASHDROP_SHOTS=DIR"]
fn pictures_of_keys_and_signers() {
    use hashdrop::gui::i18n::Lang;
    let Some(out) = std::env::var_os("HASHDROP_SHOTS").map(PathBuf::from) else {
        return;
    };
    std::fs::create_dir_all(&out).expect("mkdir");
    let Some(s) = minisigned() else {
        return;
    };
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sigstore/conformance");
    let file = s.dir.path().join("downloads/a.txt");
    let bundle = s.dir.path().join("downloads/a.txt.sigstore.json");
    std::fs::copy(data.join("a.txt"), &file).expect("copy");
    std::fs::copy(data.join("happy-path-v0.3/bundle.sigstore.json"), &bundle).expect("copy");
    for (lang, tag) in [(Lang::En, "en"), (Lang::De, "de")] {
        for size in [[640.0, 480.0], [1280.0, 800.0]] {
            let keys = s.dir.path().join(format!("keys-{tag}-{}", size[0]));
            let shot = |w: &mut Window, what: &str| {
                w.h.run();
                let name = format!("{what}-{tag}-{}x{}.png", size[0], size[1]);
                let picture = w.h.render().expect("render");
                picture.save(out.join(name)).expect("save");
            };
            let mut w = Window::open_sized("", Some(&keys), size);
            w.h.state_mut().settings_mut().language = Some(lang);
            w.h.run();
            offer(&mut w, &s.key);
            shot(&mut w, "minisign-key");
            w.click(&hashdrop::gui::i18n::tr("key-offer-cancel"));
            w.settle();
            w.drop(&[&file, &bundle]);
            w.settle();
            shot(&mut w, "sigstore-unknown");
            let trust = hashdrop::gui::i18n::tr("sig-trust-signer");
            // In a small window the card scrolls: the button is brought into sight.
            w.h.get_by_label(&trust).scroll_to_me();
            w.h.run();
            w.click(&trust);
            w.until("the signer's confirmation", |w| {
                w.h.state().key_offer().is_some()
            });
            shot(&mut w, "sigstore-confirm");
            // The conformance suite's identity is a long URI: in a small window the
            // dialog scrolls to its buttons.
            let add = hashdrop::gui::i18n::tr("key-offer-add");
            w.h.get_by_label(&add).scroll_to_me();
            w.h.run();
            shot(&mut w, "sigstore-confirm-scrolled");
            w.click(&add);
            w.settle();
            shot(&mut w, "sigstore-trusted");
        }
    }
}
