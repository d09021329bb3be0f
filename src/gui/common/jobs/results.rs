//! Every result the window holds: [`Results`], its table rows ([`RowRef`]) and its
//! files ([`Files`]), stored in chunks.

use std::ops::Index;
use std::path::{Path, PathBuf};

use super::row::FileRow;
use crate::engine::Algorithm;

/// Rows per chunk of [`Files`]; the collector's batches are this size, so a full batch
/// becomes a chunk as it is.
pub(super) const CHUNK: usize = 512;

/// Files in arrival order, in chunks of [`CHUNK`] rows: every chunk but the last is
/// full, so finding a file by its index is a division. Chunks, not one vector: a full
/// batch from the collector is moved in, never copied, and nothing grows by doubling.
/// With one vector, the rows waiting in the inbox and their copy in the table were
/// both held at the end of a fast job: for 200,000 files, 20 MB of a 111 MB peak heap,
/// and 6 MB more from a doubling (issue 37).
#[derive(Debug, Default)]
pub struct Files {
    chunks: Vec<Vec<FileRow>>,
    /// Where each run's files start (in arrival order), and the run. A run's files
    /// arrive after the earlier runs' (the window takes one run's results at a time),
    /// so a row needs no run number of its own: 8 bytes a file (issue 37).
    runs: Vec<(usize, u64)>,
    len: usize,
}

impl Files {
    /// How many files.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The file at `index` (arrival order).
    pub fn get(&self, index: usize) -> Option<&FileRow> {
        self.chunks.get(index / CHUNK)?.get(index % CHUNK)
    }

    /// The run that produced the file at `index` (arrival order).
    pub fn run_of(&self, index: usize) -> u64 {
        let after = self.runs.partition_point(|&(from, _)| from <= index);
        after
            .checked_sub(1)
            .and_then(|i| self.runs.get(i))
            .map_or(0, |&(_, run)| run)
    }

    /// Notes that the files added next come from `run`.
    fn enter_run(&mut self, run: u64) {
        if self.runs.last().map(|&(_, r)| r) != Some(run) {
            self.runs.push((self.len, run));
        }
    }

    /// Every file, in arrival order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &FileRow> {
        self.chunks.iter().flatten()
    }

    /// The files from index `from` on (none when `from` is past the end).
    pub fn iter_from(&self, from: usize) -> impl Iterator<Item = &FileRow> {
        (from..self.len).filter_map(|i| self.get(i))
    }

    /// Adds one file, of run `run`.
    pub fn push(&mut self, run: u64, row: FileRow) {
        self.enter_run(run);
        match self.chunks.last_mut() {
            Some(last) if last.len() < CHUNK => last.push(row),
            _ => {
                let mut chunk = Vec::with_capacity(CHUNK);
                chunk.push(row);
                self.chunks.push(chunk);
            }
        }
        self.len += 1;
    }

    /// Adds a batch of at most [`CHUNK`] files. The last chunk is filled from the
    /// batch's front; what is left becomes the new last chunk, in the batch's own
    /// buffer, so a full batch after a full chunk is moved, not copied. `batch` is left
    /// empty; it keeps its buffer when its rows were all moved into the last chunk.
    pub fn append(&mut self, run: u64, batch: &mut Vec<FileRow>) {
        if batch.len() > CHUNK {
            for row in batch.drain(..) {
                self.push(run, row);
            }
            return;
        }
        if batch.is_empty() {
            return;
        }
        self.enter_run(run);
        self.len += batch.len();
        if let Some(last) = self.chunks.last_mut()
            && last.len() < CHUNK
        {
            let moved = (CHUNK - last.len()).min(batch.len());
            last.extend(batch.drain(..moved));
        }
        if batch.is_empty() {
            return;
        }
        let mut chunk = std::mem::take(batch);
        if chunk.capacity() != CHUNK {
            let mut exact = Vec::with_capacity(CHUNK);
            exact.append(&mut chunk);
            chunk = exact;
        }
        self.chunks.push(chunk);
    }

    /// Makes room in the list of chunks for `n` more files (the chunks themselves
    /// come with the rows).
    fn reserve(&mut self, n: usize) {
        self.chunks.reserve_exact(n.div_ceil(CHUNK) + 1);
    }

    /// Takes every file out with its run, in arrival order, leaving none.
    fn take_all(&mut self) -> Vec<(u64, FileRow)> {
        let runs = std::mem::take(&mut self.runs);
        let len = std::mem::take(&mut self.len);
        let mut out = Vec::with_capacity(len);
        for (i, row) in std::mem::take(&mut self.chunks)
            .into_iter()
            .flatten()
            .enumerate()
        {
            let after = runs.partition_point(|&(from, _)| from <= i);
            let run = after
                .checked_sub(1)
                .and_then(|r| runs.get(r))
                .map_or(0, |r| r.1);
            out.push((run, row));
        }
        out
    }

    /// Takes the chunks out, leaving none.
    pub(super) fn take_chunks(&mut self) -> Vec<Vec<FileRow>> {
        self.len = 0;
        self.runs.clear();
        std::mem::take(&mut self.chunks)
    }
}

