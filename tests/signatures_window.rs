//! Every signature inside the one verdict, in the window (issue: "a green that never
//! lies"): a tampered list signed by a key Hashdrop does not have, an image with its
//! own signature (good, bad, not checked; found beside it, dropped after or before),
//! a list signature and an image signature that disagree; a digest typed by hand is
//! judged only once complete, and a checksum copied before the window opened is
//! offered, never used silently. Each asserts the headline's colour and words and each
//! file's verdict, through the driver.

mod common;
mod driver;
mod pgp_keys;

use std::path::{Path, PathBuf};

use driver::Window;
use hashdrop::engine::Algorithm;
use hashdrop::sums::{Colour, RowVerdict};
use pgp_keys::{clear_sign, detached_sign, test_key};

use common::write;

fn sha256(data: &[u8]) -> String {
    Algorithm::Sha256.digest(data).to_hex()
}

const IMAGE: &[u8] = b"archlinux image, as released";
const DAMAGED: &[u8] = b"archlinux image, as released, but damaged";

/// A folder with a publisher's key (not yet added), a key store, and an image signed by
/// the publisher (`damaged`: the image was changed after it was signed).
struct Signed {
    dir: tempfile::TempDir,
    keys: PathBuf,
    key_file: PathBuf,
    image: PathBuf,
    sig: PathBuf,
}

fn signed_image(damaged: bool) -> Signed {
    let dir = tempfile::tempdir().expect("tempdir");
    let (key, public) = test_key("Test Publisher <release@example.org>");
    let key_file = write(dir.path(), "publisher.asc", public.as_bytes());
    let downloads = dir.path().join("downloads");
    let image = write(
        &downloads,
        "archlinux-x86_64.iso",
        if damaged { DAMAGED } else { IMAGE },
    );
    let sig = write(
        &downloads,
        "archlinux-x86_64.iso.sig",
        &detached_sign(&key, IMAGE),
    );
    let keys = dir.path().join("keys");
    Signed {
        dir,
        keys,
        key_file,
        image,
        sig,
    }
}

impl Signed {
    fn add_key(&self) {
        hashdrop::desktop::key_store::KeyStore::in_dir(&self.keys)
            .add(&self.key_file)
            .expect("key added");
    }

    fn window(&self) -> Window {
        Window::open_with("", Some(&self.keys))
    }

    /// A window with the image dropped alone, once everything has settled.
    fn image_dropped(&self) -> Window {
        let mut w = self.window();
        w.drop(&[&self.image]);
        w.settle();
        w
    }
}

/// Whether the window offers "Add the publisher's key…".
fn offers_key(w: &Window) -> bool {
    w.button_names().iter().any(|b| b == ADD_KEY)
}

const ADD_KEY: &str = "Add the publisher's key…";

#[test]
fn a_damaged_image_with_its_own_signature_and_an_unknown_key_is_not_like_an_intact_one() {
    let s = signed_image(true);
    // Dropped alone: the signature beside it is found.
    let w = s.image_dropped();
    assert_eq!(
        w.headline(),
        Some((
            Colour::Amber,
            "⚠ The signature of archlinux-x86_64.iso was NOT checked".to_string()
        ))
    );
    assert_eq!(w.row(&s.image), Some(RowVerdict::SignatureNotChecked));
    assert!(w.shows("NOT checked: Hashdrop does not have the key"));
    assert!(
        w.shows("that is only its claim"),
        "the key is said as a claim"
    );
    assert_eq!(
        w.count("compare this fingerprint"),
        0,
        "nothing invites trust on the strength of the claimed fingerprint"
    );
    assert!(offers_key(&w));
    assert_eq!(
        w.headline_live(),
        Some(egui::accesskit::Live::Assertive),
        "said at once"
    );
}

#[test]
fn a_damaged_image_with_its_own_signature_and_a_known_key_is_red_on_the_headline_and_its_row() {
    let s = signed_image(true);
    s.add_key();
    let w = s.image_dropped();
    assert_eq!(
        w.headline(),
        Some((
            Colour::Red,
            "✖ Do NOT use: the signature of archlinux-x86_64.iso does not match".to_string()
        ))
    );
    assert_eq!(w.row(&s.image), Some(RowVerdict::BadFileSignature));
    assert!(w.shows("archlinux-x86_64.iso was changed after it was signed"));
    assert!(
        w.shows("Signature does NOT match"),
        "the row's Check column"
    );
    assert_eq!(w.count("Matches"), 0);
}

