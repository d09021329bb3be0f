//! Running a comparison: list both sides, hash what must be read in one engine job,
//! classify.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::engine::walk::WalkEntry;
use crate::engine::{
    Algorithm, Digest, Digests, FileError, Job, JobEvent, JobHandle, JobSpec, Mode, Notify,
    WalkOptions,
};

use super::classify::classify;
use super::list::{self, Record, State};
use super::{AuditError, AuditReport, AuditSpec, Expected, Finding, Side, Summary};
use crate::engine::control::Control;
use crate::engine::stream::Difference;

/// What the job said about one file.
type Outcome = Result<Box<[Digest]>, Arc<FileError>>;

/// A comparison under way: the listing is done and the engine job runs.
pub struct Audit {
    job: Job,
    a: Vec<Record>,
    b: Vec<Record>,
    /// Which side each file of the job belongs to (the first, for a hard link shared
    /// by both sides).
    job_sides: Arc<[Side]>,
    /// Files and bytes each side gives the job (known before the engine lists them).
    totals: [SideProgress; 2],
    a_root: PathBuf,
    a_is_listing: bool,
    b_root: PathBuf,
    keep_digests: bool,
}

/// The progress of a comparison, readable from any thread while [`Audit::wait`] runs.
#[derive(Clone)]
pub struct AuditProgress {
    handle: JobHandle,
    job_sides: Arc<[Side]>,
    totals: [SideProgress; 2],
}

impl AuditProgress {
    /// The engine job's controls and counters (cancel, pause, throughput).
    pub fn handle(&self) -> &JobHandle {
        &self.handle
    }

    /// Progress of side A and side B, summed over the job's files. Costs one pass over
    /// the files: sample it a few times a second, not per frame of a busy loop.
    pub fn sides(&self) -> [SideProgress; 2] {
        let mut out = self.totals;
        let progress = self.handle.progress();
        for (f, side) in progress.files().iter().zip(self.job_sides.iter()) {
            if f.is_finished() {
                out[*side as usize].files_done += 1;
            }
        }
        progress.for_each_file_done(|i, bytes| {
            if let Some(side) = self.job_sides.get(i) {
                out[*side as usize].bytes_done += bytes;
            }
        });
        for p in &mut out {
            p.bytes_done = p.bytes_done.min(p.bytes_total);
        }
        out
    }
}

/// How far one side is, from the job's counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideProgress {
    /// Files of this side to read (files trusted or shared with the other side are not).
    pub files_total: usize,
    /// Files finished.
    pub files_done: usize,
    /// Bytes to read.
    pub bytes_total: u64,
    /// Bytes read.
    pub bytes_done: u64,
}

/// Compares, blocking until the answer is complete.
pub fn audit(spec: &AuditSpec) -> Result<AuditReport, AuditError> {
    Ok(Audit::start(spec, None)?.wait())
}

impl Audit {
    /// Lists both sides (blocking: call it off the UI thread) and starts hashing;
    /// `notify` is called after each engine event, as in
    /// [`Job::start_with_notify`].
    pub fn start(spec: &AuditSpec, notify: Option<Notify>) -> Result<Self, AuditError> {
        list::check_root(&spec.actual)?;
        if let Expected::Folder(a) = &spec.expected {
            list::check_root(a)?;
        }
        let listed_a = list::listing_side(&spec.expected, &spec.actual)?;
        let (a, b, algorithms) = match listed_a {
            Some(la) => {
                let walk = list::walk_folder(&spec.actual, spec.follow_symlinks);
                let b = list::folder_records(&spec.actual, walk, la.listing_file.as_ref());
                (la.records, b, la.algorithms)
            }
            None => {
                let (a, b) = walk_both(spec)?;
                (a, b, vec![spec.algorithm])
            }
        };
        Self::hash(spec, a, b, algorithms, notify)
    }

    fn hash(
        spec: &AuditSpec,
        mut a: Vec<Record>,
        mut b: Vec<Record>,
        algorithms: Vec<Algorithm>,
        notify: Option<Notify>,
    ) -> Result<Self, AuditError> {
        if spec.quick && matches!(spec.expected, Expected::Folder(_)) {
            trust_same_size_and_time(&mut a, &mut b);
        }
        let (listed, job_sides, totals) = schedule(&mut a, &mut b);
        let job_spec = JobSpec {
            inputs: Vec::new(),
            algorithms,
            mode: Mode::Standard,
            threads: spec.threads,
            read: spec.read,
            walk: WalkOptions::default(),
            measure_cpu: false,
            kernel: None,
            limit: None,
        };
        // The files were listed by the walks: the job does not stat them again.
        let job = Job::start_listed(job_spec, listed, notify)?;
        let (a_root, a_is_listing) = match &spec.expected {
            Expected::Folder(p) => (p.clone(), false),
            Expected::Listing(p) => (p.clone(), true),
        };
        Ok(Self {
            job,
            a,
            b,
            job_sides: job_sides.into(),
            totals,
            a_root,
            a_is_listing,
            b_root: spec.actual.clone(),
            keep_digests: spec.keep_digests,
        })
    }

