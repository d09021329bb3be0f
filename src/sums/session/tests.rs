//! One test per row of the headline table in `docs/verification.md` (named after the
//! row), and the property that the order of arrival never changes the report.
//!
//! Each situation is written as chains of events (a list loaded then its trust changed;
//! a file given, hashing, hashed). [`settle`] applies them in the order written, then
//! in many shuffled interleavings (each chain keeps its own order), and checks that every
//! order gives the same report.

use std::path::{Path, PathBuf};

use super::*;
use crate::engine::{Algorithm, Digest, FileError};
use crate::sums::{Origin, RngForTests, parse_sums};

const DOCS: &str = "/home/ana/Documents";
const DOWNLOADS: &str = "/home/ana/Downloads";
const DESKTOP: &str = "ubuntu-24.04-desktop-amd64.iso";
const SERVER: &str = "ubuntu-24.04-live-server-amd64.iso";
const IMAGE: &[u8] = b"the desktop image";
const SERVER_IMAGE: &[u8] = b"the server image";

/// How many shuffled orders each situation is replayed in.
const SHUFFLES: usize = 60;

fn sha256(data: &[u8]) -> Digest {
    Algorithm::Sha256.digest(data)
}

/// The digests of every algorithm a bare 64-hex digest may be, as the window computes
/// them for one (see `required_algorithms`).
fn all_of_length_32(data: &[u8]) -> Vec<Digest> {
    Algorithm::candidates_for_len(32)
        .into_iter()
        .map(|a| a.digest(data))
        .collect()
}

fn at(folder: &str, name: &str) -> PathBuf {
    Path::new(folder).join(name)
}

fn list_path() -> PathBuf {
    at(DOCS, "SHA256SUMS")
}

fn image_path() -> PathBuf {
    at(DOWNLOADS, DESKTOP)
}

/// Ubuntu's SHA256SUMS as published, binary-marked, for `names` with the contents given.
fn ubuntu_sums(entries: &[(&[u8], &str)]) -> String {
    entries
        .iter()
        .map(|(data, name)| format!("{} *{name}\n", sha256(data).to_hex()))
        .collect()
}

fn key_added() -> Trust {
    Trust::SignedByAdded {
        name: "Ubuntu CD Image Automatic Signing Key (2012) <cdimage@ubuntu.com>".into(),
        added_on: None,
        fingerprint: vec![0x84, 0x39, 0x38, 0xDF],
    }
}

fn bundled() -> Trust {
    Trust::SignedByBundled {
        publisher: "Ubuntu".into(),
        name: "Ubuntu CD Image Automatic Signing Key (2012) <cdimage@ubuntu.com>".into(),
        fingerprint: vec![0x84, 0x39, 0x38, 0xDF],
    }
}

/// Why a file failed, made afresh for each replay ([`FileError`] is not `Clone`).
#[derive(Clone, Copy, Debug)]
enum Fail {
    NotFound,
    Read,
}

/// One event, as the window would report it.
#[derive(Clone, Debug)]
enum Op {
    List(PathBuf, String, Trust),
    Trust(PathBuf, Trust),
    RemoveList(PathBuf),
    File(PathBuf),
    Hashing(PathBuf),
    Hashed(PathBuf, Vec<Digest>),
    Failed(PathBuf, Fail),
    Forget(PathBuf),
    Pasted(String),
    ClearPasted,
    Clipboard(String),
    ClearClipboard,
    /// The signature of a file itself was checked (found beside it, or dropped).
    FileSig(PathBuf, Trust),
    /// A lookup of the file's own signature ended (after its `FileSig`, if it found one).
    SigLookedUp(PathBuf),
}

impl Op {
    fn apply(&self, v: &mut Verification) {
        match self {
            Self::List(path, text, trust) => {
                let parsed = parse_sums(text.as_bytes(), Some(path));
                v.add_list(path.clone(), &parsed, trust.clone());
            }
            Self::Trust(path, trust) => assert!(v.set_list_trust(path, trust.clone())),
            Self::RemoveList(path) => assert!(v.remove_list(path)),
            Self::File(path) => v.add_file(path.clone()),
            Self::Hashing(path) => assert!(v.file_hashing(path)),
            Self::Hashed(path, ds) => assert!(v.file_hashed(path, ds.clone())),
            Self::Failed(path, fail) => {
                let error = match fail {
                    Fail::NotFound => FileError::NotFound,
                    Fail::Read => FileError::Read(std::io::Error::other("EIO")),
                };
                assert!(v.file_failed(path, error));
            }
            Self::Forget(path) => assert!(v.forget_file(path)),
            Self::Pasted(text) => v.set_pasted(text).expect("a checksum"),
            Self::ClearPasted => v.clear_pasted(),
            Self::Clipboard(text) => v.set_clipboard(text).expect("a checksum"),
            Self::ClearClipboard => v.clear_clipboard(),
            Self::FileSig(path, trust) => v.set_file_signature(path.clone(), trust.clone()),
            Self::SigLookedUp(path) => v.file_signature_looked_up(path),
        }
    }
}

/// A file given and hashed to `digests`.
fn hashed(path: PathBuf, digests: Vec<Digest>) -> Vec<Op> {
    vec![
        Op::File(path.clone()),
        Op::Hashing(path.clone()),
        Op::Hashed(path, digests),
    ]
}

fn list(path: PathBuf, text: String, trust: Trust) -> Vec<Op> {
    vec![Op::List(path, text, trust)]
}

fn apply_in_order(chains: &[Vec<Op>]) -> Verification {
    let mut v = Verification::new();
    for op in chains.iter().flatten() {
        op.apply(&mut v);
    }
    v
}

fn apply_shuffled(chains: &[Vec<Op>], rng: &mut RngForTests) -> Verification {
    let mut v = Verification::new();
    let mut next = vec![0usize; chains.len()];
    loop {
        let open: Vec<usize> = (0..chains.len())
            .filter(|&c| next[c] < chains[c].len())
            .collect();
        if open.is_empty() {
            return v;
        }
        let c = open[rng.below(open.len())];
        chains[c][next[c]].apply(&mut v);
        next[c] += 1;
    }
}

/// The report once every chain has run, checked to be the same in every order tried.
fn settle(chains: &[Vec<Op>]) -> Report {
    let want = apply_in_order(chains).report();
    let mut rng = RngForTests::new(0x5EED_u64 ^ chains.len() as u64);
    for round in 0..SHUFFLES {
        let got = apply_shuffled(chains, &mut rng).report();
        assert_eq!(got, want, "order {round} changed the answer");
    }
    want
}

fn verdict<'a>(r: &'a Report, path: &Path) -> &'a RowVerdict {
    &r.row(path).expect("a row for every file given").verdict
}

fn from_list() -> Origin {
    Origin::ChecksumFile { path: list_path() }
}

