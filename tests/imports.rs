//! No two files of `src/` import each other, however far round (issue 36): the file
//! graph is read from the source text, resolving `crate::`, `super::`, `self::`, brace
//! groups and child-module paths to the file that defines the module. A `mod.rs` (or
//! `x.rs` with children) that only declares and re-exports its children is a name
//! space, not a file with code: a child naming something through it is not an edge.
//!
//! The cycles that remain are listed in [`KNOWN`]; the test fails on any other, and on
//! a listed one that is gone (so the list only shrinks).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Cycles not yet taken apart, each as the sorted files on it joined by " ↔ ".
const KNOWN: &[&str] = &[];

/// One module of the crate: its file, its children's names, and whether it is only a
/// name space (declarations and re-exports).
struct Module {
    file: PathBuf,
    children: BTreeSet<String>,
    namespace: bool,
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every module of the library crate, by path (`""` for the crate root, `a::b`).
fn modules() -> BTreeMap<String, Module> {
    let mut files = Vec::new();
    walk(&src(), &mut files);
    let mut out = BTreeMap::new();
    for f in files {
        let rel = f.strip_prefix(src()).expect("under src").with_extension("");
        let mut parts: Vec<String> = rel
            .iter()
            .map(|c| c.to_string_lossy().into_owned())
            .collect();
        if parts == ["main"] {
            continue; // the binary, a crate of its own
        }
        if parts
            .last()
            .is_some_and(|l| l == "tests" || l.ends_with("_tests"))
        {
            continue; // a module of tests, compiled only for them
        }
        if parts.last().is_some_and(|l| l == "mod" || l == "lib") {
            parts.pop();
        }
        let code = code_of(&f);
        let children = code
            .lines()
            .filter_map(|l| {
                let l = l.trim();
                let l = l.strip_prefix("pub ").unwrap_or(l);
                let l = l.strip_prefix("pub(crate) ").unwrap_or(l);
                let name = l.strip_prefix("mod ")?.strip_suffix(';')?;
                Some(name.to_string())
            })
            .collect();
        let namespace = code.lines().all(|l| {
            let l = l.trim();
            l.is_empty()
                || l.starts_with("//")
                || l.starts_with("#[")
                || l.contains("mod ")
                || l.starts_with("pub use")
                || l.starts_with("pub(crate) use")
                || !l.contains(|c: char| c.is_alphanumeric())
                || l.ends_with(',')
                || l.ends_with("};")
        });
        out.insert(
            parts.join("::"),
            Module {
                file: f,
                children,
                namespace,
            },
        );
    }
    out
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("read_dir").flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The file's code outside its tests and comments: a `#[cfg(test)] mod x;` line is
/// dropped, and an inline `#[cfg(test)] mod tests {` ends the code (tests come last).
fn code_of(f: &Path) -> String {
    let text = std::fs::read_to_string(f).expect("read source");
    let mut out = String::new();
    let mut lines = text.lines().peekable();
    while let Some(l) = lines.next() {
        let t = l.trim();
        if t == "#[cfg(test)]" {
            match lines.peek().map(|n| n.trim()) {
                Some(n) if n.starts_with("mod ") && n.ends_with(';') => {
                    lines.next();
                    continue;
                }
                Some(n) if n.starts_with("mod ") => break,
                _ => {}
            }
        }
        if t.starts_with("//") {
            continue;
        }
        out.push_str(l);
        out.push('\n');
    }
    out
}

/// Every path named in `code` that starts at `crate`, `super`, `self` or one of
/// `children`, with brace groups expanded, as written (`["super", "x", "Y"]`).
fn paths(code: &str, children: &BTreeSet<String>) -> Vec<Vec<String>> {
    let bytes = code.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let boundary = i == 0
            || !(bytes[i - 1].is_ascii_alphanumeric()
                || bytes[i - 1] == b'_'
                || bytes[i - 1] == b':');
        if boundary {
            let word: String = code[i..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let starts =
                ["crate", "super", "self"].contains(&word.as_str()) || children.contains(&word);
            if !word.is_empty() && starts && code[i + word.len()..].starts_with("::") {
                expand(&code[i..], Vec::new(), &mut out);
                i += word.len();
                continue;
            }
        }
        i += code[i..].chars().next().map_or(1, char::len_utf8);
    }
    out
}

/// Reads a path from the start of `text` (after `prefix`), expanding `{a, b::c}`.
fn expand(text: &str, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    let mut path = prefix;
    let mut rest = text.trim_start();
    loop {
        if let Some(inner) = rest.strip_prefix('{') {
            for item in split_group(inner) {
                expand(item, path.clone(), out);
            }
            return;
        }
        let word: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if word.is_empty() {
            break;
        }
        path.push(word.clone());
        rest = &rest[word.len()..];
        match rest.strip_prefix("::") {
            Some(r) => rest = r.trim_start(),
            None => break,
        }
    }
    if !path.is_empty() {
        out.push(path);
    }
}

/// The items of a brace group (the text after `{`), split at its top-level commas.
fn split_group(inner: &str) -> Vec<&str> {
    let mut depth = 0;
    let mut items = Vec::new();
    let mut start = 0;
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(&inner[start..i]);
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.into_iter().filter(|s| !s.trim().is_empty()).collect()
}

/// The module a path written in module `m` names, as absolute segments.
fn absolute(m: &str, path: &[String]) -> Vec<String> {
    let mut at: Vec<String> = m
        .split("::")
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect();
    let mut segs = path.iter().peekable();
    match segs.peek().map(|s| s.as_str()) {
        Some("crate") => {
            at.clear();
            segs.next();
        }
        Some("self") => {
            segs.next();
        }
        Some("super") => {
            while segs.peek().is_some_and(|s| *s == "super") {
                at.pop();
                segs.next();
            }
        }
        _ => {}
    }
    at.extend(segs.cloned());
    at
}

/// File-to-file edges: each module's file, and the modules (with code) it names.
fn edges() -> (BTreeMap<String, BTreeSet<String>>, BTreeMap<String, Module>) {
    let mods = modules();
    let exports: BTreeMap<&String, BTreeMap<String, Vec<String>>> = mods
        .iter()
        .map(|(m, module)| (m, reexports(m, module)))
        .collect();
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (m, module) in &mods {
        let code = code_of(&module.file);
        let mut deps = BTreeSet::new();
        for p in paths(&code, &module.children) {
            let Some(target) = resolve(&mods, &exports, absolute(m, &p)) else {
                continue;
            };
            if &target == m || mods[&target].namespace {
                continue;
            }
            deps.insert(target);
        }
        out.insert(m.clone(), deps);
    }
    (out, mods)
}

/// The module that defines what an absolute path names: the longest module prefix,
/// followed through that module's re-exports (`pub use child::Item`) to the file that
/// has the item.
fn resolve(
    mods: &BTreeMap<String, Module>,
    exports: &BTreeMap<&String, BTreeMap<String, Vec<String>>>,
    mut abs: Vec<String>,
) -> Option<String> {
    for _ in 0..8 {
        let k = (0..=abs.len())
            .rev()
            .find(|&k| mods.contains_key(&abs[..k].join("::")))?;
        let module = abs[..k].join("::");
        let Some(via) = abs.get(k).and_then(|item| exports.get(&module)?.get(item)) else {
            return Some(module);
        };
        let mut next = via.clone();
        next.extend(abs[k..].iter().cloned());
        abs = next;
    }
    None
}

/// What module `m` re-exports: each item's name and the absolute path of the module it
/// is taken from.
fn reexports(m: &str, module: &Module) -> BTreeMap<String, Vec<String>> {
    let code = code_of(&module.file);
    let mut out = BTreeMap::new();
    let mut text = String::new();
    let mut open = false;
    for line in code.lines() {
        let t = line.trim();
        if t.starts_with("pub use ") || t.starts_with("pub(crate) use ") {
            open = true;
            text.clear();
        }
        if open {
            text.push_str(t);
            text.push(' ');
            if t.ends_with(';') {
                open = false;
                let body = text.split_once("use ").map_or("", |(_, b)| b);
                let mut found = Vec::new();
                expand(body, Vec::new(), &mut found);
                for path in found {
                    if let Some((item, from)) = path.split_last() {
                        let from = absolute(m, from);
                        out.insert(item.clone(), from);
                    }
                }
            }
        }
    }
    out
}

/// The cycles of the graph, each as its sorted files (strongly connected components of
/// more than one file).
fn cycles(
    edges: &BTreeMap<String, BTreeSet<String>>,
    mods: &BTreeMap<String, Module>,
) -> BTreeSet<String> {
    let reach = |from: &str| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.to_string()];
        while let Some(x) = stack.pop() {
            for d in edges.get(&x).into_iter().flatten() {
                if seen.insert(d.clone()) {
                    stack.push(d.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> =
        edges.keys().map(|m| (m, reach(m))).collect();
    let mut out = BTreeSet::new();
    for (m, r) in &reached {
        let mut comp: Vec<String> = r
            .iter()
            .filter(|o| reached.get(o).is_some_and(|back| back.contains(*m)))
            .map(|o| file_name(&mods[o].file))
            .collect();
        if comp.len() > 1 {
            comp.sort();
            comp.dedup();
            out.insert(comp.join(" ↔ "));
        }
    }
    out
}

fn file_name(f: &Path) -> String {
    f.strip_prefix(src().parent().expect("crate"))
        .unwrap_or(f)
        .display()
        .to_string()
}

#[test]
fn no_two_files_import_each_other() {
    let (edges, mods) = edges();
    assert!(
        edges.len() > 150,
        "the crate's files were found: {}",
        edges.len()
    );
    let found = cycles(&edges, &mods);
    let known: BTreeSet<String> = KNOWN.iter().map(|s| s.to_string()).collect();
    let new: Vec<&String> = found.difference(&known).collect();
    let gone: Vec<&String> = known.difference(&found).collect();
    assert!(new.is_empty(), "files that import each other: {new:#?}");
    assert!(
        gone.is_empty(),
        "no longer a cycle, take it off KNOWN: {gone:#?}"
    );
}

#[test]
fn the_reader_sees_the_imports_it_must() {
    let (edges, _) = edges();
    // `use super::shared::{Ctx, report}` in a child, `coordinator::coordinate` through a
    // brace group, a `crate::` path in code, and a child named in its parent's `use`.
    let has = |from: &str, to: &str| edges.get(from).is_some_and(|d| d.contains(to));
    assert!(has("engine::run::worker", "engine::run::shared"));
    assert!(has("engine::run::job", "engine::run::coordinator"));
    assert!(has("sums::session", "sums::session::judge"));
    assert!(has("gui::hash::check", "gui::hash::lists"));
    assert!(!has("engine::run::shared", "engine::run::worker"));
}

/// House style: no file over 700 lines outside tests and the hand-written kernels (a
/// kernel's rounds read best in one place).
#[test]
fn no_source_file_is_over_700_lines() {
    let mut files = Vec::new();
    walk(&src(), &mut files);
    let long: Vec<String> = files
        .iter()
        .filter(|f| {
            let name = file_name(f);
            !(name.contains("/kernels/") || name.ends_with("tests.rs") || name.contains("/tests/"))
        })
        .filter_map(|f| {
            let lines = std::fs::read_to_string(f)
                .expect("read source")
                .lines()
                .count();
            (lines > 700).then(|| format!("{} ({lines} lines)", file_name(f)))
        })
        .collect();
    assert!(long.is_empty(), "files over 700 lines: {long:#?}");
}

/// The map is true: every path `docs/ARCHITECTURE.md` names in backticks from the
/// repository's root (`src/…`, `tests/…`, `scripts/…`, `assets/…`, `packaging/…`)
/// exists. A placeholder (`assets/i18n/TAG/…`) or a pattern (`*`, `{`) is not a path.
#[test]
fn every_path_the_architecture_names_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("docs/ARCHITECTURE.md")).expect("read the map");
    let roots = ["src/", "tests/", "scripts/", "assets/", "packaging/"];
    let named: Vec<&str> = text
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|p| roots.iter().any(|r| p.starts_with(r)))
        .filter(|p| !p.contains(['*', '{', ' ']) && !p.contains("TAG"))
        .collect();
    assert!(named.len() > 20, "the map names paths: {}", named.len());
    let missing: Vec<&&str> = named.iter().filter(|p| !root.join(p).exists()).collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names paths that do not exist: {missing:#?}"
    );
}
