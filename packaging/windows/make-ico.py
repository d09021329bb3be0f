#!/usr/bin/env python3
"""Packs the committed hicolor PNGs (16..256) into packaging/windows/hashdrop.ico.

An .ico may hold PNG images as they are (Windows Vista and later read them), so no
image library is needed. The result is committed, because build.rs embeds it in every
Windows build; rerun this after packaging/render-icons.sh.
"""
import pathlib
import struct

ROOT = pathlib.Path(__file__).resolve().parents[2]
SIZES = [16, 24, 32, 48, 64, 128, 256]
ID = "io.github.hashdrop.Hashdrop"

images = [
    (s, (ROOT / f"packaging/icons/hicolor/{s}x{s}/apps/{ID}.png").read_bytes())
    for s in SIZES
]
header = struct.pack("<HHH", 0, 1, len(images))
offset = 6 + 16 * len(images)
entries, data = b"", b""
for size, png in images:
    side = 0 if size == 256 else size  # 0 means 256 in an ICONDIRENTRY
    entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
    offset += len(png)
    data += png
out = ROOT / "packaging/windows/hashdrop.ico"
out.write_bytes(header + entries + data)
print(f"wrote {out} ({len(images)} images)")
