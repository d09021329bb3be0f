//! Listing both sides: the folders are walked (in parallel, by the engine's walk), a
//! checksum file is read through `sums`; each path becomes a [`Record`].

use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use crate::engine::walk::{self, WalkEntry};
use crate::engine::{Algorithm, Digest, FileError, SharedPath, WalkOptions};
use crate::sums::{self, HashdeepManifest, Listing, LoadedSums};

use super::{AuditError, Expected, Facts};

/// One path of one side.
#[derive(Debug)]
pub(super) struct Record {
    /// Relative to the side's root (for a checksum file: to side B's root).
    pub rel: PathBuf,
    pub facts: Facts,
    pub state: State,
}

/// Where a record's content stands.
#[derive(Debug)]
pub(super) enum State {
    /// To be read: the full path, and the inode that tells hard links apart.
    ToHash {
        path: SharedPath,
        inode: Option<(u64, u64)>,
    },
    /// Waiting for result `n` of the job.
    Pending(usize),
    /// The digests, one per algorithm of the job (one for a listed line).
    Hashed(Box<[Digest]>),
    /// Same size and time on both sides (quick mode); not read.
    Trusted,
    /// Could not be read.
    Failed(Arc<FileError>),
    /// Not read at all.
    Skipped(crate::engine::SkipReason),
}

/// Side A as listed: its records, and the algorithms side B must be hashed with.
pub(super) struct ListedA {
    pub records: Vec<Record>,
    pub algorithms: Vec<Algorithm>,
    /// The checksum file's identity, left out of side B.
    pub listing_file: Option<Identity>,
}

/// A file named by inode where there is one, else by its absolute path.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Identity {
    // Made only on Unix (std has no stable file index on Windows yet).
    #[cfg_attr(not(unix), allow(dead_code))]
    Inode((u64, u64)),
    Path(PathBuf),
}

/// Checks that `root` is a folder that can be listed.
pub(super) fn check_root(root: &Path) -> Result<(), AuditError> {
    let meta = std::fs::metadata(root).map_err(|source| AuditError::Folder {
        path: root.to_path_buf(),
        source,
    })?;
    if !meta.is_dir() {
        return Err(AuditError::NotAFolder(root.to_path_buf()));
    }
    std::fs::read_dir(root).map_err(|source| AuditError::Folder {
        path: root.to_path_buf(),
        source,
    })?;
    Ok(())
}

/// Walks `root` recursively (symbolic links followed only when asked).
pub(super) fn walk_folder(root: &Path, follow_symlinks: bool) -> Vec<WalkEntry> {
    let opts = WalkOptions {
        recursive: true,
        follow_symlinks,
    };
    walk::expand(&[root.to_path_buf()], opts, &|_| {})
}

/// Turns a walk of `root` into records, leaving out `exclude`.
pub(super) fn folder_records(
    root: &Path,
    entries: Vec<WalkEntry>,
    exclude: Option<&Identity>,
) -> Vec<Record> {
    let root_abs = exclude.map(|_| absolute(root));
    let mut out = Vec::with_capacity(entries.len());
    for e in entries {
        let excluded = match exclude {
            Some(Identity::Inode(id)) => e.inode == Some(*id),
            Some(Identity::Path(p)) => root_abs.as_ref().is_some_and(|r| {
                e.path
                    .strip_prefix(root)
                    .is_ok_and(|rel| &normalize(&r.join(rel)) == p)
            }),
            None => false,
        };
        if excluded {
            continue;
        }
        let rel = e.path.strip_prefix(root).unwrap_or(&e.path).to_path_buf();
        let facts = Facts {
            size: e.status.is_ok().then_some(e.size),
            modified: e.modified,
        };
        let state = match e.status {
            Ok(()) => State::ToHash {
                path: e.path,
                inode: e.inode,
            },
            Err(FileError::Skipped(reason)) => State::Skipped(reason),
            Err(err) => State::Failed(Arc::new(err)),
        };
        out.push(Record { rel, facts, state });
    }
    out
}

