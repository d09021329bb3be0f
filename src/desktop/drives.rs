//! The removable drives an image may have been written to (USB sticks, SD cards), for
//! the app's "Check a USB stick or SD card…" chooser.
//!
//! On Linux they come from `/sys/block`: a disk that says it is removable, or whose
//! device sits on a USB or MMC bus, with a size; its model and vendor from the device,
//! and the labels of its file systems from `/dev/disk/by-label`. Nothing here opens a
//! drive. Other systems list none yet (Windows' physical drives are future work).

use std::fs;
use std::path::{Path, PathBuf};

/// How the drive is attached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bus {
    /// A USB stick or a USB card reader.
    Usb,
    /// An SD or MMC card in a built-in reader.
    Mmc,
    /// Any other disk that says it is removable.
    Removable,
}

/// A removable drive.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drive {
    /// The kernel's name: `sdb`, `mmcblk0`.
    pub name: String,
    /// The device to read: `/dev/sdb`.
    pub path: PathBuf,
    /// Size in bytes.
    pub size: u64,
    /// The model, as the drive reports it (`Cruzer Blade`, `SD32G`).
    pub model: Option<String>,
    /// The vendor, as the drive reports it (`SanDisk`).
    pub vendor: Option<String>,
    /// The label of a file system on it (an ISO's volume name, `Ubuntu 24.04.1 LTS amd64`).
    pub label: Option<String>,
    /// How it is attached.
    pub bus: Bus,
}

impl Drive {
    /// Whether the drive can hold an image of `len` bytes.
    pub fn fits(&self, len: u64) -> bool {
        self.size >= len
    }
}

/// The removable drives of this machine, by name.
pub fn list() -> Vec<Drive> {
    if cfg!(target_os = "linux") {
        list_from(Path::new("/sys/block"), Path::new("/dev"))
    } else {
        Vec::new()
    }
}

/// The drive at `path` as the chooser lists it (model, label, size), or as much as is
/// known when the list does not have it (a loop device, a fixed disk).
pub fn describe(path: &Path) -> Drive {
    if let Some(d) = list().into_iter().find(|d| d.path == path) {
        return d;
    }
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    // The size file counts 512-byte sectors, whatever the drive's block size.
    let size = fs::read_to_string(Path::new("/sys/class/block").join(&name).join("size"))
        .ok()
        .and_then(|s| s.trim().parse::<u64>().ok())
        .map_or(0, |sectors| sectors.saturating_mul(512));
    Drive {
        name,
        path: path.to_path_buf(),
        size,
        model: None,
        vendor: None,
        label: None,
        bus: Bus::Usb,
    }
}

/// The drives at least `len` bytes large: those an image of that size fits on.
pub fn fitting(drives: &[Drive], len: u64) -> Vec<Drive> {
    drives.iter().filter(|d| d.fits(len)).cloned().collect()
}

/// The removable drives described by the `/sys/block` tree at `sys_block`, with device
/// nodes and `disk/by-label` under `dev`, sorted by name. Any entry that cannot be read
/// is left out.
pub fn list_from(sys_block: &Path, dev: &Path) -> Vec<Drive> {
    let Ok(entries) = fs::read_dir(sys_block) else {
        return Vec::new();
    };
    let labels = labels(&dev.join("disk/by-label"));
    let mut drives: Vec<Drive> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            drive(&e.path(), &name, dev, &labels)
        })
        .collect();
    drives.sort_by(|a, b| a.name.cmp(&b.name));
    drives
}

/// Kernel names that are never a stick: loop, RAM and compressed-RAM disks, device
/// mapper and software RAID volumes, optical drives, network block devices.
const NOT_DRIVES: [&str; 7] = ["loop", "ram", "zram", "dm-", "md", "sr", "nbd"];

