//! The benchmark's verdict in the window's language. The lab writes its verdict in
//! English for reports and the command line; the numbers it keeps are enough to say
//! the same sentences here in any language. The reason a disk could not be measured
//! (`ReadMeasurement::note`) stays the lab's English detail.

use crate::gui::i18n::{format_mbps, format_number};
use crate::lab::{
    AlgorithmVerdict, BenchReport, Bound, HELPS, LanesGain, ReadMeasurement, Verdict,
};
use crate::t;

/// " (measured in the matrix: 1.85×)", or nothing.
fn measured(s: Option<f64>) -> String {
    s.map(|s| t!("bench-v-measured", speedup = format_number(s, 2)))
        .unwrap_or_default()
}

/// Whether more threads make one file faster, and why.
fn threads(v: &AlgorithmVerdict) -> String {
    if v.algorithm.splits_within_file() {
        let all = v
            .hash_all_threads_mbps
            .map(|a| t!("bench-v-every-core", rate = format_mbps(a)))
            .unwrap_or_default();
        t!(
            "bench-v-splits",
            all = all,
            measured = measured(v.measured_speedup)
        )
    } else {
        let segmented = if v.segmented_speedup.is_some_and(|s| s >= HELPS) {
            t!(
                "bench-v-segmented-scales",
                measured = measured(v.segmented_speedup)
            )
        } else {
            String::new()
        };
        t!(
            "bench-v-chain",
            measured = measured(v.measured_speedup),
            segmented = segmented
        )
    }
}

/// One algorithm's verdict: what limits it, whether threads help and what the lanes
/// gave.
pub fn algorithm(v: &AlgorithmVerdict, reads: Option<&ReadMeasurement>) -> String {
    let mut s = bound(v, reads);
    if let Some(l) = &v.lanes {
        s.push(' ');
        s.push_str(&lanes(v, l));
    }
    s
}

/// What the lanes axis showed, and why.
fn lanes(v: &AlgorithmVerdict, l: &LanesGain) -> String {
    let speedup = format_number(l.speedup, 2);
    if l.speedup < HELPS {
        return t!(
            "bench-v-lanes-no-gain",
            lanes = l.lanes,
            kernel = l.kernel.name(),
            speedup = speedup
        );
    }
    let mut s = t!(
        "bench-v-lanes",
        lanes = l.lanes,
        kernel = l.kernel.name(),
        speedup = speedup,
        fast = format_mbps(l.side_by_side_mbps),
        slow = format_mbps(l.one_at_a_time_mbps),
        name = v.algorithm.display_name()
    );
    if let Some(w) = v
        .warm_read_mbps
        .filter(|_| l.capped_by_reading(v.warm_read_mbps))
    {
        s.push_str(&t!("bench-v-lanes-capped", warm = format_mbps(w)));
    }
    s
}

/// What limits the algorithm, and whether threads help.
fn bound(v: &AlgorithmVerdict, reads: Option<&ReadMeasurement>) -> String {
    let name = v.algorithm.display_name();
    let hash = format_mbps(v.hash_mbps);
    match (v.bound, v.cold_read_mbps, v.warm_read_mbps) {
        (Bound::Cpu, Some(cold), _) => t!(
            "bench-v-cpu",
            name = name,
            hash = hash,
            cold = format_mbps(cold),
            threads = threads(v)
        ),
        (Bound::Io, Some(cold), warm) => {
            let cached = match warm {
                Some(w) if v.hash_mbps < w => t!("bench-v-io-cached-cpu", warm = format_mbps(w)),
                Some(w) => t!("bench-v-io-cached-io", warm = format_mbps(w)),
                None => String::new(),
            };
            t!(
                "bench-v-io",
                name = name,
                hash = hash,
                cold = format_mbps(cold),
                cached = cached
            )
        }
        (_, _, warm) => {
            let why = reads.map_or_else(|| t!("bench-v-not-measured"), |r| r.note.clone());
            let cached = match warm {
                Some(w) if v.hash_mbps < w => t!(
                    "bench-v-unknown-cached-cpu",
                    warm = format_mbps(w),
                    hash = &hash,
                    threads = threads(v)
                ),
                Some(w) => t!(
                    "bench-v-unknown-cached-io",
                    warm = format_mbps(w),
                    hash = &hash
                ),
                None => t!("bench-v-unknown-memory", hash = &hash),
            };
            t!("bench-v-unknown", name = name, why = why, cached = cached)
        }
    }
}

