//! Owns a running engine [`Job`] for the window. A collector thread takes the job's
//! events as fast as the engine sends them, whatever the window does (hidden,
//! minimised, resized, a dialog open), and leaves them in an inbox; the window takes
//! the inbox in one move when it next runs its logic. So the engine never waits for
//! the window, and the window's cost per frame does not grow with the results.

use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::engine::{
    Algorithm, Digest, Digests, FileError, FileResult, History, Job, JobEvent, JobHandle, JobSpec,
    Mode, Progress, SegmentedDigest,
};

/// One digest of one file. Bytes; the hex and the label are made when drawn.
#[derive(Clone, Debug)]
pub struct DigestLine {
    /// The digest itself (the standard digest; for segments, the combined one).
    pub digest: Digest,
    /// For a segment checksum: the segment size and the number of segments.
    pub segments: Option<(u64, usize)>,
}

impl DigestLine {
    /// The algorithm.
    pub fn algorithm(&self) -> Algorithm {
        self.digest.algorithm()
    }

    /// Whether this is a segment checksum rather than the file's standard checksum.
    pub fn segmented(&self) -> bool {
        self.segments.is_some()
    }

    /// What the row's algorithm column says ("SHA-256", "MD5 · 8 MiB segments").
    pub fn label(&self) -> String {
        let name = self.algorithm().display_name();
        match self.segments {
            None => name.to_string(),
            Some((size, _)) => crate::t!(
                "segments-label",
                name = name,
                size = crate::gui::i18n::format_size(size)
            ),
        }
    }

    /// Lower-case hex (for a segment checksum: the combined hex and "-N", as
    /// `hashdrop sum` prints it; for MD5 that is the S3 ETag).
    pub fn hex(&self) -> String {
        match self.segments {
            None => self.digest.to_hex(),
            Some((_, n)) => format!("{}-{n}", self.digest.to_hex()),
        }
    }
}

/// The result for one file.
#[derive(Debug)]
pub struct FileRow {
    /// Which run produced it (results of later runs come after earlier ones).
    pub run: u64,
    /// Position in the job's expanded list.
    pub index: usize,
    /// Full path: the engine's own (shared, not copied), as the job listed it.
    pub path: Arc<Path>,
    /// Where the shown part of `path` starts (bytes of the folder above what the person added).
    display_from: u32,
    /// Size in bytes.
    pub size: u64,
    /// Digests, or why there are none.
    pub outcome: Result<Box<[DigestLine]>, FileError>,
    /// Per-segment digests in segmented mode (for compare's segment maps).
    pub segments: Option<Box<SegmentedDigest>>,
}

impl FileRow {
    /// The standard digest for `a`, if computed.
    pub fn digest(&self, a: Algorithm) -> Option<&Digest> {
        self.standard_digests().find(|d| d.algorithm() == a)
    }

    /// The file's standard digests: never a segment checksum, which is not the
    /// file's checksum and must not be verified against one.
    pub fn standard_digests(&self) -> impl Iterator<Item = &Digest> {
        self.outcome
            .as_ref()
            .map_or(&[][..], |l| &l[..])
            .iter()
            .filter(|l| !l.segmented())
            .map(|l| &l.digest)
    }

    /// The path as shown: relative to the folder or file the person added.
    pub fn display(&self) -> Cow<'_, str> {
        let bytes = self.path.as_os_str().as_encoded_bytes();
        let from = usize::try_from(self.display_from).unwrap_or(0);
        String::from_utf8_lossy(bytes.get(from..).unwrap_or(bytes))
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

/// One table row: a file and one of its digests (`None`: the error row). Eight bytes:
/// the table holds one per file and digest, 200,000 and more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowRef {
    file: u32,
    /// [`NO_DIGEST`] for the error row.
    digest: u16,
    first: bool,
}

/// [`RowRef::digest`] of an error row.
const NO_DIGEST: u16 = u16::MAX;

