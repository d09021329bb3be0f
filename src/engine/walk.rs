//! Expanding inputs into the list of files to hash: folders walked recursively in a
//! deterministic order, symlinks not followed by default, special files skipped.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::error::{FileError, SkipReason};
use super::options::WalkOptions;
use super::shared_path::SharedPath;

/// One entry of the expanded list.
#[derive(Debug)]
pub struct WalkEntry {
    /// The path as given or as found under a given folder, which the job's list, its
    /// result and a window's row go on to share: made here, where the name is read,
    /// packed with the folder's other names, so no other copy of it is ever kept.
    pub path: SharedPath,
    /// Size when listed (0 for files that report no size, such as `/proc`).
    pub size: u64,
    /// `Err` for paths that will not be hashed (missing, skipped, unreadable folder).
    pub status: Result<(), FileError>,
    /// Last modification time when listed, where the platform has one.
    pub modified: Option<SystemTime>,
    /// Device and inode on Unix: two entries with the same one are hard links to one
    /// file (a front-end may read it once).
    pub inode: Option<(u64, u64)>,
}

/// Expands `inputs`. Inputs given explicitly are read even when they are not regular
/// files (as GNU does), except FIFOs and sockets, which could block; inside folders
/// only regular files are taken. `progress` is called with the running count.
pub fn expand(inputs: &[PathBuf], opts: WalkOptions, progress: &dyn Fn(usize)) -> Vec<WalkEntry> {
    let mut out = Vec::new();
    for input in inputs {
        match fs::metadata(input) {
            Ok(meta) if meta.is_dir() => {
                if opts.recursive {
                    let mut visited = HashSet::new();
                    remember(&mut visited, &meta);
                    walk_dir(input, opts, &mut visited, &mut out, progress);
                } else {
                    out.push(error(input.as_path(), FileError::IsDirectory));
                }
            }
            Ok(meta) => out.push(classify_explicit(input, &meta)),
            Err(e) => {
                let err = if fs::symlink_metadata(input).is_ok() {
                    FileError::from_link(e)
                } else {
                    FileError::from_open(e)
                };
                out.push(error(input.as_path(), err));
            }
        }
        progress(out.len());
    }
    out
}

fn error(path: impl Into<SharedPath>, err: FileError) -> WalkEntry {
    WalkEntry {
        path: path.into(),
        size: 0,
        status: Err(err),
        modified: None,
        inode: None,
    }
}

fn classify_explicit(path: &Path, meta: &fs::Metadata) -> WalkEntry {
    match special_kind(meta) {
        Some(reason @ (SkipReason::Fifo | SkipReason::Socket)) => {
            error(path, FileError::Skipped(reason))
        }
        _ => WalkEntry {
            path: path.into(),
            // A block device's metadata says 0: its size is asked of the device.
            size: if super::device::is_block_device(meta) {
                super::device::device_size(path).unwrap_or(0)
            } else {
                meta.len()
            },
            status: Ok(()),
            modified: meta.modified().ok(),
            inode: inode(meta),
        },
    }
}

#[cfg(unix)]
fn special_kind(meta: &fs::Metadata) -> Option<SkipReason> {
    use std::os::unix::fs::FileTypeExt as _;
    let ft = meta.file_type();
    if ft.is_fifo() {
        Some(SkipReason::Fifo)
    } else if ft.is_socket() {
        Some(SkipReason::Socket)
    } else if ft.is_block_device() || ft.is_char_device() {
        Some(SkipReason::Device)
    } else {
        None
    }
}

#[cfg(not(unix))]
fn special_kind(meta: &fs::Metadata) -> Option<SkipReason> {
    (!meta.is_file() && !meta.is_dir()).then_some(SkipReason::Device)
}

#[cfg(unix)]
fn inode(meta: &fs::Metadata) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt as _;
    Some((meta.dev(), meta.ino()))
}

#[cfg(not(unix))]
fn inode(_meta: &fs::Metadata) -> Option<(u64, u64)> {
    None
}

#[cfg(unix)]
fn remember(visited: &mut HashSet<(u64, u64)>, meta: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt as _;
    visited.insert((meta.dev(), meta.ino()))
}

#[cfg(not(unix))]
fn remember(_visited: &mut HashSet<(u64, u64)>, _meta: &fs::Metadata) -> bool {
    true
}

fn walk_dir(
    dir: &Path,
    opts: WalkOptions,
    visited: &mut HashSet<(u64, u64)>,
    out: &mut Vec<WalkEntry>,
    progress: &dyn Fn(usize),
) {
    // The folder's names packed together, each path made and dropped before the next
    // is made: paths all made first and then copied would leave their allocations
    // behind in a size class nothing else uses (6 MB for 200,000 files, issue 37).
    let mut names: Vec<SharedPath> = match fs::read_dir(dir) {
        Ok(rd) => SharedPath::pack(rd.filter_map(Result::ok).map(|e| e.path())),
        Err(e) => {
            out.push(error(dir, FileError::from_open(e)));
            return;
        }
    };
    // Byte order of names: deterministic on every run and every file system.
    names.sort_by(|a, b| a.as_os_str().cmp(b.as_os_str()));
    for path in names {
        let Ok(lmeta) = fs::symlink_metadata(&path) else {
            out.push(error(path, FileError::NotFound));
            continue;
        };
        let meta = if lmeta.file_type().is_symlink() {
            if !opts.follow_symlinks {
                out.push(error(path, FileError::Skipped(SkipReason::Symlink)));
                continue;
            }
            match fs::metadata(&path) {
                Ok(m) => m,
                Err(e) => {
                    out.push(error(path, FileError::from_link(e)));
                    continue;
                }
            }
        } else {
            lmeta
        };
        if meta.is_dir() {
            // A folder seen before (through a followed link) would loop forever.
            if remember(visited, &meta) {
                walk_dir(&path, opts, visited, out, progress);
            }
        } else if meta.is_file() {
            out.push(WalkEntry {
                path,
                size: meta.len(),
                status: Ok(()),
                modified: meta.modified().ok(),
                inode: inode(&meta),
            });
        } else if let Some(reason) = special_kind(&meta) {
            out.push(error(path, FileError::Skipped(reason)));
        }
        if out.len().is_multiple_of(256) {
            progress(out.len());
        }
    }
}
