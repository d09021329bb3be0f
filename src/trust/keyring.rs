//! Trusted public keys: the bundled publishers' keys and the user's key files.

use std::fmt;
use std::path::{Path, PathBuf};

use pgp::composed::{Deserializable, SignedPublicKey};
use pgp::types::KeyDetails;

use super::bundled::{BUNDLED, BundledKey, SIGSTORE_SIGNERS};
use super::ed25519::{Ed25519Key, parse_key as parse_ed25519_key};
use super::error::TrustError;
use super::ssh_keys::{SshKey, looks_like_ssh_keys, parse_ssh_keys};

/// No key file read is larger than this; Debian's whole developer keyring is smaller.
pub const MAX_KEY_FILE: u64 = 64 << 20;

/// An OpenPGP fingerprint (20 bytes for v4 keys, 32 for v6).
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Fingerprint(pub Vec<u8>);

impl Fingerprint {
    /// Upper-case hex without spaces, as `gpg --with-colons` and `gpgv` print it.
    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02X}")).collect()
    }

    /// Upper-case hex in groups of four, as publishers print fingerprints on their pages.
    pub fn grouped(&self) -> String {
        let hex = self.hex();
        let groups: Vec<&str> = hex
            .as_bytes()
            .chunks(4)
            .map(|c| std::str::from_utf8(c).unwrap_or(""))
            .collect();
        groups.join(" ")
    }

    pub(crate) fn of(fp: &pgp::types::Fingerprint) -> Self {
        Self(fp.as_bytes().to_vec())
    }
}

impl fmt::Display for Fingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.hex())
    }
}

impl fmt::Debug for Fingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Fingerprint({})", self.hex())
    }
}

/// The signature format a key belongs to: how its fingerprint is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum KeyFormat {
    /// OpenPGP (gpg): the fingerprint in hex.
    #[default]
    OpenPgp,
    /// An Ed25519 key in minisign's and signify's shared format (`RW…`): its key ID
    /// in hex, as `minisign` prints it.
    Minisign,
    /// An SSH public key (`ssh-ed25519 AAAA…`): `SHA256:` and its fingerprint in
    /// base64, as `ssh-keygen -l` prints it.
    Ssh,
    /// A Sigstore signer: no key, an identity (the signer's name) vouched for by an
    /// OIDC issuer, which stands where the other formats show a fingerprint (the
    /// [`Fingerprint`]'s bytes are the issuer's URL).
    Sigstore,
}

impl KeyFormat {
    /// The fingerprint as this format's own tools print it.
    pub fn show(self, fingerprint: &Fingerprint) -> String {
        use base64::Engine as _;
        match self {
            Self::OpenPgp | Self::Minisign => fingerprint.hex(),
            Self::Ssh => format!(
                "SHA256:{}",
                base64::engine::general_purpose::STANDARD_NO_PAD.encode(&fingerprint.0)
            ),
            Self::Sigstore => String::from_utf8_lossy(&fingerprint.0).into_owned(),
        }
    }

    /// The format's name, as people know it.
    pub fn name(self) -> &'static str {
        match self {
            Self::OpenPgp => "OpenPGP",
            Self::Minisign => "minisign/signify",
            Self::Ssh => "SSH",
            Self::Sigstore => "Sigstore",
        }
    }
}

/// Where a trusted key came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyOrigin {
    /// Shipped with Hashdrop, with a pinned fingerprint.
    Bundled(&'static BundledKey),
    /// A key file named for one run (`--keyring FILE`): trusted for that run only.
    File(PathBuf),
    /// A key the person added in the app, after confirming its fingerprint.
    Added {
        /// Its copy in the app's key store.
        path: PathBuf,
        /// When it was added (the copy's modification time), if known.
        on: Option<std::time::SystemTime>,
    },
    /// Key bytes handed over directly (tests, embedding programs).
    Given,
}

/// One trusted public key.
#[derive(Clone, Debug)]
pub struct TrustedKey {
    /// The key, with its subkeys and self-signatures.
    pub key: SignedPublicKey,
    /// Its primary key's fingerprint.
    pub fingerprint: Fingerprint,
    /// Its first user ID, e.g. `Ubuntu CD Image Automatic Signing Key (2012)
    /// <cdimage@ubuntu.com>`; empty when it has none.
    pub name: String,
    /// Where it came from.
    pub origin: KeyOrigin,
}

impl TrustedKey {
    /// The publisher who owns the key, for bundled keys.
    pub fn publisher(&self) -> Option<&'static str> {
        match self.origin {
            KeyOrigin::Bundled(b) => Some(b.publisher),
            _ => None,
        }
    }
}

/// The key itself, for the formats other than OpenPGP.
#[derive(Clone, Debug)]
pub enum KeyMaterial {
    /// A minisign or signify key.
    Minisign(Ed25519Key),
    /// An SSH public key, from a `.pub` line or an `allowed_signers` line.
    Ssh(SshKey),
}

