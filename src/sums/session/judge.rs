//! The report as a pure function of a [`Verification`]'s state. Lists are visited in
//! path order, files in path order and entries in line order, and every tie is broken
//! by those orders, so the answer depends on what is there, never on when it came.

use std::cmp::Reverse;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::engine::parts::PartsResult;
use crate::engine::{Algorithm, Digest, FileError};
use crate::sums::cloud::{CloudExpected, CloudMatch, CloudVerdict};
use crate::sums::entry::LineVerdict;
use crate::sums::expect::{Expected, Origin, name_designates};

use super::headline::headline;
use super::model::{List, Source, base_keys, file_key};
use super::report::{
    Against, Check, CheckOutcome, Cut, Link, ListReport, Report, Row, RowVerdict, Unclaimed,
};
use super::signatures::{is_matched, with_own_signature};
use super::{FileState, Trust, Verification};

/// Which entries of each list (in path order) a given file claims.
type Claims = Vec<Vec<bool>>;

pub(super) fn report(v: &Verification) -> Report {
    let lists: Vec<&List> = v.lists.values().collect();
    let mut claims: Claims = lists
        .iter()
        .map(|l| vec![false; l.source.entries.len()])
        .collect();
    let mut rows: BTreeMap<PathBuf, Row> = v
        .files
        .iter()
        .map(|(path, state)| {
            let row = row(v, &lists, path, state, &mut claims);
            (
                path.clone(),
                held_for_signature(row, v.awaits_file_signature(path)),
            )
        })
        .collect();
    mark_unchecked(v, &mut rows);
    let list_reports: Vec<ListReport> = v
        .lists
        .iter()
        .zip(&claims)
        .map(|((path, list), claimed)| list_report(path, list, claimed))
        .collect();
    Report {
        headline: headline(v, &rows, &list_reports),
        rows,
        lists: list_reports,
    }
}

/// The row of one file given, marking the list entries it claims.
fn row(
    v: &Verification,
    lists: &[&List],
    path: &Path,
    state: &FileState,
    claims: &mut Claims,
) -> Row {
    let digests: Option<Vec<&Digest>> = match state {
        FileState::Hashed(ds) => Some(ds.iter().collect()),
        _ => None,
    };
    // A name claims its entry before the file is hashed: a queued file already
    // answers for it, so the list does not call it "not here" meanwhile.
    let named: Vec<(usize, usize, Link)> = lists
        .iter()
        .enumerate()
        .filter_map(|(li, l)| {
            let (entry, link) = best_claim(&l.source, path, digests.as_deref())?;
            Some((li, entry, link))
        })
        .flat_map(|(li, entry, link)| {
            // A list that names the same file twice is held to every line, as
            // `sha256sum -c` holds it: a contradicting line is a mismatch, never hidden.
            same_name(&lists[li].source, entry)
                .into_iter()
                .map(move |e| (li, e, link))
        })
        .collect();
    for &(li, entry, _) in &named {
        claims[li][entry] = true;
    }
    let own = v.file_signatures.get(path);
    let verdict = match state {
        FileState::Waiting => RowVerdict::Waiting,
        FileState::Hashing => RowVerdict::Hashing,
        FileState::Failed(e) => failed(e),
        FileState::Hashed(_) => {
            let ds = digests.as_deref().unwrap_or_default();
            return with_own(hashed_row(v, lists, path, ds, &named, claims), own);
        }
    };
    let row = Row {
        verdict,
        checks: Vec::new(),
        signature: None,
        unchecked: false,
    };
    with_own(row, own)
}

/// The row of a file whose own signature is still being looked for: what could still
/// turn red (a match, a good or unchecked signature, nothing expected or not listed)
/// waits for it. Red stays red, and what is not hashed yet says so.
fn held_for_signature(mut row: Row, awaited: bool) -> Row {
    if awaited
        && matches!(
            row.verdict,
            RowVerdict::Match { .. }
                | RowVerdict::MatchedUnderOtherName { .. }
                | RowVerdict::SignedFile
                | RowVerdict::SignatureNotChecked
                | RowVerdict::NothingExpected
                | RowVerdict::NotListed
        )
    {
        row.verdict = RowVerdict::CheckingSignature;
    }
    row
}

