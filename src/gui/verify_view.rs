//! The "Expected checksum" box and the verdict: a large green "Matches" or red
//! "Does NOT match", with expected and actual digests aligned and the differing
//! characters marked.

use egui::text::{LayoutJob, TextFormat};
use egui::{Color32, FontId, RichText, Ui};

use super::app::Summary;
use super::jobs::FileRow;
use super::signature_view::{self, Combined, SignatureState};
use super::theme;
use super::verify::{Source, diff_mask};
use crate::engine::Algorithm;
use crate::engine::digest::to_hex;
use crate::sums::{CheckFlags, CheckSummary, Expectation, FileVerdict, LineVerdict};
use crate::t;

/// What the box holds, once read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// Nothing typed.
    Empty,
    /// Something to check against.
    Expect(Expectation),
    /// Text that is neither a checksum nor checksum lines (the reason, in plain words).
    Unrecognised(String),
}

/// The box. Returns whether the text changed.
pub fn expected_box(ui: &mut Ui, text: &mut String, parsed: &Parsed, source: &Source) -> bool {
    let label = ui.label(RichText::new(t!("expected-label")).strong());
    let mut changed = false;
    ui.horizontal(|ui| {
        // Room for the Clear button, whose word is longer in some languages.
        let clear = t!("expected-clear");
        let font = egui::TextStyle::Button.resolve(ui.style());
        let clear_width = ui.ctx().fonts_mut(|f| {
            f.layout_no_wrap(clear.clone(), font, Color32::WHITE)
                .size()
                .x
        }) + 2.0 * ui.spacing().button_padding.x
            + 2.0 * ui.spacing().item_spacing.x;
        let edit = egui::TextEdit::multiline(text)
            .id_salt("expected")
            .hint_text(t!("expected-hint"))
            .font(egui::TextStyle::Monospace)
            .desired_rows(1)
            .desired_width(ui.available_width() - clear_width.max(70.0));
        let r = ui.add(edit).labelled_by(label.id);
        changed |= r.changed();
        if !text.is_empty()
            && ui
                .button(clear)
                .on_hover_text(t!("expected-clear-hint"))
                .clicked()
        {
            text.clear();
            changed = true;
        }
    });
    let visuals = ui.visuals().clone();
    match parsed {
        Parsed::Empty => {
            ui.label(RichText::new(t!("expected-empty")).color(theme::quiet(&visuals)));
        }
        Parsed::Unrecognised(why) => {
            ui.label(RichText::new(format!("⚠ {why}")).color(theme::bad(&visuals)));
        }
        Parsed::Expect(exp) => {
            let mut what = describe(exp);
            match source {
                Source::Clipboard => what.push_str(&t!("expected-from-clipboard")),
                Source::ChecksumFile { path } => {
                    what.push_str(&t!("expected-from-file", name = file_name(path)));
                }
                Source::Typed => {}
            }
            ui.label(RichText::new(what).color(theme::quiet(&visuals)));
        }
    }
    changed
}

fn describe(exp: &Expectation) -> String {
    if exp.is_bare() {
        let e = &exp.entries[0];
        t!(
            "expected-looks-like",
            names = names(e.candidates()),
            chars = e.digest().len() * 2
        )
    } else {
        t!("expected-lines", count = exp.entries.len())
    }
}

/// "SHA-256, BLAKE3 or BLAKE2s".
pub fn names(algs: &[Algorithm]) -> String {
    let n: Vec<&str> = algs.iter().map(|a| a.display_name()).collect();
    match n.len() {
        0 => String::new(),
        1 => n[0].to_string(),
        _ => t!(
            "names-or",
            first = n[..n.len() - 1].join(", "),
            last = n[n.len() - 1]
        ),
    }
}

