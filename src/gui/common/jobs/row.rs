//! One file's result as the window keeps it: [`FileRow`] and its [`DigestLine`]s.
//! Kept small (issue 37: 200,000 results in little memory): the usual single digest
//! lives in the row itself, and what only some files have (a segment checksum's shape,
//! the per-segment digests) is boxed.

use std::borrow::Cow;
use std::path::{Path, PathBuf};

use crate::engine::{
    Algorithm, Digest, Digests, FileError, FileResult, SegmentedDigest, SharedPath,
};

/// One digest line of one file, as read from its row: the digest and, for a segment
/// checksum, its shape. A view: the row keeps only the digests, and a segment
/// checksum's shape once, in its [`SegmentedDigest`]. The hex and the label are made
/// when drawn.
#[derive(Clone, Copy, Debug)]
pub struct DigestLine<'a> {
    /// The digest itself (the standard digest; for segments, the combined one).
    pub digest: &'a Digest,
    /// For a segment checksum: the segment size and the number of segments.
    shape: Option<(u64, usize)>,
}

impl DigestLine<'_> {
    /// The algorithm.
    pub fn algorithm(&self) -> Algorithm {
        self.digest.algorithm()
    }

    /// For a segment checksum: the segment size and the number of segments.
    pub fn segments(&self) -> Option<(u64, usize)> {
        self.shape
    }

    /// Whether this is a segment checksum rather than the file's standard checksum.
    pub fn is_segmented(&self) -> bool {
        self.shape.is_some()
    }

    /// What the row's algorithm column says ("SHA-256", "MD5 · 8 MiB segments").
    pub fn label(&self) -> String {
        let name = self.algorithm().display_name();
        match self.segments() {
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
        match self.segments() {
            None => self.digest.to_hex(),
            Some((_, n)) => format!("{}-{n}", self.digest.to_hex()),
        }
    }
}

/// A file's digest lines, in the job's order of algorithms.
#[derive(Clone, Copy, Debug)]
pub struct DigestLines<'a> {
    digests: &'a [Digest],
    shape: Option<(u64, usize)>,
}

impl<'a> DigestLines<'a> {
    /// How many.
    pub fn len(&self) -> usize {
        self.digests.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.digests.is_empty()
    }

    /// Line `i`.
    pub fn get(&self, i: usize) -> Option<DigestLine<'a>> {
        let shape = self.shape;
        self.digests
            .get(i)
            .map(|digest| DigestLine { digest, shape })
    }

    /// Every line, in order.
    pub fn iter(&self) -> impl Iterator<Item = DigestLine<'a>> + use<'a> {
        let shape = self.shape;
        self.digests
            .iter()
            .map(move |digest| DigestLine { digest, shape })
    }
}

/// A file's digests, or why there are none. One digest (one algorithm, the usual
/// case) is kept in the row: no allocation of its own.
#[derive(Debug)]
enum Lines {
    One(Digest),
    Many(Box<[Digest]>),
    /// A segment checksum: its combined digests (one per algorithm), its shape and its
    /// per-segment digests (for compare's segment maps), boxed: few files have them,
    /// and a row pays no field of its own for them.
    Segmented(Box<SegmentedDigest>),
    Failed(FileError),
}

/// The result for one file.
#[derive(Debug)]
pub struct FileRow {
    /// Position in the job's expanded list (the engine names files in 32 bits too);
    /// beside `display_from`, the two fill one word. The run that produced the row is
    /// kept once per run, by [`super::Files`].
    index: u32,
    /// Where the shown part of `path` starts (bytes of the folder above what the person added).
    display_from: u32,
    /// Full path: the engine's own (shared, not copied), as the job listed it.
    pub path: SharedPath,
    /// Size in bytes.
    pub size: u64,
    /// Digests (and a segment checksum's per-segment digests), or why there are none.
    lines: Lines,
}

