//! The app's data folder is its user's alone. It holds the keys the person chose to
//! trust, the settings and the hand-over between launches; were it readable or
//! writable by another account, that account could plant a key or read which files
//! were checked.
//!
//! On Unix folders are made 0700 and files 0600 (the owner only). On Windows the data
//! folder is under the user profile (`%APPDATA%`), whose inherited ACL grants only the
//! user, SYSTEM and Administrators, so these functions create and write and change no
//! permissions there (see docs/windows.md).

use std::io;
use std::path::Path;

/// A folder that only its owner may list, enter or change.
#[cfg(unix)]
pub const DIR_MODE: u32 = 0o700;
/// A file that only its owner may read or write.
#[cfg(unix)]
pub const FILE_MODE: u32 = 0o600;
/// How deep [`tighten`] goes below the data folder (it holds one level, `keys/`; the
/// bound only keeps a strange tree from recursing without end).
#[cfg(unix)]
const MAX_DEPTH: usize = 8;

/// Creates `dir` and its missing parents for this user only, or, when it exists,
/// makes it 0700. What is inside is left alone (see [`tighten`]). `dir` itself may be a
/// link to a folder (the person's choice): its target is what the app writes into, so
/// that is what is made private.
pub fn ensure(dir: &Path) -> io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt as _;
        builder.mode(DIR_MODE);
    }
    builder.create(dir)?;
    #[cfg(unix)]
    {
        let meta = std::fs::metadata(dir)?;
        if !meta.is_dir() {
            return Err(io::Error::new(
                io::ErrorKind::NotADirectory,
                dir.display().to_string(),
            ));
        }
        set_mode(dir, &meta, DIR_MODE)?;
    }
    Ok(())
}

/// [`ensure`]s `dir`, then makes every folder below it 0700 and every regular file
/// 0600, for data folders left open by older versions. Links are never followed (one
/// could lead out of the folder) and other kinds of files (sockets) are left as they
/// are. Goes on past an entry it cannot change and returns the first error.
pub fn tighten(dir: &Path) -> io::Result<()> {
    ensure(dir)?;
    #[cfg(unix)]
    {
        let mut first_error = None;
        tighten_below(dir, 0, &mut first_error);
        if let Some(e) = first_error {
            return Err(e);
        }
    }
    Ok(())
}

#[cfg(unix)]
fn tighten_below(dir: &Path, depth: usize, first_error: &mut Option<io::Error>) {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            first_error.get_or_insert(e);
            return;
        }
    };
    for entry in entries {
        let path = match entry {
            Ok(entry) => entry.path(),
            Err(e) => {
                first_error.get_or_insert(e);
                continue;
            }
        };
        // lstat: a link is seen as a link, never as what it points to.
        let result = std::fs::symlink_metadata(&path).and_then(|meta| {
            let kind = meta.file_type();
            if kind.is_dir() {
                set_mode(&path, &meta, DIR_MODE)?;
                if depth < MAX_DEPTH {
                    tighten_below(&path, depth + 1, first_error);
                }
            } else if kind.is_file() {
                set_mode(&path, &meta, FILE_MODE)?;
            }
            Ok(())
        });
        if let Err(e) = result {
            first_error.get_or_insert(e);
        }
    }
}

/// chmod when the mode differs. `set_permissions` follows links, so callers pass only
/// what lstat said is not one; swapping in a link in between needs write access to the
/// folder, which only its owner has.
#[cfg(unix)]
fn set_mode(path: &Path, meta: &std::fs::Metadata, mode: u32) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt as _;
    if meta.permissions().mode() & 0o7777 == mode {
        return Ok(());
    }
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
}

/// Replaces `path` with `bytes`, readable and writable by this user only (0600 on
/// Unix), in one step: the bytes go to a new file beside it, which is flushed to disk
/// and renamed over `path`, so a reader (or a crash) sees the old file or the new one,
/// never half of one. The folder must exist (see [`ensure`]).
pub fn write_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    crate::atomic_write::write_atomically(path, bytes, crate::atomic_write::Permissions::Private)
}

/// This process's effective user id: the owner that files and peers must have.
#[cfg(unix)]
#[allow(unsafe_code)]
pub(crate) fn euid() -> u32 {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt as _;

    /// The mode in octal, as `ls -l` and chmod write it.
    fn mode(path: &Path) -> String {
        let m = std::fs::symlink_metadata(path)
            .expect("stat")
            .permissions()
            .mode();
        format!("{:o}", m & 0o7777)
    }

    fn chmod(path: &Path, mode: u32) {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("chmod");
    }

    #[test]
    fn ensure_creates_private_folders() {
        let root = tempfile::tempdir().expect("tempdir");
        let dir = root.path().join("a").join("b");
        ensure(&dir).expect("ensure");
        assert_eq!(mode(&root.path().join("a")), "700");
        assert_eq!(mode(&dir), "700");
        chmod(&dir, 0o755);
        ensure(&dir).expect("again");
        assert_eq!(mode(&dir), "700", "an existing folder is tightened");
    }

    #[test]
    fn tighten_closes_an_old_folder_without_following_links() {
        let root = tempfile::tempdir().expect("tempdir");
        let dir = root.path().join("hashdrop");
        let keys = dir.join("keys");
        std::fs::create_dir_all(&keys).expect("mkdir");
        let outside = root.path().join("outside");
        std::fs::write(&outside, b"not ours to change").expect("write");
        std::fs::write(dir.join("app.ron"), b"()").expect("write");
        std::fs::write(keys.join("a.key"), b"key").expect("write");
        std::os::unix::fs::symlink(&outside, dir.join("link")).expect("symlink");
        for (path, m) in [(&dir, 0o755), (&keys, 0o775), (&outside, 0o644)] {
            chmod(path, m);
        }
        chmod(&dir.join("app.ron"), 0o644);
        chmod(&keys.join("a.key"), 0o666);
        tighten(&dir).expect("tighten");
        assert_eq!(mode(&dir), "700");
        assert_eq!(mode(&keys), "700");
        assert_eq!(mode(&dir.join("app.ron")), "600");
        assert_eq!(mode(&keys.join("a.key")), "600");
        assert_eq!(mode(&outside), "644", "the link was not followed");
    }

    #[test]
    fn write_private_replaces_a_file_in_one_step() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("app.ron");
        std::fs::write(&path, b"old").expect("write");
        chmod(&path, 0o644);
        write_private(&path, b"new").expect("write_private");
        assert_eq!(std::fs::read(&path).expect("read"), b"new");
        assert_eq!(mode(&path), "600");
        let left: Vec<_> = std::fs::read_dir(dir.path())
            .expect("ls")
            .map(|e| e.expect("entry").file_name())
            .collect();
        assert_eq!(
            left,
            [std::ffi::OsString::from("app.ron")],
            "no temporary file left"
        );
        assert!(write_private(&dir.path().join("missing").join("x"), b"").is_err());
    }
}
