//! The answer to "is my download OK?", drawn from the check's [`Report`]: one headline
//! whose colour is the report's (red only for a mismatch or a bad signature, green for
//! a match), what to do next, how far a match can be trusted, and a line for what the
//! lists name that is not here. It reads the report and changes nothing; the one
//! button it has is returned as a [`Command`].

use std::path::Path;

use egui::{Color32, RichText, Ui};

use crate::engine::Algorithm;
use crate::engine::digest::to_hex;
use crate::gui::command::Command;
use crate::gui::command::hash::Cmd;
use crate::gui::hash::expected_box::{aligned, file_name, names, weak_note};
use crate::gui::hash::publisher_words::{self, Names};
use crate::gui::hash::signature::{self as signature_view, SignatureState};
use crate::gui::widgets::theme;
use crate::sums::{
    self, CheckOutcome, Colour, Cut, HeadlineKind, Origin, Report, Row, RowVerdict, SigNote,
    SigState, Signed, TrustLine, Verification, Wanted,
};
use crate::t;

/// What the verdict reads: the report, the session (for a file's digests), the words
/// about each list's signature, and the one file checked when only one was.
pub struct Inputs<'a> {
    /// The last report.
    pub report: &'a Report,
    /// The session it is of.
    pub model: &'a Verification,
    /// What a list's signature says, by the list's path.
    pub signature: &'a dyn Fn(&Path) -> Option<&'a SignatureState>,
    /// What a file's own signature says, by the file's path.
    pub file_signature: &'a dyn Fn(&Path) -> Option<&'a SignatureState>,
    /// The file checked, when exactly one was compared with an expected checksum.
    pub single: Option<&'a Path>,
    /// How many files the results list holds (with a folder's files, which the session
    /// is not told of while nothing is expected).
    pub results: usize,
    /// How many files the running job has still to hash ([`super::state::Session::still_hashing`]).
    pub hashing: usize,
}

/// The headline's colour on screen.
pub fn colour(c: Colour, visuals: &egui::Visuals) -> Color32 {
    match c {
        Colour::Green => theme::good(visuals),
        Colour::Amber => theme::amber(visuals),
        Colour::Red => theme::bad(visuals),
        Colour::Neutral => visuals.text_color(),
    }
}

/// The headline in words (with its mark), for the card and for tests; `model`: the
/// session the report is of (how it names what the verdict rests on); `results`: how
/// many files the results list holds; `hashing`: how many the running job has still to
/// hash.
pub fn headline_text(
    report: &Report,
    model: &Verification,
    results: usize,
    hashing: usize,
) -> Option<String> {
    let h = &report.headline;
    let c = &h.counts;
    if !matches!(h.kind, HeadlineKind::Empty | HeadlineKind::NothingExpected)
        && let Some(words) = publisher_words::headline(report, model)
    {
        return Some(words);
    }
    let text = match &h.kind {
        HeadlineKind::Empty | HeadlineKind::NothingExpected => return None,
        HeadlineKind::BadSignature { lists, files } => format!(
            "✖ {}",
            t!(
                "check-bad-signature",
                name = lists
                    .first()
                    .or(files.first())
                    .map(|p| Names::new(model).of(p))
                    .unwrap_or_default()
            )
        ),
        HeadlineKind::SignatureNotChecked { signatures } => format!(
            "⚠ {}",
            t!(
                "check-signature-not-checked",
                count = signatures.len(),
                name = signatures
                    .first()
                    .map(|n| signed_name(n, Names::new(model)))
                    .unwrap_or_default()
            )
        ),
        HeadlineKind::Mismatch if c.mismatched + c.matched <= 1 => {
            format!("✖ {}", t!("verdict-does-not-match"))
        }
        HeadlineKind::Mismatch => format!(
            "✖ {}",
            t!(
                "verdict-some-differ",
                count = c.mismatched,
                total = c.mismatched + c.matched
            )
        ),
        // The session counts a dropped folder as one input until its files come back:
        // while they hash, the job's own count is the true one.
        HeadlineKind::Hashing => t!("check-hashing", count = c.pending.max(hashing)),
        HeadlineKind::NeedsAlgorithms { missing } => {
            t!("check-needs-algorithms", names = names(missing))
        }
        HeadlineKind::NotFound { wanted } => match wanted.as_slice() {
            [one] => t!("check-not-found", name = wanted_name(one)),
            many => t!("check-not-found-many", count = many.len()),
        },
        // Among other files read (a folder's), "the file" would be the wrong one.
        HeadlineKind::CouldNotHash if results > c.could_not_hash => t!(
            "check-could-not-hash-some",
            count = c.could_not_hash,
            total = results
        ),
        HeadlineKind::CouldNotHash => t!("check-could-not-hash", count = c.could_not_hash),
        HeadlineKind::NotListed { .. } => t!("check-not-listed", count = c.not_listed),
        HeadlineKind::Match { .. } if h.colour() == Colour::Amber => {
            format!("⚠ {}", t!("check-match-unchecked", count = c.matched))
        }
        HeadlineKind::Match {
            trust: TrustLine::OwnSignature,
            ..
        } => format!("✔ {}", t!("verdict-signed", count = c.matched)),
        HeadlineKind::Match { .. } if c.matched <= 1 => format!("✔ {}", t!("verdict-matches")),
        HeadlineKind::Match { .. } => {
            format!("✔ {}", t!("verdict-all-match", count = c.matched))
        }
        HeadlineKind::AwaitingFiles => t!("check-awaiting"),
    };
    Some(text)
}

