//! The publisher's answer in the window (issue 33): a download the catalogue knows,
//! given alone, gets one button naming its publisher; nothing is fetched until it is
//! pressed (or the person chose "always ask"); the answer is green only for a signed
//! list that has the file, red for a mismatch or a bad list signature, and a neutral
//! sentence for no answer. The lists are served by the in-test HTTPS server
//! (tests/publisher_server) under their real addresses, with a test CA the window is
//! told to trust, and Ubuntu's real signed 20.04.1 list (tests/data/publishers).

mod common;
mod driver;
mod pgp_keys;
mod publisher_server;

use std::path::{Path, PathBuf};

use driver::Window;
use hashdrop::gui::hash::ask_publisher::{KnownState, Setup};
use hashdrop::gui::hash::publisher_view::answer_words;
use hashdrop::gui::widgets::theme;
use hashdrop::publisher::{Cache, Limits};
use hashdrop::sums::Colour;
use publisher_server::{Reply, Server, TestCa};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/publishers");

/// The hosts the certificate names: Ubuntu's and the tests' own publisher's.
const HOSTS: &[&str] = &[
    "releases.ubuntu.com",
    "cdimage.ubuntu.com",
    "old-releases.ubuntu.com",
    "downloads.example.test",
    "archlinux.org",
];

const TEST_PUBLISHERS: &str = r#"
[[publisher]]
name = "Example OS"
files = '^example-os-(?<version>[0-9]+\.[0-9]+)-(?<arch>amd64|arm64)\.iso$'
lists = ["https://downloads.example.test/releases/{version}/SHA256SUMS"]
signatures = ["{list}.gpg"]
key = "example-os.asc"

# Stands in for Arch Linux, which answers with the image's own signature: the same
# name, pattern and address as the bundled entry, signed by the tests' own key (Arch's
# secret key is not to hand). The person's entries are read before the bundled ones.
[[publisher]]
name = "Arch Linux"
files = '^archlinux-(?<version>[0-9]{4}\.[0-9]{2}\.[0-9]{2})-x86_64\.iso$'
lists = []
signatures = ["https://archlinux.org/iso/{version}/{file}.sig"]
key = "example-os.asc"
title = "Arch Linux {version}"
"#;

const UBUNTU_LIST: &str = "https://releases.ubuntu.com/20.04.1/SHA256SUMS";

/// One test's world: a CA, the server, the person's folders with the tests' own
/// publisher and its key.
struct World {
    dir: tempfile::TempDir,
    ca_pem: Vec<u8>,
    server: Server,
    key: pgp::composed::SignedSecretKey,
}

impl World {
    fn new() -> Self {
        let dir = tempfile::tempdir().expect("temp");
        let ca = TestCa::new("Hashdrop window test CA");
        let ca_pem = std::fs::read(ca.write_pem(dir.path())).expect("CA");
        let server = Server::start(&ca, HOSTS);
        let config = dir.path().join("config");
        std::fs::create_dir_all(&config).expect("config");
        let (key, public) = pgp_keys::test_key("Example OS <release@example.test>");
        std::fs::write(config.join("example-os.asc"), public).expect("key");
        std::fs::write(config.join("publishers.toml"), TEST_PUBLISHERS).expect("toml");
        Self {
            dir,
            ca_pem,
            server,
            key,
        }
    }

    /// Where the window asks: this world's catalogue, cache, server and CA.
    fn setup(&self, connect_to: String) -> Setup {
        Setup {
            user_catalogue: Some(self.dir.path().join("config/publishers.toml")),
            cache: Some(Cache::in_dir(self.dir.path().join("data/publishers"))),
            connect_to: Some(connect_to),
            roots_pem: Some(self.ca_pem.clone()),
            limits: Limits::default(),
        }
    }

    /// A window asking this world's server; `always`: the setting is on.
    fn window(&self) -> Window {
        let mut w = Window::open();
        w.h.state_mut().hash_mut().publishers.setup = self.setup(self.server.connect_to(HOSTS));
        w
    }

    fn file(&self, name: &str, bytes: &[u8]) -> PathBuf {
        let dir = self.dir.path().join("Downloads");
        std::fs::create_dir_all(&dir).expect("downloads");
        let p = dir.join(name);
        std::fs::write(&p, bytes).expect("file");
        p
    }

