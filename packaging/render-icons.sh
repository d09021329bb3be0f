#!/usr/bin/env bash
# Renders the app icon for the desktop (hicolor theme: PNGs 16..512 plus the SVG)
# from the window icon's artwork, assets/hashdrop.svg. Needs rsvg-convert (Debian:
# librsvg2-bin). The results are committed; run this after changing the artwork.
set -euo pipefail
cd "$(dirname "$0")/.."
src=assets/hashdrop.svg
out=packaging/icons/hicolor
id=io.github.hashdrop.Hashdrop
mkdir -p "$out/scalable/apps"
cp "$src" "$out/scalable/apps/$id.svg"
for size in 16 24 32 48 64 128 256 512; do
  mkdir -p "$out/${size}x${size}/apps"
  rsvg-convert -w "$size" -h "$size" -o "$out/${size}x${size}/apps/$id.png" "$src"
done
echo "rendered $src into $out"
