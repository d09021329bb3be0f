//! SSH public keys as signers: one `.pub` line (`ssh-ed25519 AAAA… comment`) or an
//! `allowed_signers` file (`principals [options] keytype AAAA…`, as `ssh-keygen -Y
//! verify -f` reads it). Parsing of the key itself is the `ssh-key` crate's.

use ssh_key::{HashAlg, PublicKey};

use super::error::TrustError;

const WHAT: &str = "the key file";
const FORMAT: &str = "SSH";

/// The key types `ssh-keygen -Y sign` can use (certificates are not accepted).
const KEY_TYPES: [&str; 7] = [
    "ssh-ed25519",
    "ssh-rsa",
    "ecdsa-sha2-nistp256",
    "ecdsa-sha2-nistp384",
    "ecdsa-sha2-nistp521",
    "sk-ssh-ed25519@openssh.com",
    "sk-ecdsa-sha2-nistp256@openssh.com",
];

/// One SSH key trusted for signing files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SshKey {
    /// The key.
    pub key: PublicKey,
    /// Who it stands for: the principals of its `allowed_signers` line, else the
    /// `.pub` line's comment.
    pub principals: String,
}

impl SshKey {
    /// The SHA-256 fingerprint of the key, as `ssh-keygen -l` computes it.
    pub fn sha256(&self) -> Vec<u8> {
        self.key.fingerprint(HashAlg::Sha256).as_bytes().to_vec()
    }
}

/// Where the key type is on a line, if it is a key line at all.
fn key_type_at(tokens: &[&str]) -> Option<usize> {
    tokens.iter().position(|t| KEY_TYPES.contains(t))
}

fn key_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

/// Whether `bytes` look like SSH public keys: a text whose first key line names an SSH
/// key type followed by base64.
pub(crate) fn looks_like_ssh_keys(bytes: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return false;
    };
    key_lines(text).next().is_some_and(|line| {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        key_type_at(&tokens)
            .is_some_and(|i| tokens.get(i + 1).is_some_and(|b| b.starts_with("AAAA")))
    })
}

/// Every key of a `.pub` file or an `allowed_signers` file that may sign files. A line
/// that restricts its key in a way Hashdrop does not check (`cert-authority`,
/// `valid-after`, `valid-before`) is left out, and so is one whose `namespaces`
/// option leaves out `file`: such keys are not trusted rather than trusted too widely.
pub(crate) fn parse_ssh_keys(bytes: &[u8]) -> Result<Vec<SshKey>, TrustError> {
    let text = std::str::from_utf8(bytes)
        .map_err(|_| TrustError::bad_format(WHAT, FORMAT, "it is not text"))?;
    let mut keys = Vec::new();
    for (n, line) in key_lines(text).enumerate() {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let at = key_type_at(&tokens).ok_or_else(|| {
            TrustError::bad_format(WHAT, FORMAT, format_args!("line {}: no key type", n + 1))
        })?;
        let key = PublicKey::from_openssh(&tokens[at..].join(" ")).map_err(|e| {
            TrustError::bad_format(WHAT, FORMAT, format_args!("line {}: {e}", n + 1))
        })?;
        let principals = match at {
            0 => key.comment().to_owned(),
            _ => tokens[0].to_owned(),
        };
        let options = tokens.get(1..at).unwrap_or_default().join(" ");
        if allows_files(&options) {
            keys.push(SshKey { key, principals });
        }
    }
    if keys.is_empty() {
        return Err(TrustError::NoKey);
    }
    Ok(keys)
}

/// Whether an `allowed_signers` line's options let its key sign files.
fn allows_files(options: &str) -> bool {
    let lower = options.to_ascii_lowercase();
    if ["cert-authority", "valid-after", "valid-before"]
        .iter()
        .any(|o| lower.contains(o))
    {
        return false;
    }
    let Some(at) = lower.find("namespaces=") else {
        return options.is_empty();
    };
    let list = lower[at + "namespaces=".len()..]
        .trim_start_matches('"')
        .split('"')
        .next()
        .unwrap_or_default();
    list.split(',').any(|ns| ns == "file" || ns == "*")
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBtTybKJsMhw0sIZlAqVmAhFtAdN5Rm0teZSnqZrVQOs alice@example.org";

    #[test]
    fn a_pub_line_and_allowed_signers_lines() {
        let one = parse_ssh_keys(KEY.as_bytes()).expect("pub line");
        assert_eq!(one[0].principals, "alice@example.org");
        let signers = format!(
            "# comment\nalice@example.org {KEY}\nbob namespaces=\"git\" {KEY}\n\
             carol namespaces=\"git,file\" {KEY}\ndave valid-before=\"20300101\" {KEY}\n"
        );
        let keys = parse_ssh_keys(signers.as_bytes()).expect("allowed_signers");
        let who: Vec<&str> = keys.iter().map(|k| k.principals.as_str()).collect();
        assert_eq!(who, ["alice@example.org", "carol"]);
        assert!(looks_like_ssh_keys(signers.as_bytes()));
        assert!(!looks_like_ssh_keys(b"untrusted comment: x\nRWQ\n"));
        assert!(parse_ssh_keys(b"ssh-ed25519 AAAAnotbase64").is_err());
    }
}
