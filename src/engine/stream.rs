//! Hashing a byte stream (standard input) and comparing two files byte by byte.

use std::fs::File;
use std::io::Read;
use std::path::Path;

use super::control::Control;
use super::error::FileError;
use super::source::{RangeError, feed_sequential};
use super::{Algorithm, Digest};

/// Hashes everything `reader` yields with every algorithm (one read, many digests).
pub fn hash_reader(
    reader: &mut dyn Read,
    algorithms: &[Algorithm],
    buffer: usize,
) -> Result<Vec<Digest>, FileError> {
    let mut hashers: Vec<_> = algorithms.iter().map(|a| a.hasher()).collect();
    match feed_sequential(reader, &mut hashers, buffer.max(512), &|_| Ok(())) {
        Ok(_) => Ok(hashers.into_iter().map(|h| h.finalize()).collect()),
        Err(RangeError::File(e)) => Err(e),
        Err(RangeError::Cancelled) => Err(FileError::Cancelled),
    }
}

/// Where two files first differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Difference {
    /// Same bytes, same length.
    Identical,
    /// The first differing byte is at this offset (a length difference counts: the
    /// offset is then the length of the shorter file).
    At(u64),
}

/// Compares two files from the start, stopping at the first difference. Reads in
/// 1 MiB blocks and honours `control` between blocks.
pub fn first_difference(
    a: &Path,
    b: &Path,
    control: &Control,
) -> Result<Difference, (usize, FileError)> {
    let mut fa = File::open(a).map_err(|e| (0, FileError::from_open(e)))?;
    let mut fb = File::open(b).map_err(|e| (1, FileError::from_open(e)))?;
    const BLOCK: usize = 1 << 20;
    let mut ba = vec![0u8; BLOCK];
    let mut bb = vec![0u8; BLOCK];
    let mut offset = 0u64;
    loop {
        control
            .checkpoint()
            .map_err(|_| (0, FileError::Cancelled))?;
        let na = fill(&mut fa, &mut ba).map_err(|e| (0, e))?;
        let nb = fill(&mut fb, &mut bb).map_err(|e| (1, e))?;
        let n = na.min(nb);
        if let Some(i) = ba[..n].iter().zip(&bb[..n]).position(|(x, y)| x != y) {
            return Ok(Difference::At(offset + i as u64));
        }
        if na != nb {
            return Ok(Difference::At(offset + n as u64));
        }
        if na == 0 {
            return Ok(Difference::Identical);
        }
        offset += n as u64;
    }
}

fn fill(f: &mut File, buf: &mut [u8]) -> Result<usize, FileError> {
    let mut filled = 0;
    while filled < buf.len() {
        match f.read(&mut buf[filled..]) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(FileError::Read(e)),
        }
    }
    Ok(filled)
}
