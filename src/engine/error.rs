//! What can go wrong with one file. Errors belong to a file, never to the whole job.
//!
//! The reasons are typed, so that each front-end says them in its own words: the CLI
//! as coreutils does, the window through its translations. `Display` is the English
//! used by the CLI for the cases coreutils has no word for, and by reports and logs.

use std::io;

/// Why a file has no digest. Each variant reads as a plain sentence for the person.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// The path does not exist (any more).
    #[error("No such file: it was moved or deleted")]
    NotFound,
    /// The operating system refused access.
    #[error("Permission denied: Hashdrop cannot read this file")]
    PermissionDenied,
    /// A folder was given where a file was expected.
    #[error("Is a folder: add it as a folder to hash the files inside")]
    IsDirectory,
    /// Not a regular file; skipped so that nothing blocks.
    #[error("Skipped: {0}")]
    Skipped(SkipReason),
    /// Opening failed for another reason.
    #[error("Cannot open: {0}")]
    Open(io::Error),
    /// Reading failed part-way (disk error, network share gone, …).
    #[error("Read error: {0}")]
    Read(io::Error),
    /// Size, modification time or identity changed between the start and the end.
    #[error("Changed while hashing ({0}): hash it again once it is no longer being written")]
    Changed(Change),
    /// The segmented mode would cut this file into more pieces than a job can track.
    #[error(
        "Too many segments ({segments}): choose a segment size of at least {min_segment_size} bytes for this file"
    )]
    TooManySegments {
        /// How many segments the chosen size gives.
        segments: u64,
        /// The smallest segment size that is accepted for this file.
        min_segment_size: u64,
    },
    /// Only the first bytes were asked for, and the file (or drive) has fewer.
    #[error("Too short: {len} bytes, fewer than the {wanted} asked for")]
    TooShort {
        /// Its length in bytes.
        len: u64,
        /// How many bytes were asked for.
        wanted: u64,
    },
    /// The job was cancelled before this file was finished.
    #[error("Cancelled before it was finished")]
    Cancelled,
    /// A bug in Hashdrop: the work on this file panicked. The other files are unaffected.
    #[error("Internal error while hashing this file: {0}")]
    Internal(String),
}

/// A copy, for the layers that keep a file's state (the verification session): an
/// I/O error is copied by its OS code when it has one, else by its kind and words.
impl Clone for FileError {
    fn clone(&self) -> Self {
        let io = |e: &io::Error| {
            e.raw_os_error().map_or_else(
                || io::Error::new(e.kind(), e.to_string()),
                io::Error::from_raw_os_error,
            )
        };
        match self {
            Self::NotFound => Self::NotFound,
            Self::PermissionDenied => Self::PermissionDenied,
            Self::IsDirectory => Self::IsDirectory,
            Self::Skipped(r) => Self::Skipped(*r),
            Self::Open(e) => Self::Open(io(e)),
            Self::Read(e) => Self::Read(io(e)),
            Self::Changed(c) => Self::Changed(*c),
            Self::TooManySegments {
                segments,
                min_segment_size,
            } => Self::TooManySegments {
                segments: *segments,
                min_segment_size: *min_segment_size,
            },
            Self::TooShort { len, wanted } => Self::TooShort {
                len: *len,
                wanted: *wanted,
            },
            Self::Cancelled => Self::Cancelled,
            Self::Internal(s) => Self::Internal(s.clone()),
        }
    }
}

/// What changed about a file while it was hashed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// Another file now has its name (it was replaced by a rename).
    Replaced,
    /// Its size changed.
    Size {
        /// The size when hashing began, in bytes.
        from: u64,
        /// The size at the end.
        to: u64,
    },
    /// Its modification time changed.
    Modified,
    /// It was deleted.
    Deleted,
    /// It ended before its size said it would.
    EndedEarly {
        /// Where it ended, in bytes.
        at: u64,
        /// Where it should have ended.
        expected: u64,
    },
    /// It became shorter while mapped in memory.
    Truncated,
}

impl std::fmt::Display for Change {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Replaced => f.write_str("the file was replaced"),
            Self::Size { from, to } => write!(f, "size went from {from} to {to} bytes"),
            Self::Modified => f.write_str("it was modified"),
            Self::Deleted => f.write_str("it was deleted"),
            Self::EndedEarly { at, expected } => {
                write!(f, "it ended after {at} bytes instead of {expected}")
            }
            Self::Truncated => f.write_str("it was truncated while being read"),
        }
    }
}

/// Why a path was skipped rather than read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SkipReason {
    /// A named pipe: reading it could block forever.
    Fifo,
    /// A Unix socket cannot be read as a file.
    Socket,
    /// A block or character device.
    Device,
    /// A symbolic link, not followed (a loop could otherwise never end).
    Symlink,
    /// A link that points nowhere.
    DanglingSymlink,
}

impl std::fmt::Display for SkipReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Fifo => "a named pipe (FIFO); reading it could wait forever",
            Self::Socket => "a socket, not a file",
            Self::Device => "a device, not a regular file",
            Self::Symlink => "a symbolic link (links are not followed inside folders)",
            Self::DanglingSymlink => "a symbolic link to something that does not exist",
        })
    }
}

impl FileError {
    /// Classifies an error from opening a file.
    pub fn from_open(e: io::Error) -> Self {
        match e.kind() {
            io::ErrorKind::NotFound => Self::NotFound,
            io::ErrorKind::PermissionDenied => Self::PermissionDenied,
            io::ErrorKind::IsADirectory => Self::IsDirectory,
            _ => Self::Open(e),
        }
    }

    /// Whether the file simply is not there (coreutils' `--ignore-missing` skips these).
    /// A symbolic link to nothing counts: opening it fails with "No such file", as in GNU.
    pub fn is_missing(&self) -> bool {
        matches!(
            self,
            Self::NotFound | Self::Skipped(SkipReason::DanglingSymlink)
        )
    }

    /// Classifies an error from following a symbolic link that exists: a target that
    /// does not exist, or anything else (a loop gives "Too many levels of symbolic
    /// links", which must not be called dangling).
    pub fn from_link(e: io::Error) -> Self {
        match e.kind() {
            io::ErrorKind::NotFound => Self::Skipped(SkipReason::DanglingSymlink),
            _ => Self::from_open(e),
        }
    }
}