/// The names of the algorithms `keep` selects, as a list.
fn names(report: &BenchReport, keep: impl Fn(&AlgorithmVerdict) -> bool) -> Option<String> {
    names_in(&report.verdict.algorithms, keep)
}

fn names_in(
    algorithms: &[AlgorithmVerdict],
    keep: impl Fn(&AlgorithmVerdict) -> bool,
) -> Option<String> {
    let names: Vec<&str> = algorithms
        .iter()
        .filter(|a| keep(a))
        .map(|a| a.algorithm.display_name())
        .collect();
    (!names.is_empty()).then(|| names.join(&t!("list-separator")))
}

/// The one plain sentence the conclusion leads with, before any figure: the disk or
/// the processor ("Your processor is the limit for SHA-256; your disk is the limit for
/// BLAKE3").
pub fn lead(report: &BenchReport) -> Option<String> {
    lead_of(&report.verdict)
}

/// [`lead`] of a verdict.
pub fn lead_of(verdict: &Verdict) -> Option<String> {
    verdict.reads.as_ref()?;
    let cpu = names_in(&verdict.algorithms, |a| a.bound == Bound::Cpu);
    let io = names_in(&verdict.algorithms, |a| a.bound == Bound::Io);
    Some(match (cpu, io) {
        (Some(cpu), Some(io)) => t!("bench-lead-split", cpu = cpu, io = io),
        (Some(_), None) => t!("bench-lead-cpu"),
        (None, Some(_)) => t!("bench-lead-disk"),
        (None, None) => return None,
    })
}