impl RowRef {
    /// A row of file `file` (an index into [`Results::files`]) and its digest line
    /// `digest`; `None` when either index is out of the compact range (more than 4
    /// billion files, or 65,535 digests of one file: memory runs out long before).
    fn new(file: usize, digest: Option<usize>, first: bool) -> Option<Self> {
        let digest = match digest {
            Some(d) => u16::try_from(d).ok().filter(|&d| d != NO_DIGEST)?,
            None => NO_DIGEST,
        };
        Some(Self {
            file: u32::try_from(file).ok()?,
            digest,
            first,
        })
    }

    /// Index into [`Results::files`].
    pub fn file(&self) -> usize {
        self.file as usize
    }

    /// Index of the digest line, or `None` for an error.
    pub fn digest(&self) -> Option<usize> {
        (self.digest != NO_DIGEST).then_some(usize::from(self.digest))
    }

    /// The file's first row (its name and size are shown on it only).
    pub fn first(&self) -> bool {
        self.first
    }
}

/// Every result so far, across runs. Files are kept in the order they arrived (so
/// an index into [`Results::files`] stays valid while results stream in); the table
/// rows are kept in input order, (run, index). Adding a file costs O(1) plus the
/// few rows it lands before (workers finish files nearly in order).
#[derive(Default)]
pub struct Results {
    files: Vec<FileRow>,
    rows: Vec<RowRef>,
    /// Algorithms computed only to try the candidates of an ambiguous pasted digest:
    /// their lines get no table row (the verdict says which one matched).
    hidden: Vec<Algorithm>,
    generation: u64,
    layout: u64,
}

impl Results {
    /// The files, in arrival order.
    pub fn files(&self) -> &[FileRow] {
        &self.files
    }

    /// The table rows, in input order.
    pub fn rows(&self) -> &[RowRef] {
        &self.rows
    }

    /// Bumped whenever anything changes.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Bumped when files are removed, so that an index into [`Results::files`] no
    /// longer means the same file (adding files never does this).
    pub fn layout(&self) -> u64 {
        self.layout
    }

    /// Whether there are no results.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The files in input order (each once).
    pub fn in_order(&self) -> impl Iterator<Item = &FileRow> {
        self.rows
            .iter()
            .filter(|r| r.first())
            .filter_map(|r| self.files.get(r.file()))
    }

    /// Adds rows that arrived.
    pub fn extend(&mut self, rows: impl IntoIterator<Item = FileRow>) {
        for row in rows {
            self.push(row);
        }
        self.generation += 1;
    }

    /// Lines of these algorithms, in files that arrive from now on, get no table row
    /// (nor a line in what is copied or saved).
    pub fn set_hidden(&mut self, hidden: Vec<Algorithm>) {
        self.hidden = hidden;
    }

    /// Whether lines of `a` are left out of the table.
    pub fn is_hidden(&self, a: Algorithm) -> bool {
        self.hidden.contains(&a)
    }

    fn push(&mut self, row: FileRow) {
        let key = (row.run, row.index);
        let file = self.files.len();
        let refs: Vec<RowRef> = match &row.outcome {
            Ok(lines) if !lines.is_empty() => (0..lines.len())
                .filter(|&d| !self.hidden.contains(&lines[d].algorithm()))
                .enumerate()
                .filter_map(|(i, d)| RowRef::new(file, Some(d), i == 0))
                .collect(),
            _ => Vec::new(),
        };
        let refs = if refs.is_empty() {
            RowRef::new(file, None, true).into_iter().collect()
        } else {
            refs
        };
        self.files.push(row);
        let files = &self.files;
        // Search from the end: a new row belongs at the end or a few rows before it.
        let mut at = self.rows.len();
        while at > 0 {
            let f = &files[self.rows[at - 1].file()];
            if (f.run, f.index) <= key {
                break;
            }
            at -= 1;
        }
        self.rows.splice(at..at, refs);
    }

    /// Makes room for `n` more files.
    pub fn reserve(&mut self, n: usize) {
        self.files.reserve_exact(n);
        self.rows.reserve_exact(n);
    }

