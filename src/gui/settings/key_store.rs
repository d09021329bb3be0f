//! Keys the person added in the app: kept in the app's data folder (`keys/` beside the
//! settings), listed, and removable. Each is a copy of the bytes the person confirmed in
//! the window, named after its first key's fingerprint, readable only by its owner.
//! Reads and writes files: call it off the UI thread.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::trust::{Fingerprint, KeyOffer, KeyOrigin, Keyring, TrustError};

/// Why a key file could not be added or removed.
#[derive(Debug, thiserror::Error)]
pub enum KeyStoreError {
    /// It is not a key file Hashdrop can read.
    #[error("{0}")]
    NotAKey(#[from] TrustError),
    /// The data folder could not be written.
    #[error("cannot save the key: {0}")]
    Io(#[from] std::io::Error),
}

/// One stored key file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredKey {
    /// The copy in the data folder.
    pub path: PathBuf,
    /// The first key's fingerprint.
    pub fingerprint: Fingerprint,
    /// Its first user ID.
    pub name: String,
    /// When it was added (the copy's modification time), if known.
    pub added: Option<SystemTime>,
}

/// The folder of added keys.
#[derive(Clone, Debug)]
pub struct KeyStore {
    dir: PathBuf,
}

impl KeyStore {
    /// The store in `dir` (created when a key is added).
    pub fn in_dir(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    /// The store in the app's data folder (`~/.local/share/hashdrop/keys` on Linux).
    pub fn default_location() -> Option<Self> {
        eframe::storage_dir(crate::gui::APP_ID).map(|d| Self::in_dir(d.join("keys")))
    }

    /// Keeps the key file `source` at once, with no confirmation: for setting up a
    /// store (tests, an administrator's script). The app never calls it; it keeps only
    /// what the person confirmed, with [`KeyStore::add_offer`].
    pub fn add(&self, source: &Path) -> Result<StoredKey, KeyStoreError> {
        self.add_offer(&KeyOffer::from_file(source)?)
    }

    /// Keeps exactly the bytes of `offer`, which the person has just confirmed.
    pub fn add_offer(&self, offer: &KeyOffer) -> Result<StoredKey, KeyStoreError> {
        let first = offer.keys.first().ok_or(TrustError::NoKey)?;
        crate::gui::common::private_dir::ensure(&self.dir)?;
        let path = self.dir.join(format!("{}.key", first.fingerprint.hex()));
        crate::gui::common::private_dir::write_private(&path, &offer.bytes)?;
        Ok(StoredKey {
            added: modified(&path),
            path,
            fingerprint: first.fingerprint.clone(),
            name: first
                .user_ids
                .first()
                .map(ToString::to_string)
                .unwrap_or_default(),
        })
    }

    /// The stored keys, in file-name order. Files that no longer parse are left out.
    pub fn list(&self) -> Vec<StoredKey> {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "key"))
            .collect();
        paths.sort();
        paths
            .into_iter()
            .filter_map(|path| {
                let mut ring = Keyring::empty();
                ring.add_file(&path).ok()?;
                let first = ring.keys().first()?;
                Some(StoredKey {
                    fingerprint: first.fingerprint.clone(),
                    name: first.name.clone(),
                    added: modified(&path),
                    path,
                })
            })
            .collect()
    }

    /// Forgets a stored key.
    pub fn remove(&self, key: &StoredKey) -> Result<(), KeyStoreError> {
        // Only files inside the store are ever removed.
        if key.path.parent() != Some(self.dir.as_path()) {
            return Ok(());
        }
        std::fs::remove_file(&key.path)?;
        Ok(())
    }

    /// The bundled keys plus every stored one (what the app verifies against).
    pub fn keyring(&self) -> Keyring {
        let mut ring = Keyring::bundled();
        for stored in self.list() {
            if let Ok(bytes) = std::fs::read(&stored.path) {
                let origin = KeyOrigin::Added {
                    path: stored.path.clone(),
                    on: stored.added,
                };
                ring.add_bytes(&bytes, origin).ok();
            }
        }
        ring
    }
}

/// When a stored copy was written.
fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trust::BUNDLED;

    #[test]
    fn add_list_and_remove_keys() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = KeyStore::in_dir(dir.path().join("keys"));
        assert!(store.list().is_empty());
        let source = dir.path().join("mint.asc");
        let mint = BUNDLED
            .iter()
            .find(|b| b.publisher == "Linux Mint")
            .expect("Mint");
        std::fs::write(&source, mint.bytes).expect("write");
        let stored = store.add(&source).expect("added");
        assert_eq!(stored.fingerprint.hex(), mint.fingerprint);
        assert_eq!(store.list(), vec![stored.clone()]);
        let in_ring = store.keyring();
        let origin = in_ring
            .keys()
            .iter()
            .filter(|k| k.fingerprint == stored.fingerprint)
            .map(|k| k.origin.clone())
            .next();
        // Bundled keys come first, so the bundled copy wins.
        assert!(matches!(origin, Some(KeyOrigin::Bundled(_))), "{origin:?}");
        store.remove(&stored).expect("removed");
        assert!(store.list().is_empty());
        let png = dir.path().join("photo.png");
        std::fs::write(&png, b"\x89PNG\r\n\x1a\n0000").expect("write");
        assert!(matches!(store.add(&png), Err(KeyStoreError::NotAKey(_))));
    }
}
