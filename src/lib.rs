//! Hashdrop: checksums people can trust, from a desktop window or the command line.
//!
//! The [`engine`] hashes files; [`sums`] reads and writes checksum files; [`trust`]
//! checks the OpenPGP signatures of checksum files and images, and [`signed`] reads a
//! checksum file with its signature for both front-ends; [`lab`] benchmarks the
//! engine and [`audit`] compares folders (layers above them, using only their public
//! APIs); [`desktop`] holds the services of the desktop that need no window (the data
//! folder, the keys a person added, the hand-over between launches, the file managers'
//! menus, the drives and reading one without root), and [`stick`] finds which listed image a drive holds without the image file;
//! [`cli`] and [`gui`] are thin faces over them. Every file Hashdrop writes is
//! replaced whole or not at all ([`atomic_write`]); every CSV it writes guards its
//! cells against spreadsheet formulas ([`csv`]).

pub mod atomic_write;
pub mod audit;
pub mod cli;
pub mod csv;
pub mod desktop;
pub mod engine;
pub mod gui;
pub mod lab;
pub mod publisher;
pub mod signed;
pub mod stick;
pub mod sums;
pub mod trust;