    /// Removes every row.
    pub fn clear(&mut self) {
        self.files.clear();
        self.rows.clear();
        self.generation += 1;
        self.layout += 1;
    }

    /// Removes the rows of these paths (before they are hashed again).
    pub fn remove_paths(&mut self, paths: &[PathBuf]) {
        let gone: std::collections::HashSet<&Path> = paths.iter().map(PathBuf::as_path).collect();
        let old = std::mem::take(&mut self.files);
        self.rows.clear();
        let kept: Vec<FileRow> = old
            .into_iter()
            .filter(|f| !gone.contains(&*f.path))
            .collect();
        let mut sorted = kept;
        sorted.sort_by_key(|f| (f.run, f.index));
        for row in sorted {
            self.push(row);
        }
        self.generation += 1;
        self.layout += 1;
    }
}

/// What the collector thread hands to the window.
#[derive(Default)]
struct Inbox {
    rows: Vec<FileRow>,
    listed: Option<usize>,
    ending: Option<Ending>,
}

/// State shared by the collector thread and the window.
struct Shared {
    inbox: Mutex<Inbox>,
    history: Mutex<History>,
    /// Files with a result, counted by the collector (readable without the inbox).
    files_done: AtomicUsize,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A hashing run seen from the window.
pub struct HashRun {
    handle: JobHandle,
    algorithms: Vec<Algorithm>,
    shared: Arc<Shared>,
    collector: Option<JoinHandle<()>>,
    /// Distinguishes this run's results from earlier ones.
    pub id: u64,
    /// What was asked.
    pub spec: JobSpec,
    /// Number of files once listing is done.
    pub listed: Option<usize>,
    /// Set once the job has ended and the window has taken every result.
    pub ending: Option<Ending>,
    /// When the job ended (for the final speed).
    pub ended_after: Option<Duration>,
}

/// Called by the collector when the job ended: the window's `ctx.request_repaint`.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// Run by the collector when the job ends, with the job's final counters.
pub type OnEnd = Box<dyn FnOnce(&Progress) + Send>;

impl HashRun {
    /// Starts hashing `spec`, with a collector thread taking its results. `wake` is
    /// called when the job ends; results before that are picked up at the window's
    /// own pace. `on_end` runs on the collector thread
    /// when the job ends, with its final counters: even a hidden window learns of it.
    pub fn start(
        id: u64,
        spec: JobSpec,
        wake: Option<Wake>,
        on_end: Option<OnEnd>,
    ) -> Result<Self, String> {
        let job = Job::start(spec.clone()).map_err(|e| e.to_string())?;
        let handle = job.handle();
        let algorithms = job.algorithms().to_vec();
        let shared = Arc::new(Shared {
            inbox: Mutex::new(Inbox::default()),
            history: Mutex::new(History::default()),
            files_done: AtomicUsize::new(0),
        });
        let collector = Collector {
            job,
            run: id,
            inputs: spec.inputs.clone(),
            shared: Arc::clone(&shared),
            wake,
            on_end,
        };
        let thread = std::thread::Builder::new()
            .name("hashdrop-collect".into())
            .spawn(move || collector.run())
            .map_err(|e| crate::t!("threads-failed", error = e.to_string()))?;
        Ok(Self {
            handle,
            algorithms,
            shared,
            collector: Some(thread),
            id,
            spec,
            listed: None,
            ending: None,
            ended_after: None,
        })
    }

    /// Live counters.
    pub fn progress(&self) -> &Arc<Progress> {
        self.handle.progress()
    }

    /// The algorithms in the order the engine reports digests.
    pub fn algorithms(&self) -> &[Algorithm] {
        &self.algorithms
    }

    /// Throughput over time (total and per worker), sampled by the collector.
    pub fn history(&self) -> MutexGuard<'_, History> {
        lock(&self.shared.history)
    }

    /// Files that have a result so far.
    pub fn files_done(&self) -> usize {
        self.shared.files_done.load(Ordering::Relaxed)
    }

