//! File names shortened in the middle so that the rows stay told apart. Two downloads
//! usually share their start and their end (`ubuntu-24.04.1-` … `-amd64.iso`) and
//! differ in between (`desktop`, `server`): a plain middle ellipsis hides exactly that
//! part and shows `ub…4.iso` twice. Here each name keeps the part where it differs
//! from the names most like it, then as much of its end (the version, the extension)
//! and its start as fits: `ubun…desktop…md64.iso` and `ub…live-server….iso`.
//!
//! Pure text: widths are counted in columns (a CJK character takes two), and the view
//! turns points into columns ([`crate::gui::widgets::theme`] measures).

use std::ops::Range;

/// The mark put where characters were left out.
pub const ELLIPSIS: char = '…';

/// The columns `c` takes: two for the wide characters of Chinese, Japanese and Korean
/// (and full-width forms), one for the others.
pub fn char_width(c: char) -> usize {
    let wide = matches!(u32::from(c),
        0x1100..=0x115F // Hangul Jamo
        | 0x2E80..=0x303E // CJK radicals, punctuation
        | 0x3041..=0x33FF // kana, CJK symbols
        | 0x3400..=0x4DBF // CJK extension A
        | 0x4E00..=0x9FFF // CJK unified ideographs
        | 0xA000..=0xA4CF // Yi
        | 0xAC00..=0xD7A3 // Hangul syllables
        | 0xF900..=0xFAFF // CJK compatibility ideographs
        | 0xFE30..=0xFE4F // CJK compatibility forms
        | 0xFF00..=0xFF60 // full-width forms
        | 0xFFE0..=0xFFE6
        | 0x1F300..=0x1F64F // pictographs, emoticons
        | 0x20000..=0x3FFFD // CJK extensions B and later
    );
    if wide { 2 } else { 1 }
}

/// The columns `s` takes.
pub fn width(s: &str) -> usize {
    s.chars().map(char_width).sum()
}

/// For each name, the characters (by index) where it differs from the names most like
/// it: from the first character not shared with the name sharing the longest start, to
/// the last not shared with the name sharing the longest end. Empty for a name alone
/// (or one equal to another: nothing tells them apart).
pub fn differing_parts(names: &[&str]) -> Vec<Range<usize>> {
    let chars: Vec<Vec<char>> = names.iter().map(|n| n.chars().collect()).collect();
    chars
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let (mut start, mut tail) = (None::<usize>, 0usize);
            for (j, b) in chars.iter().enumerate() {
                if i == j || a == b {
                    continue;
                }
                let prefix = a.iter().zip(b).take_while(|(x, y)| x == y).count();
                let room = a.len().min(b.len()) - prefix;
                let suffix = a
                    .iter()
                    .rev()
                    .zip(b.iter().rev())
                    .take(room)
                    .take_while(|(x, y)| x == y)
                    .count();
                start = Some(start.map_or(prefix, |s| s.max(prefix)));
                tail = tail.max(suffix);
            }
            match start {
                // At least one character, when the name has one there.
                Some(s) => s..(a.len().saturating_sub(tail)).max((s + 1).min(a.len())),
                None => a.len()..a.len(),
            }
        })
        .collect()
}

/// Columns taken by the kept characters, with one ellipsis per run left out.
fn cost(chars: &[char], kept: &[bool]) -> usize {
    let mut total = 0;
    let mut in_gap = false;
    for (c, k) in chars.iter().zip(kept) {
        if *k {
            total += char_width(*c);
            in_gap = false;
        } else if !in_gap {
            total += 1;
            in_gap = true;
        }
    }
    total
}

/// The order in which characters are kept after the differing part: from the end
/// (the version and the extension) and from the start, five from the end for every
/// three from the start.
fn growth_order(len: usize) -> Vec<usize> {
    const FROM_END: [bool; 8] = [true, false, true, false, true, true, false, true];
    let (mut tail, mut head) = ((0..len).rev(), 0..len);
    let mut order = Vec::with_capacity(2 * len);
    for from_end in FROM_END.iter().cycle().take(2 * len) {
        order.extend(if *from_end { tail.next() } else { head.next() });
    }
    order
}