/// The figures for the whole machine, said after the plain sentence ([`lead`]), which
/// the view shows first, on its own.
pub fn summary(report: &BenchReport) -> String {
    let Some(r) = &report.verdict.reads else {
        return t!("bench-s-cancelled");
    };
    let figures = match r.cold_mbps {
        Some(c) => t!(
            "bench-s-reads",
            cold = format_mbps(c),
            warm = format_mbps(r.warm_mbps)
        ),
        None => t!(
            "bench-s-reads-no-disk",
            warm = format_mbps(r.warm_mbps),
            note = &r.note
        ),
    };
    let mut s = figures;
    let mut add = |text: String| {
        s.push(' ');
        s.push_str(&text);
    };
    if let Some(cpu) = names(report, |a| a.bound == Bound::Cpu) {
        add(t!("bench-s-cpu", names = cpu));
    }
    if let Some(io) = names(report, |a| a.bound == Bound::Io) {
        add(t!("bench-s-io", names = io));
    }
    if let Some(helps) = names(report, |a| a.threads_help) {
        add(t!("bench-s-threads-help", names = helps));
    }
    let cores = report.machine.cores;
    if let Some(load) = report.machine.load_average.map(|l| l[0])
        && load >= cores as f64 * 0.75
    {
        add(t!(
            "bench-s-busy",
            load = format_number(load, 1),
            cores = cores
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Algorithm;
    use crate::gui::i18n::{Lang, set_language};

    fn verdict(algorithm: Algorithm, bound: Bound, cold: Option<f64>) -> AlgorithmVerdict {
        AlgorithmVerdict {
            algorithm,
            hash_mbps: 600.0,
            hash_all_threads_mbps: Some(2400.0),
            cold_read_mbps: cold,
            warm_read_mbps: Some(5000.0),
            bound,
            threads_help: true,
            measured_speedup: Some(1.02),
            segmented_speedup: Some(3.1),
            lanes: None,
            words: String::new(),
        }
    }

    #[test]
    fn every_verdict_is_said_whole_in_every_language() {
        let cases = [
            verdict(Algorithm::Sha256, Bound::Cpu, Some(1000.0)),
            verdict(Algorithm::Blake3, Bound::Io, Some(100.0)),
            verdict(Algorithm::Md5, Bound::Unknown, None),
            with_lanes(1.0, 5.0),
            with_lanes(1000.0, 5.0),
            with_lanes(1000.0, 1.05),
        ];
        for lang in Lang::ALL {
            set_language(lang);
            for v in &cases {
                let words = algorithm(v, None);
                assert!(words.contains(v.algorithm.display_name()), "{words}");
                assert!(!words.contains('{'), "{}: {words}", lang.tag());
            }
        }
    }

    /// MD5 with a lanes gain of `speedup` from `slow` MB/s (the page cache: 5,000 MB/s).
    fn with_lanes(slow: f64, speedup: f64) -> AlgorithmVerdict {
        use crate::engine::kernels::Kernel;
        AlgorithmVerdict {
            lanes: Some(LanesGain {
                kernel: Kernel::Avx512,
                lanes: 16,
                one_at_a_time_mbps: slow,
                side_by_side_mbps: slow * speedup,
                speedup,
            }),
            ..verdict(Algorithm::Md5, Bound::Cpu, Some(1000.0))
        }
    }

    #[test]
    fn the_lanes_sentence_follows_the_numbers() {
        set_language(Lang::En);
        let words = algorithm(&with_lanes(1000.0, 5.0), None);
        assert!(
            words.ends_with(
                " On one core, hashing 16 segments side by side in SIMD lanes (avx512) makes its \
                 segmented digest 5.00× faster than one segment at a time (5.0\u{a0}GB/s against \
                 1.0\u{a0}GB/s): one MD5 stream cannot use the vector unit, because each step \
                 needs the one before, but 16 independent segments can. That is close to what \
                 the page cache delivers (5.0\u{a0}GB/s): reading, not hashing, caps the gain."
            ),
            "{words}"
        );
        let words = algorithm(&with_lanes(100.0, 5.0), None);
        assert!(!words.contains("caps the gain"), "{words}");
        let words = algorithm(&with_lanes(1000.0, 1.05), None);
        assert!(words.contains("did not speed up"), "{words}");
        set_language(Lang::De);
        let words = algorithm(&with_lanes(1000.0, 5.0), None);
        assert!(words.contains("16 Segmenten"), "{words}");
        assert!(words.contains("5,00×"), "{words}");
    }

    #[test]
    fn the_answer_leads_with_one_plain_sentence_without_figures() {
        let reads = ReadMeasurement {
            bytes: 1,
            buffer: 1,
            cold_runs_secs: vec![],
            cold_mbps: Some(500.0),
            warm_runs_secs: vec![],
            warm_mbps: 5000.0,
            cache_dropped: true,
            note: String::new(),
        };
        let v = Verdict {
            reads: Some(reads),
            algorithms: vec![
                verdict(Algorithm::Sha256, Bound::Cpu, Some(500.0)),
                verdict(Algorithm::Blake3, Bound::Io, Some(500.0)),
            ],
            summary: String::new(),
        };
        set_language(Lang::En);
        assert_eq!(
            lead_of(&v).as_deref(),
            Some("Your processor is the limit for SHA-256; your disk is the limit for BLAKE3.")
        );
        for lang in Lang::ALL {
            set_language(lang);
            let lead = lead_of(&v).expect("a lead");
            assert!(
                lead.contains("SHA-256") && lead.contains("BLAKE3"),
                "{lead}"
            );
            // Names, not figures: "SHA-256" has digits, the sentence has no other.
            let rest = lead.replace("SHA-256", "").replace("BLAKE3", "");
            assert!(
                !rest.chars().any(|c| c.is_ascii_digit()),
                "{}: {lead}",
                lang.tag()
            );
        }
    }

    #[test]
    fn english_says_what_the_lab_says() {
        set_language(Lang::En);
        let v = verdict(Algorithm::Sha256, Bound::Cpu, Some(1000.0));
        assert_eq!(
            algorithm(&v, None),
            "SHA-256 is CPU-bound here: one core hashes 600\u{a0}MB/s, slower than the disk \
             delivers cold (1.0\u{a0}GB/s); its standard digest is a chain, so more threads do \
             not speed up one file (measured in the matrix: 1.02×); they help across several \
             files; the segmented digest (a different digest, like an S3 ETag) does scale \
             (measured in the matrix: 3.10×)."
        );
    }
}