    /// Workers hashing now or about to: those at work, and at least one per file
    /// still waiting (all of them while the files are being listed).
    pub fn busy_workers(&self) -> usize {
        if !self.is_running() {
            return 0;
        }
        let p = self.progress();
        let now = p.workers().iter().filter(|w| w.file.is_some()).count();
        let t = p.totals();
        let waiting = if t.phase == crate::engine::Phase::Listing {
            usize::MAX
        } else {
            t.files_total.saturating_sub(t.files_done)
        };
        now.max(waiting.min(p.worker_count()))
    }

    /// Whether work is still going on (or results wait to be taken).
    pub fn is_running(&self) -> bool {
        self.ending.is_none()
    }

    /// Whether paused.
    pub fn is_paused(&self) -> bool {
        self.handle.is_paused()
    }

    /// Pauses or resumes at once (workers stop at their next chunk).
    pub fn set_paused(&self, paused: bool) {
        self.handle.set_paused(paused);
    }

    /// Stops the work at once; results so far are kept.
    pub fn cancel(&self) {
        // A paused worker must wake up to see the cancel; Control::cancel does that.
        self.handle.cancel();
    }

    /// Moves what the collector gathered into `results`: one lock, a swap, and O(1)
    /// per new file. Never blocks on the engine. Returns whether anything changed.
    pub fn take(&mut self, results: &mut Results) -> bool {
        let inbox = std::mem::take(&mut *lock(&self.shared.inbox));
        let changed = !inbox.rows.is_empty() || inbox.listed.is_some() || inbox.ending.is_some();
        if !inbox.rows.is_empty() {
            results.extend(inbox.rows);
        }
        if let Some(n) = inbox.listed {
            self.listed = Some(n);
            // One exact allocation: growing by doubling would, for 200,000 files, copy
            // the rows into a buffer twice their size while the old one is still held.
            results.reserve(n);
        }
        if let Some(e) = inbox.ending {
            self.ending = Some(e);
            self.ended_after = Some(self.progress().totals().elapsed);
        }
        changed
    }

    /// The segment size of this run, if segmented.
    pub fn segment_size(&self) -> Option<u64> {
        match self.spec.mode {
            Mode::Segmented { segment_size } => Some(segment_size),
            Mode::Standard => None,
        }
    }
}

impl Drop for HashRun {
    fn drop(&mut self) {
        // The collector ends once the job has: it takes events until the last one, so
        // no worker waits on a full channel meanwhile.
        self.handle.cancel();
        if let Some(t) = self.collector.take() {
            t.join().ok();
        }
    }
}

/// The thread that owns the job and takes its events.
struct Collector {
    job: Job,
    run: u64,
    inputs: Vec<PathBuf>,
    shared: Arc<Shared>,
    wake: Option<Wake>,
    on_end: Option<OnEnd>,
}

/// How often the throughput history is sampled.
const SAMPLE_EVERY: Duration = Duration::from_millis(100);
/// Most events moved to the inbox under one lock.
const BATCH: usize = 512;

