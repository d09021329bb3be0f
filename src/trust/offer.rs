//! A key file offered for trust: what it holds, shown to the person before anything is
//! kept. Nothing here writes or trusts anything; the app keeps the exact bytes shown
//! once the person has compared the fingerprint and said yes. A key of any format goes
//! through the same door: OpenPGP here, minisign/signify and SSH keys and Sigstore
//! signers in [`super::offer_other`], told apart by content as [`super::Keyring`] does.
//!
//! It also spots look-alikes: a key that carries the name or e-mail address of a
//! publisher's bundled key but is not that key. Anyone can make a key with any name, so
//! a key called "Ubuntu CD Image Automatic Signing Key" proves nothing about Ubuntu.

use std::path::Path;
use std::time::{Duration, SystemTime};

use pgp::composed::SignedPublicKey;
use pgp::types::KeyDetails;

use super::bundled::{BUNDLED, BundledKey};
use super::error::TrustError;
use super::keyring::{Fingerprint, KeyFormat, MAX_KEY_FILE, parse_keys, read_capped};
use super::offer_other;
pub use super::offered_key::{OfferedKey, UserId};
use super::verify::primary_self_signature;

/// A key file read for the confirmation: its keys and the exact bytes to keep.
#[derive(Clone, Debug)]
pub struct KeyOffer {
    /// The file's bytes as read: what is kept is exactly what was shown.
    pub bytes: Vec<u8>,
    /// The keys in it, at least one.
    pub keys: Vec<OfferedKey>,
}

impl KeyOffer {
    /// Reads a key file (armoured or binary, one key or many); an error when it holds
    /// no public key Hashdrop can read.
    pub fn from_file(path: &Path) -> Result<Self, TrustError> {
        Self::from_bytes(read_capped(path, MAX_KEY_FILE, "the key file")?)
    }

    /// The keys in `bytes`, of whichever format their content shows (the order
    /// [`super::Keyring::add_bytes`] tries them in).
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Self, TrustError> {
        if let Some(keys) = offer_other::describe(&bytes)? {
            return Ok(Self { bytes, keys });
        }
        let keys = parse_keys(&bytes)?
            .iter()
            .map(describe)
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Self { bytes, keys })
    }

    /// A Sigstore signer (Sigstore has no key file), offered from a bundle it signed:
    /// `identity` vouched for by `issuer`. Kept, once confirmed, as the record
    /// `sigstore-identity:` / `sigstore-issuer:` that [`super::Keyring`] reads.
    pub fn signer(identity: &str, issuer: &str) -> Self {
        let key = offer_other::signer(identity, issuer);
        Self {
            bytes: key.bytes.clone(),
            keys: vec![key],
        }
    }

    /// The first key (the one the file is named after in the app's store).
    pub fn first(&self) -> &OfferedKey {
        // `from_bytes` refuses files without a key, so there is always a first.
        &self.keys[0]
    }

    /// Whether any key in it carries a bundled key's name without being it.
    pub fn impersonates(&self) -> Option<&'static BundledKey> {
        self.keys.iter().find_map(|k| k.impersonates)
    }

    /// The key with this fingerprint, if the file holds it.
    pub fn key(&self, fingerprint: &Fingerprint) -> Option<&OfferedKey> {
        self.keys.iter().find(|k| &k.fingerprint == fingerprint)
    }
}

fn describe(key: &SignedPublicKey) -> Result<OfferedKey, TrustError> {
    let bytes = key
        .to_armored_bytes(pgp::composed::ArmorOptions::default())
        .map_err(|e| TrustError::malformed("the key file", e))?;
    let fingerprint = Fingerprint::of(&key.fingerprint());
    let user_ids: Vec<UserId> = key
        .details
        .users
        .iter()
        .map(|u| UserId::parse(&String::from_utf8_lossy(u.id.id())))
        .collect();
    let created = SystemTime::from(key.primary_key.created_at());
    let expires = primary_self_signature(key)
        .and_then(|s| s.key_expiration_time())
        .filter(|d| d.as_secs() > 0)
        .map(|d| created + Duration::from_secs(d.as_secs().into()));
    let bundled = BUNDLED.iter().find(|b| b.fingerprint == fingerprint.hex());
    let impersonates = match bundled {
        Some(_) => None,
        None => look_alike_of(&user_ids),
    };
    Ok(OfferedKey {
        bytes,
        format: KeyFormat::OpenPgp,
        fingerprint,
        user_ids,
        created: Some(created),
        key_line: None,
        expires,
        bundled,
        impersonates,
    })
}

/// The bundled key whose name (comment and case aside) or e-mail address one of
/// `user_ids` carries.
fn look_alike_of(user_ids: &[UserId]) -> Option<&'static BundledKey> {
    BUNDLED.iter().find(|b| {
        let known = bundled_user_ids(b);
        user_ids.iter().any(|u| {
            known.iter().any(|k| {
                plain_name(&u.name) == plain_name(&k.name)
                    || (!u.email.is_empty() && u.email.eq_ignore_ascii_case(&k.email))
            }) || plain_name(&u.name) == plain_name(b.name)
        })
    })
}

