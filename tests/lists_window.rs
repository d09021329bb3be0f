//! Lists in the window (issue 32): every checksum file beside a dropped file is
//! consulted, whatever order its folder is read in; a big list loads in linear time,
//! with progress, and can be stopped.

mod common;
mod driver;
mod pgp_keys;

use std::path::{Path, PathBuf};

use driver::Window;
use hashdrop::engine::Algorithm;
use hashdrop::sums::{Colour, RowVerdict};
use pgp_keys::{clear_sign, test_key};

use common::write;

/// Every order of `0..n`.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for at in 0..=p.len() {
            let mut q = p.clone();
            q.insert(at, n - 1);
            out.push(q);
        }
    }
    out
}

/// Issue 32, item 2: a browser's Downloads folder with an evil `good.iso`, the
/// publisher's signed `SHA256SUMS` (the real image's digest) and an unsigned
/// `good.sha256` (the evil image's digest). Dropping `good.iso` is red in every order
/// of creation: on this file system (ext4 reads names in hash order) and on a tmpfs
/// (reverse order of creation), where one order or another put `good.sha256` first.
#[test]
fn an_unsigned_list_beside_a_file_cannot_hide_the_signed_one_in_any_directory_order() {
    let keys_dir = tempfile::tempdir().expect("tempdir");
    let keys = keys_dir.path().join("keys");
    let (key, public) = test_key("Test Publisher <release@example.org>");
    let key_file = write(keys_dir.path(), "publisher.asc", public.as_bytes());
    hashdrop::desktop::key_store::KeyStore::in_dir(&keys)
        .add(&key_file)
        .expect("key added");

    let evil = b"evil image";
    let real = Algorithm::Sha256.digest(b"the publisher's image").to_hex();
    let forged = Algorithm::Sha256.digest(evil).to_hex();
    let files: [(&str, Vec<u8>); 3] = [
        ("good.iso", evil.to_vec()),
        (
            "SHA256SUMS",
            clear_sign(&key, &format!("{real}  good.iso\n")).into_bytes(),
        ),
        ("good.sha256", format!("{forged}  good.iso\n").into_bytes()),
    ];
    let shm = Path::new("/dev/shm");
    let mut roots = vec![None];
    if shm.is_dir() {
        roots.push(Some(shm));
    }
    for root in roots {
        for order in permutations(3) {
            let dir = match root {
                Some(r) => tempfile::tempdir_in(r),
                None => tempfile::tempdir(),
            }
            .expect("tempdir");
            for &i in &order {
                write(dir.path(), files[i].0, &files[i].1);
            }
            let iso = dir.path().join("good.iso");
            let mut w = Window::open_with("", Some(&keys));
            w.drop(&[&iso]);
            w.settle();
            let at = format!("created in order {order:?} under {root:?}");
            assert_eq!(
                w.h.state().check().lists().len(),
                2,
                "both lists are loaded ({at})"
            );
            assert!(
                matches!(w.row(&iso), Some(RowVerdict::Mismatch { .. })),
                "{:?} ({at})",
                w.row(&iso)
            );
            let (colour, words) = w.headline().expect("a verdict");
            assert_eq!(colour, Colour::Red, "{words} ({at})");
            assert_eq!(w.count("Matches"), 0, "nothing says it matches ({at})");
        }
    }
}

/// A list of `n` lines naming files that are not there, in the GNU form.
fn big_list(dir: &Path, n: usize) -> PathBuf {
    let mut text = String::with_capacity(n * 80);
    for i in 0..n {
        let d = format!("{i:064x}");
        text.push_str(&d);
        text.push_str("  files/file-");
        text.push_str(&i.to_string());
        text.push('\n');
    }
    write(dir, "SHA256SUMS", text.as_bytes())
}

/// Issue 32, item 8: a list of a million lines (none of its files there) is loaded in
/// the window, which says how far it has got while it loads, and every entry is
/// answered for. The guard is generous (the driver's 3,000 steps); the quadratic pass it
/// replaces never finished. How long it took, and the longest frame, are printed
/// (`--nocapture`): speed is measured, not asserted.
#[test]
fn a_million_line_list_loads_with_progress() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = big_list(dir.path(), 1_000_000);
    let mut w = Window::open();
    let started = std::time::Instant::now();
    w.drop(&[&list]);
    w.until("the lines read are said", |w| {
        w.shows("Reading ") && w.shows(" lines")
    });
    let mut longest = std::time::Duration::ZERO;
    let mut steps = 0;
    while !(w.h.state().is_settled() && w.h.state().check().lists().contains_key(&list)) {
        steps += 1;
        assert!(steps < 3000, "the window did not settle");
        let t = std::time::Instant::now();
        w.h.step();
        longest = longest.max(t.elapsed());
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    eprintln!(
        "a million-line list: settled after {:?}, longest frame {longest:?}",
        started.elapsed()
    );
    w.settle();
    let lists = w.h.state().check().lists();
    assert_eq!(lists.get(&list).map(|l| l.entries), Some(1_000_000));
    let report = w.h.state().check().report();
    assert_eq!(report.lists[0].unclaimed.len(), 1_000_000, "none is there");
    assert_eq!(
        report.headline.colour(),
        Colour::Neutral,
        "{:?}",
        report.headline.kind
    );
}

/// Issue 32, item 8: Escape stops a list being read; nothing of it is used, and the
/// window says it stopped.
#[test]
fn escape_stops_a_big_list_being_read() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = big_list(dir.path(), 1_000_000);
    let mut w = Window::open();
    w.drop(&[&list]);
    assert!(w.h.state().is_busy(), "the list is being read");
    w.h.key_press(egui::Key::Escape);
    w.settle();
    assert!(
        w.h.state().check().lists().is_empty(),
        "nothing of it is used"
    );
    let notice = format!("{:?}", w.h.state().hash().notice);
    assert!(notice.contains("Stopped reading"), "{notice}");
}
