//! "Is my download OK?" in the window, one test per situation of
//! `docs/verification.md`: the image and its list in different folders in both orders,
//! together and one after the other, a list naming two images with one here, a missing
//! image, a renamed download, a mismatch, a stale and a fresh clipboard, a forwarded
//! launch, and the reasons in German. Each asserts the headline's colour and words and
//! each file's verdict.

mod common;
mod driver;

use std::path::{Path, PathBuf};

use driver::Window;
use hashdrop::engine::Algorithm;
use hashdrop::sums::{Colour, RowVerdict};

use common::write;

fn sha256(data: &[u8]) -> String {
    Algorithm::Sha256.digest(data).to_hex()
}

const IMAGE: &[u8] = b"ubuntu desktop image";

/// An image in `downloads/` and its `SHA256SUMS` in `saved/`, which lists it and
/// a server image nobody has.
struct Apart {
    _dir: tempfile::TempDir,
    image: PathBuf,
    sums: PathBuf,
}

fn apart() -> Apart {
    let dir = tempfile::tempdir().expect("tempdir");
    let image = write(&dir.path().join("downloads"), "ubuntu-desktop.iso", IMAGE);
    let text = format!(
        "{} *ubuntu-desktop.iso\n{} *ubuntu-server.iso\n",
        sha256(IMAGE),
        sha256(b"server")
    );
    let sums = write(&dir.path().join("saved"), "SHA256SUMS", text.as_bytes());
    Apart {
        _dir: dir,
        image,
        sums,
    }
}

fn is_match(v: Option<RowVerdict>) -> bool {
    matches!(v, Some(RowVerdict::Match { .. }))
}

/// The answer once both are there, whatever the order: green, the image matches,
/// the server image is mentioned once, and nothing says "NOT" or "intact" wrongly.
fn assert_green(w: &Window, a: &Apart) {
    assert_eq!(w.headline(), Some((Colour::Green, "✔ Matches".to_string())));
    assert!(is_match(w.row(&a.image)), "{:?}", w.row(&a.image));
    assert!(w.shows("SHA256SUMS also lists 1 file that is not here."));
    assert!(w.shows("Not signed: this shows the file is intact, not who made it."));
    assert_eq!(w.count("NOT match"), 0);
}

#[test]
fn list_first_then_the_image_from_another_folder() {
    let a = apart();
    let mut w = Window::open();
    w.drop(&[&a.sums]);
    w.settle();
    // Not found is neutral, never "NOT match", and says what to do.
    assert_eq!(
        w.headline(),
        Some((
            Colour::Neutral,
            "2 files to check were not found".to_string()
        ))
    );
    assert!(w.shows("Drop ubuntu-desktop.iso here to check it."));
    assert_eq!(w.count("NOT match"), 0);
    w.drop(&[&a.image]);
    w.settle();
    assert_green(&w, &a);
}

#[test]
fn the_image_first_then_its_list_from_another_folder() {
    let a = apart();
    let mut w = Window::open();
    w.drop(&[&a.image]);
    w.settle();
    assert_eq!(
        w.headline(),
        None,
        "nothing expected yet: only the checksum"
    );
    assert_eq!(w.row(&a.image), Some(RowVerdict::NothingExpected));
    w.drop(&[&a.sums]);
    w.settle();
    assert_green(&w, &a);
}

#[test]
fn the_image_and_its_list_from_different_folders_together() {
    let a = apart();
    let mut w = Window::open();
    w.drop(&[&a.image, &a.sums]);
    w.settle();
    assert_green(&w, &a);
    // Every button's name says what it acts on: no two are the same.
    let names = w.button_names();
    let mut unique = names.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), names.len(), "{names:?}");
    assert!(
        names.contains(&"Stop checking against SHA256SUMS".to_string()),
        "{names:?}"
    );
    // Given the other way round, the same answer.
    let mut w = Window::open();
    w.drop(&[&a.sums, &a.image]);
    w.settle();
    assert_green(&w, &a);
}

#[test]
fn a_second_launch_hands_over_like_a_drop() {
    let a = apart();
    let mut w = Window::open();
    w.launch(&[&a.sums]);
    w.settle();
    w.launch(&[&a.image]);
    w.settle();
    assert_green(&w, &a);
}

