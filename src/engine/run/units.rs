//! The job's queue of units of work, kept as runs: consecutive whole files, or
//! consecutive segments of one file, are one entry. A folder of 200,000 small files is
//! one run where it was 200,000 units of 16 bytes (issue 37: 200,000 results in little
//! memory); a unit is found by a binary search over the runs' starts.

use super::shared::{Unit, UnitKind};

/// A run: `count` units, the first of which is `first`, at position `start` in the queue.
#[derive(Debug, Clone, Copy)]
struct Run {
    start: usize,
    first: Unit,
    count: u32,
}

impl Run {
    /// The unit `offset` places after the first, if this run can hold it.
    fn nth(&self, offset: u32) -> Option<Unit> {
        let unit = match self.first.kind {
            UnitKind::Whole => Unit {
                file: self.first.file.checked_add(offset)?,
                kind: UnitKind::Whole,
            },
            UnitKind::Segment { index } => Unit {
                file: self.first.file,
                kind: UnitKind::Segment {
                    index: index.checked_add(offset)?,
                },
            },
            UnitKind::Lanes { .. } if offset == 0 => self.first,
            UnitKind::Lanes { .. } => return None,
        };
        Some(unit)
    }

    /// Whether `unit` is the one that would follow the run's last.
    fn continues_with(&self, unit: Unit) -> bool {
        self.nth(self.count) == Some(unit)
    }
}

/// The units of a job, in the order they are taken.
#[derive(Debug, Default)]
pub(super) struct Units {
    runs: Vec<Run>,
    len: usize,
}

impl Units {
    /// Adds `unit` at the end.
    pub(super) fn push(&mut self, unit: Unit) {
        match self.runs.last_mut() {
            Some(run) if run.count < u32::MAX && run.continues_with(unit) => run.count += 1,
            _ => self.runs.push(Run {
                start: self.len,
                first: unit,
                count: 1,
            }),
        }
        self.len += 1;
    }

    /// The unit at position `i`, or `None` past the end.
    pub(super) fn get(&self, i: usize) -> Option<Unit> {
        if i >= self.len {
            return None;
        }
        let r = self
            .runs
            .partition_point(|run| run.start <= i)
            .checked_sub(1)?;
        let run = self.runs.get(r)?;
        run.nth(u32::try_from(i - run.start).ok()?)
    }

    /// How many units there are.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// How many runs hold them (for tests of the memory it takes).
    #[cfg(test)]
    fn runs(&self) -> usize {
        self.runs.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn whole(file: u32) -> Unit {
        Unit {
            file,
            kind: UnitKind::Whole,
        }
    }

    fn segment(file: u32, index: u32) -> Unit {
        Unit {
            file,
            kind: UnitKind::Segment { index },
        }
    }

    fn lanes(file: u32, first: u32, count: u32) -> Unit {
        Unit {
            file,
            kind: UnitKind::Lanes { first, count },
        }
    }

    /// Whatever is pushed comes back in order, at its position, and nothing past the end.
    #[test]
    fn every_unit_comes_back_at_its_place() {
        let mut given = Vec::new();
        // Whole files with gaps (files that failed to list have no unit), a split file
        // in segments, one in lanes, whole files again, a repeated file.
        given.extend((0..5).map(whole));
        given.extend((7..9).map(whole));
        given.extend((0..4).map(|i| segment(9, i)));
        given.push(segment(10, 0));
        given.push(segment(10, 2));
        given.push(lanes(11, 0, 8));
        given.push(lanes(11, 8, 3));
        given.extend((12..20).map(whole));
        given.push(whole(19));
        let mut units = Units::default();
        for &u in &given {
            units.push(u);
        }
        assert_eq!(units.len(), given.len());
        for (i, &u) in given.iter().enumerate() {
            assert_eq!(units.get(i), Some(u), "unit {i}");
        }
        assert!(units.get(given.len()).is_none());
        assert!(Units::default().get(0).is_none());
    }

    /// 200,000 whole files are one run, not 200,000 units.
    #[test]
    fn a_folder_of_small_files_is_one_run() {
        let mut units = Units::default();
        for f in 0..200_000 {
            units.push(whole(f));
        }
        assert_eq!(units.runs(), 1);
        assert_eq!(units.get(123_456), Some(whole(123_456)));
        let mut segments = Units::default();
        for i in 0..1000 {
            segments.push(segment(3, i));
        }
        assert_eq!(segments.runs(), 1);
    }
}