impl FileRow {
    /// The row for an engine result; `inputs` are what the person added (the shown
    /// name is relative to the one the file came from).
    pub fn from_result(inputs: &[PathBuf], r: FileResult) -> Self {
        let display_from = u32::try_from(display_offset(&r.path, inputs)).unwrap_or(0);
        let lines = match r.outcome {
            Ok(Digests::Standard(ds)) => lines_of(ds),
            Ok(Digests::Segmented(sd)) => Lines::Segmented(Box::new(sd)),
            Err(e) => Lines::Failed(e),
        };
        Self {
            index: u32::try_from(r.index).unwrap_or(u32::MAX),
            path: r.path,
            display_from,
            size: r.size,
            lines,
        }
    }

    /// Position in the job's expanded list.
    pub fn index(&self) -> usize {
        self.index as usize
    }

    /// The file's digest lines, or why it has none.
    pub fn outcome(&self) -> Result<DigestLines<'_>, &FileError> {
        let (digests, shape) = match &self.lines {
            Lines::One(d) => (std::slice::from_ref(d), None),
            Lines::Many(ds) => (&ds[..], None),
            Lines::Segmented(sd) => (&sd.combined[..], Some((sd.segment_size, sd.count()))),
            Lines::Failed(e) => return Err(e),
        };
        Ok(DigestLines { digests, shape })
    }

    /// In segmented mode, the per-segment digests (for compare's segment maps).
    pub fn segments(&self) -> Option<&SegmentedDigest> {
        match &self.lines {
            Lines::Segmented(sd) => Some(sd),
            _ => None,
        }
    }

    /// The standard digest for `a`, if computed.
    pub fn digest(&self, a: Algorithm) -> Option<&Digest> {
        self.standard_digests().find(|d| d.algorithm() == a)
    }

    /// The file's standard digests: never a segment checksum, which is not the
    /// file's checksum and must not be verified against one.
    pub fn standard_digests(&self) -> impl Iterator<Item = &Digest> {
        let digests = match self.outcome() {
            Ok(lines) if lines.shape.is_none() => lines.digests,
            _ => &[],
        };
        digests.iter()
    }

    /// The path as shown: relative to the folder or file the person added.
    pub fn display(&self) -> Cow<'_, str> {
        let bytes = self.path.as_os_str().as_encoded_bytes();
        let from = usize::try_from(self.display_from).unwrap_or(0);
        String::from_utf8_lossy(bytes.get(from..).unwrap_or(bytes))
    }
}

/// One digest in the row itself; several (or none) in one exact allocation.
fn lines_of(mut lines: Vec<Digest>) -> Lines {
    match (lines.pop(), lines.is_empty()) {
        (Some(line), true) => Lines::One(line),
        (Some(line), false) => {
            lines.push(line);
            Lines::Many(lines.into_boxed_slice())
        }
        (None, _) => Lines::Many(Box::default()),
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
mod tests {
    use super::*;

    #[test]
    fn a_row_with_one_digest_holds_it_without_an_allocation_of_its_own() {
        // The row was 88 bytes with its lines in a box of 72 more each; one digest now
        // lives in the row, the path behind one word, a segment checksum's shape in the
        // segmented digest only it has.
        assert!(
            std::mem::size_of::<Lines>() <= 40,
            "{}",
            std::mem::size_of::<Lines>()
        );
        assert!(
            std::mem::size_of::<FileRow>() <= 64,
            "{}",
            std::mem::size_of::<FileRow>()
        );
    }

    #[test]
    fn the_lines_come_back_as_given() {
        let a = Algorithm::Sha256.digest(b"a");
        let b = Algorithm::Md5.digest(b"a");
        for given in [vec![], vec![a.clone()], vec![a.clone(), b.clone()]] {
            let r = FileResult {
                index: 0,
                path: Path::new("/d/f").into(),
                size: 1,
                outcome: Ok(Digests::Standard(given.clone())),
                elapsed: std::time::Duration::ZERO,
            };
            let row = FileRow::from_result(&[PathBuf::from("/d")], r);
            let got: Vec<&Digest> = row.standard_digests().collect();
            assert_eq!(got, given.iter().collect::<Vec<_>>());
            assert_eq!(row.display(), "d/f");
        }
    }
}
