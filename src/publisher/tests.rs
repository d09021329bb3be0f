//! The bundled catalogue against real file names (each from the publisher's own
//! download pages or signed lists) and the addresses they lead to.

use super::*;

fn release(file: &str) -> (String, Vec<String>) {
    let cat = Catalogue::bundled().expect("the bundled catalogue reads");
    let r = cat
        .find(file)
        .unwrap_or_else(|| panic!("{file}: no publisher"));
    (r.publisher.name.clone(), r.list_urls())
}

#[test]
fn every_bundled_publisher_reads_and_has_its_keys() {
    let cat = Catalogue::bundled().expect("reads");
    let mut names: Vec<&str> = cat.publishers().iter().map(|p| p.name.as_str()).collect();
    names.dedup();
    for want in [
        "Ubuntu",
        "Debian",
        "Fedora",
        "Linux Mint",
        "Kali Linux",
        "Arch Linux",
        "openSUSE",
        "Manjaro",
        "Tails",
        "Raspberry Pi",
    ] {
        assert!(names.contains(&want), "{want} is in the catalogue");
    }
    for p in cat.publishers() {
        let bundled = crate::trust::BUNDLED.iter().any(|b| {
            b.publisher == p.name || (p.name == "Kali Linux" && b.publisher == "Kali Linux")
        });
        assert_eq!(
            !p.keys.keys().is_empty(),
            bundled,
            "{}: keys iff bundled",
            p.name
        );
        for k in p.keys.keys() {
            assert_eq!(
                k.publisher(),
                Some(p.name.as_str()),
                "{}: only its own keys",
                p.name
            );
        }
    }
}

#[test]
fn ubuntu_tries_the_current_place_then_the_archive() {
    let (name, urls) = release("ubuntu-20.04.1-desktop-amd64.iso");
    assert_eq!(name, "Ubuntu");
    assert_eq!(urls[0], "https://releases.ubuntu.com/20.04.1/SHA256SUMS");
    assert_eq!(urls[1], "https://releases.ubuntu.com/20.04/SHA256SUMS");
    assert!(urls.contains(&"https://old-releases.ubuntu.com/releases/20.04.1/SHA256SUMS".into()));
    let (_, urls) = release("ubuntu-24.04.1-live-server-amd64.iso");
    assert_eq!(urls[0], "https://releases.ubuntu.com/24.04.1/SHA256SUMS");
    let (name, urls) = release("kubuntu-24.04.1-desktop-amd64.iso");
    assert_eq!(name, "Ubuntu");
    assert_eq!(
        urls[0],
        "https://cdimage.ubuntu.com/kubuntu/releases/24.04.1/release/SHA256SUMS"
    );
    let (_, urls) = release("ubuntu-mate-22.04-desktop-amd64.iso");
    assert_eq!(
        urls[0],
        "https://cdimage.ubuntu.com/ubuntu-mate/releases/22.04/release/SHA256SUMS"
    );
}

#[test]
fn debian_cd_dvd_and_live_images_have_their_folders() {
    let (name, urls) = release("debian-12.8.0-amd64-netinst.iso");
    assert_eq!(name, "Debian");
    assert_eq!(
        urls,
        [
            "https://cdimage.debian.org/debian-cd/12.8.0/amd64/iso-cd/SHA256SUMS",
            "https://cdimage.debian.org/cdimage/archive/12.8.0/amd64/iso-cd/SHA256SUMS",
        ]
    );
    let (_, urls) = release("debian-11.2.0-amd64-DVD-1.iso");
    assert_eq!(
        urls[1],
        "https://cdimage.debian.org/cdimage/archive/11.2.0/amd64/iso-dvd/SHA256SUMS"
    );
    let (_, urls) = release("debian-live-12.8.0-amd64-gnome.iso");
    assert_eq!(
        urls[0],
        "https://cdimage.debian.org/debian-cd/12.8.0-live/amd64/iso-hybrid/SHA256SUMS"
    );
}

