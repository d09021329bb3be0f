//! What an audit is asked (the two sides, how to compare them) and what it finds: one
//! [`Finding`] per path, the summary, the report.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use crate::engine::options::default_threads;
use crate::engine::{Algorithm, Digest, FileError, ReadOptions, SkipReason};

/// What side A is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A folder, hashed like side B.
    Folder(PathBuf),
    /// A checksum file (GNU, BSD tag, SFV) or a hashdeep manifest; its names are
    /// relative to its own folder.
    Listing(PathBuf),
}

/// What to compare, and how.
#[derive(Clone, Debug)]
pub struct AuditSpec {
    /// Side A: what was expected.
    pub expected: Expected,
    /// Side B: the folder on disk.
    pub actual: PathBuf,
    /// Algorithm for two folders (a listing brings its own). BLAKE3 by default: no
    /// published digest is involved, so the fastest is the right one.
    pub algorithm: Algorithm,
    /// Worker threads.
    pub threads: usize,
    /// How bytes are read.
    pub read: ReadOptions,
    /// Trust a file with the same size and modification time on both sides without
    /// reading it (two folders only). Off by default.
    pub quick: bool,
    /// Follow symbolic links inside the folders (loops are detected). Off by default.
    pub follow_symlinks: bool,
    /// Keep each side's digests in the report ([`AuditReport::digests`]), to write a
    /// checksum file of either side. Off by default: 100,000 files cost some 10 MB.
    pub keep_digests: bool,
}

impl AuditSpec {
    /// A comparison with every choice at its default.
    pub fn new(expected: Expected, actual: PathBuf) -> Self {
        Self {
            expected,
            actual,
            algorithm: Algorithm::Blake3,
            threads: default_threads(),
            read: ReadOptions::default(),
            quick: false,
            follow_symlinks: false,
            keep_digests: false,
        }
    }
}

/// Why a comparison could not be made at all (one unreadable file is a [`Finding`]).
#[derive(Debug, thiserror::Error)]
pub enum AuditError {
    /// A side's root is not a folder that can be listed.
    #[error("cannot read the folder {path}: {source}")]
    Folder {
        /// The root.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// A side's root is not a folder.
    #[error("{0} is not a folder")]
    NotAFolder(PathBuf),
    /// The checksum file could not be read.
    #[error("cannot read the checksum file {path}: {source}")]
    Listing {
        /// The checksum file.
        path: PathBuf,
        /// Why.
        #[source]
        source: crate::sums::ListingError,
    },
    /// The checksum file lists no file (it may be something else).
    #[error("{0} holds no checksum line")]
    EmptyListing(PathBuf),
    /// The hashing job could not start.
    #[error(transparent)]
    Start(#[from] crate::engine::run::StartError),
}

/// One of the two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// What was expected: the first folder, or the checksum file.
    A,
    /// What is on disk: the second folder.
    B,
}

/// What is known of one side's file, for a changed file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Facts {
    /// Size in bytes (a GNU checksum line has none).
    pub size: Option<u64>,
    /// Modification time (a checksum file has none).
    pub modified: Option<SystemTime>,
}

/// The categories, in the order front-ends show them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    /// Same path, same content.
    Matched,
    /// Same path, different content.
    Changed,
    /// The content is on the other side under another path.
    Moved,
    /// Only on side B.
    New,
    /// Only on side A.
    Missing,
    /// The same content at several paths on one side.
    Duplicates,
    /// Could not be read.
    Unreadable,
    /// Not a regular file, or a link not followed.
    Skipped,
}

impl Category {
    /// Every category, in display order.
    pub const ALL: [Self; 8] = [
        Self::Matched,
        Self::Changed,
        Self::Moved,
        Self::New,
        Self::Missing,
        Self::Duplicates,
        Self::Unreadable,
        Self::Skipped,
    ];