fn unsigned_line() -> TrustLine {
    TrustLine::Unsigned {
        list: list_path(),
        put_beside: at(DOCS, "SHA256SUMS.gpg"),
    }
}

/// The desktop image's line of the one-line list, as a report gives it unclaimed.
fn desktop_entry() -> Unclaimed {
    let mut v = Verification::new();
    let text = ubuntu_sums(&[(IMAGE, DESKTOP)]);
    Op::List(list_path(), text, Trust::Unsigned).apply(&mut v);
    let entry = v.report().lists[0].unclaimed[0].clone();
    assert_eq!(
        (
            entry.list(),
            entry.line(),
            entry.name(),
            entry.expected_at()
        ),
        (
            list_path().as_path(),
            1,
            DESKTOP.as_bytes(),
            at(DOCS, DESKTOP).as_path()
        )
    );
    entry
}

fn matched_by_list() -> RowVerdict {
    RowVerdict::Match {
        origin: from_list(),
        algorithm: Algorithm::Sha256,
        cut: None,
    }
}

fn green_unsigned() -> HeadlineKind {
    HeadlineKind::Match {
        trust: unsigned_line(),
        weak: None,
        signatures: Vec::new(),
    }
}

fn list_note(trust: Trust) -> SigNote {
    SigNote {
        subject: Signed::List(list_path()),
        trust,
    }
}

fn file_note(trust: Trust) -> SigNote {
    SigNote {
        subject: Signed::File(image_path()),
        trust,
    }
}

// ---- The table, row by row. ----

#[test]
fn image_and_list_in_different_folders_given_together() {
    let chains = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.kind, green_unsigned());
    assert_eq!(r.headline.colour(), Colour::Green);
    assert_eq!((r.headline.counts.matched, r.headline.counts.files), (1, 1));
    assert_eq!(r.headline.counts.also_listed, 0);
    assert_eq!(verdict(&r, &image_path()), &matched_by_list());
    let checks = &r.row(&image_path()).expect("row").checks;
    assert_eq!(checks.len(), 1);
    assert_eq!(checks[0].against.link, Link::BaseName);
    assert!(r.expected_beside_lists().is_empty(), "the entry is claimed");
    assert!(!r.headline.clipboard);
}

#[test]
fn image_and_list_in_different_folders_list_first() {
    let mut v = Verification::new();
    let text = ubuntu_sums(&[(IMAGE, DESKTOP)]);
    Op::List(list_path(), text.clone(), Trust::Unsigned).apply(&mut v);
    let r = v.report();
    assert_eq!(
        r.headline.kind,
        HeadlineKind::NotFound {
            wanted: vec![Wanted::Entry(desktop_entry())]
        }
    );
    assert_eq!(r.headline.colour(), Colour::Neutral);
    Op::File(image_path()).apply(&mut v);
    let r = v.report();
    assert_eq!(r.headline.kind, HeadlineKind::Hashing);
    assert_eq!(
        r.lists[0].claimed, 1,
        "a queued file already claims its entry"
    );
    Op::Hashed(image_path(), vec![sha256(IMAGE)]).apply(&mut v);
    let r = v.report();
    assert_eq!(r.headline.kind, green_unsigned());
    assert_eq!(verdict(&r, &image_path()), &matched_by_list());
    // One after the other or together: the same answer.
    let chains = [
        list(list_path(), text, Trust::Unsigned),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    assert_eq!(settle(&chains), r);
}

#[test]
fn image_and_list_in_different_folders_image_first() {
    let mut v = Verification::new();
    for op in hashed(image_path(), vec![sha256(IMAGE)]) {
        op.apply(&mut v);
    }
    let r = v.report();
    assert_eq!(r.headline.kind, HeadlineKind::NothingExpected);
    assert_eq!(verdict(&r, &image_path()), &RowVerdict::NothingExpected);
    let text = ubuntu_sums(&[(IMAGE, DESKTOP)]);
    Op::List(list_path(), text, Trust::Unsigned).apply(&mut v);
    let r = v.report();
    assert_eq!(r.headline.kind, green_unsigned());
    assert_eq!(verdict(&r, &image_path()), &matched_by_list());
}

#[test]
fn image_first_hashed_with_another_algorithm() {
    let mut v = Verification::new();
    let b3 = Algorithm::Blake3.digest(IMAGE);
    for op in hashed(image_path(), vec![b3.clone()]) {
        op.apply(&mut v);
    }
    let text = ubuntu_sums(&[(IMAGE, DESKTOP)]);
    Op::List(list_path(), text, Trust::Unsigned).apply(&mut v);
    assert_eq!(v.required_algorithms(), [Algorithm::Sha256]);
    let r = v.report();
    let missing = vec![Algorithm::Sha256];
    assert_eq!(
        r.headline.kind,
        HeadlineKind::NeedsAlgorithms {
            missing: missing.clone()
        }
    );
    assert_eq!(r.headline.colour(), Colour::Neutral);
    assert_eq!(
        verdict(&r, &image_path()),
        &RowVerdict::NeedsAlgorithms { missing }
    );
    // The window hashes it again with what the list needs.
    for op in hashed(image_path(), vec![b3, sha256(IMAGE)]) {
        op.apply(&mut v);
    }
    assert_eq!(v.report().headline.kind, green_unsigned());
}

#[test]
fn list_naming_two_images_with_one_present() {
    let text = ubuntu_sums(&[(SERVER_IMAGE, SERVER), (IMAGE, DESKTOP)]);
    let chains = [
        list(list_path(), text, Trust::Unsigned),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.kind, green_unsigned());
    assert_eq!(r.headline.counts.matched, 1);
    assert_eq!(
        r.headline.counts.also_listed, 1,
        "the server image is not here"
    );
    assert_eq!(r.headline.counts.not_found, 0);
    assert_eq!(verdict(&r, &image_path()), &matched_by_list());
    let l = &r.lists[0];
    assert_eq!((l.entries, l.claimed), (2, 1));
    assert_eq!(l.unclaimed.len(), 1);
    assert_eq!(l.unclaimed[0].name(), SERVER.as_bytes());
    assert_eq!(r.expected_beside_lists(), [at(DOCS, SERVER)]);
}

#[test]
fn list_with_its_image_missing() {
    let chains = [list(
        list_path(),
        ubuntu_sums(&[(IMAGE, DESKTOP)]),
        Trust::Unsigned,
    )];
    let r = settle(&chains);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::NotFound {
            wanted: vec![Wanted::Entry(desktop_entry())]
        }
    );
    assert_eq!(r.headline.colour(), Colour::Neutral, "never red");
    assert!(r.rows.is_empty());
    assert_eq!(r.expected_beside_lists(), [at(DOCS, DESKTOP)]);
}