/// The row with the file's own signature taken in.
fn with_own(mut row: Row, own: Option<&Trust>) -> Row {
    row.verdict = with_own_signature(row.verdict, own);
    row.signature = own.cloned();
    row
}

/// Marks the matches that rely on a signature not checked (their own, or a list's).
fn mark_unchecked(v: &Verification, rows: &mut BTreeMap<PathBuf, Row>) {
    for row in rows.values_mut().filter(|r| is_matched(r)) {
        let own = row
            .signature
            .as_ref()
            .is_some_and(|t| t.state() == super::SigState::NotChecked);
        let listed = row
            .checks
            .iter()
            .any(|c| match (&c.outcome, &c.against.origin) {
                (CheckOutcome::Match { .. }, Origin::ChecksumFile { path }) => v
                    .lists
                    .get(path)
                    .is_some_and(|l| l.trust.state() == super::SigState::NotChecked),
                _ => false,
            });
        row.unchecked = own || listed;
    }
}

/// The entry and every other line of the same list that lists exactly the same name.
fn same_name(source: &Source, entry: usize) -> Vec<usize> {
    let name = source.entries[entry].name();
    let mut out = vec![entry];
    if let Some(key) = name.and_then(|n| base_keys(n).next()) {
        out.extend(
            source
                .named(&key)
                .filter(|&j| j != entry && source.entries[j].name() == name),
        );
    }
    out
}

fn failed(error: &FileError) -> RowVerdict {
    if error.is_missing() {
        RowVerdict::NotFound
    } else {
        RowVerdict::CouldNotHash
    }
}

/// The row of a hashed file: its name's entries in the lists, else its checksum's;
/// what was typed; and the clipboard only for a file no list concerns.
fn hashed_row(
    v: &Verification,
    lists: &[&List],
    path: &Path,
    ds: &[&Digest],
    named: &[(usize, usize, Link)],
    claims: &mut Claims,
) -> Row {
    let mut checks: Vec<Check> = named
        .iter()
        .map(|&(li, entry, link)| check(&lists[li].source, entry, link, ds))
        .collect();
    let mut search_incomplete = None;
    if named.is_empty() {
        match by_digest(lists, ds) {
            Some((li, entry)) => {
                claims[li][entry] = true;
                checks.push(check(&lists[li].source, entry, Link::Digest, ds));
            }
            None => search_incomplete = Some(uncomputed(lists, ds)).filter(|m| !m.is_empty()),
        }
    }
    let lists_concern = !checks.is_empty();
    let parts = v.parts.get(path);
    if let Some(typed) = &v.typed {
        checks.extend(loose_checks(typed, path, ds, parts));
    } else if let Some(copied) = v.clipboard_in_use()
        && !lists_concern
        && search_incomplete.is_none()
    {
        checks.extend(loose_checks(copied, path, ds, parts));
    }
    let expecting = v.sources().next().is_some();
    // An unfinished search by checksum decides only when nothing else was compared: a
    // typed match stays a match whatever a list would add.
    let search_incomplete = search_incomplete.filter(|_| checks.is_empty());
    Row {
        verdict: verdict_of(v, &checks, search_incomplete, expecting),
        checks,
        signature: None,
        unchecked: false,
    }
}

/// The entry of `source` that the file at `path` answers for, with how: where the list
/// says it lies, else a path ending with the listed name, else the same base name; among
/// equals, one it matches (two folders' `ubuntu.iso` in one list), else the first line.
fn best_claim(source: &Source, path: &Path, ds: Option<&[&Digest]>) -> Option<(usize, Link)> {
    let key = file_key(path)?;
    source
        .named(&key)
        .map(|i| (i, link_of(&source.entries[i], path)))
        .max_by_key(|&(i, link)| {
            let matches = ds.is_some_and(|ds| source.entries[i].judge(ds).is_match());
            (link, matches, Reverse(i))
        })
}

