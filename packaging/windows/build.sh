#!/usr/bin/env bash
# Builds the Windows artefacts from Linux, into target/windows/:
#   hashdrop.exe                          the app (window + command line)
#   hashdrop.com                          console launcher for cmd/PowerShell (see docs/windows.md)
#   hashdrop-VERSION-windows-x64.zip      the portable build
#   hashdrop-VERSION-setup.exe            the per-user installer (NSIS)
# Needs: rustup target x86_64-pc-windows-gnu, MinGW-w64 (Debian: gcc-mingw-w64-x86-64),
# NSIS (Debian: nsis), zip.
# HASHDROP_WINDOWS_PROFILE=debug builds the exe with cargo's dev profile (faster to build,
# used by CI for the Wine tests); the default is release, the build to ship.
set -euo pipefail
cd "$(dirname "$0")/../.."

target=x86_64-pc-windows-gnu
profile=${HASHDROP_WINDOWS_PROFILE:-release}
for tool in x86_64-w64-mingw32-gcc x86_64-w64-mingw32-windres x86_64-w64-mingw32-strip makensis zip; do
  command -v "$tool" >/dev/null || { echo "build.sh: $tool is missing (see the comment at the top)" >&2; exit 1; }
done
rustup target list --installed 2>/dev/null | grep -qx "$target" ||
  { echo "build.sh: run 'rustup target add $target'" >&2; exit 1; }

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n1)
out=target/windows
stage=$out/stage
rm -rf "$stage"
mkdir -p "$stage"

case $profile in
  release) cargo build --release --locked --target "$target" --bin hashdrop; exe_dir=target/$target/release ;;
  debug) cargo build --locked --target "$target" --bin hashdrop; exe_dir=target/$target/debug ;;
  *) echo "build.sh: HASHDROP_WINDOWS_PROFILE is release or debug, not $profile" >&2; exit 1 ;;
esac
# The launcher is its own small crate (no dependencies), always optimised for size.
cargo build --release --target "$target" \
  --manifest-path packaging/windows/console-launcher/Cargo.toml \
  --target-dir target/windows-launcher

# Symbols stay in target/; the shipped files are stripped (release exe: 27 MB -> 22 MB).
x86_64-w64-mingw32-strip -o "$out/hashdrop.exe" "$exe_dir/hashdrop.exe"
x86_64-w64-mingw32-strip -o "$out/hashdrop.com" "target/windows-launcher/$target/release/hashdrop-console.exe"
cp "$out/hashdrop.exe" "$out/hashdrop.com" README.md packaging/windows/hashdrop.ico "$stage/"

# The portable build: one folder, nothing written outside it but the settings.
zip_name=hashdrop-$version-windows-x64
rm -rf "${out:?}/$zip_name" "$out/$zip_name.zip"
mkdir -p "$out/$zip_name"
cp "$stage/hashdrop.exe" "$stage/hashdrop.com" "$stage/README.md" "$out/$zip_name/"
(cd "$out" && zip -q -r -X "$zip_name.zip" "$zip_name")
rm -rf "${out:?}/$zip_name"

makensis -V2 -DVERSION="$version" -DSRCDIR="$PWD/$stage" \
  -DOUTFILE="$PWD/$out/hashdrop-$version-setup.exe" packaging/windows/hashdrop.nsi

ls -l "$out/hashdrop.exe" "$out/hashdrop.com" "$out/$zip_name.zip" "$out/hashdrop-$version-setup.exe"
