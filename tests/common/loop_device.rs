//! A loop device standing in for a USB stick (root only), shared by the drive tests.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A loop device over a file, detached when dropped.
pub struct LoopDevice {
    /// `/dev/loopN`.
    pub path: PathBuf,
}

impl LoopDevice {
    /// Attaches `backing` (writable, as a stick is, so that a write would show); `None`
    /// (after reporting the skip, which fails under `CI=true`) when loop devices are not
    /// available here.
    pub fn attach(backing: &Path) -> Option<Self> {
        let out = Command::new("losetup")
            .args(["--find", "--show"])
            .arg(backing)
            .output();
        match out {
            Ok(o) if o.status.success() => Some(Self {
                path: PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()),
            }),
            Ok(o) => {
                super::skip(&format!(
                    "loop devices are not available (losetup: {}); they need root",
                    String::from_utf8_lossy(&o.stderr).trim()
                ));
                None
            }
            Err(e) => {
                super::skip(&format!("losetup cannot run ({e}); loop devices need root"));
                None
            }
        }
    }

    /// Every byte of the device, read as the tests' reference.
    pub fn bytes(&self) -> Vec<u8> {
        std::fs::read(&self.path).expect("read the loop device")
    }

    /// The device's kernel name (`loop3`).
    pub fn name(&self) -> String {
        self.path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}

impl Drop for LoopDevice {
    fn drop(&mut self) {
        Command::new("losetup")
            .arg("-d")
            .arg(&self.path)
            .status()
            .ok();
    }
}
