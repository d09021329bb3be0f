//! What a later launch sends: `hashdrop-handover 1\n`, then each path, absolute, ended
//! by a NUL. Anything else (another program's bytes, a message cut short, a relative
//! path) hands nothing over. Pure functions of bytes, so that they can be fuzzed
//! (fuzz/fuzz_targets/handover.rs).

use std::path::PathBuf;

use crate::sums::{name_to_path, path_to_name};

/// The first bytes of every message: a version, so that a later format is refused
/// rather than misread.
pub const MAGIC: &[u8] = b"hashdrop-handover 1\n";

/// The message that hands `files` over; [`parse_message`] gives them back. With no
/// files it only asks whether the first launch is alive.
pub fn encode_message(files: &[PathBuf]) -> Vec<u8> {
    let mut msg = MAGIC.to_vec();
    for f in files {
        msg.extend_from_slice(&path_to_name(f));
        msg.push(0);
    }
    msg
}

/// The paths of a well-formed message (none for "are you alive?"); `None` for anything
/// else, including an empty name, a relative path and a last name with no NUL after it.
pub fn parse_message(msg: &[u8]) -> Option<Vec<PathBuf>> {
    let body = msg.strip_prefix(MAGIC)?;
    if body.is_empty() {
        return Some(Vec::new());
    }
    body.strip_suffix(b"\0")?
        .split(|&b| b == 0)
        .map(|name| {
            let path = name_to_path(name);
            (!name.is_empty() && path.is_absolute()).then_some(path)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_survive_the_trip() {
        let files = vec![
            PathBuf::from("/x/b.iso"),
            PathBuf::from("/x/c d\n.iso"),
            PathBuf::from("/ü/ß"),
        ];
        let msg = encode_message(&files);
        assert_eq!(parse_message(&msg), Some(files));
        assert_eq!(parse_message(MAGIC), Some(Vec::new()), "a ping");
    }

    #[test]
    fn garbage_hands_nothing_over() {
        for msg in [
            &b""[..],
            b"GET / HTTP/1.1\r\n\r\n",
            b"hashdrop-handover 2\n/a\0",
            b"hashdrop-handover 1\n/a",
            b"hashdrop-handover 1\n/a\0\0",
            b"hashdrop-handover 1\n\0",
            b"hashdrop-handover 1\nrelative\0",
            b"hashdrop-handover 1\n/a\0relative\0",
            b"token\nhashdrop-handover 1\n/a\0",
        ] {
            assert_eq!(
                parse_message(msg),
                None,
                "{:?}",
                String::from_utf8_lossy(msg)
            );
        }
    }
}