/// The card: headline, what to do next or the detail of the one file, the trust line
/// under a match, the clipboard's note, and the lists' entries that are not here.
pub fn verdict_ui(ui: &mut Ui, inputs: &Inputs<'_>) -> Option<Command> {
    let report = inputs.report;
    let text = headline_text(report, inputs.model, inputs.results, inputs.hashing)?;
    let visuals = ui.visuals().clone();
    let mut action = None;
    let card = egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            // Smaller in a narrow window, so that the lines under it stay in sight.
            let narrow = ui.available_width() < 700.0;
            let size = match (report.headline.colour() == Colour::Neutral, narrow) {
                (true, _) => 22.0,
                (false, true) => 24.0,
                (false, false) => 30.0,
            };
            let headline = ui.add(
                egui::Label::new(
                    RichText::new(&text)
                        .size(size)
                        .strong()
                        .color(colour(report.headline.colour(), &visuals)),
                )
                .wrap(),
            );
            let headline = theme::spoken(headline, &text);
            // A screen reader announces the verdict when it changes; a mismatch, or a
            // signature not checked, at once.
            let live = if matches!(report.headline.colour(), Colour::Red | Colour::Amber) {
                egui::accesskit::Live::Assertive
            } else {
                egui::accesskit::Live::Polite
            };
            ui.ctx()
                .accesskit_node_builder(headline.id, |node| node.set_live(live));
            action = detail_ui(ui, inputs, &visuals);
            if report.headline.clipboard {
                ui.horizontal_wrapped(|ui| {
                    ui.label(t!("check-from-clipboard"));
                    if ui
                        .button(t!("check-dont-use"))
                        .on_hover_text(t!("check-dont-use-hint"))
                        .clicked()
                    {
                        action = Some(Cmd::DontUseClipboard.into());
                    }
                });
            }
            also_listed_ui(ui, report, Names::new(inputs.model), &visuals);
        });
    show_once(ui, &card.response, &text);
    action
}

/// In a small window the part above the table scrolls: when the verdict changes, it
/// scrolls (once, so the person can scroll back) just enough to bring the whole card,
/// with its signature lines and buttons, into sight.
fn show_once(ui: &Ui, card: &egui::Response, text: &str) {
    let id = egui::Id::unique("hashdrop-verdict-shown");
    let seen = ui.ctx().data(|d| d.get_temp::<String>(id));
    if seen.as_deref() == Some(text) {
        return;
    }
    ui.ctx().data_mut(|d| d.insert_temp(id, text.to_string()));
    if !ui.clip_rect().contains_rect(card.rect) {
        card.scroll_to_me(None);
    }
}

