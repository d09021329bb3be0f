//! `hashdrop verify --publisher FILE`: the publisher's own signed answer, fetched from
//! an in-test HTTPS server (a test CA via `SSL_CERT_FILE`, the real host names via
//! `HASHDROP_CONNECT_TO`) serving real published signed lists under their real paths
//! (tests/data/publishers), and a publisher of the tests' own for the files that match.
//! The lists' signatures are judged by gpgv too, the reference.

mod common;
mod pgp_keys;
mod publisher_server;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use publisher_server::{Reply, Server, TestCa};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/publishers");
const KEYS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/keys");

/// The real hosts the catalogue names for these tests, and the tests' own.
const HOSTS: &[&str] = &[
    "releases.ubuntu.com",
    "cdimage.ubuntu.com",
    "old-releases.ubuntu.com",
    "cdimage.debian.org",
    "ftp.heanet.ie",
    "mirrors.edge.kernel.org",
    "cdimage.kali.org",
    "old.kali.org",
    "downloads.example.test",
    "archive.example.test",
    "dl.fedoraproject.org",
];

/// One test's world: a CA, a server with a certificate for [`HOSTS`], and the person's
/// folders (data, config with the tests' own publishers and key).
struct World {
    dir: tempfile::TempDir,
    ca_pem: PathBuf,
    server: Server,
    key: pgp::composed::SignedSecretKey,
}

const TEST_PUBLISHERS: &str = r#"
[[publisher]]
name = "Example OS"
files = '^example-os-(?<version>[0-9]+\.[0-9]+)-(?<arch>amd64|arm64)\.iso$'
lists = [
    "https://downloads.example.test/releases/{version}/SHA256SUMS",
    "https://archive.example.test/releases/{version}/SHA256SUMS",
]
signatures = ["{list}.gpg"]
key = "example-os.asc"

# Fedora's Cloud images, answered by Fedora's real clear-signed CHECKSUM under its real
# address, judged with the Fedora 44 key alone (not bundled: the bundled catalogue has
# Fedora's ISOs and the 41 and 42 keys).
[[publisher]]
name = "Fedora"
files = '^Fedora-Cloud-Base-Generic-(?<version>[0-9]+)-(?<compose>[0-9]+\.[0-9]+)\.(?<arch>x86_64|aarch64)\.qcow2$'
lists = ["https://dl.fedoraproject.org/pub/fedora/linux/releases/{version}/Cloud/{arch}/images/Fedora-Cloud-{version}-{compose}-{arch}-CHECKSUM"]
signatures = []
key = "fedora-44.asc"

[[publisher]]
name = "Clear OS"
files = '^clear-os-(?<version>[0-9]+)\.iso$'
lists = ["https://downloads.example.test/clear/{version}/CHECKSUM"]
signatures = []
key = "example-os.asc"
"#;

impl World {
    fn new() -> Self {
        let dir = tempfile::tempdir().expect("temp");
        let ca = TestCa::new("Hashdrop test CA");
        let ca_pem = ca.write_pem(dir.path());
        let server = Server::start(&ca, HOSTS);
        let config = dir.path().join("config/hashdrop");
        std::fs::create_dir_all(&config).expect("config");
        let (key, public) = pgp_keys::test_key("Example OS <release@example.test>");
        std::fs::write(config.join("example-os.asc"), public).expect("key");
        let fedora = Path::new(DATA).join("fedora-cloud-44-aarch64/fedora-44.asc");
        std::fs::copy(fedora, config.join("fedora-44.asc")).expect("Fedora's key");
        std::fs::write(config.join("publishers.toml"), TEST_PUBLISHERS).expect("toml");
        Self {
            dir,
            ca_pem,
            server,
            key,
        }
    }

    /// A file of `bytes` named `name`, in the world's downloads.
    fn file(&self, name: &str, bytes: &[u8]) -> PathBuf {
        let dir = self.dir.path().join("Downloads");
        std::fs::create_dir_all(&dir).expect("downloads");
        let p = dir.join(name);
        std::fs::write(&p, bytes).expect("file");
        p
    }

