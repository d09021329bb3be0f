//! Interaction tests of the desktop app with egui_kittest: no window, no GPU.
//! Background work runs in real time, so tests step the UI until a condition holds,
//! with a bound, instead of sleeping a fixed time.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use hashdrop::engine::Algorithm;
use hashdrop::gui::HashdropApp;
use hashdrop::gui::shell::View;

mod common;
mod driver;
mod pgp_keys;
use common::step_until;

use common::Dropped;
use pgp_keys::{clear_sign, detached_sign, test_key};

fn harness() -> Harness<'static, HashdropApp> {
    Harness::builder()
        .with_size([1100.0, 800.0])
        .build_eframe(|cc| HashdropApp::new_for_test(&cc.egui_ctx))
}

fn drop_files(h: &mut Harness<'_, HashdropApp>, paths: &[&Path]) {
    for p in paths {
        h.input_mut()
            .dropped_files
            .push(Arc::new(Dropped(p.to_path_buf())));
    }
    h.step();
}

use common::write;

#[test]
fn dropping_a_file_shows_its_sha256() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = b"The quick brown fox jumps over the lazy dog".repeat(1000);
    let file = write(dir.path(), "fox.txt", &data);
    let want = Algorithm::Sha256.digest(&data).to_hex();

    let mut h = harness();
    h.run();
    drop_files(&mut h, &[&file]);
    step_until(&mut h, "the digest", |h| h.query_by_label(&want).is_some());
    let row = &h.state().hash().session.results.files()[0];
    assert_eq!(&*row.path, file.as_path());
    assert_eq!(
        row.outcome().expect("digest").get(0).map(|l| l.hex()),
        Some(want.clone())
    );
    h.get_by_label("fox.txt");
    // The progress bar tells a screen reader 100 of 100, not a value out of f64::MAX.

    assert_eq!(
        h.root().accesskit_node().label().as_deref(),
        Some("Hashdrop"),
        "the window is named"
    );
    let bar = h
        .root()
        .children_recursive()
        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::ProgressIndicator)
        .expect("a progress bar");
    let node = bar.accesskit_node();
    assert_eq!(node.max_numeric_value(), Some(100.0));
    assert_eq!(node.numeric_value(), Some(100.0));
    // Each Copy button says what it copies.
    h.get_by_label("Copy the SHA-256 of fox.txt");
    // The row is one item to a screen reader: file, type, checksum.
    h.get_by_role_and_label(
        egui::accesskit::Role::ListItem,
        &format!("fox.txt, SHA-256, {want}"),
    );
}

#[test]
fn a_wrong_pasted_digest_does_not_match() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = write(dir.path(), "download.iso", b"real contents");
    let wrong = Algorithm::Sha256.digest(b"other contents").to_hex();

    let mut h = harness();
    h.run();
    let label = "Expected checksum (paste it here)";
    h.get_by_role_and_label(egui::Role::MultilineTextInput, label)
        .focus();
    h.run();
    h.get_by_role_and_label(egui::Role::MultilineTextInput, label)
        .type_text(&format!("  {}  ", wrong.to_uppercase()));
    h.run();
    assert_eq!(
        h.state().hash().expected.text.trim(),
        wrong.to_uppercase(),
        "typed into the box"
    );
    drop_files(&mut h, &[&file]);
    step_until(&mut h, "a verdict", |h| {
        h.query_all_by_label_contains("Does NOT match")
            .next()
            .is_some()
    });
    assert!(h.query_all_by_label("Matches").next().is_none());
    // A screen reader hears the words, headline and row, without the ✖ mark.
    assert_eq!(h.query_all_by_label("Does NOT match").count(), 2);
    assert_eq!(h.query_all_by_label_contains("✖").count(), 0);
    assert!(
        h.query_all_by_label_contains(", Does NOT match")
            .any(|n| n.accesskit_node().role() == egui::accesskit::Role::ListItem),
        "the row says its verdict"
    );
}

#[test]
fn an_ambiguous_digest_says_which_algorithm_matched() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = b"hash me with blake3";
    let file = write(dir.path(), "b3.bin", data);
    let b3 = Algorithm::Blake3.digest(data).to_hex();

    let mut h = harness();
    h.run();
    h.state_mut().set_expected(&b3);
    drop_files(&mut h, &[&file]);
    step_until(&mut h, "a match", |h| {
        h.query_all_by_label("Matches").next().is_some()
    });
    h.get_by_label_contains("it is a BLAKE3 checksum");
    // The candidates tried are folded into the verdict: the table shows the one
    // checksum type chosen (SHA-256), and says on it that the file matches.
    h.run();
    let results = &h.state().hash().session.results;
    assert_eq!(results.rows().len(), 1, "one row: the chosen SHA-256");
    assert_eq!(
        h.query_all_by_label("Matches").count(),
        2,
        "headline and row"
    );
}

#[test]
fn a_dropped_sums_file_checks_the_files_it_lists() {
    let dir = tempfile::tempdir().expect("tempdir");
    let good = b"good file";
    write(dir.path(), "good.bin", good);
    write(dir.path(), "bad.bin", b"changed");
    let sums = format!(
        "{}  good.bin\n{}  bad.bin\n{}  missing.bin\n",
        Algorithm::Sha256.digest(good).to_hex(),
        Algorithm::Sha256.digest(b"original").to_hex(),
        Algorithm::Sha256.digest(b"gone").to_hex(),
    );
    let sums = write(dir.path(), "SHA256SUMS", sums.as_bytes());

    let mut h = harness();
    h.run();
    drop_files(&mut h, &[&sums]);
    step_until(&mut h, "the summary", |h| {
        h.query_by_label_contains("1 of 2 files do NOT match")
            .is_some()
    });
    // The missing file is not counted against the headline: it is said once.
    h.get_by_label_contains("SHA256SUMS also lists 1 file that is not here.");
    assert_eq!(h.query_all_by_label("Does NOT match").count(), 1);
    assert_eq!(h.query_all_by_label("Matches").count(), 1);
}

#[test]
fn a_checksum_file_next_to_a_dropped_file_is_used() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = b"release image";
    let iso = write(dir.path(), "release.iso", data);
    let line = format!("{}  release.iso\n", Algorithm::Sha256.digest(data).to_hex());
    write(dir.path(), "SHA256SUMS", line.as_bytes());

    let mut h = harness();
    h.run();
    drop_files(&mut h, &[&iso]);
    step_until(&mut h, "a match", |h| {
        h.query_by_label_contains("listed in SHA256SUMS, line 1")
            .is_some()
    });
}

#[test]
fn a_digest_pasted_after_hashing_hashes_again_with_its_candidates() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = b"pasted later";
    let file = write(dir.path(), "later.bin", data);
    let mut h = harness();
    h.run();
    drop_files(&mut h, &[&file]);
    step_until(&mut h, "the SHA-256", |h| {
        h.state().hash().session.results.files().len() == 1 && !h.state().is_busy()
    });
    let b3 = Algorithm::Blake3.digest(data).to_hex();
    h.state_mut().set_expected(&b3);
    step_until(&mut h, "a BLAKE3 match", |h| {
        h.query_by_label_contains("it is a BLAKE3 checksum")
            .is_some()
    });
}

