//! The frame shared by the multi-buffer kernels ([`super::md5_mb`], [`super::sha1_mb`],
//! [`super::sha256_mb`], [`super::sha512_mb`]): jobs, lane refilling and narrowing, the
//! block buffer of a lane hasher, and (on x86-64) the transposes and vector operations the
//! compress functions use.
//!
//! A hash with an `S`-word chaining value of words `T` (`u32` unless said) and `B`-byte
//! blocks (64 unless said) plugs in with a [`Kernels`]: its single-stream compress and its
//! AVX2 and AVX-512 compress functions, over `N` and `M` lanes (8 and 16 for 32-bit words,
//! 4 and 8 for SHA-512's 64-bit ones). [`run`] does the rest: a lane whose stream runs out
//! of blocks is refilled with the next stream at once, so short streams never wait for long
//! ones; when no stream is left to refill with and the remaining ones would be faster
//! elsewhere, they move to a narrower kernel (for MD5, AVX-512 to AVX2 at 8 streams or
//! fewer, AVX2 to the single-stream kernel at 1, because a 16-lane pass costs about what
//! two 8-lane passes cost and half-empty wide lanes are wasted work; with SHA-NI, SHA-1 and
//! SHA-256 go straight to the single stream).

use super::Kernel;

/// One stream's chaining value and the whole blocks it still has to absorb.
pub(crate) struct Job<'a, const S: usize, T = u32, const B: usize = 64> {
    /// The stream's chaining value, updated in place.
    pub(crate) state: &'a mut [T; S],
    /// Whole blocks not yet compressed into `state`.
    pub(crate) blocks: &'a [[u8; B]],
}

/// Lane states, one column per lane: `state[k][lane]` is word `k` of that lane's state.
pub(crate) type LaneState<const W: usize, const S: usize, T = u32> = [[T; W]; S];

/// A kernel over `W` lanes: compresses `n` blocks of each lane into `state`; a lane given an
/// empty slice is idle (it hashes zeros and its column is ignored).
pub(crate) type Compress<const W: usize, const S: usize, T = u32, const B: usize = 64> =
    fn(&mut LaneState<W, S, T>, &[&[[u8; B]]; W], usize);

/// One hash's compress functions, one per [`Kernel`]: `N` lanes with AVX2, `M` with AVX-512.
pub(crate) struct Kernels<
    const S: usize,
    T = u32,
    const B: usize = 64,
    const N: usize = 8,
    const M: usize = 16,
> {
    /// The single-stream compress, for [`Kernel::Scalar`] and for a lone remaining stream.
    pub(crate) single: fn(&mut [T; S], &[[u8; B]]),
    /// `N` lanes with AVX2.
    #[cfg(target_arch = "x86_64")]
    pub(crate) avx2: Compress<N, S, T, B>,
    /// `M` lanes with AVX-512.
    #[cfg(target_arch = "x86_64")]
    pub(crate) avx512: Compress<M, S, T, B>,
    /// Where the streams of a kernel go once no stream is left to refill lanes with: the
    /// kernel to hand them over to, and how many may at most be left for it to be faster.
    /// [`narrow_by_lanes`] for a hash whose single stream is slower than any lane kernel.
    pub(crate) handover: fn(Kernel) -> Option<(Kernel, usize)>,
}

/// The next narrower kernel, as soon as the streams left fit its lanes: a 16-lane pass
/// costs about what two 8-lane passes cost, so half-empty wide lanes are wasted work.
pub(crate) fn narrow_by_lanes(kernel: Kernel) -> Option<(Kernel, usize)> {
    kernel.narrower().map(|n| (n, n.lanes()))
}

/// Checks the arguments of an `update_many`: one input per hasher, and a kernel this CPU runs.
///
/// # Panics
/// If either does not hold (a caller error).
pub(crate) fn check_args(kernel: Kernel, hashers: usize, inputs: usize) {
    assert_eq!(hashers, inputs, "one input per hasher");
    assert!(
        kernel.is_supported(),
        "the {kernel} kernel needs a CPU feature this one lacks"
    );
}

