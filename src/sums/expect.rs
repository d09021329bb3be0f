//! What a person expects: a pasted digest, pasted checksum lines, or the lines of a
//! checksum file, with where they came from; and the verdict for a hashed file.

use std::path::{Path, PathBuf};

use crate::engine::{Algorithm, Digest};

use super::cloud::CloudExpected;
use super::entry::{Entry, LineVerdict};
use super::names::name_to_path;
use super::parse::{LineKind, ParsedSums};
use super::paste::{BareDigest, Pasted};

/// Where expected checksums came from (shown next to the verdict).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Typed or pasted into the box.
    Typed,
    /// Found on the clipboard when files were dropped.
    Clipboard,
    /// Read from a checksum file.
    ChecksumFile {
        /// The checksum file.
        path: PathBuf,
    },
}

/// One expected checksum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A digest without a file name: it applies to every file checked.
    Bare(BareDigest),
    /// A checksum line, pasted or read from a checksum file.
    Listed {
        /// 1-based line number in the pasted text or the checksum file.
        line: usize,
        /// The line as parsed; its name is the raw bytes listed.
        entry: Entry,
        /// Where the name lies on disk, for a line of a checksum file; `None` for a
        /// pasted line, whose name designates any file whose path ends with it.
        path: Option<PathBuf>,
    },
    /// An Amazon S3 multipart value (an ETag or a composite checksum) without a file
    /// name: it applies to every file checked, and is judged from the digests of the
    /// file's parts ([`crate::engine::parts`]), not from whole-file digests.
    Multipart(CloudExpected),
}

impl Expected {
    /// The algorithms the digest may belong to, strongest first.
    pub fn candidates(&self) -> &[Algorithm] {
        match self {
            Self::Bare(b) => &b.candidates,
            Self::Listed { entry, .. } => &entry.candidates,
            // Its algorithms are the parts', which whole-file hashing does not give.
            Self::Multipart(_) => &[],
        }
    }

    /// The expected digest's bytes.
    pub fn digest(&self) -> &[u8] {
        match self {
            Self::Bare(b) => &b.bytes,
            Self::Listed { entry, .. } => &entry.expected,
            Self::Multipart(m) => m.combined_bytes(),
        }
    }

    /// The 1-based line it was read from (1 for a bare digest).
    pub fn line(&self) -> usize {
        match self {
            Self::Bare(_) | Self::Multipart(_) => 1,
            Self::Listed { line, .. } => *line,
        }
    }

    /// The name as listed (raw bytes); `None` for a bare digest.
    pub fn name(&self) -> Option<&[u8]> {
        match self {
            Self::Bare(_) | Self::Multipart(_) => None,
            Self::Listed { entry, .. } => Some(&entry.name),
        }
    }

    /// Whether this expectation is about the file at `path`.
    pub fn applies_to(&self, path: &Path) -> bool {
        match self {
            Self::Bare(_) | Self::Multipart(_) => true,
            Self::Listed {
                path: Some(listed), ..
            } => path == listed || path.ends_with(listed),
            Self::Listed {
                entry, path: None, ..
            } => name_designates(path, &entry.name),
        }
    }

    /// The verdict for a file whose computed digests are `digests` (for a multipart
    /// value, always [`LineVerdict::NotHashed`]: whole-file digests cannot decide it).
    pub fn judge(&self, digests: &[&Digest]) -> LineVerdict {
        if let Self::Multipart(_) = self {
            return LineVerdict::NotHashed;
        }
        LineVerdict::judge(self.digest(), self.candidates(), digests)
    }
}

/// Whether a pasted line's `name` designates `path`: its trailing components are the
/// name's (`./dir/file` and `dir/file` both designate `/x/dir/file`). A name written
/// with Windows separators (`dir\file`) designates `dir/file` too.
pub(super) fn name_designates(path: &Path, name: &[u8]) -> bool {
    let mut name = name;
    while let Some(rest) = name.strip_prefix(b"./") {
        name = rest;
    }
    if name.is_empty() {
        return false;
    }
    let slashed: Vec<u8> = name
        .iter()
        .map(|&b| if b == b'\\' { b'/' } else { b })
        .collect();
    path.ends_with(name_to_path(name)) || path.ends_with(name_to_path(&slashed))
}

/// The verdict for one file, and which expected checksum it was judged against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileVerdict {
    /// Index into [`Expectation::entries`].
    pub entry: usize,
    /// The verdict.
    pub verdict: LineVerdict,
}

/// Everything a person expects, with where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expectation {
    /// The expected checksums, in the order given.
    pub entries: Vec<Expected>,
    /// Where they came from.
    pub origin: Origin,
}