/// The words under the headline: what to do next, or the one file's detail, and every
/// signature that bears on it; `AddKey` when "Add the publisher's key…" was pressed.
fn detail_ui(ui: &mut Ui, inputs: &Inputs<'_>, visuals: &egui::Visuals) -> Option<Command> {
    let report = inputs.report;
    let shown = Names::new(inputs.model);
    let c = &report.headline.counts;
    match &report.headline.kind {
        HeadlineKind::BadSignature { lists, files } => {
            match lists.first().map(|l| (l, shown.list(l))) {
                Some((_, Some(list))) => wrapped(
                    ui,
                    t!(
                        "publisher-bad-signature-detail",
                        publisher = list.publisher.as_str()
                    ),
                ),
                Some((list, None)) => {
                    wrapped(ui, t!("check-bad-signature-detail", name = shown.of(list)))
                }
                None => {}
            }
            for file in files {
                wrapped(
                    ui,
                    t!("check-bad-file-signature-detail", name = file_name(file)),
                );
            }
        }
        HeadlineKind::SignatureNotChecked { signatures } => {
            let names: Vec<String> = signatures.iter().map(|n| signed_name(n, shown)).collect();
            let names = names.join(&t!("list-separator"));
            let signer = sigstore_signer(signatures, inputs);
            let named = signer.is_some();
            let text = match signer {
                Some((identity, issuer)) => t!(
                    "check-signature-not-checked-detail-sigstore",
                    names = names,
                    identity = identity,
                    issuer = issuer
                ),
                None if any_key_would_help(signatures, inputs) => {
                    t!("check-signature-not-checked-detail", names = names)
                }
                None => t!("check-signature-unreadable-detail", names = names),
            };
            wrapped(ui, text);
            return notes_ui(ui, signatures, inputs, named);
        }
        HeadlineKind::Mismatch => {
            if let Some((path, row)) = single_row(inputs) {
                mismatch_detail(ui, shown, path, row, visuals);
            } else {
                wrapped(ui, t!("check-mismatch-many-detail"));
            }
        }
        HeadlineKind::NeedsAlgorithms { .. } => wrapped(ui, t!("check-needs-algorithms-detail")),
        HeadlineKind::NotFound { wanted } => not_found_detail(ui, shown, wanted),
        HeadlineKind::CouldNotHash => wrapped(ui, t!("check-could-not-hash-detail")),
        HeadlineKind::NotListed { listed } => {
            let lists: Vec<String> = report.lists.iter().map(|l| shown.of(&l.path)).collect();
            let listed: Vec<String> = listed.iter().take(3).map(wanted_name).collect();
            wrapped(
                ui,
                t!(
                    "check-not-listed-detail",
                    count = c.not_listed,
                    lists = lists.join(&t!("list-separator")),
                    listed = listed.join(&t!("list-separator"))
                ),
            );
        }
        HeadlineKind::Match {
            trust,
            weak,
            signatures,
        } => {
            // What is not checked comes first: it must not be below the fold.
            let action = notes_ui(ui, signatures, inputs, false);
            if let Some((path, row)) = single_row(inputs) {
                match_detail(ui, inputs.model, path, row, visuals);
            } else if *trust != TrustLine::OwnSignature {
                wrapped(ui, t!("check-match-many-detail"));
            }
            trust_ui(ui, shown, trust);
            weak_note(ui, *weak, visuals);
            return action;
        }
        HeadlineKind::AwaitingFiles => wrapped(ui, t!("check-awaiting-detail")),
        HeadlineKind::Hashing | HeadlineKind::NothingExpected | HeadlineKind::Empty => {}
    }
    None
}

/// What the window knows of a signature given.
fn state_of<'a>(note: &SigNote, inputs: &Inputs<'a>) -> Option<&'a SignatureState> {
    match &note.subject {
        Signed::List(p) => (inputs.signature)(p),
        Signed::File(p) => (inputs.file_signature)(p),
    }
}

