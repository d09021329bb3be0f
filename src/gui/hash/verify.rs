//! GUI-only presentation of verdicts. What is expected, and whether a file matches, is
//! decided by [`crate::sums`] ([`Expectation`](crate::sums::Expectation),
//! [`LineVerdict`](crate::sums::LineVerdict)); this only marks differing characters.

/// Where expected checksums came from; the GUI's name for [`crate::sums::Origin`].
pub use crate::sums::Origin as Source;

/// For each character of `expected`, whether it differs from `actual` at the same
/// place (characters beyond the shorter one count as different).
pub fn diff_mask(expected: &str, actual: &str) -> Vec<bool> {
    let a: Vec<char> = actual.chars().collect();
    expected
        .chars()
        .enumerate()
        .map(|(i, c)| a.get(i).is_none_or(|x| !x.eq_ignore_ascii_case(&c)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diff_mask_marks_changed_characters() {
        assert_eq!(diff_mask("abcd", "abXd"), vec![false, false, true, false]);
        assert_eq!(diff_mask("abcd", "AB"), vec![false, false, true, true]);
    }
}
