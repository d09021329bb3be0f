//! "Check a USB stick without the image" in the window, as an ordinary user does it:
//! choose the drive (named as UDisks2 names it), drop the publisher's list with its
//! signature, read the answer. The drives are loop devices holding an ISO made by
//! `xorriso` and then other bytes; they are read through the UDisks2 stand-in of
//! tests/udisks_standin.rs (why a stand-in: see there), which also lists them, and the
//! window asks it for every drive (as it does for a person who may not open the drive
//! itself), so a refusal reaches the window as it would from polkit.
//!
//! Needs root (loop devices), `xorriso` and `dbus-daemon`; without them the test says
//! so, and fails under `CI=true`.

mod common;
use common::loop_device::LoopDevice;
mod driver;
mod pgp_keys;
#[path = "udisks_standin/service.rs"]
mod service;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use egui_kittest::kittest::{NodeT as _, Queryable as _};
use hashdrop::desktop::drive_access;
use hashdrop::gui::compare::drive::VerdictLine;
use hashdrop::gui::compare::stick::outcome_lines;
use hashdrop::gui::shell::View;
use service::{PrivateBus, serve_devices};

/// A small ISO 9660 image made by xorriso; `None` without xorriso.
fn xorriso_iso(dir: &Path) -> Option<Vec<u8>> {
    if !common::have_tool("xorriso") {
        return None;
    }
    let root = dir.join("root");
    std::fs::create_dir_all(root.join("boot")).expect("mkdir");
    std::fs::write(root.join("boot/vmlinuz"), common::rng_bytes(700_001, 5)).expect("write");
    std::fs::write(root.join("README.txt"), b"A live system for the tests.\n").expect("write");
    let iso = dir.join("built.iso");
    let out = Command::new("xorriso")
        .args(["-as", "mkisofs", "-V", "HASHDROP_TEST", "-o"])
        .arg(&iso)
        .arg(&root)
        .output()
        .expect("xorriso");
    assert!(out.status.success(), "xorriso failed");
    Some(std::fs::read(&iso).expect("read the ISO"))
}

/// Two sticks (the ISO then other bytes; the same with one byte of the image changed),
/// the publisher's list of it and another image, signed (detached) by a key the person
/// added.
struct Sticks {
    dir: tempfile::TempDir,
    good: LoopDevice,
    changed: LoopDevice,
    sums: PathBuf,
    sig: PathBuf,
    keys: PathBuf,
    image_len: usize,
}

fn sticks() -> Option<Sticks> {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let image = xorriso_iso(d)?;
    let mut stick = image.clone();
    stick.extend(common::rng_bytes(3 << 20, 41));
    std::fs::write(d.join("good.raw"), &stick).expect("write");
    // A byte in the middle of the image: its volume descriptor still says where it ends.
    stick[image.len() / 2] ^= 0x20;
    std::fs::write(d.join("changed.raw"), &stick).expect("write");
    let sha = |b: &[u8]| hashdrop::engine::Algorithm::Sha256.digest(b).to_hex();
    let list = format!(
        "{}  other-release.iso\n{}  live-image.iso\n",
        sha(&common::rng_bytes(5000, 9)),
        sha(&image)
    );
    let sums = d.join("SHA256SUMS");
    std::fs::write(&sums, &list).expect("write");
    let (key, public) = pgp_keys::test_key("Live Maker <release@example.org>");
    let sig = d.join("SHA256SUMS.gpg");
    std::fs::write(&sig, pgp_keys::detached_sign(&key, list.as_bytes())).expect("write");
    std::fs::write(d.join("maker.asc"), public).expect("write");
    let keys = d.join("keys");
    hashdrop::desktop::key_store::KeyStore::in_dir(&keys)
        .add(&d.join("maker.asc"))
        .expect("key added");
    let good = LoopDevice::attach(&d.join("good.raw"))?;
    let changed = LoopDevice::attach(&d.join("changed.raw"))?;
    Some(Sticks {
        good,
        changed,
        sums,
        sig,
        keys,
        image_len: image.len(),
        dir,
    })
}

