//! What a [`Verification`](super::Verification) concludes: a headline, one row per file
//! given, one report per list. Plain data without prose; the front-ends choose the words.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::engine::{Algorithm, Digest};
use crate::sums::Origin;
use crate::sums::expect::Expected;

use super::signature::{SigNote, Trust};

/// Everything concluded from the state at one moment. Equal states give equal reports,
/// whatever order things arrived in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The one answer at the top.
    pub headline: Headline,
    /// One row per file given, by its path.
    pub rows: BTreeMap<PathBuf, Row>,
    /// One report per checksum list, in path order.
    pub lists: Vec<ListReport>,
}

impl Report {
    /// The row of the file given at `path`.
    pub fn row(&self, path: &Path) -> Option<&Row> {
        self.rows.get(path)
    }

    /// Where the lists' entries that no given file claims would lie beside their list,
    /// each once, sorted: the caller may hash those that exist (the model does no I/O).
    pub fn expected_beside_lists(&self) -> Vec<PathBuf> {
        let mut out: Vec<PathBuf> = self
            .lists
            .iter()
            .flat_map(|l| l.unclaimed.iter().map(|u| u.expected_at().to_path_buf()))
            .collect();
        out.sort();
        out.dedup();
        out
    }
}

/// The headline: its kind (which fixes its colour), the counts, and whether the
/// clipboard was relied on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Headline {
    /// What the headline says, with the data for the next step.
    pub kind: HeadlineKind,
    /// How many files and entries are in each state.
    pub counts: Counts,
    /// Set when a verdict shown was computed against the checksum on the clipboard
    /// (or, with no file yet, when the clipboard's checksum is what waits for one): the
    /// front-end says "compared with the checksum you copied" and offers to drop it.
    pub clipboard: bool,
}

impl Headline {
    /// The headline's colour, a function of its kind only.
    pub fn colour(&self) -> Colour {
        self.kind.colour()
    }
}

/// The headline's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    /// Every file checked matches, and every signature given is good by a trusted key.
    Green,
    /// The files match, but a signature given could not be checked (a key Hashdrop does
    /// not have, or one refused or unreadable): neither green nor red.
    Amber,
    /// A checksum does not match, or a signature (of a list or of a file) is bad.
    Red,
    /// Anything else: in progress, nothing to check, something not found.
    Neutral,
}

/// What the headline says, most serious first (the first that applies is shown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeadlineKind {
    /// A list or a given file was changed after it was signed (red, whatever the
    /// checksums say).
    BadSignature {
        /// The lists with a bad signature, in path order.
        lists: Vec<PathBuf>,
        /// The given files whose own signature is bad, in path order.
        files: Vec<PathBuf>,
    },
    /// At least one file's checksum does not match (red).
    Mismatch,
    /// Files are waiting or being hashed.
    Hashing,
    /// Files must be hashed again with algorithms the expected checksums need.
    NeedsAlgorithms {
        /// The algorithms to add.
        missing: Vec<Algorithm>,
    },
    /// Something to check was not found: a given file that is gone, or (when nothing
    /// could be compared at all) the entries of the lists. What to drop next.
    NotFound {
        /// What to drop, in order.
        wanted: Vec<Wanted>,
    },
    /// A given file could not be hashed (see its [`FileState`](super::FileState)).
    CouldNotHash,
    /// A file given is in no list, neither by name nor by checksum, nor is anything
    /// pasted about it. What the lists do name.
    NotListed {
        /// The lists' entries no given file claims, in list and line order.
        listed: Vec<Wanted>,
    },
    /// Files were compared with nothing but their own signature, and at least one of
    /// those signatures could not be checked (amber): the file may be anything.
    SignatureNotChecked {
        /// Those signatures, in path order.
        signatures: Vec<SigNote>,
    },
    /// Every file checked matches (green, or amber while a signature given could not
    /// be checked). How far that can be trusted is the line under it.
    Match {
        /// What vouches for the expected checksums.
        trust: TrustLine,
        /// The weakest algorithm a match relied on, when it is weak (MD5, SHA-1, CRC-32).
        weak: Option<Algorithm>,
        /// Every signature the matches rely on (of the lists and of the files
        /// themselves), lists first, in path order; unsigned lists are not here.
        signatures: Vec<SigNote>,
    },
    /// Files were hashed; nothing is expected of them (no list, nothing pasted).
    NothingExpected,
    /// Checksums were pasted or copied; no file is given yet.
    AwaitingFiles,
    /// Nothing given at all.
    Empty,
}

