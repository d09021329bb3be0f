//! Listed names, which are raw bytes ([`Entry::name`](super::Entry::name)), as paths
//! and as text for people: the one place that knows how a name that is not valid
//! UTF-8 survives the trip to the file system and back.

use std::path::PathBuf;

#[cfg(windows)]
use super::wide::{wide_to_wtf8, wtf8_to_wide};

/// A listed name as a path: the bytes themselves on Unix (`OsStr::from_bytes`); on
/// Windows the UTF-16 name the bytes write in WTF-8 (see
/// [`wtf8_to_wide`](super::wtf8_to_wide)), or lossy UTF-8 for bytes that are not WTF-8.
pub fn name_to_path(name: &[u8]) -> PathBuf {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        PathBuf::from(std::ffi::OsStr::from_bytes(name))
    }
    #[cfg(windows)]
    {
        use std::os::windows::ffi::OsStringExt;
        match wtf8_to_wide(name) {
            Some(wide) => PathBuf::from(std::ffi::OsString::from_wide(&wide)),
            None => PathBuf::from(String::from_utf8_lossy(name).into_owned()),
        }
    }
    #[cfg(not(any(unix, windows)))]
    {
        PathBuf::from(String::from_utf8_lossy(name).into_owned())
    }
}

/// A path as a listed name: its bytes on Unix, WTF-8 on Windows (UTF-8 for every valid
/// name); the inverse of [`name_to_path`]. Used by writers so that a name that is not
/// valid text survives. On Windows `\` is written `/`: no Windows name contains a `\`,
/// Windows reads `/` as the same separator, and so a list made there needs no escapes
/// and checks on Linux too.
pub fn path_to_name(path: &std::path::Path) -> Vec<u8> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        path.as_os_str().as_bytes().to_vec()
    }
    #[cfg(windows)]
    {
        use std::os::windows::ffi::OsStrExt;
        let slash = u16::from(b'/');
        wide_to_wtf8(
            path.as_os_str()
                .encode_wide()
                .map(|u| if u == u16::from(b'\\') { slash } else { u }),
        )
    }
    #[cfg(not(any(unix, windows)))]
    {
        path.to_string_lossy().into_owned().into_bytes()
    }
}

/// A listed name for people: invalid UTF-8 bytes as `\xNN` and control characters as
/// `\n`, `\r`, `\t` or `\u{…}`, so that a name can neither break a row nor hide what it
/// is. Absolute paths and `..` are shown as written.
pub fn name_for_display(name: &[u8]) -> String {
    let mut out = String::with_capacity(name.len());
    for chunk in name.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if c.is_control() => out.push_str(&c.escape_unicode().to_string()),
                c => out.push(c),
            }
        }
        for b in chunk.invalid() {
            out.push_str(&format!("\\x{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names() {
        let cases: &[(&[u8], &str)] = &[
            (b"plain.iso", "plain.iso"),
            (b"caf\xc3\xa9", "caf\u{e9}"),
            (b"a\nb\rc\td", "a\\nb\\rc\\td"),
            (b"bad\xff\xfe", "bad\\xFF\\xFE"),
            (b"esc\x1b[31m", "esc\\u{1b}[31m"),
            (b"../../etc/passwd", "../../etc/passwd"),
            (b"/abs/path", "/abs/path"),
        ];
        for &(name, want) in cases {
            assert_eq!(name_for_display(name), want, "{name:?}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn names_to_paths_keep_bytes() {
        use std::os::unix::ffi::OsStrExt;
        let name = b"dir/n\xffme";
        assert_eq!(name_to_path(name).as_os_str().as_bytes(), name);
        assert_eq!(path_to_name(&name_to_path(name)), name);
    }
}
