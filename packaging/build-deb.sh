#!/usr/bin/env bash
# Builds the Debian package: target/debian/hashdrop_<version>-1_<arch>.deb.
#   packaging/build-deb.sh              # release build, then the package
#   packaging/build-deb.sh --no-build   # package the existing target/release/hashdrop
# The contents are listed under [package.metadata.deb] in Cargo.toml. Needs cargo-deb
# (installed here with `cargo install cargo-deb --locked` when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
if ! cargo deb --version >/dev/null 2>&1; then
  echo "build-deb: installing cargo-deb" >&2
  cargo install cargo-deb --locked --quiet
fi
if [[ ${1:-} != --no-build ]]; then
  # A plain release build: never the fault-injection hook of test builds.
  cargo build --release --locked --bin hashdrop
fi
deb=$(cargo deb --no-build --quiet 2>/dev/null | tail -n 1)
[[ -f $deb ]] || deb=$(ls -t target/debian/hashdrop_*.deb | head -n 1)
echo "$deb"
