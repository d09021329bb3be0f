//! `parse_pasted` (the GUI's "paste anything" box) on any text: it never panics, and
//! what it returns is consistent: a bare digest has a length some candidate algorithm
//! produces, lines come with at least one entry, a multipart value has 1 to 10,000
//! parts, and blank text is `Empty`.
//!
//! Shared by the fuzz target `fuzz_targets/parse_pasted.rs` and the corpus replay in
//! `tests/fuzz_corpus.rs`: what one input must satisfy.

use hashdrop::sums::{BareDigest, CloudForm, Pasted, parse_pasted};

/// Checks one input; panics when it breaks a promise.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let result = parse_pasted(&text);
    let blank = text.trim_start_matches('\u{feff}').trim().is_empty();
    assert_eq!(
        matches!(result, Pasted::Empty),
        blank,
        "{text:?} -> {result:?}"
    );
    match result {
        Pasted::Empty => {}
        Pasted::BareDigest(BareDigest { bytes, candidates }) => {
            assert!(!candidates.is_empty(), "{text:?}");
            assert!(
                candidates.iter().all(|c| c.digest_len() == bytes.len()),
                "{text:?} -> {candidates:?} with {} bytes",
                bytes.len()
            );
        }
        Pasted::Lines(parsed) => {
            assert!(parsed.has_proper_lines(), "{text:?}");
            for e in parsed.entries() {
                assert_eq!(e.expected.len(), e.algorithm.digest_len(), "{e:?}");
                assert!(!e.name.is_empty() && !e.name.contains(&0), "{e:?}");
            }
        }
        Pasted::Multipart(m) => {
            // An S3 ETag or composite checksum: 1 to 10,000 parts, never a plain digest.
            assert!(!m.forms.is_empty(), "{text:?}");
            for f in &m.forms {
                match f {
                    CloudForm::S3Etag { parts, bytes } => {
                        assert!((1..=10_000).contains(parts) && bytes.len() == 16, "{f:?}");
                    }
                    CloudForm::S3Composite {
                        parts, candidates, ..
                    } => {
                        assert!(
                            (1..=10_000).contains(parts) && !candidates.is_empty(),
                            "{f:?}"
                        );
                    }
                    CloudForm::Digest { .. } => panic!("{text:?} -> {f:?}"),
                }
            }
        }
        Pasted::Unrecognised { reason } => assert!(!reason.is_empty(), "{text:?}"),
    }
}
