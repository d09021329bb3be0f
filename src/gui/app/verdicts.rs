//! The verdict per result row, cached until the results or the expectation change,
//! and the re-hash of files that lack an algorithm a new expectation needs.

use std::path::PathBuf;
use std::time::Duration;

use super::super::jobs::{FileRow, HashRun};
use super::HashdropApp;
use crate::engine::Digest;
use crate::sums::{Expectation, FileVerdict, LineVerdict};

/// How long the expected checksum must stay unchanged before files are hashed again
/// with an algorithm it newly suggests.
const REHASH_DELAY: Duration = Duration::from_millis(600);

/// The verdict for each row against `exp` (`None`: nothing to say, e.g. a read error).
pub(super) fn verdicts(files: &[FileRow], exp: Option<&Expectation>) -> Vec<Option<FileVerdict>> {
    let Some(exp) = exp else {
        return vec![None; files.len()];
    };
    files
        .iter()
        .map(|f| {
            let lines = f.outcome.as_ref().ok()?;
            // A segment checksum is not the file's checksum: never verify against it.
            let ds: Vec<&Digest> = lines
                .iter()
                .filter(|l| !l.segmented)
                .map(|l| &l.digest)
                .collect();
            exp.verdict_for(&f.path, &ds)
        })
        .collect()
}

impl HashdropApp {
    /// Recomputes verdicts when results or the expectation changed; hashes again the
    /// files that lack an algorithm the expectation needs (a pasted BLAKE3 checksum
    /// after hashing with SHA-256 only).
    pub(super) fn update_verdicts(&mut self, ctx: &egui::Context) {
        let key = (self.results.generation, self.exp_generation);
        let busy = self.run.as_ref().is_some_and(HashRun::is_running) || self.pending.is_some();
        let rehash_due = !busy && self.rehashed_for != self.exp_generation;
        // Recompute on change, and while an idle re-hash waits for typing to pause.
        if (self.verdicts.0, self.verdicts.1) == key && !rehash_due {
            return;
        }
        let v = verdicts(&self.results.files, self.expectation());
        if rehash_due {
            // 32 typed characters look like an MD5: wait until typing pauses.
            let since = self.exp_changed_at.elapsed();
            if since < REHASH_DELAY {
                ctx.request_repaint_after(REHASH_DELAY - since);
            } else {
                self.rehashed_for = self.exp_generation;
                let again: Vec<PathBuf> = self
                    .results
                    .files
                    .iter()
                    .zip(&v)
                    .filter(|(_, v)| {
                        v.as_ref()
                            .is_some_and(|v| v.verdict == LineVerdict::NotHashed)
                    })
                    .map(|(f, _)| f.path.clone())
                    .collect();
                if !again.is_empty() {
                    self.results.remove_paths(&again);
                    self.start_run(ctx, again);
                    return;
                }
            }
        }
        self.verdicts = (key.0, key.1, v);
    }
}
