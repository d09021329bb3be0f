//! The publishers' signed lists in the verification session (fetched when the person
//! asked), by the path of their copy in the data folder: the window names such a list
//! after its publisher ("Ubuntu's signed list"), never by a cache file's name, and a
//! verdict about one file that rests on it is said in the publisher's words ("This is
//! NOT the file Ubuntu published as …"). The verdict itself is the session's.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use crate::sums::{CheckOutcome, Colour, HeadlineKind, Origin, Report, RowVerdict};
use crate::t;

/// What the window knows of a publisher's list beyond the session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublisherList {
    /// The publisher (`Ubuntu`).
    pub publisher: String,
    /// When its good signature was made, if it says.
    pub signed_on: Option<SystemTime>,
}

/// Shared by every window of the process: a path in the data folder names the same
/// publisher's list in each, and the verdict's words are drawn from many places.
static LISTS: Mutex<BTreeMap<PathBuf, PublisherList>> = Mutex::new(BTreeMap::new());

/// The list at `path` (its copy in the data folder) is `list.publisher`'s.
pub fn remember(path: &Path, list: PublisherList) {
    if let Ok(mut lists) = LISTS.lock() {
        lists.insert(path.to_path_buf(), list);
    }
}

/// The publisher's list at `path`, if it is one.
pub fn of(path: &Path) -> Option<PublisherList> {
    LISTS.lock().ok()?.get(path).cloned()
}

/// The headline in the publisher's words, when the session's verdict is about one
/// file and rests on a publisher's list: red "This is NOT the file Ubuntu published as
/// …" for a mismatch with it, "Do NOT use: Ubuntu's list failed its signature check"
/// for a bad signature, green "This is …, exactly as Ubuntu published it" for a match
/// signed by the publisher's key. `None`: the session's ordinary words.
pub fn headline(report: &Report) -> Option<String> {
    let h = &report.headline;
    if let HeadlineKind::BadSignature { lists, .. } = &h.kind {
        let list = of(lists.first()?)?;
        return Some(format!(
            "✖ {}",
            t!("publisher-bad-signature", publisher = list.publisher)
        ));
    }
    let c = &h.counts;
    if c.matched + c.mismatched != 1 {
        return None;
    }
    let row = report.rows.values().find(|r| {
        matches!(
            r.verdict,
            RowVerdict::Match { .. }
                | RowVerdict::MatchedUnderOtherName { .. }
                | RowVerdict::Mismatch { .. }
        )
    })?;
    let (path, name) = match &row.verdict {
        RowVerdict::MatchedUnderOtherName {
            list, listed_name, ..
        } => (list.clone(), listed_name.clone()),
        RowVerdict::Match {
            origin: Origin::ChecksumFile { path },
            ..
        }
        | RowVerdict::Mismatch {
            origin: Origin::ChecksumFile { path },
        } => {
            let mismatch = matches!(row.verdict, RowVerdict::Mismatch { .. });
            let check = row.checks.iter().find(|k| {
                k.against.origin == Origin::ChecksumFile { path: path.clone() }
                    && matches!(k.outcome, CheckOutcome::Mismatch { .. }) == mismatch
            })?;
            (path.clone(), check.against.name.clone()?)
        }
        _ => return None,
    };
    let list = of(&path)?;
    let name = String::from_utf8_lossy(&name);
    let name = name.rsplit('/').next().unwrap_or_default();
    let publisher = list.publisher.as_str();
    match (h.colour(), &h.kind) {
        (Colour::Red, HeadlineKind::Mismatch) => Some(format!(
            "✖ {}",
            t!("publisher-mismatch", publisher = publisher, name = name)
        )),
        (Colour::Green, HeadlineKind::Match { .. }) => {
            Some(format!("✔ {}", matched(publisher, name, list.signed_on)))
        }
        _ => None,
    }
}

/// "This is NAME, exactly as PUBLISHER published it (signed by PUBLISHER's key on DAY)."
pub fn matched(publisher: &str, name: &str, on: Option<SystemTime>) -> String {
    match on {
        Some(on) => {
            let day = crate::trust::format_date(on);
            let day = day.split(' ').next().unwrap_or_default().to_owned();
            t!(
                "publisher-matched",
                name = name,
                publisher = publisher,
                day = day
            )
        }
        None => t!(
            "publisher-matched-undated",
            name = name,
            publisher = publisher
        ),
    }
}
