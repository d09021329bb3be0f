//! A real, small, full file system for tests: a tmpfs of a few hundred KiB mounted in a
//! temporary folder. Mounting needs root; CI runs as root (.ci/run), so there a test
//! that cannot mount fails instead of skipping.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A mounted tmpfs, unmounted on drop.
pub(crate) struct TinyFs {
    // Kept for its folder: removed after the unmount (drop order is field order).
    dir: tempfile::TempDir,
    mounted: bool,
}

impl TinyFs {
    /// Mounts a tmpfs of `size_kib` KiB, or says why not and returns `None` (a panic
    /// under `CI=true`).
    pub(crate) fn mount(size_kib: u64) -> Option<Self> {
        let dir = tempfile::tempdir().expect("tempdir");
        // No check of the user id: the mount itself is the test of the privilege.
        let status = Command::new("mount")
            .args(["-t", "tmpfs", "-o"])
            .arg(format!("size={size_kib}k,mode=0755"))
            .arg("tmpfs")
            .arg(dir.path())
            .status();
        match status {
            Ok(s) if s.success() => Some(Self { dir, mounted: true }),
            other => {
                let why = format!("cannot mount a tmpfs (needs root): {other:?}");
                if std::env::var("CI").is_ok_and(|v| v == "true") {
                    panic!("{why}, but CI=true: CI runs as root, so this test must not skip");
                }
                eprintln!("skipping: {why}");
                None
            }
        }
    }

    /// The mounted folder.
    pub(crate) fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Writes `filler` until the file system says it is full (ENOSPC).
    pub(crate) fn fill(&self) -> PathBuf {
        use std::io::Write as _;
        let filler = self.path().join("filler");
        let mut f = std::fs::File::create(&filler).expect("create filler");
        let block = [0x5au8; 4096];
        loop {
            match f.write(&block) {
                Ok(0) => break,
                Ok(_) => {}
                Err(e) => {
                    assert_eq!(e.raw_os_error(), Some(libc::ENOSPC), "{e}");
                    break;
                }
            }
        }
        filler
    }

    /// The names in the mounted folder, sorted.
    pub(crate) fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(self.path())
            .expect("ls")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }
}

impl Drop for TinyFs {
    fn drop(&mut self) {
        if self.mounted {
            Command::new("umount").arg(self.dir.path()).status().ok();
        }
    }
}
