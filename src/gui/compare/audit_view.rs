//! The answer of a folder comparison: a one-line banner, one tab per category with its
//! count, a search box, and the list, of which only the visible rows are laid out (so
//! 100,000 rows scroll smoothly). It reads an [`AuditReport`] by reference and returns
//! what the person asked for as [`Command`]s; it does no I/O.

use egui::{RichText, Ui};

use crate::audit::{AuditReport, Category, Facts, Finding, Side};
use crate::gui::command::Command;
use crate::gui::command::compare::Cmd;
use crate::gui::i18n::{format_count, format_size};
use crate::gui::widgets::reasons;
use crate::gui::widgets::theme;
use crate::sums::{name_for_display, path_to_name};
use crate::t;

/// The view's own state: the tab, the search text, and the rows they select (kept
/// until either changes, so a frame costs the visible rows only).
#[derive(Debug)]
pub struct AuditViewState {
    /// The category shown.
    pub tab: Category,
    /// Text a shown path must contain (case-insensitive).
    pub search: String,
    rows: Vec<usize>,
    rows_for: Option<(Category, String, usize)>,
}

impl Default for AuditViewState {
    fn default() -> Self {
        Self {
            tab: Category::Changed,
            search: String::new(),
            rows: Vec::new(),
            rows_for: None,
        }
    }
}

/// The banner's words: "Identical: 12,345 files (48.2 GiB)", or "Different: 3
/// changed, 2 missing, 1 new, 4 moved".
pub fn banner_text(report: &AuditReport) -> String {
    let s = &report.summary;
    if s.is_identical() {
        return t!(
            "audit-identical",
            count = s.matched,
            size = format_size(s.matched_bytes)
        );
    }
    let parts: Vec<String> = [
        Category::Changed,
        Category::Missing,
        Category::New,
        Category::Moved,
        Category::Unreadable,
    ]
    .iter()
    .filter(|&&c| s.count(c) > 0)
    .map(|&c| count_words(c, s.count(c)))
    .collect();
    t!("audit-different", parts = parts.join(&t!("list-separator")))
}

/// "3 changed": a count of a category, for the banner (Fluent picks the plural).
fn count_words(c: Category, count: usize) -> String {
    match c {
        Category::Changed => t!("audit-count-changed", count = count),
        Category::Missing => t!("audit-count-missing", count = count),
        Category::New => t!("audit-count-new", count = count),
        Category::Moved => t!("audit-count-moved", count = count),
        // The banner lists only the categories above and unreadable files.
        _ => t!("audit-count-unreadable", count = count),
    }
}

/// A category's name, for its tab: "Changed".
pub fn tab_word(c: Category) -> String {
    match c {
        Category::Matched => t!("audit-tab-matched"),
        Category::Changed => t!("audit-tab-changed"),
        Category::Moved => t!("audit-tab-moved"),
        Category::New => t!("audit-tab-new"),
        Category::Missing => t!("audit-tab-missing"),
        Category::Duplicates => t!("audit-tab-duplicates"),
        Category::Unreadable => t!("audit-tab-unreadable"),
        Category::Skipped => t!("audit-tab-skipped"),
    }
}

fn shown(path: &std::path::Path) -> String {
    name_for_display(&path_to_name(path))
}

/// A changed file's size and modification time on one side: "1.2 MiB, 2024-05-01
/// 10:00:00 UTC" (what a checksum file does not say is left out).
fn facts_text(f: &Facts) -> String {
    let parts: Vec<String> = [
        f.size.map(format_size),
        f.modified.map(crate::trust::format_date),
    ]
    .into_iter()
    .flatten()
    .collect();
    if parts.is_empty() {
        t!("audit-size-unknown")
    } else {
        parts.join(", ")
    }
}