    fn serve_real_ubuntu(&self) {
        let dir = Path::new(DATA).join("ubuntu-20.04.1");
        let read = |f: &str| std::fs::read(dir.join(f)).expect("test data");
        self.server
            .route(UBUNTU_LIST, Reply::Body(read("SHA256SUMS")));
        self.server.route(
            &format!("{UBUNTU_LIST}.gpg"),
            Reply::Body(read("SHA256SUMS.gpg")),
        );
    }

    fn serve_signed(&self, url: &str, list: &str) {
        self.server
            .route(url, Reply::Body(list.as_bytes().to_vec()));
        let sig = pgp_keys::detached_sign(&self.key, list.as_bytes());
        self.server.route(&format!("{url}.gpg"), Reply::Body(sig));
    }
}

fn sha256_hex(bytes: &[u8]) -> String {
    hashdrop::engine::Algorithm::Sha256.digest(bytes).to_hex()
}

const ASK_UBUNTU: &str = "Ask Ubuntu for its signed checksum";

/// Drops `file`, waits until the window settled, and says which publisher buttons a
/// screen reader hears.
fn drop_and_settle(w: &mut Window, file: &Path) -> Vec<String> {
    w.drop(&[file]);
    w.settle();
    w.button_names()
        .into_iter()
        .filter(|n| n.starts_with("Ask "))
        .collect()
}

/// The publisher's answer as drawn (its colour and headline), once it came; the
/// headline is asserted to be on screen, as a screen reader hears it.
fn answer(w: &Window) -> Option<(Colour, String, Vec<String>)> {
    let k = w.h.state().hash().publishers.known().first()?;
    let KnownState::Answered(a) = &k.state else {
        return None;
    };
    Some(answer_words(&k.publisher, a, &k.path))
}

/// Presses the button named `button` and waits for the answer, which must be on screen.
fn press_and_answer(w: &mut Window, button: &str) -> (Colour, String, Vec<String>) {
    w.click(button);
    w.until("the publisher's answer", |w| answer(w).is_some());
    w.settle();
    let (colour, text, lines) = answer(w).expect("answered");
    assert!(
        w.shows(theme::unmarked(&text)),
        "the answer {text:?} is on screen"
    );
    for line in &lines {
        assert!(w.shows(line), "the line {line:?} is on screen");
    }
    (colour, text, lines)
}

#[test]
fn a_download_the_catalogue_knows_gets_a_button_naming_its_publisher_and_nothing_is_fetched() {
    let world = World::new();
    world.serve_real_ubuntu();
    let mut w = world.window();
    let iso = world.file("ubuntu-20.04.1-desktop-amd64.iso", b"not the real image");
    let buttons = drop_and_settle(&mut w, &iso);
    // The accessible name is the button's words, with the publisher's name in them.
    assert_eq!(buttons, vec![ASK_UBUNTU.to_owned()]);
    assert!(buttons[0].contains("Ubuntu"));
    // The file was hashed and its checksum shown; the publisher was not asked.
    assert_eq!(w.h.state().hash().session.results.files().len(), 1);
    assert_eq!(world.server.connections(), 0, "nothing fetched unasked");
    assert!(answer(&w).is_none());
}

#[test]
fn a_file_no_publisher_is_known_for_gets_no_button() {
    let world = World::new();
    let mut w = world.window();
    let iso = world.file("holiday-photos-2020.iso", b"photos");
    assert!(drop_and_settle(&mut w, &iso).is_empty());
    assert!(w.h.state().hash().publishers.known().is_empty());
    assert_eq!(world.server.connections(), 0);
}