/// Taken by each test for its whole run: the first sets the process's environment,
/// which no other thread may read meanwhile.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Every label on screen, joined: what a person can read.
fn all_text(w: &driver::Window) -> String {
    let labels: Vec<String> =
        w.h.root()
            .children_recursive()
            .filter_map(|n| n.accesskit_node().label())
            .collect();
    labels.join("\n")
}

/// The answer's lines as the window draws them (with their colours).
fn answer(w: &driver::Window, drive: &hashdrop::desktop::drives::Drive) -> Vec<VerdictLine> {
    let stick =
        w.h.state()
            .compare()
            .stick
            .as_ref()
            .expect("the stick check");
    let outcome = stick.outcome().expect("an answer");
    outcome_lines(outcome, drive, Some("SHA256SUMS"))
}

/// Chooses the drive `dev` in the chooser (by the name UDisks2 gives it), drops the list
/// and its signature, and waits for the answer.
fn check(w: &mut driver::Window, s: &Sticks, dev: &LoopDevice) {
    let name = format!("SanDisk Ultra Fit, 32\u{a0}GB ({})", dev.name());
    w.until("the drive in the chooser", |w| w.shows(&name));
    w.h.get_by_label_contains(&name).click();
    w.h.run();
    w.until("the list asked for", |w| {
        w.shows("Drop the publisher's checksum list here")
    });
    w.drop(&[&s.sums, &s.sig]);
    w.until("the answer", |w| {
        w.h.state()
            .compare()
            .stick
            .as_ref()
            .is_some_and(|c| c.outcome().is_some() && !c.is_running())
    });
    w.h.run();
}

#[test]
fn a_stick_alone_is_checked_against_the_signed_list_and_a_refusal_is_said_plainly() {
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some(s) = sticks() else { return };
    let Some(bus) = PrivateBus::start(s.dir.path()) else {
        return;
    };
    let allow = Arc::new(AtomicBool::new(true));
    let calls = Arc::new(AtomicUsize::new(0));
    let claimed = 30_752_636_928;
    let service = serve_devices(
        &bus,
        &[(&s.good.path, claimed), (&s.changed.path, claimed)],
        &allow,
        &calls,
    );
    // The window finds the stand-in as every D-Bus client finds the system bus.
    // SAFETY: no other test runs meanwhile (ONE_AT_A_TIME), and it is set before the
    // window, or any other thread that may read the environment, starts.
    #[allow(unsafe_code)]
    unsafe {
        std::env::set_var("DBUS_SYSTEM_BUS_ADDRESS", &bus.address);
    }
    let before = (s.good.bytes(), s.changed.bytes());
    let mut w = driver::Window::open_with("", Some(&s.keys));
    w.h.state_mut().set_view(View::Compare);
    // As for a person who may not open the drive: always through the system.
    w.h.state_mut().compare_mut().drive_opener = |p| drive_access::open_drive_with(p, false);
    w.h.run();
    w.click("Check a USB stick without the image…");
    let drive = |dev: &LoopDevice| hashdrop::desktop::drives::Drive {
        name: dev.name(),
        path: dev.path.clone(),
        size: claimed,
        model: Some("Ultra Fit".into()),
        vendor: Some("SanDisk".into()),
        label: Some("FIRMWARE".into()),
        bus: hashdrop::desktop::drives::Bus::Usb,
    };

    // The stick holds the listed image: named, with the list and its signer, in green.
    check(&mut w, &s, &s.good);
    let good = format!(
        "This USB stick holds exactly live-image.iso ({}), as listed in SHA256SUMS.",
        hashdrop::gui::i18n::format_size(s.image_len as u64)
    );
    assert!(w.shows(&good), "{}", all_text(&w));
    assert!(w.shows("Signed by Live Maker, a key you added"));
    assert!(matches!(
        answer(&w, &drive(&s.good))[0],
        VerdictLine::Good(_)
    ));

    // A changed byte: none of the listed images, in red, with where the image ends.
    w.click("Choose another drive");
    check(&mut w, &s, &s.changed);
    assert!(w.shows("This USB stick holds none of the images SHA256SUMS lists."));
    assert!(w.shows("By its ISO 9660 volume, the image on it ends after"));
    assert!(matches!(
        answer(&w, &drive(&s.changed))[0],
        VerdictLine::Bad(_)
    ));

    // The system says no: one plain sentence, no verdict about the stick, no sudo.
    allow.store(false, Ordering::SeqCst);
    w.click("Choose another drive");
    check(&mut w, &s, &s.good);
    let denied = format!(
        "The system did not allow Hashdrop to read {}, so it was not checked.",
        s.good.path.display()
    );
    assert!(w.shows(&denied), "{}", all_text(&w));
    assert!(matches!(
        answer(&w, &drive(&s.good))[..],
        [VerdictLine::Plain(_)]
    ));
    let text = all_text(&w);
    assert!(!text.contains("sudo") && !text.contains("“disk”"), "{text}");
    assert_eq!(
        calls.load(Ordering::SeqCst),
        3,
        "asked the system each time"
    );

    // Allowed at the second asking: Try again, with the same list.
    allow.store(true, Ordering::SeqCst);
    w.click("Try again");
    w.until("the answer at the second asking", |w| w.shows(&good));
    assert_eq!(calls.load(Ordering::SeqCst), 4);

    // No UDisks2 at all: what to install.
    drop(service);
    w.click("Choose another drive");
    check(&mut w, &s, &s.good);
    assert!(w.shows("Install the udisks2 package"), "{}", all_text(&w));
    assert!(!all_text(&w).contains("sudo"));

    assert_eq!(
        (s.good.bytes(), s.changed.bytes()),
        before,
        "a stick changed"
    );
}

