//! The window's words in the person's language: Fluent messages compiled in from
//! `assets/i18n/LANG/hashdrop.ftl`, the language in use, and numbers, sizes and
//! speeds written the way that language writes them. Digests are never localised,
//! and the command line keeps coreutils' English (scripts parse it).
//!
//! Call sites stay short: `t!("verdict-matches")`, `t!("files-count", count = n)`.

use std::borrow::Cow;
use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use intl_memoizer::concurrent::IntlLangMemoizer;
use unic_langid::LanguageIdentifier;

/// A language the window speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    /// English.
    #[serde(rename = "en")]
    En,
    /// Simplified Chinese.
    #[serde(rename = "zh-CN")]
    ZhCn,
    /// Spanish.
    #[serde(rename = "es")]
    Es,
    /// German.
    #[serde(rename = "de")]
    De,
    /// French.
    #[serde(rename = "fr")]
    Fr,
    /// Brazilian Portuguese.
    #[serde(rename = "pt-BR")]
    PtBr,
    /// Russian.
    #[serde(rename = "ru")]
    Ru,
    /// Japanese.
    #[serde(rename = "ja")]
    Ja,
    /// English made ~40 % longer and accented, to find clipped text; not in the menu.
    #[serde(rename = "x-pseudo")]
    Pseudo,
}

impl Lang {
    /// The languages in the menu, in its order.
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::ZhCn,
        Lang::Es,
        Lang::De,
        Lang::Fr,
        Lang::PtBr,
        Lang::Ru,
        Lang::Ja,
    ];

    /// The BCP 47 tag, also the folder name under assets/i18n.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhCn => "zh-CN",
            Lang::Es => "es",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::PtBr => "pt-BR",
            Lang::Ru => "ru",
            Lang::Ja => "ja",
            Lang::Pseudo => "x-pseudo",
        }
    }

    /// The language's name in itself, as the menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhCn => "简体中文",
            Lang::Es => "Español",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::PtBr => "Português (Brasil)",
            Lang::Ru => "Русский",
            Lang::Ja => "日本語",
            Lang::Pseudo => "Ƥšéûđö",
        }
    }

    /// Whether the language needs a CJK font, which egui does not bundle.
    pub fn needs_cjk_font(self) -> bool {
        matches!(self, Lang::ZhCn | Lang::Ja)
    }

    /// The messages file, compiled in.
    fn source(self) -> &'static str {
        match self {
            Lang::En | Lang::Pseudo => include_str!("../../assets/i18n/en/hashdrop.ftl"),
            Lang::ZhCn => include_str!("../../assets/i18n/zh-CN/hashdrop.ftl"),
            Lang::Es => include_str!("../../assets/i18n/es/hashdrop.ftl"),
            Lang::De => include_str!("../../assets/i18n/de/hashdrop.ftl"),
            Lang::Fr => include_str!("../../assets/i18n/fr/hashdrop.ftl"),
            Lang::PtBr => include_str!("../../assets/i18n/pt-BR/hashdrop.ftl"),
            Lang::Ru => include_str!("../../assets/i18n/ru/hashdrop.ftl"),
            Lang::Ja => include_str!("../../assets/i18n/ja/hashdrop.ftl"),
        }
    }

    /// The messages file as written (for tests that check every translation).
    pub fn ftl_source(self) -> &'static str {
        self.source()
    }

    /// The first of the system's preferred locales (`LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` on Linux) that the window speaks; English otherwise.
    pub fn from_system() -> Lang {
        static SYSTEM: OnceLock<Lang> = OnceLock::new();
        *SYSTEM.get_or_init(|| Lang::from_locales(sys_locale::get_locales()))
    }

    /// The first of `locales` (BCP 47 or POSIX tags, most preferred first) the window
    /// speaks. "C" and "POSIX" mean English, as for every program.
    pub fn from_locales(locales: impl IntoIterator<Item = String>) -> Lang {
        for locale in locales {
            let tag = locale
                .split(['.', '@'])
                .next()
                .unwrap_or("")
                .replace('_', "-");
            if tag.eq_ignore_ascii_case("C") || tag.eq_ignore_ascii_case("POSIX") {
                return Lang::En;
            }
            let mut parts = tag.split('-');
            let language = parts.next().unwrap_or("").to_ascii_lowercase();
            let found = match language.as_str() {
                "en" => Some(Lang::En),
                // Simplified is the only Chinese script in this round; a reader of
                // Traditional Chinese reads it better than English.
                "zh" => Some(Lang::ZhCn),
                "es" => Some(Lang::Es),
                "de" => Some(Lang::De),
                "fr" => Some(Lang::Fr),
                "pt" => Some(Lang::PtBr),
                "ru" => Some(Lang::Ru),
                "ja" => Some(Lang::Ja),
                _ => None,
            };
            if let Some(lang) = found {
                return lang;
            }
        }
        Lang::En
    }

    fn index(self) -> u8 {
        match self {
            Lang::En => 0,
            Lang::ZhCn => 1,
            Lang::Es => 2,
            Lang::De => 3,
            Lang::Fr => 4,
            Lang::PtBr => 5,
            Lang::Ru => 6,
            Lang::Ja => 7,
            Lang::Pseudo => 8,
        }
    }

    fn from_index(i: u8) -> Lang {
        Lang::ALL
            .get(usize::from(i))
            .copied()
            .unwrap_or(Lang::Pseudo)
    }
}

