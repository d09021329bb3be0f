//! "Check a USB stick or SD card…" in the window (egui_kittest, no GPU): the button after
//! an image's verdict, the chooser with a fake drive list (only drives the image fits
//! on), a check run to its verdict, and the verdict's words.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use hashdrop::desktop::drives::{Bus, Drive};
use hashdrop::engine::device_compare::{DeviceCompareError, DeviceComparison};
use hashdrop::engine::{Algorithm, FileError};
use hashdrop::gui::HashdropApp;
use hashdrop::gui::compare::drive::{DriveCheck, DriveCmd, VerdictLine, verdict_lines};
use hashdrop::gui::i18n::{Lang, set_language};
use hashdrop::gui::shell::View;

mod common;
use common::loop_device::LoopDevice;
mod driver;
use common::step_until;

fn stick(path: PathBuf, size: u64) -> Drive {
    Drive {
        name: "sdb".into(),
        path,
        size,
        model: Some("Cruzer Blade".into()),
        vendor: Some("SanDisk".into()),
        label: Some("Ubuntu 24.04.1 LTS amd64".into()),
        bus: Bus::Usb,
    }
}

fn card(size: u64) -> Drive {
    Drive {
        name: "mmcblk0".into(),
        path: PathBuf::from("/dev/mmcblk0"),
        size,
        model: Some("SC64G".into()),
        vendor: None,
        label: None,
        bus: Bus::Mmc,
    }
}

/// A harness that draws `check` and keeps what its view asks for.
fn harness(
    check: DriveCheck,
) -> (
    Harness<'static, DriveCheck>,
    std::rc::Rc<RefCell<Vec<DriveCmd>>>,
) {
    set_language(Lang::En);
    let actions = std::rc::Rc::new(RefCell::new(Vec::new()));
    let seen = std::rc::Rc::clone(&actions);
    let h = Harness::builder().with_size([900.0, 700.0]).build_ui_state(
        move |ui, check: &mut DriveCheck| {
            check.poll();
            if let Some(a) = check.ui(ui) {
                seen.borrow_mut().push(a);
            }
        },
        check,
    );
    (h, actions)
}

#[test]
fn the_chooser_offers_only_drives_the_image_fits_on() {
    let image_len = 5_702_520_832;
    let check = DriveCheck::with_drives(
        PathBuf::from("/downloads/ubuntu-24.04.1-desktop-amd64.iso"),
        Some(image_len),
        vec![
            card(4_000_000_000),
            stick(PathBuf::from("/dev/sdb"), 30_752_636_928),
        ],
    );
    let (mut h, actions) = harness(check);
    h.run();
    h.get_by_label("Image: ubuntu-24.04.1-desktop-amd64.iso (5.3\u{a0}GiB)");
    h.get_by_label("Which drive was the image written to?");
    // Named as it was sold: a "32 GB" stick holds 30.8 GB.
    let button = "SanDisk Cruzer Blade, 32\u{a0}GB (sdb) “Ubuntu 24.04.1 LTS amd64”";
    h.get_by_label(button).click();
    h.run();
    assert!(
        h.query_by_label_contains("SC64G").is_none(),
        "the card is too small"
    );
    h.get_by_label("One more drive is smaller than the image: it cannot hold it.");
    h.get_by_label("The drive is only read, never written.");
    let taken = actions.borrow().clone();
    assert_eq!(
        taken,
        [DriveCmd::Check(stick(
            PathBuf::from("/dev/sdb"),
            30_752_636_928
        ))]
    );
}

#[test]
fn no_drive_large_enough_says_what_to_do() {
    let check =
        DriveCheck::with_drives(PathBuf::from("big.img"), Some(1 << 40), vec![card(1 << 30)]);
    let (mut h, _) = harness(check);
    h.run();
    h.get_by_label_contains("No USB stick or SD card large enough for this image was found");
    h.get_by_label("Look again");
}

/// A "drive" that is a file holding the image and then other bytes: the check reads it
/// as it reads a stick (the loop-device tests in tests/usb_stick.rs read real devices).
#[test]
fn a_check_runs_to_a_green_verdict_and_a_changed_byte_to_a_red_one() {
    let dir = tempfile::tempdir().expect("tempdir");
    let image = common::rng_bytes(3 << 20, 5);
    let mut drive = image.clone();
    drive.extend(common::rng_bytes(1 << 20, 6));
    let (ip, dp) = (dir.path().join("raspios.img"), dir.path().join("stick"));
    std::fs::write(&ip, &image).expect("write");
    std::fs::write(&dp, &drive).expect("write");
    let d = stick(dp.clone(), drive.len() as u64);
    let mut check = DriveCheck::with_drives(ip.clone(), Some(image.len() as u64), vec![d.clone()]);
    check.check(d.clone());
    let (mut h, _) = harness(check);
    let good = "This USB stick holds exactly raspios.img (3\u{a0}MiB): it was written correctly.";
    step_until(&mut h, "the green verdict", |h| {
        h.query_by_label(good).is_some()
    });
    match &h.state().outcome {
        Some(Ok(c)) => {
            assert_eq!(c.image_digest, Algorithm::Sha256.digest(&image));
            assert_eq!(c.device_digest, c.image_digest);
        }
        other => panic!("no comparison: {other:?}"),
    }

    drive[1_234_567] ^= 1;
    std::fs::write(&dp, &drive).expect("write");
    h.state_mut().check(d);
    step_until(&mut h, "the red verdict", |h| {
        h.query_by_label("This USB stick does not hold exactly raspios.img.")
            .is_some()
    });
    h.get_by_label(
        "The first difference is at byte 1,234,567 (0x12d687); one piece of 1\u{a0}MiB differs.",
    );
    h.get_by_label("Write it again; if it fails again, try another stick.");
}

