//! The clear-signed reader with text put before and after a signed message: the input
//! is split into a prefix, a signed body and a suffix around a fixed message frame.
//! Whatever surrounds the message, it is still found (`is_clear_signed`), and nothing
//! outside it is ever in the signed text, nor read as a checksum line of it.
//!
//! Shared by the fuzz target `fuzz_targets/clear_signed.rs` and the corpus replay in
//! `tests/fuzz_corpus.rs`: what one input must satisfy.

use hashdrop::sums::parse_signed_text;
use hashdrop::trust::{is_clear_signed, signed_text};

const BEGIN: &str = "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n";
const SIG: &str = "-----BEGIN PGP SIGNATURE-----\n\niQ\n-----END PGP SIGNATURE-----\n";

/// Checks one input; panics when it breaks a promise.
pub fn check(data: &[u8]) {
    // Two bytes say where the body and the suffix start.
    let Some((&[a, b], rest)) = data.split_first_chunk::<2>() else {
        return;
    };
    let cut1 = usize::from(a).min(rest.len());
    let cut2 = (cut1 + usize::from(b)).min(rest.len());
    let (prefix, tail) = rest.split_at(cut1);
    let (body, suffix) = tail.split_at(cut2 - cut1);
    // Text that holds armour lines of its own is another case (refused as ambiguous).
    if [prefix, body, suffix]
        .iter()
        .any(|p| p.windows(5).any(|w| w == b"-----"))
    {
        return;
    }
    let body: Vec<u8> = body
        .iter()
        .copied()
        .filter(|&c| c != b'\n' && c != b'\r')
        .collect();
    let file = [
        prefix,
        b"\n",
        BEGIN.as_bytes(),
        &body,
        b"\n",
        SIG.as_bytes(),
        suffix,
    ]
    .concat();
    assert!(is_clear_signed(&file), "the signed message is always found");
    let signed = signed_text(&file).expect("one complete message");
    let trimmed: Vec<u8> = {
        let end = body
            .iter()
            .rposition(|c| !matches!(c, b' ' | b'\t'))
            .map_or(0, |p| p + 1);
        body[..end].to_vec()
    };
    let want = [trimmed.strip_prefix(b"- ").unwrap_or(&trimmed), b"\n"].concat();
    assert_eq!(signed.text, want, "exactly the signed line");
    let parsed = parse_signed_text(&signed.text, signed.first_line, None);
    assert!(parsed.lines.iter().all(|l| l.line_no == signed.first_line));
}
