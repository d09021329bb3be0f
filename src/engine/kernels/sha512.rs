//! SHA-512 and SHA-384 (FIPS 180-4): scalar rounds scheduled for a short critical path, and
//! on x86-64 with AVX-512 a message schedule computed for eight blocks at once. This is one
//! stream; [`super::sha512_mb`] hashes many streams side by side, one per SIMD lane.
//!
//! Each round has two dependency chains, one through `e` and one through `a`. The rounds keep
//! everything else off them:
//!
//! * `h + K[t] + W[t]` and `d + …` use words that have been ready for several rounds.
//! * `Ch(e, f, g) = g ^ (e & (f ^ g))`: `f ^ g` is ready early, two operations wait on `e`.
//! * `Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c))`, where `b ^ c` is the previous round's `a ^ b`:
//!   one operation fewer per round than the textbook form.
//! * The round constants are read through [`core::hint::black_box`]: as literals LLVM sinks
//!   `+ K[t]` to the end of the sum, onto the critical path.
//!
//! The paths, picked at run time ([`Path`]):
//!
//! * **Portable:** plain Rust, any CPU.
//! * **BMI2:** the same code compiled with BMI2: `rorx` rotates without a separate `mov` and
//!   without touching the flags, which matters because SHA-512 is mostly rotations.
//! * **AVX-512** (F, BW, and BMI2): the message schedule (`W[t] + K[t]`, a third of a
//!   round's work) of eight blocks at once, one block per 64-bit lane (`vprorq`,
//!   `vpternlogq`), computed in the vector units while the integer units run the rounds
//!   of the previous eight blocks. The rounds then read `W[t] + K[t]` from memory.
//!   `HASHDROP_KERNEL=scalar` or `avx2` keeps the BMI2 path.
//!
//! Measured on a shared 2-vCPU AMD EPYC (Zen 4), thread CPU time on 8 MiB inputs, same run,
//! medians: BMI2 path 620 MB/s, AVX-512 path 820 MB/s; OpenSSL 3.0's assembly (AVX2
//! schedule, `rorx` rounds) 858 MB/s and rhash (which calls OpenSSL) 863 MB/s. The rounds
//! alone, on a fixed schedule, run at 877 MB/s (6.6 cycles per round): that is the ceiling,
//! and OpenSSL sits within 2 % of it. Tried and measured slower here: the schedule for 4 or
//! 8 blocks computed before their rounds instead of during the previous batch's (600–760
//! MB/s); `vpgatherqq` instead of loads and a transpose (805); the loads spread through
//! the rounds as well (804); the rounds themselves in `xmm` registers with `vpternlogq`
//! (7.7 cycles per round, latency-bound); `Ch` as `(e & f) + (!e & g)` (−7 %). There is no
//! AVX2 schedule: with AVX2's two-instruction rotates it measured no faster than the BMI2
//! path. On a Sapphire Rapids VM the BMI2 path measured 545 MB/s against 505 MB/s for the
//! `sha2` crate's AVX2 backend.

use std::sync::OnceLock;

use super::Kernel;

/// The initial hash value H(0) (FIPS 180-4, section 5.3.5).
const IV: [u64; 8] = [
    0x6a09_e667_f3bc_c908,
    0xbb67_ae85_84ca_a73b,
    0x3c6e_f372_fe94_f82b,
    0xa54f_f53a_5f1d_36f1,
    0x510e_527f_ade6_82d1,
    0x9b05_688c_2b3e_6c1f,
    0x1f83_d9ab_fb41_bd6b,
    0x5be0_cd19_137e_2179,
];

/// SHA-384's initial hash value H(0) (FIPS 180-4, section 5.3.4); the rest of SHA-384 is
/// SHA-512's, with the digest cut to its first 48 bytes.
const IV_384: [u64; 8] = [
    0xcbbb_9d5d_c105_9ed8,
    0x629a_292a_367c_d507,
    0x9159_015a_3070_dd17,
    0x152f_ecd8_f70e_5939,
    0x6733_2667_ffc0_0b31,
    0x8eb4_4a87_6858_1511,
    0xdb0c_2e0d_64f9_8fa7,
    0x47b5_481d_befa_4fa4,
];