#[test]
fn compare_shows_the_first_differing_offset() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut b = vec![7u8; 100_000];
    let a = write(dir.path(), "a.bin", &b);
    b[12_345] = 8;
    let b = write(dir.path(), "b.bin", &b);

    let mut h = harness();
    h.state_mut().set_view(View::Compare);
    h.run();
    drop_files(&mut h, &[&a, &b]);
    // Counted from 1, as `cmp` counts: the engine's offset 12,345 is byte 12,346.
    step_until(&mut h, "a difference", |h| {
        h.query_by_label("They differ at byte 12,346; every byte before it is the same.")
            .is_some()
    });
    h.get_by_label_contains("Different");
    // The hexadecimal offset waits under Details.
    assert!(
        h.query_by_label_contains("0x3039").is_none(),
        "no hex at first"
    );
    h.get_by_label("Details").click();
    // It opens with egui's animation, which is off while work runs and on once the
    // comparison has ended: how many frames it takes depends on when the click came.
    step_until(&mut h, "the details open", |h| {
        h.query_by_label_contains("Offset 0x3039 (12,345 bytes from the start")
            .is_some()
    });
}

/// In segmented mode the comparison draws each file's pieces and says how many differ,
/// from the per-segment digests the results keep.
#[test]
fn compare_in_segments_says_which_pieces_differ() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut b = vec![7u8; 64 << 10];
    let a = write(dir.path(), "a.bin", &b);
    b[10_000] = 8;
    let b = write(dir.path(), "b.bin", &b);
    let mut h = harness();
    h.state_mut().settings_mut().segmented = true;
    h.state_mut().settings_mut().segment_size = 16 << 10;
    h.state_mut().set_view(View::Compare);
    h.run();
    drop_files(&mut h, &[&a, &b]);
    step_until(&mut h, "the pieces compared", |h| {
        h.query_by_label_contains("1 of 4 pieces of 16\u{a0}KiB differ")
            .is_some()
    });
}

#[test]
fn a_longer_second_file_is_said_to_be_longer_not_different_at_a_byte() {
    let dir = tempfile::tempdir().expect("tempdir");
    let a = write(dir.path(), "a.bin", &[7u8; 100_000]);
    let b = write(dir.path(), "b.bin", &[7u8; 100_008]);
    let mut h = harness();
    h.state_mut().set_view(View::Compare);
    h.run();
    drop_files(&mut h, &[&a, &b]);
    step_until(&mut h, "the verdict", |h| {
        !h.state().is_busy()
            && h.query_by_label_contains("The second file is the first with 8 more bytes")
                .is_some()
    });
    assert!(h.query_by_label_contains("at byte").is_none());
}

/// `before` and `after` folders with one file of each kind of difference.
fn two_trees(d: &Path) -> (PathBuf, PathBuf) {
    let (a, b) = (d.join("before"), d.join("after"));
    for sub in ["before/old", "after/new"] {
        std::fs::create_dir_all(d.join(sub)).expect("mkdir");
    }
    let mut photo = vec![1u8; 100_000];
    write(&a, "photo.jpg", &photo);
    photo[4_321] = 2;
    write(&b, "photo.jpg", &photo);
    write(&a, "same.txt", b"same");
    write(&b, "same.txt", b"same");
    write(&a, "gone.txt", b"only before");
    write(&b, "new.txt", b"only after");
    write(&a, "old/name.txt", b"moved content");
    write(&b, "new/name.txt", b"moved content");
    (a, b)
}

#[test]
fn two_dropped_folders_are_compared_and_a_changed_pair_opens() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (a, b) = two_trees(dir.path());
    let mut h = harness();
    h.state_mut().set_view(View::Compare);
    h.run();
    drop_files(&mut h, &[&a, &b]);
    step_until(&mut h, "the banner", |h| {
        h.query_by_label_contains("Different:").is_some()
    });
    h.get_by_label("Different: 1 changed, 1 missing, 1 new, 1 moved");
    h.get_by_label("First folder");
    h.get_by_label_contains("Compared by BLAKE3 checksum.");

    // One tab per category; the list shows only the chosen one.
    h.get_by_label("Missing (1)").click();
    h.run();
    h.get_by_label("gone.txt");
    assert!(h.query_by_label_contains("photo.jpg").is_none());
    h.get_by_label("Moved (1)").click();
    h.run();
    h.get_by_label_contains("name.txt ➡ new");
    h.get_by_label("Changed (1)").click();
    h.run();
    // Why it counts as changed (byte 4,322 counted from 1, as `cmp` counts; the test
    // changed offset 4,321), then both sizes and dates.
    h.get_by_label_contains(
        "photo.jpg: same size, different content from byte 4,322   (97.7\u{a0}KiB, 2",
    );
    h.get_by_label_contains(" UTC ➡ 97.7\u{a0}KiB, 2");

    // A changed file opens as a pair: where the two first differ.
    h.get_by_label("Where do they differ?").click();
    step_until(&mut h, "the pair compared", |h| {
        h.query_by_label_contains("They differ at byte 4,322")
            .is_some()
    });
    h.get_by_label("Back to the folder comparison").click();
    h.run();
    h.get_by_label("Different: 1 changed, 1 missing, 1 new, 1 moved");
}

#[test]
fn a_folder_is_audited_against_its_checksum_file_dropped_beside_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (_, b) = two_trees(dir.path());
    let sums = format!(
        "{}  same.txt\n{}  new.txt\n",
        Algorithm::Sha256.digest(b"same").to_hex(),
        Algorithm::Sha256.digest(b"only after").to_hex()
    );
    let sums = write(
        dir.path(),
        "after.sha256",
        sums.replace("  ", "  after/").as_bytes(),
    );
    let mut h = harness();
    h.state_mut().set_view(View::Compare);
    h.run();
    drop_files(&mut h, &[&sums, &b]);
    step_until(&mut h, "the banner", |h| {
        h.query_by_label_contains("Different:").is_some()
    });
    // Listed: same.txt and new.txt match; on disk besides, not listed: photo.jpg and
    // new/name.txt.
    h.get_by_label("Different: 2 new");
    h.get_by_label("Checksum file");
    h.get_by_label("Folder");
    h.get_by_label_contains("Compared by SHA-256 checksum.");
    h.get_by_label("Identical (2)");
}