/// The Sigstore signer Hashdrop does not know, when every signature not checked is a
/// Sigstore bundle (they have no key to add): the first one's identity and issuer.
fn sigstore_signer(notes: &[SigNote], inputs: &Inputs<'_>) -> Option<(String, String)> {
    let mut signers = notes
        .iter()
        .filter(|n| n.trust.state() == SigState::NotChecked)
        .map(|n| signature_view::unknown_signer(state_of(n, inputs)));
    let (identity, issuer) = signers.next()??;
    signers
        .all(|s| s.is_some())
        .then(|| (identity.to_owned(), issuer.to_owned()))
}

/// Whether adding a key could get one of the signatures not checked checked.
fn any_key_would_help(notes: &[SigNote], inputs: &Inputs<'_>) -> bool {
    notes
        .iter()
        .filter(|n| n.trust.state() == SigState::NotChecked)
        .any(|n| signature_view::key_would_help(state_of(n, inputs)))
}

/// Every signature given that bears on the answer, each in the words and colour of
/// its state; those not checked first. `signer_named`: the words above already named
/// the Sigstore signer Hashdrop does not know.
fn notes_ui(
    ui: &mut Ui,
    notes: &[SigNote],
    inputs: &Inputs<'_>,
    signer_named: bool,
) -> Option<Command> {
    let mut ordered: Vec<&SigNote> = notes.iter().collect();
    ordered.sort_by_key(|n| n.trust.state() != SigState::NotChecked);
    let mut action = None;
    for note in ordered {
        let name = signed_name(note, Names::new(inputs.model));
        let pressed =
            signature_view::note_ui(ui, note, &name, state_of(note, inputs), signer_named);
        action = action.or(pressed);
    }
    action
}

/// The name of what a signature signs.
fn signed_name(note: &SigNote, shown: Names<'_>) -> String {
    match &note.subject {
        Signed::List(p) | Signed::File(p) => shown.of(p),
    }
}

fn wrapped(ui: &mut Ui, text: String) {
    ui.add(egui::Label::new(text).wrap());
}

/// The name of something to drop next.
fn wanted_name(w: &Wanted) -> String {
    match w {
        Wanted::File { path } => file_name(path),
        Wanted::Entry(u) => {
            let name = sums::name_for_display(u.name());
            // A listed name may carry folders ("./casper/x"): the file is its last part.
            name.rsplit(['/', '\\']).next().unwrap_or(&name).to_string()
        }
    }
}

fn not_found_detail(ui: &mut Ui, shown: Names<'_>, wanted: &[Wanted]) {
    for w in wanted.iter().take(3) {
        let name = wanted_name(w);
        let text = match w {
            Wanted::File { .. } => t!("check-not-found-file-detail", name = name),
            Wanted::Entry(u) => t!(
                "check-not-found-entry-detail",
                name = name,
                list = shown.of(u.list())
            ),
        };
        wrapped(ui, text);
    }
    if wanted.len() > 3 {
        wrapped(ui, t!("check-not-found-more", count = wanted.len() - 3));
    }
}

/// The one file compared, with its row.
fn single_row<'a>(inputs: &Inputs<'a>) -> Option<(&'a Path, &'a Row)> {
    let path = inputs.single?;
    Some((path, inputs.report.row(path)?))
}

/// Where an expected checksum came from, as the end of a sentence.
fn origin_words(shown: Names<'_>, origin: &Origin, line: usize) -> String {
    match origin {
        Origin::Typed => String::new(),
        Origin::Clipboard => t!("origin-clipboard"),
        Origin::ChecksumFile { path } => t!(
            "origin-listed-at",
            name = shown.of(path),
            line = line.to_string()
        ),
    }
}

