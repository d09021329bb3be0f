//! The real window read as a screen reader reads it, on Linux: Hashdrop starts under
//! Xvfb in a private session bus with AT-SPI enabled (`scripts/atspi-check.sh`), and the
//! tree that `pyatspi` sees (`scripts/atspi-dump.py`) names the window, announces the
//! verdict when it changes, gives the progress bar a real maximum, and names each Copy
//! button after what it copies; a signature it could not check is announced at once;
//! the button that asks a download's publisher is found by its name, pressed through
//! AT-SPI's Action interface, and the publisher's answer is announced.

mod common;
mod pgp_keys;
mod publisher_server;

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

/// Whether the check can run here: on Linux, with its tools (a missing tool is said,
/// and fails under CI).
fn can_run() -> bool {
    if !cfg!(target_os = "linux") {
        return false;
    }
    if !tools() {
        common::skip_missing("AT-SPI (at-spi2-core, python3-pyatspi, xvfb, dbus)");
        return false;
    }
    true
}

#[test]
fn a_screen_reader_hears_the_window_and_its_verdict() {
    if !can_run() {
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
    assert!(
        has("WINDOW frame Hashdrop"),
        "the window is named:\n{seen}\n(the check said: {})",
        String::from_utf8_lossy(&out.stderr)
    );
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
    if !can_run() {
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

/// An image with a list beside it that it matches and its own signature, which is bad
/// (the image was changed after signing), by a key the person added. Checking that
/// signature reads the whole image, as hashing it does, and used to end after the
/// match (seen with a 1 GiB image and a release build: "Matches" was announced, then
/// "Do NOT use"). Now the image's verdict waits for its signature, so the screen reader
/// hears only the red. This window check does not force that order (at 64 MiB in a
/// debug build the signature usually comes first); the session's unit test
/// `nothing_is_green_while_the_image_s_own_signature_is_being_checked` proves the rule
/// in every order.
#[test]
fn a_screen_reader_never_hears_matches_before_the_image_s_bad_signature() {
    if !can_run() {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    // 64 MiB, so that reading it for the signature takes a while.
    let mut data: Vec<u8> = (0..64u32 << 20)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 11) as u8)
        .collect();
    let (key, public) = pgp_keys::test_key("Test Publisher <release@example.org>");
    let sig = pgp_keys::detached_sign(&key, &data);
    data[1000] ^= 1;
    let name = "distro-1.0.iso";
    let image = dir.path().join(name);
    std::fs::write(&image, &data).expect("write");
    std::fs::write(dir.path().join(format!("{name}.sig")), sig).expect("write");
    let digest = Algorithm::Sha256.digest(&data).to_hex();
    std::fs::write(dir.path().join("SHA256SUMS"), format!("{digest}  {name}\n")).expect("write");
    // The person's data folder, with the publisher's key added.
    let home = tempfile::tempdir().expect("tempdir");
    let app = home.path().join("hashdrop");
    std::fs::create_dir_all(&app).expect("mkdir");
    std::fs::set_permissions(&app, std::os::unix::fs::PermissionsExt::from_mode(0o700))
        .expect("chmod");
    let key_file = dir.path().join("publisher.asc");
    std::fs::write(&key_file, public).expect("write");
    hashdrop::desktop::key_store::KeyStore::in_dir(app.join("keys"))
        .add(&key_file)
        .expect("key added");

    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/atspi-check.sh");
    let out = Command::new("bash")
        .arg(script)
        .env("ATSPI_DATA", home.path())
        .arg(env!("CARGO_BIN_EXE_hashdrop"))
        // The window opens empty; the image comes while the screen reader listens.
        .arg("-")
        .arg(&image)
        .output()
        .expect("run the check");
    let seen = String::from_utf8_lossy(&out.stdout);
    let words = format!("Do NOT use: the signature of {name} does not match");
    assert!(
        seen.lines().any(|l| l == format!("ANNOUNCE {words}")),
        "the bad signature is announced:\n{seen}"
    );
    assert!(
        !seen.lines().any(|l| l == "ANNOUNCE Matches"),
        "never a match before it:\n{seen}"
    );
}

/// The verdict changes while the screen reader listens: first the file, whose folder has
/// a list that has it (matches), then, handed over by a later launch, a second list that
/// disagrees.
/// Both verdicts are announced, the second as it replaces the first (the headline stays
/// one node whose text changes, so the change itself is what is heard).
#[test]
fn a_screen_reader_hears_matches_then_does_not_match_when_a_list_disagrees() {
    if !can_run() {
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

/// A download the publishers' catalogue knows (the tests' own publisher, served by the
/// in-test HTTPS server with its own CA through `HASHDROP_CONNECT_TO` and
/// `SSL_CERT_FILE`): a screen reader finds "Ask Example OS for its signed checksum" by
/// its name, presses it through AT-SPI's Action interface, and hears the answer.
#[test]
fn a_screen_reader_presses_the_publisher_button_and_hears_the_answer() {
    if !can_run() {
        return;
    }
    use publisher_server::{Reply, Server, TestCa};
    let dir = tempfile::tempdir().expect("tempdir");
    let host = "downloads.example.test";
    let ca = TestCa::new("Hashdrop AT-SPI test CA");
    let ca_pem = ca.write_pem(dir.path());
    let server = Server::start(&ca, &[host]);
    let config = dir.path().join("config");
    let hashdrop_config = config.join("hashdrop");
    std::fs::create_dir_all(&hashdrop_config).expect("mkdir");
    let (key, public) = pgp_keys::test_key("Example OS <release@example.test>");
    std::fs::write(hashdrop_config.join("example-os.asc"), public).expect("key");
    let catalogue = r#"
[[publisher]]
name = "Example OS"
files = '^example-os-(?<version>[0-9]+\.[0-9]+)-(?<arch>amd64|arm64)\.iso$'
lists = ["https://downloads.example.test/releases/{version}/SHA256SUMS"]
signatures = ["{list}.gpg"]
key = "example-os.asc"
title = "Example OS {version} ({arch})"
words = { amd64 = "64-bit" }
"#;
    std::fs::write(hashdrop_config.join("publishers.toml"), catalogue).expect("toml");
    let data = b"the real example image";
    let list = format!(
        "{}  example-os-1.2-amd64.iso\n",
        Algorithm::Sha256.digest(data).to_hex()
    );
    let url = "https://downloads.example.test/releases/1.2/SHA256SUMS";
    server.route(url, Reply::Body(list.clone().into_bytes()));
    let sig = pgp_keys::detached_sign(&key, list.as_bytes());
    server.route(&format!("{url}.gpg"), Reply::Body(sig));
    let image = dir.path().join("example-os-1.2-amd64.iso");
    std::fs::write(&image, data).expect("write");

    let button = "Ask Example OS for its signed checksum";
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/atspi-check.sh");
    let out = Command::new("bash")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_hashdrop"))
        .arg(&image)
        .env("XDG_CONFIG_HOME", &config)
        .env("SSL_CERT_FILE", &ca_pem)
        .env("HASHDROP_CONNECT_TO", server.connect_to(&[host]))
        .env("HASHDROP_ATSPI_PRESS", button)
        .env("LANG", "en_US.UTF-8")
        .output()
        .expect("run the check");
    let seen = String::from_utf8_lossy(&out.stdout);
    assert!(
        seen.lines().any(|l| l == format!("PRESSED {button}")),
        "the button is found by its name and pressed:\n{seen}"
    );
    let answer = "This is Example OS 1.2 (64-bit), exactly as Example OS published it";
    assert!(
        seen.lines()
            .any(|l| l.starts_with(&format!("ANNOUNCE {answer}"))),
        "the answer is announced:\n{seen}"
    );
    assert!(
        server.connections() >= 2,
        "the list and its signature were fetched"
    );
}
