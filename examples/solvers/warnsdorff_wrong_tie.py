#!/usr/bin/env python3
"""A deliberately buggy Warnsdorff, to see what `knights-tour check-solver` reports.

The bug: among candidates with equally few onward moves it keeps the LAST in move order, not
the first (`<=` where warnsdorff.py's min() keeps the first). Its walks are still legal, and
often complete; checked against `--reference warnsdorff`, each is reported as departing at the
first tie, with both squares and the rule's reason (its move order decides).
"""
import sys

from warnsdorff import main


def last_of_fewest(candidates, degree):
    best = candidates[0]
    for candidate in candidates[1:]:
        _, u, v = candidate
        if degree[v][u] <= degree[best[2]][best[1]]:  # the bug: should be <
            best = candidate
    return best


if __name__ == "__main__":
    sys.exit(main(lambda width, height, x, y: last_of_fewest))
