//! Why a signature or a key file could not be read at all. Verdicts about readable
//! signatures are data ([`super::Verdict`]), not errors.

/// Reading signatures or keys failed before any signature could be judged.
#[derive(Debug, thiserror::Error)]
pub enum TrustError {
    /// A file could not be read.
    #[error("cannot read {what}: {source}")]
    Io {
        /// Which file, in words ("the signature", "the key file").
        what: &'static str,
        /// The operating system's error.
        #[source]
        source: std::io::Error,
    },
    /// The input is larger than any real signature or key file.
    #[error("{what} is too large (over {limit} bytes); it cannot be a real one")]
    TooLarge {
        /// Which input, in words.
        what: &'static str,
        /// The limit, in bytes.
        limit: u64,
    },
    /// The armour or the packets could not be parsed.
    #[error("{what} is not valid OpenPGP data: {reason}")]
    Malformed {
        /// Which input, in words.
        what: &'static str,
        /// What rPGP or the framing said.
        reason: String,
    },
    /// A minisign, signify or SSH signature or key that does not parse.
    #[error("{what} is not a valid {format} one: {reason}")]
    BadFormat {
        /// Which input, in words.
        what: &'static str,
        /// The format it looked like (`minisign`, `signify`, `SSH`).
        format: &'static str,
        /// What is wrong with it.
        reason: String,
    },
    /// The signature data held no signature packet.
    #[error("the signature file holds no signature")]
    NoSignature,
    /// The key file held no public key.
    #[error("the key file holds no OpenPGP public key")]
    NoKey,
    /// The file is not a clear-signed message.
    #[error("the file is not signed (no \"-----BEGIN PGP SIGNED MESSAGE-----\" line)")]
    NotClearSigned,
    /// A clear-signed message whose signature block is missing or cut short.
    #[error("the clear-signed message has no complete signature block")]
    MissingSignatureBlock,
    /// A clear-signed file with more than one signed message: which text is meant
    /// would be ambiguous, so none is trusted.
    #[error("the file holds {count} signed messages; only files with one are accepted")]
    SeveralSignedBlocks {
        /// How many `BEGIN PGP SIGNED MESSAGE` lines were found.
        count: usize,
    },
    /// An armour header other than `Hash:` in a clear-signed message (RFC 9580 §7).
    #[error("unexpected armour header in the signed message: {0:?}")]
    BadArmourHeader(String),
}

impl TrustError {
    pub(crate) fn bad_format(
        what: &'static str,
        format: &'static str,
        reason: impl std::fmt::Display,
    ) -> Self {
        Self::BadFormat {
            what,
            format,
            reason: reason.to_string(),
        }
    }

    pub(crate) fn malformed(what: &'static str, reason: impl std::fmt::Display) -> Self {
        Self::Malformed {
            what,
            reason: reason.to_string(),
        }
    }
}