/// One trusted key of a format other than OpenPGP.
#[derive(Clone, Debug)]
pub struct OtherKey {
    /// The key.
    pub material: KeyMaterial,
    /// Its fingerprint: the key ID (minisign, signify) or the SHA-256 of the key (SSH).
    pub fingerprint: Fingerprint,
    /// What the key file calls it: its comment, or its principals.
    pub name: String,
    /// Where it came from.
    pub origin: KeyOrigin,
}

impl OtherKey {
    /// The key's format.
    pub fn format(&self) -> KeyFormat {
        match self.material {
            KeyMaterial::Minisign(_) => KeyFormat::Minisign,
            KeyMaterial::Ssh(_) => KeyFormat::Ssh,
        }
    }
}

/// A trusted Sigstore signer: the identity in the signing certificate (an e-mail
/// address or a URI) and the OIDC issuer that vouched for it. Both must match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SigstoreSigner {
    /// The certificate's identity, e.g. `hugo@python.org`.
    pub identity: String,
    /// The OIDC issuer, e.g. `https://github.com/login/oauth`.
    pub issuer: String,
    /// Where the pair came from.
    pub origin: KeyOrigin,
}

/// The set of keys whose signatures count as trusted.
#[derive(Clone, Debug, Default)]
pub struct Keyring {
    keys: Vec<TrustedKey>,
    others: Vec<OtherKey>,
    identities: Vec<SigstoreSigner>,
}

impl Keyring {
    /// An empty keyring: every signature is from an unknown key.
    pub fn empty() -> Self {
        Self::default()
    }

    /// The keys shipped with Hashdrop. A bundled file that fails to parse (which the
    /// tests rule out) is left out rather than trusted.
    pub fn bundled() -> Self {
        let mut ring = Self::empty();
        for b in BUNDLED {
            // Left out, not trusted, if it does not parse (the tests rule that out).
            let _ = ring.add_bytes(b.bytes, KeyOrigin::Bundled(b));
        }
        for b in SIGSTORE_SIGNERS {
            ring.add_identity(b.name, b.fingerprint, KeyOrigin::Bundled(b));
        }
        ring
    }

    /// The trusted Sigstore signers, in the order they were added.
    pub fn identities(&self) -> &[SigstoreSigner] {
        &self.identities
    }

    /// Trusts Sigstore signatures by `identity` vouched for by `issuer` (both exactly as
    /// `sigstore verify identity --cert-identity … --cert-oidc-issuer …` take them).
    pub fn add_identity(&mut self, identity: &str, issuer: &str, origin: KeyOrigin) {
        let same = |s: &SigstoreSigner| s.identity == identity && s.issuer == issuer;
        if !self.identities.iter().any(same) {
            self.identities.push(SigstoreSigner {
                identity: identity.to_owned(),
                issuer: issuer.to_owned(),
                origin,
            });
        }
    }

    /// The OpenPGP keys, in the order they were added.
    pub fn keys(&self) -> &[TrustedKey] {
        &self.keys
    }

    /// The keys of other formats (minisign, signify, SSH), in the order they were added.
    pub fn other_keys(&self) -> &[OtherKey] {
        &self.others
    }

    /// Adds every public key in `bytes`, of whichever format its content shows: a
    /// Sigstore signer (`sigstore-identity:` and `sigstore-issuer:` lines), a minisign
    /// or signify key (`.pub` file or bare `RW…` line), SSH keys (`.pub` lines or an
    /// `allowed_signers` file), else OpenPGP (armoured or binary; one key or many).
    /// Returns how many keys were added.
    pub fn add_bytes(&mut self, bytes: &[u8], origin: KeyOrigin) -> Result<usize, TrustError> {
        if let Some((identity, issuer)) = super::sigstore_signer::parse_signer(bytes) {
            self.add_identity(&identity, &issuer, origin);
            return Ok(1);
        }
        if let Ok(key) = parse_ed25519_key(bytes) {
            let fingerprint = Fingerprint(key.shown_id());
            let name = match &origin {
                KeyOrigin::Bundled(b) => b.name.to_owned(),
                _ => key
                    .comment
                    .clone()
                    .unwrap_or_else(|| format!("minisign key {}", fingerprint.hex())),
            };
            self.push_other(KeyMaterial::Minisign(key), fingerprint, name, origin);
            return Ok(1);
        }
        if looks_like_ssh_keys(bytes) {
            let keys = parse_ssh_keys(bytes)?;
            let n = keys.len();
            for key in keys {
                let fingerprint = Fingerprint(key.sha256().to_vec());
                let name = key.principals.clone();
                self.push_other(KeyMaterial::Ssh(key), fingerprint, name, origin.clone());
            }
            return Ok(n);
        }
        let keys = parse_keys(bytes)?;
        let n = keys.len();
        for key in keys {
            self.push(key, origin.clone());
        }
        Ok(n)
    }

    fn push_other(
        &mut self,
        material: KeyMaterial,
        fingerprint: Fingerprint,
        name: String,
        origin: KeyOrigin,
    ) {
        let key = OtherKey {
            material,
            fingerprint,
            name,
            origin,
        };
        let same = |k: &OtherKey| k.fingerprint == key.fingerprint && k.format() == key.format();
        if !self.others.iter().any(same) {
            self.others.push(key);
        }
    }

