//! What the person expects (a pasted digest, lines of a checksum file) and the verdict
//! for each hashed file. Pure functions: no egui, no I/O.

use std::path::{Path, PathBuf};

use crate::engine::digest::{from_hex, to_hex};
use crate::engine::{Algorithm, Digest};

/// Where an expected checksum came from (shown next to the verdict).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
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
pub struct ExpectedEntry {
    /// The algorithms it may be, most likely first (one when the line names it).
    pub candidates: Vec<Algorithm>,
    /// The expected digest.
    pub expected: Vec<u8>,
    /// The file it is for; `None` for a bare digest, which applies to every file.
    pub name: Option<String>,
    /// Line number (1-based) in the pasted text or checksum file.
    pub line: usize,
}

/// Everything the person expects, with where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expectation {
    /// The expected checksums.
    pub entries: Vec<ExpectedEntry>,
    /// Where they came from.
    pub source: Source,
}

impl Expectation {
    /// Every algorithm that must be computed to check the entries.
    pub fn required_algorithms(&self) -> Vec<Algorithm> {
        let mut v: Vec<Algorithm> = self
            .entries
            .iter()
            .flat_map(|e| e.candidates.iter().copied())
            .collect();
        v.sort();
        v.dedup();
        v
    }

    /// Whether this is one bare digest (no file name).
    pub fn is_bare(&self) -> bool {
        self.entries.len() == 1 && self.entries[0].name.is_none()
    }

    /// The entry that concerns `path`, if any.
    pub fn entry_for(&self, path: &Path) -> Option<(usize, &ExpectedEntry)> {
        self.entries
            .iter()
            .enumerate()
            .find(|(_, e)| match &e.name {
                None => true,
                Some(name) => name_matches(path, name),
            })
    }
}

/// Whether `name` (from a checksum line) designates `path`: the trailing components
/// must be equal (`./dir/file` and `dir/file` both match `/x/dir/file`).
pub fn name_matches(path: &Path, name: &str) -> bool {
    let name = name.trim_start_matches("./").replace('\\', "/");
    !name.is_empty() && path.ends_with(Path::new(&name))
}

/// The outcome of checking one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The digest with `algorithm` equals the expected one.
    Matches {
        /// Which algorithm matched (says which candidate it was, when ambiguous).
        algorithm: Algorithm,
        /// Index of the entry.
        entry: usize,
    },
    /// No candidate matched; shows the most likely candidate's digest.
    DoesNotMatch {
        /// The algorithm whose digest is shown.
        algorithm: Algorithm,
        /// Expected hex.
        expected: String,
        /// Actual hex.
        actual: String,
        /// Index of the entry.
        entry: usize,
    },
    /// The needed algorithm was not computed (it will be once the file is hashed again).
    NotHashed,
}

impl Verdict {
    /// Whether it is a match.
    pub fn is_match(&self) -> bool {
        matches!(self, Self::Matches { .. })
    }
}

/// Checks one file's digests against what is expected for it; `None` when nothing is
/// expected for this file.
pub fn verdict_for(exp: &Expectation, path: &Path, digests: &[&Digest]) -> Option<Verdict> {
    let (idx, entry) = exp.entry_for(path)?;
    Some(check_entry(idx, entry, digests))
}

/// Checks `digests` against one entry, trying each candidate algorithm;
/// [`Verdict::NotHashed`] when no candidate matched and some were not computed.
pub fn check_entry(idx: usize, entry: &ExpectedEntry, digests: &[&Digest]) -> Verdict {
    let mut first_seen = None;
    for a in &entry.candidates {
        if let Some(d) = digests.iter().find(|d| d.algorithm() == *a) {
            if d.as_bytes() == entry.expected.as_slice() {
                return Verdict::Matches {
                    algorithm: *a,
                    entry: idx,
                };
            }
            first_seen.get_or_insert(*d);
        }
    }
    // Say "different" only once every candidate was tried: a pasted BLAKE3 digest after
    // hashing with SHA-256 alone needs another pass, not a red verdict.
    let untried = entry
        .candidates
        .iter()
        .any(|a| !digests.iter().any(|d| d.algorithm() == *a));
    match first_seen {
        Some(_) if untried => Verdict::NotHashed,
        Some(d) => Verdict::DoesNotMatch {
            algorithm: d.algorithm(),
            expected: to_hex(&entry.expected),
            actual: d.to_hex(),
            entry: idx,
        },
        None => Verdict::NotHashed,
    }
}

