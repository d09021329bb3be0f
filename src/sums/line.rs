//! One checksum line: GNU (`hex  name`, `hex *name`), BSD tag (`SHA256 (name) = hex`),
//! OpenSSL (`MD5(name)= hex`), BSD reversed (`hex name`) and SFV (`name CRC32`).
//!
//! The GNU and BSD rules follow `split_3`/`bsd_split_3` of coreutils' `cksum.c` so that no
//! line GNU calls improperly formatted is accepted here.

use crate::engine::Algorithm;
use crate::engine::digest::{from_base64, from_hex};

use super::entry::{Entry, LineStyle};
use super::escape::unescape_name;
use super::infer::{AlgorithmSource, TagLookup, length_mismatch_reason, lookup_tag};

/// File-wide state and hints the line parser needs.
#[derive(Debug)]
pub(crate) struct LineContext {
    /// The algorithm the checksum file's name implies.
    pub(crate) hint: Option<Algorithm>,
    /// The checksum file is named `*.sfv`: SFV lines (`name CRC`) come first. Other
    /// CRC-32 files (`*.crc32`) hold GNU lines, which must win: `00000000  a 12345678`
    /// there names `a 12345678`, not `00000000  a`.
    pub(crate) sfv: bool,
    /// GNU's `bsd_reversed`: `None` until the first untagged line decides between
    /// `hex  name` (`Some(false)`) and `hex name` (`Some(true)`).
    pub(crate) bsd_reversed: Option<bool>,
}

/// A line that is not a checksum line.
#[derive(Debug)]
struct Fail {
    reason: String,
    /// The line clearly was a GNU or BSD line (digest then blank, or a known tag then
    /// `(`), so it must not be re-read as SFV.
    recognised: bool,
}

impl Fail {
    fn new(reason: impl Into<String>, recognised: bool) -> Self {
        Self {
            reason: reason.into(),
            recognised,
        }
    }
}

fn is_blank(b: u8) -> bool {
    b == b' ' || b == b'\t'
}

fn trim_blanks(s: &[u8]) -> &[u8] {
    let start = s.iter().position(|&b| !is_blank(b)).unwrap_or(s.len());
    let end = s
        .iter()
        .rposition(|&b| !is_blank(b))
        .map_or(start, |p| p + 1);
    &s[start..end.max(start)]
}

/// The algorithm family GNU `cksum -c` reads from the tag a line starts with (`SHA3` for
/// `SHA3-256 (`, `BLAKE2b` for `BLAKE2b-256(`); `None` for an untagged line or an
/// unknown word.
pub(crate) fn gnu_tag_of(line: &[u8]) -> Option<&'static str> {
    let start = line.iter().position(|&b| !is_blank(b))?;
    let rest = &line[start..];
    let rest = rest.strip_prefix(b"\\").unwrap_or(rest);
    let tag_len = rest
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'-')
        .count();
    let tag = &rest[..tag_len];
    let after = &rest[tag_len..];
    if !(after.starts_with(b" (") || after.starts_with(b"(")) {
        return None;
    }
    match lookup_tag(tag) {
        TagLookup::Known(a) => Some(a.gnu_family_tag()),
        TagLookup::Unsupported(_) => ["SHA3", "SHA2", "BLAKE2bp", "BLAKE2sp", "BLAKE2b", "BLAKE2s"]
            .into_iter()
            .find(|family| tag.starts_with(family.as_bytes())),
        TagLookup::Unknown => None,
    }
}

