//! CSV cells, for every CSV Hashdrop writes (saved results, folder comparisons,
//! benchmark reports): quoted when they hold a separator, a quote or a line break, and
//! guarded against spreadsheet formulas.
//!
//! A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (or a tab or a
//! carriage return before one) as a formula, and a file name is chosen by whoever made
//! the file: `=HYPERLINK(…)` or `-2+3+cmd|…` in a name would run when the saved results
//! are opened. As OWASP recommends ("CSV Injection"), such a cell is written with a `'`
//! in front, which spreadsheets show as text.

/// The bytes that make a spreadsheet read a cell as a formula when they come first.
const FORMULA_START: [u8; 6] = [b'=', b'+', b'-', b'@', b'\t', b'\r'];

/// Appends `field` to `out` as one CSV cell: a `'` in front when it would start a
/// formula, in double quotes (inner quotes doubled) when it holds a comma, a quote or a
/// line break. Its bytes are kept otherwise (a name that is not UTF-8 stays as it is).
pub fn push_field(out: &mut Vec<u8>, field: &[u8]) {
    let guard = field.first().is_some_and(|b| FORMULA_START.contains(b));
    let quote = field
        .iter()
        .any(|&b| matches!(b, b',' | b'"' | b'\n' | b'\r'));
    if quote {
        out.push(b'"');
    }
    if guard {
        out.push(b'\'');
    }
    for &b in field {
        if b == b'"' {
            out.push(b'"');
        }
        out.push(b);
    }
    if quote {
        out.push(b'"');
    }
}

/// [`push_field`] for text: the cell as a string.
pub fn field(text: &str) -> String {
    let mut out = Vec::with_capacity(text.len() + 2);
    push_field(&mut out, text.as_bytes());
    // Only ASCII was added around and inside valid UTF-8.
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

#[cfg(test)]
mod tests {
    use super::field;

    #[test]
    fn formulas_are_written_as_text() {
        assert_eq!(
            field("=HYPERLINK(\"http://x\")"),
            "\"'=HYPERLINK(\"\"http://x\"\")\""
        );
        assert_eq!(field("+1"), "'+1");
        assert_eq!(field("-2+3+cmd|' /C calc'!A0"), "'-2+3+cmd|' /C calc'!A0");
        assert_eq!(field("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(field("\t=1"), "'\t=1");
        assert_eq!(field("\r=1"), "\"'\r=1\"");
    }

    #[test]
    fn ordinary_cells_are_unchanged_or_quoted() {
        assert_eq!(field("a.iso"), "a.iso");
        assert_eq!(field("a=b"), "a=b");
        assert_eq!(field(""), "");
        assert_eq!(field("b, \"c\".txt"), "\"b, \"\"c\"\".txt\"");
        assert_eq!(field("two\nlines"), "\"two\nlines\"");
    }
}