#[test]
fn cancel_stops_the_work() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Slow settings (one thread, several algorithms, small reads) so that the job is
    // still running when Pause is clicked; once paused it cannot finish before Cancel.
    for i in 0..16u8 {
        write(dir.path(), &format!("f{i}.bin"), &vec![i; 4 << 20]);
    }
    let mut h = harness();
    {
        let s = &mut h.state_mut().settings_mut();
        s.threads = 1;
        s.algorithms = vec![
            Algorithm::Md5,
            Algorithm::Sha1,
            Algorithm::Sha256,
            Algorithm::Sha512,
            Algorithm::Blake2b,
        ];
        s.strategy = hashdrop::engine::IoStrategy::Read;
        s.buffer_size = 4096;
    }
    h.run();
    drop_files(&mut h, &[dir.path()]);
    step_until(&mut h, "the Pause button", |h| {
        h.query_by_label("Pause").is_some()
    });
    h.get_by_label("Pause").click();
    h.step();
    h.step();
    h.get_by_label("Resume");
    // The headline counts the folder's files still to hash (16, less those done before
    // the pause), not the dropped folder as one file.
    let left = h.state().hash().session.still_hashing();
    assert!((2..=16).contains(&left), "{left} files left when paused");
    let headline = format!("Checking {left} files…");
    assert!(
        h.query_by_label(&headline).is_some(),
        "{headline:?} on screen; the checking lines are {:?}",
        h.query_all_by_label_contains("Checking")
            .filter_map(|n| n.accesskit_node().label())
            .collect::<Vec<_>>()
    );
    // While it runs, the speed graph has words a screen reader can say.
    assert!(
        h.query_by_label_contains(", peak ").is_some(),
        "the graph's summary"
    );
    h.get_by_label("Cancel").click();
    step_until(&mut h, "the end of the job", |h| !h.state().is_busy());
    assert!(h.query_all_by_label_contains("Cancelled").next().is_some());
    assert!(h.state().hash().session.results.files().len() <= 16);
}

