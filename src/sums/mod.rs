//! Checksum files: reading and writing GNU (`sha256sum`), BSD tag (`--tag`, OpenSSL),
//! BSD-reversed and SFV lines, reading hashdeep manifests, clear-signed files, and the verdicts of `--check`.
//!
//! It owns every "does this match": expectations (parsed lines or a pasted digest, with
//! where they came from, [`Expectation`]), verdicts ([`LineVerdict`]) and their tally
//! ([`CheckSummary`]), for the CLI and the GUI alike; and the verification session
//! ([`Verification`]): lists, pasted and copied checksums, files given and the lists'
//! signatures, with one [`Report`] whose answer never depends on the order of arrival.
//!
//! Everything here is a pure function over bytes, except [`load_sums_file`] and
//! [`find_listings`], which read checksum files (call them off the UI thread). File
//! names are raw bytes ([`Entry::name`]) so that non-UTF-8 names survive; convert them
//! with [`name_to_path`] and show them with [`name_for_display`].
//!
//! The parser is at least as strict as coreutils on GNU and BSD lines: a line GNU calls
//! improperly formatted is never an [`Entry`] here. It is more lenient only in ways GNU
//! has no opinion on: UTF-8 BOM, UTF-16, PGP armour, SFV, BLAKE3/CRC32 tags.

mod armour;
mod check;
mod cloud;
mod encoding;
mod entry;
mod escape;
mod expect;
mod hashdeep;
mod infer;
mod line;
mod load;
mod names;
mod parse;
mod paste;
mod progress;
mod session;
mod wide;
mod write;

#[cfg(test)]
mod conformance;
#[cfg(test)]
mod real_files;
#[cfg(test)]
mod rng_for_tests;
#[cfg(test)]
mod robustness;

pub use armour::SignatureNote;
pub use check::{
    CheckFlags, CheckSummary, describe, entries_for, escapes_folder, find_entry_for,
    gnu_status_line, locate_listed, resolve_name,
};
pub use cloud::{
    COMMON_PART_SIZES, CloudExpected, CloudForm, CloudMatch, CloudVerdict, CloudWork, Detects,
    Encoding, MAX_PART_SIZES, MIB, NotRecognised, combine, detects, digest_readings, is_crc,
    part_count, part_sizes_for, recognise,
};
pub use encoding::{EncodingNote, SumsFileError};
pub use entry::{Entry, LineStyle, LineVerdict};
pub use escape::{UnescapeError, escape_name, needs_escape, unescape_name};
pub use expect::{Expectation, Expected, FileVerdict, Origin};
pub use hashdeep::{
    HASHDEEP_MAGIC, HashdeepEntry, HashdeepError, HashdeepManifest, is_hashdeep, parse_hashdeep,
};
pub use infer::{
    AlgorithmSource, algorithm_from_file_name, candidates_for_digest_len, is_probably_sums_file,
};
pub use load::{
    Listing, ListingError, LoadError, LoadedSums, MAX_SUMS_FILE, checked, find_listings,
    load_listing, load_sums_file, load_sums_stdin, read_sums, read_sums_bytes,
};
pub use names::{name_for_display, name_to_path, path_to_name};
pub use parse::{
    LineKind, ParsedLine, ParsedSums, parse_signed_text, parse_signed_text_with, parse_sums,
    parse_sums_with,
};
pub use paste::{BareDigest, Pasted, parse_pasted};
pub use progress::{Progress, Stopped};
pub use session::{
    Against, Check, CheckOutcome, Colour, Counts, Cut, FileState, Headline, HeadlineKind, Link,
    ListReport, NotAChecksum, PreparedList, Report, Row, RowVerdict, ShownAs, SigNote, SigState,
    Signed, Title, Trust, TrustLine, Unclaimed, Verification, Wanted,
};
pub use wide::{same_name_on_windows, wide_to_wtf8, wtf8_to_wide};
pub use write::{
    WriteError, escape_name_for_status, format_bsd_line, format_gnu_line, format_sfv_line,
};

#[cfg(test)]
pub(crate) use rng_for_tests::RngForTests;
