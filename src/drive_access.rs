//! Reading one drive without being root: on Linux, UDisks2 (over D-Bus, on the system
//! bus) opens the drive read-only for Hashdrop after the system's own polkit prompt
//! (`org.freedesktop.UDisks2.Block.OpenForBackup`), as GNOME Disks and Raspberry Pi
//! Imager do. Hashdrop never asks for write access and never runs itself as root.
//!
//! Also the drives as UDisks2 sees them (removable, not the system's own), with the
//! `/sys/block` scan of [`crate::drives`] as the fallback where UDisks2 is not running.
//! An OS service with no window: the CLI and the window both use it.

use std::fs::File;
use std::path::{Path, PathBuf};

use crate::drives::Drive;

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

/// Opens `device` read-only through UDisks2 (the system may show its password prompt).
pub fn open_read_only(device: &Path) -> Result<File, AccessError> {
    #[cfg(target_os = "linux")]
    {
        udisks::open_for_backup(device)
    }
    #[cfg(not(target_os = "linux"))]
    {
        Err(AccessError::NoUdisks {
            device: device.to_path_buf(),
        })
    }
}

/// The removable drives: UDisks2's view where it runs, else the `/sys/block` scan.
pub fn removable_drives() -> Vec<Drive> {
    #[cfg(target_os = "linux")]
    {
        if let Some(drives) = udisks::removable_drives() {
            return drives;
        }
    }
    crate::drives::list()
}

#[cfg(target_os = "linux")]
#[path = "drive_access/udisks.rs"]
mod udisks;
