//! The window in every language: each view draws without a panic, shows no message
//! key in place of a translation, and with the pseudo-locale (English ~40 % longer,
//! accented) no button or label runs out of the window or out of the side panel at
//! the default window size. A separate test binary from tests/gui.rs: the language
//! is also kept process-wide (for background threads), and those tests speak English.

mod common;
mod driver;

use std::path::Path;
use std::sync::{Arc, OnceLock};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _, by};
use hashdrop::engine::Algorithm;
use hashdrop::gui::HashdropApp;
use hashdrop::gui::i18n::{self, Lang};
use hashdrop::gui::shell::View;

/// The window's size when it first opens (src/gui/mod.rs).
const DEFAULT_SIZE: [f32; 2] = [1240.0, 800.0];

use common::Dropped;

/// The system's fonts, listed once for all the windows of the test.
fn system_fonts() -> Arc<dyn egui::FontProvider> {
    static FONTS: OnceLock<Arc<dyn egui::FontProvider>> = OnceLock::new();
    FONTS
        .get_or_init(|| Arc::new(egui_system_font_provider::SystemFontProvider::new()))
        .clone()
}

/// Whether the system has a font for Chinese and Japanese.
fn have_cjk_font() -> bool {
    let ctx = egui::Context::default();
    ctx.add_font_provider(system_fonts());
    let mut found = false;
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        found = hashdrop::gui::settings::has_cjk_font(ui.ctx());
    });
    // No renderer takes the font atlas of this throwaway context.
    output.textures_delta.clear();
    found
}

/// The window in `lang` showing `view`, with the system's fonts as in the app. A
/// character no font draws fails the test (kittest's rule), so Chinese and Japanese
/// need a CJK font: .ci/run installs one; without it they are drawn as boxes and the
/// test says it skipped that check.
fn harness(lang: Lang, view: View) -> Harness<'static, HashdropApp> {
    harness_sized(lang, view, DEFAULT_SIZE)
}

/// [`harness`] with a window of `size` points.
fn harness_sized(lang: Lang, view: View, size: [f32; 2]) -> Harness<'static, HashdropApp> {
    let fonts = system_fonts();
    let mut builder = Harness::builder()
        .with_size(size)
        .with_context_setup(move |ctx| ctx.add_font_provider(fonts));
    if lang.needs_cjk_font() && !have_cjk_font() {
        common::skip_missing("a Chinese/Japanese font (fonts-wqy-microhei)");
        builder = builder.allow_missing_glyphs();
    }
    let mut h = builder.build_eframe(move |cc| {
        let mut app = HashdropApp::new_for_test(&cc.egui_ctx);
        app.settings_mut().language = Some(lang);
        app.set_view(view);
        app
    });
    h.run();
    h
}

