//! SHA3-224, SHA3-256, SHA3-384 and SHA3-512 (FIPS 202): the sponge over Keccak-f[1600],
//! one stream.
//!
//! Why Hashdrop's own: the `sha3` crate (its `keccak` backend) took 1.18 s for 512 MiB of
//! SHA3-256 where OpenSSL's assembly takes 1.04 s (2-vCPU Intel Xeon VM, 3–4 December
//! 2026), so `hashdrop sum -a sha3-256` ran at 0.85–0.88× `openssl dgst`. Two things
//! make the difference, both in [`round`]:
//!
//! * **One output row at a time.** θ's column parities give five `D` words; then each
//!   row of the result needs only the five lanes that ρ and π bring to it, rotated, and
//!   χ. Ten words are live instead of the 25 a "compute all of B, then χ" round keeps,
//!   so they stay in the 16 general registers. Rounds alternate between two states
//!   (A → E → A), so nothing is copied back.
//! * **BMI1** (`andn`): χ's `!b & c` is one instruction. The same code compiled with and
//!   without it is the [`Path`]: 0.87–0.90 s for the 512 MiB with it, 1.11 s without.
//!
//! `HASHDROP_KERNEL=scalar` takes the portable path (no `andn`), so CI runs it through
//! the whole engine too; the unit tests run every path this CPU has.

use std::sync::OnceLock;

use super::Kernel;

/// The round constants of ι.
const RC: [u64; 24] = [
    0x0000_0000_0000_0001,
    0x0000_0000_0000_8082,
    0x8000_0000_0000_808a,
    0x8000_0000_8000_8000,
    0x0000_0000_0000_808b,
    0x0000_0000_8000_0001,
    0x8000_0000_8000_8081,
    0x8000_0000_0000_8009,
    0x0000_0000_0000_008a,
    0x0000_0000_0000_0088,
    0x0000_0000_8000_8009,
    0x0000_0000_8000_000a,
    0x0000_0000_8000_808b,
    0x8000_0000_0000_008b,
    0x8000_0000_0000_8089,
    0x8000_0000_0000_8003,
    0x8000_0000_0000_8002,
    0x8000_0000_0000_0080,
    0x0000_0000_0000_800a,
    0x8000_0000_8000_000a,
    0x8000_0000_8000_8081,
    0x8000_0000_0000_8080,
    0x0000_0000_8000_0001,
    0x8000_0000_8000_8008,
];

/// ρ's rotation of lane `x + 5y`.
const ROT: [u32; 25] = [
    0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
];

/// One round from `a` into `e`: θ, then for each output row ρ and π of the five lanes it
/// takes, χ, and ι.
#[inline(always)]
fn round(a: &[u64; 25], e: &mut [u64; 25], rc: u64) {
    let c: [u64; 5] = std::array::from_fn(|x| a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20]);
    let d: [u64; 5] = std::array::from_fn(|x| c[(x + 4) % 5] ^ c[(x + 1) % 5].rotate_left(1));
    for row in 0..5 {
        // π sends lane (x, y) to (y, 2x + 3y): lane `col` of this row comes from
        // (col + 3·row, col).
        let b: [u64; 5] = std::array::from_fn(|col| {
            let x = (col + 3 * row) % 5;
            (a[x + 5 * col] ^ d[x]).rotate_left(ROT[x + 5 * col])
        });
        for col in 0..5 {
            e[col + 5 * row] = b[col] ^ (!b[(col + 1) % 5] & b[(col + 2) % 5]);
        }
    }
    e[0] ^= rc;
}

/// XORs each whole `rate`-byte block of `data` into `state` and permutes; the bytes left.
#[inline(always)]
fn absorb_body<'a>(state: &mut [u64; 25], data: &'a [u8], rate: usize) -> &'a [u8] {
    let mut blocks = data.chunks_exact(rate);
    let mut e = [0u64; 25];
    for block in &mut blocks {
        for (lane, word) in state.iter_mut().zip(block.chunks_exact(8)) {
            *lane ^= u64::from_le_bytes(word.try_into().unwrap_or_default());
        }
        for pair in RC.chunks_exact(2) {
            round(state, &mut e, pair[0]);
            round(&e, state, pair[1]);
        }
    }
    blocks.remainder()
}

/// How the permutation runs on this CPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Path {
    /// Plain Rust, any CPU.
    Portable,
    /// The same code compiled with BMI1 (`andn` for χ).
    Bmi1,
}