    /// The engine job's controls and counters (cancel, pause, throughput).
    pub fn handle(&self) -> JobHandle {
        self.job.handle()
    }

    /// Progress of side A and side B, summed over the job's files. Costs one pass over
    /// the files: sample it a few times a second, not per frame of a busy loop.
    pub fn side_progress(&self) -> [SideProgress; 2] {
        self.progress().sides()
    }

    /// A handle on the progress that outlives `&self` (for another thread, while
    /// [`Audit::wait`] consumes the comparison).
    pub fn progress(&self) -> AuditProgress {
        AuditProgress {
            handle: self.job.handle(),
            job_sides: Arc::clone(&self.job_sides),
            totals: self.totals,
        }
    }

    /// Waits for the job and classifies every path.
    pub fn wait(mut self) -> AuditReport {
        let mut results: Vec<Option<Outcome>> = (0..self.job_sides.len()).map(|_| None).collect();
        let mut cancelled = false;
        while let Some(event) = self.job.next_blocking() {
            match event {
                JobEvent::File(r) => {
                    let outcome = match r.outcome {
                        Ok(Digests::Standard(d)) => Ok(d.into_boxed_slice()),
                        Ok(Digests::Segmented(_)) => Err(Arc::new(FileError::Internal(
                            "a segmented digest in a comparison".into(),
                        ))),
                        Err(e) => Err(Arc::new(e)),
                    };
                    if let Some(slot) = results.get_mut(r.index) {
                        *slot = Some(outcome);
                    }
                }
                JobEvent::Finished { cancelled: c } => cancelled = c,
                JobEvent::Listed(_) => {}
            }
        }
        // How many records share each result (hard links): the last one takes it,
        // the others clone it, so the digests are not held twice.
        let mut refs = vec![0u32; results.len()];
        for r in self.a.iter().chain(&self.b) {
            if let State::Pending(n) = r.state
                && let Some(c) = refs.get_mut(n)
            {
                *c += 1;
            }
        }
        for r in self.a.iter_mut().chain(self.b.iter_mut()) {
            settle(r, &mut results, &mut refs);
        }
        drop(results);
        let mut findings = classify(&self.a, &self.b);
        if !self.a_is_listing {
            let handle = self.job.handle();
            locate_differences(&mut findings, &self.a_root, &self.b_root, handle.control());
        }
        let digests = if self.keep_digests {
            [hashed(self.a), hashed(self.b)]
        } else {
            [Vec::new(), Vec::new()]
        };
        AuditReport {
            summary: Summary::of(&findings),
            findings,
            digests,
            a_root: self.a_root,
            a_is_listing: self.a_is_listing,
            b_root: self.b_root,
            algorithms: self.job.algorithms().to_vec(),
            cancelled,
        }
    }
}

/// Where each changed file first differs from its counterpart, so that the report can
/// say "different from byte 4,096" or "8 bytes longer" rather than only "changed". Both
/// files are read again up to that byte; cancelling stops it, and a file that cannot be
/// read again keeps `None`.
fn locate_differences(findings: &mut [Finding], a_root: &Path, b_root: &Path, control: &Control) {
    for f in findings {
        if let Finding::Changed {
            path,
            first_difference,
            ..
        } = f
        {
            if control.is_cancelled() {
                return;
            }
            let (a, b) = (a_root.join(&*path), b_root.join(&*path));
            *first_difference = match crate::engine::stream::first_difference(&a, &b, control) {
                Ok(Difference::At(n)) => Some(n),
                Ok(Difference::Identical) | Err(_) => None,
            };
        }
    }
}

/// The digests of a side's files that were read, in path order.
fn hashed(records: Vec<Record>) -> Vec<(PathBuf, Box<[Digest]>)> {
    let mut out: Vec<(PathBuf, Box<[Digest]>)> = records
        .into_iter()
        .filter_map(|r| match r.state {
            State::Hashed(d) => Some((r.rel, d)),
            _ => None,
        })
        .collect();
    out.sort_by(|x, y| x.0.as_os_str().cmp(y.0.as_os_str()));
    out
}