#[test]
fn a_list_of_two_images_with_one_beside_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let image = write(d, "desktop.iso", IMAGE);
    let text = format!(
        "{}  desktop.iso\n{}  server.iso\n",
        sha256(IMAGE),
        sha256(b"server")
    );
    let sums = write(d, "SHA256SUMS", text.as_bytes());
    let mut w = Window::open();
    w.drop(&[&sums]);
    w.settle();
    assert_eq!(w.headline(), Some((Colour::Green, "✔ Matches".to_string())));
    assert!(is_match(w.row(&image)));
    assert!(w.shows("SHA256SUMS also lists 1 file that is not here."));
    assert!(w.shows("The SHA-256 checksum of desktop.iso is exactly the one expected"));
}

#[test]
fn a_list_whose_image_is_missing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let text = format!("{}  desktop.iso\n", sha256(IMAGE));
    let sums = write(dir.path(), "SHA256SUMS", text.as_bytes());
    let mut w = Window::open();
    w.drop(&[&sums]);
    w.settle();
    assert_eq!(
        w.headline(),
        Some((Colour::Neutral, "Not found: desktop.iso".to_string()))
    );
    assert!(w.shows(
        "SHA256SUMS lists desktop.iso, but it is not next to SHA256SUMS. Drop desktop.iso here to check it."
    ));
    assert_eq!(w.count("NOT"), 0);
}

#[test]
fn a_renamed_download_matches_by_its_checksum() {
    let a = apart();
    let renamed = write(
        a.image.parent().expect("folder"),
        "ubuntu-desktop (1).iso",
        IMAGE,
    );
    let mut w = Window::open();
    w.drop(&[&renamed, &a.sums]);
    w.settle();
    assert_eq!(w.headline(), Some((Colour::Green, "✔ Matches".to_string())));
    assert!(
        matches!(
            w.row(&renamed),
            Some(RowVerdict::MatchedUnderOtherName { .. })
        ),
        "{:?}",
        w.row(&renamed)
    );
    assert!(w.shows(
        "ubuntu-desktop (1).iso is the same file as ubuntu-desktop.iso in SHA256SUMS, under another name."
    ));
}

#[test]
fn a_damaged_image_does_not_match_and_nothing_says_intact() {
    let a = apart();
    std::fs::write(&a.image, b"ubuntu desktop imagX").expect("damage");
    let mut w = Window::open();
    w.drop(&[&a.sums]);
    w.settle();
    w.drop(&[&a.image]);
    w.settle();
    assert_eq!(
        w.headline(),
        Some((Colour::Red, "✖ Does NOT match".to_string()))
    );
    assert!(matches!(w.row(&a.image), Some(RowVerdict::Mismatch { .. })));
    // A screen reader says a mismatch at once; a match politely.
    assert_eq!(w.headline_live(), Some(egui::accesskit::Live::Assertive));
    assert!(w.shows("ubuntu-desktop.iso is not the file SHA256SUMS lists"));
    assert_eq!(w.count("intact"), 0, "no \"intact\" under a mismatch");
    assert_eq!(w.count("you entered"), 0, "nothing was typed or pasted");
}

#[test]
fn a_checksum_left_on_the_clipboard_from_before_is_not_used() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = write(dir.path(), "other.bin", b"some other download");
    let old = sha256(b"what was copied yesterday");
    let mut w = Window::open_with(&old, None);
    w.drop_with_clipboard(&[&file], &old);
    w.settle();
    assert_eq!(w.headline(), None);
    assert_eq!(w.row(&file), Some(RowVerdict::NothingExpected));
    assert_eq!(w.count("NOT match"), 0);
}

#[test]
fn a_checksum_copied_after_the_window_opened_is_used_and_can_be_dropped() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = write(dir.path(), "download.iso", IMAGE);
    let mut w = Window::open_with("some text copied earlier", None);
    w.drop_with_clipboard(&[&file], &sha256(IMAGE));
    w.settle();
    assert_eq!(w.headline(), Some((Colour::Green, "✔ Matches".to_string())));
    assert!(w.shows("Compared with the checksum you copied."));
    assert!(w.shows("(expected checksum from the clipboard)"));

    // A wrong one is red, says where it came from, and can be set aside in one click.
    let other = write(dir.path(), "second.iso", b"second download");
    w.drop_with_clipboard(&[&other], &sha256(b"not this one"));
    w.settle();
    assert_eq!(
        w.headline(),
        Some((Colour::Red, "✖ 2 of 2 files do NOT match".to_string()))
    );
    assert!(w.shows("Compared with the checksum you copied."));
    w.click("Don't use it");
    w.settle();
    assert_eq!(w.headline(), None);
    assert_eq!(w.row(&other), Some(RowVerdict::NothingExpected));
}

