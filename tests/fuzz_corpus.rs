//! The fuzz corpora replayed as regression tests: every input that libFuzzer kept in
//! `fuzz/corpus/TARGET` (those that found new paths, and those that once broke a
//! promise) is checked again, in `cargo test`, by the very function the fuzz target
//! runs (`fuzz/checks/TARGET.rs`), so the corpora guard every build, not only fuzzing
//! runs on nightly.

use std::path::Path;

#[path = "../fuzz/checks/clear_signed.rs"]
mod clear_signed;
#[path = "../fuzz/checks/handover.rs"]
mod handover;
#[path = "../fuzz/checks/md5_lanes.rs"]
mod md5_lanes;
#[path = "../fuzz/checks/minisign.rs"]
mod minisign;
#[path = "../fuzz/checks/parse_pasted.rs"]
mod parse_pasted;
#[path = "../fuzz/checks/parse_sums.rs"]
mod parse_sums;
#[path = "../fuzz/checks/sha3_kernel.rs"]
mod sha3_kernel;
#[path = "../fuzz/checks/sha_lanes.rs"]
mod sha_lanes;
#[path = "../fuzz/checks/signer_keys.rs"]
mod signer_keys;
#[path = "../fuzz/checks/signify.rs"]
mod signify;
#[path = "../fuzz/checks/sigstore.rs"]
mod sigstore;
#[path = "../fuzz/checks/ssh_signature.rs"]
mod ssh_signature;
#[path = "../fuzz/checks/xxh3_kernel.rs"]
mod xxh3_kernel;

/// Runs `check` on every file of `fuzz/corpus/TARGET`, naming the one that fails.
fn replay(target: &str, check: fn(&[u8])) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a corpus entry").path())
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "{} is empty", dir.display());
    for input in &inputs {
        let data = std::fs::read(input).expect("read a corpus input");
        let run = std::panic::catch_unwind(|| check(&data));
        assert!(
            run.is_ok(),
            "{target}: {} breaks its promise",
            input.display()
        );
    }
    eprintln!("{target}: {} inputs replayed", inputs.len());
}

#[test]
fn clear_signed_corpus() {
    replay("clear_signed", clear_signed::check);
}

#[test]
fn handover_corpus() {
    replay("handover", handover::check);
}

#[test]
fn md5_lanes_corpus() {
    replay("md5_lanes", md5_lanes::check);
}

#[test]
fn parse_pasted_corpus() {
    replay("parse_pasted", parse_pasted::check);
}

#[test]
fn parse_sums_corpus() {
    replay("parse_sums", parse_sums::check);
}

#[test]
fn sha3_kernel_corpus() {
    replay("sha3_kernel", sha3_kernel::check);
}

#[test]
fn xxh3_kernel_corpus() {
    replay("xxh3_kernel", xxh3_kernel::check);
}

#[test]
fn sha_lanes_corpus() {
    replay("sha_lanes", sha_lanes::check);
}

#[test]
fn minisign_corpus() {
    replay("minisign", minisign::check);
}

#[test]
fn signer_keys_corpus() {
    replay("signer_keys", signer_keys::check);
}

#[test]
fn signify_corpus() {
    replay("signify", signify::check);
}

#[test]
fn sigstore_corpus() {
    replay("sigstore", sigstore::check);
}

#[test]
fn ssh_signature_corpus() {
    replay("ssh_signature", ssh_signature::check);
}