    /// The machine name used in JSON, CSV and the CLI's lines (`"changed"`).
    pub fn key(self) -> &'static str {
        match self {
            Self::Matched => "matched",
            Self::Changed => "changed",
            Self::Moved => "moved",
            Self::New => "new",
            Self::Missing => "missing",
            Self::Duplicates => "duplicates",
            Self::Unreadable => "unreadable",
            Self::Skipped => "skipped",
        }
    }

    /// Whether a finding of this category makes the sides different. Duplicates and
    /// skipped entries are information: two identical trees may have both.
    pub fn is_difference(self) -> bool {
        matches!(
            self,
            Self::Changed | Self::Moved | Self::New | Self::Missing | Self::Unreadable
        )
    }
}

/// One answer about one path (or, for duplicates, one group of paths).
#[derive(Clone, Debug)]
pub enum Finding {
    /// Same relative path, same content.
    Matched {
        /// Relative path.
        path: PathBuf,
        /// Size in bytes (side B).
        size: u64,
        /// Trusted from size and modification time (quick mode), not read.
        trusted: bool,
    },
    /// Same relative path, different content.
    Changed {
        /// Relative path.
        path: PathBuf,
        /// Side A's size and time.
        a: Facts,
        /// Side B's size and time.
        b: Facts,
        /// The first byte at which the two files differ (the shorter one's length when
        /// it is the start of the longer one); `None` when not looked for (a checksum
        /// file on side A, a cancelled comparison) or not readable again.
        first_difference: Option<u64>,
    },
    /// Side A's content is on side B under another path (and not at its old one).
    Moved {
        /// Path on side A.
        from: PathBuf,
        /// Path on side B.
        to: PathBuf,
        /// Size in bytes (side B).
        size: u64,
    },
    /// Only on side B.
    New {
        /// Relative path.
        path: PathBuf,
        /// Size in bytes.
        size: u64,
    },
    /// Only on side A.
    Missing {
        /// Relative path.
        path: PathBuf,
        /// Size in bytes, when side A knows it.
        size: Option<u64>,
    },
    /// The same non-empty content at several paths of one side (hard links included).
    /// Listed once per group; empty files are never grouped.
    Duplicates {
        /// The side.
        side: Side,
        /// The paths, sorted.
        paths: Vec<PathBuf>,
        /// Size of each copy, when the side knows it (a checksum file may not).
        size: Option<u64>,
    },
    /// Could not be read.
    Unreadable {
        /// The side.
        side: Side,
        /// Relative path (the root itself is `""`).
        path: PathBuf,
        /// Why (shared by hard links to one file).
        reason: Arc<FileError>,
    },
    /// Not read: a special file, or a link not followed.
    Skipped {
        /// The side.
        side: Side,
        /// Relative path.
        path: PathBuf,
        /// What it is.
        reason: SkipReason,
    },
}

impl Finding {
    /// The category.
    pub fn category(&self) -> Category {
        match self {
            Self::Matched { .. } => Category::Matched,
            Self::Changed { .. } => Category::Changed,
            Self::Moved { .. } => Category::Moved,
            Self::New { .. } => Category::New,
            Self::Missing { .. } => Category::Missing,
            Self::Duplicates { .. } => Category::Duplicates,
            Self::Unreadable { .. } => Category::Unreadable,
            Self::Skipped { .. } => Category::Skipped,
        }
    }

    /// The path findings are sorted by: the (old) path, or a group's first path.
    pub fn path(&self) -> &Path {
        match self {
            Self::Matched { path, .. }
            | Self::Changed { path, .. }
            | Self::New { path, .. }
            | Self::Missing { path, .. }
            | Self::Unreadable { path, .. }
            | Self::Skipped { path, .. } => path,
            Self::Moved { from, .. } => from,
            Self::Duplicates { paths, .. } => paths.first().map_or(Path::new(""), |p| p),
        }
    }

    /// The second path: where a moved file went.
    pub fn other_path(&self) -> Option<&Path> {
        match self {
            Self::Moved { to, .. } => Some(to),
            _ => None,
        }
    }