#[test]
fn fedora_both_namings_lead_to_the_clear_signed_checksum() {
    let (name, urls) = release("Fedora-Workstation-Live-x86_64-41-1.4.iso");
    assert_eq!(name, "Fedora");
    assert_eq!(
        urls[0],
        "https://dl.fedoraproject.org/pub/fedora/linux/releases/41/Workstation/x86_64/iso/Fedora-Workstation-41-1.4-x86_64-CHECKSUM"
    );
    assert!(
        urls[1].starts_with(
            "https://archives.fedoraproject.org/pub/archive/fedora/linux/releases/41/"
        )
    );
    let (_, urls) = release("Fedora-Workstation-Live-42-1.1.x86_64.iso");
    assert_eq!(
        urls[0],
        "https://dl.fedoraproject.org/pub/fedora/linux/releases/42/Workstation/x86_64/iso/Fedora-Workstation-42-1.1-x86_64-CHECKSUM"
    );
    let cat = Catalogue::bundled().expect("reads");
    let r = cat
        .find("Fedora-Server-dvd-x86_64-41-1.4.iso")
        .expect("Fedora Server");
    assert!(
        r.signature_urls(Some("x")).is_empty(),
        "clear-signed: no detached signature"
    );
}

#[test]
fn mint_kali_and_the_images_signed_on_their_own() {
    let (name, urls) = release("linuxmint-20-cinnamon-64bit.iso");
    assert_eq!(name, "Linux Mint");
    assert_eq!(
        urls[0],
        "https://ftp.heanet.ie/mirrors/linuxmint.com/stable/20/sha256sum.txt"
    );
    let (_, urls) = release("linuxmint-22.1-xfce-64bit.iso");
    assert_eq!(
        urls[1],
        "https://mirrors.edge.kernel.org/linuxmint/stable/22.1/sha256sum.txt"
    );
    let (name, urls) = release("kali-linux-2020.1b-installer-amd64.iso");
    assert_eq!(name, "Kali Linux");
    assert_eq!(
        urls,
        [
            "https://cdimage.kali.org/kali-2020.1b/SHA256SUMS",
            "https://old.kali.org/kali-images/kali-2020.1b/SHA256SUMS",
        ]
    );
    let cat = Catalogue::bundled().expect("reads");
    let arch = cat.find("archlinux-2024.12.01-x86_64.iso").expect("Arch");
    assert!(arch.list_urls().is_empty());
    assert_eq!(
        arch.signature_urls(None)[0],
        "https://archlinux.org/iso/2024.12.01/archlinux-2024.12.01-x86_64.iso.sig"
    );
    let tails = cat.find("tails-amd64-6.10.img").expect("Tails");
    assert_eq!(
        tails.signature_urls(None)[0],
        "https://download.tails.net/tails/stable/tails-amd64-6.10/tails-amd64-6.10.img.sig"
    );
    let manjaro = cat
        .find("manjaro-kde-24.2.1-241216-linux612.iso")
        .expect("Manjaro");
    assert_eq!(
        manjaro.signature_urls(None)[0],
        "https://download.manjaro.org/kde/24.2.1/manjaro-kde-24.2.1-241216-linux612.iso.sig"
    );
    let suse = cat
        .find("openSUSE-Leap-15.6-DVD-x86_64-Media.iso")
        .expect("openSUSE");
    assert_eq!(
        suse.list_urls()[0],
        "https://download.opensuse.org/distribution/leap/15.6/iso/openSUSE-Leap-15.6-DVD-x86_64-Media.iso.sha256"
    );
    assert_eq!(
        suse.signature_urls(Some(&suse.list_urls()[0]))[0],
        "https://download.opensuse.org/distribution/leap/15.6/iso/openSUSE-Leap-15.6-DVD-x86_64-Media.iso.sha256.asc"
    );
    let tw = cat
        .find("openSUSE-Tumbleweed-DVD-x86_64-Current.iso")
        .expect("Tumbleweed");
    assert_eq!(tw.publisher.name, "openSUSE");
    let pi = cat
        .find("2024-11-19-raspios-bookworm-arm64-lite.img.xz")
        .expect("Raspberry Pi");
    assert_eq!(pi.publisher.tier, Tier::HttpsOnly);
}

#[test]
fn unknown_and_unsafe_names_match_nothing() {
    let cat = Catalogue::bundled().expect("reads");
    for name in [
        "holiday.jpg",
        "ubuntu-20.04.1-desktop-amd64.iso.part",
        "debian-12.8.0-amd64-netinst.iso.torrent",
        "ubuntu.iso",
    ] {
        assert!(cat.find(name).is_none(), "{name}");
    }
}