    /// Serves the real list in `tests/data/publishers/FOLDER` at `url` (and its
    /// signature at `url` + the file's suffix).
    fn serve_real(&self, folder: &str, list: &str, sig: &str, url: &str) {
        let dir = Path::new(DATA).join(folder);
        let read = |f: &str| std::fs::read(dir.join(f)).expect("test data");
        self.server.route(url, Reply::Body(read(list)));
        let suffix = sig.strip_prefix(list).expect("sig is LIST.ext");
        self.server
            .route(&format!("{url}{suffix}"), Reply::Body(read(sig)));
    }

    /// Serves a list of the tests' own publisher, signed with its key.
    fn serve_signed(&self, url: &str, list: &str) {
        self.server
            .route(url, Reply::Body(list.as_bytes().to_vec()));
        let sig = pgp_keys::detached_sign(&self.key, list.as_bytes());
        self.server.route(&format!("{url}.gpg"), Reply::Body(sig));
    }

    /// Runs `hashdrop verify --publisher FILES` against the test server.
    fn verify(&self, files: &[&Path]) -> Run {
        self.verify_with(files, &self.server.connect_to(HOSTS), &self.ca_pem, &[])
    }

    fn verify_with(
        &self,
        files: &[&Path],
        connect_to: &str,
        ca: &Path,
        env: &[(&str, &str)],
    ) -> Run {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_hashdrop"));
        cmd.arg("verify")
            .arg("--publisher")
            .args(files)
            .env("HOME", self.dir.path())
            .env("XDG_DATA_HOME", self.dir.path().join("data"))
            .env("XDG_CONFIG_HOME", self.dir.path().join("config"))
            .env("SSL_CERT_FILE", ca)
            .env_remove("SSL_CERT_DIR")
            .env("HASHDROP_CONNECT_TO", connect_to)
            .stdin(Stdio::null());
        for (k, v) in env {
            cmd.env(k, v);
        }
        let start = Instant::now();
        let out = cmd.output().expect("run hashdrop");
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            took: start.elapsed(),
        }
    }
}

#[derive(Debug)]
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
    took: Duration,
}

impl Run {
    fn says(&self, code: i32, words: &str) {
        assert_eq!(self.code, code, "{self:#?}");
        assert!(
            self.stdout.contains(words) || self.stderr.contains(words),
            "expected {words:?} in {self:#?}"
        );
    }
}

fn sha256_hex(bytes: &[u8]) -> String {
    let mut h = hashdrop::engine::Algorithm::Sha256.hasher();
    h.update(bytes);
    h.finalize().to_hex()
}

// ---- Real lists: the signature is good, the file named is not the real ISO. ----

/// gpgv's verdict on a real list with the bundled key (`GOODSIG`, `BADSIG`…), or None
/// when gpg is not installed (skipped; fails under CI=true).
fn gpgv_says(key_file: &str, list: &[u8], sig: &[u8]) -> Option<String> {
    if !common::have_tool("gpg") || !common::have_tool("gpgv") {
        return None;
    }
    let dir = tempfile::tempdir().expect("temp");
    let ring = dir.path().join("ring.gpg");
    let dearmor = Command::new("gpg")
        .args(["--batch", "--dearmor", "--output"])
        .arg(&ring)
        .arg(Path::new(KEYS).join(key_file))
        .env("GNUPGHOME", dir.path())
        .output()
        .expect("gpg --dearmor");
    assert!(dearmor.status.success(), "{dearmor:?}");
    std::fs::write(dir.path().join("list"), list).expect("write");
    std::fs::write(dir.path().join("list.sig"), sig).expect("write");
    let out = Command::new("gpgv")
        .arg("--status-fd=1")
        .arg("--keyring")
        .arg(&ring)
        .arg(dir.path().join("list.sig"))
        .arg(dir.path().join("list"))
        .output()
        .expect("gpgv");
    let text = String::from_utf8_lossy(&out.stdout);
    ["GOODSIG", "BADSIG", "ERRSIG"]
        .into_iter()
        .find(|t| text.contains(&format!("[GNUPG:] {t} ")))
        .map(str::to_owned)
}

