//! Right-click → Hashdrop in the Linux file managers (packaging/file-managers/): the
//! Nautilus extension loaded under GObject introspection, Dolphin's service menus
//! checked by desktop-file-validate and read back, Nemo's actions read back, and the
//! package's list of files. Thunar's uca.xml merge has its unit tests in
//! src/gui/settings/file_managers/tests.rs.
#![cfg(unix)]

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use hashdrop::desktop::file_managers::{FileManager, menu_files};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn packaged(rel: &str) -> String {
    std::fs::read_to_string(root().join("packaging/file-managers").join(rel)).expect("read")
}

/// A desktop-entry-style key file: group → key → value (later keys win).
fn parse_key_file(text: &str) -> BTreeMap<String, BTreeMap<String, String>> {
    let mut groups: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    let mut current = None;
    for line in text.lines() {
        let line = line.trim_end();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            assert!(!groups.contains_key(name), "group [{name}] twice");
            groups.insert(name.to_owned(), BTreeMap::new());
            current = Some(name.to_owned());
            continue;
        }
        let (key, value) = line.split_once('=').expect("key=value");
        let group = current.as_ref().expect("a key before any group");
        let previous = groups
            .get_mut(group)
            .expect("group")
            .insert(key.to_owned(), value.to_owned());
        assert!(previous.is_none(), "{key} twice in [{group}]");
    }
    groups
}

/// The languages the app speaks, as desktop entries tag them.
const LANGS: [&str; 7] = ["de", "es", "fr", "ja", "pt_BR", "ru", "zh_CN"];

/// The checksum types of packaging/hashdrop-mime.xml.
fn checksum_types() -> Vec<String> {
    let mime = std::fs::read_to_string(root().join("packaging/hashdrop-mime.xml")).expect("mime");
    mime.split("<mime-type type=\"")
        .skip(1)
        .map(|s| s.split('"').next().expect("type").to_owned())
        .collect()
}

fn list(value: &str) -> Vec<String> {
    value
        .strip_suffix(';')
        .unwrap_or(value)
        .split(';')
        .map(str::to_owned)
        .collect()
}

#[test]
fn nautilus_extension_under_gobject_introspection() {
    // The system's interpreter, where Debian's python3-gi lives (not a pyenv one).
    let python = Path::new("/usr/bin/python3");
    let probe = Command::new(python)
        .args([
            "-c",
            "import gi; gi.require_version('Nautilus', '4.0'); from gi.repository import Nautilus",
        ])
        .output();
    if !probe.is_ok_and(|o| o.status.success()) {
        common::skip_missing("python3-gi with gir1.2-nautilus-4.0");
        return;
    }
    let out = Command::new(python)
        .arg(root().join("packaging/tests/test_nautilus.py"))
        .output()
        .expect("run the Python test");
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{log}");
    assert!(log.contains("\nOK"), "{log}");
    assert!(!log.contains("skipped"), "{log}");
}

/// Whether desktop-file-validate is installed (it has no --version).
fn have_desktop_file_validate() -> bool {
    let ok = Command::new("desktop-file-validate")
        .arg("--help")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        common::skip_missing("desktop-file-validate (desktop-file-utils)");
    }
    ok
}