/// The round constants K(0..80) (FIPS 180-4, section 4.2.3).
pub(super) static K: [u64; 80] = [
    0x428a_2f98_d728_ae22,
    0x7137_4491_23ef_65cd,
    0xb5c0_fbcf_ec4d_3b2f,
    0xe9b5_dba5_8189_dbbc,
    0x3956_c25b_f348_b538,
    0x59f1_11f1_b605_d019,
    0x923f_82a4_af19_4f9b,
    0xab1c_5ed5_da6d_8118,
    0xd807_aa98_a303_0242,
    0x1283_5b01_4570_6fbe,
    0x2431_85be_4ee4_b28c,
    0x550c_7dc3_d5ff_b4e2,
    0x72be_5d74_f27b_896f,
    0x80de_b1fe_3b16_96b1,
    0x9bdc_06a7_25c7_1235,
    0xc19b_f174_cf69_2694,
    0xe49b_69c1_9ef1_4ad2,
    0xefbe_4786_384f_25e3,
    0x0fc1_9dc6_8b8c_d5b5,
    0x240c_a1cc_77ac_9c65,
    0x2de9_2c6f_592b_0275,
    0x4a74_84aa_6ea6_e483,
    0x5cb0_a9dc_bd41_fbd4,
    0x76f9_88da_8311_53b5,
    0x983e_5152_ee66_dfab,
    0xa831_c66d_2db4_3210,
    0xb003_27c8_98fb_213f,
    0xbf59_7fc7_beef_0ee4,
    0xc6e0_0bf3_3da8_8fc2,
    0xd5a7_9147_930a_a725,
    0x06ca_6351_e003_826f,
    0x1429_2967_0a0e_6e70,
    0x27b7_0a85_46d2_2ffc,
    0x2e1b_2138_5c26_c926,
    0x4d2c_6dfc_5ac4_2aed,
    0x5338_0d13_9d95_b3df,
    0x650a_7354_8baf_63de,
    0x766a_0abb_3c77_b2a8,
    0x81c2_c92e_47ed_aee6,
    0x9272_2c85_1482_353b,
    0xa2bf_e8a1_4cf1_0364,
    0xa81a_664b_bc42_3001,
    0xc24b_8b70_d0f8_9791,
    0xc76c_51a3_0654_be30,
    0xd192_e819_d6ef_5218,
    0xd699_0624_5565_a910,
    0xf40e_3585_5771_202a,
    0x106a_a070_32bb_d1b8,
    0x19a4_c116_b8d2_d0c8,
    0x1e37_6c08_5141_ab53,
    0x2748_774c_df8e_eb99,
    0x34b0_bcb5_e19b_48a8,
    0x391c_0cb3_c5c9_5a63,
    0x4ed8_aa4a_e341_8acb,
    0x5b9c_ca4f_7763_e373,
    0x682e_6ff3_d6b2_b8a3,
    0x748f_82ee_5def_b2fc,
    0x78a5_636f_4317_2f60,
    0x84c8_7814_a1f0_ab72,
    0x8cc7_0208_1a64_39ec,
    0x90be_fffa_2363_1e28,
    0xa450_6ceb_de82_bde9,
    0xbef9_a3f7_b2c6_7915,
    0xc671_78f2_e372_532b,
    0xca27_3ece_ea26_619c,
    0xd186_b8c7_21c0_c207,
    0xeada_7dd6_cde0_eb1e,
    0xf57d_4f7f_ee6e_d178,
    0x06f0_67aa_7217_6fba,
    0x0a63_7dc5_a2c8_98a6,
    0x113f_9804_bef9_0dae,
    0x1b71_0b35_131c_471b,
    0x28db_77f5_2304_7d84,
    0x32ca_ab7b_40c7_2493,
    0x3c9e_be0a_15c9_bebc,
    0x431d_67c4_9c10_0d4c,
    0x4cc5_d4be_cb3e_42b6,
    0x597f_299c_fc65_7e2a,
    0x5fcb_6fab_3ad6_faec,
    0x6c44_198c_4a47_5817,
];

/// Incremental SHA-512.
///
/// [`Sha512::default`] is the same as [`Sha512::new`]: the FIPS 180-4 initial state.
#[derive(Clone)]
pub struct Sha512 {
    /// Chaining value H0..H7.
    state: [u64; 8],
    /// Bytes of a partial block waiting for more input; only `buffer[..buffered]` is live.
    buffer: [u8; 128],
    /// How many bytes of `buffer` are live (always below 128 between calls).
    buffered: usize,
    /// Total input length in bytes, modulo 2^128. The padding carries `len * 8` modulo 2^128
    /// bits, as FIPS 180-4 specifies, so wrapping is the intended behaviour, not an overflow.
    len: u128,
}

// Not derived: a derived `Default` would start from an all-zero state, which is not SHA-512.
impl Default for Sha512 {
    fn default() -> Self {
        Self::with_iv(IV)
    }
}

impl AsMut<Sha512> for Sha512 {
    fn as_mut(&mut self) -> &mut Sha512 {
        self
    }
}

impl Sha512 {
    /// A fresh state (FIPS 180-4 initial hash value).
    pub fn new() -> Self {
        Self::default()
    }

    /// A fresh state starting from `iv` (SHA-512's or SHA-384's).
    const fn with_iv(iv: [u64; 8]) -> Self {
        Self {
            state: iv,
            buffer: [0; 128],
            buffered: 0,
            len: 0,
        }
    }