/// Drops `file` on the window and steps until its result and verdict are shown.
fn drop_and_wait(h: &mut Harness<'_, HashdropApp>, file: &Path) {
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(file.to_path_buf())));
    for _ in 0..2000 {
        h.step();
        if !h.state().hash().session.results.is_empty() && !h.state().is_busy() {
            h.run();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("timed out waiting for the result");
}

/// Drops `a` and `b` on the Compare view and steps until their comparison is shown:
/// a folder comparison's report, or two files' verdict.
fn compare_and_wait(h: &mut Harness<'_, HashdropApp>, a: &Path, b: &Path) {
    for p in [a, b] {
        h.input_mut()
            .dropped_files
            .push(Arc::new(Dropped(p.to_path_buf())));
    }
    for _ in 0..2000 {
        h.step();
        let c = &h.state().compare();
        let done = c.folders.as_ref().is_some_and(|f| f.report.is_some()) || c.difference.is_some();
        if done && !h.state().is_busy() {
            h.run();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("timed out waiting for the comparison");
}

/// Writes `files` (path, contents) under `root`.
fn write_tree(root: &Path, files: &[(&str, &[u8])]) {
    for (name, data) in files {
        let path = root.join(name);
        std::fs::create_dir_all(path.parent().expect("a parent")).expect("mkdir");
        std::fs::write(path, data).expect("write");
    }
}

/// The Compare view's answers in `lang`: two folders with every kind of difference
/// (the Changed tab, with its "Where do they differ?" button), a folder against its
/// checksum file, and two files that differ.
fn compare_views(lang: Lang) -> Vec<(String, Harness<'static, HashdropApp>)> {
    let dir = tempfile::tempdir().expect("tempdir");
    let (a, b) = (dir.path().join("before"), dir.path().join("after"));
    write_tree(
        &a,
        &[
            ("photo.jpg", b"one"),
            ("same.txt", b"same"),
            ("gone.txt", b"only before"),
            ("old/name.txt", b"moved"),
        ],
    );
    write_tree(
        &b,
        &[
            ("photo.jpg", b"two"),
            ("same.txt", b"same"),
            ("new.txt", b"only after"),
            ("new/name.txt", b"moved"),
        ],
    );
    let sums = dir.path().join("after.sha256");
    let line = format!(
        "{}  after/same.txt\n",
        Algorithm::Sha256.digest(b"same").to_hex()
    );
    std::fs::write(&sums, line).expect("write");
    let mut out = Vec::new();
    for (name, x, y) in [
        ("folders", a.clone(), b.clone()),
        ("folder and checksum file", sums, b.clone()),
        ("two files", a.join("photo.jpg"), b.join("photo.jpg")),
    ] {
        let mut h = harness(lang, View::Compare);
        compare_and_wait(&mut h, &x, &y);
        out.push((format!("{} compare {name}", lang.tag()), h));
    }
    out
}

/// Every text on screen (a widget's label, or a text label's value), with where it is.
fn labels(h: &Harness<'_, HashdropApp>) -> Vec<(String, egui::Rect)> {
    let text = |n: &egui_kittest::kittest::AccessKitNode<'_>| {
        n.label()
            .or_else(|| n.value())
            .filter(|t| !t.trim().is_empty())
    };
    h.query_all(by().predicate(move |n| text(n).is_some()))
        .filter_map(|n| Some((text(&n.accesskit_node())?, n.rect())))
        .collect()
}

/// No message key (`verdict-matches`) or Fluent error (`{$name}`) shows.
fn assert_translated(h: &Harness<'_, HashdropApp>, what: &str) {
    let english = Lang::En.ftl_source();
    for (label, _) in labels(h) {
        let is_key = !label.contains(' ')
            && label.contains('-')
            && english.contains(&format!("\n{label} ="));
        assert!(!is_key, "{what}: the key {label} shows instead of its text");
        assert!(!label.contains("{$"), "{what}: unformatted {label}");
    }
}

/// The views of the window, in `lang`, in their empty and their filled states.
fn every_view(lang: Lang) -> Vec<(String, Harness<'static, HashdropApp>)> {
    let mut out = Vec::new();
    for view in [View::Hash, View::Compare, View::Bench] {
        out.push((format!("{} {view:?}", lang.tag()), harness(lang, view)));
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("download.iso");
    std::fs::write(&file, b"some data").expect("write");
    for (name, expected) in [
        ("matches", Algorithm::Sha256.digest(b"some data").to_hex()),
        ("differs", Algorithm::Sha256.digest(b"other").to_hex()),
    ] {
        let mut h = harness(lang, View::Hash);
        h.state_mut().set_expected(&expected);
        drop_and_wait(&mut h, &file);
        out.push((format!("{} {name}", lang.tag()), h));
    }
    out.extend(compare_views(lang));
    out
}

#[test]
fn every_view_draws_in_every_language() {
    for lang in Lang::ALL {
        for (what, h) in every_view(lang) {
            assert_translated(&h, &what);
        }
    }
}

#[test]
fn the_menu_changes_the_language_at_once() {
    let mut h = harness(Lang::En, View::Hash);
    h.get_by_label("Checksums & verify a download");
    h.state_mut().settings_mut().language = Some(Lang::De);
    h.run();
    h.get_by_label("Prüfsummen & Download prüfen");
    assert_eq!(i18n::language(), Lang::De);
}

/// Where the side panel is: left of, and from the top of, the first label of the
/// central panel.
fn side_panel(h: &Harness<'_, HashdropApp>, central: &str) -> (f32, f32) {
    let first = h.get_by_label(central).rect();
    (first.min.x - 1.0, first.min.y - 1.0)
}

#[test]
fn longer_text_is_not_clipped_at_the_default_size() {
    // The pseudo-locale stands for languages to come; the eight are checked as well.
    for lang in std::iter::once(Lang::Pseudo).chain(Lang::ALL) {
        assert_fits(lang);
    }
}

/// Every text of every view in `lang` lies inside the window, and what starts in the
/// side panel ends there.
fn assert_fits(lang: Lang) {
    i18n::set_language(lang);
    let central = [
        (View::Hash, hashdrop::t!("expected-label")),
        (View::Bench, hashdrop::t!("view-bench-hint")),
        (View::Compare, hashdrop::t!("compare-intro")),
    ];
    for (what, h) in every_view(lang) {
        let view = h.state().view();
        let panel = central
            .iter()
            .find(|(v, _)| *v == view)
            .map(|(_, c)| side_panel(&h, c));
        for (label, rect) in labels(&h) {
            assert!(
                rect.min.x >= -0.5 && rect.max.x <= DEFAULT_SIZE[0] + 0.5,
                "{what}: {label:?} runs out of the window: {rect:?}"
            );
            if let Some((right, top)) = panel
                && rect.min.x < right
                && rect.min.y >= top
            {
                assert!(
                    rect.max.x <= right + 0.5,
                    "{what}: {label:?} runs out of the side panel ({right}): {rect:?}"
                );
            }
        }
    }
}

/// Images of the pseudo-locale and of German and Chinese (need a wgpu adapter).
mod snapshots {
    use super::*;

    #[test]
    fn pseudo_locale_windows() {
        for (what, mut h) in every_view(Lang::Pseudo) {
            // The Compare view's answers show temporary paths and file dates, which
            // differ from run to run; the fit test checks them.
            if what.contains(" compare ") {
                continue;
            }
            h.run();
            common::snapshot(&mut h, &format!("i18n_{}", what.replace([' ', '-'], "_")));
        }
    }
}

#[test]
fn why_a_file_has_no_checksum_is_said_in_the_windows_language() {
    let dir = tempfile::tempdir().expect("tempdir");
    let gone = dir.path().join("ubuntu-24.04-desktop-amd64.iso");
    let mut h = harness(Lang::De, View::Hash);
    drop_and_wait(&mut h, &gone);
    assert!(
        h.query_all_by_label_contains("Nicht gefunden: Die Datei wurde verschoben oder gelöscht.")
            .next()
            .is_some(),
        "the reason is German"
    );
    assert!(
        h.query_by_label_contains("No such file").is_none(),
        "no English from the engine"
    );
}

/// The buttons whose right edge is past the window's, with their names.
fn cut_off(h: &Harness<'_, HashdropApp>, width: f32) -> Vec<String> {
    use egui_kittest::kittest::NodeT as _;
    h.root()
        .children_recursive()
        .filter(|n| n.accesskit_node().role() == egui::accesskit::Role::Button)
        .filter(|n| {
            let r = n.rect();
            r.max.x > width + 0.5 || r.min.x < -0.5
        })
        .map(|n| format!("{:?} at {:?}", n.accesskit_node().label(), n.rect()))
        .collect()
}

/// Every button fits the window at 640×480 and 1280×800, in English, German and
/// Chinese, in each view (with a verdict in the hash view): nothing is cut off at the
/// right; taller content scrolls.
#[test]
fn every_button_fits_the_window_in_each_view_and_language() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = b"an image";
    let image = dir.path().join("ubuntu-24.04.1-desktop-amd64.iso");
    std::fs::write(&image, data).expect("write");
    let sums = dir.path().join("SHA256SUMS");
    let line = format!(
        "{}  ubuntu-24.04.1-desktop-amd64.iso\n",
        hashdrop::engine::Algorithm::Sha256.digest(data).to_hex()
    );
    std::fs::write(&sums, line).expect("write");
    let mut problems = Vec::new();
    for size in [[640.0, 480.0], [1280.0, 800.0]] {
        for lang in [Lang::En, Lang::De, Lang::ZhCn] {
            for (view, options) in [
                (View::Hash, false),
                (View::Hash, true),
                (View::Compare, true),
                (View::Bench, false),
            ] {
                let mut h = harness_sized(lang, view, size);
                h.state_mut().settings_mut().show_options = options;
                h.run();
                if view == View::Hash {
                    for p in [&image, &sums] {
                        h.input_mut()
                            .dropped_files
                            .push(Arc::new(Dropped(p.to_path_buf())));
                    }
                    for _ in 0..2000 {
                        h.step();
                        if h.state().is_settled() && !h.state().hash().session.results.is_empty() {
                            break;
                        }
                        std::thread::sleep(std::time::Duration::from_millis(10));
                    }
                    h.run();
                }
                for p in cut_off(&h, size[0]) {
                    problems.push(format!("{size:?} {lang:?} {view:?} options {options}: {p}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "cut off:\n{}", problems.join("\n"));
}

/// At 640×480 in German, two downloads whose names differ only in the middle show two
/// different names in the results table (not "ub…4.iso" twice): each keeps the part
/// that tells it from the other, and what is read is the text drawn in the rows.
#[test]
fn two_names_differing_in_the_middle_stay_distinguishable_at_640_by_480_in_german() {
    let dir = tempfile::tempdir().expect("tempdir");
    let names = [
        "ubuntu-24.04.1-desktop-amd64.iso",
        "ubuntu-24.04.1-live-server-amd64.iso",
    ];
    let paths = files_named(dir.path(), &names, 4096);
    let mut w = driver::Window::open_sized("", None, [640.0, 480.0]);
    w.h.state_mut().settings_mut().language = Some(Lang::De);
    w.h.run();
    w.drop(&[&paths[0], &paths[1]]);
    w.settle();
    // The file cells: the first text drawn after each row's start (the row itself is
    // spoken with the whole name; what is seen is its first label).
    let nodes: Vec<_> = w.h.root().children_recursive().collect();
    let shown: Vec<String> = nodes
        .iter()
        .enumerate()
        .filter(|(_, n)| n.accesskit_node().role() == egui::accesskit::Role::ListItem)
        .filter_map(|(i, _)| {
            nodes[i + 1..]
                .iter()
                .find(|n| n.accesskit_node().role() == egui::accesskit::Role::Label)
                .and_then(|n| n.accesskit_node().value())
        })
        .collect();
    assert_eq!(shown.len(), 2, "one name per file: {shown:?}");
    assert_ne!(
        shown[0], shown[1],
        "two different names are seen: {shown:?}"
    );
    assert!(
        shown.iter().all(|s| s.contains('…')),
        "shortened at this size: {shown:?}"
    );
    assert!(shown.iter().any(|s| s.contains("desk")), "{shown:?}");
    assert!(shown.iter().any(|s| s.contains("live")), "{shown:?}");
}

#[test]
fn the_results_follow_each_other_right_under_the_column_titles() {
    // Each row was given the rest of the table's view and centred its cells in it: the
    // first file sat half-way down the table, each next one half-way down the rest,
    // with blank space between (seen at 640x480 and 1280x800 with a folder of files).
    let dir = tempfile::tempdir().expect("tempdir");
    let names: Vec<String> = (0..12).map(|i| format!("f{i:02}.txt")).collect();
    let paths = files_named(dir.path(), &names, 64);
    let given: Vec<&Path> = paths.iter().map(|p| p.as_path()).collect();
    for size in [[1280.0, 800.0], [640.0, 480.0]] {
        let mut w = driver::Window::open_sized("", None, size);
        w.drop(&given);
        w.settle();
        let title = w.h.get_by_label("File").rect();
        // Each file's name, where it is drawn (the rows in view, in order).
        let tops: Vec<f32> = names
            .iter()
            .filter_map(|n| {
                w.h.root()
                    .children_recursive()
                    .find(|node| {
                        node.accesskit_node().role() == egui::accesskit::Role::Label
                            && node.accesskit_node().value().as_deref() == Some(n.as_str())
                    })
                    .map(|node| node.rect().top())
            })
            .collect();
        assert!(tops.len() >= 3, "{size:?}: rows in view: {tops:?}");
        let pitch = tops[1] - tops[0];
        assert!(
            tops[0] - title.bottom() < 40.0,
            "{size:?}: the first file is right under the titles: {tops:?}, titles end at {}",
            title.bottom()
        );
        for pair in tops.windows(2) {
            let step = pair[1] - pair[0];
            assert!(
                (step - pitch).abs() < 1.0 && step > 0.0 && step < 40.0,
                "{size:?}: one row after the other: {tops:?}"
            );
        }
    }
}

/// Files of `len` different bytes each, named `names`, in `dir`.
fn files_named(dir: &Path, names: &[impl AsRef<str>], len: usize) -> Vec<std::path::PathBuf> {
    names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let p = dir.join(n.as_ref());
            std::fs::write(&p, common::rng_bytes(len, i as u64)).expect("write");
            p
        })
        .collect()
}
