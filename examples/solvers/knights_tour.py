#!/usr/bin/env python3
"""A small Warnsdorff solver printing its tour in algebraic notation (a1 c2 e1 ...).

Usage: python3 knights_tour.py [n]   (default 8; the tour starts on a1)
An example of another program's output for `knights-tour verify` and the GitHub Action.
"""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
MOVES = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
seen = [[False] * n for _ in range(n)]


def exits(f, r):
    return [(f + df, r + dr) for df, dr in MOVES
            if 0 <= f + df < n and 0 <= r + dr < n and not seen[f + df][r + dr]]


f, r = 0, 0  # a1: file a, rank 1
path = [(f, r)]
seen[f][r] = True
while len(path) < n * n:
    options = exits(f, r)
    if not options:
        break
    # Warnsdorff: fewest onward moves; ties by the order of MOVES.
    f, r = min(options, key=lambda s: len(exits(*s)))
    seen[f][r] = True
    path.append((f, r))

print(f"Knight's tour on {n}x{n}:")
print(" ".join(f"{'abcdefghijklmnopqrstuvwxyz'[f]}{r + 1}" for f, r in path))