impl Path {
    /// The path for `kernel` (of `HASHDROP_KERNEL`): `scalar` takes the portable path.
    fn pick(kernel: Kernel) -> Path {
        #[cfg(target_arch = "x86_64")]
        if kernel != Kernel::Scalar && std::arch::is_x86_feature_detected!("bmi1") {
            return Path::Bmi1;
        }
        let _ = kernel;
        Path::Portable
    }

    /// The path of [`Kernel::active`], chosen once.
    fn active() -> Path {
        static ACTIVE: OnceLock<Path> = OnceLock::new();
        *ACTIVE.get_or_init(|| Path::pick(Kernel::active()))
    }

    /// Absorbs the whole blocks of `data`; how many bytes it took.
    #[allow(unsafe_code)] // Calling a `#[target_feature]` function is unsafe.
    fn absorb(self, state: &mut [u64; 25], data: &[u8], rate: usize) -> usize {
        #[cfg(target_arch = "x86_64")]
        if self == Path::Bmi1 && std::arch::is_x86_feature_detected!("bmi1") {
            // SAFETY: `absorb_bmi1` only requires BMI1, which the CPU was just checked to have.
            let left = unsafe { absorb_bmi1(state, data, rate) };
            return data.len() - left;
        }
        data.len() - absorb_portable(state, data, rate)
    }
}

#[inline(never)]
fn absorb_portable(state: &mut [u64; 25], data: &[u8], rate: usize) -> usize {
    absorb_body(state, data, rate).len()
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi1")]
#[inline(never)]
fn absorb_bmi1(state: &mut [u64; 25], data: &[u8], rate: usize) -> usize {
    absorb_body(state, data, rate).len()
}

/// The longest rate (SHA3-224's 144 bytes).
const MAX_RATE: usize = 144;

/// A SHA3 digest length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// SHA3-224.
    S224,
    /// SHA3-256.
    S256,
    /// SHA3-384.
    S384,
    /// SHA3-512.
    S512,
}

impl Size {
    /// Every length, shortest first.
    pub const ALL: [Size; 4] = [Size::S224, Size::S256, Size::S384, Size::S512];

    /// The digest's length in bytes.
    pub fn bytes(self) -> usize {
        match self {
            Size::S224 => 28,
            Size::S256 => 32,
            Size::S384 => 48,
            Size::S512 => 64,
        }
    }
}

/// An incremental SHA3 hasher of one output length.
#[derive(Clone)]
pub struct Sha3 {
    state: [u64; 25],
    buf: [u8; MAX_RATE],
    buf_len: usize,
    /// The block size in bytes: 200 less twice the output length.
    rate: usize,
    out_len: usize,
    path: Path,
}

impl Sha3 {
    /// A SHA3 hasher with a digest of `size`.
    pub fn new(size: Size) -> Self {
        Self::on(size, Path::active())
    }

    /// A SHA3 hasher on the path `kernel` picks (as `HASHDROP_KERNEL` would): `scalar` the
    /// portable code, the others BMI1 where the CPU has it. For tests that try each one.
    pub fn with_kernel(size: Size, kernel: Kernel) -> Self {
        Self::on(size, Path::pick(kernel))
    }

    fn on(size: Size, path: Path) -> Self {
        let out_len = size.bytes();
        Self {
            state: [0; 25],
            buf: [0; MAX_RATE],
            buf_len: 0,
            rate: 200 - 2 * out_len,
            out_len,
            path,
        }
    }

    /// Feeds more input.
    pub fn update(&mut self, mut data: &[u8]) {
        if self.buf_len > 0 {
            let take = (self.rate - self.buf_len).min(data.len());
            self.buf[self.buf_len..self.buf_len + take].copy_from_slice(&data[..take]);
            self.buf_len += take;
            data = &data[take..];
            if self.buf_len < self.rate {
                return;
            }
            self.path
                .absorb(&mut self.state, &self.buf[..self.rate], self.rate);
            self.buf_len = 0;
        }
        let used = self.path.absorb(&mut self.state, data, self.rate);
        let rest = &data[used..];
        self.buf[..rest.len()].copy_from_slice(rest);
        self.buf_len = rest.len();
    }

    /// Pads (SHA3's domain bits `01`, then `10*1`) and returns the digest's bytes.
    pub fn finalize(mut self) -> Vec<u8> {
        let rate = self.rate;
        self.buf[self.buf_len..rate].fill(0);
        self.buf[self.buf_len] ^= 0x06;
        self.buf[rate - 1] ^= 0x80;
        self.path.absorb(&mut self.state, &self.buf[..rate], rate);
        let bytes = self.state.iter().flat_map(|lane| lane.to_le_bytes());
        bytes.take(self.out_len).collect()
    }
}

#[cfg(test)]
mod tests;
