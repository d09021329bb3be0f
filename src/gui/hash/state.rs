//! The hash view's state: the session (what was asked, what runs, what came back),
//! the expected-checksum box and what it was read as, and the clipboard as far as the
//! check may rely on it. Shared types of the hash room live here, so that its files
//! import this one and not each other.

use std::path::PathBuf;
use std::time::Instant;

use crate::gui::common::jobs::{HashRun, Results};
use crate::gui::hash::verify::Source;
use crate::sums::Expectation;
use crate::t;

/// What the box holds, once read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// Nothing typed.
    Empty,
    /// Something to check against.
    Expect(Expectation),
    /// Text that is neither a checksum nor checksum lines (the reason, in plain words).
    Unrecognised(String),
}

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
    pub(crate) run: Option<HashRun>,
    pub(crate) next_run: u64,
    /// Paths that wait for the running job to end (one job at a time).
    pub(crate) queue: Vec<PathBuf>,
    pub(crate) pending: Option<Pending>,
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

    /// How many runs were started (each reads its files once): a test counts reads.
    pub fn runs_started(&self) -> u64 {
        self.next_run
    }

    /// Whether a run is hashing now.
    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(HashRun::is_running)
    }

    /// Files the running job has listed and not yet finished (0 when none runs): a
    /// dropped folder is one input of the verification session until its files come
    /// back, so the headline counts what is still hashing from here.
    pub fn still_hashing(&self) -> usize {
        self.run.as_ref().filter(|r| r.is_running()).map_or(0, |r| {
            r.progress().files().len().saturating_sub(r.files_done())
        })
    }
}

/// The "Expected checksum" box: its text, and what it was read as (for the line
/// under it). What is expected is the verification session's (`Checking`).
pub struct ExpectedInput {
    /// The text in the "Expected checksum" box.
    pub text: String,
    pub(crate) parsed: Parsed,
    /// The text was handed to the check (pasted, Enter, the box left, or a full-length
    /// value left alone): a half-typed digest is never judged.
    pub(crate) committed: bool,
}

impl Default for ExpectedInput {
    fn default() -> Self {
        Self {
            text: String::new(),
            parsed: Parsed::Empty,
            committed: true,
        }
    }
}

impl ExpectedInput {
    /// Re-reads the box after its text changed.
    pub(crate) fn changed(&mut self) {
        self.parsed = parse_text(&self.text, Source::Typed);
    }
}

/// The clipboard, as far as the check may rely on it: a checksum on it is used for a
/// drop only when it was copied after the window opened, or after the last drop read
/// it. egui cannot read the clipboard directly: the window is asked for a paste event.
#[derive(Default)]
pub struct ClipboardWatch {
    /// What the clipboard held when the window opened, or when the last drop read it.
    pub(crate) seen: Option<String>,
    /// A request for the clipboard's text is out: for what, and since when (an empty
    /// clipboard never answers).
    pub(crate) asked: Option<(Ask, Instant)>,
    /// A checksum that was on the clipboard before the window opened: never used
    /// silently, only offered ("compare with it?").
    pub(crate) offer: Option<String>,
}

/// How long an answer from the clipboard is waited for.
const CLIPBOARD_ANSWER: std::time::Duration = std::time::Duration::from_secs(1);

/// How long the answer to the question asked when the window opens is waited for.
const BASELINE_ANSWER: std::time::Duration = std::time::Duration::from_secs(15);

/// Why the clipboard's text was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// To know what was there before: that is never used.
    Baseline,
    /// For a drop: a checksum copied since is used.
    Drop,
}

impl ClipboardWatch {
    /// Asks the window for the clipboard's text.
    pub(crate) fn ask(&mut self, ctx: &egui::Context, why: Ask) {
        self.asked = Some((why, Instant::now()));
        ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
    }

    /// Takes the clipboard's text that was asked for; `None` when nothing was asked
    /// (the paste is the person's own). For a drop, `Some(Some(text))` when the text
    /// is new since last seen, `Some(None)` when it is stale.
    pub(crate) fn answer(&mut self, text: &str) -> Option<Option<String>> {
        let (asked, at) = self.asked.take()?;
        // The answer at start-up may come late on a slow or busy machine (the first
        // frames load fonts); it is still what was copied before the window opened,
        // and losing it would let a stale checksum count at the first drop.
        let wait = match asked {
            Ask::Baseline => BASELINE_ANSWER,
            Ask::Drop => CLIPBOARD_ANSWER,
        };
        if at.elapsed() > wait {
            return None;
        }
        let text = text.trim().to_string();
        let fresh = self.seen.as_deref() != Some(text.as_str());
        self.seen = Some(text.clone());
        if asked == Ask::Baseline
            && matches!(
                Expectation::from_pasted(&text, Source::Clipboard),
                Ok(Some(_))
            )
        {
            self.offer = Some(text.clone());
        }
        Some((asked == Ask::Drop && fresh).then_some(text))
    }
}

/// Reads what was pasted into the box: a bare digest, one checksum line or a whole
/// SUMS text. Case and surrounding spaces are ignored.
pub fn parse_text(text: &str, source: Source) -> Parsed {
    match Expectation::from_pasted(text, source) {
        Ok(None) => Parsed::Empty,
        Ok(Some(e)) => Parsed::Expect(e),
        // The reason is the sums layer's English detail.
        Err(reason) => Parsed::Unrecognised(t!("parse-unrecognised", reason = reason.to_string())),
    }
}

/// A drop waiting a moment for the clipboard, for the checksum files dropped with it
/// and for a checksum file next to it.
pub(crate) struct Pending {
    pub(crate) paths: Vec<PathBuf>,
    /// Wall-clock, not the window's time: that stands still while the window is hidden.
    pub(crate) deadline: Instant,
    pub(crate) waiting_clipboard: bool,
}