#[test]
fn escape_cancels() {
    let dir = tempfile::tempdir().expect("tempdir");
    // 8 GiB of holes: no disk space, but hashing it with four algorithms on one thread
    // takes tens of seconds, so the job can only end within a second if Escape ends it.
    let big = dir.path().join("sparse.bin");
    std::fs::File::create(&big)
        .and_then(|f| f.set_len(8 << 30))
        .expect("sparse file");
    let mut h = harness();
    {
        let s = &mut h.state_mut().settings_mut();
        s.threads = 1;
        s.algorithms = vec![
            Algorithm::Md5,
            Algorithm::Sha1,
            Algorithm::Sha256,
            Algorithm::Sha512,
        ];
    }
    h.run();
    drop_files(&mut h, &[&big]);
    // Wait until the file is being hashed (Escape on a pending drop would only drop it).
    step_until(&mut h, "the Pause button", |h| {
        h.query_by_label("Pause").is_some()
    });
    assert!(h.state().is_busy());
    h.key_press(egui::Key::Escape);
    // A hang guard: how promptly it stops is measured, not asserted (speed belongs
    // in benchmarks); it prints the time taken.
    let pressed = std::time::Instant::now();
    let deadline = pressed + Duration::from_secs(60);
    while h.state().is_busy() {
        assert!(
            std::time::Instant::now() < deadline,
            "the job was still running a minute after Escape"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    eprintln!("the job stopped {:?} after Escape", pressed.elapsed());
    h.step();
    assert!(
        h.query_all_by_label_contains("Cancelled").next().is_some(),
        "the job ended cancelled"
    );
    assert!(h.query_all_by_label_contains("Done ·").next().is_none());
}

/// A settings store in memory, standing in for eframe's file.
#[derive(Default)]
struct MemoryStorage(HashMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

#[test]
fn settings_survive_a_restart() {
    let ctx = egui::Context::default();
    let mut storage = MemoryStorage::default();
    let mut app = HashdropApp::new(&ctx, None, Vec::new());
    assert_eq!(
        app.settings().algorithms,
        vec![Algorithm::Sha256],
        "SHA-256 is preselected"
    );
    app.settings_mut().algorithms = vec![Algorithm::Md5, Algorithm::Blake3];
    app.settings_mut().threads = 1;
    app.settings_mut().segmented = true;
    app.settings_mut().segment_size = 4 << 20;
    app.settings_mut().strategy = hashdrop::engine::IoStrategy::Read;
    app.settings_mut().buffer_size = 64 << 10;
    eframe::App::save(&mut app, &mut storage);

    let restored = HashdropApp::new(&ctx, Some(&storage), Vec::new());
    assert_eq!(restored.settings(), app.settings());
}

#[test]
fn choosing_an_algorithm_in_the_panel_changes_the_settings() {
    let mut h = harness();
    h.run();
    // The first screen shows only what verifying a download needs.
    assert!(
        h.query_by_label("BLAKE3").is_none(),
        "the options start hidden"
    );
    assert!(h.query_by_label("Threads").is_none());
    h.get_by_label("Options").click();
    h.run();
    h.get_by_label("BLAKE3").click();
    h.run();
    assert!(h.state().settings().algorithms.contains(&Algorithm::Blake3));
    assert!(h.state().settings().algorithms.contains(&Algorithm::Sha256));
}

/// Options → "Add Hashdrop to my file manager's menu": the work runs off the UI thread
/// and the window then says, per file manager found, what it did; a second click says
/// it was there already. Installs into a temporary home, never the tester's.
#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn the_options_add_hashdrop_to_the_file_managers_menus() {
    use hashdrop::desktop::file_managers::Places;
    use hashdrop::gui::settings::file_menus::FileMenus;

    let root = tempfile::tempdir().expect("tempdir");
    let bin = root.path().join("bin");
    std::fs::create_dir_all(&bin).expect("mkdir");
    for program in ["nemo", "thunar"] {
        std::fs::write(bin.join(program), b"").expect("write");
    }
    let places = Places {
        data_home: root.path().join("home/.local/share"),
        data_dirs: vec![root.path().join("usr/share")],
        config_home: root.path().join("home/.config"),
        config_dirs: vec![root.path().join("etc/xdg")],
        path: vec![bin],
        program: PathBuf::from("/usr/local/bin/hashdrop"),
    };
    let mut h = harness();
    *h.state_mut().file_menus_mut() = FileMenus::with_places(places.clone());
    h.run();
    h.get_by_label("Options").click();
    h.run();
    h.get_by_label("Add Hashdrop to my file manager's menu")
        .click();
    step_until(&mut h, "the report", |h| {
        h.state().file_menus().report.is_some()
    });
    h.run();
    for line in [
        "Nemo: added.",
        "Thunar: added.",
        "Close and reopen the file manager to see the new items.",
    ] {
        assert!(h.query_by_label(line).is_some(), "{line}");
    }
    assert!(
        h.query_by_label_contains("Dolphin").is_none(),
        "not installed here"
    );
    let uca = std::fs::read_to_string(places.config_home.join("Thunar/uca.xml")).expect("uca");
    assert!(uca.contains("<command>/usr/local/bin/hashdrop %F</command>"));

    h.state_mut().file_menus_mut().report = None;
    h.get_by_label("Add Hashdrop to my file manager's menu")
        .click();
    step_until(&mut h, "the second report", |h| {
        h.state().file_menus().report.is_some()
    });
    h.run();
    assert!(h.query_by_label("Thunar: already there.").is_some());
    assert!(h.query_by_label("Nemo: already there.").is_some());
}

/// The common types are listed; the others (SHA-3, SM3, xxHash, the CRCs…) are folded
/// under "More types" until it is opened.
#[test]
fn the_other_checksum_types_are_folded_under_more_types() {
    let mut h = harness();
    h.run();
    h.get_by_label("Options").click();
    h.run();
    for common in ["SHA-256", "SHA-512", "SHA-1", "MD5", "BLAKE3"] {
        assert!(h.query_by_label(common).is_some(), "{common} is listed");
    }
    assert!(h.query_by_label("SM3").is_none(), "folded");
    h.get_by_label("More types").click();
    h.run();
    h.get_by_label("SM3").click();
    h.run();
    h.get_by_label("XXH3").click();
    h.run();
    let chosen = &h.state().settings().algorithms;
    assert!(chosen.contains(&Algorithm::Sm3) && chosen.contains(&Algorithm::Xxh3));
}

#[test]
fn the_window_says_what_a_drop_will_do() {
    let mut h = harness();
    h.run();
    h.input_mut().hovered_files = ["/a.iso", "/b.iso", "/c.iso"]
        .iter()
        .map(|p| egui::HoveredFile {
            path: Some(PathBuf::from(p)),
            ..Default::default()
        })
        .collect();
    h.step();
    // The overlay is painted text, not a widget: check what it was asked to say.
    let shapes = format!("{:?}", h.output().shapes);
    assert!(
        shapes.contains("Drop to hash 3 files"),
        "overlay text missing"
    );
}

#[test]
fn ten_thousand_results_lay_out_only_the_visible_rows() {
    let mut h = harness();
    h.run();
    {
        let app = h.state_mut();
        for i in 0..10_000usize {
            let d = Algorithm::Sha256.digest(&i.to_le_bytes());
            let path = PathBuf::from(format!("/data/file-{i:05}.bin"));
            let result = hashdrop::engine::FileResult {
                index: i,
                path: path.clone().into(),
                size: 8,
                outcome: Ok(hashdrop::engine::Digests::Standard(vec![d])),
                elapsed: Duration::ZERO,
            };
            // Each file added on its own: its name shows without the folder.
            let row = hashdrop::gui::common::jobs::FileRow::from_result(&[path], result);
            app.hash_mut().session.results.extend(0, [row]);
        }
    }
    h.step();
    h.step();
    assert!(h.query_by_label("file-00000.bin").is_some());
    assert!(
        h.query_by_label("file-09999.bin").is_none(),
        "rows outside the view are not laid out"
    );
}

/// The engine never waits for the window: with no frame drawn at all (a hidden
/// window draws none), a job of more files than the engine's event channel holds
/// (1,024) still runs to its end, and every result is there once a frame comes.
#[test]
fn a_window_that_draws_no_frames_does_not_stall_the_workers() {
    const FILES: usize = 5_000;
    let dir = tempfile::tempdir().expect("tempdir");
    let folder = dir.path().join("many");
    std::fs::create_dir(&folder).expect("mkdir");
    for i in 0..FILES {
        std::fs::write(folder.join(format!("f{i:05}")), i.to_le_bytes()).expect("write");
    }
    let mut h = harness();
    h.run();
    drop_files(&mut h, &[&folder]);
    step_until(&mut h, "the run to start", |h| h.state().run().is_some());
    // No more frames from here on, as when the window is hidden.
    let progress = std::sync::Arc::clone(h.state().run().expect("run").progress());
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while !matches!(progress.phase(), hashdrop::engine::Phase::Finished) {
        assert!(
            std::time::Instant::now() < deadline,
            "the workers stalled with no frame drawn: {} of {FILES} files done",
            progress.totals().files_done
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    step_until(&mut h, "every result", |h| {
        h.state().hash().session.results.files().len() == FILES && !h.state().is_busy()
    });
}

/// Image snapshots of the main window (need a wgpu adapter: see .ci/run).
mod snapshots {
    use super::*;

    #[test]
    fn empty_window() {
        let mut h = harness();
        h.run();
        common::snapshot(&mut h, "empty_window");
    }

    #[test]
    fn a_verified_file() {
        verified_file(None, "a_verified_file");
    }

    /// The same, in the light theme chosen under Options.
    #[test]
    fn a_verified_file_in_the_light_theme() {
        verified_file(
            Some(hashdrop::gui::settings::ThemeChoice::Light),
            "a_verified_file_light",
        );
    }

    fn verified_file(theme: Option<hashdrop::gui::settings::ThemeChoice>, name: &str) {
        let dir = tempfile::tempdir().expect("tempdir");
        let data = b"snapshot data";
        let file = write(dir.path(), "download.iso", data);
        let mut h = harness();
        if let Some(t) = theme {
            h.state_mut().settings_mut().theme = t;
        }
        h.state_mut()
            .set_expected(&Algorithm::Sha256.digest(data).to_hex());
        h.run();
        drop_files(&mut h, &[&file]);
        step_until(&mut h, "a match", |h| {
            h.query_all_by_label("Matches").next().is_some()
        });
        // The table shows only the file's name, not the temporary folder's (whose name
        // changes from run to run), so the image is the same on every run.
        h.run();
        common::snapshot(&mut h, name);
    }
}

/// Opens the Benchmark view with its top-bar button.
fn open_benchmark(h: &mut Harness<'_, HashdropApp>) {
    h.run();
    h.get_by_label("Benchmark").click();
    h.run();
    assert_eq!(h.state().view(), View::Bench);
    h.get_by_label("Benchmark: is your disk or your CPU the bottleneck?");
}

/// Steps until the benchmark has stopped (at most ~90 s: debug builds on a busy
/// two-core machine).
fn step_until_bench_stops(h: &mut Harness<'_, HashdropApp>) {
    let start = std::time::Instant::now();
    while h.state().bench().is_running() {
        assert!(
            start.elapsed() < Duration::from_secs(90),
            "the benchmark did not finish"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.step();
    h.step();
}

#[test]
fn benchmark_view_runs_a_small_matrix_and_shows_a_verdict() {
    let mut h = harness();
    open_benchmark(&mut h);
    // One algorithm (SHA-256), the quick-try size, one timed run per combination.
    h.get_by_label("MD5").click();
    h.run();
    h.get_by_label("BLAKE3").click();
    h.run();
    h.get_by_label("4\u{a0}MiB (quick try)").click();
    h.run();
    h.state_mut().bench_mut().setup.repeat = 1;
    h.run();
    assert_eq!(
        h.state().bench().setup.algorithms,
        vec![Algorithm::Sha256],
        "the checkboxes changed the set-up"
    );
    assert_eq!(h.state().bench().setup.size, 4 << 20);
    h.get_by_label("Run benchmark").click();
    h.step();
    h.step();
    assert!(h.state().bench().is_running(), "the run started");
    h.get_by_label("Cancel");
    step_until_bench_stops(&mut h);

    let bench = &h.state().bench();
    assert_eq!(bench.error, None);
    let report = bench.report.as_ref().expect("a report");
    assert!(!report.cancelled);
    assert_eq!(report.cells.len(), report.cells_planned);
    let words = report.verdict.algorithms[0].words.clone();
    assert!(words.starts_with("SHA-256"), "{words}");
    // The window says the lab's sentence word for word, in English, with a no-break
    // space between a number and its unit.
    let nbsp = |s: &str| {
        s.replace(" MB/s", "\u{a0}MB/s")
            .replace(" GB/s", "\u{a0}GB/s")
    };
    let median = nbsp(&hashdrop::lab::format_rate(report.cells[0].median_mbps));
    // Except inside the reason the disk could not be measured, which stays the lab's
    // English detail as it is (on a virtual machine a 4 MiB file often stays cached, and
    // that reason quotes two rates).
    let mut said = nbsp(&words);
    if let Some(reads) = &report.verdict.reads {
        said = said.replace(&nbsp(&reads.note), &reads.note);
    }
    h.get_by_label(&said);
    // The table: a row per combination, with its median.
    assert!(h.query_all_by_label(&median).next().is_some(), "{median}");
    h.get_by_label("Export CSV…");
    h.get_by_label("Run benchmark");
    // The conclusion leads with one plain sentence: the disk or the processor.
    let lead = ["Your disk is the limit", "Your processor is the limit"];
    assert!(
        lead.iter().any(|l| h.query_by_label_contains(l).is_some())
            || report
                .verdict
                .algorithms
                .iter()
                .all(|a| a.bound == hashdrop::lab::Bound::Unknown),
        "a plain first sentence"
    );
}

#[test]
fn benchmark_can_be_cancelled() {
    let mut h = harness();
    open_benchmark(&mut h);
    // The default matrix takes minutes: it is certainly running when Cancel is clicked.
    h.get_by_label("64\u{a0}MiB").click();
    h.run();
    h.get_by_label("Run benchmark").click();
    for _ in 0..5 {
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(h.state().bench().is_running());
    let clicked = std::time::Instant::now();
    h.get_by_label("Cancel").click();
    step_until_bench_stops(&mut h);
    // A hang guard; the time it took is printed, not judged.
    eprintln!("the benchmark stopped {:?} after Cancel", clicked.elapsed());
    assert!(clicked.elapsed() < Duration::from_secs(60), "stopped");
    let report = h.state().bench().report.as_ref().expect("a partial report");
    assert!(report.cancelled);
    assert!(report.cells.len() < report.cells_planned);
    assert!(
        h.query_all_by_label_contains("Cancelled:").next().is_some(),
        "the view says it was cancelled"
    );
    h.get_by_label("Run benchmark");
}

#[test]
fn the_quick_test_is_one_click() {
    let mut h = harness();
    open_benchmark(&mut h);
    h.get_by_label("Quick test (a few seconds)").click();
    h.run();
    assert!(h.state().bench().is_running(), "it starts at once");
    let setup = &h.state().bench().setup;
    assert_eq!(setup.algorithms, [Algorithm::Sha256, Algorithm::Blake3]);
    let plan = setup.config().cells().len();
    assert!(plan <= 4, "a small matrix: {plan} combinations");
    h.get_by_label("Cancel").click();
    step_until_bench_stops(&mut h);
}

/// Drops `sums` on a fresh window whose added keys live in `keys` and waits for the
/// big verdict of its one file.
fn verdict_for(sums: &Path, keys: &Path) -> Harness<'static, HashdropApp> {
    let mut h = harness();
    h.state_mut()
        .set_key_store(Some(hashdrop::desktop::key_store::KeyStore::in_dir(keys)));
    h.run();
    drop_files(&mut h, &[sums]);
    step_until(&mut h, "the verdict", |h| {
        h.query_by_label_contains("listed in SHA256SUMS, line")
            .is_some()
    });
    h
}

#[test]
fn the_signature_of_a_dropped_checksum_file_decides_the_colour_of_the_verdict() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let data = b"release image";
    write(d, "release.iso", data);
    let good = Algorithm::Sha256.digest(data).to_hex();
    let line = format!("{good}  release.iso\n");
    let keys = d.join("data").join("keys");
    let (key, public) = test_key("Test Publisher <release@example.org>");

    // Not signed: a match, with the caveat.
    let sums = write(d, "SHA256SUMS", line.as_bytes());
    let h = verdict_for(&sums, &keys);
    h.get_by_label_contains("Not signed: this shows the file is intact, not who made it.");
    h.get_by_label_contains("put SHA256SUMS.gpg (from the same page) next to SHA256SUMS");
    assert_eq!(h.query_all_by_label("Matches").count(), 2);

    // Signed by a key nobody added yet: it matches the list, but the headline is amber
    // and says the signature was not checked (never green: the list may be forged).
    write(d, "SHA256SUMS", clear_sign(&key, &line).as_bytes());
    let h = verdict_for(&sums, &keys);
    h.get_by_label_contains("NOT checked: Hashdrop does not have the key");
    h.get_by_label("Matches, but the signature was NOT checked");
    assert_eq!(
        h.state().check().report().headline.colour(),
        hashdrop::sums::Colour::Amber
    );

    // The key added in the app's data folder: green.
    let key_file = write(d, "publisher.asc", public.as_bytes());
    let stored = hashdrop::desktop::key_store::KeyStore::in_dir(&keys)
        .add(&key_file)
        .expect("key added")
        .remove(0);
    let h = verdict_for(&sums, &keys);
    let fingerprint = stored.fingerprint.grouped();
    let today: String = hashdrop::trust::format_date(std::time::SystemTime::now())
        .chars()
        .take(10)
        .collect();
    h.get_by_label_contains(&format!(
        "Signed by Test Publisher, a key you added on {today} (fingerprint {fingerprint})."
    ));
    // The headline, and the file's row in the list.
    assert_eq!(h.query_all_by_label("Matches").count(), 2);

    // Signed over another digest, then changed to the file's: red, though it matches.
    let other = format!("{}  release.iso\n", Algorithm::Sha256.digest(b"x").to_hex());
    let tampered = clear_sign(&key, &other).replace(&other[..64], &good);
    write(d, "SHA256SUMS", tampered.as_bytes());
    let mut h = harness();
    h.state_mut()
        .set_key_store(Some(hashdrop::desktop::key_store::KeyStore::in_dir(&keys)));
    h.run();
    drop_files(&mut h, &[&sums]);
    step_until(&mut h, "the red verdict", |h| {
        h.state().is_settled()
            && h.query_by_label("Do NOT use: the signature of SHA256SUMS does not match")
                .is_some()
    });
    h.get_by_label_contains("SHA256SUMS was changed after it was signed.");
    // Nothing says it matches: not the headline, not the file's row.
    assert_eq!(h.query_all_by_label_contains("Matches").count(), 0);
    h.get_by_label("Signature does NOT match");
}

#[test]
fn a_signed_checksum_file_next_to_a_dropped_file_is_checked_and_only_its_signed_part_counts() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let data = b"release image";
    let iso = write(d, "release.iso", data);
    let line = format!("{}  release.iso\n", Algorithm::Sha256.digest(data).to_hex());
    let keys = d.join("keys");
    let (key, public) = test_key("Test Publisher <release@example.org>");
    let key_file = write(d, "publisher.asc", public.as_bytes());
    hashdrop::desktop::key_store::KeyStore::in_dir(&keys)
        .add(&key_file)
        .expect("key added");
    let drop_iso = || {
        let mut h = harness();
        h.state_mut()
            .set_key_store(Some(hashdrop::desktop::key_store::KeyStore::in_dir(&keys)));
        h.run();
        drop_files(&mut h, &[&iso]);
        step_until(&mut h, "the verdict", |h| {
            h.query_by_label_contains("listed in SHA256SUMS, line")
                .is_some()
        });
        h
    };

    write(d, "SHA256SUMS", clear_sign(&key, &line).as_bytes());
    let h = drop_iso();
    h.get_by_label_contains("Signed by Test Publisher, a key you added");
    assert_eq!(h.query_all_by_label("Matches").count(), 2);

    // The classic attack: the file's line appended after the signature.
    let other = format!("{}  other.iso\n", Algorithm::Sha256.digest(b"x").to_hex());
    let appended = format!("{}{line}", clear_sign(&key, &other));
    write(d, "SHA256SUMS", appended.as_bytes());
    let mut h = harness();
    h.state_mut()
        .set_key_store(Some(hashdrop::desktop::key_store::KeyStore::in_dir(&keys)));
    h.run();
    drop_files(&mut h, &[&iso]);
    step_until(&mut h, "the file hashed", |h| {
        !h.state().is_busy() && !h.state().hash().session.results.is_empty()
    });
    h.run();
    assert!(
        h.state().check().lists().is_empty(),
        "an unsigned line must not be taken from a signed file"
    );
    assert!(h.query_by_label_contains("Signed by").is_none());
    assert_eq!(h.query_all_by_label_contains("Matches").count(), 0);
}

/// A window whose added keys live in `keys`, with `paths` dropped on it, stepped until
/// `what` is shown.
fn drop_and_wait(keys: &Path, paths: &[&Path], what: &str) -> Harness<'static, HashdropApp> {
    let mut h = harness();
    h.state_mut()
        .set_key_store(Some(hashdrop::desktop::key_store::KeyStore::in_dir(keys)));
    h.run();
    drop_files(&mut h, paths);
    step_until(&mut h, what, |h| {
        h.query_by_label_contains(what).is_some() && !h.state().is_busy()
    });
    h
}

#[test]
fn a_dropped_detached_signature_is_checked_against_the_file_it_signs() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let keys = d.join("keys");
    let (key, public) = test_key("Test Publisher <release@example.org>");
    let key_file = write(d, "publisher.asc", public.as_bytes());
    hashdrop::desktop::key_store::KeyStore::in_dir(&keys)
        .add(&key_file)
        .expect("key added");
    let data = b"release image";
    let iso = write(d, "arch.iso", data);

    // Arch Linux's way: the image itself is signed. Dropped with its image, the
    // signature is checked, and only the image is hashed.
    let sig = write(d, "arch.iso.sig", &detached_sign(&key, data));
    let h = drop_and_wait(
        &keys,
        &[&iso, &sig],
        "This is the file its publisher released.",
    );
    h.get_by_label_contains("Signature of arch.iso");
    h.get_by_label_contains("Signed by Test Publisher, a key you added");
    let rows = h.state().hash().session.results.files();
    assert_eq!(rows.len(), 1, "the signature is not hashed");
    assert_eq!(&*rows[0].path, iso.as_path());

    // The signature alone: the image beside it is found and hashed; another file's
    // signature is red.
    write(d, "arch.iso.sig", &detached_sign(&key, b"another image"));
    let h = drop_and_wait(
        &keys,
        &[&sig],
        "was changed after it was signed, or the signature is for another file",
    );
    assert_eq!(h.state().hash().session.results.files().len(), 1);

    // A signature whose checksum file is in use, though not beside it.
    let line = format!("{}  arch.iso\n", Algorithm::Sha256.digest(data).to_hex());
    let sums = write(d, "SHA256SUMS", line.as_bytes());
    let elsewhere = d.join("downloads");
    std::fs::create_dir_all(&elsewhere).expect("mkdir");
    let sums_sig = write(
        &elsewhere,
        "SHA256SUMS.gpg",
        &detached_sign(&key, line.as_bytes()),
    );
    let mut h = drop_and_wait(&keys, &[&sums], "Not signed: this shows the file is intact");
    drop_files(&mut h, &[&sums_sig]);
    step_until(&mut h, "the signature taken", |h| {
        h.query_by_label_contains("Signed by Test Publisher")
            .is_some()
    });
    assert_eq!(
        h.query_all_by_label("Matches").count(),
        2,
        "green, and the row"
    );

    // A signature with nothing to sign: said so, nothing hashed.
    let lone = write(&elsewhere, "lonely.iso.asc", &detached_sign(&key, data));
    let h = drop_and_wait(
        &keys,
        &[&lone],
        "is a signature, but the file it signs is not next to it",
    );
    assert!(h.state().hash().session.results.is_empty());
}

/// A window whose added keys live in `keys`.
fn window_with_store(keys: &Path) -> Harness<'static, HashdropApp> {
    let mut h = harness();
    h.state_mut()
        .set_key_store(Some(hashdrop::desktop::key_store::KeyStore::in_dir(keys)));
    h.run();
    h
}

fn stored_keys(keys: &Path) -> usize {
    hashdrop::desktop::key_store::KeyStore::in_dir(keys)
        .list()
        .len()
}

/// Steps until the confirmation for a key file is shown.
fn wait_for_confirmation(h: &mut Harness<'_, HashdropApp>) {
    step_until(h, "the key's confirmation", |h| {
        h.query_by_label_contains(
            "Compare this fingerprint with the one on the publisher's website",
        )
        .is_some()
    });
}

#[test]
fn a_dropped_key_is_kept_only_after_add_is_clicked() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let keys = d.join("keys");
    let (_, public) = test_key("Dropped Publisher <drop@example.org>");
    let key_file = write(d, "publisher.asc", public.as_bytes());
    let mut h = window_with_store(&keys);
    drop_files(&mut h, &[&key_file]);
    wait_for_confirmation(&mut h);
    // What the person compares: names, address, the whole fingerprint in fours, dates.
    let offer = hashdrop::trust::KeyOffer::from_file(&key_file).expect("a key");
    let fingerprint = offer.first().fingerprint.grouped();
    assert_eq!(fingerprint.split(' ').count(), 10, "{fingerprint}");
    h.get_by_label(&fingerprint);
    h.get_by_label("Dropped Publisher <drop@example.org>");
    h.get_by_label_contains("Made on ");
    h.get_by_label("Trust the key in publisher.asc?");
    // Waiting for an answer writes nothing.
    for _ in 0..20 {
        h.step();
    }
    assert_eq!(stored_keys(&keys), 0, "nothing is kept before Add");
    assert!(!keys.exists(), "not even the folder");
    assert!(
        h.state().hash().session.results.is_empty(),
        "a key file is not hashed"
    );
    h.get_by_label("Add").click();
    step_until(&mut h, "the key kept", |_| stored_keys(&keys) == 1);
    step_until(&mut h, "the notice", |h| {
        h.query_by_label_contains("Added the key of Dropped Publisher")
            .is_some()
    });
    assert!(
        h.state().key_offer().is_none(),
        "the confirmation is closed"
    );

    // An `.asc` that is not a key (here, notes) is hashed like any file, unasked.
    let notes = write(d, "notes.asc", b"just some notes");
    drop_files(&mut h, &[&notes]);
    step_until(&mut h, "the notes hashed", |h| {
        !h.state().is_busy() && h.state().hash().session.results.files().len() == 1
    });
    assert!(h.state().key_offer().is_none());
    assert_eq!(stored_keys(&keys), 1);
}