/// Pictures of the stick check for a person to look at (not compared with anything):
/// the chooser, the answer for a stick holding a listed image, and a refusal, at
/// 640×480 and 1280×800, in English and German, written to the folder
/// `HASHDROP_SHOTS` names. A file stands in for the stick and the refusal is made up
/// (no root, no bus needed). `HASHDROP_SHOTS=DIR cargo test --test stick_window -- --ignored`
#[test]
#[ignore = "pictures for review: run with HASHDROP_SHOTS=DIR"]
fn pictures_of_the_stick_check() {
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    use hashdrop::desktop::drive_access::{AccessError, OpenError};
    use hashdrop::gui::compare::stick::StickCheck;
    use hashdrop::gui::i18n::Lang;
    let Some(out) = std::env::var_os("HASHDROP_SHOTS").map(PathBuf::from) else {
        return;
    };
    std::fs::create_dir_all(&out).expect("mkdir");
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let image = common::rng_bytes(3 << 20, 51);
    let mut stick = image.clone();
    stick.extend(common::rng_bytes(1 << 20, 52));
    let stick_path = d.join("sdb");
    std::fs::write(&stick_path, &stick).expect("write");
    let sha = |b: &[u8]| hashdrop::engine::Algorithm::Sha256.digest(b).to_hex();
    let list = format!(
        "{}  ubuntu-24.04.1-live-server-amd64.iso\n{}  ubuntu-24.04.1-desktop-amd64.iso\n",
        sha(b"server"),
        sha(&image)
    );
    let sums = d.join("SHA256SUMS");
    std::fs::write(&sums, &list).expect("write");
    let (key, public) = pgp_keys::test_key("Ubuntu CD Image Automatic Signing Key (2012)");
    let sig = d.join("SHA256SUMS.gpg");
    std::fs::write(&sig, pgp_keys::detached_sign(&key, list.as_bytes())).expect("write");
    std::fs::write(d.join("ubuntu.asc"), public).expect("write");
    let keys = d.join("keys");
    hashdrop::desktop::key_store::KeyStore::in_dir(&keys)
        .add(&d.join("ubuntu.asc"))
        .expect("key added");
    let drive = hashdrop::desktop::drives::Drive {
        name: "sdb".into(),
        path: stick_path,
        size: 30_752_636_928,
        model: Some("Ultra Fit".into()),
        vendor: Some("SanDisk".into()),
        label: Some("Ubuntu 24.04.1 LTS amd64".into()),
        bus: hashdrop::desktop::drives::Bus::Usb,
    };
    let denied: hashdrop::gui::compare::drive::DriveOpener = |p| {
        Err(OpenError::Access(AccessError::Denied {
            device: p.to_path_buf(),
        }))
    };
    let opens: hashdrop::gui::compare::drive::DriveOpener = drive_access::open_drive;
    for (lang, tag) in [(Lang::En, "en"), (Lang::De, "de")] {
        for size in [[640.0, 480.0], [1280.0, 800.0]] {
            let shot = |w: &mut driver::Window, what: &str| {
                let name = format!("{what}-{tag}-{}x{}.png", size[0], size[1]);
                let picture = w.h.render().expect("render");
                picture.save(out.join(name)).expect("save");
            };
            for (opener, what) in [(opens, "holds"), (denied, "denied")] {
                let mut w = driver::Window::open_sized("", Some(&keys), size);
                w.h.state_mut().settings_mut().language = Some(lang);
                w.h.state_mut().set_view(View::Compare);
                w.h.state_mut().compare_mut().stick =
                    Some(StickCheck::with_drives(vec![drive.clone()], opener));
                w.h.run();
                if what == "holds" {
                    shot(&mut w, "chooser");
                }
                w.h.get_by_label_contains("SanDisk Ultra Fit, 32\u{a0}GB (sdb)")
                    .click();
                w.h.run();
                if what == "holds" {
                    shot(&mut w, "asks-list");
                }
                w.drop(&[&sums, &sig]);
                w.until("the answer", |w| {
                    w.h.state()
                        .compare()
                        .stick
                        .as_ref()
                        .is_some_and(|c| c.outcome().is_some() && !c.is_running())
                });
                w.h.run();
                shot(&mut w, what);
            }
        }
    }
}