fn match_detail(
    ui: &mut Ui,
    model: &Verification,
    path: &Path,
    row: &Row,
    visuals: &egui::Visuals,
) {
    let shown = Names::new(model);
    let Some((check, algorithm, cut)) = row.checks.iter().find_map(|c| match c.outcome {
        CheckOutcome::Match { algorithm, cut } => Some((c, algorithm, cut)),
        _ => None,
    }) else {
        return;
    };
    if let Some(cut) = cut {
        let origin = origin_words(shown, &check.against.origin, check.against.line);
        wrapped(ui, parts_match_words(path, algorithm, cut, origin));
        return;
    }
    let mut s = match &row.verdict {
        RowVerdict::MatchedUnderOtherName {
            list, listed_name, ..
        } => t!(
            "check-ok-other-name",
            file = file_name(path),
            listed = sums::name_for_display(listed_name),
            list = shown.of(list)
        ),
        _ => t!(
            "verdict-ok-detail",
            algorithm = algorithm.display_name(),
            file = file_name(path),
            origin = origin_words(shown, &check.against.origin, check.against.line)
        ),
    };
    let candidates = &check.against.candidates;
    if candidates.len() > 1 {
        s.push(' ');
        s.push_str(&t!(
            "verdict-ok-ambiguous",
            names = names(candidates),
            algorithm = algorithm.display_name()
        ));
    }
    wrapped(ui, s);
    let hex = match model.file(path) {
        Some(sums::FileState::Hashed(ds)) => ds
            .iter()
            .find(|d| d.algorithm() == algorithm)
            .map(|d| d.to_hex()),
        _ => None,
    };
    if let Some(hex) = hex {
        aligned(ui, &hex, &hex, visuals);
    }
}

/// "ubuntu.iso matches the Amazon S3 multipart ETag: 13 parts of 8 MiB."
fn parts_match_words(path: &Path, algorithm: Algorithm, cut: Cut, origin: String) -> String {
    let how = t!(
        "parts-cut",
        parts = cut.parts,
        size = crate::gui::i18n::format_size(cut.part_size)
    );
    if cut.etag {
        t!(
            "verdict-ok-etag",
            file = file_name(path),
            origin = origin,
            cut = how
        )
    } else {
        t!(
            "verdict-ok-composite",
            file = file_name(path),
            algorithm = algorithm.display_name(),
            origin = origin,
            cut = how
        )
    }
}

/// A multipart value that no part size gives.
fn parts_mismatch_words(path: &Path, tried: usize, size_rules_out_parts: bool) -> String {
    if size_rules_out_parts {
        t!("check-failed-parts-count", file = file_name(path))
    } else {
        t!("check-failed-parts", file = file_name(path), tried = tried)
    }
}

fn mismatch_detail(ui: &mut Ui, shown: Names<'_>, path: &Path, row: &Row, visuals: &egui::Visuals) {
    if let Some((tried, rules_out)) = row.checks.iter().find_map(|c| match c.outcome {
        CheckOutcome::PartsMismatch {
            tried,
            size_rules_out_parts,
        } => Some((tried, size_rules_out_parts)),
        _ => None,
    }) {
        wrapped(ui, parts_mismatch_words(path, tried, rules_out));
        return;
    }
    let Some((check, actual)) = row.checks.iter().find_map(|c| match &c.outcome {
        CheckOutcome::Mismatch { actual } => Some((c, actual)),
        _ => None,
    }) else {
        return;
    };
    let candidates = &check.against.candidates;
    let tried = if candidates.len() > 1 {
        t!("verdict-tried", names = names(candidates))
    } else {
        String::new()
    };
    let file = file_name(path);
    let algorithm = actual.algorithm().display_name();
    let text = match &check.against.origin {
        Origin::Typed => t!(
            "check-failed-typed",
            file = file,
            algorithm = algorithm,
            tried = tried
        ),
        Origin::Clipboard => t!(
            "check-failed-copied",
            file = file,
            algorithm = algorithm,
            tried = tried
        ),
        Origin::ChecksumFile { path: list } => t!(
            "check-failed-listed",
            file = file,
            algorithm = algorithm,
            tried = tried,
            origin = origin_words(shown, &check.against.origin, check.against.line),
            list = shown.of(list)
        ),
    };
    wrapped(ui, text);
    aligned(
        ui,
        &to_hex(&check.against.expected),
        &actual.to_hex(),
        visuals,
    );
}