#[test]
fn given_image_gone_before_it_was_hashed() {
    let chains = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        vec![
            Op::File(image_path()),
            Op::Failed(image_path(), Fail::NotFound),
        ],
    ];
    let r = settle(&chains);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::NotFound {
            wanted: vec![Wanted::File { path: image_path() }]
        }
    );
    assert_eq!(r.headline.colour(), Colour::Neutral, "never red");
    assert_eq!(verdict(&r, &image_path()), &RowVerdict::NotFound);
    assert_eq!(r.headline.counts.also_listed, 0, "the entry is the file's");
}

#[test]
fn renamed_download() {
    let renamed = at(DOWNLOADS, "ubuntu-24.04-desktop-amd64 (1).iso");
    let chains = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        hashed(renamed.clone(), vec![sha256(IMAGE)]),
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.kind, green_unsigned());
    assert_eq!(r.headline.counts.under_other_name, 1);
    assert_eq!(r.headline.counts.also_listed, 0, "claimed by its checksum");
    assert_eq!(
        verdict(&r, &renamed),
        &RowVerdict::MatchedUnderOtherName {
            list: list_path(),
            listed_name: DESKTOP.as_bytes().to_vec(),
            algorithm: Algorithm::Sha256,
        }
    );
}

#[test]
fn renamed_download_that_is_damaged() {
    let renamed = at(DOWNLOADS, "ubuntu-24.04-desktop-amd64 (1).iso");
    let chains = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        hashed(renamed.clone(), vec![sha256(b"truncated")]),
    ];
    let r = settle(&chains);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::NotListed {
            listed: vec![Wanted::Entry(desktop_entry())]
        }
    );
    assert_eq!(r.headline.colour(), Colour::Neutral);
    assert_eq!(verdict(&r, &renamed), &RowVerdict::NotListed);
}

#[test]
fn renamed_download_hashed_with_another_algorithm() {
    // "In no list" is known only once the file has every algorithm the lists use.
    let renamed = at(DOWNLOADS, "ubuntu-24.04-desktop-amd64 (1).iso");
    let chains = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        hashed(renamed.clone(), vec![Algorithm::Blake3.digest(IMAGE)]),
    ];
    let r = settle(&chains);
    let missing = vec![Algorithm::Sha256];
    assert_eq!(
        r.headline.kind,
        HeadlineKind::NeedsAlgorithms {
            missing: missing.clone()
        }
    );
    assert_eq!(
        verdict(&r, &renamed),
        &RowVerdict::NeedsAlgorithms { missing }
    );
}

#[test]
fn mismatch() {
    let chains = [
        list(list_path(), ubuntu_sums(&[(IMAGE, DESKTOP)]), bundled()),
        hashed(image_path(), vec![sha256(b"damaged")]),
    ];
    let r = settle(&chains);
    // The kind has no trust line: nothing can say "signed" or "intact" under it.
    assert_eq!(r.headline.kind, HeadlineKind::Mismatch);
    assert_eq!(r.headline.colour(), Colour::Red);
    assert_eq!(r.headline.counts.mismatched, 1);
    assert!(!r.headline.clipboard);
    assert_eq!(
        verdict(&r, &image_path()),
        &RowVerdict::Mismatch {
            origin: from_list()
        }
    );
    let check = &r.row(&image_path()).expect("row").checks[0];
    assert_eq!(
        check.outcome,
        CheckOutcome::Mismatch {
            actual: sha256(b"damaged")
        }
    );
}

#[test]
fn mismatch_while_another_file_is_hashed() {
    let other = at(DOWNLOADS, "notes.txt");
    let chains = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        hashed(image_path(), vec![sha256(b"damaged")]),
        vec![Op::File(other.clone()), Op::Hashing(other.clone())],
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.kind, HeadlineKind::Mismatch, "known at once");
    assert_eq!(r.headline.counts.pending, 1);
    assert_eq!(verdict(&r, &other), &RowVerdict::Hashing);
}

#[test]
fn stale_clipboard() {
    // The window does not hand over a checksum copied before it opened or before the
    // last check ended: the model never hears of it.
    let chains = [hashed(image_path(), vec![sha256(IMAGE)])];
    let r = settle(&chains);
    assert_eq!(r.headline.kind, HeadlineKind::NothingExpected);
    assert!(!r.headline.clipboard);
    assert_eq!(verdict(&r, &image_path()), &RowVerdict::NothingExpected);
}

#[test]
fn fresh_clipboard() {
    let copied = sha256(b"another file").to_hex();
    let chains = [
        vec![Op::Clipboard(copied)],
        hashed(image_path(), all_of_length_32(IMAGE)),
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.kind, HeadlineKind::Mismatch);
    assert!(
        r.headline.clipboard,
        "compared with the checksum you copied"
    );
    assert_eq!(
        verdict(&r, &image_path()),
        &RowVerdict::Mismatch {
            origin: Origin::Clipboard
        }
    );
    // "Don't use it".
    let mut v = apply_in_order(&chains);
    v.clear_clipboard();
    let r = v.report();
    assert_eq!(r.headline.kind, HeadlineKind::NothingExpected);
    assert!(!r.headline.clipboard);
}

#[test]
fn fresh_clipboard_that_matches() {
    let chains = [
        vec![Op::Clipboard(sha256(IMAGE).to_hex())],
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    let r = settle(&chains);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::Match {
            trust: TrustLine::Copied,
            weak: None,
            signatures: Vec::new(),
        }
    );
    assert!(r.headline.clipboard);
    assert_eq!(
        verdict(&r, &image_path()),
        &RowVerdict::Match {
            origin: Origin::Clipboard,
            algorithm: Algorithm::Sha256,
            cut: None,
        }
    );
}

#[test]
fn clipboard_beside_a_list_that_names_the_file() {
    let chains = [
        vec![Op::Clipboard(sha256(b"stale").to_hex())],
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.kind, green_unsigned());
    assert!(!r.headline.clipboard, "the list speaks for the file");
    assert_eq!(verdict(&r, &image_path()), &matched_by_list());
}

#[test]
fn typed_checksum_with_the_clipboard_set() {
    let chains = [
        vec![Op::Clipboard(sha256(b"stale").to_hex())],
        vec![Op::Pasted(sha256(IMAGE).to_hex())],
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    let r = settle(&chains);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::Match {
            trust: TrustLine::Typed,
            weak: None,
            signatures: Vec::new(),
        }
    );
    assert!(
        !r.headline.clipboard,
        "what is typed replaces the clipboard"
    );
}

