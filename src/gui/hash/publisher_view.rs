//! The publisher's part of the verdict: the button naming the publisher, the wait,
//! and the answer in the window's language: green only for a signed list that names
//! the file with its checksum, red for a mismatch or a list whose signature is bad,
//! and for no answer a plain sentence (what happened, what to do), never a verdict.

use std::path::Path;

use egui::{RichText, Ui};

use crate::gui::hash::ask_publisher::{Known, KnownState, can_ask_again};
use crate::gui::hash::publisher_words;
use crate::gui::hash::verdict as verdict_view;
use crate::gui::widgets::theme;
use crate::publisher::{Answer, FetchError, NoAnswer, SignedBy};
use crate::sums::Colour;
use crate::t;

/// The answer of `publisher` about `file` in words: its colour, the headline (with
/// its mark) and the lines under it.
pub fn answer_words(
    publisher: &str,
    answer: &Answer,
    file: &Path,
) -> (Colour, String, Vec<String>) {
    match answer {
        Answer::Matched {
            publisher,
            listed_as,
            title,
            signed,
            cached,
            ..
        } => {
            let listed = Listed {
                publisher,
                listed_as,
                title: title.as_deref(),
            };
            matched_words(&listed, signed, *cached, file)
        }
        Answer::Mismatch {
            publisher,
            listed_as,
            title,
        } => (
            Colour::Red,
            format!(
                "✖ {}",
                publisher_words::mismatch_words(publisher, listed_as, title.as_deref())
            ),
            Vec::new(),
        ),
        Answer::BadSignature { publisher, .. } => (
            Colour::Red,
            format!(
                "✖ {}",
                t!("publisher-bad-signature", publisher = publisher.as_str())
            ),
            vec![t!(
                "publisher-bad-signature-detail",
                publisher = publisher.as_str()
            )],
        ),
        Answer::NoAnswer(why) => no_answer_words(publisher, why),
    }
}

/// A release as its publisher lists it.
struct Listed<'a> {
    publisher: &'a str,
    listed_as: &'a str,
    title: Option<&'a str>,
}

fn matched_words(
    listed: &Listed<'_>,
    signed: &SignedBy,
    cached: bool,
    file: &Path,
) -> (Colour, String, Vec<String>) {
    let (publisher, listed_as) = (listed.publisher, listed.listed_as);
    let called = listed.title.unwrap_or(listed_as);
    let headline = publisher_words::matched(publisher, called, signed.on);
    let mut lines = vec![t!("publisher-signed-by", key = signed.key.as_str())];
    let shown = file.file_name().map(|n| n.to_string_lossy());
    if shown.as_deref() != Some(listed_as) {
        lines.push(t!(
            "publisher-renamed",
            publisher = publisher,
            name = listed_as
        ));
    }
    if cached {
        lines.push(t!("publisher-cached", publisher = publisher));
    }
    (Colour::Green, format!("✔ {headline}"), lines)
}

/// No verdict: a neutral headline and what happened, with what the person can do.
fn no_answer_words(publisher: &str, why: &NoAnswer) -> (Colour, String, Vec<String>) {
    let detail = match why {
        NoAnswer::UnknownPublisher => t!("publisher-unknown"),
        NoAnswer::Unsigned(_) => t!("publisher-unsigned", publisher = publisher),
        NoAnswer::NoKey(_) => t!("publisher-no-key", publisher = publisher),
        NoAnswer::NotTrusted { .. } => t!("publisher-not-trusted", publisher = publisher),
        NoAnswer::NoList { .. } => t!("publisher-no-list", publisher = publisher),
        NoAnswer::NotListed { .. } => t!("publisher-not-listed", publisher = publisher),
        NoAnswer::Fetch { error, .. } => fetch_words(error),
        NoAnswer::File(e) => t!("publisher-file-unreadable", reason = e.to_string()),
    };
    let headline = t!("publisher-no-answer", publisher = publisher);
    (Colour::Neutral, headline, vec![detail])
}

