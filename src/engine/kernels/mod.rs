//! Hashing kernels: hand-written ones where a crate is measurably slower (see `benches/`),
//! and the multi-buffer frame.
//!
//! Single-stream kernels ([`md5`], [`sha512`], [`sha3`], [`xxh3`]) pick their instruction
//! set themselves. The multi-buffer kernels ([`md5_mb`], [`sha1_mb`], [`sha256_mb`], [`sha512_mb`] (also
//! SHA-384); [`blake2s_mb`], which wraps `blake2s_simd`'s) hash several independent streams
//! at once, one per SIMD lane (half as many lanes for SHA-512's 64-bit words),
//! and take the [`Kernel`] to use as an argument: [`Kernel::active`] is the one the engine
//! uses, the best this CPU has unless `HASHDROP_KERNEL` forces another. [`Kernel::Scalar`]
//! always means "no lanes": the streams go one after another through the single-stream
//! code. The hand-written ones share one driver (`mb_driver`: lane refilling and
//! narrowing) and, on x86-64, one set of vector operations.
//!
//! The engine never names a multi-buffer kernel: it goes through [`lanes::Lanes`], which
//! says for an [`Algorithm`](crate::engine::Algorithm) whether it has lanes and how many
//! are worth using with a kernel ([`lanes::Lanes::width`]; 1 means hash one stream at a
//! time), and hashes one piece per lane. It uses lanes wherever a job of one algorithm has
//! independent streams: the segments of a segmented digest, and small files. Adding an
//! algorithm is an `impl` of [`lanes::LaneHasher`] and one line in `lanes::kind`. For
//! SHA-1 and SHA-256 the lanes are not always faster than one stream: with SHA-NI the
//! crates' single-stream compress is hard to beat, so `sha1_mb::worth_lanes` and
//! `sha256_mb::worth_lanes` say, per kernel, whether to use them on this CPU.

use std::fmt;
use std::sync::OnceLock;

// `kernels_standalone`: scripts/kernels-cputime compiles these kernels without the rest of
// Hashdrop (no engine types, no serde, no blake2s_simd) to time them alone.
#[cfg(not(kernels_standalone))]
pub mod blake2s_mb;
#[cfg(not(kernels_standalone))]
pub mod lanes;
mod mb_driver;
pub mod md5;
pub mod md5_mb;
pub mod sha1_mb;
pub mod sha256_mb;
pub mod sha3;
pub mod sha512;
pub mod sha512_mb;
#[cfg(not(kernels_standalone))]
pub mod xxh3;

/// The environment variable that forces a multi-buffer kernel: `scalar`, `avx2` or `avx512`.
pub const KERNEL_ENV: &str = "HASHDROP_KERNEL";

/// Whether this CPU has the SHA extensions (SHA-NI), which the `sha1` and `sha2` crates use
/// for a single stream (their own detection asks for the same features).
pub fn has_sha_ni() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("sha") && std::arch::is_x86_feature_detected!("sse4.1")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// An instruction set for the multi-buffer kernels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    not(kernels_standalone),
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum Kernel {
    /// No SIMD: the streams one after another through the single-stream kernel; runs
    /// everywhere.
    Scalar,
    /// AVX2: eight 32-bit lanes.
    Avx2,
    /// AVX-512 (F and VL): sixteen 32-bit lanes, with single-instruction rotates and
    /// three-input logic.
    Avx512,
}

/// Why `HASHDROP_KERNEL` cannot be honoured.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KernelError {
    /// The value names no kernel.
    #[error("{KERNEL_ENV}={0:?}: unknown kernel (known: scalar, avx2, avx512)")]
    Unknown(String),
    /// The kernel exists but this CPU cannot run it.
    #[error("{KERNEL_ENV}={0}: this CPU does not support the {0} kernel")]
    Unsupported(Kernel),
}

impl Kernel {
    /// Every kernel, narrowest first.
    pub const ALL: [Kernel; 3] = [Kernel::Scalar, Kernel::Avx2, Kernel::Avx512];