fn file_name(p: &std::path::Path) -> String {
    p.file_name().map_or_else(
        || p.to_string_lossy().into_owned(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Whether every file checked so far matched (files still to be hashed with another
/// algorithm are left out: they are not "different" yet).
fn all_good(t: &CheckSummary) -> bool {
    CheckSummary {
        not_hashed: 0,
        ..*t
    }
    .is_success(CheckFlags::default())
}

/// The headline when the checksum file's signature is known, from
/// [`signature_view::combine`]: green only with a signature from a trusted key, a match
/// without one in a warning colour (the caveat is said under it), red for a bad
/// signature whatever the checksum says. `None`: the checksum's own headline.
fn signed_headline(
    matched: &str,
    matches: bool,
    signature: Option<&SignatureState>,
    visuals: &egui::Visuals,
) -> Option<(String, Color32)> {
    match signature_view::combine(matches, signature?.outcome()) {
        Combined::Verified => Some((format!("✔ {matched}"), theme::good(visuals))),
        Combined::MatchesUnsigned => Some((
            format!("✔ {}", t!("verdict-matches-unsigned", matched = matched)),
            visuals.warn_fg_color,
        )),
        Combined::BadSignature => Some((
            format!("✖ {}", t!("verdict-bad-signature")),
            theme::bad(visuals),
        )),
        Combined::DoesNotMatch => None,
    }
}

/// The verdict: one large card for a single file, a summary for several, and what the
/// checksum file's signature says (`signature`, when the expectation came from one).
/// Reads counts kept as results arrive: its cost does not grow with the number of files.
pub fn verdict_ui(
    ui: &mut Ui,
    summary: &Summary,
    single_file: Option<(&FileRow, &FileVerdict)>,
    exp: &Expectation,
    signature: Option<&SignatureState>,
) {
    let visuals = ui.visuals().clone();
    let t = summary.tally;
    let origin = match &exp.origin {
        Source::Typed => String::new(),
        Source::Clipboard => t!("origin-clipboard"),
        Source::ChecksumFile { path } => t!("origin-listed-in", name = file_name(path)),
    };
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            match single_file {
                Some((f, v)) if summary.checked == 1 && t.missing + t.unreadable == 0 => {
                    single(ui, f, v, exp, signature, &visuals);
                }
                _ if summary.checked == 0 && t.missing + t.unreadable == 0 => {
                    ui.label(t!("verdict-waiting"));
                }
                _ => many(ui, &t, &origin, signature, &visuals),
            }
            weak_note(ui, summary.weak_match, &visuals);
            if let Some(state) = signature {
                signature_view::signature_verdict(ui, state);
            }
        });
}

fn many(
    ui: &mut Ui,
    t: &CheckSummary,
    origin: &str,
    signature: Option<&SignatureState>,
    visuals: &egui::Visuals,
) {
    let (matched, mismatched) = (t.ok, t.failed);
    let all = t!("verdict-all-match", count = matched);
    let (text, colour) = if let Some(h) = signed_headline(&all, all_good(t), signature, visuals) {
        h
    } else if all_good(t) {
        (format!("✔ {all}"), theme::good(visuals))
    } else {
        let total = t.checked();
        (
            format!(
                "✖ {}",
                t!(
                    "verdict-some-differ",
                    count = total - matched,
                    total = total
                )
            ),
            theme::bad(visuals),
        )
    };
    ui.label(RichText::new(text).size(26.0).strong().color(colour));
    let mut parts = vec![t!("tally-match", count = matched)];
    if mismatched > 0 {
        parts.push(t!("tally-different", count = mismatched));
    }
    if t.missing > 0 {
        parts.push(t!("tally-missing", count = t.missing));
    }
    if t.unreadable > 0 {
        parts.push(t!("tally-unreadable", count = t.unreadable));
    }
    ui.label(t!(
        "verdict-tally",
        tally = parts.join(&t!("list-separator")),
        origin = origin
    ));
}

fn single(
    ui: &mut Ui,
    f: &FileRow,
    v: &FileVerdict,
    exp: &Expectation,
    signature: Option<&SignatureState>,
    visuals: &egui::Visuals,
) {
    let origin = |entry: usize| match &exp.origin {
        Source::Typed => String::new(),
        Source::Clipboard => t!("origin-clipboard"),
        Source::ChecksumFile { path } => {
            let line = exp.entries.get(entry).map_or(0, |e| e.line());
            t!(
                "origin-listed-at",
                name = file_name(path),
                line = line.to_string()
            )
        }
    };
    let entry = v.entry;
    let candidates = exp.entries.get(entry).map_or(&[][..], |e| e.candidates());
    match &v.verdict {
        LineVerdict::Ok { algorithm } => {
            let matches = t!("verdict-matches");
            let (text, colour) = signed_headline(&matches, true, signature, visuals)
                .unwrap_or_else(|| (format!("✔ {matches}"), theme::good(visuals)));
            ui.label(RichText::new(text).size(30.0).strong().color(colour));
            let mut s = t!(
                "verdict-ok-detail",
                algorithm = algorithm.display_name(),
                file = f.display().to_string(),
                origin = origin(entry)
            );
            if candidates.len() > 1 {
                s.push(' ');
                s.push_str(&t!(
                    "verdict-ok-ambiguous",
                    names = names(candidates),
                    algorithm = algorithm.display_name()
                ));
            }
            ui.label(s);
            let hex = f.digest(*algorithm).map(|d| d.to_hex()).unwrap_or_default();
            aligned(ui, &hex, &hex, visuals);
        }
        LineVerdict::Failed { actual } => {
            let algorithm = actual.algorithm();
            let expected = exp
                .entries
                .get(entry)
                .map_or_else(String::new, |e| to_hex(e.digest()));
            let actual = actual.to_hex();
            let matches = t!("verdict-matches");
            let (text, colour) = signed_headline(&matches, false, signature, visuals)
                .unwrap_or_else(|| {
                    (
                        format!("✖ {}", t!("verdict-does-not-match")),
                        theme::bad(visuals),
                    )
                });
            ui.label(RichText::new(text).size(30.0).strong().color(colour));
            let tried = if candidates.len() > 1 {
                t!("verdict-tried", names = names(candidates))
            } else {
                String::new()
            };
            ui.label(t!(
                "verdict-failed-detail",
                file = f.display().to_string(),
                algorithm = algorithm.display_name(),
                tried = tried,
                origin = origin(entry)
            ));
            aligned(ui, &expected, &actual, visuals);
        }
        LineVerdict::NotHashed
        | LineVerdict::Missing
        | LineVerdict::Unreadable { .. }
        | LineVerdict::Malformed { .. } => {}
    }
}

/// Expected and actual digests, one above the other, differing characters marked.
pub fn aligned(ui: &mut Ui, expected: &str, actual: &str, visuals: &egui::Visuals) {
    let mask_e = diff_mask(expected, actual);
    let mask_a = diff_mask(actual, expected);
    egui::Grid::new(ui.next_auto_id())
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(t!("digest-expected"));
            ui.add(egui::Label::new(marked(expected, &mask_e, visuals)).wrap());
            ui.end_row();
            ui.label(t!("digest-actual"));
            ui.add(egui::Label::new(marked(actual, &mask_a, visuals)).wrap());
            ui.end_row();
        });
}

fn marked(text: &str, mask: &[bool], visuals: &egui::Visuals) -> LayoutJob {
    let mut job = LayoutJob::default();
    let font = FontId::monospace(14.0);
    let normal = TextFormat::simple(font.clone(), visuals.text_color());
    let differ = TextFormat {
        color: Color32::WHITE,
        background: theme::bad(visuals),
        underline: egui::Stroke::new(1.0, theme::bad(visuals)),
        ..TextFormat::simple(font, Color32::WHITE)
    };
    for (c, d) in text
        .chars()
        .zip(mask.iter().chain(std::iter::repeat(&false)))
    {
        let mut buf = [0u8; 4];
        job.append(
            c.encode_utf8(&mut buf),
            0.0,
            if *d { differ.clone() } else { normal.clone() },
        );
    }
    job
}

fn weak_note(ui: &mut Ui, weak: Option<Algorithm>, visuals: &egui::Visuals) {
    // Said once, quietly: a weak match is still useful, it just proves less.
    if let Some(a) = weak {
        ui.label(
            RichText::new(t!("verdict-weak-note", algorithm = a.display_name()))
                .small()
                .color(theme::quiet(visuals)),
        );
    }
}