/// Each real list: gpgv says its signature is good; Hashdrop, served the list at the
/// publisher's archive place after a 404 at the current one, reads it and, for a file
/// of that name that is not the real image, says it is NOT the published file.
#[test]
fn real_lists_of_four_publishers_archive_fallback_and_mismatch() {
    let w = World::new();
    let cases = [
        (
            "ubuntu-20.04.1",
            "SHA256SUMS",
            "SHA256SUMS.gpg",
            "ubuntu-cdimage-2012.asc",
            "https://old-releases.ubuntu.com/releases/20.04.1/SHA256SUMS",
            "ubuntu-20.04.1-desktop-amd64.iso",
            "Ubuntu",
        ),
        (
            "debian-11.2.0-amd64-dvd",
            "SHA256SUMS",
            "SHA256SUMS.sign",
            "debian-cd-2011.asc",
            "https://cdimage.debian.org/cdimage/archive/11.2.0/amd64/iso-dvd/SHA256SUMS",
            "debian-11.2.0-amd64-DVD-1.iso",
            "Debian",
        ),
        (
            "linuxmint-20",
            "sha256sum.txt",
            "sha256sum.txt.gpg",
            "linuxmint.asc",
            "https://mirrors.edge.kernel.org/linuxmint/stable/20/sha256sum.txt",
            "linuxmint-20-cinnamon-64bit.iso",
            "Linux Mint",
        ),
        (
            "kali-2020.1b",
            "SHA256SUMS",
            "SHA256SUMS.gpg",
            "kali-2012.asc",
            "https://old.kali.org/kali-images/kali-2020.1b/SHA256SUMS",
            "kali-linux-2020.1b-installer-amd64.iso",
            "Kali Linux",
        ),
    ];
    for (folder, list, sig, key, url, file, publisher) in cases {
        let dir = Path::new(DATA).join(folder);
        let list_bytes = std::fs::read(dir.join(list)).expect("list");
        let sig_bytes = std::fs::read(dir.join(sig)).expect("sig");
        if let Some(verdict) = gpgv_says(key, &list_bytes, &sig_bytes) {
            assert_eq!(verdict, "GOODSIG", "gpgv on {folder}");
        }
        w.serve_real(folder, list, sig, url);
        let iso = w.file(file, b"not the real image");
        let run = w.verify(&[&iso]);
        // Ubuntu and Mint name their releases in the catalogue (`title`); the others
        // are said by the file's name.
        let said = match folder {
            "ubuntu-20.04.1" => format!(
                "This is NOT Ubuntu 20.04.1 Desktop (64-bit) as Ubuntu published it ({file})"
            ),
            "linuxmint-20" => format!(
                "This is NOT Linux Mint 20 Cinnamon (64-bit) as Linux Mint published it ({file})"
            ),
            _ => format!("This is NOT the file {publisher} published as {file}"),
        };
        run.says(1, &said);
        assert!(
            run.stdout
                .starts_with(&format!("{}: FAILED", iso.display())),
            "{run:#?}"
        );
    }
}

/// A release whose name the pattern accepts but the signed list does not have.
#[test]
fn real_ubuntu_list_without_the_file_is_no_answer() {
    let w = World::new();
    w.serve_real(
        "ubuntu-20.04.1",
        "SHA256SUMS",
        "SHA256SUMS.gpg",
        "https://releases.ubuntu.com/20.04.1/SHA256SUMS",
    );
    let iso = w.file("ubuntu-20.04.1-live-server-arm64.iso", b"an arm64 image");
    w.verify(&[&iso])
        .says(2, "Ubuntu's signed lists do not have this file");
}

/// One byte of Ubuntu's real list changed: gpgv says BADSIG; Hashdrop says do not use.
#[test]
fn a_changed_real_list_fails_its_signature() {
    let w = World::new();
    let dir = Path::new(DATA).join("ubuntu-20.04.1");
    let mut list = std::fs::read(dir.join("SHA256SUMS")).expect("list");
    list[0] = if list[0] == b'b' { b'c' } else { b'b' };
    let sig = std::fs::read(dir.join("SHA256SUMS.gpg")).expect("sig");
    if let Some(verdict) = gpgv_says("ubuntu-cdimage-2012.asc", &list, &sig) {
        assert_eq!(verdict, "BADSIG", "gpgv");
    }
    let url = "https://releases.ubuntu.com/20.04.1/SHA256SUMS";
    w.server.route(url, Reply::Body(list));
    w.server.route(&format!("{url}.gpg"), Reply::Body(sig));
    let iso = w.file("ubuntu-20.04.1-desktop-amd64.iso", b"x");
    w.verify(&[&iso])
        .says(1, "Do NOT use: Ubuntu's list failed its signature check");
}