#[test]
fn typed_checksum_for_a_file_no_list_names() {
    // The list uses SHA-256; the file was hashed with MD5 only, for the typed digest.
    // What was typed answers: no list could make a match worse, so none is waited for.
    let notes = at(DOWNLOADS, "notes.txt");
    let md5 = Algorithm::Md5.digest(b"notes");
    let chains = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        vec![Op::Pasted(format!("md5:{}", md5.to_hex()))],
        hashed(notes.clone(), vec![md5]),
    ];
    let r = settle(&chains);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::Match {
            trust: TrustLine::Typed,
            weak: Some(Algorithm::Md5),
            signatures: Vec::new(),
        }
    );
    assert_eq!(
        verdict(&r, &notes),
        &RowVerdict::Match {
            origin: Origin::Typed,
            algorithm: Algorithm::Md5,
            cut: None,
        }
    );
    assert_eq!(r.headline.counts.also_listed, 1);
}

#[test]
fn key_added_after_the_verdict() {
    let unknown = Trust::SignedByUnknownKey {
        key_id: "843938DF228D22F7B3742BC0D94AA3F0EFE21092".into(),
    };
    let before = [
        list(list_path(), ubuntu_sums(&[(IMAGE, DESKTOP)]), unknown),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    let r = settle(&before);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::Match {
            trust: TrustLine::UnknownKey {
                list: list_path(),
                key_id: "843938DF228D22F7B3742BC0D94AA3F0EFE21092".into()
            },
            weak: None,
            signatures: vec![list_note(Trust::SignedByUnknownKey {
                key_id: "843938DF228D22F7B3742BC0D94AA3F0EFE21092".into()
            })],
        }
    );
    assert_eq!(r.headline.colour(), Colour::Amber, "never green unchecked");
    let mut after = before.to_vec();
    after[0].push(Op::Trust(list_path(), key_added()));
    let r = settle(&after);
    let trust = TrustLine::Signed {
        list: list_path(),
        trust: key_added(),
    };
    assert!(trust.is_good());
    assert_eq!(
        r.headline.kind,
        HeadlineKind::Match {
            trust,
            weak: None,
            signatures: vec![list_note(key_added())]
        }
    );
    assert_eq!(verdict(&r, &image_path()), &matched_by_list());
}

#[test]
fn signature_dropped_after_the_verdict() {
    let before = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    assert_eq!(settle(&before).headline.kind, green_unsigned());
    let mut after = before.to_vec();
    after[0].push(Op::Trust(list_path(), bundled()));
    let r = settle(&after);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::Match {
            trust: TrustLine::Signed {
                list: list_path(),
                trust: bundled()
            },
            weak: None,
            signatures: vec![list_note(bundled())],
        }
    );
    assert_eq!(r.headline.colour(), Colour::Green);
}

#[test]
fn bad_signature_dropped_after_the_verdict() {
    let mut chains = vec![
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    chains[0].push(Op::Trust(list_path(), Trust::BadSignature));
    let r = settle(&chains);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::BadSignature {
            lists: vec![list_path()],
            files: Vec::new(),
        }
    );
    assert_eq!(r.headline.colour(), Colour::Red);
    assert_eq!(
        verdict(&r, &image_path()),
        &RowVerdict::BadSignature { list: list_path() }
    );
}

#[test]
fn bad_signature() {
    let chains = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::BadSignature,
        ),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    let r = settle(&chains);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::BadSignature {
            lists: vec![list_path()],
            files: Vec::new(),
        }
    );
    assert_eq!(r.headline.colour(), Colour::Red);
    assert_eq!(r.headline.counts.bad_signature, 1);
    assert_eq!(
        r.headline.counts.matched, 0,
        "a tampered list vouches for nothing"
    );
    assert_eq!(
        verdict(&r, &image_path()),
        &RowVerdict::BadSignature { list: list_path() }
    );
    // Red even before any file is given: the list itself was changed.
    let alone = settle(&chains[..1]);
    assert_eq!(alone.headline.colour(), Colour::Red);
    // Whatever other lists say, a match or a mismatch, it does not hide that this list
    // was changed.
    let notes = at(DOWNLOADS, "notes.txt");
    let md5 = |d: &[u8]| Algorithm::Md5.digest(d);
    let with_others = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP), (SERVER_IMAGE, SERVER)]),
            Trust::BadSignature,
        ),
        hashed(image_path(), vec![sha256(IMAGE)]),
        list(
            at(DOWNLOADS, "MD5SUMS"),
            format!(
                "{}  notes.txt\n{}  readme.txt\n",
                md5(b"notes").to_hex(),
                md5(b"readme").to_hex()
            ),
            bundled(),
        ),
        hashed(notes.clone(), vec![md5(b"notes")]),
        hashed(at(DOWNLOADS, "readme.txt"), vec![md5(b"edited")]),
        hashed(at(DOWNLOADS, SERVER), vec![sha256(b"not the server image")]),
    ];
    let r = settle(&with_others);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::BadSignature {
            lists: vec![list_path()],
            files: Vec::new(),
        }
    );
    assert!(matches!(verdict(&r, &notes), RowVerdict::Match { .. }));
    let readme = verdict(&r, &at(DOWNLOADS, "readme.txt"));
    assert!(matches!(readme, RowVerdict::Mismatch { .. }), "{readme:?}");
    assert_eq!(
        verdict(&r, &at(DOWNLOADS, SERVER)),
        &RowVerdict::BadSignature { list: list_path() },
        "a mismatch against a changed list says the list was changed"
    );
}

#[test]
fn unsigned_match() {
    let chains = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.colour(), Colour::Green, "not an orange warning");
    let HeadlineKind::Match { trust, .. } = &r.headline.kind else {
        panic!("a match: {:?}", r.headline.kind);
    };
    assert_eq!(trust, &unsigned_line());
    assert!(!trust.is_good(), "neutral, with where the signature goes");
    assert_eq!(verdict(&r, &image_path()), &matched_by_list());
}

#[test]
fn pasted_digest_of_ambiguous_length() {
    let b3 = Algorithm::Blake3.digest(IMAGE);
    let chains = [
        vec![Op::Pasted(b3.to_hex())],
        hashed(image_path(), all_of_length_32(IMAGE)),
    ];
    let r = settle(&chains);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::Match {
            trust: TrustLine::Typed,
            weak: None,
            signatures: Vec::new(),
        }
    );
    assert_eq!(
        verdict(&r, &image_path()),
        &RowVerdict::Match {
            origin: Origin::Typed,
            algorithm: Algorithm::Blake3,
            cut: None,
        }
    );
    let checks = &r.row(&image_path()).expect("row").checks;
    assert_eq!(checks.len(), 1, "the candidates are one check, not seven");
    // SHA-256, BLAKE3, BLAKE2s, BLAKE2sp, SHA3-256, BLAKE2b-256, SM3.
    assert_eq!(checks[0].against.candidates.len(), 7);
    // Hashed with SHA-256 only: the other candidates are asked for, not a red verdict.
    let chains = [
        vec![Op::Pasted(b3.to_hex())],
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    let r = settle(&chains);
    let missing = vec![
        Algorithm::Blake2s,
        Algorithm::Blake2sp,
        Algorithm::Blake3,
        Algorithm::Sha3_256,
        Algorithm::Sm3,
        Algorithm::Blake2bLen(32),
    ];
    assert_eq!(r.headline.kind, HeadlineKind::NeedsAlgorithms { missing });
}