    /// Feeds more input; may be called any number of times with slices of any length.
    pub fn update(&mut self, data: &[u8]) {
        let blocks = self.split_blocks(data);
        compress(&mut self.state, blocks);
    }

    /// Takes `data` as [`Sha512::update`] would, except for its whole blocks, which are
    /// returned for the caller to compress into [`Sha512::state_mut`] before the next use
    /// (the multi-buffer kernel does, in a lane). A block completed from buffered bytes is
    /// compressed here; the trailing partial block is kept.
    pub(super) fn split_blocks<'a>(&mut self, mut data: &'a [u8]) -> &'a [[u8; 128]] {
        // usize -> u128 never truncates.
        self.len = self.len.wrapping_add(data.len() as u128);

        if self.buffered > 0 {
            let take = (128 - self.buffered).min(data.len());
            let (head, tail) = data.split_at(take);
            self.buffer[self.buffered..self.buffered + take].copy_from_slice(head);
            self.buffered += take;
            data = tail;
            if self.buffered < 128 {
                return &[];
            }
            compress(&mut self.state, core::slice::from_ref(&self.buffer));
            self.buffered = 0;
        }

        // The trailing bytes come after the returned blocks in the stream; buffering them
        // now is still correct because the buffer is only read by a later call or the
        // padding, after the caller has compressed the blocks.
        let (blocks, rest) = data.as_chunks::<128>();
        self.buffer[..rest.len()].copy_from_slice(rest);
        self.buffered = rest.len();
        blocks
    }

    /// The chaining value, for the multi-buffer kernel to compress blocks into.
    pub(super) fn state_mut(&mut self) -> &mut [u64; 8] {
        &mut self.state
    }

    /// Whether the input fed so far is a whole number of blocks (nothing buffered).
    pub fn at_block_boundary(&self) -> bool {
        self.buffered == 0
    }

    /// Total input length in bytes fed so far, modulo 2^128.
    pub fn len(&self) -> u128 {
        self.len
    }

    /// Whether nothing was fed yet.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The chaining value after the input fed so far (meaningful at a block boundary).
    pub fn chaining_value(&self) -> [u64; 8] {
        self.state
    }

    /// Feeds whole `blocks` at a block boundary and hands `seen` the chaining value after
    /// every `every` blocks, counted from the first of them. The blocks go through the
    /// kernel in one run, so its eight-block batches stay whole (the search for an
    /// image's end wants the state at every 512-byte boundary: fed four blocks at a time,
    /// the AVX-512 path never gets a batch).
    ///
    /// # Panics
    /// If bytes of a partial block are buffered.
    pub fn update_blocks_seeing(
        &mut self,
        blocks: &[[u8; 128]],
        every: usize,
        seen: impl FnMut(&[u64; 8]),
    ) {
        assert!(self.at_block_boundary(), "fed at a block boundary only");
        // usize -> u128 never truncates.
        self.len = self.len.wrapping_add(blocks.len() as u128 * 128);
        compress_seeing(&mut self.state, blocks, every.max(1), seen);
    }

    /// A hasher resumed at a block boundary: the chaining value `state` after `len` bytes.
    pub fn resumed(state: [u64; 8], len: u128) -> Self {
        Self {
            state,
            buffer: [0; 128],
            buffered: 0,
            len,
        }
    }

    /// Pads the input and returns the 64-byte digest.
    pub fn finalize(self) -> [u8; 64] {
        let mut out = [0u8; 64];
        for (o, s) in out.as_chunks_mut::<8>().0.iter_mut().zip(self.finish()) {
            *o = s.to_be_bytes();
        }
        out
    }

    /// Pads the input and returns the final chaining value.
    fn finish(mut self) -> [u64; 8] {
        let bit_len = self.len.wrapping_mul(8);
        let n = self.buffered;
        let mut block = self.buffer;
        block[n] = 0x80;
        block[n + 1..].fill(0);
        // The 16-byte length must fit after the 0x80 byte; if it does not, pad one more block.
        if n >= 112 {
            compress(&mut self.state, core::slice::from_ref(&block));
            block = [0; 128];
        }
        block[112..].copy_from_slice(&bit_len.to_be_bytes());
        compress(&mut self.state, core::slice::from_ref(&block));
        self.state
    }
}

/// Incremental SHA-384: SHA-512 from another initial value, its digest cut to 48 bytes.
#[derive(Clone)]
pub struct Sha384(Sha512);

impl Default for Sha384 {
    fn default() -> Self {
        Self(Sha512::with_iv(IV_384))
    }
}

impl AsMut<Sha512> for Sha384 {
    fn as_mut(&mut self) -> &mut Sha512 {
        &mut self.0
    }
}

impl Sha384 {
    /// A fresh state (FIPS 180-4 initial hash value for SHA-384).
    pub fn new() -> Self {
        Self::default()
    }