/// Parses a bare digest: hex, case and surrounding spaces ignored, with its candidate
/// algorithms inferred from its length. `None` if it is not one.
pub fn parse_bare_digest(text: &str) -> Option<ExpectedEntry> {
    let t = text.trim();
    // A pasted "sha256:abcd…" or "SHA256 abcd…" prefix is common on web pages.
    let (named, hex) = match t.split_once([':', ' ', '=']) {
        Some((name, rest)) if !rest.trim().is_empty() => {
            (name.parse::<Algorithm>().ok(), rest.trim())
        }
        _ => (None, t),
    };
    let bytes = from_hex(&hex.to_ascii_lowercase())?;
    let mut candidates = Algorithm::candidates_for_len(bytes.len());
    if let Some(a) = named {
        candidates.retain(|c| *c == a);
    }
    (!candidates.is_empty()).then_some(ExpectedEntry {
        candidates,
        expected: bytes,
        name: None,
        line: 1,
    })
}

/// For each character of `expected`, whether it differs from `actual` at the same
/// place (characters beyond the shorter one count as different).
pub fn diff_mask(expected: &str, actual: &str) -> Vec<bool> {
    let a: Vec<char> = actual.chars().collect();
    expected
        .chars()
        .enumerate()
        .map(|(i, c)| a.get(i).is_none_or(|x| !x.eq_ignore_ascii_case(&c)))
        .collect()
}

/// Counts for a summary line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Files that match.
    pub matched: usize,
    /// Files that do not match.
    pub mismatched: usize,
    /// Files that could not be read.
    pub unreadable: usize,
    /// Checksum lines whose file is missing.
    pub missing: usize,
}

impl Tally {
    /// Whether everything that was checked matched.
    pub fn all_good(&self) -> bool {
        self.matched > 0 && self.mismatched == 0 && self.unreadable == 0 && self.missing == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bare_digest_ignores_case_and_spaces_and_infers_candidates() {
        let d = Algorithm::Sha256.digest(b"abc");
        let e = parse_bare_digest(&format!("  {}\n", d.to_hex().to_uppercase())).expect("digest");
        assert_eq!(e.expected, d.as_bytes());
        assert_eq!(e.candidates[0], Algorithm::Sha256);
        assert!(e.candidates.contains(&Algorithm::Blake3));
        assert!(e.candidates.contains(&Algorithm::Blake2s));
        assert!(parse_bare_digest("not a digest").is_none());
        assert!(parse_bare_digest("abc").is_none());
        let named = parse_bare_digest(&format!("blake3:{}", d.to_hex())).expect("named");
        assert_eq!(named.candidates, vec![Algorithm::Blake3]);
    }

    #[test]
    fn ambiguous_digest_says_which_candidate_matched() {
        let b3 = Algorithm::Blake3.digest(b"data");
        let sha = Algorithm::Sha256.digest(b"data");
        let e = parse_bare_digest(&b3.to_hex()).expect("digest");
        assert_eq!(
            check_entry(0, &e, &[&sha, &b3]),
            Verdict::Matches {
                algorithm: Algorithm::Blake3,
                entry: 0
            }
        );
        let other = Algorithm::Blake3.digest(b"other");
        assert_eq!(
            check_entry(0, &e, &[&sha, &other]),
            Verdict::NotHashed,
            "BLAKE2s not tried yet"
        );
        let b2s = Algorithm::Blake2s.digest(b"data");
        let b2sp = Algorithm::Blake2sp.digest(b"data");
        match check_entry(0, &e, &[&sha, &other, &b2s, &b2sp]) {
            Verdict::DoesNotMatch { algorithm, .. } => assert_eq!(algorithm, Algorithm::Sha256),
            v => panic!("unexpected {v:?}"),
        }
        assert_eq!(check_entry(0, &e, &[]), Verdict::NotHashed);
    }

    #[test]
    fn names_match_trailing_components() {
        assert!(name_matches(Path::new("/a/b/file.iso"), "file.iso"));
        assert!(name_matches(Path::new("/a/b/file.iso"), "./b/file.iso"));
        assert!(!name_matches(Path::new("/a/b/xfile.iso"), "file.iso"));
        assert!(!name_matches(Path::new("/a/b/file.iso"), ""));
    }

    #[test]
    fn diff_mask_marks_changed_characters() {
        assert_eq!(diff_mask("abcd", "abXd"), vec![false, false, true, false]);
        assert_eq!(diff_mask("abcd", "AB"), vec![false, false, true, true]);
    }
}
