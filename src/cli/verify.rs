//! `hashdrop verify FILE EXPECTED`: whatever a person copied (a digest in hex or base64,
//! an S3 multipart ETag, an S3 composite checksum, a cloud console's checksum) against
//! one file, every reading tried in one read. Exit 0 on a match, 1 on a mismatch (or a
//! file that cannot be read), 2 when EXPECTED is not a checksum.

use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

use super::args::VerifyArgs;
use super::output::{coreutils_error, error_line, file_error, path_bytes};
use crate::engine::Algorithm;
use crate::engine::parts::{PartsResult, hash_file_parts};
use crate::sums::{CloudExpected, CloudForm, CloudMatch, CloudVerdict, Detects, Encoding, MIB};

/// Runs `verify`.
pub fn run(args: &VerifyArgs) -> anyhow::Result<ExitCode> {
    if !args.publisher.is_empty() {
        return super::publisher::run(&args.publisher, args.status);
    }
    // clap requires both without --publisher.
    let (Some(file), Some(expected_text)) = (&args.file, &args.expected) else {
        anyhow::bail!("verify needs FILE and EXPECTED, or --publisher FILE...");
    };
    let expected = match crate::sums::recognise(expected_text) {
        Ok(e) => e,
        Err(e) => {
            error_line(&format!(
                "'{}' is not a checksum: {e}",
                expected_text.trim()
            ));
            return Ok(ExitCode::from(2));
        }
    };
    // The file is read as `sum` reads it: to its end (never only as far as the size it
    // had when opened), with a FIFO refused and a change while reading reported.
    let mut work = None;
    let result = hash_file_parts(
        file,
        args.bytes,
        |size| {
            let w = expected.work(size);
            let asked = (w.whole.clone(), w.plans.clone());
            work = Some(w);
            asked
        },
        &AtomicBool::new(false),
    );
    let (result, work) = match (result, work) {
        (Ok(r), Some(w)) => (r, w),
        (Err(e), _) => {
            file_error(file, &coreutils_error(&e));
            return Ok(ExitCode::FAILURE);
        }
        (Ok(_), None) => anyhow::bail!("the file was read without a plan"),
    };
    let verdict = expected.judge(&result);
    let mut out = std::io::stdout().lock();
    let mut name = path_bytes(file);
    let (word, code) = match verdict {
        CloudVerdict::Match(_) => (&b": OK\n"[..], ExitCode::SUCCESS),
        CloudVerdict::Mismatch { .. } => (&b": FAILED\n"[..], ExitCode::FAILURE),
    };
    name.extend_from_slice(word);
    if !args.status {
        writeln!(out, "expected: {}", describe_expected(&expected, &work))?;
        notes(&mut out, &expected, verdict, &result)?;
        out.write_all(&name)?;
    }
    out.flush()?;
    Ok(code)
}

/// What matched and what it is worth, or why nothing did.
fn notes(
    out: &mut impl Write,
    expected: &CloudExpected,
    verdict: CloudVerdict,
    result: &PartsResult,
) -> std::io::Result<()> {
    match verdict {
        CloudVerdict::Match(m) => {
            writeln!(out, "matched: {}", describe_match(m))?;
            if m.detects() == Detects::AccidentsOnly {
                writeln!(
                    out,
                    "note: {} detects accidents, not tampering: anyone can make another file \
                     with the same checksum",
                    match_algorithm(m).display_name()
                )?;
            }
        }
        CloudVerdict::Mismatch {
            size_rules_out_parts,
        } => {
            if size_rules_out_parts {
                writeln!(
                    out,
                    "note: no part size cuts a file of {} bytes into that many parts",
                    result.size
                )?;
            }
            if let Some(a) = expected.forgeable_match(result) {
                let name = a.display_name();
                writeln!(
                    out,
                    "note: the file's {name} equals this value, but a {name} can be forced to \
                     any value, and the value may be an xxHash; not taken as a match (write \
                     {}:VALUE if it is a {name})",
                    a.name()
                )?;
            }
        }
    }
    Ok(())
}

/// The algorithm a match was made with.
fn match_algorithm(m: CloudMatch) -> Algorithm {
    match m {
        CloudMatch::Digest { algorithm, .. } | CloudMatch::S3Composite { algorithm, .. } => {
            algorithm
        }
        CloudMatch::S3Etag { .. } => Algorithm::Md5,
    }
}