/// Debian's real list and signature, offered as Ubuntu's: not signed by Ubuntu's key,
/// so no answer (each publisher's keys count for its own lists only).
#[test]
fn another_publishers_signature_is_not_trusted() {
    let w = World::new();
    let dir = Path::new(DATA).join("debian-11.2.0-amd64-dvd");
    let url = "https://releases.ubuntu.com/20.04.1/SHA256SUMS";
    w.server.route(
        url,
        Reply::Body(std::fs::read(dir.join("SHA256SUMS")).expect("r")),
    );
    w.server.route(
        &format!("{url}.gpg"),
        Reply::Body(std::fs::read(dir.join("SHA256SUMS.sign")).expect("r")),
    );
    let iso = w.file("ubuntu-20.04.1-desktop-amd64.iso", b"x");
    w.verify(&[&iso]).says(2, "is not signed by Ubuntu's key");
}

// ---- The tests' own publisher: files that match. ----

#[test]
fn a_matching_file_is_signed_then_answered_offline_from_the_cache() {
    let w = World::new();
    let iso = w.file("example-os-1.2-amd64.iso", b"the real example image");
    let list = format!(
        "{}  example-os-1.2-amd64.iso\n{}  example-os-1.2-arm64.iso\n",
        sha256_hex(b"the real example image"),
        sha256_hex(b"the arm image")
    );
    // Not at the current place: found in the archive.
    w.serve_signed(
        "https://archive.example.test/releases/1.2/SHA256SUMS",
        &list,
    );
    let run = w.verify(&[&iso]);
    run.says(
        0,
        "This is example-os-1.2-amd64.iso, exactly as Example OS published it",
    );
    assert!(
        run.stdout
            .contains("signed by: Example OS <release@example.test>"),
        "{run:#?}"
    );
    // The second run: nothing listens where the hosts lead; the kept list is checked
    // again and answers.
    let offline = w.verify_with(
        &[&iso],
        "archive.example.test:443:127.0.0.1:1,downloads.example.test:443:127.0.0.1:1",
        &w.ca_pem,
        &[],
    );
    offline.says(0, "exactly as Example OS published it");
    assert!(
        offline.stdout.contains("kept from an earlier check"),
        "{offline:#?}"
    );
    // A changed download of the same name.
    std::fs::write(&iso, b"the real example image, changed").expect("write");
    w.verify(&[&iso]).says(
        1,
        "This is NOT the file Example OS published as example-os-1.2-amd64.iso",
    );
}

#[test]
fn a_renamed_file_is_found_by_its_checksum_and_said_so() {
    let w = World::new();
    let iso = w.file("example-os-1.2-arm64.iso", b"actually the amd64 image");
    let list = format!(
        "{}  example-os-1.2-amd64.iso\n",
        sha256_hex(b"actually the amd64 image")
    );
    w.serve_signed(
        "https://downloads.example.test/releases/1.2/SHA256SUMS",
        &list,
    );
    let run = w.verify(&[&iso]);
    run.says(
        0,
        "This is example-os-1.2-amd64.iso, exactly as Example OS published it",
    );
    assert!(run.stdout.contains("this file was renamed"), "{run:#?}");
}

#[test]
fn a_clear_signed_list_is_read_only_inside_its_signature() {
    let w = World::new();
    let iso = w.file("clear-os-7.iso", b"clear image");
    let signed = pgp_keys::clear_sign(
        &w.key,
        &format!("SHA256 (clear-os-7.iso) = {}\n", sha256_hex(b"other bytes")),
    );
    // A line added after the signature is not signed and must not be read.
    let tampered = format!(
        "{signed}SHA256 (clear-os-7.iso) = {}\n",
        sha256_hex(b"clear image")
    );
    w.server.route(
        "https://downloads.example.test/clear/7/CHECKSUM",
        Reply::Body(tampered.into_bytes()),
    );
    w.verify(&[&iso]).says(
        1,
        "This is NOT the file Clear OS published as clear-os-7.iso",
    );
}

