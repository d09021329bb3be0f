//! Keys the person added in the app: kept in the app's data folder (`keys/` beside the
//! settings), listed, and removable. Each key is kept on its own, as the bytes of that
//! one key the person confirmed in the window, in a file named after its fingerprint
//! (`<FINGERPRINT>.key` for OpenPGP, `minisign-<KEY ID>.key`, `ssh-<SHA-256>.key`,
//! `sigstore-<digest of the identity and issuer>.key`), with the name of the file it
//! came from beside it (`.from`); both readable only by their owner. Keys of every
//! format are kept, listed and removed alike.
//! Reads and writes files: call it off the UI thread.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::desktop::data_dir::private_dir;
use crate::trust::{Fingerprint, KeyFormat, KeyOffer, KeyOrigin, Keyring, OfferedKey, TrustError};

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

/// One stored key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredKey {
    /// The file in the data folder that holds it.
    pub path: PathBuf,
    /// Its primary key's fingerprint (for a Sigstore signer, its issuer).
    pub fingerprint: Fingerprint,
    /// Its format.
    pub format: KeyFormat,
    /// Its first user ID (a Sigstore signer's identity).
    pub name: String,
    /// When it was added (the copy's modification time), if known.
    pub added: Option<SystemTime>,
    /// The name of the file it was added from, if known (keys added before this was
    /// recorded have none).
    pub from: Option<String>,
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
        crate::desktop::data_dir::location().map(|d| Self::in_dir(d.join("keys")))
    }

    /// Keeps every key of the key file `source` at once, each on its own, with no
    /// confirmation: for setting up a store (tests, an administrator's script). The app
    /// never calls it; it keeps only the keys the person confirmed one by one, with
    /// [`KeyStore::add_key`].
    pub fn add(&self, source: &Path) -> Result<Vec<StoredKey>, KeyStoreError> {
        let offer = KeyOffer::from_file(source)?;
        let from = source.file_name().map(|n| n.to_string_lossy().into_owned());
        offer
            .keys
            .iter()
            .map(|k| self.add_key(k, from.as_deref()))
            .collect()
    }

    /// Keeps exactly the bytes of `key`, which the person has just confirmed, noting
    /// `from`, the name of the file it came in.
    pub fn add_key(
        &self,
        key: &OfferedKey,
        from: Option<&str>,
    ) -> Result<StoredKey, KeyStoreError> {
        private_dir::ensure(&self.dir)?;
        let path = self.dir.join(file_name(key));
        private_dir::write_private(&path, &key.bytes)?;
        let from_path = path.with_extension("from");
        match from {
            Some(name) => private_dir::write_private(&from_path, name.as_bytes())?,
            // A key added again from nowhere named keeps no stale origin.
            None => remove_if_there(&from_path)?,
        }
        Ok(StoredKey {
            added: modified(&path),
            path,
            fingerprint: key.fingerprint.clone(),
            format: key.format,
            name: key
                .user_ids
                .first()
                .map(ToString::to_string)
                .unwrap_or_default(),
            from: from.map(str::to_owned),
        })
    }

    /// Every stored key, each on its own, in file-name order. A file of several keys
    /// (kept by versions that stored a dropped file whole) lists each of them; files
    /// that no longer parse are left out.
    pub fn list(&self) -> Vec<StoredKey> {
        self.key_files()
            .into_iter()
            .flat_map(|path| {
                let Ok(offer) = KeyOffer::from_file(&path) else {
                    return Vec::new();
                };
                let added = modified(&path);
                let from = std::fs::read_to_string(path.with_extension("from")).ok();
                offer
                    .keys
                    .into_iter()
                    .map(|k| StoredKey {
                        path: path.clone(),
                        name: k
                            .user_ids
                            .first()
                            .map(ToString::to_string)
                            .unwrap_or_default(),
                        fingerprint: k.fingerprint,
                        format: k.format,
                        added,
                        from: from.clone(),
                    })
                    .collect()
            })
            .collect()
    }

    /// The `.key` files, sorted.
    fn key_files(&self) -> Vec<PathBuf> {
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
    }

    /// Forgets one stored key. Of a file that holds other keys too, only this one is
    /// taken out: the others stay trusted, as they were.
    pub fn remove(&self, key: &StoredKey) -> Result<(), KeyStoreError> {
        // Only files inside the store are ever changed.
        if key.path.parent() != Some(self.dir.as_path()) {
            return Ok(());
        }
        let offer = KeyOffer::from_file(&key.path)?;
        let others: Vec<u8> = offer
            .keys
            .iter()
            .filter(|k| k.fingerprint != key.fingerprint)
            .flat_map(|k| k.bytes.iter().copied())
            .collect();
        if others.is_empty() {
            std::fs::remove_file(&key.path)?;
            remove_if_there(&key.path.with_extension("from"))?;
        } else {
            private_dir::write_private(&key.path, &others)?;
        }
        Ok(())
    }

    /// The bundled keys plus every stored one (what the app verifies against).
    pub fn keyring(&self) -> Keyring {
        let mut ring = Keyring::bundled();
        for path in self.key_files() {
            if let Ok(bytes) = std::fs::read(&path) {
                let origin = KeyOrigin::Added {
                    on: modified(&path),
                    path,
                };
                ring.add_bytes(&bytes, origin).ok();
            }
        }
        ring
    }
}