#[test]
fn pasted_digest_with_no_file_yet() {
    let r = settle(&[vec![Op::Pasted(sha256(IMAGE).to_hex())]]);
    assert_eq!(r.headline.kind, HeadlineKind::AwaitingFiles);
    assert!(!r.headline.clipboard, "nothing was copied");
    let r = settle(&[vec![Op::Clipboard(sha256(IMAGE).to_hex())]]);
    assert_eq!(r.headline.kind, HeadlineKind::AwaitingFiles);
    assert!(r.headline.clipboard);
    let r = settle(&[
        vec![Op::Clipboard(sha256(IMAGE).to_hex())],
        vec![Op::Pasted(sha256(IMAGE).to_hex())],
    ]);
    assert_eq!(r.headline.kind, HeadlineKind::AwaitingFiles);
    assert!(!r.headline.clipboard, "what waits is what was typed");
}

#[test]
fn hashing_in_progress() {
    let chains = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        vec![Op::File(image_path())],
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.kind, HeadlineKind::Hashing);
    assert_eq!(r.headline.colour(), Colour::Neutral);
    assert_eq!(r.headline.counts.pending, 1);
    assert_eq!(verdict(&r, &image_path()), &RowVerdict::Waiting);
}

#[test]
fn nothing_given() {
    let r = Verification::new().report();
    assert_eq!(r.headline.kind, HeadlineKind::Empty);
    assert_eq!(r.headline.counts, Counts::default());
}

#[test]
fn nothing_expected() {
    let other = at(DOWNLOADS, "notes.txt");
    let chains = [
        hashed(image_path(), vec![sha256(IMAGE)]),
        hashed(other.clone(), vec![sha256(b"notes")]),
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.kind, HeadlineKind::NothingExpected);
    assert_eq!(r.headline.counts.nothing_expected, 2);
    assert_eq!(verdict(&r, &other), &RowVerdict::NothingExpected);
}

#[test]
fn unreadable_image() {
    let chains = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        vec![Op::File(image_path()), Op::Failed(image_path(), Fail::Read)],
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.kind, HeadlineKind::CouldNotHash);
    assert_eq!(r.headline.colour(), Colour::Neutral);
    assert_eq!(verdict(&r, &image_path()), &RowVerdict::CouldNotHash);
    let v = apply_in_order(&chains);
    assert!(matches!(
        v.file(&image_path()),
        Some(FileState::Failed(FileError::Read(_)))
    ));
}

// ---- Properties. ----

/// Many lists, files and sources at once: every interleaving gives one report.
#[test]
fn order_of_arrival_never_changes_the_report() {
    let usb_list = Path::new("/mnt/usb/MD5SUMS").to_path_buf();
    let old_list = Path::new("/old/SHA256SUMS").to_path_buf();
    let notes = Path::new("/mnt/usb/notes.txt").to_path_buf();
    let renamed = at(DOWNLOADS, "ubuntu-24.04-desktop-amd64 (1).iso");
    let gone = Path::new("/tmp/gone.iso").to_path_buf();
    let forgotten = Path::new("/tmp/forgotten.bin").to_path_buf();
    let copied = Path::new("/tmp/copied.bin").to_path_buf();
    let md5 = |d: &[u8]| Algorithm::Md5.digest(d);
    // No list names it or has its checksum: only the clipboard speaks for it.
    let mut copied_digests = all_of_length_32(b"copied");
    copied_digests.push(md5(b"copied"));
    let chains = [
        vec![
            Op::List(
                list_path(),
                ubuntu_sums(&[(IMAGE, DESKTOP), (SERVER_IMAGE, SERVER)]),
                Trust::Unsigned,
            ),
            Op::Trust(list_path(), key_added()),
        ],
        list(
            usb_list,
            format!("{}  notes.txt\n", md5(b"notes").to_hex()),
            Trust::Unsigned,
        ),
        vec![
            Op::List(
                old_list.clone(),
                ubuntu_sums(&[(IMAGE, DESKTOP)]),
                bundled(),
            ),
            Op::RemoveList(old_list),
        ],
        hashed(image_path(), vec![sha256(IMAGE), md5(IMAGE)]),
        hashed(renamed, vec![sha256(IMAGE), md5(IMAGE)]),
        hashed(notes, vec![sha256(b"edited"), md5(b"edited")]),
        vec![Op::File(gone.clone()), Op::Failed(gone, Fail::NotFound)],
        [
            hashed(forgotten.clone(), vec![sha256(b"x")]),
            vec![Op::Forget(forgotten)],
        ]
        .concat(),
        hashed(copied.clone(), copied_digests),
        vec![Op::Clipboard(sha256(b"copied").to_hex())],
        vec![Op::Pasted(sha256(IMAGE).to_hex()), Op::ClearPasted],
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.kind, HeadlineKind::Mismatch);
    assert!(r.headline.clipboard);
    assert_eq!(
        verdict(&r, &copied),
        &RowVerdict::Match {
            origin: Origin::Clipboard,
            algorithm: Algorithm::Sha256,
            cut: None,
        }
    );
    assert_eq!(r.rows.len(), 5);
    assert_eq!(r.headline.counts.matched, 3);
    assert_eq!(r.headline.counts.not_found, 1);
    assert_eq!(r.headline.counts.also_listed, 1);
}