fn drive(dir: &Path, name: &str, dev: &Path, labels: &[(String, String)]) -> Option<Drive> {
    if NOT_DRIVES.iter().any(|p| name.starts_with(p)) {
        return None;
    }
    let removable = read_trimmed(&dir.join("removable")).is_some_and(|v| v == "1");
    let bus = bus(dir).or(removable.then_some(Bus::Removable))?;
    // The size file counts 512-byte sectors, whatever the drive's block size.
    let sectors: u64 = read_trimmed(&dir.join("size"))?.parse().ok()?;
    if sectors == 0 {
        // A card reader with no card in it.
        return None;
    }
    let device = dir.join("device");
    // Built-in eMMC (type MMC) is the machine's own disk; SD cards say SD.
    if bus == Bus::Mmc && read_trimmed(&device.join("type")).is_some_and(|t| t == "MMC") {
        return None;
    }
    let model = read_trimmed(&device.join("model")).or_else(|| read_trimmed(&device.join("name")));
    let vendor = read_trimmed(&device.join("vendor"));
    let label = labels
        .iter()
        .find(|(_, target)| is_partition_of(target, name))
        .map(|(label, _)| label.clone());
    Some(Drive {
        name: name.to_owned(),
        path: dev.join(name),
        size: sectors.saturating_mul(512),
        model,
        vendor,
        label,
        bus,
    })
}

/// USB or MMC, from where the device sits: `/sys/block/sdb` links to
/// `../devices/pci0000:00/0000:00:14.0/usb1/1-2/1-2:1.0/host6/…/block/sdb`.
fn bus(dir: &Path) -> Option<Bus> {
    let target = fs::read_link(dir)
        .ok()
        .or_else(|| fs::read_link(dir.join("device")).ok())?;
    let parts: Vec<String> = target
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.iter().any(|p| p.starts_with("usb")) {
        Some(Bus::Usb)
    } else if parts.iter().any(|p| p.starts_with("mmc")) {
        Some(Bus::Mmc)
    } else {
        None
    }
}

/// The file system labels and the partition each one is on: `/dev/disk/by-label` holds
/// links named by label (with `\x20` for a space) to `../../sdb1`.
fn labels(by_label: &Path) -> Vec<(String, String)> {
    let Ok(entries) = fs::read_dir(by_label) else {
        return Vec::new();
    };
    let mut labels: Vec<(String, String)> = entries
        .flatten()
        .filter_map(|e| {
            let label = unescape(&e.file_name().to_string_lossy());
            let target = fs::read_link(e.path()).ok()?;
            let part = target.file_name()?.to_string_lossy().into_owned();
            Some((label, part))
        })
        .collect();
    // The first partition's label first.
    labels.sort_by(|a, b| a.1.cmp(&b.1));
    labels
}

/// Whether `part` (`sdb`, `sdb1`, `mmcblk0p2`) is the drive `disk` or one of its partitions.
fn is_partition_of(part: &str, disk: &str) -> bool {
    let Some(rest) = part.strip_prefix(disk) else {
        return false;
    };
    let digits = rest.strip_prefix('p').unwrap_or(rest);
    rest.is_empty() || (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
}

/// Undoes udev's escaping of a label (`\x20` for a space, `\x2f` for a slash).
fn unescape(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\'
            && bytes.get(i + 1) == Some(&b'x')
            && let Some(hex) = s.get(i + 2..i + 4)
            && let Ok(b) = u8::from_str_radix(hex, 16)
        {
            out.push(b);
            i += 4;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn read_trimmed(path: &Path) -> Option<String> {
    let text = fs::read_to_string(path).ok()?;
    let t = text.trim();
    (!t.is_empty()).then(|| t.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partitions_are_told_from_other_disks() {
        assert!(is_partition_of("sdb", "sdb"));
        assert!(is_partition_of("sdb1", "sdb"));
        assert!(is_partition_of("mmcblk0p2", "mmcblk0"));
        assert!(!is_partition_of("sdbc1", "sdb"));
        assert!(!is_partition_of("sda1", "sdb"));
        assert!(!is_partition_of("sdbp", "sdb"));
    }

    #[test]
    fn labels_are_unescaped() {
        assert_eq!(
            unescape(r"Ubuntu\x2024.04.1\x20LTS\x20amd64"),
            "Ubuntu 24.04.1 LTS amd64"
        );
        assert_eq!(unescape(r"a\x2fb\x"), "a/b\\x");
    }
}
