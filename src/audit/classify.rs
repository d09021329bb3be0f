//! From two sides of records to findings: paths first (matched, changed), then the
//! content of what is left (moved), then what is still left (missing, new), and
//! duplicates within each side.

use std::collections::HashMap;
use std::path::Path;

use crate::engine::{Digest, SkipReason};

use super::list::{Record, State};
use super::{Finding, Side};

/// Classifies every record of `a` and `b` (whose states are all final).
pub(super) fn classify(a: &[Record], b: &[Record]) -> Vec<Finding> {
    let mut out = Vec::new();
    let b_by_path: HashMap<&Path, usize> = files(b).map(|(i, r)| (r.rel.as_path(), i)).collect();
    let a_paths: HashMap<&Path, usize> = files(a).map(|(i, r)| (r.rel.as_path(), i)).collect();
    let mut a_only = Vec::new();
    for (_, ra) in files(a) {
        match b_by_path.get(ra.rel.as_path()) {
            Some(&j) => same_path(ra, &b[j], &mut out),
            None => a_only.push(ra),
        }
    }
    let b_only: Vec<&Record> = files(b)
        .filter(|(_, r)| !a_paths.contains_key(r.rel.as_path()))
        .map(|(_, r)| r)
        .collect();
    pair_the_rest(a_only, b_only, &mut out);
    let all_a: HashMap<&Path, &Record> = a.iter().map(|r| (r.rel.as_path(), r)).collect();
    let all_b: HashMap<&Path, &Record> = b.iter().map(|r| (r.rel.as_path(), r)).collect();
    for (side, records, other) in [(Side::A, a, &all_b), (Side::B, b, &all_a)] {
        duplicates(side, records, &mut out);
        for r in records {
            if let State::Skipped(reason) = r.state {
                out.push(Finding::Skipped {
                    side,
                    path: r.rel.clone(),
                    reason,
                });
                skipped_on_one_side(side, r, reason, other.get(r.rel.as_path()), &mut out);
            }
        }
    }
    out.sort_by(|x, y| {
        x.path()
            .as_os_str()
            .cmp(y.path().as_os_str())
            .then(x.category().cmp(&y.category()))
            .then(x.side().cmp(&y.side()))
    });
    out
}

/// A skipped entry (a link not followed, a FIFO, a device) that the other side does
/// not have, or has as another kind of entry, is a difference, as `diff -r` says ("Only
/// in a: link"); only the same kind at the same path on both sides is mere information.
/// A regular file on the other side is already new or missing by itself.
fn skipped_on_one_side(
    side: Side,
    r: &Record,
    reason: SkipReason,
    other: Option<&&Record>,
    out: &mut Vec<Finding>,
) {
    let path = r.rel.clone();
    match (side, other.map(|o| &o.state)) {
        (Side::A, None) => out.push(Finding::Missing {
            path,
            size: r.facts.size,
        }),
        (Side::B, None) => out.push(Finding::New {
            path,
            size: r.facts.size.unwrap_or(0),
        }),
        // Said once, from side A: a FIFO where a link was.
        (Side::A, Some(State::Skipped(theirs))) if *theirs != reason => {
            out.push(Finding::Changed {
                path,
                a: r.facts,
                b: other.map_or_else(Default::default, |o| o.facts),
                first_difference: None,
            });
        }
        _ => {}
    }
}

/// Records that stand for a file (read, trusted or failed), with their index.
fn files(records: &[Record]) -> impl Iterator<Item = (usize, &Record)> {
    records
        .iter()
        .enumerate()
        .filter(|(_, r)| !matches!(r.state, State::Skipped(_)))
}

fn same_path(a: &Record, b: &Record, out: &mut Vec<Finding>) {
    let path = b.rel.clone();
    match (&a.state, &b.state) {
        (State::Failed(_), _) | (_, State::Failed(_)) => {
            for (side, r) in [(Side::A, a), (Side::B, b)] {
                if let State::Failed(reason) = &r.state {
                    out.push(Finding::Unreadable {
                        side,
                        path: r.rel.clone(),
                        reason: reason.clone(),
                    });
                }
            }
        }
        (State::Trusted, _) | (_, State::Trusted) => out.push(Finding::Matched {
            path,
            size: b.facts.size.unwrap_or(0),
            trusted: true,
        }),
        (State::Hashed(da), State::Hashed(db)) if same_content(da, db) => {
            out.push(Finding::Matched {
                path,
                size: b.facts.size.unwrap_or(0),
                trusted: false,
            });
        }
        _ => out.push(Finding::Changed {
            path,
            a: a.facts,
            b: b.facts,
            first_difference: None,
        }),
    }
}

/// Same content: equal digests for an algorithm both sides have.
fn same_content(a: &[Digest], b: &[Digest]) -> bool {
    a.iter().any(|x| b.iter().any(|y| x == y))
}

fn digests(r: &Record) -> &[Digest] {
    match &r.state {
        State::Hashed(d) => d,
        _ => &[],
    }
}

/// Whether a record's content is empty: no identity to follow, so never moved and
/// never a duplicate.
fn is_empty(r: &Record) -> bool {
    r.facts.size == Some(0)
        || digests(r)
            .first()
            .is_some_and(|d| *d == d.algorithm().digest(b""))
}