/// Side A: a folder is left for the walk (`None`); a listing is read here.
pub(super) fn listing_side(
    expected: &Expected,
    b_root: &Path,
) -> Result<Option<ListedA>, AuditError> {
    let Expected::Listing(path) = expected else {
        return Ok(None);
    };
    let listing =
        sums::load_listing(path, sums::MAX_SUMS_FILE).map_err(|source| AuditError::Listing {
            path: path.clone(),
            source,
        })?;
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let resolve = Resolver::new(&folder, b_root);
    let (records, algorithms) = match &listing {
        Listing::Sums(loaded) => sums_records(loaded, &resolve),
        Listing::Hashdeep(m) => hashdeep_records(m, &resolve),
    };
    if records.is_empty() {
        return Err(AuditError::EmptyListing(path.clone()));
    }
    Ok(Some(ListedA {
        records,
        algorithms,
        listing_file: Some(identity(path)),
    }))
}

fn identity(path: &Path) -> Identity {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        if let Ok(m) = std::fs::metadata(path) {
            return Identity::Inode((m.dev(), m.ino()));
        }
    }
    Identity::Path(normalize(&absolute(path)))
}

fn sums_records(loaded: &LoadedSums, resolve: &Resolver) -> (Vec<Record>, Vec<Algorithm>) {
    let mut seen = HashMap::new();
    let mut algorithms = Vec::new();
    let mut records = Vec::new();
    for e in loaded.parsed.entries() {
        let rel = resolve.relative(&e.name);
        // A name listed twice is judged by its first line, as a reader would.
        if seen.insert(rel.clone(), ()).is_some() {
            continue;
        }
        if !algorithms.contains(&e.algorithm) {
            algorithms.push(e.algorithm);
        }
        let digest = Digest::new(e.algorithm, e.expected.clone());
        records.push(Record {
            rel,
            facts: Facts::default(),
            state: State::Hashed(Box::new([digest])),
        });
    }
    (records, algorithms)
}

fn hashdeep_records(m: &HashdeepManifest, resolve: &Resolver) -> (Vec<Record>, Vec<Algorithm>) {
    // One column is enough to tell files apart: the strongest.
    let Some(&algorithm) = m.algorithms.iter().max_by_key(|a| strength(**a)) else {
        return (Vec::new(), Vec::new());
    };
    let mut seen = HashMap::new();
    let mut records = Vec::new();
    for e in &m.entries {
        let Some((_, bytes)) = e.digests.iter().find(|(a, _)| *a == algorithm) else {
            continue;
        };
        let rel = resolve.relative(&e.name);
        if seen.insert(rel.clone(), ()).is_some() {
            continue;
        }
        records.push(Record {
            rel,
            facts: Facts {
                size: Some(e.size),
                modified: None,
            },
            state: State::Hashed(Box::new([Digest::new(algorithm, bytes.clone())])),
        });
    }
    (records, vec![algorithm])
}

fn strength(a: Algorithm) -> u8 {
    match a {
        Algorithm::Md5 | Algorithm::Crc32 => 0,
        Algorithm::Sha1 => 1,
        _ => 2,
    }
}

/// Turns listed names (relative to the checksum file's folder, or absolute) into paths
/// relative to side B's root.
struct Resolver {
    folder: PathBuf,
    root: PathBuf,
}

impl Resolver {
    fn new(folder: &Path, root: &Path) -> Self {
        Self {
            folder: normalize(&absolute(folder)),
            root: normalize(&absolute(root)),
        }
    }

    /// The name relative to the root; a name outside it is kept as listed (it can then
    /// only be missing: it is not in the folder compared).
    fn relative(&self, name: &[u8]) -> PathBuf {
        let listed = sums::name_to_path(name);
        let full = normalize(&self.folder.join(&listed));
        match full.strip_prefix(&self.root) {
            Ok(rel) => rel.to_path_buf(),
            Err(_) => listed,
        }
    }
}

fn absolute(p: &Path) -> PathBuf {
    std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf())
}

/// `a/./b/../c` as `a/c`, judged on the text alone (no links followed).
fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push(c);
                }
            }
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listed_names_resolve_against_the_listing_folder() {
        let r = Resolver::new(Path::new("/x/photos"), Path::new("/x/photos"));
        assert_eq!(r.relative(b"a.jpg"), Path::new("a.jpg"));
        assert_eq!(r.relative(b"./sub/b.jpg"), Path::new("sub/b.jpg"));
        assert_eq!(r.relative(b"/x/photos/c.jpg"), Path::new("c.jpg"));
        assert_eq!(r.relative(b"../elsewhere"), Path::new("../elsewhere"));
        let up = Resolver::new(Path::new("/x"), Path::new("/x/photos"));
        assert_eq!(up.relative(b"photos/a.jpg"), Path::new("a.jpg"));
    }
}
