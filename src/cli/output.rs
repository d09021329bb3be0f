//! Writing to the terminal: raw name bytes (non-UTF-8 names survive), error lines in
//! coreutils' words and quoting.

use std::io::Write as _;
use std::path::Path;

use crate::engine::{FileError, SkipReason};

/// The bytes of a path as given, for output lines.
pub fn path_bytes(path: &Path) -> Vec<u8> {
    crate::sums::path_to_name(path)
}

/// `hashdrop: MESSAGE` on standard error.
pub fn error_line(message: &str) {
    let mut err = std::io::stderr().lock();
    writeln!(err, "hashdrop: {message}").ok();
}

/// `hashdrop: NAME: MESSAGE` on standard error, with the name quoted as coreutils
/// quotes it in diagnostics ([`quote_name`]).
pub fn file_error(path: &Path, message: &str) {
    let mut line = b"hashdrop: ".to_vec();
    line.extend_from_slice(&quote_name(&path_bytes(path)));
    line.extend_from_slice(b": ");
    line.extend_from_slice(message.as_bytes());
    line.push(b'\n');
    std::io::stderr().lock().write_all(&line).ok();
}

/// The operating system's message for `e` as coreutils prints it (`strerror`): "No
/// such file or directory", without Rust's " (os error 2)".
pub fn os_error_text(e: &std::io::Error) -> String {
    let text = e.to_string();
    match (e.raw_os_error(), text.rfind(" (os error ")) {
        (Some(_), Some(cut)) => text[..cut].to_owned(),
        _ => text,
    }
}

/// An error and its causes on one line, each said once, the operating system's words
/// as coreutils prints them. Many errors already say their cause in their own message
/// ("cannot read the file: No such file or directory") and also return it as their
/// source; printing the chain (`{:#}`) then said it twice, with Rust's " (os error 2)"
/// each time. A cause whose words are already in the line is left out.
pub fn error_text(e: &anyhow::Error) -> String {
    let mut line = String::new();
    for cause in e.chain() {
        let said = without_os_codes(&cause.to_string());
        if said.is_empty() || line.contains(&said) {
            continue;
        }
        if !line.is_empty() {
            line.push_str(": ");
        }
        line.push_str(&said);
    }
    line
}