/// Parses one non-blank, non-comment line (terminator and one trailing CR removed).
pub(crate) fn parse_line(ctx: &mut LineContext, line: &[u8]) -> Result<Entry, String> {
    // GNU reads a name as a C string: it ends at a NUL (`finish_name`), and so does a
    // tagged line's digest (`parse_tagged`). Other formats are not GNU's: no NUL there.
    let has_nul = line.contains(&0);
    let sfv_file = ctx.sfv;
    if has_nul && sfv_file {
        return Err("NUL byte in line".to_owned());
    }
    if sfv_file {
        // A well-formed tagged line (`CRC32 (name) = hex`) wins even in an SFV file; any
        // other reading is undone so that it cannot decide the GNU form.
        let saved = ctx.bsd_reversed;
        if let Ok(entry) = parse_gnu_or_bsd(ctx, line)
            && matches!(entry.style, LineStyle::Bsd | LineStyle::OpenSsl)
        {
            return Ok(entry);
        }
        ctx.bsd_reversed = saved;
        if let Some(entry) = parse_sfv(line, AlgorithmSource::FileName) {
            return Ok(entry);
        }
    }
    match parse_gnu_or_bsd(ctx, line) {
        Ok(entry) => Ok(entry),
        Err(fail) if has_nul => Err(fail.reason),
        Err(fail) if sfv_file && !fail.recognised => {
            Err("not an SFV line (expected a file name, a space and 8 hex digits)".to_owned())
        }
        // Without a name hint, a line no other format claims may still be SFV pasted
        // or saved under an uninformative name (or under a CRC-32 name).
        Err(fail) if ctx.hint.is_none() && !fail.recognised => {
            parse_sfv(line, AlgorithmSource::DigestLength).ok_or(fail.reason)
        }
        Err(fail) if ctx.hint == Some(Algorithm::Crc32) && !fail.recognised => {
            parse_sfv(line, AlgorithmSource::FileName).ok_or(fail.reason)
        }
        Err(fail) => Err(fail.reason),
    }
}

/// `name<blanks>CRC32`, parsed from the right because names may hold spaces; padding
/// blanks (HashCheck aligns the CRC column) and surrounding blanks are dropped.
fn parse_sfv(line: &[u8], source: AlgorithmSource) -> Option<Entry> {
    let trimmed = trim_blanks(line);
    let split = trimmed.iter().rposition(|&b| is_blank(b))?;
    let crc = &trimmed[split + 1..];
    if crc.len() != 8 {
        return None;
    }
    let expected = from_hex(std::str::from_utf8(crc).ok()?)?;
    let name = trim_blanks(&trimmed[..split]);
    if name.is_empty() {
        return None;
    }
    Some(Entry {
        algorithm: Algorithm::Crc32,
        candidates: vec![Algorithm::Crc32],
        algorithm_source: source,
        expected,
        name: name.to_vec(),
        style: LineStyle::Sfv,
    })
}

fn parse_gnu_or_bsd(ctx: &mut LineContext, line: &[u8]) -> Result<Entry, Fail> {
    // GNU skips leading blanks, then takes one `\` as the escaped-name marker.
    let start = line
        .iter()
        .position(|&b| !is_blank(b))
        .unwrap_or(line.len());
    let mut rest = &line[start..];
    let escaped = rest.first() == Some(&b'\\');
    if escaped {
        rest = &rest[1..];
    }
    let tag_len = rest
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'-')
        .count();
    let tag = &rest[..tag_len];
    // A run of hex digits is a digest, never a tag: no tag is all hex, and GNU reads
    // `hex (name` as a BSD-reversed line.
    if tag_len > 0 && !tag.iter().all(u8::is_ascii_hexdigit) {
        let after = &rest[tag_len..];
        let (inner, style) = if let Some(inner) = after.strip_prefix(b" (") {
            (inner, LineStyle::Bsd)
        } else if let Some(inner) = after.strip_prefix(b"(") {
            (inner, LineStyle::OpenSsl)
        } else {
            return Err(not_a_line(tag));
        };
        return parse_tagged(tag, inner, escaped, style);
    }
    parse_untagged(ctx, rest, escaped)
}

/// The reason for a line that starts with a word but is not a tagged line.
fn not_a_line(word: &[u8]) -> Fail {
    match lookup_tag(word) {
        TagLookup::Known(_) | TagLookup::Unsupported(_) => Fail::new(
            format!(
                "expected ' (' after the {} tag",
                String::from_utf8_lossy(word)
            ),
            true,
        ),
        // A long hex prefix is a digest with a typo; a short one is just a word.
        TagLookup::Unknown if word.iter().take_while(|b| b.is_ascii_hexdigit()).count() >= 8 => {
            Fail::new(
                "the digest contains a character that is not hexadecimal",
                false,
            )
        }
        TagLookup::Unknown => Fail::new(
            "not a checksum line (expected a hex digest, or a tag as in 'SHA256 (name) = hex')",
            false,
        ),
    }
}