#[test]
fn pressed_a_signed_list_that_has_the_file_is_green() {
    let world = World::new();
    let image = b"the real example image";
    let list = format!(
        "{}  example-os-1.2-amd64.iso\n{}  example-os-1.2-arm64.iso\n",
        sha256_hex(image),
        sha256_hex(b"the arm image")
    );
    world.serve_signed(
        "https://downloads.example.test/releases/1.2/SHA256SUMS",
        &list,
    );
    let mut w = world.window();
    let iso = world.file("example-os-1.2-amd64.iso", image);
    let buttons = drop_and_settle(&mut w, &iso);
    assert_eq!(buttons, vec!["Ask Example OS for its signed checksum"]);
    let (colour, text, lines) = press_and_answer(&mut w, &buttons[0]);
    assert_eq!(colour, Colour::Green, "{text}");
    assert!(
        text.starts_with(
            "✔ This is example-os-1.2-amd64.iso, exactly as Example OS published it \
             (signed by Example OS’s key on "
        ),
        "{text}"
    );
    assert!(
        lines.contains(&"Signed by: Example OS <release@example.test>".to_owned()),
        "{lines:?}"
    );
    // Once answered, the button is gone.
    assert!(!w.button_names().iter().any(|n| n.starts_with("Ask ")));
}

#[test]
fn pressed_the_real_ubuntu_list_says_a_different_file_is_not_ubuntus() {
    let world = World::new();
    world.serve_real_ubuntu();
    let mut w = world.window();
    let iso = world.file("ubuntu-20.04.1-desktop-amd64.iso", b"not the real image");
    drop_and_settle(&mut w, &iso);
    let (colour, text, _) = press_and_answer(&mut w, ASK_UBUNTU);
    assert_eq!(colour, Colour::Red);
    assert_eq!(
        text,
        "✖ This is NOT Ubuntu 20.04.1 Desktop (64-bit) as Ubuntu published it \
         (ubuntu-20.04.1-desktop-amd64.iso): download it again."
    );
}

#[test]
fn pressed_a_real_list_changed_on_the_way_is_red_do_not_use() {
    let world = World::new();
    let dir = Path::new(DATA).join("ubuntu-20.04.1");
    let mut list = std::fs::read(dir.join("SHA256SUMS")).expect("list");
    list[0] = if list[0] == b'b' { b'c' } else { b'b' };
    world.server.route(UBUNTU_LIST, Reply::Body(list));
    world.server.route(
        &format!("{UBUNTU_LIST}.gpg"),
        Reply::Body(std::fs::read(dir.join("SHA256SUMS.gpg")).expect("sig")),
    );
    let mut w = world.window();
    let iso = world.file("ubuntu-20.04.1-desktop-amd64.iso", b"x");
    drop_and_settle(&mut w, &iso);
    let (colour, text, lines) = press_and_answer(&mut w, ASK_UBUNTU);
    assert_eq!(colour, Colour::Red);
    assert_eq!(
        text,
        "✖ Do NOT use: Ubuntu’s list failed its signature check"
    );
    assert!(lines[0].starts_with("Something between you and Ubuntu changed the list"));
}

#[test]
fn pressed_with_no_list_anywhere_is_a_neutral_sentence_never_a_verdict() {
    let world = World::new();
    // No route: 404 at the current place and at the archive.
    let mut w = world.window();
    let iso = world.file("ubuntu-20.04.1-desktop-amd64.iso", b"x");
    drop_and_settle(&mut w, &iso);
    let (colour, text, lines) = press_and_answer(&mut w, ASK_UBUNTU);
    assert_eq!(colour, Colour::Neutral);
    assert_eq!(text, "No answer from Ubuntu");
    assert!(
        lines[0].starts_with("Ubuntu has no list of checksums for this release"),
        "{lines:?}"
    );
    // Each of Ubuntu's places was tried: two current ones, cdimage, two in the archive.
    assert_eq!(world.server.connections(), 5);
}

#[test]
fn pressed_with_the_network_down_says_so_and_what_to_do() {
    let world = World::new();
    let mut w = world.window();
    // Nothing listens where the hosts lead.
    let nowhere = HOSTS
        .iter()
        .map(|h| format!("{h}:443:127.0.0.1:1"))
        .collect::<Vec<_>>()
        .join(",");
    w.h.state_mut().hash_mut().publishers.setup = world.setup(nowhere);
    let iso = world.file("ubuntu-20.04.1-desktop-amd64.iso", b"x");
    drop_and_settle(&mut w, &iso);
    let (colour, text, lines) = press_and_answer(&mut w, ASK_UBUNTU);
    assert_eq!(colour, Colour::Neutral);
    assert_eq!(text, "No answer from Ubuntu");
    assert!(
        lines[0].starts_with("Hashdrop could not reach the publisher’s site"),
        "{lines:?}"
    );
    // Back online: asked again, the answer is the publisher's.
    world.serve_real_ubuntu();
    w.h.state_mut().hash_mut().publishers.setup = world.setup(world.server.connect_to(HOSTS));
    let (colour, text, _) = press_and_answer(&mut w, "Ask Ubuntu again");
    assert_eq!(colour, Colour::Red, "{text}");
}