/// A publishers file that others may change is not used: a warning, and its publisher
/// is unknown (the bundled ones still answer).
#[cfg(unix)]
#[test]
fn a_publishers_file_others_can_change_is_left_out_with_a_warning() {
    use std::os::unix::fs::PermissionsExt as _;
    let w = World::new();
    let toml = w.dir.path().join("config/hashdrop/publishers.toml");
    std::fs::set_permissions(&toml, std::fs::Permissions::from_mode(0o666)).expect("chmod");
    let run = w.verify(&[&example_iso(&w)]);
    run.says(2, "no publisher Hashdrop knows");
    assert!(
        run.stderr.contains("nobody else may be able to change it"),
        "{run:#?}"
    );
}

// ---- No answer: each bad server, within a bound on time. ----

fn example_iso(w: &World) -> PathBuf {
    w.file("example-os-1.2-amd64.iso", b"image")
}

#[test]
fn unknown_file_names_fetch_nothing() {
    let w = World::new();
    let f = w.file("holiday.jpg", b"jpeg");
    w.verify(&[&f]).says(2, "no publisher Hashdrop knows");
}

#[test]
fn not_found_anywhere() {
    let w = World::new();
    let run = w.verify(&[&example_iso(&w)]);
    run.says(
        2,
        "none of Example OS's lists for this release could be found",
    );
    assert!(run.took < Duration::from_secs(10), "{run:#?}");
}

#[test]
fn a_redirect_to_plain_http_is_not_followed() {
    let w = World::new();
    w.server.route(
        "https://downloads.example.test/releases/1.2/SHA256SUMS",
        Reply::Redirect("http://downloads.example.test/releases/1.2/SHA256SUMS".into()),
    );
    w.verify(&[&example_iso(&w)]).says(2, "plain-HTTP address");
}

#[test]
fn a_redirect_to_another_site_is_not_followed() {
    let w = World::new();
    w.server.route(
        "https://downloads.example.test/releases/1.2/SHA256SUMS",
        Reply::Redirect("https://releases.ubuntu.com/SHA256SUMS".into()),
    );
    w.verify(&[&example_iso(&w)]).says(
        2,
        "releases.ubuntu.com, which is not one of the publisher's sites",
    );
}

#[test]
fn a_certificate_for_another_name_is_refused() {
    let w = World::new();
    let ca = TestCa::new("Hashdrop test CA 2");
    let other = Server::start(&ca, &["other.example.test"]);
    let pem = ca.write_pem(&w.dir.path().join("Downloads").tap_mkdir());
    let run = w.verify_with(
        &[&example_iso(&w)],
        &other.connect_to(&["downloads.example.test", "archive.example.test"]),
        &pem,
        &[],
    );
    run.says(2, "certificate is not for this site");
}

#[test]
fn a_certificate_from_an_untrusted_authority_is_refused() {
    let w = World::new();
    let stranger = TestCa::new("Not trusted");
    let pem = stranger.write_pem(&w.dir.path().join("Downloads").tap_mkdir());
    let run = w.verify_with(&[&example_iso(&w)], &w.server.connect_to(HOSTS), &pem, &[]);
    run.says(2, "not from an authority this computer trusts");
}

#[test]
fn an_endless_body_is_cut_off_at_the_limit() {
    let w = World::new();
    w.server.route(
        "https://downloads.example.test/releases/1.2/SHA256SUMS",
        Reply::Endless,
    );
    let run = w.verify(&[&example_iso(&w)]);
    run.says(2, "more than 1048576 bytes");
    assert!(run.took < Duration::from_secs(20), "{run:#?}");
}

#[test]
fn a_server_sending_a_byte_every_two_seconds_is_cut_off() {
    let w = World::new();
    w.server.route(
        "https://downloads.example.test/releases/1.2/SHA256SUMS",
        Reply::Trickle(Duration::from_secs(2)),
    );
    let run = w.verify_with(
        &[&example_iso(&w)],
        &w.server.connect_to(HOSTS),
        &w.ca_pem,
        &[("HASHDROP_FETCH_TIMEOUT", "3")],
    );
    run.says(2, "too slow");
    assert!(run.took < Duration::from_secs(12), "{run:#?}");
}

