//! The publishers' answers in the verification session's words. A publisher's signed
//! list (fetched when the person asked) is in the session under the path of its copy
//! in the data folder, and carries how it is shown ([`ShownAs`]): the window names it
//! after its publisher ("Ubuntu's signed list"), never by a cache file's name. An
//! image's own signature fetched from its publisher (Arch Linux's `FILE.sig`) carries
//! it too. A verdict about one file that rests on either is said in the publisher's
//! words ("This is NOT the file Ubuntu published as …"); the verdict itself is the
//! session's. Everything is read from the session the window holds: no state of its own.

use std::path::Path;
use std::time::SystemTime;

use crate::sums::{
    CheckOutcome, Colour, HeadlineKind, Origin, Report, RowVerdict, ShownAs, TrustLine,
    Verification,
};
use crate::t;

/// How the window names the paths a verdict speaks of, from its session: a
/// publisher's list by its publisher, anything else by its file name.
#[derive(Clone, Copy)]
pub struct Names<'a> {
    model: &'a Verification,
}

impl<'a> Names<'a> {
    /// The names the session `model` gives.
    pub fn new(model: &'a Verification) -> Self {
        Self { model }
    }

    /// The publisher's list at `path`, if it is one.
    pub fn list(&self, path: &Path) -> Option<&'a ShownAs> {
        self.model.shown_as(path)
    }

    /// "Ubuntu's signed list" for a publisher's list, else the file's name.
    pub fn of(&self, path: &Path) -> String {
        match self.list(path) {
            Some(list) => t!("publisher-list-name", publisher = list.publisher.as_str()),
            None => plain_name(path),
        }
    }
}

/// The last part of a path, as shown.
pub fn plain_name(p: &Path) -> String {
    p.file_name().map_or_else(
        || p.to_string_lossy().into_owned(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// The headline in the publisher's words, when the session's verdict is about one
/// file and rests on a publisher's list or on the image's own signature fetched from
/// its publisher: red "This is NOT the file Ubuntu published as …" for a mismatch with
/// the list or a bad image signature, "Do NOT use: Ubuntu's list failed its signature
/// check" for a list's bad signature, green "This is …, exactly as Ubuntu published it"
/// for a match signed by the publisher's key. `None`: the session's ordinary words.
pub fn headline(report: &Report, model: &Verification) -> Option<String> {
    let names = Names::new(model);
    let h = &report.headline;
    match &h.kind {
        HeadlineKind::BadSignature { lists, files } => {
            if let Some(list) = lists.first() {
                let list = names.list(list)?;
                let publisher = list.publisher.as_str();
                return Some(format!(
                    "✖ {}",
                    t!("publisher-bad-signature", publisher = publisher)
                ));
            }
            let [file] = files.as_slice() else {
                return None;
            };
            let by = model.file_signature_shown_as(file)?;
            let name = plain_name(file);
            Some(format!("✖ {}", mismatch(by, &name)))
        }
        HeadlineKind::Match {
            trust: TrustLine::OwnSignature,
            ..
        } if h.colour() == Colour::Green && h.counts.matched == 1 => {
            let (file, _) = report
                .rows
                .iter()
                .find(|(_, r)| matches!(r.verdict, RowVerdict::SignedFile))?;
            let by = model.file_signature_shown_as(file)?;
            let name = plain_name(file);
            let called = title_of(by, &name).unwrap_or(&name);
            Some(format!(
                "✔ {}",
                matched(&by.publisher, called, by.signed_on)
            ))
        }
        _ => list_headline(report, names),
    }
}

/// [`headline`] for a verdict that rests on a publisher's list.
fn list_headline(report: &Report, names: Names<'_>) -> Option<String> {
    let h = &report.headline;
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
    let list = names.list(&path)?;
    let name = String::from_utf8_lossy(&name);
    let name = name.rsplit('/').next().unwrap_or_default();
    match (h.colour(), &h.kind) {
        (Colour::Red, HeadlineKind::Mismatch) => Some(format!("✖ {}", mismatch(list, name))),
        (Colour::Green, HeadlineKind::Match { .. }) => {
            let called = title_of(list, name).unwrap_or(name);
            Some(format!(
                "✔ {}",
                matched(&list.publisher, called, list.signed_on)
            ))
        }
        _ => None,
    }
}

/// What the release named `name` is called, when the publisher's catalogue says.
fn title_of<'a>(shown: &'a ShownAs, name: &str) -> Option<&'a str> {
    let title = shown.title.as_ref()?;
    (title.file == name).then_some(title.words.as_str())
}

fn mismatch(shown: &ShownAs, name: &str) -> String {
    mismatch_words(&shown.publisher, name, title_of(shown, name))
}

/// "This is NOT the file PUBLISHER published as NAME: download it again", naming the
/// release by its title when the catalogue has one.
pub fn mismatch_words(publisher: &str, name: &str, title: Option<&str>) -> String {
    match title {
        Some(title) => t!(
            "publisher-mismatch-titled",
            publisher = publisher,
            name = name,
            title = title
        ),
        None => t!("publisher-mismatch", publisher = publisher, name = name),
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