    /// The side a one-sided finding is about.
    pub fn side(&self) -> Option<Side> {
        match self {
            Self::Duplicates { side, .. }
            | Self::Unreadable { side, .. }
            | Self::Skipped { side, .. } => Some(*side),
            Self::New { .. } => Some(Side::B),
            Self::Missing { .. } => Some(Side::A),
            _ => None,
        }
    }
}

/// Counts per category, and the bytes of what matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Summary {
    /// Same path, same content.
    pub matched: usize,
    /// Same path, different content.
    pub changed: usize,
    /// Moved.
    pub moved: usize,
    /// Only on side B.
    pub new: usize,
    /// Only on side A.
    pub missing: usize,
    /// Groups of duplicates (not files).
    pub duplicates: usize,
    /// Unreadable paths.
    pub unreadable: usize,
    /// Skipped paths.
    pub skipped: usize,
    /// Bytes of the matched files (side B).
    pub matched_bytes: u64,
}

impl Summary {
    /// The count of one category.
    pub fn count(&self, c: Category) -> usize {
        match c {
            Category::Matched => self.matched,
            Category::Changed => self.changed,
            Category::Moved => self.moved,
            Category::New => self.new,
            Category::Missing => self.missing,
            Category::Duplicates => self.duplicates,
            Category::Unreadable => self.unreadable,
            Category::Skipped => self.skipped,
        }
    }

    /// No changed, moved, new, missing or unreadable file.
    pub fn is_identical(&self) -> bool {
        Category::ALL
            .iter()
            .all(|&c| !c.is_difference() || self.count(c) == 0)
    }

    fn add(&mut self, f: &Finding) {
        match f {
            Finding::Matched { size, .. } => {
                self.matched += 1;
                self.matched_bytes += size;
            }
            Finding::Changed { .. } => self.changed += 1,
            Finding::Moved { .. } => self.moved += 1,
            Finding::New { .. } => self.new += 1,
            Finding::Missing { .. } => self.missing += 1,
            Finding::Duplicates { .. } => self.duplicates += 1,
            Finding::Unreadable { .. } => self.unreadable += 1,
            Finding::Skipped { .. } => self.skipped += 1,
        }
    }

    /// Tallies `findings`.
    pub fn of(findings: &[Finding]) -> Self {
        let mut s = Self::default();
        for f in findings {
            s.add(f);
        }
        s
    }
}

/// The whole answer.
#[derive(Clone, Debug)]
pub struct AuditReport {
    /// Every finding, sorted by [`Finding::path`] (bytes), then category.
    pub findings: Vec<Finding>,
    /// Their counts.
    pub summary: Summary,
    /// With [`AuditSpec::keep_digests`]: side A's and side B's files that were read
    /// (or listed), relative path and digests (one per algorithm of the job), in path
    /// order. Files trusted in quick mode have none.
    pub digests: [Vec<(PathBuf, Box<[Digest]>)>; 2],
    /// Side A's root: the first folder, or the checksum file.
    pub a_root: PathBuf,
    /// Whether side A is a checksum file: its relative paths are then relative to
    /// side B's root, like B's own.
    pub a_is_listing: bool,
    /// Side B's root folder.
    pub b_root: PathBuf,
    /// The algorithms files were hashed with.
    pub algorithms: Vec<Algorithm>,
    /// Whether the job was cancelled (unfinished files are then unreadable).
    pub cancelled: bool,
}

impl AuditReport {
    /// The findings of one category, in path order.
    pub fn of(&self, c: Category) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(move |f| f.category() == c)
    }

    /// Where a finding's path lies on disk (for side A of a checksum file, where it was
    /// expected): the side's root joined to the relative path.
    pub fn full_path(&self, side: Side, relative: &Path) -> PathBuf {
        match side {
            Side::A if !self.a_is_listing => self.a_root.join(relative),
            Side::A | Side::B => self.b_root.join(relative),
        }
    }
}