/// Pairs paths only on A with paths only on B by content (moved); the rest is missing
/// or new.
fn pair_the_rest(a_only: Vec<&Record>, b_only: Vec<&Record>, out: &mut Vec<Finding>) {
    let mut by_digest: HashMap<&Digest, Vec<usize>> = HashMap::new();
    for (j, r) in b_only.iter().enumerate() {
        if !is_empty(r) {
            for d in digests(r) {
                by_digest.entry(d).or_default().push(j);
            }
        }
    }
    let mut taken = vec![false; b_only.len()];
    for ra in a_only {
        if let State::Failed(reason) = &ra.state {
            out.push(unreadable(Side::A, ra, reason));
            continue;
        }
        let found = if is_empty(ra) {
            None
        } else {
            best_match(ra, &by_digest, &b_only, &taken)
        };
        match found {
            Some(j) => {
                taken[j] = true;
                out.push(Finding::Moved {
                    from: ra.rel.clone(),
                    to: b_only[j].rel.clone(),
                    size: b_only[j].facts.size.unwrap_or(0),
                });
            }
            None => out.push(Finding::Missing {
                path: ra.rel.clone(),
                size: ra.facts.size,
            }),
        }
    }
    for (j, rb) in b_only.iter().enumerate() {
        match &rb.state {
            State::Failed(reason) => out.push(unreadable(Side::B, rb, reason)),
            _ if !taken[j] => out.push(Finding::New {
                path: rb.rel.clone(),
                size: rb.facts.size.unwrap_or(0),
            }),
            _ => {}
        }
    }
}

fn unreadable(
    side: Side,
    r: &Record,
    reason: &std::sync::Arc<crate::engine::FileError>,
) -> Finding {
    Finding::Unreadable {
        side,
        path: r.rel.clone(),
        reason: reason.clone(),
    }
}

/// The B path `a` most likely went to: one with the same file name, then the same name
/// in another case, then the first by path.
fn best_match(
    a: &Record,
    by_digest: &HashMap<&Digest, Vec<usize>>,
    b_only: &[&Record],
    taken: &[bool],
) -> Option<usize> {
    let free: Vec<usize> = digests(a)
        .iter()
        .filter_map(|d| by_digest.get(d))
        .flatten()
        .copied()
        .filter(|&j| !taken[j])
        .collect();
    let name = a.rel.file_name();
    let lower = |n: Option<&std::ffi::OsStr>| n.map(|n| n.to_string_lossy().to_lowercase());
    free.iter()
        .copied()
        .find(|&j| b_only[j].rel.file_name() == name)
        .or_else(|| {
            free.iter()
                .copied()
                .find(|&j| lower(b_only[j].rel.file_name()) == lower(name))
        })
        .or_else(|| free.first().copied())
}

/// Groups of two or more non-empty files with the same content on one side.
fn duplicates(side: Side, records: &[Record], out: &mut Vec<Finding>) {
    let mut groups: HashMap<&Digest, Vec<&Record>> = HashMap::new();
    for r in records {
        if let Some(d) = digests(r).first()
            && !is_empty(r)
        {
            groups.entry(d).or_default().push(r);
        }
    }
    for (_, rs) in groups {
        if rs.len() < 2 {
            continue;
        }
        let size = rs.iter().find_map(|r| r.facts.size);
        let mut paths: Vec<_> = rs.into_iter().map(|r| r.rel.clone()).collect();
        paths.sort_by(|x, y| x.as_os_str().cmp(y.as_os_str()));
        out.push(Finding::Duplicates { side, paths, size });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audit::{Category, Facts, Summary};
    use crate::engine::Algorithm;
    use std::path::PathBuf;

    fn rec(path: &str, content: &[u8]) -> Record {
        Record {
            rel: PathBuf::from(path),
            facts: Facts {
                size: Some(content.len() as u64),
                modified: None,
            },
            state: State::Hashed(Box::new([Algorithm::Blake3.digest(content)])),
        }
    }

    #[test]
    fn every_category_from_records() {
        let a = vec![
            rec("same", b"1"),
            rec("edit", b"old"),
            rec("IMG_1.JPG", b"photo"),
            rec("gone", b"lost"),
            rec("e1", b""),
            rec("dir/x", b"moved"),
        ];
        let b = vec![
            rec("same", b"1"),
            rec("edit", b"new"),
            rec("img_1.jpg", b"photo"),
            rec("fresh", b"hello"),
            rec("e2", b""),
            rec("other/x", b"moved"),
            rec("copy", b"1"),
        ];
        let found = classify(&a, &b);
        let s = Summary::of(&found);
        assert_eq!(
            (
                s.matched,
                s.changed,
                s.moved,
                s.new,
                s.missing,
                s.duplicates
            ),
            (1, 1, 2, 3, 2, 1),
            "{found:#?}"
        );
        let moved: Vec<_> = found
            .iter()
            .filter(|f| f.category() == Category::Moved)
            .map(|f| (f.path(), f.other_path()))
            .collect();
        assert_eq!(
            moved,
            [
                (Path::new("IMG_1.JPG"), Some(Path::new("img_1.jpg"))),
                (Path::new("dir/x"), Some(Path::new("other/x")))
            ]
        );
    }
}