#[test]
fn an_intact_image_with_its_own_signature_in_every_order() {
    let s = signed_image(false);
    s.add_key();
    let green = Some((Colour::Green, "✔ Signed by its publisher".to_string()));
    // Alone (the signature found beside it), the signature after, the signature before.
    let orders: [&[&[&Path]]; 3] = [
        &[&[&s.image]],
        &[&[&s.image], &[&s.sig]],
        &[&[&s.sig], &[&s.image]],
    ];
    for drops in orders {
        let mut w = s.window();
        for d in drops {
            w.drop(d);
            w.settle();
        }
        assert_eq!(w.headline(), green, "{drops:?}");
        assert_eq!(w.row(&s.image), Some(RowVerdict::SignedFile));
        assert!(w.shows("Signed by Test Publisher, a key you added"));
        let rows = w.h.state().hash().session.results.files();
        let images = rows.iter().filter(|r| *r.path == *s.image).count();
        assert_eq!(images, 1, "the image appears once: {drops:?}");
        assert!(
            rows.iter().all(|r| *r.path != *s.sig),
            "the signature is not hashed"
        );
    }
}

/// A bug while the image's own signature is checked (its task panics, through the
/// tests' fault hook): the image, with an unsigned list beside it that matches, is
/// neither left "Checking its signature…" for ever nor green. The signature counts as
/// one that could not be checked, and the window says in plain words what failed.
#[test]
fn a_failure_while_the_image_s_own_signature_is_checked_is_never_green() {
    let s = signed_image(false);
    s.add_key();
    let downloads = s.image.parent().expect("its folder");
    let line = format!("{}  archlinux-x86_64.iso\n", sha256(IMAGE));
    write(downloads, "SHA256SUMS", line.as_bytes());
    hashdrop::gui::common::background::fault::fail_tasks_named("hashdrop-own-signature");
    let w = s.image_dropped();
    let (colour, words) = w.headline().expect("a verdict");
    assert_eq!(colour, Colour::Amber, "{words}");
    assert_ne!(w.row(&s.image), Some(RowVerdict::CheckingSignature));
    assert_eq!(w.count("✔ Matches"), 0, "no row says a plain green match");
    assert!(
        w.shows("The signature could not be read (Hashdrop hit an internal error while checking it; please try again)."),
        "the failure is said"
    );
    // The key is there: adding it again would not help, so it is not offered.
    assert!(!offers_key(&w));
}

/// A signature beside the image that cannot be read: amber, said in plain
/// words, and no "Add the publisher's key…", which could not help (with the key added
/// or not).
#[test]
fn an_unreadable_signature_does_not_send_the_person_after_a_key() {
    for key_added in [false, true] {
        let s = signed_image(false);
        if key_added {
            s.add_key();
        }
        // A signature cut short, as a download that stopped half way leaves it.
        let whole = std::fs::read(&s.sig).expect("read");
        std::fs::write(&s.sig, &whole[..whole.len() / 2]).expect("write");
        let w = s.image_dropped();
        let (colour, words) = w.headline().expect("a verdict");
        assert_eq!(colour, Colour::Amber, "{words}");
        assert_eq!(w.row(&s.image), Some(RowVerdict::SignatureNotChecked));
        assert!(w.shows("could not be read"), "key added: {key_added}");
        assert!(
            !offers_key(&w),
            "key added: {key_added}: {:?}",
            w.button_names()
        );
        assert!(w.shows("adding a key would not help"));
        assert_eq!(w.count("Add the publisher's key to check"), 0);
    }
}

#[test]
fn the_key_added_after_the_verdict_turns_amber_to_green() {
    let s = signed_image(false);
    let mut w = s.image_dropped();
    assert_eq!(w.headline().map(|h| h.0), Some(Colour::Amber));
    // The key dropped and confirmed, as the button's dialog would give it.
    w.drop(&[&s.key_file]);
    w.settle();
    w.click("Add");
    w.settle();
    assert_eq!(
        w.headline(),
        Some((Colour::Green, "✔ Signed by its publisher".to_string()))
    );
    drop(s.dir);
}

#[test]
fn a_tampered_list_signed_by_a_key_hashdrop_does_not_have_is_never_green() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (key, _) = test_key("Fedora <fedora@example.org>");
    let image = write(dir.path(), "Fedora.iso", DAMAGED);
    let honest = format!("SHA256 (Fedora.iso) = {}\n", sha256(IMAGE));
    // The list as published, then edited to give the damaged image's checksum.
    let tampered = clear_sign(&key, &honest).replace(&sha256(IMAGE), &sha256(DAMAGED));
    let list = write(dir.path(), "Fedora-CHECKSUM", tampered.as_bytes());
    let mut w = Window::open();
    w.drop(&[&list, &image]);
    w.settle();
    let (colour, words) = w.headline().expect("a verdict");
    assert_eq!(colour, Colour::Amber, "{words}");
    assert_eq!(words, "⚠ Matches, but the signature was NOT checked");
    assert_eq!(w.count("✔ Matches"), 0, "no row says a plain green match");
    assert!(w.shows("NOT checked: Hashdrop does not have the key"));
    assert!(offers_key(&w));
}