/// Compresses every job's blocks into its state with `kernel` (which must be supported).
pub(crate) fn run<T, const S: usize, const B: usize, const N: usize, const M: usize>(
    kernel: Kernel,
    jobs: &mut [Job<'_, S, T, B>],
    k: &Kernels<S, T, B, N, M>,
) where
    T: Copy + Default,
{
    match kernel {
        Kernel::Scalar => {
            for job in jobs.iter_mut() {
                (k.single)(job.state, std::mem::take(&mut job.blocks));
            }
        }
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx2 => run_lanes(kernel, jobs, k, k.avx2),
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx512 => run_lanes(kernel, jobs, k, k.avx512),
        #[cfg(not(target_arch = "x86_64"))]
        _ => run(Kernel::Scalar, jobs, k),
    }
}

/// Runs the jobs through a `W`-lane kernel, refilling a lane as soon as its stream ends.
fn run_lanes<T, const W: usize, const S: usize, const B: usize, const N: usize, const M: usize>(
    kernel: Kernel,
    jobs: &mut [Job<'_, S, T, B>],
    k: &Kernels<S, T, B, N, M>,
    compress: Compress<W, S, T, B>,
) where
    T: Copy + Default,
{
    let mut slot: [Option<usize>; W] = [None; W];
    let mut state: LaneState<W, S, T> = [[T::default(); W]; S];
    let mut next = 0;
    loop {
        for (lane, s) in slot.iter_mut().enumerate() {
            if s.is_none() {
                while next < jobs.len() && jobs[next].blocks.is_empty() {
                    next += 1;
                }
                if let Some(job) = jobs.get(next) {
                    for (col, &v) in state.iter_mut().zip(job.state.iter()) {
                        col[lane] = v;
                    }
                    *s = Some(next);
                    next += 1;
                }
            }
        }
        let active = slot.iter().flatten().count();
        if active == 0 {
            return;
        }
        if next >= jobs.len()
            && let Some((narrower, at)) = (k.handover)(kernel)
            && active <= at
        {
            // Few enough streams left for the narrower kernel: every other job is finished,
            // so handing all of them over only runs the active ones.
            save_all(&slot, &state, jobs);
            return run(narrower, jobs, k);
        }
        let n = slot
            .iter()
            .flatten()
            .map(|&j| jobs[j].blocks.len())
            .min()
            .unwrap_or(0);
        let views: [&[[u8; B]]; W] = std::array::from_fn(|lane| match slot[lane] {
            Some(j) => &jobs[j].blocks[..n],
            None => &[],
        });
        compress(&mut state, &views, n);
        for (lane, s) in slot.iter_mut().enumerate() {
            if let Some(j) = *s {
                let job = &mut jobs[j];
                job.blocks = &job.blocks[n..];
                if job.blocks.is_empty() {
                    save(job, &state, lane);
                    *s = None;
                }
            }
        }
    }
}

/// Writes lane `lane`'s column back to its job.
fn save<T: Copy, const W: usize, const S: usize, const B: usize>(
    job: &mut Job<'_, S, T, B>,
    state: &LaneState<W, S, T>,
    lane: usize,
) {
    for (v, col) in job.state.iter_mut().zip(state) {
        *v = col[lane];
    }
}

/// Writes every occupied lane back to its job.
fn save_all<T: Copy, const W: usize, const S: usize, const B: usize>(
    slot: &[Option<usize>; W],
    state: &LaneState<W, S, T>,
    jobs: &mut [Job<'_, S, T, B>],
) {
    for (lane, s) in slot.iter().enumerate() {
        if let Some(j) = *s {
            save(&mut jobs[j], state, lane);
        }
    }
}

/// The block of `lane` for step `j`, or zeros for an idle lane (whose results are
/// discarded).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(crate) fn block<'a, const B: usize>(
    blocks: &[&'a [[u8; B]]],
    lane: usize,
    j: usize,
) -> &'a [u8; B] {
    blocks[lane].get(j).unwrap_or(const { &[0; B] })
}

/// The partial block and length count of a lane hasher whose padding ends in a big-endian
/// bit length (SHA-1, SHA-256). The chaining value lives beside it, in the hasher.
#[derive(Clone)]
pub(crate) struct BlockBuffer {
    /// Bytes of a partial block waiting for more input; only `buffer[..buffered]` is live.
    buffer: [u8; 64],
    /// How many bytes of `buffer` are live (always below 64 between calls).
    buffered: usize,
    /// Total input length in bytes, modulo 2^64; the padding encodes it in bits modulo 2^64
    /// as FIPS 180-4 requires for inputs that long, so wrapping is not an overflow.
    len: u64,
}

impl BlockBuffer {
    /// An empty buffer.
    pub(crate) const fn new() -> Self {
        Self {
            buffer: [0; 64],
            buffered: 0,
            len: 0,
        }
    }

    /// Takes `data` and returns its whole 64-byte blocks, which the caller must compress
    /// (after any block passed to `compress` here) before the buffer is used again. A block
    /// completed from buffered bytes goes to `compress`; the trailing partial block is kept.
    pub(crate) fn split_blocks<'a>(
        &mut self,
        mut data: &'a [u8],
        compress: impl FnOnce(&[[u8; 64]]),
    ) -> &'a [[u8; 64]] {
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
            compress(core::slice::from_ref(&self.buffer));
            self.buffered = 0;
        }
        // The trailing bytes come after the returned blocks in the stream; buffering them now
        // is still correct because the buffer is only read by a later call or the padding.
        let (blocks, rest) = data.as_chunks::<64>();
        self.buffer[..rest.len()].copy_from_slice(rest);
        self.buffered = rest.len();
        blocks
    }

    /// Pads the input (0x80, zeros, the big-endian bit length) and compresses the last one
    /// or two blocks.
    pub(crate) fn pad_be(self, mut compress: impl FnMut(&[[u8; 64]])) {
        let bit_len = self.len.wrapping_mul(8);
        let n = self.buffered;
        let mut block = self.buffer;
        block[n] = 0x80;
        block[n + 1..].fill(0);
        // The 8-byte length must fit after the 0x80 byte; if it does not, pad one more block.
        if n >= 56 {
            compress(core::slice::from_ref(&block));
            block = [0; 64];
        }
        block[56..].copy_from_slice(&bit_len.to_be_bytes());
        compress(core::slice::from_ref(&block));
    }

    /// Adds `n` to the length count, for tests of its wrapping.
    #[cfg(test)]
    pub(crate) fn skip_len(&mut self, n: u64) {
        self.len = self.len.wrapping_add(n);
    }
}