/// How a listed entry that has the file's base name ties to the file.
fn link_of(entry: &Expected, path: &Path) -> Link {
    let names_folders = |n: &[u8]| has_folder(n) && name_designates(path, n);
    match entry {
        Expected::Listed { path: Some(at), .. } if at == path => Link::Location,
        _ if entry.name().is_some_and(names_folders) => Link::PathEnd,
        _ => Link::BaseName,
    }
}

/// Whether a listed name says more than a base name (`sub/a.iso`, not `./a.iso`).
fn has_folder(name: &[u8]) -> bool {
    let mut name = name;
    while let Some(rest) = name.strip_prefix(b"./") {
        name = rest;
    }
    name.iter().any(|&b| b == b'/' || b == b'\\')
}

/// The first entry, in list and line order, that the file's digests match.
fn by_digest(lists: &[&List], ds: &[&Digest]) -> Option<(usize, usize)> {
    lists.iter().enumerate().find_map(|(li, l)| {
        let s = &l.source;
        let hit = ds
            .iter()
            .flat_map(|d| s.with_digest(d.as_bytes()))
            .filter(|&i| s.entries[i].judge(ds).is_match())
            .min()?;
        Some((li, hit))
    })
}

/// The lists' algorithms the file was not hashed with: until they are, "in no list" is
/// not known.
fn uncomputed(lists: &[&List], ds: &[&Digest]) -> Vec<Algorithm> {
    let mut out: Vec<Algorithm> = lists
        .iter()
        .flat_map(|l| l.source.algorithms.iter().copied())
        .filter(|a| !ds.iter().any(|d| d.algorithm() == *a))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The checks of typed or copied checksums: a bare digest applies to every file, a
/// line to the file it names.
fn loose_checks(
    source: &Source,
    path: &Path,
    ds: &[&Digest],
    parts: Option<&PartsResult>,
) -> Vec<Check> {
    let mut out: Vec<Check> = source
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            Expected::Bare(_) => Some(check(source, i, Link::Bare, ds)),
            Expected::Multipart(m) => Some(Check {
                against: against(source, i, Link::Bare),
                outcome: parts_outcome(m, parts),
            }),
            Expected::Listed { .. } => None,
        })
        .collect();
    if let Some((i, link)) = best_claim(source, path, Some(ds)) {
        out.push(check(source, i, link, ds));
    }
    out
}

/// A multipart value against the parts' digests of a file, when they are known and
/// were computed for this value.
fn parts_outcome(expected: &CloudExpected, parts: Option<&PartsResult>) -> CheckOutcome {
    let Some(result) = parts.filter(|r| expected.answered_by(r)) else {
        return CheckOutcome::TryingParts;
    };
    let cut = |parts, part_size, etag| {
        Some(Cut {
            parts,
            part_size,
            etag,
        })
    };
    match expected.judge(result) {
        CloudVerdict::Match(CloudMatch::S3Etag { parts, part_size }) => CheckOutcome::Match {
            algorithm: Algorithm::Md5,
            cut: cut(parts, part_size, true),
        },
        CloudVerdict::Match(CloudMatch::S3Composite {
            algorithm,
            parts,
            part_size,
        }) => CheckOutcome::Match {
            algorithm,
            cut: cut(parts, part_size, false),
        },
        CloudVerdict::Match(CloudMatch::Digest { algorithm, .. }) => CheckOutcome::Match {
            algorithm,
            cut: None,
        },
        CloudVerdict::Mismatch {
            size_rules_out_parts,
        } => CheckOutcome::PartsMismatch {
            tried: expected.work(result.size).plans.len(),
            size_rules_out_parts,
        },
    }
}

fn check(source: &Source, entry: usize, link: Link, ds: &[&Digest]) -> Check {
    let e = &source.entries[entry];
    let outcome = match e.judge(ds) {
        LineVerdict::Ok { algorithm } => CheckOutcome::Match {
            algorithm,
            cut: None,
        },
        LineVerdict::Failed { actual } => CheckOutcome::Mismatch { actual },
        // `judge` gives only these three; whatever else would also mean "not known yet".
        _ => CheckOutcome::NeedsAlgorithms {
            missing: e
                .candidates()
                .iter()
                .copied()
                .filter(|a| !ds.iter().any(|d| d.algorithm() == *a))
                .collect(),
        },
    };
    Check {
        against: against(source, entry, link),
        outcome,
    }
}

