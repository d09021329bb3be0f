//! What was found about each signature, as data. Sentences are made at the edges (CLI,
//! GUI); [`Problem`]'s `Display` is the one plain-words explanation both may reuse.

use std::fmt;
use std::time::SystemTime;

use super::keyring::{Fingerprint, KeyFormat, KeyOrigin};

/// Who made a signature: a trusted key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signer {
    /// The key's first user ID (OpenPGP), its comment (minisign, signify) or its
    /// principals (an SSH `allowed_signers` line).
    pub name: String,
    /// Where the key came from (bundled publishers' keys carry their page).
    pub origin: KeyOrigin,
    /// The key's format.
    pub format: KeyFormat,
}

impl Signer {
    /// The publisher, for keys bundled with Hashdrop.
    pub fn publisher(&self) -> Option<&'static str> {
        match self.origin {
            KeyOrigin::Bundled(b) => Some(b.publisher),
            _ => None,
        }
    }
}

/// Why a signature that matches the text is still not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Made with a hash that can be forged (SHA-1, MD5, RIPEMD-160).
    WeakHash {
        /// The hash's name, e.g. `SHA1`.
        hash: String,
    },
    /// The key had expired when the signature was made.
    KeyExpired {
        /// When it expired.
        at: SystemTime,
    },
    /// The key (or the signing subkey) was revoked.
    KeyRevoked {
        /// When the revocation was made.
        at: Option<SystemTime>,
        /// The reason it gives, if any.
        reason: Option<String>,
    },
    /// A subkey without a valid binding signature from its primary key.
    SubkeyNotBound,
    /// The key has no valid self-signature, so nothing it says about itself holds.
    NoValidSelfSignature,
    /// A key or subkey whose flags do not allow signing.
    NotForSigning,
    /// The signature says it was made later than now.
    FutureDated {
        /// The date it claims.
        created: SystemTime,
    },
    /// The signature says it was made before the key existed.
    BeforeKey {
        /// The date it claims.
        created: SystemTime,
    },
    /// The signature expired.
    SignatureExpired {
        /// When.
        at: SystemTime,
    },
    /// The signature carries no creation time.
    NoCreationTime,
    /// A clear-signed message whose `Hash:` header names other algorithms than the one
    /// the signature uses.
    HashHeaderMismatch {
        /// What the header says.
        header: Vec<String>,
        /// What the signature uses.
        actual: String,
    },
    /// Not a signature over a document (a key certification, for example).
    NotADocumentSignature,
    /// An SSH signature made for another purpose than signing files (`ssh-keygen -Y
    /// sign -n git`, for example): `ssh-keygen -Y verify -n file` refuses it too.
    WrongNamespace {
        /// The namespace it was made for.
        namespace: String,
    },
}

/// Why a signature is bad.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadReason {
    /// It does not match the data: the data was changed after it was signed.
    Changed,
    /// It is good, but its signed (trusted) comment names another file than the one
    /// checked: Zig's rule for minisign, so that a mirror cannot hand out an old
    /// signed release under a new name.
    ForAnotherFile {
        /// The file its trusted comment names.
        named: String,
    },
    /// A Sigstore bundle whose proofs do not hold: its certificate does not chain to
    /// Sigstore's root or was not valid when it signed, or the transparency log's proof
    /// is missing or wrong. Anyone can make such a bundle; it proves nothing.
    NotProven {
        /// What failed, in the verifier's words.
        reason: String,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::WeakHash { hash } => write!(
                f,
                "it uses the {hash} hash, which is broken: such signatures can be forged, so \
                 they are rejected (as GnuPG and Sequoia do)"
            ),
            Self::KeyExpired { at } => {
                write!(
                    f,
                    "the key had expired ({}) when it was made",
                    format_date(*at)
                )
            }
            Self::KeyRevoked { at, reason } => {
                f.write_str("the key was revoked")?;
                if let Some(at) = at {
                    write!(f, " on {}", format_date(*at))?;
                }
                if let Some(reason) = reason.as_deref().filter(|r| !r.is_empty()) {
                    write!(f, " ({reason})")?;
                }
                Ok(())
            }
            Self::SubkeyNotBound => f.write_str(
                "it was made by a subkey that its primary key does not validly bind for signing",
            ),
            Self::NoValidSelfSignature => f.write_str("the key has no valid self-signature"),
            Self::NotForSigning => f.write_str("the key is not allowed to make signatures"),
            Self::FutureDated { created } => {
                write!(f, "it is dated in the future ({})", format_date(*created))
            }
            Self::BeforeKey { created } => write!(
                f,
                "it is dated {}, before the key was made",
                format_date(*created)
            ),
            Self::SignatureExpired { at } => write!(f, "it expired on {}", format_date(*at)),
            Self::NoCreationTime => f.write_str("it carries no creation date"),
            Self::HashHeaderMismatch { header, actual } => write!(
                f,
                "the message's Hash header says {} but the signature uses {actual}",
                header.join(",")
            ),
            Self::NotADocumentSignature => f.write_str("it is not a signature over a document"),
            Self::WrongNamespace { namespace } => write!(
                f,
                "it was made for {namespace:?}, not for signing files (namespace \"file\")"
            ),
        }
    }
}

