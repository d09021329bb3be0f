//! `hashdrop verify --publisher FILE...`: asks each file's publisher for its signed
//! checksum ([`crate::publisher`]). Exit 0 when every file matched a signed list, 1 when
//! one does not match or a list's signature is bad, 2 when there is no answer for one.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use super::output::{error_line, path_bytes};
use crate::publisher::{self, Answer, Catalogue, Fetcher, Limits};
use crate::trust::format_date;

/// Runs `verify --publisher`.
pub fn run(files: &[PathBuf], status: bool) -> anyhow::Result<ExitCode> {
    // A person's publishers file that cannot be used is said, and left out: the
    // bundled publishers still answer.
    let catalogue = match Catalogue::with_user(publisher::user_catalogue_path().as_deref()) {
        Ok(c) => c,
        Err(e) => {
            error_line(&format!("warning: {e}"));
            Catalogue::bundled()?
        }
    };
    let fetcher = Fetcher::from_env(limits_from_env())?;
    let cache = publisher::default_cache().unwrap_or_else(|| {
        publisher::Cache::in_dir(std::env::temp_dir().join("hashdrop-publishers"))
    });
    let mut worst = 0u8;
    for file in files {
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let answer = match catalogue.find(&name) {
            Some(release) => publisher::ask(file, &release, &fetcher, &cache),
            None => Answer::NoAnswer(publisher::NoAnswer::UnknownPublisher),
        };
        let code = code_of(&answer);
        worst = match (worst, code) {
            (1, _) | (_, 1) => 1,
            (a, b) => a.max(b),
        };
        if !status {
            say(file, &answer)?;
        }
    }
    Ok(ExitCode::from(worst))
}

/// The time limits, shortened by `HASHDROP_FETCH_TIMEOUT` (seconds, for tests of slow
/// servers); the sizes stay fixed.
fn limits_from_env() -> Limits {
    let mut limits = Limits::default();
    if let Some(s) = std::env::var("HASHDROP_FETCH_TIMEOUT")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .filter(|&s| s > 0)
    {
        let d = std::time::Duration::from_secs(s);
        limits.whole = limits.whole.min(d);
        limits.connect = limits.connect.min(d);
    }
    limits
}

fn code_of(answer: &Answer) -> u8 {
    match answer {
        Answer::Matched { .. } => 0,
        Answer::Mismatch { .. } | Answer::BadSignature { .. } => 1,
        Answer::NoAnswer(_) => 2,
    }
}

fn say(file: &std::path::Path, answer: &Answer) -> std::io::Result<()> {
    let shown = String::from_utf8_lossy(&path_bytes(file)).into_owned();
    let mut out = std::io::stdout().lock();
    match answer {
        Answer::Matched {
            publisher,
            listed_as,
            title,
            url,
            signed,
            cached,
        } => {
            let called = title.as_deref().unwrap_or(listed_as);
            let on = signed.on.map(|t| {
                let day = format_date(t);
                format!(" on {}", day.split(' ').next().unwrap_or_default())
            });
            let on = on.unwrap_or_default();
            writeln!(out, "{shown}: OK")?;
            writeln!(
                out,
                "This is {called}, exactly as {publisher} published it (signed by \
                 {publisher}'s key{on}: {url})."
            )?;
            writeln!(out, "signed by: {}", signed.key)?;
            if !file.ends_with(listed_as) {
                writeln!(
                    out,
                    "note: {publisher} lists it as {listed_as}: this file was renamed"
                )?;
            }
            if *cached {
                writeln!(
                    out,
                    "note: the list kept from an earlier check was used, and its signature checked again"
                )?;
            }
        }
        Answer::Mismatch {
            publisher,
            listed_as,
            title,
        } => {
            writeln!(out, "{shown}: FAILED")?;
            match title {
                Some(title) => writeln!(
                    out,
                    "This is NOT {title} as {publisher} published it ({listed_as}): download it again."
                )?,
                None => writeln!(
                    out,
                    "This is NOT the file {publisher} published as {listed_as}: download it again."
                )?,
            }
        }
        Answer::BadSignature { publisher, url } => {
            writeln!(out, "{shown}: FAILED")?;
            writeln!(
                out,
                "Do NOT use: {publisher}'s list failed its signature check ({url}): something \
                 between you and {publisher} changed it."
            )?;
        }
        Answer::NoAnswer(why) => {
            out.flush()?;
            error_line(&format!("{shown}: no answer: {why}"));
        }
    }
    out.flush()
}