fn against(source: &Source, entry: usize, link: Link) -> Against {
    let e = &source.entries[entry];
    Against {
        origin: source.origin.clone(),
        line: e.line(),
        name: e.name().map(<[u8]>::to_vec),
        expected: e.digest().to_vec(),
        candidates: e.candidates().to_vec(),
        link,
    }
}

/// A hashed file's verdict, most serious check first.
fn verdict_of(
    v: &Verification,
    checks: &[Check],
    search_incomplete: Option<Vec<Algorithm>>,
    expecting: bool,
) -> RowVerdict {
    if let Some(list) = checks.iter().find_map(|c| bad_list(v, c)) {
        return RowVerdict::BadSignature { list };
    }
    if let Some(c) = checks.iter().find(|c| {
        matches!(
            c.outcome,
            CheckOutcome::Mismatch { .. } | CheckOutcome::PartsMismatch { .. }
        )
    }) {
        return RowVerdict::Mismatch {
            origin: c.against.origin.clone(),
        };
    }
    let mut missing: Vec<Algorithm> = checks
        .iter()
        .filter_map(|c| match &c.outcome {
            CheckOutcome::NeedsAlgorithms { missing } => Some(missing.iter().copied()),
            _ => None,
        })
        .flatten()
        .chain(search_incomplete.into_iter().flatten())
        .collect();
    if !missing.is_empty() {
        missing.sort();
        missing.dedup();
        return RowVerdict::NeedsAlgorithms { missing };
    }
    if checks
        .iter()
        .any(|c| c.outcome == CheckOutcome::TryingParts)
    {
        return RowVerdict::TryingParts;
    }
    matched(checks).unwrap_or(if expecting {
        RowVerdict::NotListed
    } else {
        RowVerdict::NothingExpected
    })
}

/// The list of a check made against a list whose signature is bad.
fn bad_list(v: &Verification, c: &Check) -> Option<PathBuf> {
    let Origin::ChecksumFile { path } = &c.against.origin else {
        return None;
    };
    v.lists
        .get(path)
        .filter(|l| l.trust.is_bad())
        .map(|_| path.clone())
}

/// The match to show: one by name or a bare digest, else one by checksum.
fn matched(checks: &[Check]) -> Option<RowVerdict> {
    let algorithm_of = |c: &Check| match c.outcome {
        CheckOutcome::Match { algorithm, cut } => Some((algorithm, cut)),
        _ => None,
    };
    if let Some((c, (algorithm, cut))) = checks
        .iter()
        .filter(|c| c.against.link != Link::Digest)
        .find_map(|c| Some((c, algorithm_of(c)?)))
    {
        return Some(RowVerdict::Match {
            origin: c.against.origin.clone(),
            algorithm,
            cut,
        });
    }
    let (c, (algorithm, _)) = checks.iter().find_map(|c| Some((c, algorithm_of(c)?)))?;
    let Origin::ChecksumFile { path } = &c.against.origin else {
        return None;
    };
    Some(RowVerdict::MatchedUnderOtherName {
        list: path.clone(),
        listed_name: c.against.name.clone().unwrap_or_default(),
        algorithm,
    })
}

fn list_report(path: &Path, list: &List, claimed: &[bool]) -> ListReport {
    let shared: Arc<Path> = path.into();
    let unclaimed = claimed
        .iter()
        .enumerate()
        .filter(|&(_, &c)| !c)
        .filter_map(|(i, _)| Unclaimed::new(shared.clone(), list.source.entries.clone(), i))
        .collect();
    ListReport {
        path: path.to_path_buf(),
        trust: list.trust.clone(),
        entries: list.source.entries.len(),
        malformed: list.malformed,
        claimed: claimed.iter().filter(|&&c| c).count(),
        unclaimed,
    }
}
