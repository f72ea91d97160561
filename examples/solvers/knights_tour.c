/* Warnsdorff's rule in C, written from the knights-tour SPEC: from the start, move to the
 * unvisited square a knight's move away with the fewest unvisited squares a knight's move away
 * from it; ties go to the earliest move in the order 1..8, numbered clockwise from
 * west-north-west. Prints the walk as a board of step numbers, rank n on top (the top row is
 * y = 0), as a chess program would:
 *   8 |  1 16 ...
 * Exit 0 for a tour of every square, 1 when the rule got stuck (unvisited squares show '.').
 *
 * Usage: cc -O2 -o knights_tour knights_tour.c && ./knights_tour [n [x y]]
 *   n the board's side (default 8, at most 64); (x, y) the start, x the column from the left,
 *   y the row from the top (default 0 0).
 * Check it: knights-tour check-solver --command './knights_tour {n} {x} {y}' --sizes 5-40
 *           --reference warnsdorff
 */
#include <stdio.h>
#include <stdlib.h>

/* The moves (dx, dy) in the order 1..8, y growing downwards. */
static const int DX[8] = {-2, -1, 1, 2, 2, 1, -1, -2};
static const int DY[8] = {-1, -2, -2, -1, 1, 2, 2, 1};
static int n = 8;
static int board[64][64]; /* board[y][x]: the step that visited it, 0 when none */

static int free_square(int x, int y) {
  return x >= 0 && x < n && y >= 0 && y < n && board[y][x] == 0;
}

static int exits(int x, int y) {
  int count = 0;
  for (int k = 0; k < 8; k++) count += free_square(x + DX[k], y + DY[k]);
  return count;
}

int main(int argc, char **argv) {
  int x = 0, y = 0;
  if (argc > 1) n = atoi(argv[1]);
  if (argc > 3) {
    x = atoi(argv[2]);
    y = atoi(argv[3]);
  }
  if (n < 1 || n > 64 || x < 0 || x >= n || y < 0 || y >= n) return 2;
  int visited = 1;
  board[y][x] = 1;
  while (visited < n * n) {
    int best = -1, bestExits = 9;
    for (int k = 0; k < 8; k++) {
      if (!free_square(x + DX[k], y + DY[k])) continue;
      int e = exits(x + DX[k], y + DY[k]);
      if (e < bestExits) { /* strictly fewer: ties keep the earliest move */
        bestExits = e;
        best = k;
      }
    }
    if (best < 0) break;
    x += DX[best];
    y += DY[best];
    board[y][x] = ++visited;
  }
  printf(visited == n * n ? "Tour found:\n" : "Stuck after %d squares:\n", visited);
  for (int r = 0; r < n; r++) {
    printf("%2d |", n - r);
    for (int c = 0; c < n; c++) {
      if (board[r][c] > 0) printf(" %3d", board[r][c]);
      else printf("   .");
    }
    printf("\n");
  }
  printf("    ");
  for (int c = 0; c < n; c++) printf("   %c", 'a' + c);
  printf("\n");
  return visited == n * n ? 0 : 1;
}
