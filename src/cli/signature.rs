//! `hashdrop signature`, and the one line `hashdrop check` prints about a checksum
//! file's signature. What is good is decided by [`crate::trust`]; this reads files and
//! prints.

use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;
use std::time::SystemTime;

use anyhow::Context as _;

use super::args::{KeyArgs, SignatureArgs};
use super::output::{error_line, error_text, path_bytes, quote_name};
use crate::signed;
use crate::sums::{self, ParsedSums};
use crate::trust::{
    self, BadReason, KeyFormat, Keyring, Outcome, Report, TrustError, Verdict, format_date,
};

/// The bundled keys plus every `--keyring KEY`: a key file of any format, or a
/// minisign key given inline (`RW…`, as `minisign -P` takes it) when no such file
/// exists; and the Sigstore signer `--identity` with `--issuer`.
fn keyring(keys: &KeyArgs) -> anyhow::Result<Keyring> {
    let mut ring = Keyring::bundled();
    for file in &keys.keyrings {
        let inline = file
            .to_str()
            .filter(|s| s.starts_with("RW") && !file.exists());
        match inline {
            Some(key) => ring.add_bytes(key.as_bytes(), trust::KeyOrigin::Given),
            None => ring.add_file(file),
        }
        .with_context(|| shown(file))?;
    }
    if let (Some(identity), Some(issuer)) = (&keys.identity, &keys.issuer) {
        ring.add_identity(identity, issuer, trust::KeyOrigin::Given);
    }
    Ok(ring)
}

fn shown(path: &Path) -> String {
    String::from_utf8_lossy(&quote_name(&path_bytes(path))).into_owned()
}

/// The line for one signature (§4 of the signature issue's wording).
pub(super) fn verdict_line(v: &Verdict) -> String {
    match v {
        Verdict::Good {
            key,
            fingerprint,
            created,
            comment,
        } => {
            let mut line = format!(
                "Good signature from \"{}\" ({} {}",
                key.name,
                fingerprint_word(key.format),
                key.format.show(fingerprint)
            );
            if let Some(at) = created {
                line.push_str(&format!(", made {}", format_date(*at)));
            }
            line.push(')');
            if let Some(comment) = comment {
                line.push_str(&format!("; trusted comment: {comment}"));
            }
            line
        }
        Verdict::Bad {
            key,
            why: BadReason::Changed,
        } => format!("BAD signature (key {key})"),
        Verdict::Bad {
            key,
            why: BadReason::ForAnotherFile { named },
        } => format!("BAD signature (key {key}): this signature is for another file ({named:?})"),
        Verdict::Bad {
            key,
            why: BadReason::NotProven { reason },
        } => format!("BAD signature (certificate {key}): its proofs do not hold: {reason}"),
        Verdict::UnknownKey { key_id } => {
            format!("Unknown key {key_id}: no trusted key for this signature")
        }
        Verdict::UnknownSigner { identity, issuer } => format!(
            "Unknown signer \"{identity}\" (issuer {issuer}): a valid Sigstore signature, but \
             not from a trusted identity (give --identity and --issuer to trust one)"
        ),
        Verdict::Rejected {
            key,
            fingerprint,
            problem,
        } => format!(
            "Rejected signature from \"{}\" (fingerprint {fingerprint}): {problem}",
            key.name
        ),
        Verdict::Unreadable { reason } => format!("Unreadable signature: {reason}"),
    }
}

/// What the format calls the string that names a key.
fn fingerprint_word(format: KeyFormat) -> &'static str {
    match format {
        KeyFormat::OpenPgp | KeyFormat::Ssh => "fingerprint",
        KeyFormat::Minisign => "key ID",
        KeyFormat::Sigstore => "issuer",
    }
}

/// Exit status of `hashdrop signature`: 0 trusted, 1 bad, 2 anything else.
fn exit_for(outcome: Outcome) -> ExitCode {
    match outcome {
        Outcome::Trusted => ExitCode::SUCCESS,
        Outcome::Bad => ExitCode::FAILURE,
        Outcome::NotTrusted | Outcome::Unsigned => ExitCode::from(2),
    }
}