#[test]
fn the_setting_asks_by_itself() {
    let world = World::new();
    world.serve_real_ubuntu();
    let mut w = world.window();
    // Through the Options panel, as a person turns it on.
    w.h.state_mut().settings_mut().show_options = true;
    w.h.run();
    w.click("Always ask the publisher for files it knows");
    w.settle();
    assert!(w.h.state().settings().ask_publisher);
    let iso = world.file("ubuntu-20.04.1-desktop-amd64.iso", b"not the real image");
    w.drop(&[&iso]);
    w.until("the publisher's answer", |w| answer(w).is_some());
    w.settle();
    let (colour, text, _) = answer(&w).expect("answered");
    assert_eq!(colour, Colour::Red, "{text}");
    assert!(w.shows(theme::unmarked(&text)));
    assert!(world.server.connections() >= 2, "list and signature");
}

/// A publisher that signs nothing (Raspberry Pi) or whose key Hashdrop lacks (Manjaro,
/// for now) gets no button that could only end in "no answer": the window says at once,
/// neutrally, why there is no signed answer, and fetches nothing.
#[test]
fn a_publisher_that_cannot_give_a_signed_answer_is_said_at_once_without_fetching() {
    let world = World::new();
    let cases = [
        (
            "2024-11-19-raspios-bookworm-arm64-lite.img.xz",
            "No answer from Raspberry Pi",
            "Raspberry Pi publishes its checksums without a signature",
        ),
        (
            "manjaro-kde-24.1.2-241104-linux610.iso",
            "No answer from Manjaro",
            "Hashdrop has no key of Manjaro to check a signature with",
        ),
    ];
    for (name, headline, detail) in cases {
        let mut w = world.window();
        let file = world.file(name, b"an image");
        assert!(
            drop_and_settle(&mut w, &file).is_empty(),
            "{name}: no button"
        );
        let (colour, text, lines) = answer(&w).expect("said at once");
        assert_eq!(colour, Colour::Neutral, "{name}");
        assert_eq!(text, headline);
        assert!(lines[0].starts_with(detail), "{lines:?}");
        assert!(w.shows(&text));
        // Nothing signed came: no list joins the session, no green can come of it.
        assert!(w.h.state().check().lists().is_empty(), "{name}");
    }
    assert_eq!(world.server.connections(), 0);
}

/// Pressed after the file was hashed, the answer is about the checksum the window
/// shows: the run's SHA-256 is used, and the download is not read a second time (here
/// it was changed on disk since, and the answer is still about the bytes hashed).
#[test]
fn pressed_after_hashing_the_run_s_checksum_is_used_not_a_second_read() {
    let world = World::new();
    let image = b"the real example image";
    world.serve_signed(
        "https://downloads.example.test/releases/1.2/SHA256SUMS",
        &format!("{}  example-os-1.2-amd64.iso\n", sha256_hex(image)),
    );
    let mut w = world.window();
    let iso = world.file("example-os-1.2-amd64.iso", image);
    drop_and_settle(&mut w, &iso);
    std::fs::write(&iso, b"changed after it was hashed").expect("write");
    let (colour, text, _) = press_and_answer(&mut w, "Ask Example OS for its signed checksum");
    assert_eq!(colour, Colour::Green, "{text}");
}

// The publisher's list in the one verdict: the fetched list (its signature checked with
// the publisher's key alone) enters the verification session like a dropped one, named
// after its publisher; the row says Matches / Does NOT match, the headline is the
// session's, and a list dropped before or after is judged with it.

const EXAMPLE_LIST_URL: &str = "https://downloads.example.test/releases/1.2/SHA256SUMS";
const EXAMPLE_IMAGE: &[u8] = b"the real example image";
const NOT_UBUNTUS: &str = "✖ This is NOT Ubuntu 20.04.1 Desktop (64-bit) as Ubuntu \
                           published it (ubuntu-20.04.1-desktop-amd64.iso): download it again.";