/// "a, b or c".
fn or_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

fn names(algorithms: &[Algorithm]) -> Vec<&'static str> {
    algorithms.iter().map(|a| a.display_name()).collect()
}

/// "5 parts of 8 MiB"; one part is the whole file, whatever part size was used.
fn cut_words(parts: u64, part_size: u64) -> String {
    if parts == 1 {
        "1 part (the whole file)".to_owned()
    } else {
        format!("{} of {}", parts_words(parts), size_words(part_size))
    }
}

/// A size in MiB when it is whole, else in bytes.
fn size_words(bytes: u64) -> String {
    if bytes.is_multiple_of(MIB) {
        if bytes >= 1024 * MIB && bytes.is_multiple_of(1024 * MIB) {
            format!("{} GiB", bytes / (1024 * MIB))
        } else {
            format!("{} MiB", bytes / MIB)
        }
    } else {
        format!("{bytes} bytes")
    }
}

fn parts_words(parts: u64) -> String {
    if parts == 1 {
        "1 part".to_owned()
    } else {
        format!("{parts} parts")
    }
}

/// What the expected value was, in plain words.
fn describe_expected(expected: &CloudExpected, work: &crate::sums::CloudWork) -> String {
    let tried = work
        .plans
        .iter()
        .map(|p| p.part_size)
        .collect::<std::collections::BTreeSet<_>>();
    let sizes = |n: usize| {
        let more = if work.sizes_left_out {
            ", not every whole MiB"
        } else {
            ""
        };
        let sizes = if n == 1 { "1 part size" } else { "part sizes" };
        let n = if n == 1 {
            String::new()
        } else {
            format!("{n} ")
        };
        format!("part size not written in it; {n}{sizes} tried{more}")
    };
    let form = |f: &CloudForm| match f {
        CloudForm::Digest {
            encoding,
            candidates,
            ..
        } => {
            let how = match encoding {
                Encoding::Hex => "hex",
                Encoding::Base64 => "base64",
            };
            let cloud = cloud_note(candidates, *encoding);
            format!("a {} digest in {how}{cloud}", or_list(&names(candidates)))
        }
        CloudForm::S3Etag { parts, .. } => format!(
            "an Amazon S3 multipart ETag of {} (the MD5 of the parts' MD5s; {})",
            parts_words(*parts),
            sizes(tried.len())
        ),
        CloudForm::S3Composite {
            parts, candidates, ..
        } => format!(
            "an Amazon S3 composite {} checksum of {} (the checksum of the parts' checksums; {})",
            or_list(&names(candidates)),
            parts_words(*parts),
            sizes(tried.len())
        ),
    };
    expected
        .forms
        .iter()
        .map(form)
        .collect::<Vec<_>>()
        .join("; or ")
}

/// Where such a base64 value is usually seen.
fn cloud_note(candidates: &[Algorithm], encoding: Encoding) -> &'static str {
    if encoding != Encoding::Base64 {
        return "";
    }
    if candidates.contains(&Algorithm::Crc64Nvme) {
        " (as Amazon S3 shows its CRC64NVME)"
    } else if candidates.contains(&Algorithm::Crc32c) {
        " (as Amazon S3 and Google Cloud Storage show them)"
    } else if candidates.contains(&Algorithm::Md5) {
        " (as Google Cloud Storage's md5Hash and Azure's Content-MD5)"
    } else if candidates.contains(&Algorithm::Sha256) {
        " (as Amazon S3 shows a full-object SHA-256)"
    } else {
        ""
    }
}

/// Which reading matched, in plain words.
fn describe_match(m: CloudMatch) -> String {
    match m {
        CloudMatch::Digest {
            algorithm,
            encoding,
        } => {
            let how = match encoding {
                Encoding::Hex => "hex",
                Encoding::Base64 => "base64",
            };
            format!("the file's {} digest, in {how}", algorithm.display_name())
        }
        CloudMatch::S3Etag { parts, part_size } => format!(
            "an Amazon S3 multipart ETag: {}",
            cut_words(parts, part_size)
        ),
        CloudMatch::S3Composite {
            algorithm,
            parts,
            part_size,
        } => format!(
            "an Amazon S3 composite {} checksum: {}",
            algorithm.display_name(),
            cut_words(parts, part_size)
        ),
    }
}
