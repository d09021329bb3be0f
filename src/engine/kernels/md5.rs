//! MD5 (RFC 1321), hand-scheduled for speed in plain safe Rust.
//!
//! MD5 is one long dependency chain: every step needs the result of the step before it, so
//! its speed is set by the latency of that chain, not by how many instructions there are.
//! The kernel therefore arranges each step so that as little work as possible waits on the
//! newest state word `b`:
//!
//! * `a + K[i] + M[g]` only needs values that have been ready for several steps, so it is
//!   added first and overlaps with the previous step. The constants are read through
//!   [`core::hint::black_box`], because as literals LLVM moves `+ K[i]` to the end of the
//!   sum, back onto the critical path (about 20% slower).
//! * Round 1 uses `d ^ (b & (c ^ d))` instead of `(b & c) | (!b & d)`: `c ^ d` is ready early,
//!   leaving two operations on `b`'s path instead of three.
//! * Round 2 adds `c & !d` and `b & d` as two separate terms (their bits never overlap, so
//!   `+` equals `|`); the first is ready early, leaving one `and` on `b`'s path.
//! * Round 3 computes `c ^ d` before `b` arrives; round 4 computes `!d` early.
//!
//! Everything is unrolled by macro, the sixteen message words are loaded once per block, and
//! [`Md5::update`] hashes all whole blocks straight from the caller's slice without copying.
//! SIMD does not help a single MD5 stream (there is no parallelism to exploit), so there is no
//! `unsafe` and no CPU dispatch here.

/// The initial chaining value A, B, C, D (RFC 1321, section 3.3).
pub(crate) const IV: [u32; 4] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476];

/// The sine-derived additive constants T[1..=64] (RFC 1321, section 3.4).
pub(crate) static K: [u32; 64] = [
    0xd76a_a478,
    0xe8c7_b756,
    0x2420_70db,
    0xc1bd_ceee,
    0xf57c_0faf,
    0x4787_c62a,
    0xa830_4613,
    0xfd46_9501,
    0x6980_98d8,
    0x8b44_f7af,
    0xffff_5bb1,
    0x895c_d7be,
    0x6b90_1122,
    0xfd98_7193,
    0xa679_438e,
    0x49b4_0821,
    0xf61e_2562,
    0xc040_b340,
    0x265e_5a51,
    0xe9b6_c7aa,
    0xd62f_105d,
    0x0244_1453,
    0xd8a1_e681,
    0xe7d3_fbc8,
    0x21e1_cde6,
    0xc337_07d6,
    0xf4d5_0d87,
    0x455a_14ed,
    0xa9e3_e905,
    0xfcef_a3f8,
    0x676f_02d9,
    0x8d2a_4c8a,
    0xfffa_3942,
    0x8771_f681,
    0x6d9d_6122,
    0xfde5_380c,
    0xa4be_ea44,
    0x4bde_cfa9,
    0xf6bb_4b60,
    0xbebf_bc70,
    0x289b_7ec6,
    0xeaa1_27fa,
    0xd4ef_3085,
    0x0488_1d05,
    0xd9d4_d039,
    0xe6db_99e5,
    0x1fa2_7cf8,
    0xc4ac_5665,
    0xf429_2244,
    0x432a_ff97,
    0xab94_23a7,
    0xfc93_a039,
    0x655b_59c3,
    0x8f0c_cc92,
    0xffef_f47d,
    0x8584_5dd1,
    0x6fa8_7e4f,
    0xfe2c_e6e0,
    0xa301_4314,
    0x4e08_11a1,
    0xf753_7e82,
    0xbd3a_f235,
    0x2ad7_d2bb,
    0xeb86_d391,
];

/// Incremental MD5.
///
/// [`Md5::default`] is the same as [`Md5::new`]: the RFC 1321 initial state.
#[derive(Clone)]
pub struct Md5 {
    /// Chaining value A, B, C, D.
    state: [u32; 4],
    /// Bytes of a partial block waiting for more input; only `buffer[..buffered]` is live.
    buffer: [u8; 64],
    /// How many bytes of `buffer` are live (always below 64 between calls).
    buffered: usize,
    /// Total input length in bytes, modulo 2^64; the padding encodes it in bits modulo 2^64
    /// as RFC 1321 requires, so wrapping is the specified behaviour, not an overflow.
    len: u64,
}

// Not derived: a derived `Default` would start from an all-zero state, which is not MD5.
impl Default for Md5 {
    fn default() -> Self {
        Self {
            state: IV,
            buffer: [0; 64],
            buffered: 0,
            len: 0,
        }
    }
}

impl Md5 {
    /// A fresh state (RFC 1321 initial values).
    pub fn new() -> Self {
        Self::default()
    }

    /// Feeds more input; may be called any number of times with slices of any length.
    pub fn update(&mut self, data: &[u8]) {
        // The whole blocks are hashed straight from `data`, without copying.
        let blocks = self.split_blocks(data);
        compress(&mut self.state, blocks);
    }

