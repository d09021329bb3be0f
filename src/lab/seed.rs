//! The seed notes' figures as data: Android phones hashing a 460 MB file (note 000,
//! transcribed from the Chinese) and FreeBSD SHA-256 by read-buffer size (note 001).
//! The GUI shows them next to this machine's results; `hashdrop bench --seed-table`
//! prints them.

use serde::Serialize;

use super::matrix::median;

/// One row: one algorithm in one experiment.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeedRow {
    /// Which note (`000`, `001`).
    pub source: &'static str,
    /// The device.
    pub device: &'static str,
    /// What was set or observed for the experiment (in English).
    pub conditions: &'static str,
    /// The algorithm as the note names it (`blake2sp_file` and `md5p` split the file
    /// into one segment per thread, each read with buffered reads).
    pub algorithm: &'static str,
    /// Threads, when the note states them (1 for serial algorithms).
    pub threads: Option<u32>,
    /// How the file was read.
    pub io: &'static str,
    /// File size in MB, as written in the note.
    pub file_mb: u32,
    /// Every time reported, in seconds (empty when only a rate was given, or it failed).
    pub seconds: Vec<f64>,
    /// MB/s: quoted by the note, or file size over the median time.
    pub mbps: Option<f64>,
    /// A remark of the note (throttling, failure).
    pub note: &'static str,
}

struct Experiment {
    device: &'static str,
    conditions: &'static str,
    io: &'static str,
    /// Threads of the parallel algorithms (blake2sp/bp, *_file, md5p), when stated.
    parallel: Option<u32>,
    /// Overrides for md5p's threads, when the note states them apart.
    md5p: Option<u32>,
    note: &'static str,
    times: &'static [(&'static str, &'static [f64])],
}

const HONOR: &str = "Huawei Honor 3X";
const MI4: &str = "Xiaomi Mi 4";
const MI2S: &str = "Xiaomi Mi 2S";
const NEXUS: &str = "Nexus 5";
const MMAP: &str = "mmap whole file";
const SEG: &str = "buffered reads; the *_file and md5p variants read one segment per thread";

const fn ex(
    device: &'static str,
    conditions: &'static str,
    io: &'static str,
    parallel: Option<u32>,
    times: &'static [(&'static str, &'static [f64])],
) -> Experiment {
    Experiment {
        device,
        conditions,
        io,
        parallel,
        md5p: None,
        note: "",
        times,
    }
}

const fn noted(mut e: Experiment, note: &'static str) -> Experiment {
    e.note = note;
    e
}

const fn md5p(mut e: Experiment, threads: u32) -> Experiment {
    e.md5p = Some(threads);
    e
}

const S: &str = "blake2s";
const B: &str = "blake2b";
const SP: &str = "blake2sp";
const BP: &str = "blake2bp";
const SPF: &str = "blake2sp_file";
const M: &str = "md5";
const MP: &str = "md5p";

