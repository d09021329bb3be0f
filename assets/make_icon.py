#!/usr/bin/env python3
"""Draws the Hashdrop icon (rounded square, white drop, check mark) as PNGs of
several sizes, with nothing but the standard library. The SVG next to it is the
same drawing. Run: python3 assets/make_icon.py"""
import math, struct, zlib, os

HERE = os.path.dirname(os.path.abspath(__file__))
TOP, BOTTOM = (37, 99, 235), (30, 64, 175)   # blue gradient
WHITE = (255, 255, 255)
CHECK = (22, 163, 74)                          # green check

def rounded_square(x, y, inset=0.04, r=0.22):
    lo, hi = inset + r, 1 - inset - r
    cx, cy = min(max(x, lo), hi), min(max(y, lo), hi)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r and inset <= x <= 1 - inset and inset <= y <= 1 - inset

# Drop: a circle plus the two tangent lines to a tip above it.
DC, DR, TIP = (0.5, 0.6), 0.25, (0.5, 0.13)
def drop(x, y):
    if (x - DC[0]) ** 2 + (y - DC[1]) ** 2 <= DR * DR:
        return True
    d = DC[1] - TIP[1]
    half = math.asin(DR / d)                 # half-angle of the cone at the tip
    ty = TIP[1] + d * math.cos(half) ** 2    # height where the cone meets the circle
    if not (TIP[1] <= y <= ty):
        return False
    return abs(x - TIP[0]) <= (y - TIP[1]) * math.tan(half)

CHECK_PTS = [(0.385, 0.615), (0.465, 0.695), (0.625, 0.515)]
def seg_dist(px, py, a, b):
    ax, ay = a; bx, by = b
    t = max(0, min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)))
    return math.hypot(px - ax - t * (bx - ax), py - ay - t * (by - ay))
def check(x, y, w=0.032):
    return min(seg_dist(x, y, CHECK_PTS[0], CHECK_PTS[1]), seg_dist(x, y, CHECK_PTS[1], CHECK_PTS[2])) <= w

def colour(x, y):
    if not rounded_square(x, y):
        return None
    if check(x, y):
        return CHECK
    if drop(x, y):
        return WHITE
    t = y
    return tuple(int(TOP[i] * (1 - t) + BOTTOM[i] * t) for i in range(3))

def render(n, ss=4):
    rows = []
    for py in range(n):
        row = bytearray()
        for px in range(n):
            acc = [0, 0, 0, 0]
            for sy in range(ss):
                for sx in range(ss):
                    c = colour((px + (sx + 0.5) / ss) / n, (py + (sy + 0.5) / ss) / n)
                    if c:
                        acc[0] += c[0]; acc[1] += c[1]; acc[2] += c[2]; acc[3] += 1
            k = ss * ss
            if acc[3]:
                row += bytes((acc[0] // acc[3], acc[1] // acc[3], acc[2] // acc[3], 255 * acc[3] // k))
            else:
                row += bytes(4)
        rows.append(bytes(row))
    return rows

def write_png(path, rows):
    n = len(rows)
    raw = b"".join(b"\0" + r for r in rows)
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", n, n, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    open(path, "wb").write(data)

for size in (32, 64, 128, 256):
    write_png(os.path.join(HERE, f"hashdrop-{size}.png"), render(size, 4 if size <= 128 else 3))