#[test]
fn a_good_list_and_a_bad_image_signature_are_red() {
    let s = signed_image(true);
    s.add_key();
    let (key, _) = test_key("Other <other@example.org>");
    let line = format!("{}  archlinux-x86_64.iso\n", sha256(DAMAGED));
    // An unsigned list that the damaged image matches does not outweigh its signature.
    let list = write(
        &s.dir.path().join("downloads"),
        "sha256sums.txt",
        line.as_bytes(),
    );
    let _ = key;
    let mut w = s.window();
    w.drop(&[&list, &s.image]);
    w.settle();
    assert_eq!(w.headline().map(|h| h.0), Some(Colour::Red));
    assert_eq!(w.row(&s.image), Some(RowVerdict::BadFileSignature));
}

/// Types `text` one character at a time, as a person does.
fn type_slowly(w: &mut Window, text: &str) {
    for c in text.chars() {
        w.type_expected(&c.to_string());
    }
}

#[test]
fn a_digest_typed_by_hand_is_judged_only_once_complete_and_the_file_is_read_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = write(dir.path(), "download.iso", IMAGE);
    let mut w = Window::open();
    w.drop(&[&file]);
    w.settle();
    let runs = w.h.state().hash().session.runs_started();
    let digest = sha256(IMAGE);
    type_slowly(&mut w, &digest[..32]);
    w.settle();
    assert_eq!(w.headline(), None, "no verdict at 32 typed characters");
    assert_eq!(w.count("NOT match"), 0);
    type_slowly(&mut w, &digest[32..40]);
    w.settle();
    assert_eq!(w.headline(), None, "no verdict at 40 typed characters");
    type_slowly(&mut w, &digest[40..63]);
    w.settle();
    assert!(w.shows("Press Enter when the whole checksum is there."));
    // Enter with one character missing: said in words, not as a mismatch.
    w.press_enter();
    w.settle();
    assert!(w.shows("63 of 64 characters: one is missing or one too many"));
    assert_eq!(w.count("NOT match"), 0);
    // The last character, then Enter: the verdict.
    let label = hashdrop::gui::i18n::tr("expected-label");
    w.h.state_mut().set_expected("");
    w.h.run();
    let _ = label;
    type_slowly(&mut w, &digest);
    w.press_enter();
    w.settle();
    assert_eq!(w.headline(), Some((Colour::Green, "✔ Matches".to_string())));
    assert!(w.shows("Looks like a SHA-256 checksum"));
    assert_eq!(
        w.h.state().hash().session.runs_started(),
        runs,
        "the file was not read again for the typed checksum"
    );
}

#[test]
fn a_checksum_on_the_clipboard_from_before_is_offered_not_used() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = write(dir.path(), "download.iso", IMAGE);
    let mut w = Window::open_with(&sha256(IMAGE), None);
    w.drop_with_clipboard(&[&file], &sha256(IMAGE));
    w.settle();
    assert_eq!(w.headline(), None, "not used silently");
    assert!(w.shows("A checksum is on the clipboard"));
    w.click("Compare with it");
    w.settle();
    assert_eq!(w.headline(), Some((Colour::Green, "✔ Matches".to_string())));
    assert!(w.shows("Compared with the checksum you copied."));
    assert!(!w.shows("A checksum is on the clipboard"), "offered once");
}