/// `text` without Rust's " (os error N)" after each operating-system message in it.
fn without_os_codes(text: &str) -> String {
    const MARK: &str = " (os error ";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(MARK) {
        let after = &rest[at + MARK.len()..];
        let digits = after
            .find(|c: char| !(c.is_ascii_digit() || c == '-'))
            .unwrap_or(after.len());
        out.push_str(&rest[..at]);
        if digits > 0 && after[digits..].starts_with(')') {
            rest = &after[digits + 1..];
        } else {
            out.push_str(MARK);
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// A file's error in coreutils' words ("No such file or directory", "Is a directory").
/// The GUI keeps the engine's plain words; only errors coreutils has no word for (a
/// file that changed while it was read, a skipped FIFO) keep them here too.
pub fn coreutils_error(e: &FileError) -> String {
    match e {
        FileError::NotFound | FileError::Skipped(SkipReason::DanglingSymlink) => {
            "No such file or directory".to_owned()
        }
        FileError::PermissionDenied => "Permission denied".to_owned(),
        FileError::IsDirectory => "Is a directory".to_owned(),
        FileError::Open(io) | FileError::Read(io) => os_error_text(io),
        other => other.to_string(),
    }
}

/// A name as coreutils shows it in diagnostics (gnulib's `quotef`: shell-escape
/// quoting, with `:` quoted too): unchanged when it holds only safe characters,
/// else in single quotes (`'a b'`), in double quotes when the only problem besides
/// blanks and safe characters is a `'` (`"it's"`), and with `$'\t'` / `$'\377'` for
/// control characters and bytes that are not UTF-8.
pub fn quote_name(name: &[u8]) -> Vec<u8> {
    if name.is_empty() {
        return b"''".to_vec();
    }
    let units = units(name);
    let needs = units.iter().enumerate().any(|(i, u)| match u {
        Unit::Byte(_) => true,
        Unit::Char(c) => !is_safe(*c, i == 0),
    });
    if !needs {
        return name.to_vec();
    }
    let has_quote = units.contains(&Unit::Char('\''));
    let double_ok = units
        .iter()
        .all(|u| matches!(u, Unit::Char(c) if is_safe(*c, false) || matches!(c, ' ' | ':' | '\'' | '#' | '~')));
    if has_quote && double_ok {
        let mut out = b"\"".to_vec();
        out.extend_from_slice(name);
        out.push(b'"');
        return out;
    }
    single_quoted(&units)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Unit {
    Char(char),
    Byte(u8),
}

fn units(name: &[u8]) -> Vec<Unit> {
    let mut out = Vec::with_capacity(name.len());
    for chunk in name.utf8_chunks() {
        out.extend(chunk.valid().chars().map(Unit::Char));
        out.extend(chunk.invalid().iter().map(|&b| Unit::Byte(b)));
    }
    out
}

/// Characters gnulib's shell quoting leaves bare (`#` and `~` only after the start).
fn is_safe(c: char, first: bool) -> bool {
    match c {
        'a'..='z' | 'A'..='Z' | '0'..='9' => true,
        '%' | '+' | ',' | '-' | '.' | '/' | '@' | ']' | '_' | '{' | '}' => true,
        '#' | '~' => !first,
        c if !c.is_ascii() => !c.is_control(),
        _ => false,
    }
}

fn single_quoted(units: &[Unit]) -> Vec<u8> {
    let mut out = b"'".to_vec();
    let mut open = true;
    for u in units {
        let escape = match *u {
            Unit::Byte(b) => Some(b),
            Unit::Char(c) if c.is_ascii_control() => Some(c as u8),
            Unit::Char(_) => None,
        };
        match (escape, *u) {
            (Some(b), _) => {
                if open {
                    out.push(b'\'');
                    open = false;
                }
                out.extend_from_slice(b"$'");
                out.extend_from_slice(c_escape(b).as_bytes());
                out.push(b'\'');
            }
            (None, Unit::Char(c)) => {
                if !open {
                    out.push(b'\'');
                    open = true;
                }
                if c == '\'' {
                    out.extend_from_slice(b"'\\''");
                } else {
                    let mut buf = [0u8; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
            }
            (None, Unit::Byte(_)) => {}
        }
    }
    if open {
        out.push(b'\'');
    }
    out
}

fn c_escape(b: u8) -> String {
    match b {
        0x07 => "\\a".into(),
        0x08 => "\\b".into(),
        b'\t' => "\\t".into(),
        b'\n' => "\\n".into(),
        0x0b => "\\v".into(),
        0x0c => "\\f".into(),
        b'\r' => "\\r".into(),
        _ => format!("\\{b:03o}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An error that says its cause and also returns it as its source (as the trust
    /// layer's do), with context on top: the operating system's words come once.
    #[test]
    fn an_error_chain_says_each_cause_once() {
        let io = std::io::Error::from_raw_os_error(2);
        let trust = crate::trust::TrustError::Io {
            what: "the key file",
            source: io,
        };
        let e = anyhow::Error::new(trust).context("keys.asc");
        assert_eq!(
            error_text(&e),
            "keys.asc: cannot read the key file: No such file or directory"
        );
        assert_eq!(
            without_os_codes("a (os error 28): b (os error x)"),
            "a: b (os error x)"
        );
    }

    /// Outputs of `md5sum -- NAME` for a missing NAME (coreutils 9.1, UTF-8 locale).
    #[test]
    fn names_are_quoted_like_coreutils() {
        let cases: &[(&[u8], &[u8])] = &[
            (b"plain-name_1.iso", b"plain-name_1.iso"),
            (b"no such", b"'no such'"),
            (b"it's", b"\"it's\""),
            (b"a'b c", b"\"a'b c\""),
            (b"it's a$b", b"'it'\\''s a$b'"),
            (b"a'b*", b"'a'\\''b*'"),
            (b"a:b", b"'a:b'"),
            (b"a,b+c@d%e]f{g}", b"a,b+c@d%e]f{g}"),
            (b"a=b", b"'a=b'"),
            (b"~x", b"'~x'"),
            (b"x~", b"x~"),
            (b"#x", b"'#x'"),
            (b"x#", b"x#"),
            (b"a\tb", b"'a'$'\\t''b'"),
            (b"\tab", b"''$'\\t''ab'"),
            (b"ab\t", b"'ab'$'\\t'"),
            (b"\xffab", b"''$'\\377''ab'"),
            (b"a\x01b", b"'a'$'\\001''b'"),
            (b"caf\xc3\xa9", b"caf\xc3\xa9"),
            (b"", b"''"),
            (b"a\\b'", b"'a\\b'\\'''"),
        ];
        for &(name, want) in cases {
            assert_eq!(
                String::from_utf8_lossy(&quote_name(name)),
                String::from_utf8_lossy(want),
                "{name:?}"
            );
        }
    }

    #[test]
    fn errors_in_coreutils_words() {
        let cases = [
            (FileError::NotFound, "No such file or directory"),
            (FileError::IsDirectory, "Is a directory"),
            (FileError::PermissionDenied, "Permission denied"),
            // Raw error 5 is EIO on Unix (on Windows it is "access denied").
            #[cfg(unix)]
            (
                FileError::Read(std::io::Error::from_raw_os_error(5)),
                "Input/output error",
            ),
            (
                FileError::Skipped(SkipReason::DanglingSymlink),
                "No such file or directory",
            ),
        ];
        for (e, want) in cases {
            assert_eq!(coreutils_error(&e), want);
        }
    }
}
