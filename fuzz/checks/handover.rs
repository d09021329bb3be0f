//! `parse_message` (what a later launch hands the open window, src/desktop/single_instance)
//! on any bytes: it never panics; what it accepts are absolute, non-empty paths without
//! NUL, and the format has one spelling, so encoding them gives back the very bytes.
//!
//! Shared by the fuzz target `fuzz_targets/handover.rs` and the corpus replay in
//! `tests/fuzz_corpus.rs`: what one input must satisfy.

use hashdrop::desktop::single_instance::{MAGIC, encode_message, parse_message};

/// Checks one input; panics when it breaks a promise.
pub fn check(data: &[u8]) {
    let Some(paths) = parse_message(data) else {
        return;
    };
    assert!(data.starts_with(MAGIC), "{data:?}");
    for p in &paths {
        let bytes = p.as_os_str().as_encoded_bytes();
        assert!(
            p.is_absolute() && !bytes.is_empty() && !bytes.contains(&0),
            "{p:?}"
        );
    }
    assert_eq!(encode_message(&paths), data, "{paths:?}");
}
