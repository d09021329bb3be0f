//! The drive list's parsing, against `/sys/block` trees recorded from real machines (a
//! laptop with a USB stick holding an Ubuntu ISO, an SD card in its reader, an empty
//! card reader, a USB SSD, its NVMe and SATA disks, a loop device and a DVD drive),
//! rebuilt in a temporary folder: the links, the attribute files and `/dev/disk/by-label`.

#![cfg(unix)]

use std::path::Path;

use hashdrop::desktop::drives::{Bus, Drive, fitting, list_from};

/// One recorded `/sys/block` entry: its name, where its link points, and its files.
struct Recorded {
    name: &'static str,
    link: &'static str,
    files: &'static [(&'static str, &'static str)],
}

const LAPTOP: &[Recorded] = &[
    Recorded {
        name: "sda",
        link: "../devices/pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block/sda",
        files: &[
            ("removable", "0\n"),
            ("size", "1000215216\n"),
            ("device/model", "Samsung SSD 860 \n"),
            ("device/vendor", "ATA     \n"),
        ],
    },
    Recorded {
        name: "sdb",
        link: "../devices/pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host6/target6:0:0/6:0:0:0/block/sdb",
        files: &[
            ("removable", "1\n"),
            ("size", "60063744\n"),
            ("device/model", "Cruzer Blade    \n"),
            ("device/vendor", "SanDisk \n"),
        ],
    },
    Recorded {
        // A USB SSD says it is not removable; it is on USB all the same.
        name: "sdc",
        link: "../devices/pci0000:00/0000:00:14.0/usb3/3-2/3-2:1.0/host7/target7:0:0/7:0:0:0/block/sdc",
        files: &[
            ("removable", "0\n"),
            ("size", "976773168\n"),
            ("device/model", "Portable SSD T5 \n"),
            ("device/vendor", "Samsung \n"),
        ],
    },
    Recorded {
        // A card reader with no card: size 0.
        name: "sdd",
        link: "../devices/pci0000:00/0000:00:14.0/usb1/1-4/1-4:1.0/host8/target8:0:0/8:0:0:0/block/sdd",
        files: &[
            ("removable", "1\n"),
            ("size", "0\n"),
            ("device/model", "SD/MMC Reader   \n"),
            ("device/vendor", "Generic \n"),
        ],
    },
    Recorded {
        name: "mmcblk0",
        link: "../devices/pci0000:00/0000:00:14.5/mmc_host/mmc0/mmc0:aaaa/block/mmcblk0",
        files: &[
            ("removable", "0\n"),
            ("size", "62333952\n"),
            ("device/name", "SC64G\n"),
            ("device/type", "SD\n"),
        ],
    },
    Recorded {
        // Built-in eMMC: the machine's own disk.
        name: "mmcblk1",
        link: "../devices/platform/fe310000.mmc/mmc_host/mmc1/mmc1:0001/block/mmcblk1",
        files: &[
            ("removable", "0\n"),
            ("size", "30535680\n"),
            ("device/name", "DA4032\n"),
            ("device/type", "MMC\n"),
        ],
    },
    Recorded {
        name: "nvme0n1",
        link: "../devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/nvme0n1",
        files: &[
            ("removable", "0\n"),
            ("size", "2000409264\n"),
            ("device/model", "WDC PC SN730 SDBQNTY-1T00-1001\n"),
        ],
    },
    Recorded {
        name: "loop0",
        link: "../devices/virtual/block/loop0",
        files: &[("removable", "0\n"), ("size", "8388608\n")],
    },
    Recorded {
        name: "sr0",
        link: "../devices/pci0000:00/0000:00:17.0/ata2/host1/target1:0:0/1:0:0:0/block/sr0",
        files: &[
            ("removable", "1\n"),
            ("size", "2097151\n"),
            ("device/model", "DVD+-RW GU90N   \n"),
        ],
    },
];

