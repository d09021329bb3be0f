use super::full_disk::TinyFs;
use super::*;
use std::os::unix::fs::PermissionsExt as _;

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).expect("stat").permissions().mode() & 0o7777
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .expect("ls")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn replaces_a_file_and_keeps_its_permissions() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("checksums.txt");
    std::fs::write(&path, b"old").expect("write");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    write_atomically(&path, b"new", Permissions::KeepOr(0o666)).expect("write");
    assert_eq!(std::fs::read(&path).expect("read"), b"new");
    assert_eq!(mode(&path), 0o640);
    assert_eq!(
        names(dir.path()),
        ["checksums.txt"],
        "no temporary file left"
    );
}

#[test]
fn a_private_file_is_the_owners_only() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("app.ron");
    std::fs::write(&path, b"old").expect("write");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).expect("chmod");
    write_atomically(&path, b"new", Permissions::Private).expect("write");
    assert_eq!(mode(&path), 0o600);
}

#[test]
fn a_link_is_kept_and_the_file_it_names_replaced() {
    let dir = tempfile::tempdir().expect("tempdir");
    let real = dir.path().join("real.txt");
    let link = dir.path().join("link.txt");
    std::fs::write(&real, b"old").expect("write");
    std::os::unix::fs::symlink(&real, &link).expect("symlink");
    write_atomically(&link, b"new", Permissions::KeepOr(0o666)).expect("write");
    assert!(
        std::fs::symlink_metadata(&link)
            .expect("lstat")
            .file_type()
            .is_symlink()
    );
    assert_eq!(std::fs::read(&real).expect("read"), b"new");
}

#[test]
fn a_missing_folder_fails_and_leaves_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("missing").join("x.txt");
    assert!(write_atomically(&path, b"x", Permissions::KeepOr(0o666)).is_err());
    assert_eq!(names(dir.path()), Vec::<String>::new());
}

/// A full disk (a real tmpfs, filled): the write fails, the old file keeps every byte,
/// and the temporary file is gone.
#[test]
fn a_full_disk_leaves_the_old_file_whole() {
    let Some(fs) = TinyFs::mount(256) else {
        return;
    };
    let path = fs.path().join("checksums.txt");
    let old: Vec<u8> = (0..100_000u32).map(|i| b'a' + (i % 26) as u8).collect();
    std::fs::write(&path, &old).expect("write the old file");
    fs.fill();
    let new = vec![b'n'; 200_000];
    let err = write_atomically(&path, &new, Permissions::KeepOr(0o666)).expect_err("disk full");
    assert_eq!(err.raw_os_error(), Some(libc::ENOSPC), "{err}");
    assert_eq!(
        std::fs::read(&path).expect("read"),
        old,
        "the old file is intact"
    );
    assert_eq!(
        fs.names(),
        ["checksums.txt", "filler"],
        "no temporary file left"
    );
}
