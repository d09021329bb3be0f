//! Hashdrop's record of a trusted Sigstore signer (Sigstore has no key file).

/// A trusted Sigstore signer written down, as the window's key store keeps one and
/// `--keyring FILE` takes one: two lines, `sigstore-identity: ID` and
/// `sigstore-issuer: URL` (Sigstore has no key file; this is Hashdrop's own record of
/// the pair `sigstore verify identity` is given). Returns the identity and the issuer.
pub(crate) fn parse_signer(bytes: &[u8]) -> Option<(String, String)> {
    let text = std::str::from_utf8(bytes).ok()?;
    let (mut identity, mut issuer) = (None, None);
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(v) = line.strip_prefix("sigstore-identity:") {
            identity = Some(v.trim().to_owned());
        } else if let Some(v) = line.strip_prefix("sigstore-issuer:") {
            issuer = Some(v.trim().to_owned());
        } else {
            return None;
        }
    }
    Some((identity?, issuer?)).filter(|(a, b)| !a.is_empty() && !b.is_empty())
}
