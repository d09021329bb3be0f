//! The window's code is in rooms (`src/gui/<room>/`) that import each other in one
//! direction only: no file imports a file that imports it back, however far round,
//! and no room imports a room that imports it. The shell sits on top; `common` and
//! `widgets` import no feature.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Module path (under `gui`) of each file, and the gui modules it imports outside
/// its tests.
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/gui");
    let mut files = Vec::new();
    walk(&root, &mut files);
    let module = |p: &Path| {
        let rel = p
            .strip_prefix(&root)
            .expect("under src/gui")
            .with_extension("");
        let mut parts: Vec<String> = rel
            .iter()
            .map(|c| c.to_string_lossy().into_owned())
            .collect();
        if parts.last().is_some_and(|l| l == "mod") {
            parts.pop();
        }
        parts.join("::")
    };
    let modules: BTreeSet<String> = files.iter().map(|f| module(f)).collect();
    let mut out = BTreeMap::new();
    for f in &files {
        let m = module(f);
        let text = std::fs::read_to_string(f).expect("read source");
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        let mut deps = BTreeSet::new();
        for (at, _) in code.match_indices("crate::gui::") {
            let rest = &code[at + "crate::gui::".len()..];
            let path: String = rest
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || *c == '_' || *c == ':')
                .collect();
            let parts: Vec<&str> = path.split("::").filter(|p| !p.is_empty()).collect();
            if let Some(found) = (1..=parts.len())
                .rev()
                .map(|k| parts[..k].join("::"))
                .find(|c| modules.contains(c))
            {
                deps.insert(found);
            }
        }
        deps.retain(|d| d != &m && !d.starts_with(&format!("{m}::")));
        out.insert(m, deps);
    }
    out
}

fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).expect("read_dir").flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Whether `to` can be reached from `from` along the edges.
fn reaches(edges: &BTreeMap<String, BTreeSet<String>>, from: &str, to: &str) -> bool {
    let mut seen = BTreeSet::new();
    let mut stack = vec![from.to_string()];
    while let Some(m) = stack.pop() {
        for d in edges.get(&m).into_iter().flatten() {
            if d == to {
                return true;
            }
            if seen.insert(d.clone()) {
                stack.push(d.clone());
            }
        }
    }
    false
}

fn room(m: &str) -> String {
    m.split("::").next().unwrap_or(m).to_string()
}

#[test]
fn no_file_of_the_window_imports_one_that_imports_it_back() {
    let edges = imports();
    assert!(
        edges.len() > 30,
        "the gui's files were found: {}",
        edges.len()
    );
    for m in edges.keys() {
        assert!(!reaches(&edges, m, m), "{m} imports itself, round a circle");
    }
}

#[test]
fn rooms_import_each_other_one_way_and_the_shared_ones_no_feature() {
    let edges = imports();
    let mut rooms: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (m, deps) in &edges {
        for d in deps {
            if room(m) != room(d) {
                rooms.entry(room(m)).or_default().insert(room(d));
            }
        }
    }
    for r in rooms.keys() {
        assert!(
            !reaches(&rooms, r, r),
            "the {r} room imports itself, round a circle"
        );
    }
    for shared in ["common", "widgets"] {
        let deps = rooms.get(shared).cloned().unwrap_or_default();
        for feature in ["shell", "hash", "compare", "bench", "settings"] {
            assert!(!deps.contains(feature), "{shared} imports {feature}");
        }
    }
    for feature in ["hash", "compare", "bench", "settings"] {
        assert!(
            !rooms.get(feature).is_some_and(|d| d.contains("shell")),
            "{feature} imports the shell"
        );
    }
}

/// The non-test code of every file under `src/gui`, with its path.
fn gui_code() -> Vec<(std::path::PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/gui");
    let mut files = Vec::new();
    walk(&root, &mut files);
    files
        .into_iter()
        .filter(|f| !f.ends_with("tests.rs"))
        .map(|f| {
            let text = std::fs::read_to_string(&f).expect("read source");
            let code = text
                .split("#[cfg(test)]\nmod tests")
                .next()
                .unwrap_or_default()
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n");
            (f, code)
        })
        .collect()
}

/// The window asks `src/desktop` (and the layers below) for everything of the system:
/// no file, socket, process or dialog is opened from `src/gui` itself (issue 36).
#[test]
fn the_window_opens_no_file_socket_or_process_itself() {
    let forbidden = [
        "std::fs",
        "std::net",
        "std::process::Command",
        "process::Command",
        "Command::new(",
        "std::os::fd",
        "File::open",
        "File::create",
        "read_dir(",
        "libc::",
        "rfd::",
        "zbus::",
        "ureq::",
        "TcpStream",
        "UnixStream",
        "UdpSocket",
        ".is_file()",
        ".is_dir()",
        ".exists()",
        ".metadata()",
        ".canonicalize()",
    ];
    let code = gui_code();
    assert!(
        code.len() > 30,
        "the gui's files were found: {}",
        code.len()
    );
    let mut found = Vec::new();
    for (f, text) in &code {
        for word in forbidden {
            if text.contains(word) {
                found.push(format!("{}: {word}", f.display()));
            }
        }
    }
    assert!(found.is_empty(), "system calls in the window: {found:#?}");
}

/// What a view asks for reaches its room as one command, not re-wrapped from one
/// enum to the next: at most three enums named `…Action` or `…Command` in the window.
#[test]
fn at_most_three_action_or_command_enums_in_the_window() {
    let mut names = Vec::new();
    for (f, text) in gui_code() {
        for line in text.lines() {
            let Some(rest) = line.trim_start().split("enum ").nth(1) else {
                continue;
            };
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if name.ends_with("Action") || name.ends_with("Command") {
                names.push(format!("{} in {}", name, f.display()));
            }
        }
    }
    assert!(names.len() <= 3, "{} such enums: {names:#?}", names.len());
}

/// The app's state is reached through its methods only: `HashdropApp` has no public
/// field (issue 36).
#[test]
fn the_app_has_no_public_field() {
    let shell = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/gui/shell/mod.rs");
    let text = std::fs::read_to_string(shell).expect("read the shell");
    let start = text
        .find("pub struct HashdropApp {")
        .expect("HashdropApp is defined in the shell");
    let body = &text[start..];
    let body = &body[..body.find("\n}").expect("the struct ends")];
    let public: Vec<&str> = body
        .lines()
        .skip(1)
        .map(str::trim)
        .filter(|l| l.starts_with("pub"))
        .collect();
    assert!(public.is_empty(), "public fields: {public:#?}");
}