/// At 640×480 in German, a match that relies on a signature not checked keeps its
/// signature line and its "Add the publisher's key…" button in sight, above the table,
/// without scrolling: the warning is as prominent as the headline, whatever the size.
#[test]
fn the_signature_warning_and_its_button_stay_in_sight_at_640_by_480_in_german() {
    use egui_kittest::kittest::Queryable as _;
    use hashdrop::gui::i18n::{self, Lang};
    let dir = tempfile::tempdir().expect("tempdir");
    let (key, _) = test_key("Fedora <fedora@example.org>");
    let name = "Fedora-Workstation-Live-x86_64-43-1.6.iso";
    let image = write(dir.path(), name, IMAGE);
    // Fedora's tagged lines name SHA-256; a bare 64-digit checksum (sha256sum's lines)
    // could be any of seven algorithms, so the file gets seven result lines.
    let tagged = format!("SHA256 ({name}) = {}\n", sha256(IMAGE));
    let bare = format!("{}  {name}\n", sha256(IMAGE));
    for text in [tagged, bare] {
        let list = write(
            dir.path(),
            "Fedora-Workstation-43-1.6-x86_64-CHECKSUM",
            clear_sign(&key, &text).as_bytes(),
        );
        let mut w = Window::open_sized("", None, [640.0, 480.0]);
        w.h.state_mut().settings_mut().language = Some(Lang::De);
        w.h.run();
        w.drop(&[&list, &image]);
        w.settle();
        assert_eq!(w.headline().map(|h| h.0), Some(Colour::Amber), "{text}");
        i18n::set_language(Lang::De);
        let button = w.h.get_by_label(&i18n::tr("sig-add-key")).rect();
        let table = w.h.get_by_label(&i18n::tr("results-copy-all")).rect();
        i18n::set_language(Lang::En);
        assert!(
            button.max.y <= table.min.y && button.min.y >= 0.0,
            "{text}: the button {button:?} is above the table {table:?}, not scrolled away"
        );
    }
}

/// A key store holding the test publisher's key, and that key's secret half.
fn store_with_publisher(dir: &Path) -> (PathBuf, pgp::composed::SignedSecretKey, PathBuf) {
    let (key, public) = test_key("Fedora <fedora@example.org>");
    let key_file = write(dir, "fedora.asc", public.as_bytes());
    let keys = dir.join("keys");
    (keys, key, key_file)
}

/// A list read while its signature could not be checked, then replaced on disk by the
/// genuine one before the key is added: the signature is checked again over the bytes
/// whose checksums are in use (the tampered ones), so it is bad and the window red,
/// never green over checksums nobody signed.
#[test]
fn a_list_changed_on_disk_before_the_key_is_added_is_judged_as_it_was_read() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (keys, key, key_file) = store_with_publisher(dir.path());
    let image = write(&dir.path().join("dl"), "Fedora.iso", DAMAGED);
    let honest = clear_sign(&key, &format!("SHA256 (Fedora.iso) = {}\n", sha256(IMAGE)));
    let tampered = honest.replace(&sha256(IMAGE), &sha256(DAMAGED));
    let list = write(
        &dir.path().join("dl"),
        "Fedora-CHECKSUM",
        tampered.as_bytes(),
    );
    let mut w = Window::open_with("", Some(&keys));
    w.drop(&[&list, &image]);
    w.settle();
    assert_eq!(w.headline().map(|h| h.0), Some(Colour::Amber));
    // The attacker puts the genuine list back; the person then adds the key.
    std::fs::write(&list, honest.as_bytes()).expect("write");
    w.drop(&[&key_file]);
    w.settle();
    w.click("Add");
    w.settle();
    let (colour, words) = w.headline().expect("a verdict");
    assert_eq!(colour, Colour::Red, "{words}");
}

/// An unsigned list in use, then changed on disk, then a signature of the new bytes
/// dropped for it (a name that does not say which file it signs): the signature is
/// checked over the bytes whose checksums are in use, so it does not vouch for them.
#[test]
fn a_signature_dropped_later_is_checked_over_the_list_as_it_was_read() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (keys, key, key_file) = store_with_publisher(dir.path());
    hashdrop::desktop::key_store::KeyStore::in_dir(&keys)
        .add(&key_file)
        .expect("key added");
    let image = write(&dir.path().join("dl"), "Fedora.iso", DAMAGED);
    let tampered = format!("{}  Fedora.iso\n", sha256(DAMAGED));
    let honest = format!("{}  Fedora.iso\n", sha256(IMAGE));
    let list = write(&dir.path().join("dl"), "CHECKSUMS", tampered.as_bytes());
    let mut w = Window::open_with("", Some(&keys));
    w.drop(&[&list, &image]);
    w.settle();
    std::fs::write(&list, honest.as_bytes()).expect("write");
    let sig = write(
        dir.path(),
        "release.sig",
        &detached_sign(&key, honest.as_bytes()),
    );
    w.drop(&[&sig]);
    w.settle();
    let (colour, words) = w.headline().expect("a verdict");
    assert_ne!(colour, Colour::Green, "{words}");
    assert!(!w.shows("a key you added"), "never said to be signed");
}

/// Image snapshots of the four states of a file's own signature, at 1280×800 and at
/// 640×480, from fixed files (`tests/data/sig-states`: a key and a signature made once
/// with GnuPG, so that every run draws the same picture).
mod snapshots {
    use super::*;

