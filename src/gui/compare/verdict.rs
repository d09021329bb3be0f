//! The verdict of two files compared, in plain words: "The same", or "Different" and
//! where ("They differ at byte 31,415,927", counting from 1 as `cmp` does). The offset
//! in hexadecimal is for the few who open a hex editor: it waits under "Details".

use egui::{RichText, Ui};

use crate::engine::stream::Difference;
use crate::gui::compare::Compare;
use crate::gui::i18n::format_count;
use crate::gui::widgets::{reasons, theme};
use crate::t;

/// Where two files part, as a person would say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parting {
    /// The second file is the first with this many more bytes at its end.
    SecondLonger(u64),
    /// The first file is the second with this many more bytes at its end.
    FirstLonger(u64),
    /// A byte differs at this offset (counted from 0, as the engine counts).
    At(u64),
}

/// Where files of `sizes` (if known) that first differ at `offset` part: when one is
/// the other with more bytes after it, that is what is said, not "a byte differs".
pub fn parting(offset: u64, sizes: (Option<u64>, Option<u64>)) -> Parting {
    match sizes {
        (Some(a), Some(b)) if a != b && offset == a.min(b) => {
            if b > a {
                Parting::SecondLonger(b - a)
            } else {
                Parting::FirstLonger(a - b)
            }
        }
        _ => Parting::At(offset),
    }
}

/// The sentence under "Different". Bytes are counted from 1, as `cmp` counts them:
/// the engine's offset 0 is "byte 1".
pub fn sentence(p: Parting) -> String {
    match p {
        Parting::SecondLonger(n) => t!("compare-second-longer", bytes = format_count(n)),
        Parting::FirstLonger(n) => t!("compare-first-longer", bytes = format_count(n)),
        Parting::At(offset) => t!(
            "compare-differ-at",
            byte = format_count(offset.saturating_add(1))
        ),
    }
}

/// What "Details" holds: the offset in hexadecimal, counted from 0 as hex editors do.
pub fn details(p: Parting) -> Option<String> {
    match p {
        Parting::At(offset) => Some(t!(
            "compare-differ-offset",
            hex = format!("0x{offset:x}"),
            offset = format_count(offset)
        )),
        Parting::SecondLonger(_) | Parting::FirstLonger(_) => None,
    }
}

impl Compare {
    /// "The same", "Different" with where, or what went wrong.
    pub(super) fn verdict_ui(&self, ui: &mut Ui) {
        let visuals = ui.visuals().clone();
        let big = |ui: &mut Ui, text: &str, colour| {
            theme::marked_label(ui, RichText::new(text).size(30.0).strong().color(colour));
        };
        match &self.difference {
            Some(Ok(Difference::Identical)) => {
                big(ui, &t!("compare-same"), theme::good(&visuals));
                ui.label(t!("compare-same-detail"));
            }
            Some(Ok(Difference::At(offset))) => {
                big(ui, &t!("compare-different"), theme::bad(&visuals));
                let p = parting(*offset, (self.file_size(0), self.file_size(1)));
                ui.add(egui::Label::new(sentence(p)).wrap());
                if let Some(d) = details(p) {
                    egui::CollapsingHeader::new(t!("compare-details"))
                        .id_salt("compare-difference-details")
                        .show(ui, |ui| {
                            ui.label(d);
                        });
                }
            }
            Some(Err((slot, e))) => {
                let text = if *slot == 0 {
                    t!("compare-file-error-first", error = reasons::file_error(e))
                } else {
                    t!("compare-file-error-second", error = reasons::file_error(e))
                };
                theme::marked_label(ui, RichText::new(text).color(theme::bad(&visuals)));
            }
            None if self.is_running() => {
                // Not a spinner: it would ask for a frame 60 times a second.
                theme::marked_label(ui, RichText::new(t!("compare-running")));
            }
            None => {}
        }
    }

    /// The size of the file in `slot`, once hashed.
    fn file_size(&self, slot: usize) -> Option<u64> {
        self.results
            .files()
            .iter()
            .find(|f| Some(&*f.path) == self.slots[slot].as_deref())
            .map(|f| f.size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::i18n::{Lang, set_language};

    #[test]
    fn a_byte_is_counted_from_one_as_cmp_counts_and_the_hex_waits_in_details() {
        set_language(Lang::En);
        let p = parting(31_415_926, (Some(50_000_000), Some(50_000_000)));
        assert_eq!(p, Parting::At(31_415_926));
        assert_eq!(
            sentence(p),
            "They differ at byte 31,415,927; every byte before it is the same."
        );
        assert!(
            !sentence(p).contains("0x"),
            "no hexadecimal in the sentence"
        );
        let d = details(p).expect("details");
        assert!(d.contains("0x1df5e76"), "{d}");
        assert!(d.contains("31,415,926"), "{d}");
        // The very first byte is byte 1.
        assert_eq!(
            sentence(parting(0, (None, None))),
            "They differ at byte 1; every byte before it is the same."
        );
    }

    #[test]
    fn a_longer_file_is_said_as_more_bytes_at_its_end() {
        set_language(Lang::En);
        let p = parting(100, (Some(100), Some(300)));
        assert_eq!(p, Parting::SecondLonger(200));
        assert_eq!(details(p), None);
        assert_eq!(
            parting(100, (Some(300), Some(100))),
            Parting::FirstLonger(200)
        );
        assert_eq!(parting(50, (Some(300), Some(100))), Parting::At(50));
    }

    #[test]
    fn every_language_says_where_without_hex_in_the_sentence() {
        for lang in Lang::ALL {
            set_language(lang);
            let s = sentence(Parting::At(31_415_926));
            assert!(!s.contains("0x") && !s.contains('{'), "{}: {s}", lang.tag());
            let d = details(Parting::At(31_415_926)).expect("details");
            assert!(
                d.contains("0x1df5e76") && !d.contains('{'),
                "{}: {d}",
                lang.tag()
            );
        }
    }
}