    /// Takes `data` as [`Md5::update`] would, except for its whole 64-byte blocks, which are
    /// returned instead of compressed: the caller (a multi-buffer kernel) must compress them
    /// into [`Md5::state_mut`] before this hasher is used again. What completes an already
    /// buffered partial block, and the trailing partial block, are absorbed here.
    pub(crate) fn split_blocks<'a>(&mut self, mut data: &'a [u8]) -> &'a [[u8; 64]] {
        // usize -> u64 never truncates on the targets Rust supports (pointers are <= 64 bits).
        self.len = self.len.wrapping_add(data.len() as u64);
        if self.buffered > 0 {
            let take = (64 - self.buffered).min(data.len());
            let (head, tail) = data.split_at(take);
            self.buffer[self.buffered..self.buffered + take].copy_from_slice(head);
            self.buffered += take;
            data = tail;
            if self.buffered < 64 {
                return &[];
            }
            compress(&mut self.state, core::slice::from_ref(&self.buffer));
            self.buffered = 0;
        }
        // The trailing bytes come after the returned blocks in the stream; buffering them now
        // is still correct because the buffer is only read by a later `update` or `finalize`.
        let (blocks, rest) = data.as_chunks::<64>();
        self.buffer[..rest.len()].copy_from_slice(rest);
        self.buffered = rest.len();
        blocks
    }

    /// The chaining value, for a multi-buffer kernel compressing blocks from [`Md5::split_blocks`].
    pub(crate) fn state_mut(&mut self) -> &mut [u32; 4] {
        &mut self.state
    }

    /// Pads the input and returns the 16-byte digest.
    pub fn finalize(mut self) -> [u8; 16] {
        let bit_len = self.len.wrapping_mul(8);
        let n = self.buffered;
        let mut block = self.buffer;
        block[n] = 0x80;
        block[n + 1..].fill(0);
        // The 8-byte length must fit after the 0x80 byte; if it does not, pad one more block.
        if n >= 56 {
            compress(&mut self.state, core::slice::from_ref(&block));
            block = [0; 64];
        }
        block[56..].copy_from_slice(&bit_len.to_le_bytes());
        compress(&mut self.state, core::slice::from_ref(&block));

        let mut out = [0u8; 16];
        for (o, s) in out.as_chunks_mut::<4>().0.iter_mut().zip(self.state) {
            *o = s.to_le_bytes();
        }
        out
    }
}

/// One MD5 step. The operand order is deliberate (see the module docs): the terms that do
/// not depend on `$b` are summed first so only the tail of the expression waits for `$b`.
macro_rules! step {
    (F, $a:ident, $b:ident, $c:ident, $d:ident, $m:expr, $k:expr, $s:expr) => {
        $a = $a
            .wrapping_add($m)
            .wrapping_add($k)
            .wrapping_add($d ^ ($b & ($c ^ $d)))
            .rotate_left($s)
            .wrapping_add($b);
    };
    (G, $a:ident, $b:ident, $c:ident, $d:ident, $m:expr, $k:expr, $s:expr) => {
        $a = $a
            .wrapping_add($m)
            .wrapping_add($k)
            .wrapping_add($c & !$d)
            .wrapping_add($b & $d)
            .rotate_left($s)
            .wrapping_add($b);
    };
    (H, $a:ident, $b:ident, $c:ident, $d:ident, $m:expr, $k:expr, $s:expr) => {
        $a = $a
            .wrapping_add($m)
            .wrapping_add($k)
            .wrapping_add($b ^ ($c ^ $d))
            .rotate_left($s)
            .wrapping_add($b);
    };
    (I, $a:ident, $b:ident, $c:ident, $d:ident, $m:expr, $k:expr, $s:expr) => {
        $a = $a
            .wrapping_add($m)
            .wrapping_add($k)
            .wrapping_add($c ^ ($b | !$d))
            .rotate_left($s)
            .wrapping_add($b);
    };
}

/// Four steps of one round, rotating the roles of A, B, C, D as RFC 1321 does.
macro_rules! quad {
    ($f:ident, $a:ident, $b:ident, $c:ident, $d:ident, $w:ident, $k:ident,
     [$m0:expr, $m1:expr, $m2:expr, $m3:expr],
     [$k0:expr, $k1:expr, $k2:expr, $k3:expr],
     $s:expr) => {
        step!($f, $a, $b, $c, $d, $w[$m0], $k[$k0], $s[0]);
        step!($f, $d, $a, $b, $c, $w[$m1], $k[$k1], $s[1]);
        step!($f, $c, $d, $a, $b, $w[$m2], $k[$k2], $s[2]);
        step!($f, $b, $c, $d, $a, $w[$m3], $k[$k3], $s[3]);
    };
}

