//! Thunar's custom actions file (`uca.xml`): Hashdrop's action merged in, every other
//! byte kept; a malformed file is refused, never half-merged.

use std::fmt;

use quick_xml::events::Event;

/// Why a `uca.xml` cannot take Hashdrop's action.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum UcaError {
    /// It is not well-formed XML.
    #[error("not well-formed XML at byte {offset}: {message}")]
    Malformed {
        /// Where the reader stopped.
        offset: u64,
        /// What it found.
        message: String,
    },
    /// Its root is not `<actions>`.
    #[error("its root element is <{0}>, not <actions>")]
    NotActions(String),
}

/// What the merge leaves.
#[derive(Debug, PartialEq, Eq)]
pub enum Merged {
    /// Hashdrop's action was added: the new text.
    Added(String),
    /// An older version of Hashdrop's action was replaced: the new text.
    Updated(String),
    /// The file holds Hashdrop's action already, exactly: nothing to write.
    Unchanged,
}

/// Merges `action` (an `<action>` whose `<unique-id>` is `id`) into the text of a
/// Thunar `uca.xml`: added before `</actions>`, or in place of an older copy with the
/// same id; every other byte is kept. `None` (no file yet) starts an empty list.
pub fn merge_uca(existing: Option<&str>, action: &str, id: &str) -> Result<Merged, UcaError> {
    let Some(text) = existing.filter(|t| !t.trim().is_empty()) else {
        return Ok(Merged::Added(format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<actions>\n{action}\n</actions>\n"
        )));
    };
    let found = scan_uca(text, id)?;
    if let Some((start, end)) = found.ours {
        if &text[start..end] == action {
            return Ok(Merged::Unchanged);
        }
        return Ok(Merged::Updated(format!(
            "{}{action}{}",
            &text[..start],
            &text[end..]
        )));
    }
    let merged = match found.root_end {
        RootEnd::Close(at) => {
            // On a line of its own, before the line of `</actions>` (with its indent).
            let line = text[..at].rfind('\n').map_or(0, |i| i + 1);
            if text[line..at].trim().is_empty() && line > 0 {
                format!("{}{action}\n{}", &text[..line], &text[line..])
            } else {
                format!("{}\n{action}\n{}", &text[..at], &text[at..])
            }
        }
        RootEnd::Empty(start, end) => format!(
            "{}<actions>\n{action}\n</actions>{}",
            &text[..start],
            &text[end..]
        ),
    };
    Ok(Merged::Added(merged))
}

/// Where the root `<actions>` ends.
pub(super) enum RootEnd {
    /// The byte where `</actions>` starts.
    Close(usize),
    /// The span of an empty `<actions/>`.
    Empty(usize, usize),
}

/// What [`scan_uca`] found.
pub(super) struct Scan {
    /// The span of the first `<action>` whose `<unique-id>` is ours.
    pub(super) ours: Option<(usize, usize)>,
    pub(super) root_end: RootEnd,
}

/// Reads the whole file (so that a malformed one is refused, not half-merged) and
/// finds the root's end and Hashdrop's action.
pub(super) fn scan_uca(text: &str, id: &str) -> Result<Scan, UcaError> {
    let mut reader = quick_xml::Reader::from_str(text);
    let malformed = |reader: &quick_xml::Reader<&[u8]>, e: &dyn fmt::Display| UcaError::Malformed {
        offset: reader.error_position(),
        message: e.to_string(),
    };
    let mut depth = 0usize;
    let mut root_end = None;
    let mut ours = None;
    // The open <action> at depth 1: its start, and whether its unique-id is ours.
    let mut action: Option<(usize, bool)> = None;
    let mut in_id = false;
    let mut id_text = String::new();
    loop {
        let start = usize::try_from(reader.buffer_position()).unwrap_or(usize::MAX);
        let event = reader.read_event().map_err(|e| malformed(&reader, &e))?;
        let end = usize::try_from(reader.buffer_position()).unwrap_or(usize::MAX);
        match event {
            Event::Start(e) => {
                let name = e.name();
                if depth == 0 {
                    if root_end.is_some() {
                        return Err(malformed(&reader, &"a second root element"));
                    }
                    if name.as_ref() != b"actions" {
                        return Err(UcaError::NotActions(
                            String::from_utf8_lossy(name.as_ref()).into_owned(),
                        ));
                    }
                } else if depth == 1 && name.as_ref() == b"action" {
                    action = Some((start, false));
                } else if depth == 2 && action.is_some() && name.as_ref() == b"unique-id" {
                    in_id = true;
                    id_text.clear();
                }
                depth += 1;
            }
            Event::End(e) => {
                depth = depth.saturating_sub(1);
                let name = e.name();
                if depth == 0 {
                    root_end = Some(RootEnd::Close(start));
                } else if depth == 1 && name.as_ref() == b"action" {
                    if let Some((s, true)) = action.take()
                        && ours.is_none()
                    {
                        ours = Some((s, end));
                    }
                } else if depth == 2 && in_id {
                    in_id = false;
                    if id_text.trim() == id
                        && let Some((_, mine)) = action.as_mut()
                    {
                        *mine = true;
                    }
                }
            }
            Event::Empty(e) if depth == 0 => {
                if root_end.is_some() {
                    return Err(malformed(&reader, &"a second root element"));
                }
                let name = e.name();
                if name.as_ref() != b"actions" {
                    return Err(UcaError::NotActions(
                        String::from_utf8_lossy(name.as_ref()).into_owned(),
                    ));
                }
                root_end = Some(RootEnd::Empty(start, end));
            }
            Event::Text(t) => {
                let bytes: &[u8] = &t;
                if in_id {
                    id_text.push_str(&String::from_utf8_lossy(bytes));
                } else if depth == 0 && !bytes.iter().all(u8::is_ascii_whitespace) {
                    return Err(malformed(&reader, &"text outside <actions>"));
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if depth != 0 {
        return Err(UcaError::Malformed {
            offset: text.len() as u64,
            message: "the file ends inside an element".into(),
        });
    }
    let root_end = root_end.ok_or(UcaError::Malformed {
        offset: text.len() as u64,
        message: "no <actions> element".into(),
    })?;
    Ok(Scan { ours, root_end })
}
