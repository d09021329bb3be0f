use super::uca::scan_uca;
use super::*;

/// A person's uca.xml as Thunar writes it, with their own actions, a comment, an
/// entity and uneven spacing: all of it must survive the merge byte for byte.
const PERSONS_UCA: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>
<!-- my own actions -->
<actions>
<action>
\t<icon>utilities-terminal</icon>
\t<name>Open Terminal Here</name>
\t<submenu></submenu>
\t<unique-id>1700000000000000-1</unique-id>
\t<command>exo-open --working-directory %f --launch TerminalEmulator</command>
\t<description>Example for a custom action</description>
\t<range></range>
\t<patterns>*</patterns>
\t<startup-notify/>
\t<directories/>
</action>
<action>
\t<icon></icon>
\t<name>Grep &amp; count</name>
\t<unique-id>1700000000000001-2</unique-id>
\t<command>sh -c 'grep -c x %f'</command>
\t<description></description>
\t<patterns>*.txt</patterns>
\t<text-files/>
</action>
  </actions>
";

fn action() -> String {
    thunar_action("/usr/bin/hashdrop")
}

fn count(haystack: &str, needle: &str) -> usize {
    haystack.matches(needle).count()
}

fn added(m: Merged) -> String {
    match m {
        Merged::Added(t) => t,
        other => panic!("expected Added, got {other:?}"),
    }
}

#[test]
fn merging_keeps_the_persons_actions_byte_for_byte() {
    let merged = added(merge_uca(Some(PERSONS_UCA), &action(), THUNAR_ID).expect("merge"));
    // Everything before `  </actions>` is the person's, unchanged; then ours; then the
    // closing tag as it was.
    let at = PERSONS_UCA.find("  </actions>").expect("root end");
    assert!(merged.starts_with(&PERSONS_UCA[..at]));
    assert!(merged.ends_with(&PERSONS_UCA[at..]));
    assert_eq!(
        merged.len(),
        PERSONS_UCA.len() + action().len() + 1,
        "only our action and a line break were added"
    );
    assert_eq!(count(&merged, "<action>"), 3);
    assert_eq!(count(&merged, THUNAR_ID), 1);
    // Still a uca.xml the merge reads.
    assert!(
        scan_uca(&merged, THUNAR_ID)
            .expect("well-formed")
            .ours
            .is_some()
    );
}

#[test]
fn merging_twice_adds_one_action() {
    let once = added(merge_uca(Some(PERSONS_UCA), &action(), THUNAR_ID).expect("merge"));
    assert_eq!(
        merge_uca(Some(&once), &action(), THUNAR_ID),
        Ok(Merged::Unchanged)
    );
    // The program moved: the action is replaced in place, not added again.
    let moved = thunar_action("/home/me/.cargo/bin/hashdrop");
    let Ok(Merged::Updated(twice)) = merge_uca(Some(&once), &moved, THUNAR_ID) else {
        panic!("expected Updated");
    };
    assert_eq!(count(&twice, THUNAR_ID), 1);
    assert_eq!(count(&twice, "<action>"), 3);
    assert!(twice.contains("<command>/home/me/.cargo/bin/hashdrop %F</command>"));
    assert_eq!(twice.replace(&moved, &action()), once);
}

#[test]
fn a_missing_or_empty_file_starts_a_list() {
    for existing in [None, Some(""), Some("\n  \n")] {
        let text = added(merge_uca(existing, &action(), THUNAR_ID).expect("merge"));
        assert!(text.starts_with("<?xml"));
        assert_eq!(count(&text, "<action>"), 1);
        assert_eq!(
            merge_uca(Some(&text), &action(), THUNAR_ID),
            Ok(Merged::Unchanged)
        );
    }
    let text = added(
        merge_uca(
            Some("<?xml version=\"1.0\"?>\n<actions/>\n"),
            &action(),
            THUNAR_ID,
        )
        .expect("merge"),
    );
    assert!(text.starts_with("<?xml version=\"1.0\"?>\n<actions>\n<action>"));
    assert!(text.ends_with("</action>\n</actions>\n"));
}

