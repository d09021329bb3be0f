//! hashdeep manifests (`hashdeep -r DIR > manifest`): a `%%%% HASHDEEP-1.0` header, a
//! `%%%% size,md5,sha256,filename` column line, `##` comments, then one
//! `size,digest,…,name` line per file. The name is the last column and may itself hold
//! commas, so a line is split at its first commas only.

use crate::engine::Algorithm;
use crate::engine::digest::from_hex;

/// The first line of every hashdeep manifest.
pub const HASHDEEP_MAGIC: &[u8] = b"%%%% HASHDEEP-1.0";

/// One file of a hashdeep manifest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HashdeepEntry {
    /// 1-based line number in the manifest.
    pub line_no: usize,
    /// The size hashdeep recorded, in bytes.
    pub size: u64,
    /// The digests of the columns Hashdrop can compute (md5, sha1, sha256), in column
    /// order; columns of other algorithms (tiger, whirlpool) are left out.
    pub digests: Vec<(Algorithm, Vec<u8>)>,
    /// The name exactly as listed: raw bytes, absolute or relative as hashdeep wrote it.
    pub name: Vec<u8>,
}

/// A parsed hashdeep manifest.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct HashdeepManifest {
    /// The algorithms of the digest columns Hashdrop can compute, in column order.
    pub algorithms: Vec<Algorithm>,
    /// The files, in manifest order.
    pub entries: Vec<HashdeepEntry>,
    /// Line numbers of lines that are neither comments nor well-formed entries.
    pub malformed: Vec<usize>,
}

/// Why bytes are not a hashdeep manifest.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HashdeepError {
    /// The first line is not `%%%% HASHDEEP-1.0`.
    #[error("not a hashdeep manifest (the first line is not %%%% HASHDEEP-1.0)")]
    NoMagic,
    /// No `%%%% size,…,filename` line before the first entry.
    #[error("the hashdeep manifest has no column line (%%%% size,…,filename)")]
    NoColumns,
    /// The column line lists no algorithm Hashdrop computes.
    #[error("the hashdeep manifest has no md5, sha1 or sha256 column")]
    NoKnownAlgorithm,
}

/// Whether `bytes` start like a hashdeep manifest (an optional UTF-8 BOM, then the magic).
pub fn is_hashdeep(bytes: &[u8]) -> bool {
    bytes
        .strip_prefix(b"\xEF\xBB\xBF")
        .unwrap_or(bytes)
        .starts_with(HASHDEEP_MAGIC)
}

/// What one column of the manifest holds.
#[derive(Clone, Copy, Debug)]
enum Column {
    Size,
    Digest(Algorithm),
    Other,
    Name,
}

/// Parses a whole manifest.
pub fn parse_hashdeep(bytes: &[u8]) -> Result<HashdeepManifest, HashdeepError> {
    if !is_hashdeep(bytes) {
        return Err(HashdeepError::NoMagic);
    }
    let mut columns: Option<Vec<Column>> = None;
    let mut out = HashdeepManifest::default();
    for (i, raw) in bytes.split(|&b| b == b'\n').enumerate().skip(1) {
        let line = raw.strip_suffix(b"\r").unwrap_or(raw);
        if line.is_empty() || line.starts_with(b"##") {
            continue;
        }
        if let Some(spec) = line.strip_prefix(b"%%%% ") {
            let cols = parse_columns(spec);
            out.algorithms = cols
                .iter()
                .filter_map(|c| match c {
                    Column::Digest(a) => Some(*a),
                    _ => None,
                })
                .collect();
            if out.algorithms.is_empty() {
                return Err(HashdeepError::NoKnownAlgorithm);
            }
            columns = Some(cols);
            continue;
        }
        let Some(cols) = &columns else {
            return Err(HashdeepError::NoColumns);
        };
        match parse_entry(cols, line, i + 1) {
            Some(e) => out.entries.push(e),
            None => out.malformed.push(i + 1),
        }
    }
    if columns.is_none() {
        return Err(HashdeepError::NoColumns);
    }
    Ok(out)
}