#[test]
fn cancel_and_escape_keep_nothing_and_cancel_is_the_default() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let keys = d.join("keys");
    let (_, public) = test_key("Someone <someone@example.org>");
    let key_file = write(d, "someone.asc", public.as_bytes());
    let mut h = window_with_store(&keys);

    drop_files(&mut h, &[&key_file]);
    wait_for_confirmation(&mut h);
    h.get_by_label("Cancel").click();
    step_until(&mut h, "closed", |h| h.state().key_offer().is_none());
    h.run();
    h.get_by_label_contains("The key in");

    drop_files(&mut h, &[&key_file]);
    wait_for_confirmation(&mut h);
    h.run();
    h.key_press(egui::Key::Escape);
    step_until(&mut h, "closed by Escape", |h| {
        h.state().key_offer().is_none()
    });

    // Enter right after the key appears presses the focused button: Cancel.
    drop_files(&mut h, &[&key_file]);
    wait_for_confirmation(&mut h);
    h.run();
    h.key_press(egui::Key::Enter);
    step_until(&mut h, "closed by Enter", |h| {
        h.state().key_offer().is_none()
    });
    for _ in 0..20 {
        h.step();
    }
    assert_eq!(stored_keys(&keys), 0, "nothing is kept after Cancel");
}

#[test]
fn a_key_that_borrows_a_publishers_name_is_flagged() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let keys = d.join("keys");
    let (_, public) = test_key("Ubuntu CD Image Automatic Signing Key <cdimage@ubuntu.com>");
    let key_file = write(d, "ubuntu-signing-key.asc", public.as_bytes());
    let mut h = window_with_store(&keys);
    drop_files(&mut h, &[&key_file]);
    wait_for_confirmation(&mut h);
    h.get_by_label_contains("This is not the key Ubuntu signs with.");

    // The real one is recognised instead, and there is nothing to add.
    let ubuntu = hashdrop::trust::BUNDLED
        .iter()
        .find(|b| b.publisher == "Ubuntu")
        .expect("Ubuntu's key");
    let real = write(d, "ubuntu-real.asc", ubuntu.bytes);
    h.get_by_label("Cancel").click();
    step_until(&mut h, "the look-alike declined", |h| {
        h.state().key_offer().is_none()
    });
    drop_files(&mut h, &[&real]);
    step_until(&mut h, "the bundled key's note", |h| {
        h.query_by_label_contains("which Hashdrop already knows")
            .is_some()
    });
    assert!(h.query_by_label_contains("This is not the key").is_none());
    assert!(h.query_by_label("Add").is_none(), "nothing to add");
    h.run();
    h.get_by_label("Close").click();
    step_until(&mut h, "the bundled key closed", |h| {
        h.state().key_offer().is_none()
    });
    assert_eq!(stored_keys(&keys), 0);
}

