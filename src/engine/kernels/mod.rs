//! Hand-written hashing kernels, used where a crate is measurably slower (see `benches/`).

pub mod md5;
pub mod sha512;
