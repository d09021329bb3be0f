//! The little the window asks of the file system itself: what a path is, how long a
//! file is, what a folder holds. Each reads the disk: call them off the UI thread.

use std::io;
use std::path::{Path, PathBuf};

/// Whether `path` is a folder (`Ok(false)`: a file, a device or anything else).
pub fn is_folder(path: &Path) -> io::Result<bool> {
    std::fs::metadata(path).map(|m| m.is_dir())
}

/// Whether `path` is a regular file (or a link to one) that exists.
pub fn is_file(path: &Path) -> bool {
    path.is_file()
}

/// The length of the file at `path`, in bytes.
pub fn len(path: &Path) -> io::Result<u64> {
    std::fs::metadata(path).map(|m| m.len())
}

/// One entry of a folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its name (lossily as text: it is shown, and a chosen one is joined as typed).
    pub name: String,
    /// Whether it is a folder (a link to a folder counts).
    pub folder: bool,
}

/// What `dir` holds, in no particular order; entries that vanish while listed are
/// left out.
pub fn list(dir: &Path) -> io::Result<Vec<Entry>> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir)?.flatten() {
        let path: PathBuf = e.path();
        out.push(Entry {
            name: e.file_name().to_string_lossy().into_owned(),
            folder: std::fs::metadata(&path).is_ok_and(|m| m.is_dir()),
        });
    }
    Ok(out)
}
