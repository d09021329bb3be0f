//! The app's run-time state in named parts: the session (what was asked, what runs,
//! what came back), the expected checksum, notices, background tasks and drawing.
//! The persisted choices are [`super::Settings`], kept apart.

use std::path::PathBuf;
use std::time::Instant;

use super::super::background::Task;
use super::super::jobs::{HashRun, Results};
use super::super::perf::{FrameStats, Pacer};
use super::super::pgp_drop::PgpDrop;
use super::super::signature_view::SignatureState;
use super::super::sums_bridge::Loaded;
use super::super::verify::Source;
use super::super::verify_view::Parsed;
use super::dialogs::DialogResult;
use super::intake::Pending;
use crate::sums::Expectation;

/// Where the hashing session stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Nothing asked yet (or everything cleared).
    Idle,
    /// Files wait: for the clipboard and a checksum file next to them, or their turn.
    Queued,
    /// A run is hashing.
    Running,
    /// The last run ended; its results are shown.
    Done,
}

/// What was asked, what runs and what came back. Not persisted.
#[derive(Default)]
pub struct Session {
    /// Every result so far.
    pub results: Results,
    pub(super) run: Option<HashRun>,
    pub(super) next_run: u64,
    /// Paths that wait for the running job to end (one job at a time).
    pub(super) queue: Vec<PathBuf>,
    pub(super) pending: Option<Pending>,
    /// Signatures dropped over downloaded files themselves (as Arch Linux signs its
    /// images), checked, in the order they came.
    pub file_signatures: Vec<(PathBuf, SignatureState)>,
}

impl Session {
    /// Where the session stands.
    pub fn stage(&self) -> Stage {
        if self.run.as_ref().is_some_and(HashRun::is_running) {
            Stage::Running
        } else if self.pending.is_some() || !self.queue.is_empty() {
            Stage::Queued
        } else if self.run.is_some() || !self.results.is_empty() {
            Stage::Done
        } else {
            Stage::Idle
        }
    }

    /// Whether a run is hashing now.
    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(HashRun::is_running)
    }
}

/// The expected checksum: the box's text, what it was read as, or a checksum file.
pub struct ExpectedInput {
    /// The text in the "Expected checksum" box.
    pub text: String,
    pub(super) source: Source,
    pub(super) parsed: Parsed,
    /// An expectation read from a checksum file (wins over the box while set).
    pub(super) from_file: Option<Expectation>,
    /// What the signature of that checksum file says (set and cleared with it).
    pub(super) signature: Option<SignatureState>,
    /// The detached signature dropped for that checksum file, if one was (else its
    /// signature is its own, or the one beside it): read again when the keys change.
    pub(super) signature_file: Option<PathBuf>,
    /// Bumped whenever what is expected changes.
    pub(super) generation: u64,
    /// When it last changed: a re-hash for a newly possible algorithm waits until
    /// typing pauses (32 typed characters look like an MD5).
    pub(super) changed_at: Instant,
    /// The generation for which files were last hashed again.
    pub(super) rehashed_for: u64,
}

impl Default for ExpectedInput {
    fn default() -> Self {
        Self {
            text: String::new(),
            source: Source::Typed,
            parsed: Parsed::Empty,
            from_file: None,
            signature: None,
            signature_file: None,
            generation: 0,
            changed_at: Instant::now(),
            rehashed_for: 0,
        }
    }
}

impl ExpectedInput {
    /// What is expected now, if anything.
    pub fn expectation(&self) -> Option<&Expectation> {
        self.from_file.as_ref().or(match &self.parsed {
            Parsed::Expect(e) => Some(e),
            _ => None,
        })
    }

    /// What the signature of the checksum file in use says, if one is in use.
    pub fn signature(&self) -> Option<&SignatureState> {
        self.from_file.as_ref().and(self.signature.as_ref())
    }

    /// The checksum file whose checksums are expected now, if any.
    pub fn checksum_file(&self) -> Option<&std::path::Path> {
        match &self.from_file.as_ref()?.origin {
            Source::ChecksumFile { path } => Some(path),
            _ => None,
        }
    }

    /// Takes what a checksum file expects (it wins over the box), and what its
    /// signature says.
    pub(super) fn set_from_file(&mut self, exp: Expectation, signature: SignatureState) {
        self.from_file = Some(exp);
        self.signature = Some(signature);
        self.signature_file = None;
        self.generation += 1;
    }

    /// Re-reads the box after its text or source changed.
    pub(super) fn changed(&mut self) {
        if self.text.trim().is_empty() {
            self.source = Source::Typed;
        }
        self.parsed = super::super::sums_bridge::parse_text(&self.text, self.source.clone());
        self.from_file = None;
        self.signature = None;
        self.signature_file = None;
        self.generation += 1;
        self.changed_at = Instant::now();
    }
}

/// A message about a dialog, a checksum file or an export, shown under the box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Something to know.
    Info(String),
    /// Something went wrong, in plain words.
    Error(String),
}

/// Work the app waits for on background threads.
#[derive(Default)]
pub struct Tasks {
    pub(super) dialogs: Vec<Task<DialogResult>>,
    pub(super) loading: Option<Task<Result<Loaded, String>>>,
    /// Dropped files being read as keys or signatures: the path, whether the file a
    /// signature signs still needs hashing, and what the file turned out to be.
    pub(super) pgp: Vec<Task<(PathBuf, bool, PgpDrop)>>,
}

/// How the window draws: frame statistics, redraw pacing, animations.
pub struct Drawing {
    pub(super) frames: FrameStats,
    pub(super) pacer: Pacer,
    /// When the app started (files given on the command line wait for the window).
    pub(super) opened_at: Instant,
    /// Whether egui's animations are on (they are off while work runs).
    pub(super) animations_on: bool,
    /// Whether a font for Chinese and Japanese exists (asked when the language
    /// menu first opens).
    pub(super) cjk_font: Option<bool>,
}

impl Default for Drawing {
    fn default() -> Self {
        Self {
            frames: FrameStats::from_env(),
            pacer: Pacer::new(),
            opened_at: Instant::now(),
            animations_on: true,
            cjk_font: None,
        }
    }
}