/// The user IDs of a bundled key, read from its own file.
fn bundled_user_ids(b: &BundledKey) -> Vec<UserId> {
    parse_keys(b.bytes)
        .unwrap_or_default()
        .iter()
        .flat_map(|k| k.details.users.iter())
        .map(|u| UserId::parse(&String::from_utf8_lossy(u.id.id())))
        .collect()
}

/// A name without its `(comment)`, lower-case, with single spaces: "Ubuntu CD Image
/// Automatic Signing Key (2012)" and "ubuntu  cd image automatic signing key" are one.
fn plain_name(name: &str) -> String {
    let without_comment = match name.find('(') {
        Some(i) => &name[..i],
        None => name,
    };
    without_comment
        .split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    const ZIG: &str = "RWSGOq2NVecA2UPNdBUZykf1CCb147pkmdtYxgb3Ti+JO/wCYvhbAb/U";
    const SSH: &str =
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBtTybKJsMhw0sIZlAqVmAhFtAdN5Rm0teZSnqZrVQOs";

    #[test]
    fn every_format_is_offered_with_its_fingerprint() {
        let zig = KeyOffer::from_bytes(ZIG.as_bytes().to_vec()).expect("minisign");
        assert_eq!(zig.first().format, KeyFormat::Minisign);
        assert_eq!(zig.first().shown_fingerprint(), "D900E7558DAD3A86");
        assert_eq!(zig.first().key_line.as_deref(), Some(ZIG));
        assert_eq!(zig.first().bundled.map(|b| b.publisher), Some("Zig"));

        let signers = format!("alice@example.org {SSH}\nbob namespaces=\"file\" {SSH} x\n");
        let ssh = KeyOffer::from_bytes(signers.into_bytes()).expect("ssh");
        assert_eq!(ssh.keys.len(), 2);
        assert_eq!(ssh.keys[1].format, KeyFormat::Ssh);
        assert_eq!(ssh.keys[1].user_ids[0].name, "bob");
        assert!(ssh.keys[1].shown_fingerprint().starts_with("SHA256:"));
        // What is kept of one key reads back as that key, with its principals.
        let kept = KeyOffer::from_bytes(ssh.keys[1].bytes.clone()).expect("kept");
        assert_eq!(kept.keys.len(), 1);
        assert_eq!(kept.first().fingerprint, ssh.keys[1].fingerprint);
        assert_eq!(kept.first().user_ids[0].name, "bob");

        let signer = KeyOffer::signer("hugo@python.org", "https://github.com/login/oauth");
        assert!(
            signer.first().bundled.is_some(),
            "a release manager of CPython"
        );
        let again = KeyOffer::from_bytes(signer.bytes.clone()).expect("signer record");
        assert_eq!(again.first(), signer.first());
        assert!(KeyOffer::from_bytes(b"ssh-ed25519 AAAAnot".to_vec()).is_err());
    }

    #[test]
    fn user_ids_are_split_into_name_and_email() {
        let u = UserId::parse("Ubuntu CD Image Automatic Signing Key (2012) <cdimage@ubuntu.com>");
        assert_eq!(u.name, "Ubuntu CD Image Automatic Signing Key (2012)");
        assert_eq!(u.email, "cdimage@ubuntu.com");
        let bare = UserId::parse("Just A Name");
        assert_eq!(
            (bare.name.as_str(), bare.email.as_str()),
            ("Just A Name", "")
        );
    }

    #[test]
    fn a_bundled_key_is_recognised_and_is_no_look_alike() {
        // The OpenPGP ones: a minisign key (Zig's) is no OpenPGP offer.
        for b in BUNDLED.iter().filter(|b| b.file.ends_with(".asc")) {
            let offer = KeyOffer::from_bytes(b.bytes.to_vec()).expect("bundled key parses");
            assert_eq!(offer.first().fingerprint.hex(), b.fingerprint);
            assert_eq!(offer.first().bundled, Some(b), "{}", b.publisher);
            assert!(offer.impersonates().is_none(), "{}", b.publisher);
            assert!(!offer.first().user_ids.is_empty());
        }
    }

    #[test]
    fn names_match_whatever_their_comment_and_case() {
        let ids = |name: &str, email: &str| {
            vec![UserId {
                name: name.into(),
                email: email.into(),
            }]
        };
        let ubuntu = |b: Option<&BundledKey>| b.map(|b| b.publisher);
        assert_eq!(
            ubuntu(look_alike_of(&ids(
                "Ubuntu CD Image Automatic Signing Key",
                ""
            ))),
            Some("Ubuntu")
        );
        assert_eq!(
            ubuntu(look_alike_of(&ids(
                "ubuntu cd  image automatic signing key (2025)",
                ""
            ))),
            Some("Ubuntu")
        );
        assert_eq!(
            ubuntu(look_alike_of(&ids("Someone", "CDIMAGE@ubuntu.com"))),
            Some("Ubuntu")
        );
        assert_eq!(look_alike_of(&ids("Jane Doe", "jane@example.org")), None);
    }
}