    /// Reads a key file (`.asc` or `.gpg`) and adds its keys.
    pub fn add_file(&mut self, path: &Path) -> Result<usize, TrustError> {
        let bytes = read_capped(path, MAX_KEY_FILE, "the key file")?;
        self.add_bytes(&bytes, KeyOrigin::File(path.to_path_buf()))
    }

    /// Adds every key of `other` (with its origin) that this ring does not hold yet.
    pub fn extend(&mut self, other: &Keyring) {
        for k in &other.keys {
            if !self
                .keys
                .iter()
                .any(|have| have.fingerprint == k.fingerprint)
            {
                self.keys.push(k.clone());
            }
        }
        for k in &other.others {
            self.push_other(
                k.material.clone(),
                k.fingerprint.clone(),
                k.name.clone(),
                k.origin.clone(),
            );
        }
        for s in &other.identities {
            self.add_identity(&s.identity, &s.issuer, s.origin.clone());
        }
    }

    fn push(&mut self, key: SignedPublicKey, origin: KeyOrigin) {
        let fingerprint = Fingerprint::of(&key.fingerprint());
        if self.keys.iter().any(|k| k.fingerprint == fingerprint) {
            return;
        }
        let name = key
            .details
            .users
            .first()
            .map(|u| String::from_utf8_lossy(u.id.id()).into_owned())
            .unwrap_or_default();
        self.keys.push(TrustedKey {
            key,
            fingerprint,
            name,
            origin,
        });
    }
}

/// Reads at most `limit` bytes of `path`; more is an error, not a truncation.
pub(crate) fn read_capped(
    path: &Path,
    limit: u64,
    what: &'static str,
) -> Result<Vec<u8>, TrustError> {
    use std::io::Read as _;
    let file = std::fs::File::open(path).map_err(|source| TrustError::Io { what, source })?;
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|source| TrustError::Io { what, source })?;
    if bytes.len() as u64 > limit {
        return Err(TrustError::TooLarge { what, limit });
    }
    Ok(bytes)
}

/// Every public key in `bytes`. Keys rPGP cannot read are skipped (old keyrings hold
/// v3 keys); a file with no readable key at all is an error.
pub(crate) fn parse_keys(bytes: &[u8]) -> Result<Vec<SignedPublicKey>, TrustError> {
    const WHAT: &str = "the key file";
    let first = bytes.iter().find(|b| !b.is_ascii_whitespace());
    let mut keys = Vec::new();
    let mut first_error = None;
    let mut take = |r: pgp::errors::Result<SignedPublicKey>| match r {
        Ok(k) => keys.push(k),
        Err(e) => {
            first_error.get_or_insert(e.to_string());
        }
    };
    match first {
        None => return Err(TrustError::NoKey),
        Some(b) if b & 0x80 != 0 => {
            let iter = SignedPublicKey::from_bytes_many(bytes)
                .map_err(|e| TrustError::malformed(WHAT, e))?;
            iter.for_each(&mut take);
        }
        Some(_) => {
            for block in armour_blocks(bytes) {
                match SignedPublicKey::from_armor_many(block) {
                    Ok((iter, _)) => iter.for_each(&mut take),
                    Err(e) => take(Err(e)),
                }
            }
        }
    }
    if keys.is_empty() {
        return Err(match first_error {
            Some(reason) => TrustError::Malformed { what: WHAT, reason },
            None => TrustError::NoKey,
        });
    }
    Ok(keys)
}

/// Splits concatenated armoured key blocks (rPGP reads one block per call).
fn armour_blocks(bytes: &[u8]) -> Vec<&[u8]> {
    const BEGIN: &[u8] = b"-----BEGIN PGP PUBLIC KEY BLOCK-----";
    let mut starts: Vec<usize> = bytes
        .windows(BEGIN.len())
        .enumerate()
        .filter(|(_, w)| *w == BEGIN)
        .map(|(i, _)| i)
        .collect();
    if starts.is_empty() {
        return vec![bytes];
    }
    starts.push(bytes.len());
    starts.windows(2).map(|w| &bytes[w[0]..w[1]]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A ring made of others keeps their minisign, signify and SSH keys too (the
    /// publishers' catalogue builds each publisher's ring this way).
    #[test]
    fn extend_keeps_keys_of_every_format() {
        let mut one = Keyring::empty();
        let zig = "RWSGOq2NVecA2UPNdBUZykf1CCb147pkmdtYxgb3Ti+JO/wCYvhbAb/U";
        one.add_bytes(zig.as_bytes(), KeyOrigin::Given)
            .expect("minisign");
        one.add_identity("a@example.org", "https://issuer.example", KeyOrigin::Given);
        let mut all = Keyring::empty();
        all.extend(&one);
        all.extend(&one);
        assert_eq!(all.other_keys().len(), 1);
        assert_eq!(all.identities().len(), 1);
    }
}
