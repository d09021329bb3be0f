//! The translations: every message file parses, every language has every key and no
//! other, each message takes the same arguments in every language, and every key is
//! used by the source (and every key the source uses exists).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use hashdrop::gui::i18n::Lang;

/// Each message's arguments (`$count`, `$name`), by key.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn messages(lang: Lang) -> Messages {
    let resource = fluent_syntax::parser::parse(lang.ftl_source()).unwrap_or_else(|(_, errors)| {
        panic!(
            "assets/i18n/{}/hashdrop.ftl does not parse: {errors:?}",
            lang.tag()
        )
    });
    let mut out = Messages::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            let mut args = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_args(p, &mut args);
            }
            assert!(
                m.value.is_some(),
                "{}: {} has no value",
                lang.tag(),
                m.id.name
            );
            let fresh = out.insert(m.id.name.to_owned(), args).is_none();
            assert!(fresh, "{}: {} is defined twice", lang.tag(), m.id.name);
        }
    }
    out
}

fn pattern_args(p: &Pattern<&str>, args: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_args(expression, args);
        }
    }
}

fn expression_args(e: &Expression<&str>, args: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_args(i, args),
        Expression::Select { selector, variants } => {
            inline_args(selector, args);
            for v in variants {
                pattern_args(&v.value, args);
            }
        }
    }
}

fn inline_args(i: &InlineExpression<&str>, args: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            args.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_args(expression, args),
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let english = messages(Lang::En);
    assert!(!english.is_empty());
    for lang in Lang::ALL {
        let other = messages(lang);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.tag());
        assert!(
            extra.is_empty(),
            "{} has unknown keys {extra:?}",
            lang.tag()
        );
        for (key, args) in &english {
            assert_eq!(&other[key], args, "{}: the arguments of {key}", lang.tag());
        }
    }
}

/// Every Rust source file under `dir`, read.
fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).expect("read src") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("read source");
            out.push((path.display().to_string(), text));
        }
    }
}

#[test]
fn every_key_is_used_and_every_used_key_exists() {
    let english = messages(Lang::En);
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let all: String = files.iter().map(|(_, t)| t.as_str()).collect();
    let unused: Vec<_> = english
        .keys()
        .filter(|k| !all.contains(&format!("\"{k}\"")))
        .collect();
    assert!(unused.is_empty(), "keys no source uses: {unused:?}");
    for (path, text) in &files {
        // Doc comments show the macro with made-up keys.
        let code: String = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let text = &code;
        for call in ["t!(\"", "tr(\"", "tr_args(\""] {
            for (at, _) in text.match_indices(call) {
                // `from_str("` is not `tr("`.
                let before = text[..at].chars().next_back().unwrap_or(' ');
                if before.is_alphanumeric() || before == '_' {
                    continue;
                }
                let rest = &text[at + call.len()..];
                let key = &rest[..rest.find('"').unwrap_or(0)];
                assert!(english.contains_key(key), "{path}: unknown key {key:?}");
            }
        }
    }
}

#[test]
fn formatted_messages_carry_their_arguments() {
    for lang in Lang::ALL {
        hashdrop::gui::i18n::set_language(lang);
        let text = hashdrop::t!("files-count", count = 1234);
        let digits: String = text.chars().filter(char::is_ascii_digit).collect();
        assert_eq!(digits, "1234", "{}: {text}", lang.tag());
    }
}