/// Walks both folders at once, each on its own named thread.
fn walk_both(spec: &AuditSpec) -> Result<(Vec<Record>, Vec<Record>), AuditError> {
    let Expected::Folder(a_root) = &spec.expected else {
        return Ok((Vec::new(), Vec::new()));
    };
    let follow = spec.follow_symlinks;
    std::thread::scope(|s| {
        let a = std::thread::Builder::new()
            .name("hashdrop-audit-walk-a".into())
            .spawn_scoped(s, || {
                list::folder_records(a_root, list::walk_folder(a_root, follow), None)
            })
            .map_err(crate::engine::run::StartError::from)?;
        let b_root = &spec.actual;
        let b = list::folder_records(b_root, list::walk_folder(b_root, follow), None);
        let a = a.join().unwrap_or_else(|p| std::panic::resume_unwind(p));
        Ok((a, b))
    })
}

/// Quick mode: a path with the same size and modification time on both sides is
/// trusted to be the same, and not read.
fn trust_same_size_and_time(a: &mut [Record], b: &mut [Record]) {
    let by_path: HashMap<&Path, usize> = b
        .iter()
        .enumerate()
        .map(|(i, r)| (r.rel.as_path(), i))
        .collect();
    let mut pairs = Vec::new();
    for (i, ra) in a.iter().enumerate() {
        let Some(&j) = by_path.get(ra.rel.as_path()) else {
            continue;
        };
        let rb = &b[j];
        let both_files =
            matches!(ra.state, State::ToHash { .. }) && matches!(rb.state, State::ToHash { .. });
        if both_files && ra.facts.modified.is_some() && ra.facts == rb.facts {
            pairs.push((i, j));
        }
    }
    for (i, j) in pairs {
        a[i].state = State::Trusted;
        b[j].state = State::Trusted;
    }
}

/// Gives every record still to read a place in the job: the two sides interleaved, so
/// both advance together, and each inode once (hard links are read once, even across
/// the sides).
fn schedule(a: &mut [Record], b: &mut [Record]) -> (Vec<WalkEntry>, Vec<Side>, [SideProgress; 2]) {
    // Sized once: a growing list of 200,000 entries would peak at twice its size.
    let mut inputs = Vec::with_capacity(a.len() + b.len());
    let mut sides = Vec::with_capacity(a.len() + b.len());
    let mut totals = [SideProgress::default(); 2];
    let mut by_inode: HashMap<(u64, u64), usize> = HashMap::new();
    let mut next = |r: &mut Record, side: Side| {
        if !matches!(r.state, State::ToHash { .. }) {
            return;
        }
        let State::ToHash { path, inode } = std::mem::replace(&mut r.state, State::Pending(0))
        else {
            return;
        };
        let n = match inode.and_then(|id| by_inode.get(&id)) {
            Some(&n) => n,
            None => {
                inputs.push(WalkEntry {
                    path,
                    size: r.facts.size.unwrap_or(0),
                    status: Ok(()),
                    modified: r.facts.modified,
                    inode,
                });
                sides.push(side);
                totals[side as usize].files_total += 1;
                totals[side as usize].bytes_total += r.facts.size.unwrap_or(0);
                if let Some(id) = inode {
                    by_inode.insert(id, inputs.len() - 1);
                }
                inputs.len() - 1
            }
        };
        r.state = State::Pending(n);
    };
    let (mut ia, mut ib) = (a.iter_mut(), b.iter_mut());
    loop {
        let (ra, rb) = (ia.next(), ib.next());
        if ra.is_none() && rb.is_none() {
            break;
        }
        if let Some(r) = ra {
            next(r, Side::A);
        }
        if let Some(r) = rb {
            next(r, Side::B);
        }
    }
    (inputs, sides, totals)
}

/// Replaces a pending record's state with its result.
fn settle(r: &mut Record, results: &mut [Option<Outcome>], refs: &mut [u32]) {
    let State::Pending(n) = r.state else { return };
    let last = refs.get_mut(n).is_some_and(|c| {
        *c = c.saturating_sub(1);
        *c == 0
    });
    let outcome = match results.get_mut(n) {
        Some(slot) if last => slot.take(),
        Some(slot) => slot.clone(),
        None => None,
    };
    r.state = match outcome {
        Some(Ok(d)) => State::Hashed(d),
        Some(Err(e)) => State::Failed(e),
        None => State::Failed(Arc::new(FileError::Cancelled)),
    };
}