/// The list a row's verdict relies on, if it matched or did not.
fn row_list(w: &Window, file: &Path) -> Option<PathBuf> {
    use hashdrop::sums::{Origin, RowVerdict};
    match w.row(file)? {
        RowVerdict::Match {
            origin: Origin::ChecksumFile { path },
            ..
        }
        | RowVerdict::Mismatch {
            origin: Origin::ChecksumFile { path },
        } => Some(path),
        _ => None,
    }
}

fn is_mismatch(w: &Window, file: &Path) -> bool {
    matches!(
        w.row(file),
        Some(hashdrop::sums::RowVerdict::Mismatch { .. })
    )
}

/// Ubuntu's real signed list and its signature, copied beside `iso` (as downloaded).
fn real_ubuntu_list_beside(iso: &Path) -> PathBuf {
    let from = Path::new(DATA).join("ubuntu-20.04.1");
    let dir = iso.parent().expect("folder");
    for name in ["SHA256SUMS", "SHA256SUMS.gpg"] {
        std::fs::copy(from.join(name), dir.join(name)).expect("copy");
    }
    dir.join("SHA256SUMS")
}

/// Whether the publisher's answer went to the session (its own card then says no
/// verdict of its own).
fn answer_in_session(w: &Window) -> bool {
    w.h.state()
        .hash()
        .publishers
        .known()
        .first()
        .is_some_and(|k| k.in_session && matches!(k.state, KnownState::Answered(_)))
}

fn example_world() -> World {
    let world = World::new();
    let list = format!(
        "{}  example-os-1.2-amd64.iso\n{}  example-os-1.2-arm64.iso\n",
        sha256_hex(EXAMPLE_IMAGE),
        sha256_hex(b"the arm image")
    );
    world.serve_signed(EXAMPLE_LIST_URL, &list);
    world
}

#[test]
fn after_a_red_answer_the_row_says_does_not_match_and_there_is_one_verdict() {
    let world = World::new();
    world.serve_real_ubuntu();
    let mut w = world.window();
    let iso = world.file("ubuntu-20.04.1-desktop-amd64.iso", b"not the real image");
    drop_and_settle(&mut w, &iso);
    press_and_answer(&mut w, ASK_UBUNTU);
    assert!(answer_in_session(&w));
    // The row's Check column, from the session, with the list fetched into the data folder.
    assert!(is_mismatch(&w, &iso), "{:?}", w.row(&iso));
    let list = row_list(&w, &iso).expect("the publisher's list");
    assert!(list.starts_with(world.dir.path().join("data/publishers")));
    assert!(list.is_file(), "the kept copy is on disk");
    assert!(w.shows("Does NOT match"), "the row's words");
    // The headline is the session's, in Ubuntu's words, and said once.
    assert_eq!(w.headline(), Some((Colour::Red, NOT_UBUNTUS.to_owned())));
    assert_eq!(w.count(theme::unmarked(NOT_UBUNTUS)), 1, "one verdict");
    // The list is named after its publisher, never by its copy's name in the cache.
    assert!(w.shows("Ubuntu’s signed list"));
    let cache_name = list
        .file_name()
        .expect("name")
        .to_string_lossy()
        .into_owned();
    assert_eq!(w.count(&cache_name), 0, "no cache path in the window");
}

#[test]
fn after_a_green_answer_the_row_says_matches() {
    let world = example_world();
    let mut w = world.window();
    let iso = world.file("example-os-1.2-amd64.iso", EXAMPLE_IMAGE);
    drop_and_settle(&mut w, &iso);
    let (_, text, _) = press_and_answer(&mut w, "Ask Example OS for its signed checksum");
    assert!(answer_in_session(&w));
    assert!(
        matches!(w.row(&iso), Some(hashdrop::sums::RowVerdict::Match { .. })),
        "{:?}",
        w.row(&iso)
    );
    assert!(w.shows("Matches"), "the row's words");
    assert_eq!(w.headline(), Some((Colour::Green, text.clone())));
    assert_eq!(w.count(theme::unmarked(&text)), 1, "one verdict");
}

