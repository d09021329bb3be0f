//! MD5 (RFC 1321). Placeholder wrapper over the `md-5` crate until a faster kernel lands.

use md5::Digest as _;

/// Incremental MD5.
#[derive(Clone, Default)]
pub struct Md5(md5::Md5);

impl Md5 {
    /// A fresh state.
    pub fn new() -> Self {
        Self::default()
    }
    /// Feeds more input.
    pub fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }
    /// The 16-byte digest.
    pub fn finalize(self) -> [u8; 16] {
        self.0.finalize().into()
    }
}
