//! The hash room driven with no window at all (issue 36): its model takes commands
//! (`Hash::apply`) and gives news (`Hash::poll`) with only a headless egui context for
//! waking, no frame ever drawn. The verdicts are the window's, from the same session.

use std::time::{Duration, Instant};

use hashdrop::gui::common::perf::{FrameStats, Pacer};
use hashdrop::gui::hash::{Cmd, Env, Hash};
use hashdrop::gui::settings::Settings;
use hashdrop::sums::Colour;
use sha2::{Digest as _, Sha256};

mod common;
use common::write;

/// Polls `hash` until it has done all it will do by itself (no frame is drawn).
fn settle(hash: &mut Hash, env: &Env<'_>) {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let polled = hash.poll(env);
        assert!(polled.events.is_empty(), "no key was given: {polled:?}");
        if !hash.is_busy() && hash.check().is_settled() {
            return;
        }
        assert!(Instant::now() < deadline, "the room settles (hang guard)");
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[test]
fn the_hash_room_gives_its_verdicts_with_no_window() {
    let dir = tempfile::tempdir().expect("tempdir");
    let image: Vec<u8> = (0..300_000u32).map(|i| (i % 251) as u8).collect();
    let iso = write(dir.path(), "distro.iso", &image);
    let digest = sha256_hex(&image);
    let sums = write(
        dir.path(),
        "SHA256SUMS",
        format!("{digest}  distro.iso\n").as_bytes(),
    );

    let ctx = egui::Context::default();
    let settings = Settings::default();
    let frames = FrameStats::from_env();
    let env = Env {
        ctx: &ctx,
        settings: &settings,
        key_store: None,
        frames: &frames,
        repaint: Pacer::new().repaint(&ctx),
        // Files wait for the window's first frames, or this long: none will come.
        opened_at: Instant::now() - Duration::from_secs(5),
    };
    let mut hash = Hash::default();

    // The list, then the image: one match.
    hash.apply(&env, Cmd::AddPaths(vec![sums.clone()]));
    hash.apply(&env, Cmd::AddPaths(vec![iso.clone()]));
    settle(&mut hash, &env);
    let report = hash.check().report();
    assert_eq!(report.headline.colour(), Colour::Green, "{report:?}");
    assert_eq!(hash.session.results.files().len(), 1);

    // A checksum typed by hand that disagrees with the file: red, once committed.
    let mut wrong = digest.clone().into_bytes();
    wrong[0] = if wrong[0] == b'0' { b'1' } else { b'0' };
    let wrong = String::from_utf8(wrong).expect("hex");
    hash.apply(&env, Cmd::SetExpected(wrong));
    hash.apply(&env, Cmd::CommitExpected);
    settle(&mut hash, &env);
    assert_eq!(hash.check().report().headline.colour(), Colour::Red);

    // The list forgotten and the box emptied: nothing is expected of the file.
    hash.apply(&env, Cmd::ForgetList(sums));
    hash.apply(&env, Cmd::SetExpected(String::new()));
    settle(&mut hash, &env);
    assert_eq!(hash.check().report().headline.colour(), Colour::Neutral);

    // Cleared: no results left.
    hash.apply(&env, Cmd::Clear);
    settle(&mut hash, &env);
    assert!(hash.session.results.is_empty());
}