#[test]
fn the_publisher_s_answer_then_the_same_list_dropped_is_one_verdict_and_one_row() {
    let world = World::new();
    world.serve_real_ubuntu();
    let mut w = world.window();
    let iso = world.file("ubuntu-20.04.1-desktop-amd64.iso", b"not the real image");
    drop_and_settle(&mut w, &iso);
    press_and_answer(&mut w, ASK_UBUNTU);
    let list = real_ubuntu_list_beside(&iso);
    w.drop(&[&list]);
    w.settle();
    assert_eq!(w.h.state().check().lists().len(), 2, "both lists judged");
    assert_eq!(w.h.state().hash().session.results.files().len(), 1);
    assert!(is_mismatch(&w, &iso));
    assert!(
        answer_in_session(&w),
        "the answer's card has no verdict of its own"
    );
    let (colour, text) = w.headline().expect("a verdict");
    assert_eq!(colour, Colour::Red, "{text}");
    let publishers = usize::from(text == NOT_UBUNTUS);
    assert_eq!(
        w.count(theme::unmarked(NOT_UBUNTUS)),
        publishers,
        "one verdict"
    );
}

#[test]
fn a_dropped_list_that_contradicts_the_publisher_makes_it_red() {
    let world = example_world();
    let mut w = world.window();
    let iso = world.file("example-os-1.2-amd64.iso", EXAMPLE_IMAGE);
    drop_and_settle(&mut w, &iso);
    let (colour, ..) = press_and_answer(&mut w, "Ask Example OS for its signed checksum");
    assert_eq!(colour, Colour::Green);
    let other = iso.with_file_name("SHA256SUMS");
    let wrong = format!(
        "{}  example-os-1.2-amd64.iso\n",
        sha256_hex(b"another image")
    );
    std::fs::write(&other, wrong).expect("list");
    w.drop(&[&other]);
    w.settle();
    assert!(is_mismatch(&w, &iso), "{:?}", w.row(&iso));
    assert_eq!(row_list(&w, &iso), Some(other));
    assert_eq!(
        w.headline(),
        Some((Colour::Red, "✖ Does NOT match".to_owned()))
    );
    // The publisher's green words are gone: a mismatch anywhere wins.
    assert_eq!(w.count("exactly as Example OS published it"), 0);
}

/// The list dropped first, then the publisher asked (the person chose to always ask):
/// the same verdict as the other way round.
#[test]
fn the_list_dropped_first_then_the_publisher_asked_gives_the_same_verdict() {
    let verdict = |list_first: bool| {
        let world = World::new();
        world.serve_real_ubuntu();
        let mut w = world.window();
        w.h.state_mut().settings_mut().ask_publisher = true;
        let iso = world.file("ubuntu-20.04.1-desktop-amd64.iso", b"not the real image");
        let list = real_ubuntu_list_beside(&iso);
        let order: [&Path; 2] = if list_first {
            [&list, &iso]
        } else {
            [&iso, &list]
        };
        for p in order {
            w.drop(&[p]);
            w.settle();
        }
        w.until("the publisher's answer", |w| answer(w).is_some());
        w.settle();
        assert!(answer_in_session(&w));
        assert_eq!(w.h.state().check().lists().len(), 2);
        assert_eq!(w.h.state().hash().session.results.files().len(), 1);
        assert!(is_mismatch(&w, &iso));
        let (colour, text) = w.headline().expect("a verdict");
        let publishers = usize::from(text == NOT_UBUNTUS);
        assert_eq!(
            w.count(theme::unmarked(NOT_UBUNTUS)),
            publishers,
            "one verdict"
        );
        (colour, text)
    };
    let list_first = verdict(true);
    assert_eq!(list_first.0, Colour::Red);
    assert_eq!(list_first, verdict(false));
}

