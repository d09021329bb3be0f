//! A Sigstore bundle in the window (issue 34): a dropped `.sigstore.json` is matched
//! with its file in any order, as a `.minisig` is. Sigstore has no key: a bundle by a
//! signer Hashdrop trusts is green; a valid bundle by anyone else is amber, naming the
//! identity it claims as NOT checked; a file changed after signing is red. The bundle
//! is the Sigstore conformance suite's real v0.3 one (tests/data/sigstore).

mod common;
mod driver;

use std::path::{Path, PathBuf};

use driver::Window;
use hashdrop::sums::{Colour, RowVerdict};

/// The conformance suite's signer and its issuer.
const IDENTITY: &str = "https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main";
const ISSUER: &str = "https://token.actions.githubusercontent.com";

struct Signed {
    _dir: tempfile::TempDir,
    keys: PathBuf,
    file: PathBuf,
    bundle: PathBuf,
}

/// The suite's `a.txt` and its bundle in a downloads folder; the signer is in the
/// window's key store (as a Sigstore signer file) when `trusted`.
fn signed(trusted: bool) -> Signed {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sigstore/conformance");
    let downloads = dir.path().join("downloads");
    std::fs::create_dir_all(&downloads).expect("mkdir");
    let file = downloads.join("a.txt");
    let bundle = downloads.join("a.txt.sigstore.json");
    std::fs::copy(data.join("a.txt"), &file).expect("copy");
    std::fs::copy(data.join("happy-path-v0.3/bundle.sigstore.json"), &bundle).expect("copy");
    let keys = dir.path().join("keys");
    std::fs::create_dir_all(&keys).expect("mkdir");
    if trusted {
        let signer = format!("sigstore-identity: {IDENTITY}\nsigstore-issuer: {ISSUER}\n");
        std::fs::write(keys.join("conformance.key"), signer).expect("write");
    }
    Signed {
        _dir: dir,
        keys,
        file,
        bundle,
    }
}

#[test]
fn a_bundle_by_a_trusted_signer_is_green_in_every_order() {
    let s = signed(true);
    let green = Some((Colour::Green, "✔ Signed by its publisher".to_string()));
    let orders: [&[&[&Path]]; 3] = [
        &[&[&s.file]],
        &[&[&s.file], &[&s.bundle]],
        &[&[&s.bundle], &[&s.file]],
    ];
    for drops in orders {
        let mut w = Window::open_with("", Some(&s.keys));
        for d in drops {
            w.drop(d);
            w.settle();
        }
        assert_eq!(w.headline(), green, "{drops:?}");
        assert_eq!(w.row(&s.file), Some(RowVerdict::SignedFile), "{drops:?}");
        assert!(w.shows("with Sigstore"), "{drops:?}");
        let rows = w.h.state().hash().session.results.files();
        assert!(
            rows.iter().all(|r| *r.path != *s.bundle),
            "the bundle is not hashed"
        );
    }
}

#[test]
fn a_bundle_by_an_unknown_signer_is_amber_and_names_it_as_not_checked() {
    let s = signed(false);
    let mut w = Window::open_with("", Some(&s.keys));
    w.drop(&[&s.bundle]);
    w.settle();
    w.drop(&[&s.file]);
    w.settle();
    assert_eq!(w.headline().map(|h| h.0), Some(Colour::Amber));
    assert_eq!(w.row(&s.file), Some(RowVerdict::SignatureNotChecked));
    assert!(w.shows("NOT checked"));
    assert!(w.shows(IDENTITY));
    // Sigstore has no key to add: the window does not offer one, and says so in
    // Sigstore's words.
    assert!(!w.shows("Add the publisher's key"));
    assert!(w.shows(&format!(
        "a.txt was signed by {IDENTITY} (issuer {ISSUER}), a signer Hashdrop does not know."
    )));
    assert!(w.shows("Trust this signer…"));
}

/// "Trust this signer…" shows the identity and the issuer and asks, exactly as a key's
/// confirmation does; once added, the signer is kept, the bundle is checked again and
/// green, and Options lists it as a Sigstore signer.
#[test]
fn an_unknown_signer_trusted_after_confirmation_is_green_and_listed() {
    let s = signed(false);
    let mut w = Window::open_with("", Some(&s.keys));
    w.drop(&[&s.file, &s.bundle]);
    w.settle();
    assert_eq!(w.row(&s.file), Some(RowVerdict::SignatureNotChecked));
    w.click("Trust this signer…");
    w.until("the signer's confirmation", |w| {
        w.h.state().key_offer().is_some()
    });
    w.h.run();
    assert!(w.shows("Trust this Sigstore signer?"));
    assert!(w.shows(ISSUER));
    assert!(w.shows("Compare this identity and issuer"));
    let kept = || {
        hashdrop::desktop::key_store::KeyStore::in_dir(&s.keys)
            .list()
            .len()
    };
    assert_eq!(kept(), 0, "nothing is kept before Add");
    // Cancel keeps nothing and the verdict stays amber.
    w.click("Cancel");
    w.settle();
    assert_eq!(kept(), 0);
    assert!(w.shows("was not added as a signer you trust"));
    assert_eq!(w.headline().map(|h| h.0), Some(Colour::Amber));
    w.click("Trust this signer…");
    w.until("asked again", |w| w.h.state().key_offer().is_some());
    w.h.run();
    w.click("Add");
    w.settle();
    assert_eq!(kept(), 1);
    assert_eq!(
        w.headline(),
        Some((Colour::Green, "✔ Signed by its publisher".to_string()))
    );
    assert_eq!(w.row(&s.file), Some(RowVerdict::SignedFile));
    w.click("Options");
    w.settle();
    assert!(w.shows("Sigstore signer"));
    assert!(w.shows(&format!("Vouched for by {ISSUER}")));
}

#[test]
fn a_file_changed_after_signing_is_red() {
    let s = signed(true);
    std::fs::write(&s.file, b"not what was signed\n").expect("write");
    let mut w = Window::open_with("", Some(&s.keys));
    w.drop(&[&s.file]);
    w.settle();
    assert_eq!(w.headline().map(|h| h.0), Some(Colour::Red));
    assert_eq!(w.row(&s.file), Some(RowVerdict::BadFileSignature));
}
