//! Owns the running engine [`Job`]: starts it, drains its events under a time budget,
//! keeps the results, and samples the throughput history.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::perf::Repaint;
use crate::engine::{
    Algorithm, Digest, Digests, History, Job, JobEvent, JobSpec, Mode, Progress, SegmentedDigest,
};

/// One digest of one file, ready to show.
#[derive(Clone, Debug)]
pub struct DigestLine {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// What the row's algorithm column says ("SHA-256", "MD5 · 8 MiB segments").
    pub label: String,
    /// Lower-case hex (for a segment checksum: the combined hex and "-N").
    pub hex: String,
    /// The digest itself (the standard digest; for segments, the combined one).
    pub digest: Digest,
    /// Whether this is a segment checksum rather than the file's standard checksum.
    pub segmented: bool,
}

/// The result for one file.
#[derive(Clone, Debug)]
pub struct FileRow {
    /// Which run produced it (results of later runs come after earlier ones).
    pub run: u64,
    /// Position in the job's expanded list.
    pub index: usize,
    /// Full path.
    pub path: PathBuf,
    /// The path as shown: relative to the folder or file the person added.
    pub display: String,
    /// Size in bytes.
    pub size: u64,
    /// Digests, or the error in plain words.
    pub outcome: Result<Vec<DigestLine>, String>,
    /// Per-segment digests in segmented mode (for compare's segment maps).
    pub segments: Option<SegmentedDigest>,
    /// Time spent.
    pub elapsed: Duration,
}

impl FileRow {
    /// The standard digest for `a`, if computed.
    pub fn digest(&self, a: Algorithm) -> Option<&Digest> {
        self.outcome
            .as_ref()
            .ok()?
            .iter()
            .find(|d| d.algorithm == a && !d.segmented)
            .map(|d| &d.digest)
    }
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Every file has a result.
    Finished,
    /// Stopped by the person.
    Cancelled,
}

/// Every result so far, across runs, in order.
#[derive(Default)]
pub struct Results {
    /// Results sorted by (run, index).
    pub files: Vec<FileRow>,
    /// Bumped whenever `files` changes, so views can cache derived data.
    pub generation: u64,
}

impl Results {
    /// Adds a row in order.
    pub fn insert(&mut self, row: FileRow) {
        let key = (row.run, row.index);
        let at = self.files.partition_point(|f| (f.run, f.index) < key);
        self.files.insert(at, row);
        self.generation += 1;
    }

    /// Removes every row.
    pub fn clear(&mut self) {
        self.files.clear();
        self.generation += 1;
    }

    /// Removes the rows of these paths (before they are hashed again).
    pub fn remove_paths(&mut self, paths: &[PathBuf]) {
        self.files.retain(|f| !paths.contains(&f.path));
        self.generation += 1;
    }
}

/// A hashing run.
pub struct HashRun {
    job: Job,
    /// Distinguishes this run's results from earlier ones.
    pub id: u64,
    /// What was asked.
    pub spec: JobSpec,
    /// Throughput over time (total and per worker).
    pub history: History,
    /// Number of files once listing is done.
    pub listed: Option<usize>,
    /// Set once the job has ended.
    pub ending: Option<Ending>,
    /// When the job ended (for the final speed).
    pub ended_after: Option<Duration>,
    /// Files that have a result.
    pub files_done: usize,
}

impl HashRun {
    /// Starts hashing `spec`; `repaint` is asked for a redraw after engine events, at
    /// the pacer's rate: a redraw per finished file would draw as fast as the machine
    /// can and take CPU from the hashing workers.
    pub fn start(id: u64, spec: JobSpec, repaint: Option<&Repaint>) -> Result<Self, String> {
        let notify = repaint.map(Repaint::notify);
        let job = Job::start_with_notify(spec.clone(), notify).map_err(|e| e.to_string())?;
        Ok(Self {
            job,
            id,
            spec,
            history: History::default(),
            listed: None,
            ending: None,
            ended_after: None,
            files_done: 0,
        })
    }

    /// Live counters.
    pub fn progress(&self) -> &Arc<Progress> {
        self.job.progress()
    }

    /// The algorithms in the order the engine reports digests.
    pub fn algorithms(&self) -> &[Algorithm] {
        self.job.algorithms()
    }