/// The names of this process's threads (`/proc/self/task/*/comm`, cut to 15 bytes).
fn thread_names() -> Vec<String> {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return Vec::new();
    };
    tasks
        .filter_map(|t| std::fs::read_to_string(t.ok()?.path().join("comm")).ok())
        .map(|n| n.trim().to_owned())
        .collect()
}

/// Stop while the drive is searched: the search ends with no answer, its threads are
/// gone (joined), the window says it stopped, and the drive is as it was. The drive is a
/// 64 GiB loop device over a sparse file with no structure (so every boundary to its end
/// would be read): the search is still running when Stop is pressed, whatever the
/// machine's speed; the test waits for bytes read, not for a time.
#[test]
fn stop_during_the_search_ends_it_without_an_answer() {
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    use hashdrop::gui::compare::stick::StickCheck;
    let dir = tempfile::tempdir().expect("tempdir");
    let backing = dir.path().join("big.raw");
    let file = std::fs::File::create(&backing).expect("create");
    file.set_len(64 << 30).expect("a sparse 64 GiB file");
    drop(file);
    let Some(dev) = LoopDevice::attach(&backing) else {
        return;
    };
    let sums = dir.path().join("SHA256SUMS");
    let listed = hashdrop::engine::Algorithm::Sha256.digest(b"not on the stick");
    std::fs::write(&sums, format!("{}  firmware.bin\n", listed.to_hex())).expect("write");
    let allocated = || {
        use std::os::unix::fs::MetadataExt as _;
        std::fs::metadata(&backing).expect("stat").blocks()
    };
    let head = || {
        use std::io::Read as _;
        let mut bytes = Vec::new();
        std::fs::File::open(&dev.path)
            .expect("open the drive")
            .take(16 << 20)
            .read_to_end(&mut bytes)
            .expect("read the drive");
        bytes
    };
    let before = (allocated(), head());
    let drive = hashdrop::desktop::drives::Drive {
        name: dev.name(),
        path: dev.path.clone(),
        size: 64 << 30,
        model: Some("Ultra Fit".into()),
        vendor: Some("SanDisk".into()),
        label: None,
        bus: hashdrop::desktop::drives::Bus::Usb,
    };
    let mut w = driver::Window::open_with("", None);
    w.h.state_mut().set_view(View::Compare);
    w.h.state_mut().compare_mut().stick = Some(StickCheck::with_drives(
        vec![drive],
        drive_access::open_drive,
    ));
    w.h.run();
    w.h.get_by_label_contains(&format!("({})", dev.name()))
        .click();
    w.h.run();
    w.drop(&[&sums]);
    let stick = |w: &driver::Window| {
        w.h.state()
            .compare()
            .stick
            .as_ref()
            .expect("the stick check")
            .bytes_read()
    };
    w.until("the search reading the drive", |w| {
        stick(w).is_some_and(|read| read > 0)
    });
    assert!(
        thread_names()
            .iter()
            .any(|n| n.starts_with("hashdrop-stick")),
        "{:?}",
        thread_names()
    );
    w.click("Stop");
    w.until("the search to end", |w| stick(w).is_none());
    w.h.run();
    let check =
        w.h.state()
            .compare()
            .stick
            .as_ref()
            .expect("the stick check");
    assert!(check.outcome().is_none(), "no answer after Stop");
    assert!(check.was_stopped());
    assert!(!check.is_running());
    assert!(
        !thread_names()
            .iter()
            .any(|n| n.starts_with("hashdrop-stick")),
        "a search thread is left: {:?}",
        thread_names()
    );
    assert!(
        w.shows("Stopped: the drive was not checked"),
        "{}",
        all_text(&w)
    );
    assert!(!w.shows("holds none of the images"));
    assert_eq!((allocated(), head()), before, "the drive changed");
}

