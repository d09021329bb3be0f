//! The verification session: the expected checksums (lists loaded, a digest typed or
//! pasted, one taken from the clipboard), the files given, and the signatures that bear
//! on each list; and the one answer they give, recomputed from the whole state so that
//! the order things arrived in never changes it.
//!
//! The model does no I/O and hashes nothing: the caller tells it what happened
//! ([`Verification::add_file`], [`Verification::file_hashed`], [`Verification::add_list`],
//! …) and asks for the [`Report`]. Rules and the headline table: `docs/verification.md`.

mod headline;
mod index;
mod judge;
mod model;
mod report;
mod signature;
mod signatures;
#[cfg(test)]
mod tests;

pub use model::{FileState, NotAChecksum, PreparedList, ShownAs, Title, Verification};
pub use report::{
    Against, Check, CheckOutcome, Colour, Counts, Cut, Headline, HeadlineKind, Link, ListReport,
    Report, Row, RowVerdict, TrustLine, Unclaimed, Wanted,
};
pub use signature::{SigNote, SigState, Signed, Trust};

// The one method that asks the judge lives here, at the top, rather than beside the
// state in `model.rs`: the judge reads the model, so the model never calls the judge
// (no two files import each other, `tests/imports.rs`).
impl Verification {
    /// The answer for the state as it is now: a pure function of it.
    pub fn report(&self) -> Report {
        judge::report(self)
    }
}