fn validate(path: &Path) {
    let out = Command::new("desktop-file-validate")
        .arg(path)
        .output()
        .expect("desktop-file-validate");
    assert!(
        out.status.success() && out.stdout.is_empty(),
        "{}: {}{}",
        path.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn dolphin_service_menus_validate() {
    if !have_desktop_file_validate() {
        return;
    }
    for name in [
        "io.github.hashdrop.Hashdrop.desktop",
        "io.github.hashdrop.Hashdrop.check.desktop",
    ] {
        validate(&root().join("packaging/file-managers/dolphin").join(name));
    }
    // The copies "Add Hashdrop to my file manager's menu" writes, for a program in a
    // folder whose name needs quoting.
    let dir = tempfile::tempdir().expect("tempdir");
    let program = Path::new("/home/me/my $tools/hashdrop");
    for (rel, text) in menu_files(FileManager::Dolphin, program).expect("files") {
        let path = dir.path().join(Path::new(rel).file_name().expect("name"));
        std::fs::write(&path, text).expect("write");
        validate(&path);
    }
}

#[test]
fn dolphin_service_menus_parse() {
    let all = parse_key_file(&packaged("dolphin/io.github.hashdrop.Hashdrop.desktop"));
    let entry = &all["Desktop Entry"];
    // Every file (KIO: application/octet-stream) and every folder.
    assert_eq!(
        list(&entry["MimeType"]),
        ["application/octet-stream", "inode/directory"]
    );
    assert_eq!(entry["Actions"], "checksums;");
    assert_eq!(entry["NoDisplay"], "true");
    let action = &all["Desktop Action checksums"];
    assert_eq!(action["Exec"], "hashdrop %F");
    assert_eq!(action["Name"], "Checksums with Hashdrop");
    for lang in LANGS {
        let name = &action[&format!("Name[{lang}]")];
        assert!(
            name.contains("Hashdrop") && name != "Checksums with Hashdrop",
            "{lang}"
        );
    }

    let check = parse_key_file(&packaged(
        "dolphin/io.github.hashdrop.Hashdrop.check.desktop",
    ));
    assert_eq!(list(&check["Desktop Entry"]["MimeType"]), checksum_types());
    assert_eq!(check["Desktop Entry"]["Actions"], "check;");
    assert_eq!(check["Desktop Action check"]["Exec"], "hashdrop %F");
    assert_eq!(check["Desktop Action check"]["Name"], "Check with Hashdrop");
    assert_eq!(all.len(), 2);
    assert_eq!(check.len(), 2);
}

#[test]
fn nemo_actions_parse() {
    let all = parse_key_file(&packaged("nemo/io.github.hashdrop.Hashdrop.nemo_action"));
    assert_eq!(all.len(), 1);
    let a = &all["Nemo Action"];
    assert_eq!(a["Active"], "true");
    assert_eq!(a["Exec"], "hashdrop %F");
    assert_eq!(a["Selection"], "notnone");
    assert_eq!(a["Extensions"], "any;");
    assert_eq!(a["Name"], "Checksums with Hashdrop");
    assert_eq!(a["Icon-Name"], "io.github.hashdrop.Hashdrop");
    assert_eq!(a["Dependencies"], "hashdrop;");
    for lang in LANGS {
        assert!(a.contains_key(&format!("Name[{lang}]")), "Name[{lang}]");
        assert!(
            a.contains_key(&format!("Comment[{lang}]")),
            "Comment[{lang}]"
        );
    }

    let all = parse_key_file(&packaged(
        "nemo/io.github.hashdrop.Hashdrop.check.nemo_action",
    ));
    let c = &all["Nemo Action"];
    assert_eq!(c["Exec"], "hashdrop %F");
    assert_eq!(c["Name"], "Check with Hashdrop");
    assert_eq!(list(&c["Mimetypes"]), checksum_types());
    assert!(!c.contains_key("Extensions"), "only checksum files");

    // The copy for a program outside $PATH starts that program.
    let program = Path::new("/opt/hash drop/hashdrop");
    for (_, text) in menu_files(FileManager::Nemo, program).expect("files") {
        let a = &parse_key_file(&text)["Nemo Action"];
        assert_eq!(a["Exec"], "\"/opt/hash drop/hashdrop\" %F");
        assert_eq!(a["Dependencies"], "/opt/hash drop/hashdrop;");
    }
}

#[test]
fn the_package_carries_the_menus() {
    let cargo = std::fs::read_to_string(root().join("Cargo.toml")).expect("Cargo.toml");
    for (source, dest) in [
        (
            "packaging/file-managers/nautilus/hashdrop.py",
            "usr/share/nautilus-python/extensions/",
        ),
        (
            "packaging/file-managers/dolphin/io.github.hashdrop.Hashdrop.desktop",
            "usr/share/kio/servicemenus/",
        ),
        (
            "packaging/file-managers/dolphin/io.github.hashdrop.Hashdrop.check.desktop",
            "usr/share/kio/servicemenus/",
        ),
        (
            "packaging/file-managers/nemo/io.github.hashdrop.Hashdrop.nemo_action",
            "usr/share/nemo/actions/",
        ),
        (
            "packaging/file-managers/nemo/io.github.hashdrop.Hashdrop.check.nemo_action",
            "usr/share/nemo/actions/",
        ),
    ] {
        assert!(
            cargo.contains(&format!("[\"{source}\", \"{dest}\", \"644\"]")),
            "{source} → {dest}"
        );
        assert!(root().join(source).is_file(), "{source}");
    }
    assert!(
        cargo.contains("python3-nautilus"),
        "the package recommends python3-nautilus"
    );
    let check = std::fs::read_to_string(root().join("packaging/ci-deb-check.sh")).expect("read");
    for installed in [
        "/usr/share/nautilus-python/extensions/hashdrop.py",
        "/usr/share/kio/servicemenus/io.github.hashdrop.Hashdrop.desktop",
        "/usr/share/nemo/actions/io.github.hashdrop.Hashdrop.nemo_action",
    ] {
        assert!(
            check.contains(installed),
            "ci-deb-check.sh checks {installed}"
        );
    }
}
