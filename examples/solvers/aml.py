#!/usr/bin/env python3
"""AML (Alvarez-Martinez & Lazaro, SBPO 2012), written from the knights-tour SPEC (sections 3-5).

The walk is warnsdorff.py's (keep the two files side by side); only the choice among the
candidates differs. Keep the candidates that are smallest under each criterion in turn:
  (a) the degree: fewest unvisited squares a knight's move away (Warnsdorff);
  (b) the Manhattan distance to the nearest corner, min(x, w-1-x) + min(y, h-1-y);
  (c) the distance to the nearest edge, min(x, w-1-x, y, h-1-y);
  (d) the priority of the move that reaches it: with q the start's quadrant (section 3), the
      move numbered 2q-1 has priority 1, and the priorities go on clockwise (numbers rising
      mod 8). Priorities are a permutation of 1..8, so (d) always leaves one.

Run it as warnsdorff.py (WIDTH HEIGHT X Y, or --lines); check it with
  knights-tour check-solver --command 'python3 aml.py {width} {height} {x} {y}' --sizes 5-16
  --reference aml
"""
import sys

from warnsdorff import main


def quadrant(width, height, x, y):
    """The start's absolute quadrant (SPEC section 3): the pinwheel of doubled centred coordinates."""
    cx, cy = 2 * x - (width - 1), 2 * y - (height - 1)  # the centre is (0, 0); negative cy is north
    if cx < 0 and cy <= 0:
        return 1
    if cx >= 0 and cy < 0:
        return 2
    if cx > 0 and cy >= 0:
        return 3
    if cx <= 0 and cy > 0:
        return 4
    return 1  # the centre of an odd board


def aml(width, height, x, y):
    """AML's choice for a walk from (x, y) on a width x height board."""
    first = 2 * quadrant(width, height, x, y) - 1

    def key(candidate, degree):
        number, u, v = candidate
        corner = min(u, width - 1 - u) + min(v, height - 1 - v)
        edge = min(u, width - 1 - u, v, height - 1 - v)
        priority = (number - first) % 8 + 1
        return (degree[v][u], corner, edge, priority)

    return lambda candidates, degree: min(candidates, key=lambda c: key(c, degree))


if __name__ == "__main__":
    sys.exit(main(aml))
