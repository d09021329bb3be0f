//! The headline of a report and the trust line under a green one, from the rows and
//! list reports the judge has made: which rule of the table in `docs/verification.md`
//! applies, and which list or source a match relied on.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::engine::Algorithm;
use crate::sums::expect::Origin;

use super::report::{
    CheckOutcome, Counts, Headline, HeadlineKind, ListReport, Row, RowVerdict, TrustLine, Wanted,
};
use super::signatures::{self, is_matched};
use super::{Trust, Verification};

/// The headline for these rows and lists, and the counts it shows.
pub(super) fn headline(
    v: &Verification,
    rows: &BTreeMap<PathBuf, Row>,
    lists: &[ListReport],
) -> Headline {
    let counts = count(rows, lists);
    let kind = kind(v, rows, lists, &counts);
    let against_clipboard = rows.values().any(|r| {
        r.checks
            .iter()
            .any(|c| c.against.origin == Origin::Clipboard)
    });
    let clipboard = against_clipboard
        || (kind == HeadlineKind::AwaitingFiles && v.clipboard_in_use().is_some());
    Headline {
        kind,
        counts,
        clipboard,
    }
}

fn count(rows: &BTreeMap<PathBuf, Row>, lists: &[ListReport]) -> Counts {
    let mut c = Counts {
        files: rows.len(),
        also_listed: lists.iter().map(|l| l.unclaimed.len()).sum(),
        ..Counts::default()
    };
    for r in rows.values() {
        match &r.verdict {
            RowVerdict::Waiting
            | RowVerdict::Hashing
            | RowVerdict::TryingParts
            | RowVerdict::CheckingSignature => c.pending += 1,
            RowVerdict::NotFound => c.not_found += 1,
            RowVerdict::CouldNotHash => c.could_not_hash += 1,
            RowVerdict::NothingExpected => c.nothing_expected += 1,
            RowVerdict::NotListed => c.not_listed += 1,
            RowVerdict::NeedsAlgorithms { .. } => c.needs_algorithms += 1,
            RowVerdict::Match { .. } => c.matched += 1,
            RowVerdict::MatchedUnderOtherName { .. } => {
                c.matched += 1;
                c.under_other_name += 1;
            }
            RowVerdict::Mismatch { .. } => c.mismatched += 1,
            RowVerdict::BadSignature { .. } | RowVerdict::BadFileSignature => {
                c.bad_signature += 1;
            }
            RowVerdict::SignedFile => {
                c.matched += 1;
                c.signed_only += 1;
            }
            RowVerdict::SignatureNotChecked => c.signature_not_checked += 1,
        }
    }
    c
}

/// The headline's kind: the first rule of the table that applies.
fn kind(
    v: &Verification,
    rows: &BTreeMap<PathBuf, Row>,
    lists: &[ListReport],
    c: &Counts,
) -> HeadlineKind {
    let bad: Vec<PathBuf> = lists
        .iter()
        .filter(|l| l.trust.is_bad())
        .map(|l| l.path.clone())
        .collect();
    let unclaimed = || -> Vec<Wanted> {
        lists
            .iter()
            .flat_map(|l| l.unclaimed.iter().cloned().map(Wanted::Entry))
            .collect()
    };
    let bad_files = signatures::bad_files(rows);
    if !bad.is_empty() || !bad_files.is_empty() {
        HeadlineKind::BadSignature {
            lists: bad,
            files: bad_files,
        }
    } else if c.mismatched > 0 {
        HeadlineKind::Mismatch
    } else if c.pending > 0 {
        HeadlineKind::Hashing
    } else if c.needs_algorithms > 0 {
        HeadlineKind::NeedsAlgorithms {
            missing: missing_algorithms(rows),
        }
    } else if c.not_found > 0 {
        HeadlineKind::NotFound {
            wanted: files_not_found(rows),
        }
    } else if c.could_not_hash > 0 {
        HeadlineKind::CouldNotHash
    } else if c.not_listed > 0 {
        HeadlineKind::NotListed {
            listed: unclaimed(),
        }
    } else if c.signature_not_checked > 0 {
        HeadlineKind::SignatureNotChecked {
            signatures: signatures::unchecked_files(rows),
        }
    } else if c.matched > 0 {
        HeadlineKind::Match {
            trust: trust_line(v, rows),
            weak: weakest_match(rows),
            signatures: signatures::relied_on(v, rows),
        }
    } else {
        idle(v, c, unclaimed())
    }
}