    const IMAGE: &[u8] = include_bytes!("data/sig-states/example-os-1.0-x86_64.iso");
    const SIG: &[u8] = include_bytes!("data/sig-states/example-os-1.0-x86_64.iso.sig");
    const KEY: &[u8] = include_bytes!("data/sig-states/publisher.asc");
    const DAMAGED: &[u8] = include_bytes!("data/sig-states/damaged.bin");
    const NAME: &str = "example-os-1.0-x86_64.iso";

    /// The four states: good (the key added), bad (the image changed after it was
    /// signed), not checked (no key), none (an unsigned list).
    #[derive(Clone, Copy, Debug)]
    enum State {
        Good,
        Bad,
        NotChecked,
        None,
    }

    /// Sets the time of every key copied into `keys` to 3 December 2026, noon UTC.
    fn added_on_a_fixed_day(keys: &Path) {
        let day = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_796_299_200);
        for e in std::fs::read_dir(keys).expect("the keys' folder").flatten() {
            let f = std::fs::File::options()
                .write(true)
                .open(e.path())
                .expect("open a key's copy");
            f.set_modified(day).expect("set its time");
        }
    }

    fn draw(state: State, size: [f32; 2], name: &str) {
        let dir = tempfile::tempdir().expect("tempdir");
        let keys = dir.path().join("keys");
        let key_file = write(dir.path(), "publisher.asc", KEY);
        if matches!(state, State::Good | State::Bad) {
            hashdrop::desktop::key_store::KeyStore::in_dir(&keys)
                .add(&key_file)
                .expect("key added");
            // The window says the day a key was added (its copy's time): a fixed day,
            // so that the picture is the same whatever day the test runs.
            added_on_a_fixed_day(&keys);
        }
        let dl = dir.path().join("dl");
        let image = write(
            &dl,
            NAME,
            if matches!(state, State::Bad) {
                DAMAGED
            } else {
                IMAGE
            },
        );
        let mut given = vec![image];
        match state {
            State::None => {
                let line = format!("{}  {NAME}\n", sha256(IMAGE));
                given.push(write(&dl, "SHA256SUMS", line.as_bytes()));
            }
            _ => {
                write(&dl, &format!("{NAME}.sig"), SIG);
            }
        }
        let mut w = Window::open_sized("", Some(&keys), size);
        let refs: Vec<&Path> = given.iter().map(PathBuf::as_path).collect();
        w.drop(&refs);
        w.settle();
        let colour = w.headline().map(|h| h.0);
        let expected = match state {
            State::Good | State::None => Colour::Green,
            State::Bad => Colour::Red,
            State::NotChecked => Colour::Amber,
        };
        assert_eq!(colour, Some(expected), "{state:?}");
        common::snapshot(&mut w.h, name);
    }

    #[test]
    fn signature_good() {
        draw(State::Good, [1280.0, 800.0], "signature_good");
        draw(State::Good, [640.0, 480.0], "signature_good_640");
    }

    #[test]
    fn signature_bad() {
        draw(State::Bad, [1280.0, 800.0], "signature_bad");
        draw(State::Bad, [640.0, 480.0], "signature_bad_640");
    }

    #[test]
    fn signature_not_checked() {
        draw(State::NotChecked, [1280.0, 800.0], "signature_not_checked");
        draw(
            State::NotChecked,
            [640.0, 480.0],
            "signature_not_checked_640",
        );
    }

    #[test]
    fn signature_none() {
        draw(State::None, [1280.0, 800.0], "signature_none");
        draw(State::None, [640.0, 480.0], "signature_none_640");
    }
}

/// A list whose signature beside it was cut short (a download that stopped half way):
/// never green, and why in plain words, not the OpenPGP parser's.
#[test]
fn a_list_signature_cut_short_is_said_in_plain_words() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (key, _) = test_key("Debian CD signing key <debian-cd@example.org>");
    let image = write(dir.path(), "debian.iso", IMAGE);
    let text = format!("{}  debian.iso\n", sha256(IMAGE));
    let list = write(dir.path(), "SHA256SUMS", text.as_bytes());
    let whole = detached_sign(&key, text.as_bytes());
    write(dir.path(), "SHA256SUMS.sign", &whole[..whole.len() / 2]);
    let mut w = Window::open();
    w.drop(&[&list, &image]);
    w.settle();
    let (colour, words) = w.headline().expect("a verdict");
    assert_ne!(colour, Colour::Green, "{words}");
    let said = w.texts_containing("could not be read");
    assert!(
        said.iter().any(|t| t.contains("damaged or cut short")),
        "{said:?}"
    );
}
