//! The verdict per result row, kept up to date as results arrive (O(1) per new file,
//! a full pass only when the expectation changes or files are removed), and the
//! re-hash of files that lack an algorithm a new expectation needs.

use std::path::PathBuf;
use std::time::Duration;

use super::super::jobs::{FileRow, HashRun, Results};
use super::HashdropApp;
use crate::engine::{Algorithm, Digest, FileError};
use crate::sums::{CheckSummary, Expectation, FileVerdict, LineVerdict};

/// How long the expected checksum must stay unchanged before files are hashed again
/// with an algorithm it newly suggests.
const REHASH_DELAY: Duration = Duration::from_millis(600);

/// What the verdict card shows, counted as verdicts are made.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Counts of each verdict.
    pub tally: CheckSummary,
    /// Files whose digest was compared (matched or not).
    pub checked: usize,
    /// The first such file (an index into [`Results::files`]).
    pub first_checked: Option<usize>,
    /// The first weak algorithm (MD5, SHA-1) that matched, for a quiet note.
    pub weak_match: Option<Algorithm>,
}

/// The verdict of each file, by its index in [`Results::files`].
#[derive(Default)]
pub struct VerdictCache {
    /// (results layout, expectation generation) the verdicts belong to.
    key: Option<(u64, u64)>,
    verdicts: Vec<Option<FileVerdict>>,
    summary: Summary,
}

impl VerdictCache {
    /// Brings the verdicts up to date: only the files that arrived since the last
    /// call are checked, unless the expectation changed or files were removed.
    pub fn update(&mut self, results: &Results, exp: Option<&Expectation>, exp_generation: u64) {
        let key = Some((results.layout(), exp_generation));
        if self.key != key {
            self.key = key;
            self.verdicts.clear();
            self.summary = Summary::default();
        }
        // Nothing expected: nothing to keep per file (a new expectation starts over).
        let Some(exp) = exp else { return };
        let files = results.files();
        for (i, f) in files.iter().enumerate().skip(self.verdicts.len()) {
            let v = verdict_of(f, exp);
            if let Some(v) = &v {
                self.count(i, &v.verdict);
            }
            self.verdicts.push(v);
        }
    }

    fn count(&mut self, i: usize, v: &LineVerdict) {
        let s = &mut self.summary;
        s.tally.add(v);
        if let LineVerdict::Ok { algorithm } = v
            && algorithm.is_weak()
        {
            s.weak_match.get_or_insert(*algorithm);
        }
        if matches!(v, LineVerdict::Ok { .. } | LineVerdict::Failed { .. }) {
            s.checked += 1;
            s.first_checked.get_or_insert(i);
        }
    }

    /// The verdict of file `i` (an index into [`Results::files`]).
    pub fn get(&self, i: usize) -> Option<&FileVerdict> {
        self.verdicts.get(i)?.as_ref()
    }

    /// The counts for the verdict card.
    pub fn summary(&self) -> &Summary {
        &self.summary
    }

    /// The files that need another pass with an algorithm not computed yet.
    fn not_hashed<'a>(&'a self, results: &'a Results) -> impl Iterator<Item = &'a FileRow> {
        results
            .files()
            .iter()
            .zip(&self.verdicts)
            .filter(|(_, v)| {
                v.as_ref()
                    .is_some_and(|v| v.verdict == LineVerdict::NotHashed)
            })
            .map(|(f, _)| f)
    }
}

/// The verdict of one file: its digests against what is expected for it, or, for a
/// file that could not be read, missing or unreadable when something was expected.
fn verdict_of(f: &FileRow, exp: &Expectation) -> Option<FileVerdict> {
    match &f.outcome {
        Ok(_) => {
            let ds: Vec<&Digest> = f.standard_digests().collect();
            exp.verdict_for(&f.path, &ds)
        }
        Err(e) => {
            let (entry, _) = exp.entry_for(&f.path)?;
            let verdict = match e {
                FileError::NotFound => LineVerdict::Missing,
                e => LineVerdict::Unreadable {
                    error: e.to_string(),
                },
            };
            Some(FileVerdict { entry, verdict })
        }
    }
}

impl HashdropApp {
    /// Brings verdicts up to date; hashes again the files that lack an algorithm the
    /// expectation needs (a pasted BLAKE3 checksum after hashing with SHA-256 only).
    pub(super) fn update_verdicts(&mut self, ctx: &egui::Context) {
        let exp = self
            .expected
            .from_file
            .as_ref()
            .or(match &self.expected.parsed {
                super::super::verify_view::Parsed::Expect(e) => Some(e),
                _ => None,
            });
        self.verdicts
            .update(&self.session.results, exp, self.expected.generation);
        let busy = self.session.run.as_ref().is_some_and(HashRun::is_running)
            || self.session.pending.is_some();
        if busy || self.expected.rehashed_for == self.expected.generation {
            return;
        }
        // 32 typed characters look like an MD5: wait until typing pauses.
        let since = self.expected.changed_at.elapsed();
        if since < REHASH_DELAY {
            ctx.request_repaint_after(REHASH_DELAY - since);
            return;
        }
        self.expected.rehashed_for = self.expected.generation;
        let again: Vec<PathBuf> = self
            .verdicts
            .not_hashed(&self.session.results)
            .map(|f| f.path.clone())
            .collect();
        if !again.is_empty() {
            self.session.results.remove_paths(&again);
            self.start_run(ctx, again);
        }
    }
}