/// The file a confirmed key is kept in: named after its fingerprint, so that adding it
/// again replaces it; OpenPGP keys as before (`<FINGERPRINT>.key`), the other formats
/// with their format first, so that two formats' fingerprints never meet.
fn file_name(key: &OfferedKey) -> String {
    use sha2::Digest as _;
    let hex = key.fingerprint.hex();
    match key.format {
        KeyFormat::OpenPgp => format!("{hex}.key"),
        KeyFormat::Minisign => format!("minisign-{hex}.key"),
        KeyFormat::Ssh => format!("ssh-{hex}.key"),
        // The issuer alone is no name: many identities share one. The record itself
        // (identity and issuer) is, and a digest keeps a long URI identity short.
        KeyFormat::Sigstore => {
            let digest = sha2::Sha256::digest(&key.bytes);
            let short: String = digest[..16].iter().map(|b| format!("{b:02X}")).collect();
            format!("sigstore-{short}.key")
        }
    }
}

/// When a stored copy was written.
fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// Removes `path`; one that is not there is already gone.
fn remove_if_there(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
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
        let stored = store.add(&source).expect("added").remove(0);
        assert_eq!(stored.fingerprint.hex(), mint.fingerprint);
        assert_eq!(stored.from.as_deref(), Some("mint.asc"));
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

    /// Issue 32 item 1: the keys of one file are kept, listed and removed one by one.
    #[test]
    fn each_key_of_a_file_is_kept_listed_and_removed_on_its_own() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = KeyStore::in_dir(dir.path().join("keys"));
        let both: Vec<u8> = BUNDLED[..2].iter().flat_map(|b| b.bytes.to_vec()).collect();
        let offer = KeyOffer::from_bytes(both.clone()).expect("two keys");
        assert_eq!(offer.keys.len(), 2);
        let second = &offer.keys[1];
        store.add_key(second, Some("both.asc")).expect("kept");
        let listed = store.list();
        assert_eq!(listed.len(), 1, "only the key chosen: {listed:?}");
        assert_eq!(listed[0].fingerprint, second.fingerprint);
        assert_eq!(listed[0].from.as_deref(), Some("both.asc"));
        // A file of two keys kept whole (as before) lists both, and loses one at a time.
        std::fs::write(dir.path().join("keys").join("OLD.key"), &both).expect("write");
        let listed = store.list();
        assert_eq!(listed.len(), 3, "{listed:?}");
        let old_first = listed
            .iter()
            .find(|k| k.path.ends_with("OLD.key") && k.fingerprint == offer.keys[0].fingerprint)
            .expect("listed")
            .clone();
        store.remove(&old_first).expect("removed");
        let left: Vec<String> = store.list().iter().map(|k| k.fingerprint.hex()).collect();
        assert_eq!(left.len(), 2, "{left:?}");
        assert!(!left.contains(&offer.keys[0].fingerprint.hex()), "{left:?}");
    }

    /// Issue 34: keys of every format are kept, listed with their format, trusted, and
    /// removed one by one, as OpenPGP keys are.
    #[test]
    fn keys_of_every_format_are_kept_listed_and_removed() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = KeyStore::in_dir(dir.path().join("keys"));
        let minisign = KeyOffer::from_bytes(
            b"untrusted comment: minisign public key 1\n\
              RWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3\n"
                .to_vec(),
        )
        .expect("minisign key");
        let ssh = KeyOffer::from_bytes(
            b"alice@example.org ssh-ed25519 \
              AAAAC3NzaC1lZDI1NTE5AAAAIBtTybKJsMhw0sIZlAqVmAhFtAdN5Rm0teZSnqZrVQOs\n"
                .to_vec(),
        )
        .expect("ssh key");
        let signer = KeyOffer::signer("a@example.org", "https://issuer.example");
        for offer in [&minisign, &ssh, &signer] {
            store.add_key(offer.first(), Some("dropped")).expect("kept");
        }
        let listed: Vec<(KeyFormat, String)> = store
            .list()
            .into_iter()
            .map(|k| (k.format, k.name))
            .collect();
        assert_eq!(listed.len(), 3, "{listed:?}");
        for (format, name) in [
            (KeyFormat::Minisign, "minisign public key 1"),
            (KeyFormat::Ssh, "alice@example.org"),
            (KeyFormat::Sigstore, "a@example.org"),
        ] {
            assert!(listed.contains(&(format, name.to_owned())), "{listed:?}");
        }
        let ring = store.keyring();
        assert!(
            ring.identities()
                .iter()
                .any(|s| s.identity == "a@example.org")
        );
        let others = ring.other_keys().len();
        let ssh_kept = store
            .list()
            .into_iter()
            .find(|k| k.format == KeyFormat::Ssh)
            .expect("listed");
        store.remove(&ssh_kept).expect("removed");
        assert_eq!(store.list().len(), 2);
        assert_eq!(store.keyring().other_keys().len(), others - 1);
    }
}
