//! Folder against folder, and folder against a checksum file: is everything there, and
//! unchanged?
//!
//! A layer above [`crate::engine`] and [`crate::sums`]: both sides are listed (two walks
//! in parallel), every file that must be read goes into ONE engine job (the two sides
//! interleaved, so both make progress together; hard links read once; in quick mode a
//! file with the same size and modification time on both sides is not read at all), and
//! every path is then classified as a [`Finding`]. The answers are data; front-ends
//! word them.
//!
//! Side A is what was expected (the first folder, or the checksum file); side B is
//! what is on disk now (the second folder, or the folder the checksum file describes).
//! Paths in findings are relative to each side's root.
//!
//! ```no_run
//! use hashdrop::audit::{AuditSpec, Expected, audit};
//! let spec = AuditSpec::new(Expected::Folder("old".into()), "new".into());
//! let report = audit(&spec)?;
//! println!("{} changed", report.summary.changed);
//! # Ok::<(), hashdrop::audit::AuditError>(())
//! ```

mod classify;
pub mod export;
mod list;
mod model;
mod run;

pub use model::{
    AuditError, AuditReport, AuditSpec, Category, Expected, Facts, Finding, Side, Summary,
};
pub use run::{Audit, AuditProgress, SideProgress, audit};
