//! An image and a drive given to Compare (dropped, "Open with", the command line) are
//! compared as `hashdrop compare IMAGE DEVICE` compares them: only the image's length
//! is read from the start of the drive, and a correctly written stick holds the image,
//! whatever else the rest of the drive holds. The same rule as the command line's
//! (`src/cli/compare.rs`): folders first, then the second slot a drive, then the first.

use std::path::{Path, PathBuf};

use crate::desktop::drives::{self, Drive};
use crate::desktop::files;
use crate::gui::compare::folders::{self as folder_compare, Kind};
use crate::t;

/// Tells whether a path names a block device (injected in tests, where a regular file
/// stands in for a stick).
pub type DeviceTest = fn(&Path) -> bool;

/// What the two slots hold together, read off the UI thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pair {
    /// Files or folders, compared as such.
    Kinds([Kind; 2]),
    /// An image and the drive it may have been written to.
    Drive {
        /// The image.
        image: PathBuf,
        /// Its length in bytes.
        image_len: u64,
        /// The drive, described as the drive chooser describes it.
        drive: Drive,
    },
}

/// What `a` and `b` are together (call it off the UI thread: it reads the disk).
pub fn read(a: &Path, b: &Path, is_device: DeviceTest) -> Result<Pair, String> {
    let kinds = [folder_compare::kind_of(a)?, folder_compare::kind_of(b)?];
    if kinds != [Kind::File, Kind::File] {
        return Ok(Pair::Kinds(kinds));
    }
    let (image, device) = if is_device(b) {
        (a, b)
    } else if is_device(a) {
        (b, a)
    } else {
        return Ok(Pair::Kinds(kinds));
    };
    let image_len = files::len(image).map_err(|e| {
        t!(
            "compare-unreadable-path",
            name = image.display().to_string(),
            error = e.to_string()
        )
    })?;
    Ok(Pair::Drive {
        image: image.to_path_buf(),
        image_len,
        drive: drives::describe(device),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drive_in_either_slot_is_read_as_the_command_line_reads_it() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (image, stick) = (dir.path().join("image.iso"), dir.path().join("stick"));
        std::fs::write(&image, [1u8; 1000]).expect("write");
        std::fs::write(&stick, [1u8; 3000]).expect("write");
        let is_stick: DeviceTest = |p| p.ends_with("stick");
        for (a, b) in [(&image, &stick), (&stick, &image)] {
            match read(a, b, is_stick) {
                Ok(Pair::Drive {
                    image: i,
                    image_len,
                    drive,
                }) => {
                    assert_eq!(i, image);
                    assert_eq!(image_len, 1000);
                    assert_eq!(drive.path, stick);
                }
                other => panic!("not a drive pair: {other:?}"),
            }
        }
        let none: DeviceTest = |_| false;
        assert_eq!(
            read(&image, &stick, none),
            Ok(Pair::Kinds([Kind::File, Kind::File]))
        );
        // A folder comes first, as on the command line.
        assert_eq!(
            read(dir.path(), &stick, is_stick),
            Ok(Pair::Kinds([Kind::Folder, Kind::File]))
        );
    }
}
