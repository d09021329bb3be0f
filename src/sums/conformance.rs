//! Table-driven conformance tests for the parser: coreutils' own tricky cases
//! (`tests/cksum/*`, research §1.9/§1.10) and the line-level rules.

use std::path::Path;

use crate::engine::Algorithm;
use crate::sums::*;

/// MD5("abc"), the value of research §1.10.
pub(super) const E: &str = "900150983cd24fb0d6963f7d28e17f72";
pub(super) const SHA256_ABC: &str =
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

/// What one line should give.
enum Want {
    /// An entry with this name, style and algorithm.
    Entry(&'static [u8], LineStyle, Algorithm),
    /// A malformed line whose reason contains this text.
    Bad(&'static str),
}

pub(super) const GNU: LineStyle = LineStyle::Gnu { binary: false };
pub(super) const BIN: LineStyle = LineStyle::Gnu { binary: true };

pub(super) fn parse_one(line: &str, file: Option<&str>) -> LineKind {
    let p = parse_sums(line.as_bytes(), file.map(Path::new));
    assert_eq!(p.lines.len(), 1, "{line:?}: {p:?}");
    p.lines[0].kind.clone()
}

fn check_table(cases: &[(String, Option<&str>, Want)]) {
    for (line, file, want) in cases {
        let got = parse_one(line, *file);
        match (want, &got) {
            (Want::Entry(name, style, algorithm), LineKind::Entry(e)) => {
                assert_eq!(e.name, *name, "{line:?}");
                assert_eq!(e.style, *style, "{line:?}");
                assert_eq!(e.algorithm, *algorithm, "{line:?}");
                assert_eq!(e.expected.len(), algorithm.digest_len(), "{line:?}");
            }
            (Want::Bad(needle), LineKind::Malformed { reason }) => {
                assert!(reason.contains(needle), "{line:?}: reason {reason:?}");
            }
            _ => panic!("{line:?}: got {got:?}"),
        }
    }
}

#[test]
fn gnu_and_bsd_lines() {
    use Algorithm::{Blake2b, Blake3, Crc32, Md5, Sha256};
    let upper = E.to_uppercase();
    let b64 = "ab".repeat(32);
    let b128 = "cd".repeat(64);
    let md5 = Some("f.md5");
    let cases: Vec<(String, Option<&str>, Want)> = vec![
        (format!("{E}  f"), md5, Want::Entry(b"f", GNU, Md5)),
        (format!("{upper}  f"), md5, Want::Entry(b"f", GNU, Md5)),
        (format!("{E} *f"), md5, Want::Entry(b"f", BIN, Md5)),
        (
            format!("{E} f"),
            md5,
            Want::Entry(b"f", LineStyle::BsdReversed, Md5),
        ),
        (format!("{E}\t f"), md5, Want::Entry(b"f", GNU, Md5)),
        (format!(" {E}  f"), md5, Want::Entry(b"f", GNU, Md5)),
        (format!("\t {E}  f"), md5, Want::Entry(b"f", GNU, Md5)),
        (
            format!("{E}   sp ace"),
            md5,
            Want::Entry(b" sp ace", GNU, Md5),
        ),
        (
            format!("{E}  trail "),
            md5,
            Want::Entry(b"trail ", GNU, Md5),
        ),
        (format!("{E}  f\r"), md5, Want::Entry(b"f", GNU, Md5)),
        (format!("{E}  f\r\r"), md5, Want::Entry(b"f\r", GNU, Md5)),
        (format!("{E}  a\\b"), md5, Want::Entry(b"a\\b", GNU, Md5)),
        (
            format!("{E} *dir\\file.txt"),
            md5,
            Want::Entry(b"dir\\file.txt", BIN, Md5),
        ),
        (format!("\\{E}  a\\nb"), md5, Want::Entry(b"a\nb", GNU, Md5)),
        (
            format!("\\{E}  a\\\\b"),
            md5,
            Want::Entry(b"a\\b", GNU, Md5),
        ),
        (format!("\\{E}  a\\rb"), md5, Want::Entry(b"a\rb", GNU, Md5)),
        (format!(" \\{E}  f"), md5, Want::Entry(b"f", GNU, Md5)),
        (format!("\\{E}  a\\tb"), md5, Want::Bad("invalid escape")),
        (format!("\\{E}  a\\"), md5, Want::Bad("lone backslash")),
        (
            format!("{E}  "),
            md5,
            Want::Entry(b" ", LineStyle::BsdReversed, Md5),
        ),
        (format!("{E} "), md5, Want::Bad("no file name")),
        (E.to_owned(), md5, Want::Bad("no file name")),
        (E[..31].to_owned() + "  f", md5, Want::Bad("32 hex digits")),
        (format!("{E}0  f"), md5, Want::Bad("this one has 33")),
        (format!("{E}g  f"), md5, Want::Bad("not hexadecimal")),
        (format!("{}\0{}  f", &E[..10], &E[11..]), md5, Want::Bad("")),
        // GNU reads a name as a C string: it ends at the first NUL (issue 32, item 11).
        (format!("{E}  f\0"), md5, Want::Entry(b"f", GNU, Md5)),
        (format!("{E}  f\0g"), md5, Want::Entry(b"f", GNU, Md5)),
        (format!("{E} *f\0g"), md5, Want::Entry(b"f", BIN, Md5)),
        // GNU would open '' (never an empty name here: it would be the list's folder).
        (format!("{E}  \0g"), md5, Want::Bad("empty file name")),
        (
            format!("MD5 (f\0g) = {E}"),
            None,
            Want::Entry(b"f", LineStyle::Bsd, Md5),
        ),
        (
            format!("MD5 (f) = {E}\0junk"),
            None,
            Want::Entry(b"f", LineStyle::Bsd, Md5),
        ),
        (format!("\\{E}  f\0g"), md5, Want::Bad("NUL")),
        (format!("\0{E}  f"), md5, Want::Bad("not a checksum line")),
        (format!("{E}\0 f"), md5, Want::Bad("")),
        (
            format!("MD5 (f) = {E}"),
            md5,
            Want::Entry(b"f", LineStyle::Bsd, Md5),
        ),
        (
            format!("MD5(f)= {E}"),
            md5,
            Want::Entry(b"f", LineStyle::OpenSsl, Md5),
        ),
        (
            format!("MD5 (f)={upper}"),
            md5,
            Want::Entry(b"f", LineStyle::Bsd, Md5),
        ),
        (
            format!("MD5 (f) =\t{E}"),
            md5,
            Want::Entry(b"f", LineStyle::Bsd, Md5),
        ),
        (
            format!(" MD5 (f) = {E}"),
            md5,
            Want::Entry(b"f", LineStyle::Bsd, Md5),
        ),
        (
            format!("MD5 (abc (f) = abc) = {E}"),
            md5,
            Want::Entry(b"abc (f) = abc", LineStyle::Bsd, Md5),
        ),
        (
            format!("MD5 ((x)) = {E}"),
            md5,
            Want::Entry(b"(x)", LineStyle::Bsd, Md5),
        ),
        (
            format!("\\MD5 (a\\nb) = {E}"),
            md5,
            Want::Entry(b"a\nb", LineStyle::Bsd, Md5),
        ),
        (
            format!("\\MD5 (a\\qb) = {E}"),
            md5,
            Want::Bad("invalid escape"),
        ),
        (format!("MD5 (f) = {E} "), md5, Want::Bad("not hexadecimal")),
        (format!("MD5  (f) = {E}"), md5, Want::Bad("expected ' ('")),
        (format!("MD5 (f = {E}"), md5, Want::Bad("no ')'")),
        (format!("MD5 (f) {E}"), md5, Want::Bad("expected '='")),
        (format!("MD5 () = {E}"), md5, Want::Bad("empty file name")),
        ("MD5 (".to_owned(), md5, Want::Bad("no ')'")),
        ("MD5 (f) = ".to_owned(), md5, Want::Bad("no digest")),
        (
            format!("md5 (f) = {E}"),
            md5,
            Want::Bad("unknown algorithm tag 'md5'"),
        ),
        (format!("SHA1 (f) = {E}"), md5, Want::Bad("40 hex digits")),
        (
            format!("XYZ (f) = {E}"),
            None,
            Want::Bad("unknown algorithm tag"),
        ),
        (
            format!("SHA256 (f) = {SHA256_ABC}"),
            md5,
            Want::Entry(b"f", LineStyle::Bsd, Sha256),
        ),
        (
            format!("SHA2-256 (f) = {SHA256_ABC}"),
            None,
            Want::Entry(b"f", LineStyle::Bsd, Sha256),
        ),
        (
            format!("BLAKE2b-256 (f) = {b64}"),
            None,
            Want::Entry(b"f", LineStyle::Bsd, Algorithm::Blake2bLen(32)),
        ),
        (
            format!("BLAKE2b (f) = {b64}"),
            None,
            Want::Bad("writes BLAKE2b-256"),
        ),
        (
            format!("BLAKE2b (f) = {b128}"),
            None,
            Want::Entry(b"f", LineStyle::Bsd, Blake2b),
        ),
        (
            format!("BLAKE2b-512 (f) = {b128}"),
            None,
            Want::Entry(b"f", LineStyle::Bsd, Blake2b),
        ),
        (
            format!("SHA384 (f) = {b128}"),
            None,
            Want::Bad("SHA-384 digests have 96 hex digits"),
        ),
        (
            format!("SHA3-256 (f) = {b64}"),
            None,
            Want::Entry(b"f", LineStyle::Bsd, Algorithm::Sha3_256),
        ),
        (
            format!("SHA3-248 (f) = {b64}"),
            None,
            Want::Bad("not supported"),
        ),
        (
            format!("BLAKE3 (f) = {b64}"),
            None,
            Want::Entry(b"f", LineStyle::Bsd, Blake3),
        ),
        (
            "CRC32 (f) = cbf43926".to_owned(),
            None,
            Want::Entry(b"f", LineStyle::Bsd, Crc32),
        ),
        (
            "____not_all_hex_chars blah".to_owned(),
            md5,
            Want::Bad("not a checksum line"),
        ),
        ("0A0BA0".to_owned(), None, Want::Bad("no file name")),
        ("BLAKE2".to_owned(), None, Want::Bad("not a checksum line")),
        ("BLAKE2-".to_owned(), None, Want::Bad("not a checksum line")),
        (
            "BLAKE2(".to_owned(),
            None,
            Want::Bad("unknown algorithm tag"),
        ),
        (
            " # indented hash is no comment".to_owned(),
            md5,
            Want::Bad("not a checksum line"),
        ),
        (
            "-----BEGIN PGP SIGNATURE-----".to_owned(),
            md5,
            Want::Bad("not a checksum line"),
        ),
    ];
    check_table(&cases);
}

#[test]
fn algorithm_inference() {
    use AlgorithmSource::{DigestLength, FileName, Tag};
    /// The algorithm, number of candidates and source, or a reason fragment.
    type Inferred = Result<(Algorithm, usize, AlgorithmSource), &'static str>;
    let cases: &[(String, Option<&str>, Inferred)] = &[
        (
            format!("{E}  f"),
            None,
            Ok((Algorithm::Md5, 1, DigestLength)),
        ),
        (
            format!("{}  f", "a".repeat(40)),
            None,
            Ok((Algorithm::Sha1, 1, DigestLength)),
        ),
        (
            format!("{SHA256_ABC}  f"),
            None,
            Ok((Algorithm::Sha256, 7, DigestLength)),
        ),
        (
            format!("{}  f", "a".repeat(128)),
            None,
            Ok((Algorithm::Sha512, 4, DigestLength)),
        ),
        (
            "cbf43926  f".to_owned(),
            None,
            Ok((Algorithm::Crc32, 1, DigestLength)),
        ),
        (
            format!("{SHA256_ABC}  f"),
            Some("SHA256SUMS"),
            Ok((Algorithm::Sha256, 1, FileName)),
        ),
        (
            format!("{SHA256_ABC}  f"),
            Some("x.b3"),
            Ok((Algorithm::Blake3, 1, FileName)),
        ),
        (
            format!("{SHA256_ABC}  f"),
            Some("x.blake2s"),
            Ok((Algorithm::Blake2s, 1, FileName)),
        ),
        (
            format!("MD5 (f) = {E}"),
            Some("SHA256SUMS"),
            Ok((Algorithm::Md5, 1, Tag)),
        ),
        (
            format!("{SHA256_ABC}  f"),
            Some("B2SUMS"),
            Ok((Algorithm::Blake2bLen(32), 1, FileName)),
        ),
        (
            format!("{E}  f"),
            Some("SHA256SUMS"),
            Err("64 hex digits (the file name suggests SHA-256)"),
        ),
        (
            format!("{}  f", "a".repeat(48)),
            None,
            Err("48 hex digits matches no supported"),
        ),
        (
            format!("{}  f", "a".repeat(33)),
            None,
            Err("33 hex digits matches no supported"),
        ),
    ];
    for (line, file, want) in cases {
        match (parse_one(line, *file), want) {
            (LineKind::Entry(e), Ok((a, n, source))) => {
                assert_eq!(
                    (e.algorithm, e.candidates.len(), e.algorithm_source),
                    (*a, *n, *source),
                    "{line}"
                );
                assert_eq!(e.candidates[0], e.algorithm);
            }
            (LineKind::Malformed { reason }, Err(needle)) => {
                assert!(reason.contains(needle), "{line}: {reason}")
            }
            (got, _) => panic!("{line}: {got:?}"),
        }
    }
}

fn names_and_styles(text: &str, file: Option<&str>) -> (Vec<(Vec<u8>, LineStyle)>, usize) {
    let p = parse_sums(text.as_bytes(), file.map(Path::new));
    let entries = p.entries().map(|e| (e.name.clone(), e.style)).collect();
    (entries, p.malformed_count())
}

#[test]
fn bsd_reversed_first_line_decides() {
    // md5sum-bsd.sh: `md5 -r` output for files a, " b", "*c", dd, " ".
    let rev = LineStyle::BsdReversed;
    let all = format!("{E} a\n{E}  b\n{E} *c\n{E} dd\n{E}  \n");
    let (entries, bad) = names_and_styles(&all, Some("f.md5"));
    let names: Vec<&[u8]> = entries.iter().map(|(n, _)| n.as_slice()).collect();
    assert_eq!(names, [&b"a"[..], b" b", b"*c", b"dd", b" "]);
    assert!(entries.iter().all(|(_, s)| *s == rev));
    assert_eq!(bad, 0);
    // Without the first line the file reads as GNU and the one-space lines are refused,
    // so `--strict -c` fails as in coreutils.
    let rest = all.split_once('\n').map(|(_, r)| r).unwrap_or_default();
    let (entries, bad) = names_and_styles(rest, Some("f.md5"));
    assert_eq!(entries, [(b"b".to_vec(), GNU), (b"c".to_vec(), BIN)]);
    assert_eq!(bad, 2);
    // A header-like malformed first line does not decide the form.
    let gpg = format!("____not_all_hex_chars blah\n{E} a\n{E}  b\n");
    let (entries, bad) = names_and_styles(&gpg, Some("f.md5"));
    assert_eq!(entries, [(b"a".to_vec(), rev), (b" b".to_vec(), rev)]);
    assert_eq!(bad, 1);
    // Tagged lines do not decide it either.
    let tagged = format!("MD5 (t) = {E}\n{E} a\n");
    assert_eq!(names_and_styles(&tagged, None).1, 0);
}

#[test]
fn comments_blanks_and_line_ends() {
    let cases: &[(String, usize, usize, usize)] = &[
        // (text, entries, malformed, ignored)
        (String::new(), 0, 0, 0),
        ("\n\n\n".to_owned(), 0, 0, 3),
        ("# only\n#comments\r\n".to_owned(), 0, 0, 2),
        ("; sfv comment\n".to_owned(), 0, 0, 1),
        (
            format!("# Very important comment\n\n{E}  f\r\n\r\n"),
            1,
            0,
            3,
        ),
        (format!("{E}  f"), 1, 0, 0),
        (format!("{E}  f\n\n"), 1, 0, 1),
        (format!("garbage\n{E}  f\n"), 1, 1, 0),
        (format!("{E}  a\r\n{E}  b\r\n"), 2, 0, 0),
    ];
    for (text, entries, bad, ignored) in cases {
        let p = parse_sums(text.as_bytes(), Some(Path::new("x.md5")));
        assert_eq!(
            (p.entry_count(), p.malformed_count(), p.ignored_lines),
            (*entries, *bad, *ignored),
            "{text:?}"
        );
        assert!(p.entries().all(|e| !e.name.ends_with(b"\r")), "{text:?}");
        let summary = CheckSummary {
            ok: p.entry_count(),
            malformed: p.malformed_count(),
            ..CheckSummary::default()
        };
        // Empty and comment-only files fail even when nothing else is wrong.
        assert_eq!(
            summary.is_success(CheckFlags::default()),
            *entries > 0,
            "{text:?}"
        );
    }
    let p = parse_sums(format!("{E}  a\ngarbage\n{E}  b\n").as_bytes(), None);
    let numbers: Vec<usize> = p.lines.iter().map(|l| l.line_no).collect();
    assert_eq!(numbers, [1, 2, 3]);
}