#[test]
fn forgetting_undoes_what_was_given() {
    let extra = at(DOWNLOADS, "extra.iso");
    let base = [
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    let mut with = base.to_vec();
    with.push(
        [
            hashed(extra.clone(), vec![sha256(b"extra")]),
            vec![Op::Forget(extra.clone())],
        ]
        .concat(),
    );
    with.push(vec![
        Op::Clipboard(sha256(b"c").to_hex()),
        Op::ClearClipboard,
    ]);
    assert_eq!(settle(&with), settle(&base));
    let mut v = apply_in_order(&base);
    assert!(
        !v.file_hashed(&extra, vec![sha256(b"late")]),
        "a late result"
    );
    assert!(v.report().row(&extra).is_none());
}

#[test]
fn required_algorithms_are_the_union() {
    let mut v = Verification::new();
    let text = ubuntu_sums(&[(IMAGE, DESKTOP)]);
    Op::List(list_path(), text, Trust::Unsigned).apply(&mut v);
    let md5 = Algorithm::Md5.digest(b"x").to_hex();
    v.set_pasted(&md5).expect("a digest");
    assert_eq!(v.required_algorithms(), [Algorithm::Md5, Algorithm::Sha256]);
    assert!(v.set_pasted("not a checksum").is_err());
    assert_eq!(v.required_algorithms(), [Algorithm::Sha256]);
    v.set_clipboard(&Algorithm::Sha512.digest(b"x").to_hex())
        .expect("a digest");
    assert!(v.required_algorithms().contains(&Algorithm::Sha512));
}

#[test]
fn names_are_matched_where_the_list_puts_them_first() {
    // Two given files share the listed base name; both are checked against the entry,
    // and a list that names a sub-folder prefers the file whose path ends with it.
    let text = format!(
        "{}  desktop/{DESKTOP}\n{}  server/{DESKTOP}\n",
        sha256(IMAGE).to_hex(),
        sha256(SERVER_IMAGE).to_hex()
    );
    let in_server = at("/media/usb/server", DESKTOP);
    let chains = [
        list(list_path(), text, Trust::Unsigned),
        hashed(in_server.clone(), vec![sha256(SERVER_IMAGE)]),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.kind, green_unsigned());
    let links: Vec<(usize, Link)> = [&in_server, &image_path()]
        .iter()
        .map(|p| {
            let c = &r.row(p).expect("row").checks[0];
            (c.against.line, c.against.link)
        })
        .collect();
    assert_eq!(links, [(2, Link::PathEnd), (1, Link::BaseName)]);
    assert_eq!(r.lists[0].claimed, 2);
}

/// A checksum copied from a cloud console, base64 of the big-endian value: an
/// 8-character one is CRC-32 or CRC-32C, both are computed, and the verdict names the
/// one that matched.
#[test]
fn pasted_base64_cloud_checksum_names_the_crc_that_matched() {
    let crc32c = Algorithm::Crc32c.digest(IMAGE);
    let chains = [
        vec![Op::Pasted(crate::engine::digest::to_base64(
            crc32c.as_bytes(),
        ))],
        hashed(
            image_path(),
            vec![Algorithm::Crc32.digest(IMAGE), crc32c.clone()],
        ),
    ];
    let r = settle(&chains);
    assert_eq!(
        verdict(&r, &image_path()),
        &RowVerdict::Match {
            origin: Origin::Typed,
            algorithm: Algorithm::Crc32c,
            cut: None,
        }
    );
}

/// An S3 ETag pasted: the file's row waits for its parts, then matches and says how it
/// was cut; a file that differs in one byte does not match; parts hashed for another
/// value typed meanwhile are not taken for this one.
#[test]
fn multipart_etag_typed_waits_for_parts_then_matches() {
    use crate::engine::parts::hash_parts;
    use crate::sums::{MIB, combine};
    let data: Vec<u8> = (0..(9 * MIB as usize + 17))
        .map(|i| (i % 251) as u8)
        .collect();
    let part = 7 * MIB as usize; // not a common uploader's size
    let parts: Vec<Digest> = data
        .chunks(part)
        .map(|c| Algorithm::Md5.digest(c))
        .collect();
    let etag = format!(
        "\"{}-{}\"",
        combine(Algorithm::Md5, &parts).to_hex(),
        parts.len()
    );
    let parts_of = |v: &Verification, bytes: &[u8]| {
        let w = v
            .multipart()
            .expect("a multipart value")
            .work(bytes.len() as u64);
        hash_parts(&mut &bytes[..], &w.whole, &w.plans, 1 << 16).expect("read")
    };
    let file = image_path();
    let mut v = Verification::new();
    v.set_pasted(&etag).expect("an ETag is a checksum");
    v.add_file(file.clone());
    v.file_hashed(&file, vec![sha256(&data)]);
    assert_eq!(v.report().rows[&file].verdict, RowVerdict::TryingParts);
    assert_eq!(v.report().headline.kind, HeadlineKind::Hashing);
    let result = parts_of(&v, &data);
    assert!(v.file_parts(&file, result.clone()));
    let want = Cut {
        parts: 2,
        part_size: 7 * MIB,
        etag: true,
    };
    match &v.report().rows[&file].verdict {
        RowVerdict::Match { algorithm, cut, .. } => {
            assert_eq!((*algorithm, *cut), (Algorithm::Md5, Some(want)));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(v.report().headline.colour(), Colour::Green);

    // Parts hashed for another value are not an answer for this one.
    let other = format!("{}-3", "ab".repeat(16));
    v.set_pasted(&other).expect("ok");
    assert_eq!(v.report().rows[&file].verdict, RowVerdict::TryingParts);

    // One byte changed: no part size gives the ETag.
    v.set_pasted(&etag).expect("ok");
    let mut changed = data.clone();
    changed[8 * MIB as usize] ^= 1;
    v.add_file(file.clone());
    v.file_hashed(&file, vec![sha256(&changed)]);
    let result = parts_of(&v, &changed);
    v.file_parts(&file, result);
    let report = v.report();
    assert!(matches!(
        report.rows[&file].verdict,
        RowVerdict::Mismatch { .. }
    ));
    assert_eq!(report.headline.colour(), Colour::Red);
    assert!(report.rows[&file].checks.iter().any(|c| matches!(
        c.outcome,
        CheckOutcome::PartsMismatch { tried, size_rules_out_parts: false } if tried > 1
    )));
}

/// A composite checksum copied (base64-N) and a value with an impossible part count.
#[test]
fn multipart_composite_and_impossible_counts() {
    use crate::engine::digest::to_base64;
    use crate::engine::parts::hash_parts;
    use crate::sums::{MIB, combine};
    let data: Vec<u8> = (0..(11 * MIB as usize))
        .map(|i| (i * 13 % 241) as u8)
        .collect();
    let parts: Vec<Digest> = data
        .chunks(5 * MIB as usize)
        .map(|c| Algorithm::Crc32c.digest(c))
        .collect();
    let text = format!(
        "{}-{}",
        to_base64(combine(Algorithm::Crc32c, &parts).as_bytes()),
        parts.len()
    );
    let file = image_path();
    let mut v = Verification::new();
    v.set_clipboard(&text).expect("a composite checksum");
    v.add_file(file.clone());
    v.file_hashed(&file, vec![sha256(&data)]);
    let w = v.multipart().expect("in use").work(data.len() as u64);
    let r = hash_parts(&mut &data[..], &w.whole, &w.plans, 1 << 16).expect("read");
    v.file_parts(&file, r);
    match &v.report().rows[&file].verdict {
        RowVerdict::Match { algorithm, cut, .. } => {
            assert_eq!(*algorithm, Algorithm::Crc32c);
            assert_eq!(
                *cut,
                Some(Cut {
                    parts: 3,
                    part_size: 5 * MIB,
                    etag: false
                })
            );
        }
        other => panic!("{other:?}"),
    }
    assert!(v.set_pasted(&format!("{}-0", "ab".repeat(16))).is_err());
    assert!(v.set_pasted(&format!("{}-10001", "ab".repeat(16))).is_err());
}

// ---- Signatures inside the one verdict (docs/verification.md, "Signatures"). ----

fn unknown_key() -> Trust {
    Trust::SignedByUnknownKey {
        key_id: "7AB6EF17A1B2C3D4E5F60718293A4B5C6D7E8F90".into(),
    }
}

fn damaged() -> Vec<Digest> {
    vec![sha256(b"the desktop image, damaged")]
}

/// The image with its own signature, and nothing expected of its checksum.
fn image_with_own_signature(digests: Vec<Digest>, trust: Trust) -> [Vec<Op>; 2] {
    [
        hashed(image_path(), digests),
        vec![Op::FileSig(image_path(), trust)],
    ]
}

#[test]
fn tampered_clear_signed_list_with_an_unknown_key() {
    // The list was edited to give the damaged image's checksum; its signature cannot be
    // checked without the key, so the match must not be green.
    let chains = [
        list(
            list_path(),
            format!("{}  {DESKTOP}\n", damaged()[0].to_hex()),
            unknown_key(),
        ),
        hashed(image_path(), damaged()),
    ];
    let r = settle(&chains);
    assert_eq!(r.headline.colour(), Colour::Amber);
    let HeadlineKind::Match { signatures, .. } = &r.headline.kind else {
        panic!("{:?}", r.headline.kind);
    };
    assert_eq!(signatures, &vec![list_note(unknown_key())]);
    assert!(
        r.row(&image_path()).is_some_and(|r| r.unchecked),
        "the row is not a plain green match either"
    );
    // Once the key is added, the signature is found bad: red.
    let mut after = chains.to_vec();
    after[0].push(Op::Trust(list_path(), Trust::BadSignature));
    let r = settle(&after);
    assert_eq!(r.headline.colour(), Colour::Red);
    assert_eq!(
        verdict(&r, &image_path()),
        &RowVerdict::BadSignature { list: list_path() }
    );
}

#[test]
fn rejected_or_unreadable_list_signature_is_not_green() {
    for trust in [
        Trust::SignatureUnreadable,
        Trust::Rejected {
            name: "Old key".into(),
            fingerprint: vec![1],
        },
    ] {
        let chains = [
            list(list_path(), ubuntu_sums(&[(IMAGE, DESKTOP)]), trust.clone()),
            hashed(image_path(), vec![sha256(IMAGE)]),
        ];
        let r = settle(&chains);
        assert_eq!(r.headline.colour(), Colour::Amber, "{trust:?}");
    }
}

#[test]
fn damaged_image_with_its_own_signature_and_an_unknown_key() {
    let r = settle(&image_with_own_signature(damaged(), unknown_key()));
    assert_eq!(
        r.headline.colour(),
        Colour::Amber,
        "never the same as nothing"
    );
    assert_eq!(
        r.headline.kind,
        HeadlineKind::SignatureNotChecked {
            signatures: vec![file_note(unknown_key())]
        }
    );
    assert_eq!(verdict(&r, &image_path()), &RowVerdict::SignatureNotChecked);
    assert_eq!(r.headline.counts.signature_not_checked, 1);
    // The key added: the signature is checked again and found bad.
    let mut after = image_with_own_signature(damaged(), unknown_key()).to_vec();
    after[1].push(Op::FileSig(image_path(), Trust::BadSignature));
    let r = settle(&after);
    assert_eq!(
        r.headline.kind,
        HeadlineKind::BadSignature {
            lists: Vec::new(),
            files: vec![image_path()]
        }
    );
}

#[test]
fn damaged_image_with_its_own_signature_and_a_known_key() {
    let r = settle(&image_with_own_signature(damaged(), Trust::BadSignature));
    assert_eq!(r.headline.colour(), Colour::Red);
    assert_eq!(verdict(&r, &image_path()), &RowVerdict::BadFileSignature);
    assert_eq!(r.headline.counts.bad_signature, 1);
    // Red at once, while the image is still being hashed: the signature decides.
    let early = settle(&[
        vec![Op::File(image_path()), Op::Hashing(image_path())],
        vec![Op::FileSig(image_path(), Trust::BadSignature)],
    ]);
    assert_eq!(early.headline.colour(), Colour::Red);
    // A list that the damaged image matches does not outweigh it.
    let with_list = [
        list(
            list_path(),
            format!("{}  {DESKTOP}\n", damaged()[0].to_hex()),
            Trust::Unsigned,
        ),
        hashed(image_path(), damaged()),
        vec![Op::FileSig(image_path(), Trust::BadSignature)],
    ];
    assert_eq!(settle(&with_list).headline.colour(), Colour::Red);
}

#[test]
fn intact_image_with_its_own_signature() {
    // Given alone, with the signature after or before: the shuffles give every order,
    // the signature arriving before the image is given included.
    let r = settle(&image_with_own_signature(vec![sha256(IMAGE)], bundled()));
    assert_eq!(
        r.headline.kind,
        HeadlineKind::Match {
            trust: TrustLine::OwnSignature,
            weak: None,
            signatures: vec![file_note(bundled())],
        }
    );
    assert_eq!(r.headline.colour(), Colour::Green);
    assert_eq!(verdict(&r, &image_path()), &RowVerdict::SignedFile);
    assert_eq!(r.rows.len(), 1, "the image appears once");
    assert_eq!(
        r.row(&image_path()).and_then(|r| r.signature.clone()),
        Some(bundled())
    );
    // Not checked until the key is added, then green.
    let mut later = image_with_own_signature(vec![sha256(IMAGE)], unknown_key()).to_vec();
    assert_eq!(settle(&later).headline.colour(), Colour::Amber);
    later[1].push(Op::FileSig(image_path(), key_added()));
    assert_eq!(settle(&later).headline.colour(), Colour::Green);
}

#[test]
fn list_and_image_signatures_that_disagree() {
    let listed = || list(list_path(), ubuntu_sums(&[(IMAGE, DESKTOP)]), bundled());
    // A good list, but the image's own signature is bad: red.
    let r = settle(&[
        listed(),
        hashed(image_path(), vec![sha256(IMAGE)]),
        vec![Op::FileSig(image_path(), Trust::BadSignature)],
    ]);
    assert_eq!(r.headline.colour(), Colour::Red);
    assert_eq!(verdict(&r, &image_path()), &RowVerdict::BadFileSignature);
    // A bad list, and a good own signature: red all the same.
    let r = settle(&[
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::BadSignature,
        ),
        hashed(image_path(), vec![sha256(IMAGE)]),
        vec![Op::FileSig(image_path(), bundled())],
    ]);
    assert_eq!(r.headline.colour(), Colour::Red);
    // A good list, and an own signature not checked: amber, with both said.
    let r = settle(&[
        listed(),
        hashed(image_path(), vec![sha256(IMAGE)]),
        vec![Op::FileSig(image_path(), unknown_key())],
    ]);
    assert_eq!(r.headline.colour(), Colour::Amber);
    let HeadlineKind::Match { signatures, .. } = &r.headline.kind else {
        panic!("{:?}", r.headline.kind);
    };
    assert_eq!(
        signatures,
        &vec![list_note(bundled()), file_note(unknown_key())]
    );
    // Both good: green.
    let r = settle(&[
        listed(),
        hashed(image_path(), vec![sha256(IMAGE)]),
        vec![Op::FileSig(image_path(), bundled())],
    ]);
    assert_eq!(r.headline.colour(), Colour::Green);
}

#[test]
fn a_list_naming_the_file_twice_is_held_to_every_line() {
    // `E image` then `G image`, the image being G: sha256sum -c fails line 1.
    let text = format!(
        "{}  {DESKTOP}\n{}  {DESKTOP}\n",
        damaged()[0].to_hex(),
        sha256(IMAGE).to_hex()
    );
    let r = settle(&[
        list(list_path(), text, Trust::Unsigned),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ]);
    assert_eq!(r.headline.kind, HeadlineKind::Mismatch);
    assert!(matches!(
        verdict(&r, &image_path()),
        RowVerdict::Mismatch { .. }
    ));
    let checks = &r.row(&image_path()).expect("row").checks;
    assert_eq!(checks.len(), 2, "both lines are compared");
}

#[test]
fn unsigned_lists_and_typed_checksums_stay_green() {
    // Nothing was signed, so nothing waits for a key: a match is green, as before.
    let r = settle(&[
        list(
            list_path(),
            ubuntu_sums(&[(IMAGE, DESKTOP)]),
            Trust::Unsigned,
        ),
        hashed(image_path(), vec![sha256(IMAGE)]),
    ]);
    assert_eq!(r.headline.colour(), Colour::Green);
    assert!(r.row(&image_path()).is_some_and(|r| !r.unchecked));
    let r = settle(&[
        vec![Op::Pasted(sha256(IMAGE).to_hex())],
        hashed(image_path(), vec![sha256(IMAGE)]),
    ]);
    assert_eq!(r.headline.colour(), Colour::Green);
}

/// A publisher's list carries how it is shown in the session itself (no window
/// state): its own label, gone with it; a file's own signature from its publisher is
/// named as such until a signature given otherwise replaces it.
#[test]
fn how_a_publisher_s_list_and_signature_are_shown_is_carried_by_the_session() {
    let mut v = Verification::new();
    let parsed = parse_sums(ubuntu_sums(&[(b"image", "desktop.iso")]).as_bytes(), None);
    let ubuntu = ShownAs {
        publisher: "Ubuntu".into(),
        signed_on: None,
        title: None,
    };
    let prepared = PreparedList::new(list_path(), &parsed, bundled()).shown_as(ubuntu.clone());
    v.add_prepared(prepared);
    let other = at("/home/me/Other", "SHA256SUMS");
    v.add_prepared(PreparedList::new(other.clone(), &parsed, Trust::Unsigned));
    assert_eq!(v.shown_as(&list_path()), Some(&ubuntu));
    assert_eq!(v.shown_as(&other), None);
    v.remove_list(&list_path());
    assert_eq!(v.shown_as(&list_path()), None);

    let arch = ShownAs {
        publisher: "Arch Linux".into(),
        signed_on: None,
        title: Some(Title {
            file: "archlinux-2024.01.01-x86_64.iso".into(),
            words: "Arch Linux 2024.01.01 (64-bit)".into(),
        }),
    };
    v.set_publisher_file_signature(image_path(), bundled(), arch.clone());
    assert_eq!(v.file_signature_shown_as(&image_path()), Some(&arch));
    assert_eq!(v.file_signature(&image_path()), Some(&bundled()));
    v.set_file_signature(image_path(), Trust::BadSignature);
    assert_eq!(v.file_signature_shown_as(&image_path()), None);
    v.set_publisher_file_signature(image_path(), bundled(), arch);
    v.forget_files();
    assert_eq!(v.file_signature_shown_as(&image_path()), None);
}

/// The image's own signature is looked for when the image is given, and checking it
/// reads the whole image, so it may end after the image was hashed and matched its
/// list (seen in the window: "Matches" announced, then "Do NOT use"). In every order
/// of the rest, nothing is green before the signature is in: a bad one gives red, and
/// a lookup that found nothing gives the list's green.
#[test]
fn nothing_is_green_while_the_image_s_own_signature_is_being_checked() {
    let sums = ubuntu_sums(&[(IMAGE, "desktop.iso")]);
    for (found, want) in [
        (Some(Trust::BadSignature), Colour::Red),
        (Some(key_added()), Colour::Green),
        (None, Colour::Green),
    ] {
        let mut signature = Vec::new();
        if let Some(trust) = &found {
            signature.push(Op::FileSig(image_path(), trust.clone()));
        }
        signature.push(Op::SigLookedUp(image_path()));
        let chains = [
            hashed(image_path(), vec![sha256(IMAGE)]),
            list(list_path(), sums.clone(), Trust::Unsigned),
            signature,
        ];
        let mut rng = RngForTests::new(0xA11CE);
        for round in 0..SHUFFLES {
            let mut v = Verification::new();
            v.await_file_signature(image_path());
            let mut next = [0usize; 3];
            while let Some(c) = {
                let open: Vec<usize> = (0..3).filter(|&c| next[c] < chains[c].len()).collect();
                (!open.is_empty()).then(|| open[rng.below(open.len())])
            } {
                chains[c][next[c]].apply(&mut v);
                next[c] += 1;
                let r = v.report();
                if v.awaits_file_signature(&image_path()) {
                    assert_ne!(
                        r.headline.colour(),
                        Colour::Green,
                        "{found:?}, order {round}"
                    );
                    assert_ne!(
                        r.headline.colour(),
                        Colour::Amber,
                        "{found:?}, order {round}"
                    );
                }
            }
            let r = v.report();
            assert_eq!(r.headline.colour(), want, "{found:?}, order {round}");
            assert!(!v.awaits_file_signature(&image_path()));
        }
    }
    // Two lookups for one file (beside it, and dropped for it): both must end.
    let mut v = Verification::new();
    v.await_file_signature(image_path());
    v.await_file_signature(image_path());
    for op in hashed(image_path(), vec![sha256(IMAGE)])
        .into_iter()
        .chain(list(list_path(), sums, Trust::Unsigned))
        .chain([Op::SigLookedUp(image_path())])
    {
        op.apply(&mut v);
    }
    assert_eq!(
        verdict(&v.report(), &image_path()),
        &RowVerdict::CheckingSignature
    );
    assert_eq!(v.report().headline.kind, HeadlineKind::Hashing);
    Op::SigLookedUp(image_path()).apply(&mut v);
    assert_eq!(v.report().headline.colour(), Colour::Green);
}