impl Index<usize> for Files {
    type Output = FileRow;

    fn index(&self, index: usize) -> &FileRow {
        match self.get(index) {
            Some(f) => f,
            None => panic!("file {index} of {}", self.len),
        }
    }
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
    files: Files,
    rows: Vec<RowRef>,
    /// Algorithms computed only to try the candidates of an ambiguous pasted digest:
    /// their lines get no table row (the verdict says which one matched).
    hidden: Vec<Algorithm>,
    generation: u64,
    layout: u64,
}

impl Results {
    /// The files, in arrival order.
    pub fn files(&self) -> &Files {
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

    /// Adds rows of run `run` that arrived.
    pub fn extend(&mut self, run: u64, rows: impl IntoIterator<Item = FileRow>) {
        self.extend_runs(rows.into_iter().map(|row| (run, row)));
    }

    /// Adds rows, each with its run (runs in increasing order).
    fn extend_runs(&mut self, rows: impl IntoIterator<Item = (u64, FileRow)>) {
        for (run, row) in rows {
            self.files.push(run, row);
            self.place(self.files.len() - 1);
        }
        self.generation += 1;
    }

    /// Adds the rows of run `run` from the collector's chunks (each of at most
    /// [`CHUNK`] rows), moving each chunk in rather than copying it where it can, and
    /// freeing each as it goes.
    pub(super) fn append_chunks(&mut self, run: u64, chunks: Vec<Vec<FileRow>>) {
        for mut chunk in chunks {
            let from = self.files.len();
            self.files.append(run, &mut chunk);
            for file in from..self.files.len() {
                self.place(file);
            }
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

    /// Gives file `file` (already in `files`) its table rows, in input order.
    fn place(&mut self, file: usize) {
        let Some(row) = self.files.get(file) else {
            return;
        };
        let key = (self.files.run_of(file), row.index());
        let refs: Vec<RowRef> = match row.outcome() {
            Ok(lines) if !lines.is_empty() => lines
                .iter()
                .enumerate()
                .filter(|(_, l)| !self.hidden.contains(&l.algorithm()))
                .map(|(d, _)| d)
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
        let files = &self.files;
        // Search from the end: a new row belongs at the end or a few rows before it.
        let mut at = self.rows.len();
        while at > 0 {
            let earlier = files
                .get(self.rows[at - 1].file())
                .map(|f| (files.run_of(self.rows[at - 1].file()), f.index()));
            if earlier <= Some(key) {
                break;
            }
            at -= 1;
        }
        self.rows.splice(at..at, refs);
    }

    /// Makes room for `n` more files.
    pub fn reserve(&mut self, n: usize) {
        self.files.reserve(n);
        self.rows.reserve_exact(n);
    }

    /// Removes every row.
    pub fn clear(&mut self) {
        self.files.take_chunks();
        self.rows.clear();
        self.generation += 1;
        self.layout += 1;
    }

    /// Removes the rows of these paths (before they are hashed again).
    pub fn remove_paths(&mut self, paths: &[PathBuf]) {
        let gone: std::collections::HashSet<&Path> = paths.iter().map(PathBuf::as_path).collect();
        self.rows.clear();
        let mut kept = self.files.take_all();
        kept.retain(|(_, f)| !gone.contains(&*f.path));
        kept.sort_by_key(|(run, f)| (*run, f.index()));
        self.extend_runs(kept);
        self.layout += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Digests, FileResult};

    fn row(index: usize) -> FileRow {
        let path = PathBuf::from(format!("/d/f{index}"));
        let r = FileResult {
            index,
            path: path.as_path().into(),
            size: 1,
            outcome: Ok(Digests::Standard(vec![
                Algorithm::Sha256.digest(&index.to_le_bytes()),
            ])),
            elapsed: std::time::Duration::ZERO,
        };
        FileRow::from_result(&[path], r)
    }

    fn batch(indices: std::ops::Range<usize>) -> Vec<FileRow> {
        let mut b = Vec::with_capacity(CHUNK);
        b.extend(indices.map(row));
        b
    }

    #[test]
    fn files_keep_arrival_order_and_every_chunk_but_the_last_is_full() {
        let mut files = Files::default();
        let mut next = 0;
        for n in [1, CHUNK, 300, CHUNK, 5, CHUNK - 5, 0, 7] {
            let mut b = batch(next..next + n);
            files.append(1, &mut b);
            assert!(b.is_empty());
            next += n;
            files.push(1, row(next));
            next += 1;
        }
        assert_eq!(files.len(), next);
        for i in 0..next {
            assert_eq!(files.get(i).map(|f| f.index()), Some(i));
        }
        assert!(files.get(next).is_none());
        let order: Vec<usize> = files.iter().map(|f| f.index()).collect();
        assert_eq!(order, (0..next).collect::<Vec<_>>());
        let tail: Vec<usize> = files.iter_from(next - 3).map(|f| f.index()).collect();
        assert_eq!(tail, vec![next - 3, next - 2, next - 1]);
        assert_eq!(files.iter_from(next + 5).count(), 0);
        let (last, full) = files.chunks.split_last().expect("chunks");
        assert!(full.iter().all(|c| c.len() == CHUNK));
        assert!(last.len() <= CHUNK && last.capacity() == CHUNK);
    }

    #[test]
    fn a_full_batch_after_a_full_chunk_is_moved_not_copied() {
        let mut files = Files::default();
        files.append(1, &mut batch(0..CHUNK));
        let mut full = batch(CHUNK..2 * CHUNK);
        let buffer = full.as_ptr();
        files.append(1, &mut full);
        assert_eq!(full.capacity(), 0, "the batch's buffer went into the table");
        assert_eq!(files.chunks[1].as_ptr(), buffer);
        // A small batch fills the last chunk and keeps its own buffer for the next one.
        files.append(1, &mut batch(2 * CHUNK..2 * CHUNK + 3));
        let mut small = batch(2 * CHUNK + 3..2 * CHUNK + 5);
        files.append(1, &mut small);
        assert_eq!((small.len(), small.capacity()), (0, CHUNK));
        assert_eq!(files.len(), 2 * CHUNK + 5);
    }

    #[test]
    fn chunks_arriving_out_of_order_are_shown_in_input_order() {
        let mut results = Results::default();
        results.reserve(2 * CHUNK + 2);
        let mut late = batch(CHUNK..2 * CHUNK + 2);
        late.swap(0, 1);
        results.append_chunks(1, vec![late, batch(0..CHUNK)]);
        let shown: Vec<usize> = results.in_order().map(|f| f.index()).collect();
        assert_eq!(shown, (0..2 * CHUNK + 2).collect::<Vec<_>>());
        assert_eq!(results.files().len(), 2 * CHUNK + 2);
        // Arrival order is kept for the files themselves.
        assert_eq!(results.files()[0].index(), CHUNK + 1);
    }
}
