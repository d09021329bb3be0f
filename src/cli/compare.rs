//! `hashdrop compare A B`: same or different, both digests, first differing byte; two
//! folders, or a folder and a checksum file, go to [`super::compare_folders`].

use std::io::Write as _;
use std::process::ExitCode;

use super::args::CompareArgs;
use super::output::{coreutils_error, path_bytes};
use super::{compare_device, compare_folders};
use crate::audit::Expected;
use crate::engine::control::Control;
use crate::engine::device::path_is_block_device;
use crate::engine::stream::{Difference, first_difference};
use crate::engine::{Algorithm, Digests, Job, JobSpec, Mode, WalkOptions};

/// Exit 0 when the files are the same, 1 when they differ, 2 on error (like `cmp`).
pub fn run(args: &CompareArgs) -> anyhow::Result<ExitCode> {
    let (a_dir, b_dir) = (args.a.is_dir(), args.b.is_dir());
    match (a_dir, b_dir) {
        (true, true) => {
            return compare_folders::run(args, Expected::Folder(args.a.clone()), args.b.clone());
        }
        (true, false) => {
            return compare_folders::run(args, Expected::Listing(args.b.clone()), args.a.clone());
        }
        (false, true) => {
            return compare_folders::run(args, Expected::Listing(args.a.clone()), args.b.clone());
        }
        (false, false) => {}
    }
    // A drive (USB stick, SD card): only the image's length is compared.
    if path_is_block_device(&args.b) {
        return compare_device::run(
            &args.a,
            &args.b,
            args.algorithm.unwrap_or(Algorithm::Sha256),
        );
    }
    if path_is_block_device(&args.a) {
        return compare_device::run(
            &args.b,
            &args.a,
            args.algorithm.unwrap_or(Algorithm::Sha256),
        );
    }
    if args.quick || args.format != super::folders_format::Format::Text {
        anyhow::bail!("--quick and --format apply to folders; two files are compared byte by byte");
    }
    let algorithm = args.algorithm.unwrap_or(Algorithm::Sha256);
    let spec = JobSpec {
        inputs: vec![args.a.clone(), args.b.clone()],
        algorithms: vec![algorithm],
        mode: Mode::Standard,
        threads: args.engine.threads(),
        read: args.engine.read_options(),
        walk: WalkOptions::default(),
        measure_cpu: false,
        kernel: None,
        limit: None,
    };
    let results = Job::start(spec)?.wait();
    let mut out = std::io::stdout().lock();
    let mut digests = Vec::new();
    let mut failed = false;
    for r in &results {
        let mut line = path_bytes(&r.path);
        match &r.outcome {
            Ok(Digests::Standard(d)) if !d.is_empty() => {
                line.extend_from_slice(
                    format!(": {} {}\n", algorithm.name(), d[0].to_hex()).as_bytes(),
                );
                digests.push(d[0].clone());
            }
            Ok(_) => {}
            Err(e) => {
                line.extend_from_slice(format!(": {}\n", coreutils_error(e)).as_bytes());
                failed = true;
            }
        }
        out.write_all(&line)?;
    }
    if failed || digests.len() != 2 {
        writeln!(out, "Cannot compare: a file could not be read.")?;
        return Ok(ExitCode::from(2));
    }
    let control = Control::default();
    match first_difference(&args.a, &args.b, &control) {
        Ok(Difference::Identical) => {
            writeln!(out, "Same: the files are identical.")?;
            Ok(ExitCode::SUCCESS)
        }
        Ok(Difference::At(offset)) => {
            writeln!(
                out,
                "Different: first differing byte at offset {offset} (0x{offset:x})."
            )?;
            Ok(ExitCode::FAILURE)
        }
        Err((_, e)) => {
            writeln!(out, "Cannot compare: {}", coreutils_error(&e))?;
            Ok(ExitCode::from(2))
        }
    }
}
