//! Robustness: round trips through the writers, garbage, random input, huge lines and
//! a million lines.

use std::path::Path;
use std::time::Instant;

use super::conformance::{BIN, E, GNU};
use crate::engine::Algorithm;
use crate::sums::*;

/// Names that stress every writer and reader rule.
const NAMES: &[&[u8]] = &[
    b"plain.iso",
    b"with space",
    b"a\\b",
    b"\\",
    b"a\\nb",
    b"line\nfeed",
    b"carriage\rreturn",
    b"tab\there",
    b"*star",
    b" lead",
    b"trail ",
    b"  ",
    b"(paren) = x",
    b"a) = b",
    b"MD5 (x) = y",
    b"bad\xff\xfeutf8",
    b"-",
    b"#hash",
    b";semi",
    b"x",
];

#[test]
fn round_trips() {
    for &name in NAMES {
        for algorithm in Algorithm::ALL {
            let digest = algorithm.digest(name);
            let hex = digest.to_hex();
            let hint = format!("x.{}", algorithm.name());
            let lines = [
                (format_gnu_line(&hex, name, false), GNU),
                (format_gnu_line(&hex.to_uppercase(), name, true), BIN),
                (format_bsd_line(algorithm, &hex, name), LineStyle::Bsd),
            ];
            // Without a name, a digest is read as the algorithms of its length that
            // are not a checksum sharing a common digest's length (XXH128 reads as MD5).
            let guessed =
                Algorithm::candidates_for_len(algorithm.digest_len()).contains(&algorithm);
            for (line, style) in lines {
                let files = if guessed || style == LineStyle::Bsd {
                    vec![None, Some(Path::new(&hint))]
                } else {
                    vec![Some(Path::new(&hint))]
                };
                for file in files {
                    let p = parse_sums(&line, file);
                    let e = p
                        .entries()
                        .next()
                        .unwrap_or_else(|| panic!("{line:?} {file:?}: {p:?}"));
                    assert_eq!((e.name.as_slice(), e.style), (name, style), "{line:?}");
                    assert!(e.matches(&digest), "{line:?}");
                }
            }
        }
        if let Ok(line) = format_sfv_line(name, &Algorithm::Crc32.digest(name).to_hex()) {
            let p = parse_sums(&line, Some(Path::new("x.sfv")));
            let e = p.entries().next().unwrap_or_else(|| panic!("{line:?}"));
            assert_eq!(e.name, name);
        }
    }
    // A whole file of GNU lines written together reads back in one piece.
    let mut file = Vec::new();
    for &name in NAMES {
        file.extend(format_gnu_line(
            &Algorithm::Sha256.digest(name).to_hex(),
            name,
            false,
        ));
    }
    let p = parse_sums(&file, Some(Path::new("SHA256SUMS")));
    let back: Vec<&[u8]> = p.entries().map(|e| e.name.as_slice()).collect();
    assert_eq!(back, NAMES);
    assert_eq!(p.malformed_count(), 0);
}

/// Properties every entry must have, whatever the input.
fn assert_invariants(p: &ParsedSums) {
    for e in p.entries() {
        assert_eq!(e.expected.len(), e.algorithm.digest_len());
        assert_eq!(e.candidates.first(), Some(&e.algorithm));
        assert!(
            e.candidates
                .iter()
                .all(|c| c.digest_len() == e.expected.len())
        );
        assert!(!e.name.is_empty() && !e.name.contains(&0));
    }
    let mut last = 0;
    for l in &p.lines {
        assert!(l.line_no > last);
        last = l.line_no;
    }
}

#[test]
fn garbage_never_panics() {
    let all_bytes: Vec<u8> = (0..=255u8).cycle().take(4096).collect();
    let samples: Vec<Vec<u8>> = vec![
        all_bytes,
        b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec(),
        b"\xFF\xFE".to_vec(),
        b"\xFE\xFF\xD8\x00".to_vec(),
        b"\\".to_vec(),
        b"\\\n\\\\\n \\ \n".to_vec(),
        b")))))= (((((".to_vec(),
        b"MD5 (\nMD5(\nMD5 ()\nMD5 () =\n".to_vec(),
        vec![b'\r'; 100],
        vec![0; 100],
    ];
    for s in &samples {
        for file in [None, Some("x.sfv"), Some("SHA256SUMS")] {
            assert_invariants(&parse_sums(s, file.map(Path::new)));
        }
        let _ = parse_pasted(&String::from_utf8_lossy(s));
    }
}

#[test]
fn random_bytes_property() {
    let mut rng = RngForTests::new(0xC0FF_EE00_D15E_A5E5);
    let pieces: &[&[u8]] = &[
        b"900150983cd24fb0d6963f7d28e17f72",
        b"cbf43926",
        b"MD5",
        b"SHA256",
        b"BLAKE2b",
        b" (",
        b")",
        b" = ",
        b"  ",
        b" *",
        b"\\",
        b"\\n",
        b"\n",
        b"\r\n",
        b"#",
        b";",
        b"\0",
        b"\xff",
        b"-----BEGIN PGP SIGNED MESSAGE-----\n",
        b"-----BEGIN PGP SIGNATURE-----\n",
        b"- ",
        b"\xEF\xBB\xBF",
    ];
    for round in 0..4000 {
        let mut bytes = Vec::new();
        for _ in 0..rng.below(24) {
            if rng.below(3) == 0 {
                bytes.push((rng.next_u64() & 0xff) as u8);
            } else {
                bytes.extend_from_slice(pieces[rng.below(pieces.len())]);
            }
        }
        let file = [None, Some("a.md5"), Some("a.sfv"), Some("B3SUMS")][round % 4];
        assert_invariants(&parse_sums(&bytes, file.map(Path::new)));
        let _ = parse_pasted(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn one_megabyte_lines() {
    let long_name = "n".repeat(1 << 20);
    let cases = [
        (format!("{E}  {long_name}\n"), true),
        (format!("MD5 ({long_name}) = {E}\n"), true),
        (format!("MD5 ({}) = {E}\n", ")".repeat(1 << 20)), true),
        (format!("{}\n", "a".repeat(1 << 20)), false),
        (format!("{}\n", "(".repeat(1 << 20)), false),
        (format!("\\{E}  {}\n", "\\\\".repeat(1 << 19)), true),
    ];
    for (text, ok) in cases {
        let start = Instant::now();
        let p = parse_sums(text.as_bytes(), None);
        assert_eq!(p.entry_count(), usize::from(ok));
        assert_eq!(p.malformed_count(), usize::from(!ok));
        assert!(
            start.elapsed().as_secs() < 5,
            "1 MB line took {:?}",
            start.elapsed()
        );
    }
}

#[test]
fn a_million_lines_parse_linearly() {
    let mut text = Vec::with_capacity(20 << 20);
    for i in 0..1_000_000u32 {
        text.extend_from_slice(format!("{i:08x}  file-{i}\n").as_bytes());
    }
    let start = Instant::now();
    let p = parse_sums(&text, Some(Path::new("files.crc32")));
    let elapsed = start.elapsed();
    assert_eq!(p.entry_count(), 1_000_000);
    assert_eq!(p.malformed_count(), 0);
    assert_eq!(p.lines.last().map(|l| l.line_no), Some(1_000_000));
    // Generous for unoptimised builds; a quadratic parser would take hours.
    assert!(elapsed.as_secs() < 30, "1,000,000 lines took {elapsed:?}");
}
