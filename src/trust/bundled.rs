//! The publishers' keys shipped with Hashdrop, each with its pinned fingerprint and the
//! official page that publishes it. A test checks that every file holds exactly that
//! key (`bundled_keys_have_their_pinned_fingerprints`).
//!
//! Where the key material came from is recorded in `assets/keys/SOURCES.md`.

/// One bundled key.
#[derive(Debug, PartialEq, Eq)]
pub struct BundledKey {
    /// Who publishes images signed by it, e.g. `Ubuntu`.
    pub publisher: &'static str,
    /// The key's user ID as the publisher names it.
    pub name: &'static str,
    /// The full primary-key fingerprint, upper-case hex without spaces (for a minisign
    /// key, its key ID as `minisign` prints it).
    pub fingerprint: &'static str,
    /// The publisher's page that prints this fingerprint.
    pub page: &'static str,
    /// The key file (armoured OpenPGP, or a minisign `.pub`), under `assets/keys/`.
    pub file: &'static str,
    /// Its bytes.
    pub bytes: &'static [u8],
}

macro_rules! key_file {
    ($file:literal) => {
        ($file, include_bytes!(concat!("../../assets/keys/", $file)))
    };
}

const fn key(
    publisher: &'static str,
    name: &'static str,
    fingerprint: &'static str,
    page: &'static str,
    (file, bytes): (&'static str, &'static [u8]),
) -> BundledKey {
    BundledKey {
        publisher,
        name,
        fingerprint,
        page,
        file,
        bytes,
    }
}

/// Every bundled key.
pub static BUNDLED: &[BundledKey] = &[
    key(
        "Ubuntu",
        "Ubuntu CD Image Automatic Signing Key (2012)",
        "843938DF228D22F7B3742BC0D94AA3F0EFE21092",
        "https://ubuntu.com/tutorials/how-to-verify-ubuntu",
        key_file!("ubuntu-cdimage-2012.asc"),
    ),
    key(
        "Debian",
        "Debian CD signing key (2011)",
        "DF9B9C49EAA9298432589D76DA87E80D6294BE9B",
        "https://www.debian.org/CD/verify",
        key_file!("debian-cd-2011.asc"),
    ),
    key(
        "Debian",
        "Debian CD signing key (2009)",
        "10460DAD76165AD81FBC0CE9988021A964E6EA7D",
        "https://www.debian.org/CD/verify",
        key_file!("debian-cd-2009.asc"),
    ),
    key(
        "Fedora",
        "Fedora (41)",
        "466CF2D8B60BC3057AA9453ED0622462E99D6AD1",
        "https://fedoraproject.org/security/",
        key_file!("fedora-41.asc"),
    ),
    key(
        "Fedora",
        "Fedora (42)",
        "B0F4950458F69E1150C6C5EDC8AC4916105EF944",
        "https://fedoraproject.org/security/",
        key_file!("fedora-42.asc"),
    ),
    key(
        "Linux Mint",
        "Linux Mint ISO Signing Key",
        "27DEB15644C6B3CF3BD7D291300F846BA25BAE09",
        "https://linuxmint-installation-guide.readthedocs.io/en/latest/verify.html",
        key_file!("linuxmint.asc"),
    ),
    key(
        "Kali Linux",
        "Kali Linux Repository",
        "44C6513A8E4FB3D30875F758ED444FF07D8D0BF6",
        "https://www.kali.org/docs/introduction/download-official-kali-linux-images/",
        key_file!("kali-2012.asc"),
    ),
    key(
        "Arch Linux",
        "Pierre Schmitz (Arch Linux release engineer)",
        "3E80CA1A8B89F69CBA57D98A76A5EF9054449A5C",
        "https://archlinux.org/download/",
        key_file!("archlinux-pierre-schmitz.asc"),
    ),
    key(
        "Tails",
        "Tails developers (offline long-term identity key)",
        "A490D0F4D311A4153E2BB7CADBB802B258ACD84F",
        "https://tails.net/doc/about/openpgp_keys/index.en.html",
        key_file!("tails.asc"),
    ),
    key(
        "Zig",
        "Zig Software Foundation",
        "D900E7558DAD3A86",
        "https://ziglang.org/download/",
        key_file!("zig.pub"),
    ),
];

/// The page where CPython names the Sigstore identity of each release's manager.
const CPYTHON_SIGSTORE: &str = "https://www.python.org/downloads/metadata/sigstore/";

/// A Sigstore signer (an identity and its OIDC issuer: Sigstore has no keys) shipped
/// with Hashdrop. The fields of [`BundledKey`] hold: `name` the identity, `fingerprint`
/// the OIDC issuer; there is no key file.
const fn sigstore(name: &'static str, issuer: &'static str, releases: &'static str) -> BundledKey {
    BundledKey {
        publisher: "CPython",
        name,
        fingerprint: issuer,
        page: CPYTHON_SIGSTORE,
        file: releases,
        bytes: b"",
    }
}

/// Every bundled Sigstore signer: CPython's release managers, as python.org lists them
/// (each signs the `.sigstore` bundle of every file of their releases since 3.7.14).
/// `file` names the releases, for people; it is not a file here.
pub static SIGSTORE_SIGNERS: &[BundledKey] = &[
    sigstore("nad@python.org", "https://github.com/login/oauth", "3.7"),
    sigstore(
        "lukasz@langa.pl",
        "https://github.com/login/oauth",
        "3.8, 3.9",
    ),
    sigstore(
        "pablogsal@python.org",
        "https://accounts.google.com",
        "3.10, 3.11",
    ),
    sigstore(
        "thomas@python.org",
        "https://accounts.google.com",
        "3.12, 3.13",
    ),
    sigstore(
        "hugo@python.org",
        "https://github.com/login/oauth",
        "3.14, 3.15",
    ),
];

#[cfg(test)]
mod tests {
    use super::super::keyring::{Fingerprint, parse_keys};
    use super::*;

    #[test]
    fn bundled_keys_have_their_pinned_fingerprints() {
        for b in BUNDLED.iter().filter(|b| b.file.ends_with(".pub")) {
            let key = crate::trust::ed25519::parse_key(b.bytes).expect(b.file);
            assert_eq!(
                Fingerprint(key.shown_id()).hex(),
                b.fingerprint,
                "{}",
                b.file
            );
        }
        for b in BUNDLED.iter().filter(|b| b.file.ends_with(".asc")) {
            let keys = parse_keys(b.bytes).unwrap_or_else(|e| panic!("{}: {e}", b.file));
            assert_eq!(keys.len(), 1, "{}: exactly one key", b.file);
            let fp = Fingerprint::of(&pgp::types::KeyDetails::fingerprint(&keys[0]));
            assert_eq!(fp.hex(), b.fingerprint, "{}", b.file);
            assert!(b.page.starts_with("https://"), "{}", b.file);
        }
    }
}
