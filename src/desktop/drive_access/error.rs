//! Why the system would not open a drive, in words for people.

use std::path::PathBuf;

/// Why the system would not open the drive. The words are for people: no `sudo`, no
/// group to join.
#[derive(Debug, thiserror::Error)]
pub enum AccessError {
    /// No UDisks2 service (a minimal system, or not Linux).
    #[error(
        "this system has no UDisks2 service to ask for read access to {}: install the udisks2 package (it comes with every desktop), then try again",
        .device.display()
    )]
    NoUdisks {
        /// The drive asked for.
        device: PathBuf,
    },
    /// The person (or the system's policy) said no.
    #[error("the system did not allow Hashdrop to read {}", .device.display())]
    Denied {
        /// The drive asked for.
        device: PathBuf,
    },
    /// The password prompt was closed.
    #[error("reading {} was cancelled at the system's prompt", .device.display())]
    Cancelled {
        /// The drive asked for.
        device: PathBuf,
    },
    /// UDisks2 does not know this device.
    #[error("UDisks2 does not know {} as a drive", .device.display())]
    Unknown {
        /// The drive asked for.
        device: PathBuf,
    },
    /// Anything else UDisks2 answered.
    #[error("UDisks2 could not open {}: {message}", .device.display())]
    Failed {
        /// The drive asked for.
        device: PathBuf,
        /// What it said.
        message: String,
    },
}