/// The headline when nothing was compared: what the lists wait for, else what there is.
fn idle(v: &Verification, c: &Counts, unclaimed: Vec<Wanted>) -> HeadlineKind {
    if !unclaimed.is_empty() {
        HeadlineKind::NotFound { wanted: unclaimed }
    } else if c.files > 0 {
        HeadlineKind::NothingExpected
    } else if v.sources().next().is_some() {
        HeadlineKind::AwaitingFiles
    } else {
        HeadlineKind::Empty
    }
}

fn missing_algorithms(rows: &BTreeMap<PathBuf, Row>) -> Vec<Algorithm> {
    let set: BTreeSet<Algorithm> = rows
        .values()
        .filter_map(|r| match &r.verdict {
            RowVerdict::NeedsAlgorithms { missing } => Some(missing.iter().copied()),
            _ => None,
        })
        .flatten()
        .collect();
    set.into_iter().collect()
}

fn files_not_found(rows: &BTreeMap<PathBuf, Row>) -> Vec<Wanted> {
    rows.iter()
        .filter(|(_, r)| r.verdict == RowVerdict::NotFound)
        .map(|(path, _)| Wanted::File { path: path.clone() })
        .collect()
}

/// The weak algorithm a match relied on, the weakest first.
fn weakest_match(rows: &BTreeMap<PathBuf, Row>) -> Option<Algorithm> {
    const WEAKEST_FIRST: [Algorithm; 3] = [Algorithm::Crc32, Algorithm::Md5, Algorithm::Sha1];
    let used: BTreeSet<Algorithm> = rows
        .values()
        .filter_map(|r| match r.verdict {
            RowVerdict::Match { algorithm, .. }
            | RowVerdict::MatchedUnderOtherName { algorithm, .. } => Some(algorithm),
            _ => None,
        })
        .collect();
    WEAKEST_FIRST.into_iter().find(|a| used.contains(a))
}

/// The line under a green headline: the least trusted list a match relied on, or where
/// a typed or copied checksum came from.
fn trust_line(v: &Verification, rows: &BTreeMap<PathBuf, Row>) -> TrustLine {
    let matches = rows
        .values()
        .filter(|r| is_matched(r))
        .flat_map(|r| &r.checks)
        .filter(|c| matches!(c.outcome, CheckOutcome::Match { .. }));
    let mut lists: BTreeSet<&PathBuf> = BTreeSet::new();
    let (mut copied, mut typed) = (false, false);
    for c in matches {
        match &c.against.origin {
            Origin::ChecksumFile { path } => {
                lists.insert(path);
            }
            Origin::Clipboard => copied = true,
            Origin::Typed => typed = true,
        }
    }
    let relied: Vec<(&PathBuf, &Trust)> = lists
        .into_iter()
        .filter_map(|path| Some((path, &v.lists.get(path)?.trust)))
        .collect();
    let weakest = relied
        .iter()
        .filter(|(_, t)| !t.is_trusted())
        .min_by_key(|(path, t)| (distrust_rank(t), *path))
        .or(relied.first());
    match weakest {
        Some((list, trust)) => line_for(list, trust),
        None if copied => TrustLine::Copied,
        None if typed => TrustLine::Typed,
        None => TrustLine::OwnSignature,
    }
}

/// Which untrusted list to name first: a refused signature, then an unknown key, then
/// no signature.
fn distrust_rank(t: &Trust) -> u8 {
    match t {
        Trust::Rejected { .. } | Trust::SignatureUnreadable | Trust::BadSignature => 0,
        Trust::SignedByUnknownKey { .. } => 1,
        _ => 2,
    }
}

fn line_for(list: &Path, trust: &Trust) -> TrustLine {
    let list_path = list.to_path_buf();
    match trust {
        Trust::SignedByBundled { .. } | Trust::SignedByAdded { .. } => TrustLine::Signed {
            list: list_path,
            trust: trust.clone(),
        },
        Trust::Unsigned => {
            let mut beside = list.as_os_str().to_owned();
            beside.push(".gpg");
            TrustLine::Unsigned {
                list: list_path,
                put_beside: PathBuf::from(beside),
            }
        }
        Trust::SignedByUnknownKey { key_id } => TrustLine::UnknownKey {
            list: list_path,
            key_id: key_id.clone(),
        },
        Trust::Rejected { .. } | Trust::SignatureUnreadable | Trust::BadSignature => {
            TrustLine::NotAccepted {
                list: list_path,
                trust: trust.clone(),
            }
        }
    }
}