/// "Choose the list…": the publisher's list given without dragging (keyboard, screen
/// reader). On a desktop with no file chooser the window's own opens; the path typed
/// there and Enter start the search as a dropped list does. A file stands in for the
/// stick (no root needed).
#[test]
fn the_list_can_be_chosen_instead_of_dropped() {
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    use hashdrop::gui::compare::stick::StickCheck;
    let dir = tempfile::tempdir().expect("tempdir");
    let image = common::rng_bytes((1 << 20) + 512 * 5, 61);
    let mut stick = image.clone();
    stick.extend(common::rng_bytes(1 << 20, 62));
    let stick_path = dir.path().join("sdc");
    std::fs::write(&stick_path, &stick).expect("write");
    let sums = dir.path().join("SHA256SUMS");
    let hex = hashdrop::engine::Algorithm::Sha256.digest(&image).to_hex();
    std::fs::write(&sums, format!("{hex}  firmware.bin\n")).expect("write");
    let drive = hashdrop::desktop::drives::Drive {
        name: "sdc".into(),
        path: stick_path.clone(),
        size: stick.len() as u64,
        model: Some("Ultra Fit".into()),
        vendor: Some("SanDisk".into()),
        label: None,
        bus: hashdrop::desktop::drives::Bus::Usb,
    };
    let mut w = driver::Window::open_with("", None);
    w.h.state_mut().set_file_chooser_probe(|| false);
    w.h.state_mut().set_view(View::Compare);
    w.h.state_mut().compare_mut().stick = Some(StickCheck::with_drives(
        vec![drive],
        drive_access::open_drive,
    ));
    w.h.run();
    w.h.get_by_label_contains("(sdc)").click();
    w.h.run();
    w.click("Choose the list…");
    w.until("the window's own chooser", |w| {
        w.shows("Choose the publisher's checksum list")
    });
    w.h.run();
    let path =
        w.h.get_by_role_and_label(egui::accesskit::Role::TextInput, "Path");
    path.set_text_value_accesskit(&sums.to_string_lossy());
    w.h.run();
    w.h.key_press(egui::Key::Enter);
    w.until("the answer", |w| {
        w.h.state()
            .compare()
            .stick
            .as_ref()
            .is_some_and(|c| c.outcome().is_some() && !c.is_running())
    });
    w.h.run();
    let holds = format!(
        "This USB stick holds exactly firmware.bin ({}), as listed in SHA256SUMS.",
        hashdrop::gui::i18n::format_size(image.len() as u64)
    );
    assert!(w.shows(&holds), "{}", all_text(&w));
    assert_eq!(std::fs::read(&stick_path).expect("read"), stick);
}