#[test]
fn a_persons_publishers_file_must_be_theirs_alone() {
    let dir = tempfile::tempdir().expect("temp");
    let toml = dir.path().join("publishers.toml");
    std::fs::write(&toml, "[[publisher]]\nname = \"Example OS\"\nfiles = '^example-os-(?<version>[0-9]+\\.[0-9]+)-(?<arch>amd64|arm64)\\.iso$'\nlists = [\"https://downloads.example.test/releases/{version}/SHA256SUMS\"]\nsignatures = [\"{list}.gpg\"]\n").expect("write");
    let cat = Catalogue::with_user(Some(&toml)).expect("reads");
    let r = cat
        .find("example-os-1.2-arm64.iso")
        .expect("the person's publisher");
    assert_eq!(
        r.list_urls(),
        ["https://downloads.example.test/releases/1.2/SHA256SUMS"]
    );
    assert_eq!(r.publisher.hosts, ["downloads.example.test"]);
    assert!(
        cat.find("ubuntu-20.04.1-desktop-amd64.iso").is_some(),
        "bundled ones too"
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::set_permissions(&toml, std::fs::Permissions::from_mode(0o666)).expect("chmod");
        assert!(matches!(
            Catalogue::with_user(Some(&toml)),
            Err(CatalogueError::NotPrivate(_))
        ));
    }
}

#[test]
fn plain_http_addresses_are_refused_in_a_catalogue() {
    let dir = tempfile::tempdir().expect("temp");
    let toml = dir.path().join("publishers.toml");
    std::fs::write(
        &toml,
        "[[publisher]]\nname = \"X\"\nfiles = '^x$'\nlists = [\"http://x.test/SUMS\"]\n",
    )
    .expect("write");
    assert!(matches!(
        Catalogue::load_user(&toml),
        Err(CatalogueError::Address { .. })
    ));
}

/// A release is called by its entry's `title`, with the file name's values in the
/// entry's `words`; an entry without a title (the issue's own example of a person's
/// file) still loads, and its releases are said by their file name.
#[test]
fn titles_name_releases_and_a_file_without_one_still_loads() {
    let cat = Catalogue::bundled().expect("bundled");
    let title = |file: &str| cat.find(file).expect(file).title();
    assert_eq!(
        title("ubuntu-20.04.1-desktop-amd64.iso").as_deref(),
        Some("Ubuntu 20.04.1 Desktop (64-bit)")
    );
    assert_eq!(
        title("ubuntu-24.04.1-live-server-arm64.iso").as_deref(),
        Some("Ubuntu 24.04.1 Server (ARM 64-bit)")
    );
    assert_eq!(
        title("kubuntu-24.04-desktop-amd64.iso").as_deref(),
        Some("Kubuntu 24.04 (64-bit)")
    );
    assert_eq!(
        title("archlinux-2024.01.01-x86_64.iso").as_deref(),
        Some("Arch Linux 2024.01.01")
    );
    let dir = tempfile::tempdir().expect("temp");
    let toml = dir.path().join("publishers.toml");
    let issue_example = r#"
[[publisher]]
name = "Example OS"
files = '^example-os-(?<version>[0-9]+\.[0-9]+)-(?<arch>amd64|arm64)\.iso$'
lists = ["https://downloads.example.test/releases/{version}/SHA256SUMS"]
signatures = ["{list}.gpg"]   # empty for clear-signed lists
"#;
    std::fs::write(&toml, issue_example).expect("write");
    let cat = Catalogue::with_user(Some(&toml)).expect("the issue's example loads");
    assert_eq!(
        cat.find("example-os-1.2-amd64.iso").expect("found").title(),
        None
    );
    let titled = format!(
        "{issue_example}title = \"Example OS {{version}} ({{arch}})\"\nwords = {{ amd64 = \"64-bit\" }}\n"
    );
    std::fs::write(&toml, titled).expect("write");
    let cat = Catalogue::with_user(Some(&toml)).expect("with a title");
    let title = |file: &str| cat.find(file).expect(file).title();
    assert_eq!(
        title("example-os-1.2-amd64.iso").as_deref(),
        Some("Example OS 1.2 (64-bit)")
    );
    assert_eq!(
        title("example-os-1.2-arm64.iso").as_deref(),
        Some("Example OS 1.2 (arm64)"),
        "a value without words is said as named"
    );
}