/// The part of a tagged line after `TAG (` or `TAG(`: `name) = hex`.
fn parse_tagged(tag: &[u8], inner: &[u8], escaped: bool, style: LineStyle) -> Result<Entry, Fail> {
    let algorithm = match lookup_tag(tag) {
        TagLookup::Known(a) => a,
        TagLookup::Unsupported(reason) => return Err(Fail::new(reason, true)),
        TagLookup::Unknown => {
            let reason = format!("unknown algorithm tag '{}'", String::from_utf8_lossy(tag));
            return Err(Fail::new(reason, false));
        }
    };
    // The name ends at the last `)`: the digest after it holds none, so names such as
    // `a (b) = c` survive (coreutils' `bsd_split_3` scans backwards the same way).
    let Some(close) = inner.iter().rposition(|&b| b == b')') else {
        return Err(Fail::new("no ')' closing the file name", true));
    };
    let raw_name = &inner[..close];
    let after = &inner[close + 1..];
    let after = &after[after.iter().take_while(|&&b| is_blank(b)).count()..];
    let Some(after) = after.strip_prefix(b"=") else {
        return Err(Fail::new("expected '=' after the file name", true));
    };
    let hex = &after[after.iter().take_while(|&&b| is_blank(b)).count()..];
    // GNU's `hex_digits` stops at a NUL: what follows it is not read.
    let hex = hex.split(|&b| b == 0).next().unwrap_or(hex);
    let expected = decode_digest(hex, algorithm, AlgorithmSource::Tag)?;
    let name = finish_name(raw_name, escaped)?;
    Ok(Entry {
        algorithm,
        candidates: vec![algorithm],
        algorithm_source: AlgorithmSource::Tag,
        expected,
        name,
        style,
    })
}

/// `hex<blank><type>name` or, BSD-reversed, `hex<blank>name`.
fn parse_untagged(ctx: &mut LineContext, rest: &[u8], escaped: bool) -> Result<Entry, Fail> {
    let digest_len = rest.iter().take_while(|&&b| !is_blank(b)).count();
    let digest = &rest[..digest_len];
    if !digest.iter().all(u8::is_ascii_hexdigit) || digest.is_empty() {
        // `cksum --base64` writes base64 digests in untagged lines too.
        return match base64_untagged(ctx, digest) {
            Some((algorithm, candidates, source, expected)) => finish_untagged(
                ctx, rest, escaped, digest_len, algorithm, candidates, source, expected,
            ),
            None => Err(not_a_line(digest)),
        };
    }
    // Eight hex digits (a CRC-32) or more followed by a blank is clearly meant as a GNU
    // line; shorter hex words (`bad line`) may still be something else, such as SFV.
    let recognised = digest_len >= 8;
    if digest_len == rest.len() {
        return Err(Fail::new("no file name after the digest", recognised));
    }
    let (algorithm, candidates, source) = match ctx.hint {
        // `b2sum -c` reads the length of an untagged BLAKE2b digest from the digest.
        Some(Algorithm::Blake2b)
            if digest_len < 128 && digest_len.is_multiple_of(2) && digest_len > 0 =>
        {
            let a = u32::try_from(digest_len * 4)
                .ok()
                .and_then(Algorithm::blake2b_bits)
                .unwrap_or(Algorithm::Blake2b);
            (a, vec![a], AlgorithmSource::FileName)
        }
        Some(a) => (a, vec![a], AlgorithmSource::FileName),
        None => {
            let candidates = if digest_len.is_multiple_of(2) {
                Algorithm::candidates_for_len(digest_len / 2)
            } else {
                Vec::new()
            };
            let Some(&first) = candidates.first() else {
                let reason =
                    format!("a digest of {digest_len} hex digits matches no supported algorithm");
                return Err(Fail::new(reason, recognised));
            };
            (first, candidates, AlgorithmSource::DigestLength)
        }
    };
    let expected = decode_digest(digest, algorithm, source).map_err(|mut f| {
        f.recognised = recognised;
        f
    })?;
    finish_untagged(
        ctx, rest, escaped, digest_len, algorithm, candidates, source, expected,
    )
}

/// An untagged base64 digest: the algorithm the file name implies when the length
/// agrees, else every algorithm of that length.
fn base64_untagged(
    ctx: &LineContext,
    digest: &[u8],
) -> Option<(Algorithm, Vec<Algorithm>, AlgorithmSource, Vec<u8>)> {
    let bytes = std::str::from_utf8(digest).ok().and_then(from_base64)?;
    match ctx.hint {
        Some(a) if a.digest_len() == bytes.len() => {
            Some((a, vec![a], AlgorithmSource::FileName, bytes))
        }
        Some(_) => None,
        None => {
            let candidates = Algorithm::candidates_for_len(bytes.len());
            let first = *candidates.first()?;
            Some((first, candidates, AlgorithmSource::DigestLength, bytes))
        }
    }
}