    /// Feeds more input; may be called any number of times with slices of any length.
    pub fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }

    /// The SHA-512 state underneath (SHA-384 is SHA-512 from another initial value,
    /// its digest cut to 48 bytes).
    pub fn into_inner(self) -> Sha512 {
        self.0
    }

    /// Pads the input and returns the 48-byte digest.
    pub fn finalize(self) -> [u8; 48] {
        let mut out = [0u8; 48];
        for (o, s) in out.as_chunks_mut::<8>().0.iter_mut().zip(self.0.finish()) {
            *o = s.to_be_bytes();
        }
        out
    }
}

/// How [`compress`] runs on this machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Path {
    /// Plain Rust, any CPU.
    Portable,
    /// The same code compiled with BMI2 (`rorx`).
    Bmi2,
    /// Whole batches of eight blocks: message schedule with AVX-512, rounds with BMI2;
    /// the blocks left over take the BMI2 path.
    Avx512,
}

impl Path {
    /// The path for `kernel` (of `HASHDROP_KERNEL`, see [`Kernel::active`]) on this CPU:
    /// `avx512` takes the AVX-512 schedule when the CPU has what it needs; `scalar` and
    /// `avx2` take the scalar rounds (there is no AVX2 variant: see the module docs).
    fn pick(kernel: Kernel) -> Path {
        #[cfg(target_arch = "x86_64")]
        {
            if kernel == Kernel::Avx512 && x86::supported() {
                return Path::Avx512;
            }
            if std::arch::is_x86_feature_detected!("bmi2") {
                return Path::Bmi2;
            }
        }
        let _ = kernel;
        Path::Portable
    }

    /// The path of [`Kernel::active`], chosen once.
    fn active() -> Path {
        static ACTIVE: OnceLock<Path> = OnceLock::new();
        *ACTIVE.get_or_init(|| Path::pick(Kernel::active()))
    }
}

/// Runs the compression function over `blocks` on the [`Path::active`] path.
#[inline(never)]
pub(super) fn compress(state: &mut [u64; 8], blocks: &[[u8; 128]]) {
    compress_on(Path::active(), state, blocks);
}

/// Runs the compression function over `blocks` on the [`Path::active`] path, handing
/// `seen` the chaining value after every `every` blocks.
fn compress_seeing(
    state: &mut [u64; 8],
    blocks: &[[u8; 128]],
    every: usize,
    mut seen: impl FnMut(&[u64; 8]),
) {
    let path = Path::active();
    let mut done = 0usize;
    let mut rest = blocks;
    #[cfg(target_arch = "x86_64")]
    if path == Path::Avx512 {
        let n = x86::compress_batches_seeing(state, rest, &mut |s: &[u64; 8]| {
            done += 1;
            if done.is_multiple_of(every) {
                seen(s);
            }
        });
        rest = &rest[n..];
    }
    while !rest.is_empty() {
        // Up to the next multiple of `every`, counted from the first block.
        let take = (every - done % every).min(rest.len());
        let (now, later) = rest.split_at(take);
        compress_on(path, state, now);
        done += take;
        if done.is_multiple_of(every) {
            seen(state);
        }
        rest = later;
    }
}

/// Runs the compression function over `blocks` on `path`.
///
/// # Panics
/// If `path` needs an instruction this CPU lacks (see [`Path::pick`]).
#[allow(unsafe_code)] // Calling a `#[target_feature]` function is unsafe.
fn compress_on(path: Path, state: &mut [u64; 8], mut blocks: &[[u8; 128]]) {
    #[cfg(target_arch = "x86_64")]
    {
        if path == Path::Avx512 {
            blocks = &blocks[x86::compress_batches(state, blocks)..];
        }
        if path != Path::Portable {
            assert!(
                std::arch::is_x86_feature_detected!("bmi2"),
                "BMI2 path on a CPU without BMI2"
            );
            // SAFETY: `compress_bmi2` only requires BMI2, which the CPU was just checked to have.
            unsafe { compress_bmi2(state, blocks) };
            return;
        }
    }
    assert_eq!(
        path,
        Path::Portable,
        "{path:?} path on a CPU that cannot run it"
    );
    compress_portable(state, blocks);
}

/// [`compress_portable`] compiled with BMI2 (`rorx`).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2")]
fn compress_bmi2(state: &mut [u64; 8], blocks: &[[u8; 128]]) {
    compress_portable(state, blocks);
}

/// One round. The roles of a..h rotate from call to call instead of moving values around;
/// `$ab` holds `a ^ b` for this round and leaves it for the next round's `Maj` as `b ^ c`.
/// `$early` wraps the part of `T1` that does not wait for `Σ1(e)`, so it can be kept from
/// being reordered after it (see [`x86::opaque`]).
macro_rules! round {
    ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident,
     $ab:ident, $bc:ident, $wk:expr, $early:path) => {
        let t1 = $early($h.wrapping_add($wk).wrapping_add($g ^ ($e & ($f ^ $g))))
            .wrapping_add($e.rotate_right(14) ^ $e.rotate_right(18) ^ $e.rotate_right(41));
        $ab = $a ^ $b;
        let t2 = ($a.rotate_right(28) ^ $a.rotate_right(34) ^ $a.rotate_right(39))
            .wrapping_add($b ^ ($ab & $bc));
        $d = $d.wrapping_add(t1);
        $h = t1.wrapping_add(t2);
    };
}