fn parse_columns(spec: &[u8]) -> Vec<Column> {
    spec.split(|&b| b == b',')
        .map(|c| match c.trim_ascii() {
            b"size" => Column::Size,
            b"filename" => Column::Name,
            b"md5" => Column::Digest(Algorithm::Md5),
            b"sha1" => Column::Digest(Algorithm::Sha1),
            b"sha256" => Column::Digest(Algorithm::Sha256),
            _ => Column::Other,
        })
        .collect()
}

fn parse_entry(cols: &[Column], line: &[u8], line_no: usize) -> Option<HashdeepEntry> {
    // The name is the last column and may hold commas: split only at the first ones.
    let fields: Vec<&[u8]> = line.splitn(cols.len(), |&b| b == b',').collect();
    if fields.len() != cols.len() {
        return None;
    }
    let mut entry = HashdeepEntry {
        line_no,
        size: 0,
        digests: Vec::new(),
        name: Vec::new(),
    };
    for (col, field) in cols.iter().zip(fields) {
        match col {
            Column::Size => entry.size = std::str::from_utf8(field).ok()?.parse().ok()?,
            Column::Digest(a) => {
                let bytes = from_hex(std::str::from_utf8(field).ok()?)?;
                if bytes.len() != a.digest_len() {
                    return None;
                }
                entry.digests.push((*a, bytes));
            }
            Column::Other => {}
            Column::Name => entry.name = field.to_vec(),
        }
    }
    (!entry.name.is_empty()).then_some(entry)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_manifest_hashdeep_wrote() {
        let md5 = Algorithm::Md5.digest(b"hello\n").to_hex();
        let sha = Algorithm::Sha256.digest(b"hello\n").to_hex();
        let mut text = format!(
            "%%%% HASHDEEP-1.0\r\n%%%% size,md5,sha256,filename\r\n## Invoked from: /home/u\r\n\
             ## $ hashdeep -r -l dir\r\n##\r\n6,{md5},{sha},dir/a, b.txt\r\n\
             x,{md5},{sha},dir/bad\r\n6,{md5},{sha},dir/n"
        )
        .into_bytes();
        text.extend_from_slice(b"\xffme\r\n");
        let m = parse_hashdeep(&text).expect("parses");
        assert_eq!(m.algorithms, [Algorithm::Md5, Algorithm::Sha256]);
        assert_eq!(m.entries.len(), 2);
        assert_eq!(m.entries[0].name, b"dir/a, b.txt");
        assert_eq!(m.entries[0].size, 6);
        assert_eq!(m.entries[0].line_no, 6);
        assert_eq!(
            m.entries[0].digests[1],
            (
                Algorithm::Sha256,
                Algorithm::Sha256.digest(b"hello\n").as_bytes().to_vec()
            )
        );
        assert_eq!(m.entries[1].name, b"dir/n\xffme");
        assert_eq!(m.malformed, [7]);
    }

    #[test]
    fn unknown_columns_are_skipped_and_bad_headers_refused() {
        let md5 = Algorithm::Md5.digest(b"").to_hex();
        let text = format!("%%%% HASHDEEP-1.0\n%%%% size,tiger,md5,filename\n0,abc,{md5},e\n");
        let m = parse_hashdeep(text.as_bytes()).expect("parses");
        assert_eq!(m.algorithms, [Algorithm::Md5]);
        assert_eq!(m.entries[0].name, b"e");
        assert_eq!(parse_hashdeep(b"abc  x\n"), Err(HashdeepError::NoMagic));
        assert_eq!(
            parse_hashdeep(b"%%%% HASHDEEP-1.0\n0,x,y\n"),
            Err(HashdeepError::NoColumns)
        );
        assert_eq!(
            parse_hashdeep(b"%%%% HASHDEEP-1.0\n%%%% size,tiger,filename\n"),
            Err(HashdeepError::NoKnownAlgorithm)
        );
        assert!(is_hashdeep(b"\xEF\xBB\xBF%%%% HASHDEEP-1.0\n"));
    }
}