impl Expectation {
    /// What pasted text expects: `Ok(None)` for nothing, `Err(reason)` for text that is
    /// neither a digest nor checksum lines.
    pub fn from_pasted(text: &str, origin: Origin) -> Result<Option<Self>, String> {
        let entries = match super::parse_pasted(text) {
            Pasted::Empty => return Ok(None),
            Pasted::Unrecognised { reason } => return Err(reason),
            Pasted::BareDigest(b) => vec![Expected::Bare(b)],
            Pasted::Multipart(m) => vec![Expected::Multipart(m)],
            Pasted::Lines(parsed) => listed(&parsed, |_| None),
        };
        Ok(Some(Self { entries, origin }))
    }

    /// The lines of a parsed checksum file, each name resolved with `locate` (the GUI
    /// uses [`resolve_name`](super::resolve_name): the checksum file's folder).
    pub fn from_sums(
        parsed: &ParsedSums,
        origin: Origin,
        locate: impl Fn(&[u8]) -> PathBuf,
    ) -> Self {
        Self {
            entries: listed(parsed, |name| Some(locate(name))),
            origin,
        }
    }

    /// [`Expectation::from_sums`], taking the parsed lines rather than copying them (a
    /// list of a million lines is not held twice).
    pub fn from_parsed_sums(
        parsed: ParsedSums,
        origin: Origin,
        locate: impl Fn(&[u8]) -> PathBuf,
    ) -> Self {
        let entries = parsed
            .lines
            .into_iter()
            .filter_map(|l| match l.kind {
                LineKind::Entry(entry) => Some(Expected::Listed {
                    line: l.line_no,
                    path: Some(locate(&entry.name)),
                    entry,
                }),
                LineKind::Malformed { .. } => None,
            })
            .collect();
        Self { entries, origin }
    }

    /// Every algorithm that must be computed to check the entries.
    pub fn required_algorithms(&self) -> Vec<Algorithm> {
        let mut v: Vec<Algorithm> = self
            .entries
            .iter()
            .flat_map(|e| e.candidates().iter().copied())
            .collect();
        v.sort();
        v.dedup();
        v
    }

    /// Whether this is one bare digest (no file name).
    pub fn is_bare(&self) -> bool {
        matches!(self.entries.as_slice(), [Expected::Bare(_)])
    }

    /// The first entry that concerns `path`, with its index.
    pub fn entry_for(&self, path: &Path) -> Option<(usize, &Expected)> {
        self.entries
            .iter()
            .enumerate()
            .find(|(_, e)| e.applies_to(path))
    }

    /// The verdict for the file at `path` whose computed digests are `digests`; `None`
    /// when nothing is expected of it.
    pub fn verdict_for(&self, path: &Path, digests: &[&Digest]) -> Option<FileVerdict> {
        let (entry, e) = self.entry_for(path)?;
        Some(FileVerdict {
            entry,
            verdict: e.judge(digests),
        })
    }

    /// The files the entries lie at on disk, in order, each once (empty for pasted text).
    pub fn inputs(&self) -> Vec<PathBuf> {
        let listed = self.entries.iter().filter_map(|e| match e {
            Expected::Listed { path: Some(p), .. } => Some(p),
            _ => None,
        });
        first_of_each(listed).into_iter().cloned().collect()
    }
}

/// The items in order, each the first time it comes. Linear: a list of a million lines
/// must not compare every name with every other one (issue 32).
pub(crate) fn first_of_each<T: std::hash::Hash + Eq + Copy>(
    items: impl Iterator<Item = T>,
) -> Vec<T> {
    let mut seen = std::collections::HashSet::new();
    items.filter(|&item| seen.insert(item)).collect()
}