#[test]
fn a_key_handed_over_by_another_launch_is_asked_about_like_a_drop() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let keys = d.join("keys");
    let (_, public) = test_key("Forwarded Publisher <fwd@example.org>");
    let key_file = write(d, "forwarded.asc", public.as_bytes());
    let mut h = window_with_store(&keys);
    let (tx, rx) = std::sync::mpsc::channel();
    h.state_mut().set_incoming(rx);
    tx.send(vec![key_file.clone()]).expect("send");
    wait_for_confirmation(&mut h);
    h.get_by_label("Forwarded Publisher <fwd@example.org>");
    assert_eq!(stored_keys(&keys), 0, "nothing is kept before Add");
    h.get_by_label("Cancel").click();
    step_until(&mut h, "closed", |h| h.state().key_offer().is_none());
    for _ in 0..20 {
        h.step();
    }
    assert_eq!(stored_keys(&keys), 0);
    assert!(
        h.state().hash().session.results.is_empty(),
        "a key file is not hashed"
    );
}

#[test]
fn a_key_added_after_the_verdict_turns_it_green_at_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let data = b"release image";
    write(d, "release.iso", data);
    let line = format!("{}  release.iso\n", Algorithm::Sha256.digest(data).to_hex());
    let keys = d.join("keys");
    let (key, public) = test_key("Late Publisher <late@example.org>");
    let sums = write(d, "SHA256SUMS", clear_sign(&key, &line).as_bytes());
    let mut h = verdict_for(&sums, &keys);
    h.get_by_label_contains("NOT checked: Hashdrop does not have the key");
    h.get_by_label("Matches, but the signature was NOT checked");

    let key_file = write(d, "late.asc", public.as_bytes());
    drop_files(&mut h, &[&key_file]);
    wait_for_confirmation(&mut h);
    h.get_by_label("Add").click();
    step_until(&mut h, "the signature read again", |h| {
        h.query_by_label_contains("Signed by Late Publisher, a key you added on")
            .is_some()
    });
    assert!(
        h.query_by_label_contains("Hashdrop does not have the key")
            .is_none()
    );
    // The headline, and the file's row in the list.
    assert_eq!(h.query_all_by_label("Matches").count(), 2);
}

