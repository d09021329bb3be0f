//! `parse_sums` on any bytes, under any checksum-file name: it never panics, every
//! entry is self-consistent (a name may hold LF or CR: GNU escapes them as `\n`, `\r`), and every entry written back as a GNU line and as a BSD
//! tag line (as `hashdrop sum` writes them) reads back as the same name and digest.
//! A parser that accepted a line GNU would reject tends to break the round trip.
//!
//! Shared by the fuzz target `fuzz_targets/parse_sums.rs` and the corpus replay in
//! `tests/fuzz_corpus.rs`: what one input must satisfy.

use std::path::Path;

use hashdrop::sums::{LineStyle, format_bsd_line, format_gnu_line, parse_sums};

/// The first input byte picks the checksum file's name (it drives the algorithm hint
/// and SFV parsing); the rest is the file's content.
const NAMES: &[Option<&str>] = &[
    None,
    Some("SHA256SUMS"),
    Some("x.md5"),
    Some("x.sfv"),
    Some("B3SUMS"),
    Some("Fedora-CHECKSUM"),
    Some("x.sha512"),
    Some("x.crc32"),
];

/// Checks one input; panics when it breaks a promise.
pub fn check(data: &[u8]) {
    let Some((&pick, text)) = data.split_first() else {
        return;
    };
    let file = NAMES[usize::from(pick) % NAMES.len()].map(Path::new);
    let parsed = parse_sums(text, file);
    if parsed.error.is_some() {
        assert!(parsed.lines.is_empty());
    }
    let mut last_line = 0;
    for line in &parsed.lines {
        assert!(line.line_no > last_line, "line numbers increase");
        last_line = line.line_no;
    }
    for e in parsed.entries() {
        assert_eq!(e.expected.len(), e.algorithm.digest_len(), "{e:?}");
        assert_eq!(e.candidates.first(), Some(&e.algorithm), "{e:?}");
        assert!(
            e.candidates
                .iter()
                .all(|c| c.digest_len() == e.expected.len()),
            "{e:?}"
        );
        assert!(!e.name.is_empty() && !e.name.contains(&0), "{e:?}");

        let hex = e.expected_hex();
        let hint = format!("x.{}", e.algorithm.name());
        let binary = matches!(e.style, LineStyle::Gnu { binary: true });
        let written = [
            format_gnu_line(&hex, &e.name, binary),
            format_bsd_line(e.algorithm, &hex, &e.name),
        ];
        for line in written {
            let back = parse_sums(&line, Some(Path::new(&hint)));
            let entries: Vec<_> = back.entries().collect();
            assert_eq!(
                entries.len(),
                1,
                "{:?} written as {:?} reads back as {back:?}",
                e,
                String::from_utf8_lossy(&line)
            );
            let b = entries[0];
            assert_eq!(b.name, e.name, "{:?}", String::from_utf8_lossy(&line));
            assert_eq!(
                b.expected,
                e.expected,
                "{:?}",
                String::from_utf8_lossy(&line)
            );
            assert_eq!(
                b.algorithm,
                e.algorithm,
                "{:?}",
                String::from_utf8_lossy(&line)
            );
        }
    }
    // Linear: nothing here may be worse than a few passes over the input (libFuzzer's
    // -timeout catches a quadratic parser on long inputs).
    let _ = parsed.duplicate_names();
}
