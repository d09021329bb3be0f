#!/usr/bin/env bash
# SHA-1 and SHA-256: Hashdrop's lane kernels against one stream at a time through the
# sha1/sha2 crates, and SHA-512's against Hashdrop's own single stream, in CPU time of the
# hashing thread (wall clock is too noisy on a shared machine). HASHDROP_KERNEL=avx2 puts
# the SHA-512 single stream on its BMI2 path (a CPU without AVX-512). Built twice: as is (the crates use SHA-NI when the CPU has it) and with the
# crates' portable compress, which is what a CPU without SHA-NI runs. The harness compiles
# src/engine/kernels itself (#[path]), so it needs neither egui nor the rest of Hashdrop.
# Usage: scripts/kernels-cputime/run.sh [samples per figure, default 5]
set -euo pipefail
cd "$(dirname "$0")"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
cargo build --release --quiet
cp "$CARGO_TARGET_DIR/release/kernels-cputime" "$CARGO_TARGET_DIR/with-sha-ni"
RUSTFLAGS='--cfg sha1_backend="soft" --cfg sha2_backend="soft"' \
    CARGO_TARGET_DIR="$CARGO_TARGET_DIR/soft" cargo build --release --quiet
"$CARGO_TARGET_DIR/with-sha-ni" "${1:-5}"
"$CARGO_TARGET_DIR/soft/release/kernels-cputime" "${1:-5}"