/// An Amazon S3 multipart ETag pasted into the box, before or after the file is
/// dropped: the part size is found and said in plain words.
#[test]
fn an_s3_multipart_etag_in_the_box_says_how_the_file_was_cut() {
    const MIB: usize = 1 << 20;
    let dir = tempfile::tempdir().expect("tempdir");
    let data = common::rng_bytes(12 * MIB + 1, 7);
    let file = write(dir.path(), "backup.tar", &data);
    let md5 = |d: &[u8]| Algorithm::Md5.digest(d).as_bytes().to_vec();
    let joined: Vec<u8> = data.chunks(5 * MIB).flat_map(md5).collect();
    let etag = format!("\"{}-3\"", Algorithm::Md5.digest(&joined).to_hex());
    let wanted = "matches the Amazon S3 multipart ETag: 3 parts of 5";
    for paste_first in [true, false] {
        let mut h = harness();
        h.run();
        if paste_first {
            h.state_mut().set_expected(&etag);
            h.run();
        }
        drop_files(&mut h, &[&file]);
        if !paste_first {
            step_until(&mut h, "the SHA-256", |h| !h.state().is_busy());
            h.state_mut().set_expected(&etag);
        }
        step_until(&mut h, "the part size", |h| {
            h.query_by_label_contains(wanted).is_some()
        });
        assert!(
            h.query_all_by_label_contains("Does NOT match")
                .next()
                .is_none()
        );
        assert!(
            h.query_all_by_label_contains(", Matches")
                .any(|n| n.accesskit_node().role() == egui::accesskit::Role::ListItem),
            "the row says it matches"
        );
    }
    // Another file: no part size gives that ETag.
    let other = write(dir.path(), "other.tar", &data[1..]);
    let mut h = harness();
    h.run();
    h.state_mut().set_expected(&etag);
    drop_files(&mut h, &[&other]);
    step_until(&mut h, "a mismatch", |h| {
        h.query_by_label_contains("with any of the").is_some()
    });
    assert!(h.query_all_by_label("Does NOT match").next().is_some());
}

