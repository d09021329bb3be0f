//! The window's job plumbing: runs, their rows and their events.

use super::*;
use crate::engine::{Digests, FileError};
use std::path::Path;

#[test]
fn display_names_are_relative_to_what_was_added() {
    let inputs = vec![PathBuf::from("/home/a/photos"), PathBuf::from("/tmp/x.iso")];
    assert_eq!(
        display_name(Path::new("/home/a/photos/2024/b.jpg"), &inputs),
        "photos/2024/b.jpg"
    );
    assert_eq!(display_name(Path::new("/tmp/x.iso"), &inputs), "x.iso");
    assert_eq!(
        display_name(Path::new("/elsewhere/y"), &inputs),
        "/elsewhere/y"
    );
}

fn row(index: usize, ok: bool) -> FileRow {
    let digest = Algorithm::Sha256.digest(&index.to_le_bytes());
    let path = PathBuf::from(format!("/d/f{index}"));
    let r = FileResult {
        index,
        path: path.as_path().into(),
        size: 8,
        outcome: if ok {
            Ok(Digests::Standard(vec![digest]))
        } else {
            Err(FileError::NotFound)
        },
        elapsed: Duration::ZERO,
    };
    FileRow::from_result(&[path], r)
}

#[test]
fn rows_keep_input_order_while_files_arrive_out_of_order() {
    let mut r = Results::default();
    r.extend(1, [row(1, true), row(0, false), row(3, true)]);
    r.extend(1, [row(2, true)]);
    r.extend(2, [row(0, true)]);
    let files = r.files();
    let order: Vec<(u64, usize)> = r
        .rows()
        .iter()
        .filter(|x| x.first())
        .map(|x| (files.run_of(x.file()), files[x.file()].index()))
        .collect();
    assert_eq!(order, vec![(1, 0), (1, 1), (1, 2), (1, 3), (2, 0)]);
    // Arrival order is kept for the files themselves: indices stay valid.
    assert_eq!(r.files()[0].index(), 1);
    assert_eq!(r.files()[0].display(), "f1");
    let layout = r.layout();
    r.remove_paths(&[PathBuf::from("/d/f1")]);
    assert_ne!(r.layout(), layout);
    assert_eq!(r.files().len(), 4);
    assert_eq!(r.rows().len(), 4);
    // Each file keeps its run through the removal.
    let files = r.files();
    let order: Vec<(u64, usize)> = r
        .rows()
        .iter()
        .map(|x| (files.run_of(x.file()), files[x.file()].index()))
        .collect();
    assert_eq!(order, vec![(1, 0), (1, 2), (1, 3), (2, 0)]);
}
