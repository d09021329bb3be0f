//! The signatures inside the one verdict: a file's own signature on its row, and the
//! signatures a match relies on, for the headline's colour. A bad signature is red
//! like a mismatch, wherever it is; one that could not be checked is never green.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use crate::sums::expect::Origin;

use super::Verification;
use super::report::{CheckOutcome, Row, RowVerdict};
use super::signature::{SigNote, SigState, Signed, Trust};

/// A row's verdict once the file's own signature is taken in: a bad one outweighs
/// everything; a good one vouches for a file nothing else concerns; one that could not
/// be checked says so where nothing else would be said.
pub(super) fn with_own_signature(verdict: RowVerdict, own: Option<&Trust>) -> RowVerdict {
    let Some(own) = own else {
        return verdict;
    };
    match (own.state(), &verdict) {
        (SigState::Bad, _) => RowVerdict::BadFileSignature,
        (SigState::Good, RowVerdict::NotListed | RowVerdict::NothingExpected) => {
            RowVerdict::SignedFile
        }
        (SigState::NotChecked, RowVerdict::NotListed | RowVerdict::NothingExpected) => {
            RowVerdict::SignatureNotChecked
        }
        _ => verdict,
    }
}

/// The given files whose own signature is bad, in path order.
pub(super) fn bad_files(rows: &BTreeMap<PathBuf, Row>) -> Vec<PathBuf> {
    rows.iter()
        .filter(|(_, r)| r.verdict == RowVerdict::BadFileSignature)
        .map(|(p, _)| p.clone())
        .collect()
}

/// The own signatures of the files that nothing but an unchecked signature concerns.
pub(super) fn unchecked_files(rows: &BTreeMap<PathBuf, Row>) -> Vec<SigNote> {
    rows.iter()
        .filter(|(_, r)| r.verdict == RowVerdict::SignatureNotChecked)
        .filter_map(|(p, r)| {
            Some(SigNote {
                subject: Signed::File(p.clone()),
                trust: r.signature.clone()?,
            })
        })
        .collect()
}

/// Whether a row counts as a match (by a checksum, or by its own good signature).
pub(super) fn is_matched(r: &Row) -> bool {
    matches!(
        r.verdict,
        RowVerdict::Match { .. }
            | RowVerdict::MatchedUnderOtherName { .. }
            | RowVerdict::SignedFile
    )
}

/// Every signature the matches rely on: the signed lists whose checksums matched (an
/// unsigned list is not a signature), then the matched files' own signatures.
pub(super) fn relied_on(v: &Verification, rows: &BTreeMap<PathBuf, Row>) -> Vec<SigNote> {
    let matched = rows.iter().filter(|(_, r)| is_matched(r));
    let mut lists: BTreeSet<&PathBuf> = BTreeSet::new();
    let mut files = Vec::new();
    for (path, row) in matched {
        for c in &row.checks {
            if let (CheckOutcome::Match { .. }, Origin::ChecksumFile { path }) =
                (&c.outcome, &c.against.origin)
            {
                lists.insert(path);
            }
        }
        if let Some(own) = row
            .signature
            .as_ref()
            .filter(|t| t.state() != SigState::None)
        {
            files.push(SigNote {
                subject: Signed::File(path.clone()),
                trust: own.clone(),
            });
        }
    }
    let list_notes = lists.into_iter().filter_map(|path| {
        let trust = &v.lists.get(path)?.trust;
        (trust.state() != SigState::None).then(|| SigNote {
            subject: Signed::List(path.clone()),
            trust: trust.clone(),
        })
    });
    list_notes.chain(files).collect()
}
