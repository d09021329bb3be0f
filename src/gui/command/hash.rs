//! The hash room's commands.

use std::path::PathBuf;

/// What the hash room is asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cmd {
    /// Hash these files and folders (or check against them, for a checksum file).
    AddPaths(Vec<PathBuf>),
    /// Pause or resume the run.
    SetPaused(bool),
    /// Forget the results.
    Clear,
    /// The box's text, as typed (judged once complete; empty: expect nothing typed).
    SetExpected(String),
    /// The box was left: judge what it holds.
    CommitExpected,
    /// Use the checksum that was on the clipboard before the window opened, or not.
    ClipboardOffer(bool),
    /// Stop checking against this checksum file ("Forget it").
    ForgetList(PathBuf),
    /// Do not use the checksum copied to the clipboard ("Don't use it").
    DontUseClipboard,
    /// Copy every digest as checksum lines.
    CopyAll,
    /// Ask a file's publisher for its signed checksum.
    AskPublisher(PathBuf),
}

/// The formats the results can be saved in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `digest  name` lines, as `sha256sum` prints and `sha256sum -c` reads.
    Gnu,
    /// `SHA256 (name) = digest` lines, as BSD and `sha256sum --tag` print.
    Bsd,
    /// A spreadsheet.
    Csv,
    /// For programs.
    Json,
}
