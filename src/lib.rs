//! Hashdrop: checksums people can trust, from a desktop window or the command line.
//!
//! The [`engine`] hashes files; [`sums`] reads and writes checksum files; [`cli`] and
//! [`gui`] are thin faces over both.

pub mod cli;
pub mod engine;
pub mod gui;
pub mod sums;