#[test]
fn a_list_that_fails_its_signature_is_red_in_the_session_too() {
    let world = World::new();
    let dir = Path::new(DATA).join("ubuntu-20.04.1");
    let mut list = std::fs::read(dir.join("SHA256SUMS")).expect("list");
    list[0] = if list[0] == b'b' { b'c' } else { b'b' };
    world.server.route(UBUNTU_LIST, Reply::Body(list));
    world.server.route(
        &format!("{UBUNTU_LIST}.gpg"),
        Reply::Body(std::fs::read(dir.join("SHA256SUMS.gpg")).expect("sig")),
    );
    let mut w = world.window();
    let iso = world.file("ubuntu-20.04.1-desktop-amd64.iso", b"x");
    drop_and_settle(&mut w, &iso);
    press_and_answer(&mut w, ASK_UBUNTU);
    assert!(answer_in_session(&w));
    assert!(
        matches!(
            w.row(&iso),
            Some(hashdrop::sums::RowVerdict::BadSignature { .. })
        ),
        "{:?}",
        w.row(&iso)
    );
    assert_eq!(
        w.headline(),
        Some((
            Colour::Red,
            "✖ Do NOT use: Ubuntu’s list failed its signature check".to_owned()
        ))
    );
}

// A publisher that answers with the image's own signature (Arch Linux, Manjaro, Tails):
// the fetched signature enters the session as the file's own signature, exactly as a
// `.sig` dropped beside it, judged with the publisher's key alone.

const ARCH_ISO: &str = "archlinux-2024.01.01-x86_64.iso";
const ARCH_SIG_URL: &str =
    "https://archlinux.org/iso/2024.01.01/archlinux-2024.01.01-x86_64.iso.sig";
const ARCH_IMAGE: &[u8] = b"the real Arch Linux image";
const ASK_ARCH: &str = "Ask Arch Linux for its signed checksum";

/// Serves a signature of `signed` by the tests' publisher key at Arch's address.
fn serve_arch_signature(world: &World, signed: &[u8]) -> Vec<u8> {
    let sig = pgp_keys::detached_sign(&world.key, signed);
    world.server.route(ARCH_SIG_URL, Reply::Body(sig.clone()));
    sig
}

fn row_is(w: &Window, file: &Path, want: fn(&hashdrop::sums::RowVerdict) -> bool) -> bool {
    w.row(file).as_ref().is_some_and(want)
}

#[test]
fn the_image_s_own_signature_from_its_publisher_is_green_in_the_session_and_on_its_row() {
    let world = World::new();
    serve_arch_signature(&world, ARCH_IMAGE);
    let mut w = world.window();
    let iso = world.file(ARCH_ISO, ARCH_IMAGE);
    assert_eq!(drop_and_settle(&mut w, &iso), vec![ASK_ARCH.to_owned()]);
    let (colour, text, _) = press_and_answer(&mut w, ASK_ARCH);
    assert_eq!(colour, Colour::Green, "{text}");
    // The session holds it as the file's own signature: the verdict is the session's.
    assert!(answer_in_session(&w));
    let own =
        w.h.state()
            .check()
            .model()
            .file_signature(&iso)
            .map(|t| t.state());
    assert_eq!(own, Some(hashdrop::sums::SigState::Good));
    assert!(row_is(&w, &iso, |r| matches!(
        r,
        hashdrop::sums::RowVerdict::SignedFile
    )));
    assert!(w.shows("Signed"), "the row's words");
    let headline = w.headline().expect("a verdict");
    assert_eq!(headline.0, Colour::Green);
    assert!(
        headline.1.starts_with(
            "✔ This is Arch Linux 2024.01.01, exactly as Arch Linux published it \
             (signed by Arch Linux’s key on "
        ),
        "{headline:?}"
    );
    assert_eq!(w.count(theme::unmarked(&headline.1)), 1, "one verdict");
}

#[test]
fn a_bad_image_signature_from_its_publisher_is_red_on_the_row_and_the_headline() {
    let world = World::new();
    serve_arch_signature(&world, ARCH_IMAGE);
    let mut w = world.window();
    let iso = world.file(ARCH_ISO, b"a damaged Arch Linux image");
    drop_and_settle(&mut w, &iso);
    let (colour, ..) = press_and_answer(&mut w, ASK_ARCH);
    assert_eq!(colour, Colour::Red);
    assert!(answer_in_session(&w));
    assert!(row_is(&w, &iso, |r| matches!(
        r,
        hashdrop::sums::RowVerdict::BadFileSignature
    )));
    let red = "✖ This is NOT Arch Linux 2024.01.01 as Arch Linux published it \
               (archlinux-2024.01.01-x86_64.iso): download it again.";
    assert_eq!(w.headline(), Some((Colour::Red, red.to_owned())));
    assert_eq!(w.count(theme::unmarked(red)), 1, "one verdict");
    assert!(w.shows("Signature does NOT match"), "the row's words");
}

