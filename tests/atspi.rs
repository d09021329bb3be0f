//! The real window read as a screen reader reads it, on Linux: Hashdrop starts under
//! Xvfb in a private session bus with AT-SPI enabled (`scripts/atspi-check.sh`), and the
//! tree that `pyatspi` sees (`scripts/atspi-dump.py`) names the window, announces the
//! verdict when it changes, gives the progress bar a real maximum, and names each Copy
//! button after what it copies; a signature it could not check is announced at once.

mod common;
mod pgp_keys;

use std::path::Path;
use std::process::Command;

use hashdrop::engine::Algorithm;

/// Whether the tools of the check are here: Xvfb, a session bus, AT-SPI and pyatspi.
fn tools() -> bool {
    let pyatspi = Command::new("/usr/bin/python3")
        .args(["-c", "import pyatspi"])
        .output()
        .is_ok_and(|o| o.status.success());
    pyatspi
        && [
            "/usr/libexec/at-spi-bus-launcher",
            "/usr/bin/Xvfb",
            "/usr/bin/dbus-run-session",
        ]
        .iter()
        .all(|p| Path::new(p).exists())
}

#[test]
fn a_screen_reader_hears_the_window_and_its_verdict() {
    if !cfg!(target_os = "linux") {
        return;
    }
    if !tools() {
        common::skip_missing("AT-SPI (at-spi2-core, python3-pyatspi, xvfb, dbus)");
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let data = b"an image to check";
    let image = dir
        .path()
        .join("downloads")
        .join("ubuntu-24.04.1-desktop-amd64.iso");
    std::fs::create_dir_all(image.parent().expect("folder")).expect("mkdir");
    std::fs::write(&image, data).expect("write");
    let sums = dir.path().join("SHA256SUMS");
    let line = format!(
        "{}  ubuntu-24.04.1-desktop-amd64.iso\n",
        Algorithm::Sha256.digest(data).to_hex()
    );
    std::fs::write(&sums, line).expect("write");

    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/atspi-check.sh");
    let out = Command::new("bash")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_hashdrop"))
        .arg(&image)
        .arg(&sums)
        .output()
        .expect("run the check");
    let seen = String::from_utf8_lossy(&out.stdout);
    let has = |line: &str| seen.lines().any(|l| l.starts_with(line));
    assert!(has("WINDOW frame Hashdrop"), "the window is named:\n{seen}");
    assert!(
        has("ANNOUNCE Matches"),
        "the verdict is announced when it comes:\n{seen}"
    );
    assert!(
        seen.lines()
            .any(|l| l.starts_with("VALUE Done") && l.ends_with(" 100.0 100.0")),
        "the progress bar reports 100 of 100:\n{seen}"
    );
    let digest = Algorithm::Sha256.digest(data).to_hex();
    assert!(
        has(&format!(
            "NODE list item ubuntu-24.04.1-desktop-amd64.iso, SHA-256, {digest}, Matches"
        )),
        "each result is one item with the file, the type, the checksum and the verdict:\n{seen}"
    );
    assert!(
        !seen.contains('✔') && !seen.contains('✖'),
        "no mark is said:\n{seen}"
    );
    assert!(
        has("NODE push button Copy the SHA-256 of ubuntu-24.04.1-desktop-amd64.iso"),
        "each Copy button says what it copies:\n{seen}"
    );
}

/// An image whose own signature names a key Hashdrop does not have: the screen reader
/// hears, at once (assertive, not after what it is saying), that the signature was not
/// checked, and can reach the button that adds the publisher's key.
#[test]
fn a_screen_reader_hears_at_once_that_a_signature_was_not_checked() {
    if !cfg!(target_os = "linux") {
        return;
    }
    if !tools() {
        common::skip_missing("AT-SPI (at-spi2-core, python3-pyatspi, xvfb, dbus)");
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let data = b"an image whose signature is checked";
    let image = dir.path().join("archlinux-x86_64.iso");
    std::fs::write(&image, data).expect("write");
    let (key, _) = pgp_keys::test_key("Test Publisher <release@example.org>");
    let sig = pgp_keys::detached_sign(&key, data);
    std::fs::write(dir.path().join("archlinux-x86_64.iso.sig"), sig).expect("write");

    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/atspi-check.sh");
    let out = Command::new("bash")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_hashdrop"))
        // The window opens empty; the image comes while the screen reader listens.
        .arg("-")
        .arg(&image)
        .output()
        .expect("run the check");
    let seen = String::from_utf8_lossy(&out.stdout);
    let words = "The signature of archlinux-x86_64.iso was NOT checked";
    assert!(
        seen.lines().any(|l| l == format!("URGENCY 2 {words}")),
        "announced at once, with its words:\n{seen}"
    );
    assert!(
        !seen.lines().any(|l| l.starts_with("ANNOUNCE Signed")),
        "never announced as signed:\n{seen}"
    );
    assert!(
        seen.lines()
            .any(|l| l == "NODE push button Add the publisher's key…"),
        "the button is reachable by name:\n{seen}"
    );
}

/// The verdict changes while the screen reader listens: first the file, whose folder has
/// a list that has it (matches), then, handed over by a later launch, a second list that
/// disagrees.
/// Both verdicts are announced, the second as it replaces the first (the headline stays
/// one node whose text changes, so the change itself is what is heard).
#[test]
fn a_screen_reader_hears_matches_then_does_not_match_when_a_list_disagrees() {
    if !cfg!(target_os = "linux") {
        return;
    }
    if !tools() {
        common::skip_missing("AT-SPI (at-spi2-core, python3-pyatspi, xvfb, dbus)");
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let data = b"an image a second list disagrees with";
    let name = "debian-12.8.0-amd64-netinst.iso";
    let image = dir.path().join("downloads").join(name);
    std::fs::create_dir_all(image.parent().expect("folder")).expect("mkdir");
    std::fs::write(&image, data).expect("write");
    let good = dir.path().join("downloads").join("SHA256SUMS");
    let digest = Algorithm::Sha256.digest(data).to_hex();
    std::fs::write(&good, format!("{digest}  {name}\n")).expect("write");
    let other = dir.path().join("mirror");
    std::fs::create_dir_all(&other).expect("mkdir");
    let bad = other.join("SHA256SUMS");
    let wrong = Algorithm::Sha256.digest(b"another image").to_hex();
    std::fs::write(&bad, format!("{wrong}  {name}\n")).expect("write");

    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/atspi-check.sh");
    let out = Command::new("bash")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_hashdrop"))
        // The window opens empty, so that what follows comes while the reader listens.
        .arg("-")
        // The image alone: the list beside it is found, and the file matches it.
        .arg(&image)
        // 4 s later a third launch hands over a list that disagrees.
        .arg(&bad)
        .output()
        .expect("run the check");
    let seen = String::from_utf8_lossy(&out.stdout);
    let announced: Vec<&str> = seen
        .lines()
        .filter_map(|l| l.strip_prefix("ANNOUNCE "))
        .collect();
    let first = announced.iter().position(|a| *a == "Matches");
    let second = announced.iter().position(|a| *a == "Does NOT match");
    assert!(first.is_some(), "the match is announced:\n{seen}");
    assert!(
        second.is_some(),
        "the mismatch is announced when it replaces the match:\n{seen}"
    );
    assert!(first < second, "in the order they came:\n{seen}");
    assert!(
        seen.lines()
            .any(|l| l.starts_with("URGENCY 2 Does NOT match")),
        "a mismatch is announced at once (assertive):\n{seen}"
    );
}
