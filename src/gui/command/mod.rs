//! What the window's views ask for, as one type: a view reads its room's state and
//! pushes [`Command`]s onto the frame's [`Commands`]; the shell hands each to the room
//! it names (`apply`) once the frame is laid out. Nothing is re-wrapped on the way:
//! the button that says "Copy" pushes the command the hash room applies.
//!
//! This module sits below every room and imports none, so that any view may push any
//! command.

pub mod bench;
pub mod compare;
pub mod hash;

use std::path::PathBuf;

/// Every command of the window, by the room it is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// For the hash room (checksums, the check, the verdict).
    Hash(hash::Cmd),
    /// For the compare room (two files or folders, a USB stick).
    Compare(compare::Cmd),
    /// For the benchmark lab.
    Bench(bench::Cmd),
    /// For the shell: dialogs, views, the clipboard, keys, settings.
    App(App),
}

/// The shell's own commands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum App {
    /// Open a file dialog.
    Open(Dialog),
    /// Ask where to save, and save.
    Save(Save),
    /// Stop every running work (the Stop buttons, Escape).
    Cancel,
    /// Put text on the clipboard.
    Copy(String),
    /// Switch view.
    Show(View),
    /// Show or hide the options beside the view.
    ShowOptions(bool),
    /// Add Hashdrop to the file managers' menus (Linux).
    AddFileManagerMenus,
    /// Stop trusting a key the person added.
    RemoveKey(crate::desktop::key_store::StoredKey),
    /// Trust this key of the key file the confirmation shows (the person clicked its
    /// Add).
    AcceptKey(crate::trust::Fingerprint),
    /// Add no other key of it (Cancel, Close, Escape).
    DeclineKey,
    /// "Trust this signer…": confirm a Sigstore signer (identity, issuer) as a key is
    /// confirmed; the path is what the bundle signed.
    TrustSigner(String, String, PathBuf),
}

/// What can be saved, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Save {
    /// The hash room's results.
    Results(hash::Format),
    /// The folder comparison's report, or one side's checksums.
    Comparison(compare::AuditExport),
    /// The benchmark's report.
    Bench(crate::lab::Format),
}

/// Which view fills the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum View {
    /// Checksums of files, checked against what is expected.
    #[default]
    Hash,
    /// Two files compared.
    Compare,
    /// The benchmark: is the disk or the CPU the bottleneck?
    Bench,
}

/// Which dialog to open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dialog {
    /// "Add files".
    AddFiles,
    /// "Add folder".
    AddFolder,
    /// "Open checksum file".
    ChecksumFile,
    /// A file for compare slot 0 or 1.
    CompareSlot(usize),
    /// A folder for compare slot 0 or 1.
    CompareFolder(usize),
    /// The benchmark's file.
    BenchFile,
    /// A publisher's key file, to confirm key by key ("Add a key").
    AddKey,
    /// The publisher's checksum list (and its signature) for the stick check.
    StickList,
}

/// The commands pushed while a frame is laid out, in order (rerun's `CommandSender`).
#[derive(Debug, Default)]
pub struct Commands(Vec<Command>);

impl Commands {
    /// Queues `cmd` (a room's command, or a [`Command`]).
    pub fn push(&mut self, cmd: impl Into<Command>) {
        self.0.push(cmd.into());
    }

    /// Whether nothing is queued.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Everything queued, oldest first; the queue is left empty.
    pub fn take(&mut self) -> Vec<Command> {
        std::mem::take(&mut self.0)
    }
}

impl From<hash::Cmd> for Command {
    fn from(c: hash::Cmd) -> Self {
        Self::Hash(c)
    }
}

impl From<compare::Cmd> for Command {
    fn from(c: compare::Cmd) -> Self {
        Self::Compare(c)
    }
}

impl From<bench::Cmd> for Command {
    fn from(c: bench::Cmd) -> Self {
        Self::Bench(c)
    }
}

impl From<App> for Command {
    fn from(c: App) -> Self {
        Self::App(c)
    }
}