/// Eight rounds `$i..$i + 8`; `$wk(t)` gives `W[t] + K[t]`. After eight rounds the roles
/// are back where they started.
macro_rules! eight_rounds {
    ([$a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident],
     $wk:ident, $i:expr, $x:ident, $y:ident, $early:path) => {
        round!($a, $b, $c, $d, $e, $f, $g, $h, $x, $y, $wk($i), $early);
        round!($h, $a, $b, $c, $d, $e, $f, $g, $y, $x, $wk($i + 1), $early);
        round!($g, $h, $a, $b, $c, $d, $e, $f, $x, $y, $wk($i + 2), $early);
        round!($f, $g, $h, $a, $b, $c, $d, $e, $y, $x, $wk($i + 3), $early);
        round!($e, $f, $g, $h, $a, $b, $c, $d, $x, $y, $wk($i + 4), $early);
        round!($d, $e, $f, $g, $h, $a, $b, $c, $y, $x, $wk($i + 5), $early);
        round!($c, $d, $e, $f, $g, $h, $a, $b, $x, $y, $wk($i + 6), $early);
        round!($b, $c, $d, $e, $f, $g, $h, $a, $y, $x, $wk($i + 7), $early);
    };
}

/// `W[t] + K[t]`, expanding `W[t]` into the ring first when `t >= 16`.
#[inline(always)]
fn wk(w: &mut [u64; 16], k: &[u64; 80], t: usize) -> u64 {
    if t >= 16 {
        let w15 = w[(t - 15) % 16];
        let w2 = w[(t - 2) % 16];
        let s0 = w15.rotate_right(1) ^ w15.rotate_right(8) ^ (w15 >> 7);
        let s1 = w2.rotate_right(19) ^ w2.rotate_right(61) ^ (w2 >> 6);
        w[t % 16] = w[t % 16]
            .wrapping_add(s0)
            .wrapping_add(w[(t - 7) % 16])
            .wrapping_add(s1);
    }
    w[t % 16].wrapping_add(k[t])
}

/// The identity, for [`round!`]'s `$early` hook where nothing needs hiding.
#[inline(always)]
fn as_is(x: u64) -> u64 {
    x
}