fn listed(parsed: &ParsedSums, locate: impl Fn(&[u8]) -> Option<PathBuf>) -> Vec<Expected> {
    parsed
        .lines
        .iter()
        .filter_map(|l| match &l.kind {
            LineKind::Entry(e) => Some(Expected::Listed {
                line: l.line_no,
                entry: e.clone(),
                path: locate(&e.name),
            }),
            LineKind::Malformed { .. } => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(text: &str) -> Expectation {
        Expectation::from_pasted(text, Origin::Typed)
            .expect("recognised")
            .expect("not empty")
    }

    #[test]
    fn pasted_text_becomes_an_expectation() {
        let d = Algorithm::Sha256.digest(b"x");
        let e = typed(&format!("  {}  ", d.to_hex().to_uppercase()));
        assert!(e.is_bare() && e.entries[0].candidates().contains(&Algorithm::Blake3));
        assert_eq!(e.entries[0].digest(), d.as_bytes());
        let e = typed(&format!("blake3:{}", d.to_hex()));
        assert_eq!(e.entries[0].candidates(), [Algorithm::Blake3]);
        let e = typed(&format!("{d}  a.iso\n{d}  b.iso\n"));
        assert_eq!(e.entries.len(), 2);
        assert_eq!(e.entries[1].name(), Some(&b"b.iso"[..]));
        assert_eq!(e.entries[1].line(), 2);
        assert!(e.inputs().is_empty(), "pasted names are not on disk");
        assert!(Expectation::from_pasted("hello world", Origin::Typed).is_err());
        assert!(Expectation::from_pasted("abc", Origin::Typed).is_err());
        assert_eq!(Expectation::from_pasted("  ", Origin::Typed), Ok(None));
    }

    #[test]
    fn names_match_trailing_components() {
        let d = Algorithm::Md5.digest(b"").to_hex();
        let e = typed(&format!(
            "{d}  file.iso\n{d}  ./b/other.iso\n{d}  c\\win.iso\n"
        ));
        let at = |p: &str| e.entry_for(Path::new(p)).map(|(i, _)| i);
        assert_eq!(at("/a/b/file.iso"), Some(0));
        assert_eq!(at("/a/b/other.iso"), Some(1));
        assert_eq!(at("/a/x/other.iso"), None);
        assert_eq!(at("/a/b/xfile.iso"), None);
        assert_eq!(at("/z/c/win.iso"), Some(2));
    }

    #[test]
    fn verdicts_name_the_entry_and_the_candidate() {
        let b3 = Algorithm::Blake3.digest(b"data");
        let sha = Algorithm::Sha256.digest(b"data");
        let e = typed(&b3.to_hex());
        assert_eq!(
            e.verdict_for(Path::new("/any"), &[&sha, &b3]),
            Some(FileVerdict {
                entry: 0,
                verdict: LineVerdict::Ok {
                    algorithm: Algorithm::Blake3
                }
            })
        );
        let mut want = Algorithm::candidates_for_len(32);
        want.sort();
        assert_eq!(e.required_algorithms(), want);
    }

    /// A name that counts how often it is compared or hashed.
    #[derive(Clone, Copy)]
    struct Counted<'a> {
        id: usize,
        calls: &'a std::cell::Cell<u64>,
    }

    impl PartialEq for Counted<'_> {
        fn eq(&self, other: &Self) -> bool {
            self.calls.set(self.calls.get() + 1);
            self.id == other.id
        }
    }

    impl Eq for Counted<'_> {}

    impl std::hash::Hash for Counted<'_> {
        fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
            self.calls.set(self.calls.get() + 1);
            self.id.hash(state);
        }
    }

    /// Issue 32, item 8: the files a list names, each once, in linear work (counted,
    /// not timed): twice the names, about twice the comparisons and hashes (the old
    /// `Vec::contains` made it four times, 5·10⁹ comparisons for 100,000 names).
    #[test]
    fn each_listed_file_once_in_linear_work() {
        let work = |n: usize| {
            let calls = std::cell::Cell::new(0);
            // Every name twice, as a list naming each file twice would.
            let names = (0..2 * n).map(|i| Counted {
                id: i % n,
                calls: &calls,
            });
            let kept = first_of_each(names);
            assert_eq!(kept.len(), n);
            assert!(kept.iter().enumerate().all(|(i, c)| c.id == i), "in order");
            calls.get()
        };
        let (small, big) = (work(100_000), work(200_000));
        assert!(small > 0);
        assert!(
            big <= small * 5 / 2,
            "100,000 names: {small} calls; 200,000: {big} (not linear)"
        );
    }

    #[cfg(unix)]
    #[test]
    fn checksum_file_names_stay_bytes() {
        use std::os::unix::ffi::OsStrExt as _;
        let d = Algorithm::Md5.digest(b"");
        let mut text = format!("{d}  ").into_bytes();
        text.extend_from_slice(b"n\xffme\n");
        let parsed = super::super::parse_sums(&text, None);
        let e = Expectation::from_sums(
            &parsed,
            Origin::ChecksumFile {
                path: PathBuf::from("/d/SUMS"),
            },
            |n| super::super::resolve_name(Path::new("/d"), n),
        );
        let want = Path::new(std::ffi::OsStr::from_bytes(b"/d/n\xffme"));
        assert_eq!(e.inputs(), [want]);
        assert!(e.entry_for(want).is_some());
        assert!(e.entry_for(Path::new("/d/n\u{fffd}me")).is_none());
    }
}
