//! The fast paths of [`super::RunningDigest`] for SHA-512, SHA-384 and SHA-256: where a
//! run of boundaries falls on whole blocks, the digest at each boundary is read without a
//! copy of a boxed hasher. SHA-512's chaining values come out of one run of its kernel (so
//! the AVX-512 path keeps its eight-block batches) and their padding blocks are
//! compressed side by side in the multi-buffer lanes; SHA-256's padding block is one
//! SHA-NI compression of a copied `[u32; 8]`.

use std::ops::ControlFlow;

use sha2::block_api::compress256;

use super::super::Algorithm;
use super::super::digest::Digest;
use super::super::kernels::Kernel;
use super::super::kernels::sha512::Sha512;
use super::super::kernels::sha512_mb::finish_aligned_many;

/// How many boundaries of SHA-512 are finalised together (in lanes of eight).
const BATCH: usize = 64;

/// SHA-256, its blocks compressed by the `sha2` crate (SHA-NI where the CPU has it).
#[derive(Clone)]
pub(super) struct Sha256Stream {
    state: [u32; 8],
    buffer: [u8; 64],
    buffered: usize,
    len: u64,
}

/// SHA-256's initial hash value H(0) (FIPS 180-4, section 5.3.3).
const IV_256: [u32; 8] = [
    0x6a09_e667,
    0xbb67_ae85,
    0x3c6e_f372,
    0xa54f_f53a,
    0x510e_527f,
    0x9b05_688c,
    0x1f83_d9ab,
    0x5be0_cd19,
];

impl Sha256Stream {
    pub(super) fn new() -> Self {
        Self {
            state: IV_256,
            buffer: [0; 64],
            buffered: 0,
            len: 0,
        }
    }

    pub(super) fn at_block_boundary(&self) -> bool {
        self.buffered == 0
    }

    pub(super) fn update(&mut self, mut data: &[u8]) {
        self.len = self.len.wrapping_add(data.len() as u64);
        if self.buffered > 0 {
            let take = (64 - self.buffered).min(data.len());
            self.buffer[self.buffered..self.buffered + take].copy_from_slice(&data[..take]);
            self.buffered += take;
            data = &data[take..];
            if self.buffered < 64 {
                return;
            }
            compress256(&mut self.state, core::slice::from_ref(&self.buffer));
            self.buffered = 0;
        }
        let (blocks, rest) = data.as_chunks::<64>();
        compress256(&mut self.state, blocks);
        self.buffer[..rest.len()].copy_from_slice(rest);
        self.buffered = rest.len();
    }

    pub(super) fn digest_now(&self) -> Digest {
        let mut state = self.state;
        let mut block = self.buffer;
        let n = self.buffered;
        block[n] = 0x80;
        block[n + 1..].fill(0);
        if n >= 56 {
            compress256(&mut state, core::slice::from_ref(&block));
            block = [0; 64];
        }
        block[56..].copy_from_slice(&self.len.wrapping_mul(8).to_be_bytes());
        compress256(&mut state, core::slice::from_ref(&block));
        digest_256(&state)
    }

    /// Feeds `span` (whole `step`s, at a block boundary; `step` a multiple of 64) and
    /// calls `visit` at the end of each step; stops there when it breaks.
    pub(super) fn run(
        &mut self,
        span: &[u8],
        step: usize,
        visit: &mut impl FnMut(u64, &Digest) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        debug_assert!(
            self.at_block_boundary() && step.is_multiple_of(64) && span.len().is_multiple_of(step)
        );
        for piece in span.chunks_exact(step) {
            let (blocks, _) = piece.as_chunks::<64>();
            compress256(&mut self.state, blocks);
            self.len = self.len.wrapping_add(step as u64);
            // At a block boundary the padding is one whole block.
            let mut pad = [0u8; 64];
            pad[0] = 0x80;
            pad[56..].copy_from_slice(&self.len.wrapping_mul(8).to_be_bytes());
            let mut state = self.state;
            compress256(&mut state, core::slice::from_ref(&pad));
            visit(self.len, &digest_256(&state))?;
        }
        ControlFlow::Continue(())
    }
}

fn digest_256(state: &[u32; 8]) -> Digest {
    let mut out = [0u8; 32];
    for (o, s) in out.as_chunks_mut::<4>().0.iter_mut().zip(state) {
        *o = s.to_be_bytes();
    }
    Digest::new(Algorithm::Sha256, out)
}

/// Feeds `span` (whole `step`s, at a block boundary; `step` a multiple of 128) to a
/// SHA-512 or SHA-384 (`algorithm`) state and calls `visit` at the end of each step. When
/// it breaks, `state` is left at that length.
pub(super) fn run_sha512(
    state: &mut Sha512,
    algorithm: Algorithm,
    span: &[u8],
    step: usize,
    visit: &mut impl FnMut(u64, &Digest) -> ControlFlow<()>,
) -> ControlFlow<()> {
    debug_assert!(
        state.at_block_boundary() && step.is_multiple_of(128) && span.len().is_multiple_of(step)
    );
    let kernel = Kernel::active();
    let mut stops: Vec<([u64; 8], u128)> = Vec::with_capacity(BATCH);
    for piece in span.chunks(step * BATCH) {
        let (blocks, _) = piece.as_chunks::<128>();
        let base = state.len();
        stops.clear();
        state.update_blocks_seeing(blocks, step / 128, |s| {
            let len = base.wrapping_add((stops.len() as u128 + 1) * step as u128);
            stops.push((*s, len));
        });
        for (&(chain, len), last) in stops.iter().zip(finish_aligned_many(kernel, &stops)) {
            let mut out = [0u8; 64];
            for (o, s) in out.as_chunks_mut::<8>().0.iter_mut().zip(last) {
                *o = s.to_be_bytes();
            }
            let digest = Digest::new(algorithm, &out[..algorithm.digest_len()]);
            // The length fits: it is at most the stream's, a u64.
            if visit(len as u64, &digest).is_break() {
                *state = Sha512::resumed(chain, len);
                return ControlFlow::Break(());
            }
        }
    }
    ControlFlow::Continue(())
}
