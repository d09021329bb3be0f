//! Writing to the terminal: raw name bytes (non-UTF-8 names survive), error lines.

use std::io::Write as _;
use std::path::Path;

/// The bytes of a path as given, for output lines.
pub fn path_bytes(path: &Path) -> Vec<u8> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt as _;
        path.as_os_str().as_bytes().to_vec()
    }
    #[cfg(not(unix))]
    {
        path.to_string_lossy().into_owned().into_bytes()
    }
}

/// `hashdrop: MESSAGE` on standard error.
pub fn error_line(message: &str) {
    let mut err = std::io::stderr().lock();
    writeln!(err, "hashdrop: {message}").ok();
}

/// `hashdrop: NAME: MESSAGE` on standard error, with the name's bytes as given.
pub fn file_error(path: &Path, message: &str) {
    let mut line = b"hashdrop: ".to_vec();
    line.extend_from_slice(&path_bytes(path));
    line.extend_from_slice(b": ");
    line.extend_from_slice(message.as_bytes());
    line.push(b'\n');
    std::io::stderr().lock().write_all(&line).ok();
}