#[test]
fn the_verdicts_words() {
    set_language(Lang::En);
    let image = Path::new("/d/ubuntu-24.04.1-desktop-amd64.iso");
    let comparison = |first_difference, differing_segments| DeviceComparison {
        len: 5_702_520_832,
        device_len: 30_752_636_928,
        image_digest: Algorithm::Sha256.digest(b"a"),
        device_digest: Algorithm::Sha256.digest(b"a"),
        first_difference,
        differing_segments,
    };
    let sd = card(32_000_000_000);
    assert_eq!(
        verdict_lines(image, Bus::Usb, None, &Ok(comparison(None, 0))),
        [VerdictLine::Good(
            "This USB stick holds exactly ubuntu-24.04.1-desktop-amd64.iso (5.3\u{a0}GiB): it was written correctly."
                .into()
        )]
    );
    assert_eq!(
        verdict_lines(image, Bus::Mmc, Some(&sd), &Ok(comparison(Some(4096), 3))),
        [
            VerdictLine::Bad(
                "This SD card does not hold exactly ubuntu-24.04.1-desktop-amd64.iso.".into()
            ),
            VerdictLine::Plain(
                "The first difference is at byte 4,096 (0x1000); 3 pieces of 1\u{a0}MiB differ."
                    .into()
            ),
            VerdictLine::Plain("Write it again; if it fails again, try another card.".into()),
        ]
    );
    assert_eq!(
        verdict_lines(
            image,
            Bus::Usb,
            None,
            &Err(DeviceCompareError::TooSmall {
                device: 3_900_000_000,
                image: 5_702_520_832
            })
        ),
        [VerdictLine::Bad(
            "The drive (3.6\u{a0}GiB) is smaller than the image (5.3\u{a0}GiB): it cannot hold it."
                .into()
        )]
    );
    let denied = verdict_lines(
        image,
        Bus::Usb,
        Some(&stick(PathBuf::from("/dev/sdb"), 1 << 35)),
        &Err(DeviceCompareError::Device(FileError::PermissionDenied)),
    );
    // Not a verdict about the stick (nothing was read), and no sudo, no disk group.
    assert_eq!(
        denied,
        [VerdictLine::Plain(
            "The system did not allow Hashdrop to read /dev/sdb, so it was not checked. Try again, and enter your password when the system asks."
                .into()
        )]
    );
}

#[test]
fn drives_are_named_by_the_size_they_were_sold_as() {
    use hashdrop::gui::compare::drive::marketed_size;
    for (bytes, said) in [
        (30_752_636_928, "32\u{a0}GB"),
        (7_751_073_792, "8\u{a0}GB"),
        (4_000_000_000, "4\u{a0}GB"),
        (32_017_047_552, "32\u{a0}GB"),
        (256_060_514_304, "256\u{a0}GB"),
        (1 << 40, "1100\u{a0}GB"),
    ] {
        assert_eq!(marketed_size(bytes), said, "{bytes}");
    }
}