/// What went wrong on the way, and what to do.
fn fetch_words(error: &FetchError) -> String {
    match error {
        FetchError::HostNotFound | FetchError::Connect(_) => t!("publisher-offline"),
        FetchError::WrongName | FetchError::UntrustedCertificate | FetchError::Tls(_) => {
            t!("publisher-tls-refused")
        }
        FetchError::NotHttps(_)
        | FetchError::RedirectToHttp(_)
        | FetchError::RedirectElsewhere(_)
        | FetchError::TooManyRedirects => t!("publisher-redirect-refused"),
        FetchError::TooLarge(_) => t!("publisher-too-large"),
        FetchError::Timeout(_) => t!("publisher-too-slow"),
        FetchError::NotFound(_)
        | FetchError::Status(_)
        | FetchError::BadConnectTo(_)
        | FetchError::Other(_) => t!("publisher-server-trouble"),
    }
}

/// The publisher's part for each file the catalogue knows: the button (while no list
/// is in use), the wait, or the answer. Returns the file whose button was pressed.
pub fn publishers_ui(
    ui: &mut Ui,
    known: &[Known],
    lists_in_use: bool,
) -> Option<std::path::PathBuf> {
    let mut pressed = None;
    for k in known {
        match &k.state {
            KnownState::Offered if !lists_in_use => {
                if offer_ui(ui, k) {
                    pressed = Some(k.path.clone());
                }
            }
            KnownState::Offered => {}
            KnownState::Asking(_) => {
                let text = format!(
                    "⏳ {}",
                    t!("publisher-asking", publisher = k.publisher.as_str())
                );
                theme::marked_label(ui, RichText::new(text));
            }
            // The session's verdict says it, with the row's Matches / Does NOT match;
            // only who signed, and whether the list was kept, are said here.
            KnownState::Answered(answer) if k.in_session => {
                in_session_ui(ui, &k.publisher, answer, &k.path);
            }
            KnownState::Answered(answer) => {
                if answer_ui(ui, &k.publisher, answer, &k.path) {
                    pressed = Some(k.path.clone());
                }
            }
        }
    }
    pressed
}

/// Why the button is there, and "Ask Ubuntu for its signed checksum" (its words are
/// its name for a screen reader).
fn offer_ui(ui: &mut Ui, k: &Known) -> bool {
    let mut clicked = false;
    let publisher = k.publisher.as_str();
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.add(egui::Label::new(t!("publisher-offer", publisher = publisher)).wrap());
            ui.add_space(4.0);
            let words = t!("publisher-ask-button", publisher = publisher);
            clicked = ui
                .button(RichText::new(words).strong())
                .on_hover_text(t!("publisher-ask-hint", publisher = publisher))
                .clicked();
        });
    ui.add_space(6.0);
    clicked
}

/// What the session's verdict cannot say of a signed answer it judged: whose key
/// signed the list, that the file was renamed, that a kept copy was used.
fn in_session_ui(ui: &mut Ui, publisher: &str, answer: &Answer, file: &Path) {
    if !matches!(answer, Answer::Matched { .. }) {
        return;
    }
    let (_, _, lines) = answer_words(publisher, answer, file);
    for line in lines {
        ui.add(egui::Label::new(line).wrap());
    }
    ui.add_space(6.0);
}

/// The answer as a card like the verdict's, announced to a screen reader; after a
/// failure on the way, a button to ask again. Returns whether it was pressed.
fn answer_ui(ui: &mut Ui, publisher: &str, answer: &Answer, file: &Path) -> bool {
    let mut again = false;
    let (colour, headline, lines) = answer_words(publisher, answer, file);
    let visuals = ui.visuals().clone();
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let size = if colour == Colour::Neutral {
                18.0
            } else {
                20.0
            };
            let label = ui.add(
                egui::Label::new(
                    RichText::new(&headline)
                        .size(size)
                        .strong()
                        .color(verdict_view::colour(colour, &visuals)),
                )
                .wrap(),
            );
            let label = theme::spoken(label, &headline);
            let live = if colour == Colour::Red {
                egui::accesskit::Live::Assertive
            } else {
                egui::accesskit::Live::Polite
            };
            ui.ctx()
                .accesskit_node_builder(label.id, |node| node.set_live(live));
            for line in lines {
                ui.add(egui::Label::new(line).wrap());
            }
            if can_ask_again(answer) {
                ui.add_space(4.0);
                again = ui
                    .button(t!("publisher-ask-again", publisher = publisher))
                    .clicked();
            }
        });
    ui.add_space(6.0);
    again
}