/// The language for threads that never chose one (background work that writes a
/// notice); the UI thread sets it with [`set_language`].
static GLOBAL: AtomicU8 = AtomicU8::new(u8::MAX);

thread_local! {
    /// This thread's language, so that tests on parallel threads each keep theirs.
    static CURRENT: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Speaks `lang` from now on (on this thread, and on threads that never chose).
pub fn set_language(lang: Lang) {
    CURRENT.with(|c| c.set(Some(lang)));
    GLOBAL.store(lang.index(), Ordering::Relaxed);
}

/// The language in use on this thread.
pub fn language() -> Lang {
    CURRENT
        .with(Cell::get)
        .unwrap_or_else(|| match GLOBAL.load(Ordering::Relaxed) {
            u8::MAX => Lang::from_system(),
            i => Lang::from_index(i),
        })
}

type Bundle = FluentBundle<FluentResource>;

/// The bundle of `lang`, built the first time a message of that language is asked
/// for: a window in one language never parses the others (issue 37: the nine bundles
/// built together took 4.6 MB of heap, and their parsing fell on the window's first
/// frame).
fn bundle(lang: Lang) -> &'static Bundle {
    const COUNT: usize = Lang::ALL.len() + 1;
    static BUNDLES: [OnceLock<Bundle>; COUNT] = [const { OnceLock::new() }; COUNT];
    // `index` is 0 to 8: one slot per language and the pseudo-locale.
    BUNDLES[usize::from(lang.index())].get_or_init(|| build_bundle(lang))
}

fn build_bundle(lang: Lang) -> Bundle {
    let id: LanguageIdentifier = match lang {
        Lang::Pseudo => "en",
        l => l.tag(),
    }
    .parse()
    .unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Isolation marks (U+2068/U+2069) are for right-to-left text, which this round
    // does not have; egui would draw them as boxes.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(format_value));
    if lang == Lang::Pseudo {
        bundle.set_transform(Some(pseudo));
    }
    // A file that fails to parse keeps the messages that did parse; the tests
    // check that every file parses whole.
    let resource = FluentResource::try_new(lang.source().to_owned()).unwrap_or_else(|(r, _)| r);
    if let Err(errors) = bundle.add_resource(resource) {
        eprintln!("hashdrop: messages for {}: {errors:?}", lang.tag());
    }
    bundle
}

/// Numbers in messages ("{ $count } files") are written the language's way.
fn format_value(value: &FluentValue<'_>, _: &IntlLangMemoizer) -> Option<String> {
    match value {
        FluentValue::Number(n) => {
            let decimals = n.options.minimum_fraction_digits.unwrap_or(0);
            Some(format_number(n.value, decimals))
        }
        _ => None,
    }
}