/// What a tab holds, in a sentence naming the folders: "Only in Backup: files the
/// first folder does not have".
fn tab_hint(c: Category, report: &AuditReport) -> String {
    let name = |p: &std::path::Path| {
        p.file_name().map_or_else(
            || p.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    };
    let (a, b) = (name(&report.a_root), name(&report.b_root));
    match c {
        Category::Matched => t!("audit-hint-matched", a = a, b = b),
        Category::Changed => t!("audit-hint-changed", a = a, b = b),
        Category::Moved => t!("audit-hint-moved", a = a, b = b),
        Category::New => t!("audit-hint-new", a = a, b = b),
        Category::Missing => t!("audit-hint-missing", a = a, b = b),
        Category::Duplicates => t!("audit-hint-duplicates"),
        Category::Unreadable => t!("audit-hint-unreadable"),
        Category::Skipped => t!("audit-hint-skipped"),
    }
}

/// Why a changed file counts as changed: where its content first differs, that one
/// copy is the other with more bytes at its end, or that the sizes differ.
fn why_changed(a: &Facts, b: &Facts, first_difference: Option<u64>) -> String {
    match (a.size, b.size, first_difference) {
        // One is the start of the other: say how much longer, not "differs at byte N".
        (Some(x), Some(y), Some(at)) if x != y && at == x.min(y) => {
            let more = format_count(x.abs_diff(y));
            if x > y {
                t!("audit-why-longer-first", bytes = more)
            } else {
                t!("audit-why-longer-second", bytes = more)
            }
        }
        (Some(x), Some(y), _) if x != y => {
            t!("audit-why-size", a = format_size(x), b = format_size(y))
        }
        // Counted from 1, as `cmp` and the two-file verdict count.
        (_, _, Some(at)) => t!(
            "audit-why-content-at",
            offset = format_count(at.saturating_add(1))
        ),
        _ => t!("audit-why-content"),
    }
}

/// One row in plain words.
pub fn row_text(f: &Finding) -> String {
    match f {
        Finding::Changed {
            path,
            a,
            b,
            first_difference,
        } => format!(
            "{}: {}   ({} ➡ {})",
            shown(path),
            why_changed(a, b, *first_difference),
            facts_text(a),
            facts_text(b)
        ),
        Finding::Matched { path, .. }
        | Finding::New { path, .. }
        | Finding::Missing { path, .. } => shown(path),
        Finding::Moved { from, to, .. } => format!("{} ➡ {}", shown(from), shown(to)),
        Finding::Duplicates { side, paths, .. } => {
            let list: Vec<String> = paths.iter().map(|p| shown(p)).collect();
            let names = list.join(&t!("list-separator"));
            match side {
                Side::A => t!("audit-duplicates-first", count = paths.len(), names = names),
                Side::B => t!(
                    "audit-duplicates-second",
                    count = paths.len(),
                    names = names
                ),
            }
        }
        Finding::Unreadable { side, path, reason } => {
            problem(*side, path, reasons::file_error(reason))
        }
        Finding::Skipped { side, path, reason } => {
            problem(*side, path, reasons::skip_reason(*reason))
        }
    }
}

/// "notes.txt (first folder): permission denied".
fn problem(side: Side, path: &std::path::Path, reason: String) -> String {
    let name = shown(path);
    match side {
        Side::A => t!("audit-problem-first", name = name, reason = reason),
        Side::B => t!("audit-problem-second", name = name, reason = reason),
    }
}

impl AuditViewState {
    /// Recomputes the rows when the tab, the search or the report changed.
    fn refresh(&mut self, report: &AuditReport) {
        let key = (self.tab, self.search.clone(), report.findings.len());
        if self.rows_for.as_ref() == Some(&key) {
            return;
        }
        let needle = self.search.to_lowercase();
        self.rows = report
            .findings
            .iter()
            .enumerate()
            .filter(|(_, f)| f.category() == self.tab)
            .filter(|(_, f)| needle.is_empty() || row_text(f).to_lowercase().contains(&needle))
            .map(|(i, _)| i)
            .collect();
        self.rows_for = Some(key);
    }

    /// The indices (into `report.findings`) of the rows shown.
    pub fn rows(&mut self, report: &AuditReport) -> &[usize] {
        self.refresh(report);
        &self.rows
    }
}

/// Draws the banner, then `under_banner`, then the tabs, search box and list; returns
/// the person's actions.
pub fn audit_view(
    ui: &mut Ui,
    report: &AuditReport,
    state: &mut AuditViewState,
    under_banner: impl FnOnce(&mut Ui),
) -> Vec<Command> {
    let visuals = ui.visuals().clone();
    let colour = if report.summary.is_identical() {
        theme::good(&visuals)
    } else {
        theme::bad(&visuals)
    };
    ui.label(
        RichText::new(banner_text(report))
            .strong()
            .size(18.0)
            .color(colour),
    );
    if report.cancelled {
        ui.label(RichText::new(t!("audit-stopped")).color(theme::quiet(&visuals)));
    }
    under_banner(ui);
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        for c in Category::ALL {
            let label = t!(
                "audit-tab",
                category = tab_word(c),
                count = report.summary.count(c)
            );
            ui.selectable_value(&mut state.tab, c, label)
                .on_hover_text(tab_hint(c, report));
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(t!("audit-search"));
        ui.add(
            egui::TextEdit::singleline(&mut state.search)
                .hint_text(t!("audit-search-hint"))
                .desired_width(240.0),
        )
        .labelled_by(label.id);
    });
    list(ui, report, state)
}