/// `name` in at most `max` columns: the characters of `keep` first (as many as fit, in
/// order), then its end and start, with `…` where characters were left out.
/// Unchanged when it fits.
pub fn shorten(name: &str, max: usize, keep: Range<usize>) -> String {
    if width(name) <= max {
        return name.to_owned();
    }
    let chars: Vec<char> = name.chars().collect();
    let mut kept = vec![false; chars.len()];
    let keep = keep.start.min(chars.len())..keep.end.min(chars.len());
    // The differing part, from its first character: stop at the first that does not
    // fit, so that what is kept of it is one run.
    for i in keep.clone() {
        kept[i] = true;
        if cost(&chars, &kept) > max {
            kept[i] = false;
            break;
        }
    }
    for i in growth_order(chars.len()) {
        if kept[i] {
            continue;
        }
        kept[i] = true;
        if cost(&chars, &kept) > max {
            kept[i] = false;
        }
    }
    render(&chars, &kept)
}

fn render(chars: &[char], kept: &[bool]) -> String {
    let mut out = String::new();
    let mut in_gap = false;
    for (c, k) in chars.iter().zip(kept) {
        if *k {
            out.push(*c);
            in_gap = false;
        } else if !in_gap {
            out.push(ELLIPSIS);
            in_gap = true;
        }
    }
    out
}

/// Every name in at most `max` columns, each keeping what tells it from the others.
pub fn distinct(names: &[&str], max: usize) -> Vec<String> {
    names
        .iter()
        .zip(differing_parts(names))
        .map(|(n, part)| shorten(n, max, part))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const DESKTOP: &str = "ubuntu-24.04.1-desktop-amd64.iso";
    const SERVER: &str = "ubuntu-24.04.1-live-server-amd64.iso";

    #[test]
    fn two_names_differing_only_in_the_middle_stay_distinguishable_at_20_columns() {
        let short = distinct(&[DESKTOP, SERVER], 20);
        assert_ne!(short[0], short[1], "{short:?}");
        for s in &short {
            assert!(width(s) <= 20, "{s} is {} columns", width(s));
            assert!(s.contains(ELLIPSIS), "{s}");
            assert!(s.ends_with(".iso"), "the extension stays: {s}");
            assert!(s.starts_with("ub"), "the start stays: {s}");
        }
        assert!(short[0].contains("desktop"), "{short:?}");
        assert!(short[1].contains("live-se"), "{short:?}");
    }

    #[test]
    fn a_plain_middle_ellipsis_would_have_made_them_equal() {
        // What the old shortening kept (the start and the end) is the same for both:
        // the differing part must be what is kept first.
        let plain = |s: &str| shorten(s, 8, s.len()..s.len());
        assert_eq!(plain(DESKTOP), plain("ubuntu-24.04.1-server-amd64.iso"));
        let short = distinct(&[DESKTOP, "ubuntu-24.04.1-server-amd64.iso"], 8);
        assert_ne!(short[0], short[1], "{short:?}");
    }

    #[test]
    fn names_that_fit_are_unchanged_and_a_name_alone_keeps_its_end() {
        assert_eq!(distinct(&["a.iso", "b.iso"], 20), ["a.iso", "b.iso"]);
        let alone = distinct(&[DESKTOP], 16);
        assert!(alone[0].ends_with("amd64.iso"), "{alone:?}");
        assert!(width(&alone[0]) <= 16);
    }

    #[test]
    fn cjk_characters_count_two_columns() {
        assert_eq!(width("下载"), 4);
        assert_eq!(width("ダウンロード.iso"), 16);
        let a = "ダウンロード-デスクトップ版-最新.iso";
        let b = "ダウンロード-サーバー版-最新.iso";
        let short = distinct(&[a, b], 20);
        assert_ne!(short[0], short[1], "{short:?}");
        for s in &short {
            assert!(width(s) <= 20, "{s} is {} columns", width(s));
        }
        assert!(short[0].contains("デスク"), "{short:?}");
        assert!(short[1].contains("サーバ"), "{short:?}");
    }

    #[test]
    fn three_copies_each_keep_their_own_difference() {
        let names = [
            "backup-2024-01-15-full.tar.zst",
            "backup-2024-02-15-full.tar.zst",
            "backup-2024-02-16-full.tar.zst",
        ];
        let short = distinct(&names, 18);
        assert_ne!(short[0], short[1], "{short:?}");
        assert_ne!(short[1], short[2], "{short:?}");
        assert_ne!(short[0], short[2], "{short:?}");
        assert!(short.iter().all(|s| width(s) <= 18), "{short:?}");
    }

    #[test]
    fn the_differing_part_is_where_the_names_part() {
        let parts = differing_parts(&[DESKTOP, SERVER]);
        let d: String = DESKTOP.chars().collect::<Vec<_>>()[parts[0].clone()]
            .iter()
            .collect();
        assert_eq!(d, "desktop");
        // A name that is the start of another differs at its end.
        let parts = differing_parts(&["disk.img", "disk.img.bak"]);
        assert_eq!(parts[1], 8..12);
    }
}
