#!/usr/bin/env python3
"""Warnsdorff's rule, written from the knights-tour SPEC (sections 1, 2, 4 and 5), nothing else.

From the start, move to the unvisited square a knight's move away that has the fewest unvisited
squares a knight's move away from it (its degree); ties go to the earliest move in the order
1..8, numbered clockwise from west-north-west. Squares are (x, y): x the column from the left,
y the row from the top, both from 0.

Two ways to run it, the two protocols of `knights-tour check-solver`:

  python3 warnsdorff.py WIDTH HEIGHT X Y
      prints the walk from (X, Y) as a JSON array of [x, y] pairs; exit 0 when it is a tour
      of every square, 1 when the rule got stuck (the partial walk is printed either way).

  python3 warnsdorff.py --lines
      reads one instance a line from standard input, "WIDTH HEIGHT X Y", and answers one line
      each: "tour WALK" or "stuck WALK", WALK as above; ends at the end of its input.

Check it:  knights-tour check-solver --command 'python3 warnsdorff.py {width} {height} {x} {y}'
           --sizes 5-16 --reference warnsdorff
"""
import json
import sys

# The eight moves (dx, dy), numbered 1..8 clockwise from west-north-west (y grows downwards).
MOVES = [(-2, -1), (-1, -2), (1, -2), (2, -1), (2, 1), (1, 2), (-1, 2), (-2, 1)]


def onward(width, height, x, y):
    """The squares a knight's move from (x, y) on the board, with their move number, in move order."""
    for number, (dx, dy) in enumerate(MOVES, start=1):
        u, v = x + dx, y + dy
        if 0 <= u < width and 0 <= v < height:
            yield number, u, v


def fewest_onward_moves(candidates, degree):
    """Warnsdorff's choice: the smallest degree; min() keeps the first of equals (the earliest move)."""
    return min(candidates, key=lambda c: degree[c[2]][c[1]])


def walk(width, height, x, y, choose=fewest_onward_moves):
    """The greedy walk from (x, y): the list of visited squares, complete or stuck."""
    visited = [[False] * width for _ in range(height)]
    degree = [[sum(1 for _ in onward(width, height, u, v)) for u in range(width)] for v in range(height)]
    path = []
    while True:
        visited[y][x] = True
        path.append((x, y))
        # The square just visited is no longer an onward move of its neighbours.
        for _, u, v in onward(width, height, x, y):
            degree[v][u] -= 1
        candidates = [(n, u, v) for n, u, v in onward(width, height, x, y) if not visited[v][u]]
        if not candidates:
            return path
        _, x, y = choose(candidates, degree)


def warnsdorff(width, height, x, y):
    """The choice of a walk from (x, y): Warnsdorff's is the same on every board, from every start."""
    return fewest_onward_moves


def answer(width, height, x, y, rule):
    """(complete, the walk as JSON): one instance; `rule` gives the choice of a walk from (x, y)."""
    path = walk(width, height, x, y, rule(width, height, x, y))
    return len(path) == width * height, json.dumps([[u, v] for u, v in path])


def main(rule=warnsdorff):
    if sys.argv[1:] == ["--lines"]:
        for line in sys.stdin:
            width, height, x, y = map(int, line.split())
            complete, text = answer(width, height, x, y, rule)
            print("tour" if complete else "stuck", text, flush=True)
        return 0
    if len(sys.argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    width, height, x, y = map(int, sys.argv[1:])
    complete, text = answer(width, height, x, y, rule)
    print(text)
    return 0 if complete else 1


if __name__ == "__main__":
    sys.exit(main())