#[test]
fn a_malformed_file_is_refused() {
    let cut = &PERSONS_UCA[..PERSONS_UCA.len() - 14];
    for bad in [
        cut,
        "<actions><action></actions>",
        "<actions></action></actions>",
        "not xml at all",
        "<actions></actions><actions></actions>",
    ] {
        assert!(
            matches!(
                merge_uca(Some(bad), &action(), THUNAR_ID),
                Err(UcaError::Malformed { .. })
            ),
            "{bad:?}"
        );
    }
    assert_eq!(
        merge_uca(Some("<menu><action/></menu>"), &action(), THUNAR_ID),
        Err(UcaError::NotActions("menu".into()))
    );
    let e = merge_uca(Some(cut), &action(), THUNAR_ID).expect_err("refused");
    assert!(
        e.to_string().starts_with("not well-formed XML at byte"),
        "{e}"
    );
}

#[test]
fn the_action_quotes_what_it_must() {
    let a = thunar_action("/opt/my apps/hash&drop");
    assert!(
        a.contains("<command>'/opt/my apps/hash&amp;drop' %F</command>"),
        "{a}"
    );
    assert!(a.contains("<name xml:lang=\"de\">Prüfsummen mit Hashdrop</name>"));
    assert_eq!(shell_word("/usr/bin/hashdrop"), "/usr/bin/hashdrop");
    assert_eq!(shell_word("/tmp/it's"), "'/tmp/it'\\''s'");
}

#[test]
fn exec_lines_quote_the_program() {
    assert_eq!(
        desktop_exec_program("/usr/bin/hashdrop"),
        "/usr/bin/hashdrop"
    );
    assert_eq!(
        desktop_exec_program("/home/me/my tools/hashdrop"),
        "\"/home/me/my tools/hashdrop\""
    );
    // `$` escaped for the Exec quoting, the backslash doubled for the key file.
    assert_eq!(desktop_exec_program("/a $b/h"), "\"/a \\\\$b/h\"");
    assert_eq!(desktop_exec_program("/a/100%/h"), "/a/100%%/h");
    assert_eq!(python_string("/a \"b\"\\c"), "\"/a \\\"b\\\"\\\\c\"");
}

#[test]
fn the_packaged_files_name_their_program_once() {
    // The installer's replacements must find what they replace.
    assert_eq!(count(NAUTILUS_EXTENSION, "\nHASHDROP_COMMAND = None\n"), 1);
    let program = Path::new("/home/me/my tools/hashdrop");
    let files = menu_files(FileManager::Nautilus, program).expect("files");
    assert!(
        files[0]
            .1
            .contains("\nHASHDROP_COMMAND = \"/home/me/my tools/hashdrop\"\n")
    );
    for manager in [FileManager::Dolphin, FileManager::Nemo] {
        for (rel, text) in menu_files(manager, program).expect("files") {
            assert!(
                text.contains("Exec=\"/home/me/my tools/hashdrop\" %F\n"),
                "{rel}: {text}"
            );
            assert!(!text.contains("=hashdrop"), "{rel}: {text}");
        }
    }
    assert!(matches!(
        menu_files(FileManager::Nemo, Path::new("/a\nb")),
        Err(InstallError::UnusablePath(_))
    ));
}

/// A home, system folders and a `$PATH` with the given file managers, in a temporary
/// folder.
fn places(root: &Path, managers: &[&str]) -> Places {
    let bin = root.join("bin");
    std::fs::create_dir_all(&bin).expect("mkdir");
    for m in managers {
        std::fs::write(bin.join(m), b"").expect("write");
    }
    Places {
        data_home: root.join("home/.local/share"),
        data_dirs: vec![root.join("usr/share")],
        config_home: root.join("home/.config"),
        config_dirs: vec![root.join("etc/xdg")],
        path: vec![bin],
        program: root.join("my build/hashdrop"),
    }
}

fn outcomes(results: &[MenuResult]) -> Vec<(FileManager, String)> {
    results
        .iter()
        .map(|r| (r.manager, format!("{:?}", r.outcome)))
        .collect()
}