/// `/dev/disk/by-label` of the same laptop.
const LABELS: &[(&str, &str)] = &[
    (r"Ubuntu\x2024.04.1\x20LTS\x20amd64", "../../sdb1"),
    ("ESP", "../../sdb2"),
    ("bootfs", "../../mmcblk0p1"),
    ("rootfs", "../../mmcblk0p2"),
    ("Windows", "../../nvme0n1p3"),
];

/// Rebuilds `recorded` under `root`: `sys/block/NAME` links into `sys/devices/…` where
/// the files are, and `dev/disk/by-label`.
fn rebuild(root: &Path, recorded: &[Recorded], labels: &[(&str, &str)]) {
    let block = root.join("sys/block");
    std::fs::create_dir_all(&block).expect("mkdir");
    for r in recorded {
        let target = block.join(r.link);
        std::fs::create_dir_all(&target).expect("mkdir");
        for (file, text) in r.files {
            let path = target.join(file);
            std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
            std::fs::write(path, text).expect("write");
        }
        std::os::unix::fs::symlink(r.link, block.join(r.name)).expect("link");
    }
    let by_label = root.join("dev/disk/by-label");
    std::fs::create_dir_all(&by_label).expect("mkdir");
    for (label, target) in labels {
        std::os::unix::fs::symlink(target, by_label.join(label)).expect("link");
    }
}

#[test]
fn usb_sticks_and_sd_cards_are_listed_with_their_size_model_and_label() {
    let dir = tempfile::tempdir().expect("tempdir");
    rebuild(dir.path(), LAPTOP, LABELS);
    let dev = dir.path().join("dev");
    let drives = list_from(&dir.path().join("sys/block"), &dev);
    assert_eq!(
        drives,
        vec![
            Drive {
                name: "mmcblk0".into(),
                path: dev.join("mmcblk0"),
                size: 62_333_952 * 512,
                model: Some("SC64G".into()),
                vendor: None,
                label: Some("bootfs".into()),
                bus: Bus::Mmc,
            },
            Drive {
                name: "sdb".into(),
                path: dev.join("sdb"),
                size: 60_063_744 * 512,
                model: Some("Cruzer Blade".into()),
                vendor: Some("SanDisk".into()),
                label: Some("Ubuntu 24.04.1 LTS amd64".into()),
                bus: Bus::Usb,
            },
            Drive {
                name: "sdc".into(),
                path: dev.join("sdc"),
                size: 976_773_168 * 512,
                model: Some("Portable SSD T5".into()),
                vendor: Some("Samsung".into()),
                label: None,
                bus: Bus::Usb,
            },
        ]
    );
}

#[test]
fn only_drives_at_least_as_large_as_the_image_are_offered() {
    let dir = tempfile::tempdir().expect("tempdir");
    rebuild(dir.path(), LAPTOP, LABELS);
    let drives = list_from(&dir.path().join("sys/block"), &dir.path().join("dev"));
    // 31.9 GB: the 30.8 GB stick and the 31.9 GB card are too small for it.
    let names: Vec<String> = fitting(&drives, 31_950_000_000)
        .into_iter()
        .map(|d| d.name)
        .collect();
    assert_eq!(names, ["sdc"]);
    assert_eq!(fitting(&drives, 5_702_520_832).len(), 3);
}

#[test]
fn a_removable_disk_on_another_bus_counts_and_missing_trees_give_no_drives() {
    let dir = tempfile::tempdir().expect("tempdir");
    rebuild(
        dir.path(),
        &[Recorded {
            name: "sde",
            link: "../devices/pci0000:00/0000:00:17.0/ata3/host2/target2:0:0/2:0:0:0/block/sde",
            files: &[("removable", "1\n"), ("size", "2048\n")],
        }],
        &[],
    );
    let drives = list_from(&dir.path().join("sys/block"), &dir.path().join("dev"));
    assert_eq!(drives.len(), 1);
    assert_eq!(drives[0].bus, Bus::Removable);
    assert_eq!(drives[0].size, 1 << 20);
    assert_eq!(drives[0].model, None);
    assert!(list_from(&dir.path().join("nothing"), &dir.path().join("dev")).is_empty());
}