/// The verdict on one signature.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It matches the signed data and comes from a trusted key, within policy.
    Good {
        /// The trusted key.
        key: Signer,
        /// The primary key's fingerprint (what publishers print).
        fingerprint: Fingerprint,
        /// When the signature was made, where the format says (OpenPGP always; minisign
        /// in its trusted comment; signify and SSH signatures carry no date).
        created: Option<SystemTime>,
        /// minisign's trusted comment (signed with the data), as the publisher wrote it.
        comment: Option<String>,
    },
    /// It does not match the signed data: the data was changed after signing, or (a
    /// minisign signature) it was made for another file.
    Bad {
        /// The key that was tried: its primary fingerprint.
        key: Fingerprint,
        /// Why it is bad.
        why: BadReason,
    },
    /// No trusted key has the issuer's key ID or fingerprint.
    UnknownKey {
        /// The issuer in hex: its fingerprint when the signature names it, else its
        /// 16-digit key ID.
        key_id: String,
    },
    /// A Sigstore bundle whose proofs all hold, made by a signer nobody trusts here:
    /// Sigstore has no keys, so anyone can get a certificate for their own identity.
    /// The identity is what the bundle's certificate says; not checked against a list.
    UnknownSigner {
        /// The certificate's identity (an e-mail address or a URI).
        identity: String,
        /// The OIDC issuer that vouched for it.
        issuer: String,
    },
    /// It matches, from a trusted key, but policy refuses it.
    Rejected {
        /// The trusted key.
        key: Signer,
        /// The primary key's fingerprint.
        fingerprint: Fingerprint,
        /// Why.
        problem: Problem,
    },
    /// A signature packet Hashdrop cannot read (an unknown version, for example).
    Unreadable {
        /// What rPGP said.
        reason: String,
    },
}

impl Verdict {
    /// Whether this is a good signature from a trusted key.
    pub fn is_good(&self) -> bool {
        matches!(self, Self::Good { .. })
    }
}

/// The combined result over every signature of one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// At least one good signature from a trusted key, and none bad.
    Trusted,
    /// At least one signature does not match: the data was changed.
    Bad,
    /// Signed, but no signature is both good and from a trusted key.
    NotTrusted,
    /// No signature at all.
    Unsigned,
}

/// Every signature's verdict, in file order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// One verdict per signature packet.
    pub signatures: Vec<Verdict>,
}

impl Report {
    /// The verdict that matters most, to say in one line: a bad one, else a good one,
    /// else the first; `None` when there is no signature.
    pub fn decisive(&self) -> Option<&Verdict> {
        let sigs = &self.signatures;
        sigs.iter()
            .find(|v| matches!(v, Verdict::Bad { .. }))
            .or_else(|| sigs.iter().find(|v| v.is_good()))
            .or_else(|| sigs.first())
    }

    /// The combined outcome: the file counts as signed when at least one good signature
    /// comes from a trusted key and no signature is bad.
    pub fn outcome(&self) -> Outcome {
        if self.signatures.is_empty() {
            Outcome::Unsigned
        } else if self
            .signatures
            .iter()
            .any(|v| matches!(v, Verdict::Bad { .. }))
        {
            Outcome::Bad
        } else if self.signatures.iter().any(Verdict::is_good) {
            Outcome::Trusted
        } else {
            Outcome::NotTrusted
        }
    }
}

/// A date as `YYYY-MM-DD HH:MM:SS UTC` (no time-zone database needed).
pub fn format_date(t: SystemTime) -> String {
    let secs = t
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02} UTC",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn dates_are_utc_calendar_dates() {
        let at = |s| SystemTime::UNIX_EPOCH + Duration::from_secs(s);
        assert_eq!(format_date(at(0)), "1970-01-01 00:00:00 UTC");
        assert_eq!(format_date(at(951_782_400)), "2000-02-29 00:00:00 UTC");
        assert_eq!(format_date(at(1_700_000_000)), "2023-11-14 22:13:20 UTC");
    }

    #[test]
    fn outcome_needs_a_good_signature_and_no_bad_one() {
        let fp = Fingerprint(vec![1; 20]);
        let good = Verdict::Good {
            key: Signer {
                name: "k".into(),
                origin: KeyOrigin::Given,
                format: KeyFormat::OpenPgp,
            },
            fingerprint: fp.clone(),
            created: Some(SystemTime::UNIX_EPOCH),
            comment: None,
        };
        let bad = Verdict::Bad {
            key: fp,
            why: BadReason::Changed,
        };
        let unknown = Verdict::UnknownKey {
            key_id: "AB".into(),
        };
        let r = |v: Vec<Verdict>| Report { signatures: v }.outcome();
        assert_eq!(r(vec![]), Outcome::Unsigned);
        assert_eq!(r(vec![unknown.clone()]), Outcome::NotTrusted);
        assert_eq!(r(vec![unknown.clone(), good.clone()]), Outcome::Trusted);
        assert_eq!(r(vec![good, bad, unknown]), Outcome::Bad);
    }
}
