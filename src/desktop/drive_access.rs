//! Reading one drive without being root: on Linux, UDisks2 (over D-Bus, on the system
//! bus) opens the drive read-only for Hashdrop after the system's own polkit prompt
//! (`org.freedesktop.UDisks2.Block.OpenForBackup`), as GNOME Disks and Raspberry Pi
//! Imager do. Hashdrop never asks for write access and never runs itself as root.
//!
//! Also the drives as UDisks2 sees them (removable, not the system's own), with the
//! `/sys/block` scan of [`crate::desktop::drives`] as the fallback where UDisks2 is not running.
//! An OS service with no window: the CLI and the window both use it.

use std::fs::File;
use std::path::Path;

use crate::desktop::drives::Drive;

mod error;
pub use error::AccessError;

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

/// A drive opened for reading: itself, or through UDisks2.
#[derive(Debug)]
pub struct OpenedDrive {
    /// The read-only handle.
    pub file: File,
    /// Whether it was opened with direct I/O (only when Hashdrop opened it itself).
    pub direct: bool,
    /// Its size in bytes.
    pub len: u64,
}

/// Why a drive could not be opened for reading.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// Hashdrop may not open it itself, and the system did not give it either.
    #[error(transparent)]
    Access(#[from] AccessError),
    /// It cannot be opened or measured at all (gone, not a drive, an I/O error).
    #[error("{0}")]
    Io(#[source] std::io::Error),
}

/// Opens `device` read-only: itself when it may (root, or a drive its user may read),
/// else by asking the system through UDisks2 (which may show its password prompt, so
/// call it off the window's thread). Never for writing.
pub fn open_drive(device: &Path) -> Result<OpenedDrive, OpenError> {
    open_drive_with(device, true)
}

/// [`open_drive`]; with `direct_first` false the drive is asked of the system at once,
/// as it is for a person who may not open it (tests running as root use this).
pub fn open_drive_with(device: &Path, direct_first: bool) -> Result<OpenedDrive, OpenError> {
    let own = if direct_first {
        crate::engine::device::open_read_only(device)
    } else {
        Err(std::io::Error::from(std::io::ErrorKind::PermissionDenied))
    };
    let (file, direct) = match own {
        Ok(opened) => opened,
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
            (open_read_only(device)?, false)
        }
        Err(e) => return Err(OpenError::Io(e)),
    };
    let len = crate::engine::device::block_device_size(&file).map_err(OpenError::Io)?;
    Ok(OpenedDrive { file, direct, len })
}

/// The removable drives: UDisks2's view where it runs, else the `/sys/block` scan.
pub fn removable_drives() -> Vec<Drive> {
    #[cfg(target_os = "linux")]
    {
        if let Some(drives) = udisks::removable_drives() {
            return drives;
        }
    }
    crate::desktop::drives::list()
}

#[cfg(target_os = "linux")]
#[path = "drive_access/udisks.rs"]
mod udisks;