fn list(ui: &mut Ui, report: &AuditReport, state: &mut AuditViewState) -> Vec<Command> {
    let mut actions = Vec::new();
    let rows = state.rows(report).to_vec();
    if rows.is_empty() {
        ui.label(RichText::new(t!("audit-nothing")).color(theme::quiet(ui.visuals())));
        return actions;
    }
    let row_height = ui
        .text_style_height(&egui::TextStyle::Body)
        .max(ui.spacing().interact_size.y);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show_rows(ui, row_height, rows.len(), |ui, range| {
            for &i in &rows[range] {
                let Some(f) = report.findings.get(i) else {
                    continue;
                };
                ui.horizontal(|ui| {
                    ui.label(row_text(f));
                    if let Finding::Changed { path, .. } = f
                        && ui
                            .small_button(t!("audit-where-differ"))
                            .on_hover_text(t!("audit-where-differ-hint"))
                            .clicked()
                    {
                        // Open the two-file compare (first differing byte, segment
                        // maps) for a changed file.
                        let a = report.full_path(Side::A, path);
                        let b = report.full_path(Side::B, path);
                        actions.push(Cmd::Pair(a, b).into());
                    }
                });
            }
        });
    actions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audit::Summary;

    fn report(findings: Vec<Finding>) -> AuditReport {
        AuditReport {
            summary: Summary::of(&findings),
            findings,
            digests: Default::default(),
            a_root: "/a".into(),
            a_is_listing: false,
            b_root: "/b".into(),
            algorithms: vec![crate::engine::Algorithm::Blake3],
            cancelled: false,
        }
    }

    #[test]
    fn banner_words_and_filtered_rows() {
        crate::gui::i18n::set_language(crate::gui::i18n::Lang::En);
        let same = report(vec![Finding::Matched {
            path: "x".into(),
            size: 3 << 30,
            trusted: false,
        }]);
        assert_eq!(banner_text(&same), "Identical: 1 file (3\u{a0}GiB)");
        let diff = report(vec![
            Finding::Changed {
                path: "Photo.jpg".into(),
                a: Facts::default(),
                b: Facts::default(),
                first_difference: None,
            },
            Finding::Changed {
                path: "notes.txt".into(),
                a: Facts::default(),
                b: Facts::default(),
                first_difference: None,
            },
            Finding::Missing {
                path: "gone".into(),
                size: None,
            },
        ]);
        assert_eq!(banner_text(&diff), "Different: 2 changed, 1 missing");
        let mut state = AuditViewState::default();
        assert_eq!(state.rows(&diff), [0, 1]);
        state.search = "PHOTO".into();
        assert_eq!(state.rows(&diff), [0]);
        state.tab = Category::Missing;
        state.search.clear();
        assert_eq!(state.rows(&diff), [2]);
    }

    #[test]
    fn a_skipped_path_says_why_in_the_language_in_use() {
        use crate::gui::i18n::{Lang, set_language};
        let row = Finding::Skipped {
            side: Side::B,
            path: "link".into(),
            reason: crate::engine::SkipReason::Symlink,
        };
        set_language(Lang::De);
        let text = row_text(&row);
        set_language(Lang::En);
        assert_eq!(
            text,
            "link (zweiter Ordner): ein symbolischer Link (Links in Ordnern werden nicht verfolgt)"
        );
    }

    #[test]
    fn banner_counts_take_the_language_s_plurals_and_numbers() {
        use crate::gui::i18n::{Lang, set_language};
        let missing = |n: usize| {
            (0..n)
                .map(|i| Finding::Missing {
                    path: format!("f{i}").into(),
                    size: None,
                })
                .collect::<Vec<_>>()
        };
        set_language(Lang::Ru);
        assert_eq!(banner_text(&report(missing(1))), "Различия: 1 отсутствует");
        assert_eq!(banner_text(&report(missing(3))), "Различия: 3 отсутствуют");
        set_language(Lang::De);
        let same: Vec<Finding> = (0..1234)
            .map(|i| Finding::Matched {
                path: format!("f{i}").into(),
                size: 1024,
                trusted: false,
            })
            .collect();
        assert_eq!(
            banner_text(&report(same)),
            "Identisch: 1.234 Dateien (1,2\u{a0}MiB)"
        );
        set_language(Lang::En);
    }
}
