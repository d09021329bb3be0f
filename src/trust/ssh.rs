//! SSH signatures (`ssh-keygen -Y sign -n file`, `-----BEGIN SSH SIGNATURE-----`),
//! parsed and checked with the `ssh-key` crate. The file is streamed: only its hash
//! is signed.

use std::io::Read;

use signature::Verifier as _;
use ssh_key::sha2::{self, Digest as _};
use ssh_key::{HashAlg, SshSig};

use super::error::TrustError;
use super::keyring::{Fingerprint, KeyFormat, KeyMaterial, Keyring, OtherKey};
use super::verdict::{BadReason, Problem, Signer, Verdict};

const WHAT: &str = "the signature";
const FORMAT: &str = "SSH";
const BEGIN: &str = "-----BEGIN SSH SIGNATURE-----";

/// The namespace of signatures over files, as `ssh-keygen -Y sign -n file` makes them.
pub const FILE_NAMESPACE: &str = "file";

/// Whether `bytes` are an armoured SSH signature.
pub(crate) fn looks_like(bytes: &[u8]) -> bool {
    let start = bytes
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(bytes.len());
    bytes[start..].starts_with(BEGIN.as_bytes())
}

/// Parses an armoured SSH signature.
pub(crate) fn parse(bytes: &[u8]) -> Result<SshSig, TrustError> {
    SshSig::from_pem(bytes).map_err(|e| TrustError::bad_format(WHAT, FORMAT, e))
}

/// The verdict on an SSH signature over what `open` reads, judged as `ssh-keygen -Y
/// verify -n file` judges it against an `allowed_signers` file holding the ring's
/// SSH keys.
pub(crate) fn verify<'a>(
    open: &mut dyn FnMut() -> Result<Box<dyn Read + 'a>, TrustError>,
    signature: &[u8],
    ring: &Keyring,
) -> Result<Verdict, TrustError> {
    let sig = parse(signature)?;
    let Some(key) = ring.other_keys().iter().find(|k| match &k.material {
        KeyMaterial::Ssh(ssh) => ssh.key.key_data() == sig.public_key(),
        KeyMaterial::Minisign(_) => false,
    }) else {
        let fp = Fingerprint(
            sig.public_key()
                .fingerprint(HashAlg::Sha256)
                .as_bytes()
                .to_vec(),
        );
        return Ok(Verdict::UnknownKey {
            key_id: KeyFormat::Ssh.show(&fp),
        });
    };
    let signer = || Signer {
        name: key.name.clone(),
        origin: key.origin.clone(),
        format: KeyFormat::Ssh,
    };
    if sig.namespace() != FILE_NAMESPACE {
        return Ok(Verdict::Rejected {
            key: signer(),
            fingerprint: key.fingerprint.clone(),
            problem: Problem::WrongNamespace {
                namespace: sig.namespace().to_owned(),
            },
        });
    }
    let hash = digest(sig.hash_alg(), &mut *open()?)?;
    Ok(if signed_by(&sig, &hash, key) {
        Verdict::Good {
            key: signer(),
            fingerprint: key.fingerprint.clone(),
            created: None,
            comment: None,
        }
    } else {
        Verdict::Bad {
            key: key.fingerprint.clone(),
            why: BadReason::Changed,
        }
    })
}

/// The file's hash with the signature's algorithm, streamed.
fn digest(alg: HashAlg, data: &mut dyn Read) -> Result<Vec<u8>, TrustError> {
    fn run<D: sha2::Digest>(mut hasher: D, data: &mut dyn Read) -> Result<Vec<u8>, TrustError> {
        let mut buf = vec![0; 256 * 1024];
        loop {
            let n = data.read(&mut buf).map_err(|source| TrustError::Io {
                what: "the signed file",
                source,
            })?;
            if n == 0 {
                return Ok(hasher.finalize().to_vec());
            }
            hasher.update(&buf[..n]);
        }
    }
    match alg {
        HashAlg::Sha256 => run(sha2::Sha256::new(), data),
        _ => run(sha2::Sha512::new(), data),
    }
}

/// Whether the signature holds over the blob PROTOCOL.sshsig defines (`SSHSIG`, the
/// namespace, the reserved field, the hash's name and the hash, each length-prefixed).
fn signed_by(sig: &SshSig, hash: &[u8], key: &OtherKey) -> bool {
    let KeyMaterial::Ssh(ssh) = &key.material else {
        return false;
    };
    let mut blob = b"SSHSIG".to_vec();
    for field in [
        sig.namespace().as_bytes(),
        sig.reserved(),
        sig.hash_alg().as_str().as_bytes(),
        hash,
    ] {
        let Ok(len) = u32::try_from(field.len()) else {
            return false;
        };
        blob.extend_from_slice(&len.to_be_bytes());
        blob.extend_from_slice(field);
    }
    ssh.key.key_data().verify(&blob, sig.signature()).is_ok()
}