/// The whole way: a verified image's verdict offers the check, which opens the chooser
/// in the Compare view with the image in the first slot.
#[test]
fn a_verified_image_offers_to_check_a_stick() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = common::rng_bytes(100_000, 9);
    let iso = dir.path().join("debian-13.0.0-amd64-netinst.iso");
    std::fs::write(&iso, &data).expect("write");
    let mut h = Harness::builder()
        .with_size([1100.0, 800.0])
        .build_eframe(|cc| HashdropApp::new_for_test(&cc.egui_ctx));
    h.run();
    h.state_mut()
        .set_expected(&Algorithm::Sha256.digest(&data).to_hex());
    h.input_mut()
        .dropped_files
        .push(Arc::new(common::Dropped(iso.clone())));
    for _ in 0..2000 {
        h.step();
        if h.query_by_label("Check a USB stick or SD card…").is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    // One more frame: the button's place is settled after its first frame.
    h.run();
    h.get_by_label("Check a USB stick or SD card…").click();
    // A few frames, not "until settled": the chooser's drive scan asks for repaints.
    h.run_steps(4);
    for _ in 0..200 {
        h.step();
        if h.state()
            .compare()
            .drive
            .as_ref()
            .is_some_and(|d| d.image_len.is_some())
        {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    h.run();
    assert_eq!(h.state().view(), View::Compare);
    assert_eq!(h.state().compare().slots[0].as_deref(), Some(iso.as_path()));
    h.get_by_label("Check a USB stick or SD card");
    h.get_by_label("Image: debian-13.0.0-amd64-netinst.iso (97.7\u{a0}KiB)");
}

/// An image snapshot of the window after a stick was checked (needs a wgpu adapter:
/// see .ci/run); docs/usb-stick.png is a copy of it for the README.
#[test]
fn snapshot_a_checked_stick() {
    // A fixed folder, so that the paths shown are the same on every run.
    let dir = std::env::temp_dir().join("hashdrop-usb-stick-snapshot");
    std::fs::create_dir_all(&dir).expect("mkdir");
    let image = common::rng_bytes(3 << 20, 5);
    let mut drive = image.clone();
    drive.extend(common::rng_bytes(1 << 20, 6));
    let iso = dir.join("ubuntu-24.04.1-desktop-amd64.iso");
    let stick_file = dir.join("sdb");
    std::fs::write(&iso, &image).expect("write");
    std::fs::write(&stick_file, &drive).expect("write");
    let mut h = Harness::builder()
        .with_size([1000.0, 640.0])
        .build_eframe(|cc| HashdropApp::new_for_test(&cc.egui_ctx));
    h.run();
    let d = stick(stick_file, 30_752_636_928);
    {
        let app = h.state_mut();
        app.set_view(View::Compare);
        app.compare_mut().slots[0] = Some(iso.clone());
        let mut check = DriveCheck::with_drives(iso, Some(image.len() as u64), vec![d.clone()]);
        check.check(d);
        app.compare_mut().drive = Some(check);
    }
    for _ in 0..2000 {
        h.step();
        if h.query_by_label_contains("it was written correctly")
            .is_some()
        {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    h.run();
    common::snapshot(&mut h, "usb_stick_checked");
}

/// The image and a "stick" (a regular file the window is told is a drive) given to
/// Compare together: the stick holds the image and more bytes after it, and the window
/// says the stick holds the image (only the image's length is read from the drive),
/// not that the second file is the first with more bytes at its end.
#[test]
fn an_image_and_a_stick_dropped_on_compare_say_the_stick_holds_the_image() {
    let dir = tempfile::tempdir().expect("tempdir");
    let image = common::rng_bytes(3 << 20, 11);
    let mut drive = image.clone();
    drive.extend(common::rng_bytes(2 << 20, 12));
    let (ip, dp) = (dir.path().join("raspios.img"), dir.path().join("stick"));
    std::fs::write(&ip, &image).expect("write");
    std::fs::write(&dp, &drive).expect("write");
    let mut w = driver::Window::open();
    w.h.state_mut().compare_mut().device_test = |p| p.ends_with("stick");
    w.h.state_mut().set_view(View::Compare);
    w.h.run();
    // The drive first, as a person may drop them: the image is still the image.
    w.drop(&[&dp, &ip]);
    let good = "This USB stick holds exactly raspios.img (3\u{a0}MiB): it was written correctly.";
    w.until("the drive's verdict", |w| w.shows(good));
    assert!(!w.shows("more bytes at its end"), "not a longer file");
    assert!(!w.shows("Different"));

    // A changed byte on the stick: it does not hold the image.
    drive[2_000_000] ^= 1;
    std::fs::write(&dp, &drive).expect("write");
    w.launch(&[&ip, &dp]);
    w.until("the red verdict", |w| {
        w.shows("This USB stick does not hold exactly raspios.img.")
    });
}

/// The same with a real block device: a loop device over a file that holds the image
/// and then other bytes (a stick is larger than its image), handed over as "Open with" hands files.
/// Loop devices need root (CI runs as root); without them the test says so, and fails
/// under `CI=true`.
#[test]
fn an_image_and_a_loop_device_given_to_compare_say_the_drive_holds_the_image() {
    let dir = tempfile::tempdir().expect("tempdir");
    let image = common::rng_bytes((3 << 20) + 4097, 13);
    let mut drive = image.clone();
    drive.extend(common::rng_bytes(2 << 20, 14));
    drive.truncate(6 << 20);
    let (ip, backing) = (dir.path().join("image.iso"), dir.path().join("drive.img"));
    std::fs::write(&ip, &image).expect("write");
    std::fs::write(&backing, &drive).expect("write");
    let Some(dev) = LoopDevice::attach(&backing) else {
        return;
    };
    let mut w = driver::Window::open();
    w.h.state_mut().set_view(View::Compare);
    w.h.run();
    w.launch(&[&ip, &dev.path]);
    w.until("the drive's verdict", |w| {
        w.shows("holds exactly image.iso") || w.shows("does not hold") || w.shows("cannot")
    });
    assert!(
        w.shows("This USB stick holds exactly image.iso (") && w.shows("it was written correctly"),
        "the drive holds the image"
    );
    assert!(!w.shows("more bytes at its end"), "not a longer file");
}