#[inline(always)]
fn compress_portable(state: &mut [u64; 8], blocks: &[[u8; 128]]) {
    // Opaque, so `+ K[t]` stays early in each sum (see the module docs).
    let k: &[u64; 80] = core::hint::black_box(&K);
    for block in blocks {
        let mut w = [0u64; 16];
        for (w, bytes) in w.iter_mut().zip(block.as_chunks::<8>().0) {
            *w = u64::from_be_bytes(*bytes);
        }
        let mut next = |t| wk(&mut w, k, t);
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = *state;
        // `Maj` carry: before round 0 it is `b ^ c` of the initial working variables.
        let mut x;
        let mut y = b ^ c;
        eight_rounds!([a, b, c, d, e, f, g, h], next, 0, x, y, as_is);
        eight_rounds!([a, b, c, d, e, f, g, h], next, 8, x, y, as_is);
        eight_rounds!([a, b, c, d, e, f, g, h], next, 16, x, y, as_is);
        eight_rounds!([a, b, c, d, e, f, g, h], next, 24, x, y, as_is);
        eight_rounds!([a, b, c, d, e, f, g, h], next, 32, x, y, as_is);
        eight_rounds!([a, b, c, d, e, f, g, h], next, 40, x, y, as_is);
        eight_rounds!([a, b, c, d, e, f, g, h], next, 48, x, y, as_is);
        eight_rounds!([a, b, c, d, e, f, g, h], next, 56, x, y, as_is);
        eight_rounds!([a, b, c, d, e, f, g, h], next, 64, x, y, as_is);
        eight_rounds!([a, b, c, d, e, f, g, h], next, 72, x, y, as_is);
        for (s, v) in state.iter_mut().zip([a, b, c, d, e, f, g, h]) {
            *s = s.wrapping_add(v);
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)] // SIMD loads and stores, prefetches, and an empty `asm!` barrier.
mod x86 {
    //! The AVX-512 path: the message schedule of eight blocks at once, one block per 64-bit
    //! lane, computed while the scalar rounds of the previous eight blocks run.

    use std::arch::x86_64::*;

    use super::super::mb_driver::x86::transpose8x64 as transpose;
    use super::K;

    /// Blocks per batch: one per 64-bit lane of a 512-bit register.
    const LANES: usize = 8;

    /// `W[t] + K[t]` of one batch for one `t`: element `j` belongs to block `j`.
    #[derive(Clone, Copy)]
    #[repr(C, align(64))]
    struct Row([u64; LANES]);

    /// Whether this CPU can run [`compress_batches`].
    pub(super) fn supported() -> bool {
        std::arch::is_x86_feature_detected!("avx512f")
            && std::arch::is_x86_feature_detected!("avx512bw")
            && std::arch::is_x86_feature_detected!("bmi2")
    }

    /// Compresses the leading whole batches of eight blocks; returns how many blocks it
    /// consumed (a multiple of eight). The caller compresses the rest.
    ///
    /// # Panics
    /// If the CPU lacks AVX-512 F/BW or BMI2.
    pub(super) fn compress_batches(state: &mut [u64; 8], blocks: &[[u8; 128]]) -> usize {
        compress_batches_seeing(state, blocks, &mut |_: &[u64; 8]| {})
    }

    /// [`compress_batches`], handing `after_block` the chaining value after each block.
    ///
    /// # Panics
    /// If the CPU lacks AVX-512 F/BW or BMI2.
    pub(super) fn compress_batches_seeing(
        state: &mut [u64; 8],
        blocks: &[[u8; 128]],
        after_block: &mut impl FnMut(&[u64; 8]),
    ) -> usize {
        assert!(
            supported(),
            "AVX-512 SHA-512 path on a CPU without AVX-512 BW or BMI2"
        );
        let (batches, _) = blocks.as_chunks::<LANES>();
        // SAFETY: the CPU has AVX-512 F and BW and BMI2, checked just above.
        unsafe { batches_avx512(state, batches, after_block) };
        batches.len() * LANES
    }

    /// The schedule of batch `i + 1` is computed while the rounds of batch `i` run: its
    /// first sixteen words before them ([`load16`]), the other 64 inside them, eight per
    /// block ([`rounds`]), so the vector units work while the integer units do the rounds.
    #[target_feature(enable = "avx512f,avx512bw,bmi2")]
    fn batches_avx512(
        state: &mut [u64; 8],
        batches: &[[[u8; 128]; LANES]],
        after_block: &mut impl FnMut(&[u64; 8]),
    ) {
        let Some(first) = batches.first() else {
            return;
        };
        // `w`: the message words W[0..80] of the batch being scheduled.
        let mut w = [_mm512_setzero_si512(); 80];
        let mut wk = [[Row([0; LANES]); 80]; 2];
        load16(first, &mut w, &mut wk[0]);
        for lane in 0..LANES {
            let (chunk, out, k) = split(&mut w, &mut wk[0], lane);
            for j in 0..8 {
                expand(chunk, out, k, j);
            }
        }
        for (i, batch) in batches.iter().enumerate() {
            let [even, odd] = &mut wk;
            let (cur, next) = if i % 2 == 0 { (even, odd) } else { (odd, even) };
            if let Some(following) = batches.get(i + 1) {
                load16(following, &mut w, next);
            }
            // After the last batch the expansions below work on stale words; nothing reads
            // their result.
            if let Some(later) = batches.get(i + 3) {
                prefetch(later);
            }
            let _ = batch;
            for lane in 0..LANES {
                rounds(state, cur, lane, &mut w, next);
                after_block(state);
            }
        }
    }

    /// The words `8 * lane + 16 - 16 .. 8 * lane + 16 + 8` of `w`, rows `t0..t0 + 8` of
    /// `out` and `K[t0..t0 + 8]`, where `t0 = 16 + 8 * lane`: what the eight expansions done
    /// during the rounds of block `lane` read and write.
    #[inline(always)]
    fn split<'a>(
        w: &'a mut [__m512i; 80],
        out: &'a mut [Row; 80],
        lane: usize,
    ) -> (&'a mut [__m512i; 24], &'a mut [Row; 8], &'static [u64; 8]) {
        let t0 = 16 + 8 * lane;
        let chunk = w[t0 - 16..].first_chunk_mut::<24>();
        let rows = out[t0..].first_chunk_mut::<8>();
        let k = K[t0..].first_chunk::<8>();
        match (chunk, rows, k) {
            (Some(chunk), Some(rows), Some(k)) => (chunk, rows, k),
            _ => unreachable!("lane {lane} is below {LANES}"),
        }
    }

    /// One word of the message schedule for all eight blocks:
    /// `w[j + 16] = σ1(w[j + 14]) + w[j + 9] + σ0(w[j + 1]) + w[j]`, and `out[j]` gets it
    /// plus `k[j]`.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn expand(w: &mut [__m512i; 24], out: &mut [Row; 8], k: &[u64; 8], j: usize) {
        // `vprorq` rotates in one instruction and `vpternlogq` is a three-way xor.
        let (w15, w2) = (w[j + 1], w[j + 14]);
        let s0 = _mm512_ternarylogic_epi64::<0x96>(
            _mm512_ror_epi64::<1>(w15),
            _mm512_ror_epi64::<8>(w15),
            _mm512_srli_epi64::<7>(w15),
        );
        let s1 = _mm512_ternarylogic_epi64::<0x96>(
            _mm512_ror_epi64::<19>(w2),
            _mm512_ror_epi64::<61>(w2),
            _mm512_srli_epi64::<6>(w2),
        );
        let n = _mm512_add_epi64(_mm512_add_epi64(w[j], s0), _mm512_add_epi64(w[j + 9], s1));
        w[j + 16] = n;
        store(
            &mut out[j],
            _mm512_add_epi64(n, _mm512_set1_epi64(k[j] as i64)),
        );
    }

    #[target_feature(enable = "avx512f")]
    #[inline]
    fn store(row: &mut Row, v: __m512i) {
        // SAFETY: a `Row` is 64 writable bytes aligned to 64, as `store` requires.
        unsafe { _mm512_store_si512(row.0.as_mut_ptr().cast(), v) };
    }

    /// Asks for `batch` to be brought into the L1 cache: the hardware prefetcher does not
    /// keep ahead of the 128-byte stride of the loads in [`load16`].
    #[inline(always)]
    fn prefetch(batch: &[[u8; 128]; LANES]) {
        for block in batch {
            for line in block.chunks(64) {
                // SAFETY: a prefetch never faults; `line` is readable memory anyway.
                unsafe { _mm_prefetch::<_MM_HINT_T0>(line.as_ptr().cast()) };
            }
        }
    }

    /// The first sixteen words of the eight blocks (big-endian), into `w` and, plus `K`,
    /// into `out`: eight 64-byte loads per half and an 8×8 transpose, since a gather costs
    /// more.
    #[target_feature(enable = "avx512f,avx512bw")]
    fn load16(batch: &[[u8; 128]; LANES], w: &mut [__m512i; 80], out: &mut [Row; 80]) {
        let bswap = _mm512_broadcast_i32x4(_mm_setr_epi8(
            7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8,
        ));
        for half in 0..2 {
            let mut rows = [_mm512_setzero_si512(); LANES];
            for (row, block) in rows.iter_mut().zip(batch) {
                // SAFETY: `block[64 * half..]` has 64 readable bytes; `loadu` needs no
                // alignment.
                let v = unsafe { _mm512_loadu_si512(block[64 * half..].as_ptr().cast()) };
                *row = _mm512_shuffle_epi8(v, bswap);
            }
            for (t, v) in (8 * half..).zip(transpose(&rows)) {
                w[t] = v;
                store(
                    &mut out[t],
                    _mm512_add_epi64(v, _mm512_set1_epi64(K[t] as i64)),
                );
            }
        }
    }

    /// Keeps LLVM from moving additions across `x`: without it, it reassociates
    /// `h + W[t] + K[t] + Ch` with `Σ1(e)` and lengthens the chain through `e` by up to
    /// three additions (measured 5 % slower).
    #[inline(always)]
    pub(super) fn opaque(mut x: u64) -> u64 {
        // SAFETY: the template is empty; it only claims to read and write `x`'s register.
        unsafe {
            std::arch::asm!("/* {0} */", inout(reg) x, options(pure, nomem, nostack, preserves_flags));
        }
        x
    }

    /// The 80 rounds of block `lane` of the current batch (its `W + K` in `cur`), with the
    /// eight schedule words `16 + 8 * lane ..` of the next batch computed in between.
    /// Not inlined: one copy of the rounds, called eight times, stays in the µop cache.
    #[inline(never)]
    #[target_feature(enable = "avx512f,avx512bw,bmi2")]
    fn rounds(
        state: &mut [u64; 8],
        cur: &[Row; 80],
        lane: usize,
        w: &mut [__m512i; 80],
        next: &mut [Row; 80],
    ) {
        let (chunk, out, k) = split(w, next, lane);
        let wk = |t: usize| cur[t].0[lane];
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = *state;
        let mut x;
        let mut y = b ^ c;
        eight_rounds!([a, b, c, d, e, f, g, h], wk, 0, x, y, opaque);
        expand(chunk, out, k, 0);
        eight_rounds!([a, b, c, d, e, f, g, h], wk, 8, x, y, opaque);
        expand(chunk, out, k, 1);
        eight_rounds!([a, b, c, d, e, f, g, h], wk, 16, x, y, opaque);
        expand(chunk, out, k, 2);
        eight_rounds!([a, b, c, d, e, f, g, h], wk, 24, x, y, opaque);
        expand(chunk, out, k, 3);
        eight_rounds!([a, b, c, d, e, f, g, h], wk, 32, x, y, opaque);
        expand(chunk, out, k, 4);
        eight_rounds!([a, b, c, d, e, f, g, h], wk, 40, x, y, opaque);
        expand(chunk, out, k, 5);
        eight_rounds!([a, b, c, d, e, f, g, h], wk, 48, x, y, opaque);
        expand(chunk, out, k, 6);
        eight_rounds!([a, b, c, d, e, f, g, h], wk, 56, x, y, opaque);
        expand(chunk, out, k, 7);
        eight_rounds!([a, b, c, d, e, f, g, h], wk, 64, x, y, opaque);
        eight_rounds!([a, b, c, d, e, f, g, h], wk, 72, x, y, opaque);
        for (s, v) in state.iter_mut().zip([a, b, c, d, e, f, g, h]) {
            *s = s.wrapping_add(v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sha2::Digest as _;

    fn hex(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    #[test]
    fn fips_180_examples() {
        let mut h = Sha512::default();
        h.update(b"abc");
        assert_eq!(
            hex(&h.finalize()),
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a\
             2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
        );
        let mut h = Sha512::new();
        h.update(
            b"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno\
              ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
        );
        assert_eq!(
            hex(&h.finalize()),
            "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018\
             501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"
        );
    }

    #[test]
    fn matches_sha2_crate_across_lengths_and_splits() {
        // Lengths cover every padding case (0..=2 blocks plus the 111/112/127/128 edges);
        // splits cover every buffer fill level.
        let data: Vec<u8> = (0..400u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        for len in 0..=data.len() {
            let input = &data[..len];
            let want: [u8; 64] = sha2::Sha512::digest(input).into();
            for cut in [0, 1.min(len), len / 3, len / 2, len.saturating_sub(1), len] {
                let mut h = Sha512::new();
                h.update(&input[..cut]);
                h.update(&input[cut..]);
                assert_eq!(h.finalize(), want, "len {len} split at {cut}");
            }
        }
    }

    /// The paths this CPU can run.
    fn runnable_paths() -> Vec<Path> {
        let mut paths = vec![Path::Portable];
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("bmi2") {
                paths.push(Path::Bmi2);
            }
            if x86::supported() {
                paths.push(Path::Avx512);
            } else {
                eprintln!("skipping the AVX-512 path: this CPU lacks AVX-512 F/BW or BMI2");
            }
        }
        paths
    }

    #[test]
    fn every_path_matches_portable_for_every_batch_shape() {
        // 0..=41 blocks: no batch, one batch with no next one, several batches, and every
        // number of blocks left over for the scalar rounds.
        let data: Vec<u8> = (0..41 * 128u32)
            .map(|i| (i.wrapping_mul(2_246_822_519) >> 11) as u8)
            .collect();
        let blocks = data.as_chunks::<128>().0;
        for path in runnable_paths() {
            for n in 0..=blocks.len() {
                let mut want = IV;
                compress_portable(&mut want, &blocks[..n]);
                let mut got = IV;
                compress_on(path, &mut got, &blocks[..n]);
                assert_eq!(got, want, "{path:?} with {n} blocks");
            }
        }
    }

    #[test]
    fn long_inputs_match_sha2_crate() {
        // Long enough for many batches, through the path `HASHDROP_KERNEL` picks, cut where
        // the buffered bytes leave the batches misaligned with the input.
        let data: Vec<u8> = (0..70_001u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 9) as u8)
            .collect();
        let want: [u8; 64] = sha2::Sha512::digest(&data).into();
        for cut in [0, 1, 127, 1000, 1024, 35_000, 70_001] {
            let mut h = Sha512::new();
            h.update(&data[..cut]);
            h.update(&data[cut..]);
            assert_eq!(h.finalize(), want, "split at {cut}");
        }
    }

    #[test]
    fn kernel_choice_maps_to_a_runnable_path() {
        for kernel in Kernel::supported() {
            let path = Path::pick(kernel);
            assert!(runnable_paths().contains(&path), "{kernel} -> {path:?}");
            if kernel != Kernel::Avx512 {
                assert_ne!(
                    path,
                    Path::Avx512,
                    "{kernel} must not pick the AVX-512 path"
                );
            }
        }
    }

    #[test]
    fn portable_path_matches_dispatched_path() {
        // The dispatcher picks the BMI2 build on most x86-64 CPUs; check the plain one too.
        let blocks = [[0xa5u8; 128], [0x3cu8; 128], [0u8; 128]];
        let mut a = IV;
        let mut b = IV;
        compress(&mut a, &blocks);
        compress_portable(&mut b, &blocks);
        assert_eq!(a, b);
    }

    #[test]
    fn length_is_counted_modulo_2_pow_128_bits() {
        let mut h = Sha512::new();
        h.update(b"abc");
        // 2^125 more bytes is 2^128 more bits, which FIPS 180-4 reduces to the same padding.
        let mut wrapped = h.clone();
        wrapped.len = wrapped.len.wrapping_add(1 << 125);
        assert_eq!(h.finalize(), wrapped.finalize());
    }
}