#[test]
fn a_closed_port_is_no_answer_at_once() {
    let w = World::new();
    // Bound and dropped: nothing listens there now.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("port")
        .port();
    let to = format!(
        "downloads.example.test:443:127.0.0.1:{port},archive.example.test:443:127.0.0.1:{port}"
    );
    let run = w.verify_with(&[&example_iso(&w)], &to, &w.ca_pem, &[]);
    run.says(2, "could not connect");
    assert!(run.took < Duration::from_secs(10), "{run:#?}");
}

trait TapMkdir {
    fn tap_mkdir(self) -> Self;
}

impl TapMkdir for PathBuf {
    fn tap_mkdir(self) -> Self {
        std::fs::create_dir_all(&self).expect("mkdir");
        self
    }
}

/// Fedora's real clear-signed `CHECKSUM` (Fedora Cloud 44, aarch64): gpgv says its
/// signature by the Fedora 44 key is good; Hashdrop, served it under its real address,
/// reads only its signed lines, and says of a file of a listed name that is not the
/// real image that it is NOT the file Fedora published (exit 1); the same list changed
/// on the way is "Do NOT use".
#[test]
fn real_fedora_clear_signed_checksum_is_read_and_judged() {
    let folder = Path::new(DATA).join("fedora-cloud-44-aarch64");
    let list = std::fs::read(folder.join("Fedora-Cloud-44-1.7-aarch64-CHECKSUM")).expect("list");
    if let Some(verdict) = gpgv_clear_says(&folder.join("fedora-44.asc"), &list) {
        assert_eq!(verdict, "GOODSIG", "gpgv on Fedora's CHECKSUM");
    }
    let url = "https://dl.fedoraproject.org/pub/fedora/linux/releases/44/Cloud/aarch64/images/\
               Fedora-Cloud-44-1.7-aarch64-CHECKSUM";
    let image = "Fedora-Cloud-Base-Generic-44-1.7.aarch64.qcow2";
    let w = World::new();
    w.server.route(url, Reply::Body(list.clone()));
    let file = w.file(image, b"not the real image");
    w.verify(&[&file]).says(
        1,
        &format!("This is NOT the file Fedora published as {image}: download it again."),
    );
    // One listed checksum changed on the way: the signature no longer holds.
    let w = World::new();
    let text = String::from_utf8(list).expect("text");
    let changed = text.replacen("55c60a3b", "55c60a3c", 1);
    assert_ne!(changed, text);
    w.server.route(url, Reply::Body(changed.into_bytes()));
    let file = w.file(image, b"not the real image");
    w.verify(&[&file])
        .says(1, "Do NOT use: Fedora's list failed its signature check");
}

/// gpgv's verdict on a clear-signed list with `key` (armoured), or None when gpg is not
/// installed (skipped; fails under CI=true).
fn gpgv_clear_says(key: &Path, list: &[u8]) -> Option<String> {
    if !common::have_tool("gpg") || !common::have_tool("gpgv") {
        return None;
    }
    let dir = tempfile::tempdir().expect("temp");
    let ring = dir.path().join("ring.gpg");
    let dearmor = Command::new("gpg")
        .args(["--batch", "--dearmor", "--output"])
        .arg(&ring)
        .arg(key)
        .env("GNUPGHOME", dir.path())
        .output()
        .expect("gpg --dearmor");
    assert!(dearmor.status.success(), "{dearmor:?}");
    std::fs::write(dir.path().join("list"), list).expect("write");
    let out = Command::new("gpgv")
        .arg("--status-fd=1")
        .arg("--keyring")
        .arg(&ring)
        .arg(dir.path().join("list"))
        .env("GNUPGHOME", dir.path())
        .output()
        .expect("gpgv");
    let text = String::from_utf8_lossy(&out.stdout);
    ["GOODSIG", "BADSIG", "ERRSIG"]
        .into_iter()
        .find(|t| text.contains(&format!("[GNUPG:] {t} ")))
        .map(str::to_owned)
}
