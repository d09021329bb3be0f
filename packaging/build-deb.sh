#!/usr/bin/env bash
# Builds the Debian package: target/debian/hashdrop_<version>-1_<arch>.deb.
#   packaging/build-deb.sh              # release build, then the package
#   packaging/build-deb.sh --no-build   # package the existing target/release/hashdrop
#   packaging/build-deb.sh --dev        # CI: a dev-profile build, packaged the same way
# The contents are listed under [package.metadata.deb] in Cargo.toml. Needs cargo-deb
# (installed here, at the version this script was checked with, when missing).
# --dev is for CI, which checks the package (its files, its installation, the installed
# command), not the speed: the dev build reuses the dependencies `cargo test` built and
# takes under 2 minutes on the 2-core machine, where a release build from scratch took
# 7 to 9 (issue 37: CI under 40 minutes). cargo-deb warns that a dev profile is not
# meant for releases; it is not one.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo_deb_version=3.8.0
if [[ $(cargo deb --version 2>/dev/null) != "cargo-deb $cargo_deb_version" ]]; then
  echo "build-deb: installing cargo-deb $cargo_deb_version" >&2
  cargo install cargo-deb --version "$cargo_deb_version" --locked --quiet
fi
profile=release
case ${1:-} in
  --no-build) ;;
  # Plain builds: never the fault-injection hook of test builds.
  --dev) profile=dev; cargo build --locked --bin hashdrop ;;
  *) cargo build --release --locked --bin hashdrop ;;
esac
deb=$(cargo deb --no-build --profile "$profile" --quiet 2>/dev/null | tail -n 1)
[[ -f $deb ]] || deb=$(ls -t target/debian/hashdrop_*.deb | head -n 1)
echo "$deb"