/// The rest of an untagged line once its digest is decoded: the type character, the
/// GNU or BSD-reversed form, and the name.
#[allow(clippy::too_many_arguments)] // The parts of one line, decoded in two ways.
fn finish_untagged(
    ctx: &mut LineContext,
    rest: &[u8],
    escaped: bool,
    digest_len: usize,
    algorithm: Algorithm,
    candidates: Vec<Algorithm>,
    source: AlgorithmSource,
    expected: Vec<u8>,
) -> Result<Entry, Fail> {
    if digest_len == rest.len() {
        return Err(Fail::new("no file name after the digest", true));
    }
    // One blank separates the digest from the type character.
    let after = &rest[digest_len + 1..];
    if after.is_empty() {
        // Checked before the reversed-form decision: GNU rejects such a short line
        // before it looks at the form, so it must not decide the form either.
        return Err(Fail::new("no file name after the digest", true));
    }
    let reversed_shape = after.len() == 1 || !matches!(after.first(), Some(b' ' | b'*'));
    let (raw_name, style) = if reversed_shape {
        // Mixing the two forms is refused, as in GNU, so that a renamed file with a
        // leading space cannot be made to match another line.
        if ctx.bsd_reversed == Some(false) {
            return Err(Fail::new(
                "one space after the digest, but the file's first line used the two-character GNU form",
                true,
            ));
        }
        ctx.bsd_reversed = Some(true);
        (after, LineStyle::BsdReversed)
    } else if ctx.bsd_reversed == Some(true) {
        (after, LineStyle::BsdReversed)
    } else {
        ctx.bsd_reversed = Some(false);
        let binary = after.first() == Some(&b'*');
        (&after[1..], LineStyle::Gnu { binary })
    };
    if raw_name.is_empty() {
        return Err(Fail::new("no file name after the digest", true));
    }
    let name = finish_name(raw_name, escaped)?;
    Ok(Entry {
        algorithm,
        candidates,
        algorithm_source: source,
        expected,
        name,
        style,
    })
}

/// Decodes hex that must be exactly one `algorithm` digest long.
fn decode_digest(
    hex: &[u8],
    algorithm: Algorithm,
    source: AlgorithmSource,
) -> Result<Vec<u8>, Fail> {
    if hex.is_empty() {
        return Err(Fail::new("no digest after '='", true));
    }
    if !hex.iter().all(u8::is_ascii_hexdigit) || hex.len() != algorithm.digest_len() * 2 {
        // `cksum --base64` writes the digest in base64.
        if let Some(bytes) = std::str::from_utf8(hex).ok().and_then(from_base64)
            && bytes.len() == algorithm.digest_len()
        {
            return Ok(bytes);
        }
    }
    if !hex.iter().all(u8::is_ascii_hexdigit) {
        return Err(Fail::new(
            "the digest is not hexadecimal, nor base64 of the right length",
            true,
        ));
    }
    if hex.len() != algorithm.digest_len() * 2 {
        return Err(Fail::new(
            length_mismatch_reason(algorithm, hex.len(), source),
            true,
        ));
    }
    // All bytes were checked to be ASCII hex digits just above.
    std::str::from_utf8(hex)
        .ok()
        .and_then(from_hex)
        .ok_or_else(|| Fail::new("the digest is not hexadecimal", true))
}

fn finish_name(raw: &[u8], escaped: bool) -> Result<Vec<u8>, Fail> {
    if raw.is_empty() {
        return Err(Fail::new("empty file name", true));
    }
    match raw.iter().position(|&b| b == 0) {
        // GNU's `filename_unescape` refuses a NUL in an escaped name.
        Some(_) if escaped => Err(Fail::new("NUL byte in an escaped file name", true)),
        // GNU reads the name as a C string: it ends at the NUL. When nothing is left, GNU
        // fails to open ''; here the line is malformed, since an empty name would stand
        // for the list's own folder.
        Some(0) => Err(Fail::new(
            "empty file name (it starts with a NUL byte)",
            true,
        )),
        Some(nul) => Ok(raw[..nul].to_vec()),
        None if escaped => unescape_name(raw).map_err(|e| Fail::new(e.to_string(), true)),
        None => Ok(raw.to_vec()),
    }
}