impl Collector {
    fn run(mut self) {
        let mut next_sample = Instant::now();
        let mut batch = Vec::with_capacity(BATCH);
        loop {
            let wait = next_sample.saturating_duration_since(Instant::now());
            let first = match self.job.recv_timeout(wait) {
                Ok(e) => Some(e),
                Err(std::sync::mpsc::RecvTimeoutError::Timeout) => None,
                // The job ended without saying so (it cannot, but never spin).
                Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                    self.deliver(&mut batch, None, Some(Ending::Cancelled));
                    break;
                }
            };
            // The window may be drawing the graph: then this sample waits for the next
            // turn rather than the collector for the window.
            if Instant::now() >= next_sample
                && let Ok(mut h) = self.shared.history.try_lock()
            {
                h.sample(self.job.progress(), Instant::now());
                next_sample = Instant::now() + SAMPLE_EVERY;
            }
            let Some(first) = first else { continue };
            let mut listed = None;
            let mut ending = None;
            let mut next = Some(first);
            while let Some(event) = next {
                match event {
                    JobEvent::Listed(n) => listed = Some(n),
                    JobEvent::File(r) => batch.push(to_row(self.run, &self.inputs, r)),
                    JobEvent::Finished { cancelled } => {
                        ending = Some(if cancelled {
                            Ending::Cancelled
                        } else {
                            Ending::Finished
                        });
                    }
                }
                next = if batch.len() < BATCH && ending.is_none() {
                    self.job.try_next()
                } else {
                    None
                };
            }
            let done = ending.is_some();
            self.deliver(&mut batch, listed, ending);
            if done {
                break;
            }
        }
    }

    fn deliver(&mut self, batch: &mut Vec<FileRow>, listed: Option<usize>, ending: Option<Ending>) {
        let n = batch.len();
        {
            let mut inbox = lock(&self.shared.inbox);
            inbox.rows.append(batch);
            if listed.is_some() {
                inbox.listed = listed;
            }
            if ending.is_some() {
                inbox.ending = ending;
            }
        }
        self.shared.files_done.fetch_add(n, Ordering::Relaxed);
        if ending.is_some() {
            lock(&self.shared.history).sample(self.job.progress(), Instant::now());
            if let Some(f) = self.on_end.take() {
                f(self.job.progress());
            }
        }
        // Only the end wakes the window at once: the list being known can wait for
        // the window's next paced frame (a frame now would take CPU as work starts).
        if ending.is_some()
            && let Some(w) = &self.wake
        {
            w();
        }
    }
}

fn to_row(run: u64, inputs: &[PathBuf], r: FileResult) -> FileRow {
    FileRow::from_result(run, inputs, r)
}

impl FileRow {
    /// The row for an engine result of run `run`; `inputs` are what the person added
    /// (the shown name is relative to the one the file came from).
    pub fn from_result(run: u64, inputs: &[PathBuf], r: FileResult) -> Self {
        let display_from = u32::try_from(display_offset(&r.path, inputs)).unwrap_or(0);
        let (outcome, segments) = match r.outcome {
            Ok(Digests::Standard(ds)) => (
                Ok(ds
                    .into_iter()
                    .map(|digest| DigestLine {
                        digest,
                        segments: None,
                    })
                    .collect()),
                None,
            ),
            Ok(Digests::Segmented(sd)) => {
                let shape = Some((sd.segment_size, sd.count()));
                let lines = sd
                    .combined
                    .iter()
                    .map(|d| DigestLine {
                        digest: d.clone(),
                        segments: shape,
                    })
                    .collect();
                (Ok(lines), Some(Box::new(sd)))
            }
            Err(e) => (Err(e), None),
        };
        Self {
            run,
            index: r.index,
            path: r.path,
            display_from,
            size: r.size,
            outcome,
            segments,
        }
    }
}

/// Where the shown part of `path` starts: after the parent of the input it came from
/// (so a folder's files show as `folder/sub/file`); 0 (the full path) when no input
/// contains it.
fn display_offset(path: &Path, inputs: &[PathBuf]) -> usize {
    for input in inputs {
        if path.starts_with(input) {
            let base = input.parent().unwrap_or(Path::new(""));
            if let Ok(rel) = path.strip_prefix(base)
                && !rel.as_os_str().is_empty()
            {
                let full = path.as_os_str().as_encoded_bytes().len();
                return full - rel.as_os_str().as_encoded_bytes().len();
            }
        }
    }
    0
}

/// The path relative to the parent of the input it came from (so a folder's files
/// show as `folder/sub/file`), or the full path when no input contains it.
pub fn display_name(path: &Path, inputs: &[PathBuf]) -> String {
    let from = display_offset(path, inputs);
    let bytes = path.as_os_str().as_encoded_bytes();
    String::from_utf8_lossy(&bytes[from..]).into_owned()
}

#[cfg(test)]
mod tests;
