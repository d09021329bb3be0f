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

/// The "Expected checksum" box: its text, and what it was read as (for the line
/// under it). What is expected is the verification session's (`Checking`).
pub struct ExpectedInput {
    /// The text in the "Expected checksum" box.
    pub text: String,
    pub(super) parsed: Parsed,
}

impl Default for ExpectedInput {
    fn default() -> Self {
        Self {
            text: String::new(),
            parsed: Parsed::Empty,
        }
    }
}

impl ExpectedInput {
    /// Re-reads the box after its text changed.
    pub(super) fn changed(&mut self) {
        self.parsed = super::super::sums_bridge::parse_text(&self.text, Source::Typed);
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
    /// Checksum files being read, each with whether it came by itself (then the
    /// files it lists beside it are checked too).
    pub(super) loading: Vec<Task<(Result<Loaded, String>, bool)>>,
    /// The checksum file beside a file dropped alone, being looked for.
    pub(super) neighbour: Option<Task<Option<Loaded>>>,
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

/// The clipboard, as far as the check may rely on it: a checksum on it is used for a
/// drop only when it was copied after the window opened, or after the last drop read
/// it. egui cannot read the clipboard directly: the window is asked for a paste event.
#[derive(Default)]
pub struct ClipboardWatch {
    /// What the clipboard held when the window opened, or when the last drop read it.
    pub(super) seen: Option<String>,
    /// A request for the clipboard's text is out: for what, and since when (an empty
    /// clipboard never answers).
    pub(super) asked: Option<(Ask, Instant)>,
}

/// How long an answer from the clipboard is waited for.
const CLIPBOARD_ANSWER: std::time::Duration = std::time::Duration::from_secs(1);

/// Why the clipboard's text was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ask {
    /// To know what was there before: that is never used.
    Baseline,
    /// For a drop: a checksum copied since is used.
    Drop,
}

impl ClipboardWatch {
    /// Asks the window for the clipboard's text.
    pub(super) fn ask(&mut self, ctx: &egui::Context, why: Ask) {
        self.asked = Some((why, Instant::now()));
        ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
    }

    /// Takes the clipboard's text that was asked for; `None` when nothing was asked
    /// (the paste is the person's own). For a drop, `Some(Some(text))` when the text
    /// is new since last seen, `Some(None)` when it is stale.
    pub(super) fn answer(&mut self, text: &str) -> Option<Option<String>> {
        let (asked, at) = self.asked.take()?;
        if at.elapsed() > CLIPBOARD_ANSWER {
            return None;
        }
        let text = text.trim().to_string();
        let fresh = self.seen.as_deref() != Some(text.as_str());
        self.seen = Some(text.clone());
        Some((asked == Ask::Drop && fresh).then_some(text))
    }
}