#[rustfmt::skip]
const EXPERIMENTS: &[Experiment] = &[
    ex(HONOR, "ndk-build thumb2 gcc -O3", MMAP, Some(8), &[(S, &[15.230977, 15.149100]), (B, &[23.496808, 23.273819]), (SP, &[3.458435, 3.083542]), (BP, &[6.946069, 7.100667])]),
    ex(HONOR, "thumb2 gcc -O2", MMAP, Some(8), &[(S, &[15.519730]), (B, &[22.998304]), (SP, &[3.352492]), (BP, &[6.810990])]),
    ex(HONOR, "thumb2 gcc -Os", MMAP, Some(8), &[(S, &[15.541925]), (B, &[22.988108]), (SP, &[3.389670]), (BP, &[6.830233])]),
    ex(HONOR, "arm gcc -O3", MMAP, Some(8), &[(S, &[15.135739]), (B, &[23.559449]), (SP, &[3.393177]), (BP, &[6.834560])]),
    noted(ex(MI4, "thumb -O3, balanced power mode", MMAP, Some(8), &[(S, &[11.874335]), (B, &[31.524835]), (SP, &[3.485516]), (BP, &[20.172217])]), "screen may have gone off; blake2bp unreliable"),
    noted(ex(MI4, "power-saving mode", MMAP, Some(8), &[(S, &[21.074071]), (B, &[48.200784]), (SP, &[9.167828]), (BP, &[23.293334])]), "CPU throttled"),
    ex(MI4, "performance mode", MMAP, Some(8), &[(S, &[6.652548]), (B, &[20.712190]), (SP, &[2.550314]), (BP, &[6.108460])]),
    noted(ex(NEXUS, "thumb2 (16-bit instructions)", MMAP, Some(8), &[(S, &[6.078702, 6.857189]), (B, &[19.730120, 19.689735]), (SP, &[8.525794, 10.762844]), (BP, &[21.908520, 23.456138])]), "32-bit CPU with a 64-bit OS, erratic"),
    ex(NEXUS, "arm (32-bit instructions)", MMAP, Some(8), &[(S, &[6.817943]), (B, &[20.754325]), (SP, &[10.346421]), (BP, &[23.718929])]),
    noted(ex(NEXUS, "parallel variants on 4 threads", MMAP, Some(4), &[(S, &[10.197930, 10.092280]), (B, &[15.541306, 15.102294]), (SP, &[3.458573, 3.345040]), (BP, &[4.747609, 4.683213])]), "may have entered power saving"),
    ex(MI4, "parallel variants on 4 threads", MMAP, Some(4), &[(S, &[6.572716, 6.555986]), (B, &[20.772833, 20.788557]), (SP, &[2.553117, 2.616197]), (BP, &[6.034184, 6.170549])]),
    noted(ex(NEXUS, "parallel variants on 4 threads", MMAP, Some(4), &[(S, &[5.844344, 5.960309]), (B, &[19.377594, 19.664046]), (SP, &[7.031088, 7.153667]), (BP, &[21.665652, 21.794273])]), "screen on"),
    ex(MI4, "parallel variants on 2 threads", MMAP, Some(2), &[(S, &[6.574686]), (SP, &[3.746227])]),
    ex(HONOR, "parallel variants on 2 threads", MMAP, Some(2), &[(S, &[10.452700]), (SP, &[6.534018])]),
    ex(NEXUS, "parallel variants on 2 threads", MMAP, Some(2), &[(S, &[6.045295]), (SP, &[6.597525])]),
    ex(HONOR, "C file reads instead of mmap", "read 8 KiB", None, &[(S, &[10.288910, 10.249259]), (SP, &[4.657944, 4.876143])]),
    ex(NEXUS, "C file reads instead of mmap", "read 8 KiB", None, &[(S, &[5.689329, 6.569514]), (SP, &[38.843955, 36.973709])]),
    ex(MI4, "C file reads instead of mmap", "read 8 KiB", None, &[(S, &[7.024298, 6.848578]), (SP, &[5.210849, 5.023147])]),
    noted(ex(MI4, "C file reads instead of mmap", "read 16 KiB", None, &[(S, &[6.938758, 6.939108]), (SP, &[11.459279, 22.057534])]), "screen went off mid-run, CPU throttled"),
    noted(ex(MI4, "C file reads instead of mmap", "read 1 B", None, &[(S, &[24.402502]), (SP, &[])]), "blake2sp never finished: no guard on tiny inputs (infinite loop)"),
    ex(MI4, "C file reads instead of mmap", "read 32 KiB", None, &[(S, &[6.626112, 6.779171]), (SP, &[4.760458, 4.642409])]),
    ex(MI4, "file split into one segment per thread", SEG, None, &[(S, &[6.881021, 6.881021, 6.890889, 6.816782]), (SP, &[4.752358, 4.752358, 6.570885, 4.864570]), (SPF, &[2.652560, 2.652560, 2.652320, 2.791247]), (M, &[4.476925, 4.487960])]),
    ex(HONOR, "file split into one segment per thread", SEG, None, &[(S, &[11.003261, 11.111040]), (SP, &[7.405163, 6.993986]), (SPF, &[3.407042, 4.195505]), (M, &[3.657673, 3.724206])]),
    ex(NEXUS, "file split into one segment per thread", SEG, None, &[(S, &[5.720441]), (SP, &[30.024116]), (SPF, &[7.610792]), (M, &[3.173777])]),
    md5p(ex(HONOR, "md5p added", SEG, None, &[(S, &[10.355605, 10.297682]), (SP, &[4.699469, 4.719653]), (SPF, &[3.587286, 3.332196]), (M, &[3.927048, 3.923544]), (MP, &[1.160357, 1.052565])]), 8),
    md5p(ex(NEXUS, "md5p added", SEG, None, &[(S, &[5.444591, 5.516199]), (SP, &[34.665423, 36.844409]), (SPF, &[7.044548, 7.199510]), (M, &[2.865387, 3.132674]), (MP, &[3.096923, 3.492756])]), 8),
    md5p(ex(MI2S, "balanced power mode", SEG, None, &[(S, &[10.639981]), (SP, &[11.367557]), (SPF, &[4.067023]), (M, &[7.117229]), (MP, &[3.617916])]), 8),
    md5p(ex(MI2S, "performance mode", SEG, None, &[(S, &[11.341095]), (SP, &[7.885427]), (SPF, &[3.922051]), (M, &[7.437327]), (MP, &[3.234458])]), 8),
    md5p(ex(HONOR, "md5p repeated", SEG, None, &[(S, &[11.012500]), (SP, &[6.982329]), (SPF, &[3.445275]), (M, &[3.889710]), (MP, &[1.171731])]), 8),
    md5p(ex(HONOR, "md5p on 8 threads", SEG, None, &[(S, &[10.212562]), (SP, &[4.839898]), (SPF, &[3.537396]), (M, &[3.851837]), (MP, &[0.819049])]), 8),
    ex(HONOR, "every parallel variant on 8 threads", SEG, Some(8), &[(S, &[10.210714]), (SP, &[5.407414]), (SPF, &[1.791010]), (M, &[3.841578]), (MP, &[0.606765])]),
    ex(MI4, "every parallel variant on 8 threads", SEG, Some(8), &[(S, &[7.481798, 6.739367]), (SP, &[10.937392, 10.036826]), (SPF, &[2.343030, 2.327568]), (M, &[4.670945, 4.498684]), (MP, &[1.817163, 1.622922])]),
    ex(MI4, "every parallel variant on 4 threads", SEG, Some(4), &[(S, &[6.784404, 6.810516]), (SP, &[10.230556, 9.958661]), (SPF, &[2.353576, 2.342131]), (M, &[4.474723, 4.493030]), (MP, &[1.787866, 1.813598])]),
    md5p(ex(NEXUS, "md5p on 4 threads", SEG, None, &[(S, &[5.591858, 5.504601]), (SP, &[20.066783, 20.679386]), (SPF, &[7.147342, 7.157790]), (M, &[2.969569, 2.886641]), (MP, &[3.274280, 3.064426])]), 4),
    md5p(ex(NEXUS, "md5p on 8 threads", SEG, None, &[(S, &[6.177822]), (SP, &[19.658719]), (SPF, &[7.498131]), (M, &[3.202704]), (MP, &[3.490773])]), 8),
    ex(NEXUS, "blake2sp dropped", SEG, None, &[(S, &[5.575001]), (SPF, &[7.127042]), (M, &[2.874951]), (MP, &[3.333800])]),
    md5p(ex(HONOR, "md5p on 4 threads", SEG, None, &[(S, &[11.114438, 10.220039]), (SPF, &[2.727083, 1.895031]), (M, &[3.851460, 3.850437]), (MP, &[1.082791, 0.995741])]), 4),
    md5p(ex(HONOR, "md5p on 8 threads", SEG, None, &[(S, &[10.171139, 10.433916]), (SPF, &[1.989670, 2.010275]), (M, &[3.873485, 3.869215]), (MP, &[0.618082, 0.664903])]), 8),
    md5p(ex(MI4, "md5p on 8 threads", SEG, None, &[(S, &[6.755866, 6.765623]), (SPF, &[2.260821, 2.245780]), (M, &[4.471778, 4.477018]), (MP, &[1.802037, 1.611127])]), 8),
];