/// A desktop with no file chooser (no XDG desktop portal, no zenity): "Choose file…"
/// opens the window's own chooser, which says what to install, and a path typed there
/// (Enter) or picked from the folder's listing lands where the dialog's would have.
#[test]
fn without_a_desktop_file_chooser_the_window_offers_its_own() {
    let dir = tempfile::tempdir().expect("tempdir");
    let a = write(dir.path(), "first.bin", &[1u8; 1000]);
    let b = write(dir.path(), "second.bin", &[1u8; 1000]);
    let mut w = driver::Window::open();
    w.h.state_mut().set_file_chooser_probe(|| false);
    w.h.state_mut().set_view(View::Compare);
    w.h.run();
    let choose = |w: &mut driver::Window, slot: usize| {
        w.h.query_all_by_label("Choose file…")
            .nth(slot)
            .expect("a Choose file… button per slot")
            .click();
        w.until("the window's own chooser", |w| {
            w.shows("install xdg-desktop-portal-gtk (or zenity)")
        });
        w.h.run();
        w.shows("Choose a file to compare")
    };
    assert!(choose(&mut w, 0), "the chooser says what it is for");
    assert!(w.h.state().in_window_chooser_open());
    // Typed, then Enter (the box has the keyboard focus).
    let path =
        w.h.get_by_role_and_label(egui::accesskit::Role::TextInput, "Path");
    assert!(path.is_focused(), "the path box has the focus");
    path.set_text_value_accesskit(&a.to_string_lossy());
    w.h.run();
    w.h.key_press(egui::Key::Enter);
    w.until("the first slot filled", |w| w.shows(&a.to_string_lossy()));
    assert!(
        !w.h.state().in_window_chooser_open(),
        "closed after the choice"
    );

    // Picked from the listing of the folder typed.
    assert!(choose(&mut w, 1));
    let folder = format!("{}/", dir.path().display());
    w.h.get_by_role_and_label(egui::accesskit::Role::TextInput, "Path")
        .set_text_value_accesskit(&folder);
    w.until("the folder's listing", |w| {
        w.h.query_by_label("second.bin").is_some()
    });
    // The dialog grows with its list and is centred again: click where it settled.
    w.h.run();
    w.h.get_by_label("second.bin").click();
    w.until("the verdict", |w| w.shows("The same"));
    assert_eq!(
        w.h.state().compare().slots,
        [Some(a.clone()), Some(b.clone())],
        "each path where its dialog's would have gone"
    );
}

/// Issue 32 item 1: a key file with the publisher's key and then another under the
/// same name. Both are shown, each with its fingerprint and its own Add; adding the
/// first keeps only the first, the second is never kept by it, and the options list
/// the kept key on its own, with its fingerprint and where it came from.
#[test]
fn each_key_of_a_file_of_two_is_shown_and_added_on_its_own() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let keys = d.join("keys");
    let (_, publisher) = test_key("Test Publisher <release@example.org>");
    let (_, attacker) = test_key("Test Publisher <release@example.org>");
    let key_file = write(
        d,
        "publisher-key.asc",
        format!("{publisher}\n{attacker}").as_bytes(),
    );
    let offer = hashdrop::trust::KeyOffer::from_file(&key_file).expect("keys");
    assert_eq!(offer.keys.len(), 2);
    let [first, second] = [0, 1].map(|i| offer.keys[i].fingerprint.grouped());
    let mut h = window_with_store(&keys);
    drop_files(&mut h, &[&key_file]);
    wait_for_confirmation(&mut h);
    h.get_by_label("publisher-key.asc holds 2 keys. Trust which of them?");
    h.get_by_label(&first);
    h.get_by_label(&second);
    assert!(
        h.query_by_label("Add").is_none(),
        "no Add for the whole file"
    );
    h.get_by_label(&format!("Add the key with fingerprint {first}"))
        .click();
    step_until(&mut h, "the first key kept", |_| stored_keys(&keys) == 1);
    assert!(
        h.state().key_offer().is_some(),
        "the second is still asked about"
    );
    h.run();
    h.get_by_label("Close").click();
    step_until(&mut h, "closed", |h| h.state().key_offer().is_none());
    for _ in 0..20 {
        h.step();
    }
    let kept = hashdrop::desktop::key_store::KeyStore::in_dir(&keys).list();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(kept[0].fingerprint.grouped(), first);
    let ring = hashdrop::desktop::key_store::KeyStore::in_dir(&keys).keyring();
    assert!(
        ring.keys()
            .iter()
            .all(|k| k.fingerprint != offer.keys[1].fingerprint),
        "the attacker's key is not trusted"
    );
    // The options list it with its whole fingerprint and its origin; bundled keys too.
    h.state_mut().settings_mut().show_options = true;
    step_until(&mut h, "the list", |h| {
        h.query_by_label_contains("from publisher-key.asc")
            .is_some()
    });
    h.get_by_label(&first);
    assert!(h.query_by_label(&second).is_none());
    h.get_by_label("Add…");
    h.get_by_label("Bundled for Ubuntu");
}
