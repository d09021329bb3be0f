//! Lists and signatures once fetched, kept in the data folder (`publishers/`, private to
//! the person) so that the same release needs no second fetch and works offline. What
//! is kept is never trusted as such: its signature is checked again each time it is used.

use std::path::{Path, PathBuf};

use crate::engine::Algorithm;

/// The folder of fetched files.
#[derive(Clone, Debug)]
pub struct Cache {
    dir: PathBuf,
}

impl Cache {
    /// The cache in `dir` (created when something is kept).
    pub fn in_dir(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    /// Where the copy of `url` is: named by the SHA-256 of the address, so that no
    /// part of an address becomes a path.
    pub fn path_of(&self, url: &str) -> PathBuf {
        let mut h = Algorithm::Sha256.hasher();
        h.update(url.as_bytes());
        self.dir.join(h.finalize().to_hex())
    }

    /// The kept copy of `url`, if any and not over `max` bytes.
    pub fn get(&self, url: &str, max: u64) -> Option<Vec<u8>> {
        let path = self.path_of(url);
        let size = std::fs::metadata(&path).ok()?.len();
        if size > max {
            return None;
        }
        std::fs::read(path).ok()
    }

    /// Keeps `bytes` as the copy of `url`. A failure only costs a later fetch.
    pub fn put(&self, url: &str, bytes: &[u8]) -> std::io::Result<()> {
        use crate::desktop::data_dir::private_dir;
        private_dir::ensure(&self.dir)?;
        private_dir::write_private(&self.path_of(url), bytes)
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}