/// Note 001: SHA-256 of a 512 MB file on a 3.4 GHz AMD A10-5700, FreeBSD, by buffer.
#[rustfmt::skip]
const FREEBSD: &[(&str, f64)] = &[
    ("read 1 KiB (BUFSIZ)", 145.0), ("read 8 KiB", 193.0), ("read 16 KiB", 198.0),
    ("read 64 KiB", 202.0), ("read 128 KiB", 202.0), ("in memory (sha256 -t)", 211.0),
];

/// Whether the seed names a serial algorithm (one thread whatever the setting).
fn serial(algorithm: &str) -> bool {
    matches!(algorithm, "blake2s" | "blake2b" | "md5")
}

/// Every figure of the seed notes, one row per algorithm per experiment.
pub fn seed_reference() -> Vec<SeedRow> {
    let mut rows = Vec::new();
    for e in EXPERIMENTS {
        for (algorithm, secs) in e.times {
            let threads = if serial(algorithm) {
                Some(1)
            } else if *algorithm == "md5p" {
                e.md5p.or(e.parallel)
            } else {
                e.parallel
            };
            let io = if *algorithm == "blake2sp_file" || *algorithm == "md5p" {
                "segments per thread, buffered reads"
            } else if e.io == SEG {
                "buffered reads"
            } else {
                e.io
            };
            rows.push(SeedRow {
                source: "000",
                device: e.device,
                conditions: e.conditions,
                algorithm,
                threads,
                io,
                file_mb: 460,
                seconds: secs.to_vec(),
                mbps: median(secs).map(|m| 460.0 / m),
                note: e.note,
            });
        }
    }
    for (io, mbps) in FREEBSD {
        rows.push(SeedRow {
            source: "001",
            device: "AMD A10-5700 3.4 GHz, FreeBSD HEAD (2015)",
            conditions: "sha256(1) with an SSE4 kernel, by stdio buffer size",
            algorithm: "sha256",
            threads: Some(1),
            io,
            file_mb: 512,
            seconds: Vec::new(),
            mbps: Some(*mbps),
            note: "rates as quoted; times came from ministat",
        });
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_table_has_the_headline_figures() {
        let rows = seed_reference();
        assert!(rows.len() > 150);
        // md5p 0.6 s vs serial md5 3.9 s on the 8-core Honor 3X.
        assert!(
            rows.iter()
                .any(|r| r.algorithm == "md5p" && r.threads == Some(8) && r.seconds == [0.606765])
        );
        assert!(
            rows.iter()
                .any(|r| r.source == "001" && r.mbps == Some(202.0))
        );
        let failed = rows
            .iter()
            .find(|r| r.io == "read 1 B" && r.algorithm == "blake2sp");
        assert!(failed.is_some_and(|r| r.mbps.is_none()));
    }
}