impl HeadlineKind {
    /// The colour: red only for a mismatch or a bad signature; green only for a match
    /// whose every signature is good by a trusted key; amber for a match (or a file's
    /// own signature) that could not be checked.
    pub fn colour(&self) -> Colour {
        match self {
            Self::BadSignature { .. } | Self::Mismatch => Colour::Red,
            Self::Match { signatures, .. } if signatures.iter().all(|s| s.trust.is_trusted()) => {
                Colour::Green
            }
            Self::Match { .. } | Self::SignatureNotChecked { .. } => Colour::Amber,
            _ => Colour::Neutral,
        }
    }
}

/// Something to drop next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// A file given that is not there (any more).
    File {
        /// Its path.
        path: PathBuf,
    },
    /// A list's entry no given file claims.
    Entry(Unclaimed),
}

/// Counts behind the headline.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Files given.
    pub files: usize,
    /// Files waiting or being hashed.
    pub pending: usize,
    /// Files that match (including those under another name).
    pub matched: usize,
    /// Files matched by checksum under another name (a subset of `matched`).
    pub under_other_name: usize,
    /// Files whose checksum does not match.
    pub mismatched: usize,
    /// Files checked against a list whose signature is bad, or whose own signature is.
    pub bad_signature: usize,
    /// Files vouched for by nothing but their own good signature (a subset of
    /// `matched`).
    pub signed_only: usize,
    /// Files whose only check is their own signature, which could not be checked.
    pub signature_not_checked: usize,
    /// Files to hash again with another algorithm.
    pub needs_algorithms: usize,
    /// Files given that are not there.
    pub not_found: usize,
    /// Files that could not be hashed.
    pub could_not_hash: usize,
    /// Files hashed that nothing expected concerns (while something is expected).
    pub not_listed: usize,
    /// Files hashed with nothing expected at all.
    pub nothing_expected: usize,
    /// Entries of the lists that no given file claims ("also lists N files that are
    /// not here"); they never count against the headline.
    pub also_listed: usize,
}

/// How far a match can be trusted: the line under a green headline (and only there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrustLine {
    /// Every list a match relied on is signed by a key Hashdrop trusts (green); the
    /// first of them by path.
    Signed {
        /// The list.
        list: PathBuf,
        /// Its signature (`SignedByBundled` or `SignedByAdded`).
        trust: Trust,
    },
    /// A list a match relied on is not signed (neutral): the checksum shows the file is
    /// intact, not who made it.
    Unsigned {
        /// The list.
        list: PathBuf,
        /// Where its signature would be looked for: `NAME.gpg` beside it, as Ubuntu
        /// publishes (`SHA256SUMS.gpg`).
        put_beside: PathBuf,
    },
    /// Signed by a key Hashdrop does not know (neutral): adding the key would tell.
    UnknownKey {
        /// The list.
        list: PathBuf,
        /// The issuer in hex.
        key_id: String,
    },
    /// Signed, but the signature is refused or unreadable (neutral).
    NotAccepted {
        /// The list.
        list: PathBuf,
        /// `Rejected` or `SignatureUnreadable`.
        trust: Trust,
    },
    /// Compared with a checksum that was typed or pasted: as good as where it came from.
    Typed,
    /// Compared with the checksum on the clipboard: as good as where it was copied from.
    Copied,
    /// No checksum was compared: the files' own signatures vouch for them.
    OwnSignature,
}