/// Runs `hashdrop signature [--keyring FILE]... FILE [SIGNATURE]`.
pub fn run(args: &SignatureArgs) -> anyhow::Result<ExitCode> {
    let ring = keyring(&args.keys)?;
    let now = SystemTime::now();
    let file = &args.file;
    let result = match &args.signature {
        Some(sig) => detached(file, sig, &ring, now),
        None => own_or_sibling(file, &ring, now),
    };
    let report = match result {
        Ok(r) => r,
        Err(e) => {
            error_line(&format!("{}: {}", shown(file), error_text(&e)));
            return Ok(ExitCode::from(2));
        }
    };
    let mut out = std::io::stdout().lock();
    for v in &report.signatures {
        writeln!(out, "{}", verdict_line(v))?;
    }
    out.flush()?;
    Ok(exit_for(report.outcome()))
}

fn detached(file: &Path, sig: &Path, ring: &Keyring, now: SystemTime) -> anyhow::Result<Report> {
    let bytes = trust::read_signature_file(sig).with_context(|| shown(sig))?;
    Ok(trust::verify_detached_file(file, &bytes, ring, now)?)
}

/// FILE's own clear signature, else the signature file beside it.
fn own_or_sibling(file: &Path, ring: &Keyring, now: SystemTime) -> anyhow::Result<Report> {
    let mut f = std::fs::File::open(file).map_err(|source| TrustError::Io {
        what: "the file",
        source,
    })?;
    let head = sums::read_sums_bytes(&mut f, sums::MAX_SUMS_FILE).ok();
    if let Some(bytes) = head.as_ref().filter(|b| trust::is_clear_signed(b)) {
        let checked = trust::verify_clear_signed(bytes, ring, now)?;
        outside_warning(file, &checked.signed);
        return Ok(checked.report);
    }
    if let Some(bytes) = head.filter(|b| trust::is_signify_embedded(b)) {
        return Ok(trust::verify_signify_embedded(&bytes, ring)?.1);
    }
    match trust::sibling_signature(file) {
        Some(sig) => detached(file, &sig, ring, now),
        None => Err(anyhow::anyhow!(
            "not signed: not clear-signed, and no {} file beside it",
            trust::SIGNATURE_SUFFIXES.map(|s| format!(".{s}")).join("/")
        )),
    }
}

/// Says on standard error that lines outside a clear signature were ignored.
fn outside_warning(file: &Path, signed: &trust::SignedText) {
    let outside = signed.lines_before + signed.lines_after;
    if outside > 0 {
        error_line(&format!(
            "{}: {outside} line(s) outside the signed text are not signed and were ignored",
            shown(file)
        ));
    }
}

/// What `hashdrop check` learnt about a checksum file's signature.
pub(super) struct SumsSignature {
    /// The lines to check: only the signed text of a clear-signed file.
    pub(super) parsed: ParsedSums,
    /// The one line to print on standard error (`None`: not signed, say nothing).
    pub(super) line: Option<String>,
    /// The combined outcome; `Unsigned` when there is no signature or it could not be read.
    pub(super) outcome: Outcome,
}

/// Checks the signature of a checksum file (`path` is `None` for standard input): its
/// clear signature, or a sibling `NAME.gpg/.sig/.asc/.sign`.
pub(super) fn for_sums_file(
    path: Option<&Path>,
    bytes: &[u8],
    keys: &KeyArgs,
) -> anyhow::Result<SumsSignature> {
    let ring = keyring(keys)?;
    let checked = signed::check_sums_bytes(path, bytes, None, &ring, SystemTime::now());
    let outcome = checked.signature.outcome();
    let line = match &checked.signature {
        signed::SumsSignature::Unsigned => None,
        signed::SumsSignature::Unreadable(e) => Some(format!("signature not checked: {e}")),
        signed::SumsSignature::ClearSigned {
            report,
            lines_outside,
        } => Some(summary_line(report, *lines_outside)),
        signed::SumsSignature::Detached { report, file } => {
            Some(format!("{} ({})", pick(report), shown(file)))
        }
    };
    Ok(SumsSignature {
        parsed: checked.parsed,
        line,
        outcome,
    })
}

/// The verdict that matters most, as one line: a bad one, else a good one, else the first.
fn pick(report: &Report) -> String {
    let n = report.signatures.len();
    let mut line = report
        .decisive()
        .map_or_else(|| "not signed".to_owned(), verdict_line);
    if n > 1 {
        line.push_str(&format!(" [{n} signatures]"));
    }
    line
}

fn summary_line(report: &Report, outside: usize) -> String {
    let mut line = pick(report);
    if outside > 0 {
        line.push_str(&format!(
            "; {outside} line(s) outside the signed text were ignored"
        ));
    }
    line
}