#[test]
fn install_writes_the_menus_of_the_file_managers_found() {
    let root = tempfile::tempdir().expect("tempdir");
    let p = places(root.path(), &["nautilus", "dolphin", "nemo", "thunar"]);
    let first = install(&p);
    assert_eq!(
        outcomes(&first),
        FileManager::ALL.map(|m| (m, "Added".to_owned())).to_vec()
    );
    let ext = p.data_home.join("nautilus-python/extensions/hashdrop.py");
    let text = std::fs::read_to_string(&ext).expect("extension");
    assert!(text.contains(&format!("HASHDROP_COMMAND = \"{}\"", p.program.display())));
    let menu = p
        .data_home
        .join("kio/servicemenus/io.github.hashdrop.Hashdrop.desktop");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(&menu).expect("menu").permissions().mode();
        assert_eq!(
            mode & 0o777,
            0o755,
            "KIO wants local service menus executable"
        );
    }
    assert!(
        p.data_home
            .join("nemo/actions/io.github.hashdrop.Hashdrop.check.nemo_action")
            .is_file()
    );
    let uca = std::fs::read_to_string(p.config_home.join("Thunar/uca.xml")).expect("uca");
    assert_eq!(count(&uca, THUNAR_ID), 1);

    // Again: nothing changes.
    assert_eq!(
        outcomes(&install(&p)),
        FileManager::ALL
            .map(|m| (m, "AlreadyThere".to_owned()))
            .to_vec()
    );
    // An older copy is replaced.
    std::fs::write(&menu, "[Desktop Entry]\n").expect("write");
    assert_eq!(
        outcomes(&install(&p))[1],
        (FileManager::Dolphin, "Updated".into())
    );
    // No temporary file is left behind.
    for dir in [menu.parent().expect("dir"), &p.config_home.join("Thunar")] {
        for entry in std::fs::read_dir(dir).expect("read_dir") {
            let name = entry.expect("entry").file_name();
            assert!(!name.to_string_lossy().ends_with(".tmp"), "{name:?}");
        }
    }
}

#[test]
fn install_leaves_out_what_the_package_installed_and_what_is_not_there() {
    let root = tempfile::tempdir().expect("tempdir");
    let p = places(root.path(), &["nautilus", "nemo"]);
    let system = p.data_dirs[0].join("nautilus-python/extensions/hashdrop.py");
    std::fs::create_dir_all(system.parent().expect("dir")).expect("mkdir");
    std::fs::write(&system, NAUTILUS_EXTENSION).expect("write");
    assert_eq!(
        outcomes(&install(&p)),
        vec![
            (FileManager::Nautilus, "FromPackage".to_owned()),
            (FileManager::Nemo, "Added".to_owned()),
        ]
    );
    assert!(!p.data_home.join("nautilus-python").exists());
    assert!(install(&places(&root.path().join("none"), &[])).is_empty());
}

#[test]
fn thunar_starts_from_the_system_defaults_and_refuses_a_broken_file() {
    let root = tempfile::tempdir().expect("tempdir");
    let p = places(root.path(), &["thunar"]);
    let defaults = p.config_dirs[0].join("Thunar/uca.xml");
    std::fs::create_dir_all(defaults.parent().expect("dir")).expect("mkdir");
    std::fs::write(&defaults, PERSONS_UCA).expect("write");
    install(&p);
    let mine = p.config_home.join("Thunar/uca.xml");
    let text = std::fs::read_to_string(&mine).expect("uca");
    assert!(
        text.contains("Open Terminal Here"),
        "Thunar's defaults are kept"
    );
    assert_eq!(count(&text, "<action>"), 3);
    assert_eq!(
        std::fs::read_to_string(&defaults).expect("defaults"),
        PERSONS_UCA
    );

    let broken = "<actions>\n<action><name>mine</name>\n";
    std::fs::write(&mine, broken).expect("write");
    let results = install(&p);
    assert!(
        matches!(
            results[0].outcome,
            Outcome::Failed(InstallError::Uca {
                source: UcaError::Malformed { .. },
                ..
            })
        ),
        "{results:?}"
    );
    assert_eq!(
        std::fs::read_to_string(&mine).expect("uca"),
        broken,
        "not clobbered"
    );
}