impl TrustLine {
    /// Whether the line is green (signed by a trusted key); otherwise it is neutral.
    pub fn is_good(&self) -> bool {
        matches!(self, Self::Signed { .. })
    }
}

/// The row of one file given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The verdict shown.
    pub verdict: RowVerdict,
    /// Every expected checksum the file was compared with (empty until it is hashed).
    pub checks: Vec<Check>,
    /// The file's own signature (`FILE.sig`), when one was given.
    pub signature: Option<Trust>,
    /// Its match relies on a signature that could not be checked (its own, or its
    /// list's): the row is not drawn as a plain green match.
    pub unchecked: bool,
}

/// The verdict of one file given, as the row shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowVerdict {
    /// Queued.
    Waiting,
    /// Being hashed.
    Hashing,
    /// It is not there (moved or deleted, or a link to nothing).
    NotFound,
    /// It could not be hashed; the reason is its [`FileState`](super::FileState).
    CouldNotHash,
    /// Hashed; nothing is expected at all.
    NothingExpected,
    /// Hashed; something is expected, but nothing concerns this file, by name or by
    /// checksum.
    NotListed,
    /// Hashed, but not with every algorithm an expected checksum may use.
    NeedsAlgorithms {
        /// The algorithms to add.
        missing: Vec<Algorithm>,
    },
    /// Hashed, but a multipart value is expected: its parts' digests, for every part
    /// size tried, are still to be computed ([`super::Verification::file_parts`]).
    TryingParts,
    /// Hashed, but a signature of the file itself is still being looked for or read:
    /// no verdict until it is in ([`super::Verification::await_file_signature`]).
    CheckingSignature,
    /// It matches the checksum expected of it.
    Match {
        /// Where the checksum came from.
        origin: Origin,
        /// Which algorithm matched (for an ambiguous digest, the candidate it was; for a
        /// multipart value, the parts' algorithm: MD5 for an S3 ETag).
        algorithm: Algorithm,
        /// For a multipart value, how the file was cut.
        cut: Option<Cut>,
    },
    /// Its name is in no list, but its checksum is: the same file as `listed_name`.
    MatchedUnderOtherName {
        /// The list.
        list: PathBuf,
        /// The name the list gives it (raw bytes).
        listed_name: Vec<u8>,
        /// Which algorithm matched.
        algorithm: Algorithm,
    },
    /// Its checksum does not match.
    Mismatch {
        /// Where the checksum it does not match came from.
        origin: Origin,
    },
    /// It was checked against a list whose signature is bad.
    BadSignature {
        /// The list.
        list: PathBuf,
    },
    /// Its own signature is bad: it was changed after it was signed (red, whatever any
    /// checksum says).
    BadFileSignature,
    /// Nothing expected concerns it, but its own signature is good by a trusted key:
    /// it is the file its publisher signed.
    SignedFile,
    /// Nothing expected concerns it, and its own signature could not be checked (a key
    /// Hashdrop does not have): nothing is known of it yet.
    SignatureNotChecked,
}

/// How a file was cut into parts for the multipart value it matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cut {
    /// How many parts.
    pub parts: u64,
    /// The size of every part but the last, in bytes.
    pub part_size: u64,
    /// Whether the value was an S3 ETag (else an S3 composite checksum).
    pub etag: bool,
}

/// One comparison of a file with one expected checksum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// The expected checksum.
    pub against: Against,
    /// What the comparison found.
    pub outcome: CheckOutcome,
}

/// An expected checksum and how it was tied to the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Against {
    /// Where it came from.
    pub origin: Origin,
    /// Its 1-based line (1 for a bare digest).
    pub line: usize,
    /// The name listed (raw bytes); `None` for a bare digest.
    pub name: Option<Vec<u8>>,
    /// The expected digest's bytes.
    pub expected: Vec<u8>,
    /// The algorithms it may belong to, strongest first (several for a digest whose
    /// algorithm was guessed from its length; all were tried).
    pub candidates: Vec<Algorithm>,
    /// How it was tied to the file.
    pub link: Link,
}