/// An argument of a message: a number (plural rules apply) or text.
pub type Arg = FluentValue<'static>;

/// What can be an argument of a message (text is copied, numbers stay numbers).
pub trait IntoArg {
    /// The argument.
    fn into_arg(self) -> Arg;
}

impl IntoArg for &str {
    fn into_arg(self) -> Arg {
        FluentValue::from(self.to_owned())
    }
}

impl IntoArg for String {
    fn into_arg(self) -> Arg {
        FluentValue::from(self)
    }
}

impl IntoArg for &String {
    fn into_arg(self) -> Arg {
        FluentValue::from(self.clone())
    }
}

impl IntoArg for Cow<'_, str> {
    fn into_arg(self) -> Arg {
        FluentValue::from(self.into_owned())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl IntoArg for $t {
            fn into_arg(self) -> Arg {
                FluentValue::from(self)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

/// The message `key` in the current language, with `args`. A key missing from the
/// language (the tests forbid it) falls back to English, then to the key itself.
pub fn tr_args(key: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    // English only where the language lacks the key (the tests forbid it).
    for messages in [language(), Lang::En].into_iter().map(bundle) {
        let Some(pattern) = messages.get_message(key).and_then(|m| m.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        let text = messages.format_pattern(pattern, Some(&fluent_args), &mut errors);
        return text.into_owned();
    }
    key.to_owned()
}

/// The message `key` in the current language.
pub fn tr(key: &str) -> String {
    tr_args(key, &[])
}

/// `t!("key")` or `t!("key", count = n, name = text)`: the message in the current
/// language. Keys are string literals, so the tests can find every key in the source.
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::gui::i18n::tr($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::gui::i18n::tr_args(
            $key,
            &[$((stringify!($name), $crate::gui::i18n::IntoArg::into_arg($value))),+],
        )
    };
}

/// English with accents, ~40 % longer: vowels are doubled (about 40 % of English
/// letters are vowels), so a layout that fits it fits the real translations.
fn pseudo(text: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        let accented = match c {
            'a' => "áá",
            'e' => "éé",
            'i' => "íí",
            'o' => "öö",
            'u' => "üü",
            'y' => "ýý",
            'A' => "ÅÅ",
            'E' => "ÉÉ",
            'I' => "ÎÎ",
            'O' => "ÖÖ",
            'U' => "ÜÜ",
            'c' => "ç",
            'n' => "ñ",
            's' => "š",
            'C' => "Ç",
            'N' => "Ñ",
            'S' => "Š",
            _ => {
                out.push(c);
                continue;
            }
        };
        out.push_str(accented);
    }
    Cow::Owned(out)
}

/// The decimal mark, the thousands separator, and the fewest digits before a group is
/// used (Spanish writes 1234 but 12.345), as CLDR has them.
fn number_symbols(lang: Lang) -> (char, char, usize) {
    match lang {
        Lang::En | Lang::ZhCn | Lang::Ja | Lang::Pseudo => ('.', ',', 4),
        Lang::De | Lang::PtBr => (',', '.', 4),
        Lang::Es => (',', '.', 5),
        // A no-break space keeps "1 234" on one line (CLDR's narrow one, U+202F, is
        // missing from egui's fonts).
        Lang::Fr | Lang::Ru => (',', '\u{a0}', 4),
    }
}

/// `value` with `decimals` digits after the mark, grouped, in the current language.
pub fn format_number(value: f64, decimals: usize) -> String {
    let (mark, group, min_grouped) = number_symbols(language());
    let plain = format!("{:.*}", decimals, value.abs());
    let (int, frac) = plain.split_once('.').unwrap_or((&plain, ""));
    let mut out = String::new();
    if value < 0.0 && plain.chars().any(|c| c.is_ascii_digit() && c != '0') {
        out.push('-');
    }
    if int.len() >= min_grouped {
        for (i, d) in int.chars().enumerate() {
            if i > 0 && (int.len() - i) % 3 == 0 {
                out.push(group);
            }
            out.push(d);
        }
    } else {
        out.push_str(int);
    }
    if !frac.is_empty() {
        out.push(mark);
        out.push_str(frac);
    }
    out
}

/// A whole number, grouped: "12 345" in French.
pub fn format_count(n: u64) -> String {
    format_number(n as f64, 0)
}

/// A size in binary units, one decimal unless whole: "1.234,5 MiB" in German.
/// The units are the same in every language (as on every platform's file manager).
pub fn format_size(bytes: u64) -> String {
    let (v, unit, decimals) = crate::engine::options::binary_size(bytes);
    format!("{}\u{a0}{unit}", format_number(v, decimals))
}

/// Megabytes (10⁶ bytes) per second: "520 MB/s", "1,4 GB/s" in French.
pub fn format_mbps(mbps: f64) -> String {
    // As the lab's `format_rate`: 999.7 MB/s is "1.0 GB/s", never "1,000 MB/s".
    if mbps >= 999.5 {
        format!("{}\u{a0}GB/s", format_number(mbps / 1000.0, 1))
    } else if mbps >= 9.95 {
        format!("{}\u{a0}MB/s", format_number(mbps, 0))
    } else {
        format!("{}\u{a0}MB/s", format_number(mbps, 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rate_at_the_edge_says_what_the_lab_says() {
        set_language(Lang::En);
        for mbps in [9.94, 9.96, 10.0, 999.4, 999.7, 1000.0, 1234.5] {
            let lab = crate::lab::format_rate(mbps).replace(' ', "\u{a0}");
            assert_eq!(format_mbps(mbps), lab, "{mbps}");
        }
        assert_eq!(format_mbps(999.7), "1.0\u{a0}GB/s");
        assert_eq!(format_mbps(9.96), "10\u{a0}MB/s");
    }

    #[test]
    fn numbers_follow_the_language() {
        set_language(Lang::Fr);
        assert_eq!(format_number(1234.5, 1), "1\u{a0}234,5");
        assert_eq!(format_size(3 << 29), "1,5\u{a0}GiB");
        assert_eq!(format_mbps(1234.5), "1,2\u{a0}GB/s");
        set_language(Lang::De);
        assert_eq!(format_number(1234.5, 1), "1.234,5");
        assert_eq!(format_number(-1234567.0, 0), "-1.234.567");
        set_language(Lang::Es);
        assert_eq!(format_number(1234.0, 0), "1234");
        assert_eq!(format_number(12345.0, 0), "12.345");
        set_language(Lang::En);
        assert_eq!(format_number(1234.5, 1), "1,234.5");
        assert_eq!(format_size(100), "100\u{a0}B");
        assert_eq!(format_mbps(1400.0), "1.4\u{a0}GB/s");
    }

    #[test]
    fn system_locales_pick_a_language() {
        let pick = |tags: &[&str]| Lang::from_locales(tags.iter().map(|s| s.to_string()));
        assert_eq!(pick(&["de_DE.UTF-8"]), Lang::De);
        assert_eq!(pick(&["pt-PT"]), Lang::PtBr);
        assert_eq!(pick(&["zh-TW"]), Lang::ZhCn);
        assert_eq!(pick(&["eo", "ja-JP"]), Lang::Ja);
        assert_eq!(pick(&["C.UTF-8", "fr"]), Lang::En);
        assert_eq!(pick(&[]), Lang::En);
    }

    #[test]
    fn plurals_and_numbers_in_messages() {
        set_language(Lang::En);
        assert_eq!(t!("files-count", count = 1), "1 file");
        assert_eq!(t!("files-count", count = 1234), "1,234 files");
        set_language(Lang::Ru);
        assert_eq!(t!("files-count", count = 3), "3 файла");
        assert_eq!(t!("files-count", count = 5), "5 файлов");
        set_language(Lang::Pseudo);
        assert_eq!(t!("files-count", count = 1), "1 fííléé");
    }
}