    /// Workers hashing now or about to: those at work, and at least one per file
    /// still waiting (all of them while the files are being listed).
    pub fn busy_workers(&self) -> usize {
        if !self.is_running() {
            return 0;
        }
        let p = self.job.progress();
        let now = p.workers().iter().filter(|w| w.file.is_some()).count();
        let t = p.totals();
        let waiting = if t.phase == crate::engine::Phase::Listing {
            usize::MAX
        } else {
            t.files_total.saturating_sub(t.files_done)
        };
        now.max(waiting.min(p.worker_count()))
    }

    /// Whether work is still going on.
    pub fn is_running(&self) -> bool {
        self.ending.is_none()
    }

    /// Whether paused.
    pub fn is_paused(&self) -> bool {
        self.job.is_paused()
    }

    /// Pauses or resumes at once (workers stop at their next chunk).
    pub fn set_paused(&self, paused: bool) {
        self.job.set_paused(paused);
    }

    /// Stops the work at once; results so far are kept.
    pub fn cancel(&self) {
        // A paused worker must wake up to see the cancel; Control::cancel does that.
        self.job.cancel();
    }

    /// Takes engine events for at most `budget`, so that a burst of 10,000 tiny files
    /// cannot stall one frame; the rest are taken next frame. Returns whether anything changed.
    pub fn poll(&mut self, budget: Duration, results: &mut Results) -> bool {
        self.history.sample(self.job.progress(), Instant::now());
        let start = Instant::now();
        let mut changed = false;
        while start.elapsed() < budget {
            let Some(event) = self.job.try_next() else {
                break;
            };
            changed = true;
            match event {
                JobEvent::Listed(n) => self.listed = Some(n),
                JobEvent::File(r) => {
                    self.files_done += 1;
                    results.insert(self.to_row(r));
                }
                JobEvent::Finished { cancelled } => {
                    self.ending = Some(if cancelled {
                        Ending::Cancelled
                    } else {
                        Ending::Finished
                    });
                    self.ended_after = Some(self.job.progress().totals().elapsed);
                }
            }
        }
        changed
    }

    fn to_row(&self, r: crate::engine::FileResult) -> FileRow {
        let display = display_name(&r.path, &self.spec.inputs);
        let (outcome, segments) = match r.outcome {
            Ok(Digests::Standard(ds)) => (
                Ok(ds
                    .into_iter()
                    .map(|d| DigestLine {
                        algorithm: d.algorithm(),
                        label: d.algorithm().display_name().to_string(),
                        hex: d.to_hex(),
                        digest: d,
                        segmented: false,
                    })
                    .collect()),
                None,
            ),
            Ok(Digests::Segmented(sd)) => {
                let size = crate::engine::options::format_size(sd.segment_size);
                let lines = sd
                    .combined
                    .iter()
                    .enumerate()
                    .map(|(i, d)| DigestLine {
                        algorithm: d.algorithm(),
                        label: format!("{} · {size} segments", d.algorithm().display_name()),
                        hex: sd.etag(i).unwrap_or_else(|| d.to_hex()),
                        digest: d.clone(),
                        segmented: true,
                    })
                    .collect();
                (Ok(lines), Some(sd))
            }
            Err(e) => (Err(e.to_string()), None),
        };
        FileRow {
            run: self.id,
            index: r.index,
            path: r.path,
            display,
            size: r.size,
            outcome,
            segments,
            elapsed: r.elapsed,
        }
    }

    /// The segment size of this run, if segmented.
    pub fn segment_size(&self) -> Option<u64> {
        match self.spec.mode {
            Mode::Segmented { segment_size } => Some(segment_size),
            Mode::Standard => None,
        }
    }
}

/// The path relative to the parent of the input it came from (so a folder's files
/// show as `folder/sub/file`), or the full path when no input contains it.
pub fn display_name(path: &Path, inputs: &[PathBuf]) -> String {
    for input in inputs {
        if path.starts_with(input) {
            let base = input.parent().unwrap_or(Path::new(""));
            if let Ok(rel) = path.strip_prefix(base)
                && !rel.as_os_str().is_empty()
            {
                return rel.to_string_lossy().into_owned();
            }
        }
    }
    path.to_string_lossy().into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names_are_relative_to_what_was_added() {
        let inputs = vec![PathBuf::from("/home/a/photos"), PathBuf::from("/tmp/x.iso")];
        assert_eq!(
            display_name(Path::new("/home/a/photos/2024/b.jpg"), &inputs),
            "photos/2024/b.jpg"
        );
        assert_eq!(display_name(Path::new("/tmp/x.iso"), &inputs), "x.iso");
        assert_eq!(
            display_name(Path::new("/elsewhere/y"), &inputs),
            "/elsewhere/y"
        );
    }
}