/// How far a match can be trusted, where no signature says it (the signatures given
/// are drawn by [`notes_ui`]).
fn trust_ui(ui: &mut Ui, shown: Names<'_>, trust: &TrustLine) {
    match trust {
        TrustLine::Signed { .. }
        | TrustLine::UnknownKey { .. }
        | TrustLine::NotAccepted { .. }
        | TrustLine::OwnSignature => {}
        TrustLine::Unsigned { list, put_beside } => {
            let text = t!(
                "trust-unsigned",
                list = shown.of(list),
                sig = file_name(put_beside)
            );
            ui.add(egui::Label::new(RichText::new(text)).wrap());
        }
        TrustLine::Typed => wrapped(ui, t!("trust-typed")),
        TrustLine::Copied => wrapped(ui, t!("trust-copied")),
    }
}

/// "SHA256SUMS also lists 1 file that is not here", once per list, when the headline
/// did not already ask for them.
fn also_listed_ui(ui: &mut Ui, report: &Report, shown: Names<'_>, visuals: &egui::Visuals) {
    if matches!(report.headline.kind, HeadlineKind::NotFound { .. }) {
        return;
    }
    for l in &report.lists {
        if l.unclaimed.is_empty() || l.claimed == 0 {
            continue;
        }
        ui.label(
            RichText::new(t!(
                "check-also-lists",
                list = shown.of(&l.path),
                count = l.unclaimed.len()
            ))
            .color(theme::quiet(visuals)),
        );
    }
}

/// The row's verdict in the table's Check column, with its colour; `None` for none.
/// `algorithm`: the digest line it is drawn on (a match is said on the line of the
/// algorithm that matched; other verdicts on the file's first line).
pub fn row_words(
    row: &Row,
    algorithm: Option<crate::engine::Algorithm>,
    first: bool,
    shown: &dyn Fn(crate::engine::Algorithm) -> bool,
    visuals: &egui::Visuals,
) -> Option<(String, Color32)> {
    // A match in an algorithm the table does not show is said on the file's first line.
    let on_this = |a: crate::engine::Algorithm| Some(a) == algorithm || (first && !shown(a));
    let good = theme::good(visuals);
    let bad = theme::bad(visuals);
    let quiet = theme::quiet(visuals);
    // A match that relies on a signature not checked is not drawn as a plain green one.
    let good = if row.unchecked {
        theme::amber(visuals)
    } else {
        good
    };
    let tick = if row.unchecked { "⚠" } else { "✔" };
    match &row.verdict {
        // A multipart value's match is not on any digest line: the file's first.
        RowVerdict::Match { cut: Some(_), .. } if first => {
            Some((format!("{tick} {}", t!("verdict-matches")), good))
        }
        RowVerdict::Match { algorithm: a, .. } if on_this(*a) => {
            Some((format!("{tick} {}", t!("verdict-matches")), good))
        }
        RowVerdict::MatchedUnderOtherName { algorithm: a, .. } if on_this(*a) => {
            Some((format!("{tick} {}", t!("row-matches-other-name")), good))
        }
        RowVerdict::Mismatch { .. } => {
            let on = row.checks.iter().find_map(|c| match &c.outcome {
                CheckOutcome::Mismatch { actual } => Some(actual.algorithm()),
                _ => None,
            });
            let here = on.map_or(first, on_this);
            here.then(|| (format!("✖ {}", t!("verdict-does-not-match")), bad))
        }
        RowVerdict::BadSignature { .. } | RowVerdict::BadFileSignature if first => {
            Some((format!("✖ {}", t!("row-bad-signature")), bad))
        }
        RowVerdict::SignedFile if first => Some((format!("✔ {}", t!("row-signed")), good)),
        RowVerdict::SignatureNotChecked if first => Some((
            format!("⚠ {}", t!("row-signature-not-checked")),
            theme::amber(visuals),
        )),
        RowVerdict::NotListed if first => Some((t!("row-not-listed"), quiet)),
        RowVerdict::NeedsAlgorithms { .. } if first => Some((t!("row-hashing-again"), quiet)),
        RowVerdict::TryingParts if first => Some((t!("row-trying-parts"), quiet)),
        RowVerdict::CheckingSignature if first => Some((t!("row-checking-signature"), quiet)),
        _ => None,
    }
}