/// Runs the compression function over `blocks`, keeping the chaining value in registers
/// from one block to the next.
// One out-of-line copy: inlining it at its four call sites quadruples the code for no
// measurable gain (one call per `update`, not per block).
#[inline(never)]
pub(crate) fn compress(state: &mut [u32; 4], blocks: &[[u8; 64]]) {
    // Read the constants through an opaque reference. As literals, LLVM's reassociation
    // moves `+ K` to the end of each step's sum, i.e. onto the critical path after `f`;
    // as loads they are summed early with `a` and the message word, off that path.
    let k: &[u32; 64] = core::hint::black_box(&K);
    let [mut a0, mut b0, mut c0, mut d0] = *state;
    for block in blocks {
        // Little-endian words, loaded once; the rounds index this array with constants.
        let mut w = [0u32; 16];
        for (w, bytes) in w.iter_mut().zip(block.as_chunks::<4>().0) {
            *w = u32::from_le_bytes(*bytes);
        }
        let (mut a, mut b, mut c, mut d) = (a0, b0, c0, d0);

        const S1: [u32; 4] = [7, 12, 17, 22];
        quad!(F, a, b, c, d, w, k, [0, 1, 2, 3], [0, 1, 2, 3], S1);
        quad!(F, a, b, c, d, w, k, [4, 5, 6, 7], [4, 5, 6, 7], S1);
        quad!(F, a, b, c, d, w, k, [8, 9, 10, 11], [8, 9, 10, 11], S1);
        quad!(F, a, b, c, d, w, k, [12, 13, 14, 15], [12, 13, 14, 15], S1);

        const S2: [u32; 4] = [5, 9, 14, 20];
        quad!(G, a, b, c, d, w, k, [1, 6, 11, 0], [16, 17, 18, 19], S2);
        quad!(G, a, b, c, d, w, k, [5, 10, 15, 4], [20, 21, 22, 23], S2);
        quad!(G, a, b, c, d, w, k, [9, 14, 3, 8], [24, 25, 26, 27], S2);
        quad!(G, a, b, c, d, w, k, [13, 2, 7, 12], [28, 29, 30, 31], S2);

        const S3: [u32; 4] = [4, 11, 16, 23];
        quad!(H, a, b, c, d, w, k, [5, 8, 11, 14], [32, 33, 34, 35], S3);
        quad!(H, a, b, c, d, w, k, [1, 4, 7, 10], [36, 37, 38, 39], S3);
        quad!(H, a, b, c, d, w, k, [13, 0, 3, 6], [40, 41, 42, 43], S3);
        quad!(H, a, b, c, d, w, k, [9, 12, 15, 2], [44, 45, 46, 47], S3);

        const S4: [u32; 4] = [6, 10, 15, 21];
        quad!(I, a, b, c, d, w, k, [0, 7, 14, 5], [48, 49, 50, 51], S4);
        quad!(I, a, b, c, d, w, k, [12, 3, 10, 1], [52, 53, 54, 55], S4);
        quad!(I, a, b, c, d, w, k, [8, 15, 6, 13], [56, 57, 58, 59], S4);
        quad!(I, a, b, c, d, w, k, [4, 11, 2, 9], [60, 61, 62, 63], S4);

        a0 = a0.wrapping_add(a);
        b0 = b0.wrapping_add(b);
        c0 = c0.wrapping_add(c);
        d0 = d0.wrapping_add(d);
    }
    *state = [a0, b0, c0, d0];
}

#[cfg(test)]
mod tests {
    use super::*;
    use md5::Digest as _;

    fn hex(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    #[test]
    fn rfc1321_suite() {
        let digit_run = "1234567890".repeat(8);
        let cases = [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            (
                "abcdefghijklmnopqrstuvwxyz",
                "c3fcd3d76192e4007dfb496cca67e13b",
            ),
            (
                "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
                "d174ab98d277d9f5a5611c2c9f419d9f",
            ),
            (digit_run.as_str(), "57edf4a22be3c955ac49da2e2107b67a"),
        ];
        for (input, want) in cases {
            let mut h = Md5::default();
            h.update(input.as_bytes());
            assert_eq!(hex(&h.finalize()), want, "{input:?}");
        }
    }

    #[test]
    fn matches_md5_crate_across_lengths_and_splits() {
        // Lengths cover every padding case (0..=2 blocks plus the 55/56/63/64 edges);
        // splits cover every buffer fill level.
        let data: Vec<u8> = (0..300u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        for len in 0..=data.len() {
            let input = &data[..len];
            let want: [u8; 16] = md5::Md5::digest(input).into();
            for cut in [0, 1.min(len), len / 3, len / 2, len.saturating_sub(1), len] {
                let mut h = Md5::new();
                h.update(&input[..cut]);
                h.update(&input[cut..]);
                assert_eq!(h.finalize(), want, "len {len} split at {cut}");
            }
        }
    }

    #[test]
    fn length_is_counted_modulo_2_pow_64_bits() {
        let mut h = Md5::new();
        h.update(b"abc");
        // 2^61 more bytes is 2^64 more bits, which RFC 1321 reduces to the same padding.
        let mut wrapped = h.clone();
        wrapped.len = wrapped.len.wrapping_add(1 << 61);
        assert_eq!(h.finalize(), wrapped.finalize());

        // Crossing 2^64 bytes must wrap, not panic (debug builds check overflow).
        let mut h = Md5::new();
        h.len = u64::MAX - 1;
        h.update(&[0; 70]);
        let _ = h.finalize();
    }
}