#[test]
fn the_publisher_s_signature_then_the_same_sig_dropped_by_hand_is_one_verdict() {
    for damaged in [false, true] {
        let world = World::new();
        let sig = serve_arch_signature(&world, ARCH_IMAGE);
        let mut w = world.window();
        let bytes: &[u8] = if damaged { b"damaged" } else { ARCH_IMAGE };
        let iso = world.file(ARCH_ISO, bytes);
        drop_and_settle(&mut w, &iso);
        press_and_answer(&mut w, ASK_ARCH);
        let before = w.headline().expect("a verdict");
        // The same signature, downloaded by hand and dropped: the person's keyring does
        // not have the publisher's key, and the publisher's judgement stands.
        let by_hand = iso.with_file_name(format!("{ARCH_ISO}.sig"));
        std::fs::write(&by_hand, &sig).expect("sig");
        w.drop(&[&by_hand]);
        w.settle();
        assert_eq!(w.headline(), Some(before.clone()), "damaged: {damaged}");
        assert_eq!(w.count(theme::unmarked(&before.1)), 1, "one verdict");
        assert_eq!(
            w.h.state().hash().session.results.files().len(),
            1,
            "one row"
        );
        let want = if damaged { Colour::Red } else { Colour::Green };
        assert_eq!(before.0, want);
    }
}

#[test]
fn an_image_signature_that_cannot_be_fetched_is_a_neutral_sentence_and_nothing_joins_the_session() {
    let world = World::new();
    // No route: Arch's signature is not found.
    let mut w = world.window();
    let iso = world.file(ARCH_ISO, ARCH_IMAGE);
    drop_and_settle(&mut w, &iso);
    let (colour, text, _) = press_and_answer(&mut w, ASK_ARCH);
    assert_eq!(colour, Colour::Neutral);
    assert_eq!(text, "No answer from Arch Linux");
    assert!(!answer_in_session(&w));
    assert!(w.h.state().check().model().file_signature(&iso).is_none());
    assert!(!matches!(
        w.headline(),
        Some((Colour::Green | Colour::Red, _))
    ));
}

/// Pictures of Arch Linux's answer (its image's own signature) for a person to look
/// at: green for the image it signed, red for a damaged one, at 640×480 and 1280×800,
/// in English and German, written to the folder `HASHDROP_SHOTS` names.
/// `HASHDROP_SHOTS=DIR cargo test --test publisher_window -- --ignored`
#[test]
#[ignore = "pictures for review: run with HASHDROP_SHOTS=DIR"]
fn pictures_of_the_image_s_own_signature_from_its_publisher() {
    use hashdrop::gui::i18n::Lang;
    let Some(out) = std::env::var_os("HASHDROP_SHOTS").map(PathBuf::from) else {
        return;
    };
    std::fs::create_dir_all(&out).expect("mkdir");
    for (lang, tag) in [(Lang::En, "en"), (Lang::De, "de")] {
        for size in [[640.0, 480.0], [1280.0, 800.0]] {
            for (what, bytes) in [("green", ARCH_IMAGE), ("red", &b"damaged"[..])] {
                let world = World::new();
                serve_arch_signature(&world, ARCH_IMAGE);
                let mut w = Window::open_sized("", None, size);
                w.h.state_mut().hash_mut().publishers.setup =
                    world.setup(world.server.connect_to(HOSTS));
                w.h.state_mut().settings_mut().language = Some(lang);
                // Asked by itself (the option), so that no button's words are needed.
                w.h.state_mut().settings_mut().ask_publisher = true;
                let iso = world.file(ARCH_ISO, bytes);
                w.drop(&[&iso]);
                w.until("the publisher's answer", |w| answer(w).is_some());
                w.settle();
                let name = format!("arch-{what}-{tag}-{}x{}.png", size[0], size[1]);
                let picture = w.h.render().expect("render");
                picture.save(out.join(name)).expect("save");
            }
        }
    }
}