/// How an expected checksum was tied to a file, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Link {
    /// A bare digest: it applies to every file given.
    Bare,
    /// The file's checksum is listed, under another name.
    Digest,
    /// The listed name's last component is the file's name.
    BaseName,
    /// The file's path ends with the listed (relative) name.
    PathEnd,
    /// The file lies exactly where the list says, beside the list.
    Location,
}

/// What one comparison found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckOutcome {
    /// The digests are equal.
    Match {
        /// The algorithm that matched.
        algorithm: Algorithm,
        /// For a multipart value, how the file was cut.
        cut: Option<Cut>,
    },
    /// Every candidate algorithm was computed and none matches.
    Mismatch {
        /// The file's digest with the strongest candidate.
        actual: Digest,
    },
    /// A multipart value: no part size tried gives it.
    PartsMismatch {
        /// How many part sizes were tried.
        tried: usize,
        /// No part size cuts a file of this size into that many parts at all.
        size_rules_out_parts: bool,
    },
    /// A multipart value whose parts are not hashed yet.
    TryingParts,
    /// Not every candidate was computed, and none computed matches.
    NeedsAlgorithms {
        /// The candidates not computed.
        missing: Vec<Algorithm>,
    },
}

/// What one checksum list holds, for the lines under the headline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListReport {
    /// The list.
    pub path: PathBuf,
    /// Its signature.
    pub trust: Trust,
    /// Its checksum lines.
    pub entries: usize,
    /// Its lines that are not checksum lines.
    pub malformed: usize,
    /// Entries a given file claims, by name or by checksum.
    pub claimed: usize,
    /// Entries no given file claims, in line order.
    pub unclaimed: Vec<Unclaimed>,
}

/// A list's entry that no given file claims. It shares the list's entries rather than
/// copying a name and a path: a list of a million files nobody gave has a million of
/// these in every report.
#[derive(Clone)]
pub struct Unclaimed {
    list: Arc<Path>,
    entries: Arc<Vec<Expected>>,
    index: usize,
}

impl Unclaimed {
    /// The entry `index` of `entries`, the list at `list`; `None` unless it is a line
    /// of a checksum file (which says where its file lies).
    pub(super) fn new(list: Arc<Path>, entries: Arc<Vec<Expected>>, index: usize) -> Option<Self> {
        let u = Self {
            list,
            entries,
            index,
        };
        u.listed().is_some().then_some(u)
    }

    /// The entry's line, name and place (always there: [`Unclaimed::new`] checked).
    fn listed(&self) -> Option<(usize, &[u8], &Path)> {
        match self.entries.get(self.index)? {
            Expected::Listed {
                line,
                entry,
                path: Some(at),
            } => Some((*line, &entry.name, at)),
            _ => None,
        }
    }

    /// The list.
    pub fn list(&self) -> &Path {
        &self.list
    }

    /// The entry's 1-based line.
    pub fn line(&self) -> usize {
        self.listed().map_or(0, |(line, _, _)| line)
    }

    /// The name listed (raw bytes).
    pub fn name(&self) -> &[u8] {
        self.listed().map_or(&[], |(_, name, _)| name)
    }

    /// Where it would lie beside the list.
    pub fn expected_at(&self) -> &Path {
        self.listed().map_or(Path::new(""), |(_, _, at)| at)
    }
}

impl PartialEq for Unclaimed {
    fn eq(&self, other: &Self) -> bool {
        self.list == other.list && self.listed() == other.listed()
    }
}

impl Eq for Unclaimed {}

impl std::fmt::Debug for Unclaimed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Unclaimed")
            .field("list", &self.list)
            .field("line", &self.line())
            .field("name", &String::from_utf8_lossy(self.name()))
            .field("expected_at", &self.expected_at())
            .finish()
    }
}