    /// The name used by `HASHDROP_KERNEL` and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Kernel::Scalar => "scalar",
            Kernel::Avx2 => "avx2",
            Kernel::Avx512 => "avx512",
        }
    }

    /// How many 32-bit lanes the kernel has: how many streams it hashes at once for a hash
    /// of 32-bit words (SHA-512's 64-bit words get half as many).
    pub fn lanes(self) -> usize {
        match self {
            Kernel::Scalar => 1,
            Kernel::Avx2 => 8,
            Kernel::Avx512 => 16,
        }
    }

    /// Whether this CPU can run the kernel.
    pub fn is_supported(self) -> bool {
        match self {
            Kernel::Scalar => true,
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => std::arch::is_x86_feature_detected!("avx2"),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512 => {
                std::arch::is_x86_feature_detected!("avx512f")
                    && std::arch::is_x86_feature_detected!("avx512vl")
            }
            #[cfg(not(target_arch = "x86_64"))]
            _ => false,
        }
    }

    /// The kernels this CPU can run, narrowest first.
    pub fn supported() -> Vec<Kernel> {
        Self::ALL.into_iter().filter(|k| k.is_supported()).collect()
    }

    /// The widest kernel this CPU can run.
    pub fn best() -> Kernel {
        Self::supported().pop().unwrap_or(Kernel::Scalar)
    }

    /// The kernel `value` (of `HASHDROP_KERNEL`) asks for: `None` when unset or empty,
    /// an error when it is unknown or this CPU cannot run it.
    pub fn forced(value: Option<&str>) -> Result<Option<Kernel>, KernelError> {
        let Some(v) = value.map(str::trim).filter(|v| !v.is_empty()) else {
            return Ok(None);
        };
        let kernel = v
            .parse::<Kernel>()
            .map_err(|_| KernelError::Unknown(v.to_owned()))?;
        if kernel.is_supported() {
            Ok(Some(kernel))
        } else {
            Err(KernelError::Unsupported(kernel))
        }
    }

    /// The kernel `HASHDROP_KERNEL` asks for, checked against this CPU, or the best one.
    /// Front-ends call this once at start-up to report a bad value and stop.
    pub fn from_env() -> Result<Kernel, KernelError> {
        let value = std::env::var(KERNEL_ENV).ok();
        Ok(Self::forced(value.as_deref())?.unwrap_or_else(Self::best))
    }

    /// The kernel the engine uses: [`Kernel::from_env`], read once. A bad value falls back
    /// to the best kernel here (the engine cannot print); the front-ends have already
    /// refused it through [`Kernel::from_env`].
    pub fn active() -> Kernel {
        static ACTIVE: OnceLock<Kernel> = OnceLock::new();
        *ACTIVE.get_or_init(|| Self::from_env().unwrap_or_else(|_| Self::best()))
    }

    /// Whether `HASHDROP_KERNEL` names a kernel this CPU runs (read once).
    pub fn is_forced() -> bool {
        static FORCED: OnceLock<bool> = OnceLock::new();
        *FORCED.get_or_init(|| {
            let value = std::env::var(KERNEL_ENV).ok();
            matches!(Self::forced(value.as_deref()), Ok(Some(_)))
        })
    }

    /// The next narrower kernel, which takes over when too few streams are left to fill
    /// this one's lanes.
    fn narrower(self) -> Option<Kernel> {
        match self {
            Kernel::Scalar => None,
            Kernel::Avx2 => Some(Kernel::Scalar),
            Kernel::Avx512 => Some(Kernel::Avx2),
        }
    }
}

impl fmt::Display for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Kernel {
    type Err = KernelError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| KernelError::Unknown(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for k in Kernel::ALL {
            assert_eq!(k.name().parse::<Kernel>(), Ok(k));
        }
        assert_eq!("AVX2".parse::<Kernel>(), Ok(Kernel::Avx2));
    }

    #[test]
    fn forced_kernel_is_checked() {
        assert_eq!(Kernel::forced(None), Ok(None));
        assert_eq!(Kernel::forced(Some(" ")), Ok(None));
        assert_eq!(Kernel::forced(Some("scalar")), Ok(Some(Kernel::Scalar)));
        assert_eq!(
            Kernel::forced(Some("sse9")),
            Err(KernelError::Unknown("sse9".into()))
        );
        for k in Kernel::ALL {
            let want = if k.is_supported() {
                Ok(Some(k))
            } else {
                Err(KernelError::Unsupported(k))
            };
            assert_eq!(Kernel::forced(Some(k.name())), want);
        }
    }

    #[test]
    fn scalar_is_always_supported_and_best_is_supported() {
        assert!(Kernel::Scalar.is_supported());
        assert!(Kernel::best().is_supported());
        assert!(Kernel::active().is_supported());
    }
}