#[cfg(target_arch = "x86_64")]
pub(crate) mod x86;

/// xorshift64*: deterministic test data without a dependency, for the kernels' tests.
#[cfg(test)]
pub(crate) struct Rng(pub(crate) u64);

#[cfg(test)]
impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub(crate) fn bytes(&mut self, len: usize) -> Vec<u8> {
        (0..len).map(|_| self.next() as u8).collect()
    }
}

/// A module's `digest_many`, as the kernels' tests pass it.
#[cfg(test)]
pub(crate) type DigestMany<const N: usize> = fn(Kernel, &[&[u8]]) -> Vec<[u8; N]>;

/// Asserts that `digest_many` gives every input the `reference` digest: the multi-buffer
/// kernels' tests all check this way.
#[cfg(test)]
pub(crate) fn check_lanes<const N: usize>(
    kernel: Kernel,
    inputs: &[Vec<u8>],
    what: &str,
    digest_many: DigestMany<N>,
    reference: fn(&[u8]) -> [u8; N],
) {
    let slices: Vec<&[u8]> = inputs.iter().map(Vec::as_slice).collect();
    let got = digest_many(kernel, &slices);
    assert_eq!(got.len(), inputs.len());
    for (i, (g, input)) in got.iter().zip(inputs).enumerate() {
        assert_eq!(
            *g,
            reference(input),
            "{kernel}, {what}: lane {i} of {} ({} bytes)",
            inputs.len(),
            input.len()
        );
    }
}

/// The (message, digest) records of a NIST SHAVS response file in `tests/data/vectors`
/// (`Len` in bits, `Msg` and `MD` in hex; a zero `Len` has a placeholder `Msg = 00`).
#[cfg(test)]
pub(crate) fn shavs(name: &str) -> Vec<(Vec<u8>, Vec<u8>)> {
    fn hex(s: &str) -> Vec<u8> {
        (0..s.len() / 2)
            .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).expect("hex in a .rsp file"))
            .collect()
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/vectors");
    let text = std::fs::read_to_string(path.join(name)).expect("the SHAVS file is in the repo");
    let mut records = Vec::new();
    let mut bits = 0;
    let mut msg = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(v) = line.strip_prefix("Len = ") {
            bits = v.parse::<usize>().expect("a bit length");
        } else if let Some(v) = line.strip_prefix("Msg = ") {
            msg = hex(v);
            msg.truncate(bits / 8);
        } else if let Some(v) = line.strip_prefix("MD = ") {
            records.push((std::mem::take(&mut msg), hex(v)));
        }
    }
    records
}
