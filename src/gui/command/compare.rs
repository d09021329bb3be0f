//! The compare room's commands, with those of its USB-stick checks.

use std::path::PathBuf;

use crate::audit::Side;
use crate::desktop::drives::Drive;
use crate::engine::Algorithm;

/// What the compare room is asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cmd {
    /// Put files in the slots (`Some(slot)`: the one under the pointer).
    Files(Option<usize>, Vec<PathBuf>),
    /// Empty both slots.
    Reset,
    /// Back from a pair to its folder comparison.
    Back,
    /// Compare folders with this algorithm, quick or not.
    FolderOptions(Algorithm, bool),
    /// Compare two files of the folder comparison.
    Pair(PathBuf, PathBuf),
    /// Check the USB stick or SD card this image was written to.
    CheckDrive(PathBuf),
    /// What the drive check (with its image) asked for.
    Drive(DriveCmd),
    /// What the check of a stick without its image asked for.
    Stick(StickCmd),
}

/// The drive check's steps, as its chooser asks for them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DriveCmd {
    /// Read this drive.
    Check(Drive),
    /// Look for drives again (a stick was plugged in).
    Refresh,
    /// Stop reading.
    Cancel,
    /// Close the drive check.
    Close,
}

/// The steps of checking a stick without its image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StickCmd {
    /// Open the stick check.
    Open,
    /// This drive is the one to check.
    Choose(Drive),
    /// Choose another drive.
    Rechoose,
    /// Ask again with the same list (after the system said no).
    Retry,
    /// Look for drives again (a stick was plugged in).
    Refresh,
    /// Stop reading.
    Cancel,
    /// Close the stick check.
    Close,
}

/// What of a folder comparison can be saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuditExport {
    /// Every difference, as JSON (`docs/compare-schema.md`).
    Json,
    /// Every difference, as CSV.
    Csv,
    /// A checksum file (GNU lines) of one side.
    Checksums(Side),
}
