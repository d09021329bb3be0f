//! `hashdrop check --device DEVICE SUMSFILE`: which of the images the checksum file lists
//! does the drive start with? For the stick whose image file was deleted: the list says
//! the digests, the drive's own bytes say where the image ends ([`crate::stick`]).

use std::fs::File;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::args::CheckArgs;
use super::check::open_list;
use super::output::{error_line, file_error, os_error_text, path_bytes};
use crate::desktop::drive_access;
use crate::stick::{self, Control, Finding, ImageEnd, Layout, StickError};
use crate::sums::{Entry, name_for_display};

/// Exit 0 when the drive starts with exactly one of the listed images (and the list's
/// signature is not bad), 1 when it holds none of them, 2 when it cannot be read.
/// `--quiet` prints nothing for a match and `--status` nothing at all, as for files.
pub fn run(args: &CheckArgs, device: &Path, lists: &[PathBuf]) -> anyhow::Result<ExitCode> {
    let [list_path] = lists else {
        error_line("--device takes exactly one checksum file");
        return Ok(ExitCode::from(2));
    };
    let Some(list) = open_list(args, list_path)? else {
        return Ok(ExitCode::from(2));
    };
    let entries: Vec<Entry> = list.loaded.parsed.entries().cloned().collect();
    let Some((file, direct, len)) = open_drive(device) else {
        return Ok(ExitCode::from(2));
    };
    let found = stick::find_image(&file, direct, len, &entries, &Control::default());
    let mut out = std::io::stdout().lock();
    let holds = match found {
        Ok(Finding::Holds { entry, len, .. }) => {
            let name = name_for_display(&entries[entry].name);
            let mut line = path_bytes(device);
            line.extend_from_slice(format!(" holds exactly {name} ({len} bytes)\n").as_bytes());
            if !args.status && !args.quiet {
                out.write_all(&line)?;
            }
            true
        }
        Ok(Finding::NoneOf { searched, end }) => {
            let mut line = path_bytes(device);
            line.extend_from_slice(
                format!(
                    " holds none of the images {} lists (its first {searched} bytes were read{})\n",
                    list.shown,
                    end.map_or(String::new(), |e| format!("; {}", structure_words(e))),
                )
                .as_bytes(),
            );
            if !args.status {
                out.write_all(&line)?;
            }
            false
        }
        Err(StickError::Read(e)) => {
            out.flush().ok();
            file_error(device, &os_error_text(&e));
            return Ok(ExitCode::from(2));
        }
        Err(e) => {
            out.flush().ok();
            error_line(&format!("{}: {e}", list.shown));
            return Ok(ExitCode::from(2));
        }
    };
    out.flush()?;
    Ok(if holds && list.signature_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// What the structure at the drive's start says, in words.
fn structure_words(end: ImageEnd) -> String {
    let what = match end.layout {
        Layout::Iso9660 => "its ISO 9660 volume",
        Layout::Gpt => "its GPT partition table",
        Layout::Mbr => "its MBR partition table",
    };
    format!(
        "by {what}, the image on it ends at byte {}, and no listed checksum matches it",
        end.len
    )
}

/// Opens the drive read-only (or an image file, to check it the same way): itself, or,
/// when it may not, by asking the system (UDisks2, which may show a password prompt).
/// With whether direct I/O is on, and its size; `None` after saying why it cannot.
pub(super) fn open_drive(path: &Path) -> Option<(File, bool, u64)> {
    match drive_access::open_drive(path) {
        Ok(d) => Some((d.file, d.direct, d.len)),
        Err(drive_access::OpenError::Access(why)) => {
            error_line(&why.to_string());
            None
        }
        Err(drive_access::OpenError::Io(e)) => {
            file_error(path, &os_error_text(&e));
            None
        }
    }
}
