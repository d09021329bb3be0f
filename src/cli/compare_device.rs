//! `hashdrop compare IMAGE DEVICE`: does the drive (a USB stick, an SD card) hold exactly
//! the image? Only the image's length is compared, from the start of the drive; the rest
//! of the drive holds other bytes and does not count. The drive is opened read-only.

use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use super::output::{coreutils_error, file_error, path_bytes};
use super::progress_bar::ProgressBar;
use crate::engine::Algorithm;
use crate::engine::device_compare::{COMPARE_SEGMENT, DeviceCompare, DeviceCompareError};
use crate::engine::options::format_size;
use crate::engine::source::OpenFile;

/// Exit 0 when the drive holds exactly the image, 1 when it does not, 2 when the
/// comparison cannot be made (the drive is smaller than the image, a side cannot be read).
/// The drive is opened as `check --device` opens it: itself, read-only, or else through
/// the system (UDisks2, which may show a password prompt); a refusal is one plain
/// sentence and exit 2.
pub fn run(image: &Path, device: &Path, algorithm: Algorithm) -> anyhow::Result<ExitCode> {
    let Some((file, direct, len)) = super::check_device::open_drive(device) else {
        return Ok(ExitCode::from(2));
    };
    let dev = match OpenFile::from_device(file, direct, len) {
        Ok(dev) => dev,
        Err(e) => {
            file_error(device, &coreutils_error(&e));
            return Ok(ExitCode::from(2));
        }
    };
    let check = DeviceCompare::start_with(
        image.to_path_buf(),
        device.to_path_buf(),
        Some(dev),
        algorithm,
    )?;
    let mut bar = ProgressBar::new(true);
    let result = loop {
        if let Some(r) = check.result_timeout(Duration::from_millis(100)) {
            break r;
        }
        bar.tick(check.progress());
    };
    bar.clear();
    let mut out = std::io::stdout().lock();
    match result {
        Ok(c) => {
            let mut line = path_bytes(image);
            line.extend_from_slice(
                format!(": {} {}\n", algorithm.name(), c.image_digest.to_hex()).as_bytes(),
            );
            line.extend_from_slice(&path_bytes(device));
            line.extend_from_slice(
                format!(
                    " (first {} bytes): {} {}\n",
                    c.len,
                    algorithm.name(),
                    c.device_digest.to_hex()
                )
                .as_bytes(),
            );
            out.write_all(&line)?;
            match c.first_difference {
                None => {
                    writeln!(
                        out,
                        "Same: the drive holds exactly the image ({} bytes; the drive's other {} bytes do not count).",
                        c.len,
                        c.device_len - c.len
                    )?;
                    Ok(ExitCode::SUCCESS)
                }
                Some(offset) => {
                    let segments = c.differing_segments;
                    writeln!(
                        out,
                        "Different: first differing byte at offset {offset} (0x{offset:x}); {segments} {} of {} {}.",
                        if segments == 1 { "segment" } else { "segments" },
                        format_size(COMPARE_SEGMENT),
                        if segments == 1 { "differs" } else { "differ" },
                    )?;
                    writeln!(
                        out,
                        "Write the image again; if it fails again, try another drive."
                    )?;
                    Ok(ExitCode::FAILURE)
                }
            }
        }
        Err(DeviceCompareError::TooSmall {
            device: d,
            image: i,
        }) => {
            out.flush().ok();
            super::output::error_line(&format!(
                "the drive ({}) is smaller than the image ({}): it cannot hold it",
                decimal_size(d),
                decimal_size(i)
            ));
            Ok(ExitCode::from(2))
        }
        Err(DeviceCompareError::Image(e)) => {
            file_error(image, &coreutils_error(&e));
            Ok(ExitCode::from(2))
        }
        Err(DeviceCompareError::Device(e)) => {
            file_error(device, &coreutils_error(&e));
            Ok(ExitCode::from(2))
        }
        Err(DeviceCompareError::Cancelled) => Ok(ExitCode::from(2)),
    }
}

/// A size in decimal units with one decimal, as drives are sold: `3.9 GB`, `512.0 MB`.
pub fn decimal_size(bytes: u64) -> String {
    const UNITS: [(&str, f64); 4] = [("TB", 1e12), ("GB", 1e9), ("MB", 1e6), ("kB", 1e3)];
    let b = bytes as f64;
    for (unit, scale) in UNITS {
        if b >= scale {
            return format!("{:.1} {unit}", b / scale);
        }
    }
    format!("{bytes} bytes")
}

#[cfg(test)]
mod tests {
    use super::decimal_size;

    #[test]
    fn drive_sizes_are_decimal() {
        assert_eq!(decimal_size(5_702_520_832), "5.7 GB");
        assert_eq!(decimal_size(3_900_000_000), "3.9 GB");
        assert_eq!(decimal_size(2_097_152), "2.1 MB");
        assert_eq!(decimal_size(999), "999 bytes");
    }
}
