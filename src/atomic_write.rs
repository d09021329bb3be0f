//! Replacing a file whole or not at all, for every file Hashdrop writes (saved results,
//! folder comparisons, benchmark reports, the data folder's files, file-manager menus).
//!
//! The bytes go to a new temporary file beside the target, which is flushed to disk
//! and then renamed over the target. A full disk, a pulled stick or a crash therefore
//! leaves the old file as it was (and no temporary file behind, where the failure can
//! be seen): writing into the target itself would first cut it to nothing, and a full
//! disk would then leave half of the new file in place of the old one.

use std::ffi::OsString;
use std::fs::{File, OpenOptions};
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};

/// Who may read the written file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Permissions {
    /// The replaced file's permissions; a new file gets `mode` less the umask on Unix,
    /// as `File::create` would give it. A link at the target is followed, so that the
    /// file it names is replaced and the link is kept.
    KeepOr(u32),
    /// This user only (0600 on Unix), whatever the replaced file allowed. A link at the
    /// target is replaced, never followed (it could lead out of a private folder).
    Private,
}

/// The mode of a private file: the owner reads and writes, nobody else.
#[cfg(unix)]
const PRIVATE_MODE: u32 = 0o600;

/// Replaces `path` with `bytes` in one step (see the module's documentation). The
/// folder must exist. On failure the old file is left as it was and the temporary
/// file is removed.
pub fn write_atomically(path: &Path, bytes: &[u8], permissions: Permissions) -> io::Result<()> {
    let target = match permissions {
        Permissions::KeepOr(_) => resolve_link(path),
        Permissions::Private => path.to_path_buf(),
    };
    let (tmp, mut file) = create_beside(&target, permissions)?;
    let written = file
        .write_all(bytes)
        .and_then(|()| keep_permissions(&file, &target, permissions))
        .and_then(|()| file.sync_all());
    // Closed before the rename: Windows cannot rename a file that is open.
    drop(file);
    let result = written.and_then(|()| std::fs::rename(&tmp, &target));
    if result.is_err() {
        // The temporary file is ours; failing to remove it changes nothing the caller
        // can act on, and the first error is the one to report.
        std::fs::remove_file(&tmp).ok();
        return result;
    }
    sync_folder(&target);
    Ok(())
}

/// The file a link at `path` names (followed to its end), else `path` itself.
fn resolve_link(path: &Path) -> PathBuf {
    match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
        }
        _ => path.to_path_buf(),
    }
}

/// A new file next to `path`, named after it (`.NAME.PID-N.tmp`), created exclusively
/// so that it is never someone else's file or a link.
fn create_beside(path: &Path, permissions: Permissions) -> io::Result<(PathBuf, File)> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "a path without a file name"))?;
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(match permissions {
            Permissions::KeepOr(mode) => mode,
            Permissions::Private => PRIVATE_MODE,
        });
    }
    #[cfg(not(unix))]
    let _ = permissions;
    // Another thread may be writing the same file, or a crash left a temporary file.
    for n in 0..64u32 {
        let mut tmp_name = OsString::from(".");
        tmp_name.push(name);
        tmp_name.push(format!(".{}-{n}.tmp", std::process::id()));
        let tmp = path.with_file_name(tmp_name);
        match options.open(&tmp) {
            Ok(file) => return Ok((tmp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "no free name for a temporary file",
    ))
}

/// Gives the new file the permissions of the one it replaces ([`Permissions::KeepOr`]).
fn keep_permissions(file: &File, target: &Path, permissions: Permissions) -> io::Result<()> {
    if permissions == Permissions::Private {
        return Ok(());
    }
    match std::fs::metadata(target) {
        Ok(old) => file.set_permissions(old.permissions()),
        Err(_) => Ok(()),
    }
}

/// Flushes the folder's entry for the rename, so that after a crash the folder names
/// the new file. Best effort: not every system or file system can sync a folder, and
/// the file itself is already safe.
fn sync_folder(target: &Path) {
    #[cfg(unix)]
    if let Some(dir) = target.parent() {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        if let Ok(d) = File::open(dir) {
            d.sync_all().ok();
        }
    }
    #[cfg(not(unix))]
    let _ = target;
}

#[cfg(all(test, target_os = "linux"))]
pub(crate) mod full_disk;
#[cfg(all(test, target_os = "linux"))]
mod tests;