#[test]
fn a_checksum_typed_in_the_box_is_called_the_one_you_entered() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = write(dir.path(), "download.iso", IMAGE);
    let mut w = Window::open();
    w.drop(&[&file]);
    w.settle();
    w.type_expected(&sha256(IMAGE));
    w.press_enter();
    w.settle();
    assert_eq!(w.headline(), Some((Colour::Green, "✔ Matches".to_string())));
    assert!(w.shows("Compared with the checksum you entered:"));
    assert_eq!(w.count("pasted"), 0, "typed, maybe never pasted");

    w.click("Forget the expected checksum");
    w.type_expected(&sha256(b"another download"));
    w.press_enter();
    w.settle();
    assert_eq!(w.headline().map(|(c, _)| c), Some(Colour::Red));
    assert!(w.shows("checksum you entered was made for"));
    assert_eq!(w.count("pasted"), 0);
}

/// A folder whose files were read but one (a symbolic link, not followed): the
/// headline counts it among the folder's files, not as "the file".
#[test]
fn one_file_of_a_folder_not_read_is_counted_among_the_others() {
    let dir = tempfile::tempdir().expect("tempdir");
    let folder = dir.path().join("photos");
    for i in 0..3 {
        write(
            &folder,
            &format!("p{i}.jpg"),
            format!("photo {i}").as_bytes(),
        );
    }
    std::os::unix::fs::symlink("p0.jpg", folder.join("latest.jpg")).expect("symlink");
    let mut w = Window::open();
    w.drop(&[&folder]);
    w.settle();
    assert_eq!(
        w.headline(),
        Some((
            Colour::Neutral,
            "1 of 4 files could not be read".to_string()
        ))
    );
    assert_eq!(w.count("The file could not be read"), 0);

    // A file dropped alone that is not read (a pipe, skipped so that nothing blocks)
    // is "the file".
    let pipe = dir.path().join("pipe");
    let made = std::process::Command::new("mkfifo").arg(&pipe).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    let mut w = Window::open();
    w.drop(&[&pipe]);
    w.settle();
    assert_eq!(
        w.headline(),
        Some((Colour::Neutral, "The file could not be read".to_string()))
    );
}

#[test]
fn a_missing_and_an_unreadable_file_are_explained_in_german() {
    let dir = tempfile::tempdir().expect("tempdir");
    let gone = dir.path().join("weg.iso");
    let mut w = Window::open();
    w.h.state_mut().settings_mut().language = Some(hashdrop::gui::i18n::Lang::De);
    w.h.run();
    let mut given = vec![gone.clone()];
    // Reading this file always fails, even for root.
    let unreadable = Path::new("/proc/self/mem");
    if cfg!(target_os = "linux") {
        given.push(unreadable.to_path_buf());
    }
    let given: Vec<&Path> = given.iter().map(PathBuf::as_path).collect();
    w.drop(&given);
    w.settle();
    assert!(
        matches!(w.row(&gone), Some(RowVerdict::NotFound)),
        "{:?}",
        w.row(&gone)
    );
    assert!(
        w.shows("Nicht gefunden: Die Datei wurde verschoben oder gelöscht."),
        "the missing file's reason is German"
    );
    assert_eq!(w.count("the file was moved"), 0);
    if cfg!(target_os = "linux") {
        assert!(matches!(w.row(unreadable), Some(RowVerdict::CouldNotHash)));
        assert!(
            w.shows("Konnte nicht bis zum Ende gelesen werden"),
            "the read error's reason is German"
        );
        assert_eq!(w.count("Could not read it"), 0);
    }
}

#[test]
fn half_a_digest_is_not_an_error_while_it_is_typed() {
    let mut w = Window::open();
    // Typed one character at a time, as a person types: nothing is judged yet.
    for c in "e3b0c44298fc1c14".chars() {
        w.type_expected(&c.to_string());
    }
    assert!(
        w.shows("Press Enter when the whole checksum is there."),
        "a calm hint while typing"
    );
    assert_eq!(w.count("Not a checksum Hashdrop knows"), 0);
    assert_eq!(w.count("missing"), 0, "no warning while typing");
    // Enter: the box says what is wrong with the text, in words, and the text stays
    // one line (Enter is not a new line in it).
    w.press_enter();
    assert_eq!(w.expected_text(), "e3b0c44298fc1c14");
    assert!(
        w.shows("16 of 32 characters: 16 are missing"),
        "the warning once typing is done"
    );
    assert_eq!(w.count("⚠"), 0, "the warning's mark is not said");
    assert!(!w.shows("Press Enter"));
}
