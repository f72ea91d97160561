/* A small Warnsdorff solver printing its tour as a numbered board, rank 8 on top:
 *   8 |  1 16 ...
 * Usage: cc -O2 -o knights_tour knights_tour.c && ./knights_tour [n]   (default 8)
 * An example of another program's output for `knights-tour verify` and the GitHub Action.
 */
#include <stdio.h>
#include <stdlib.h>

static const int DX[8] = {1, 2, 2, 1, -1, -2, -2, -1};
static const int DY[8] = {2, 1, -1, -2, -2, -1, 1, 2};
static int n = 8;
static int board[64][64];

static int exits(int x, int y) {
  int count = 0;
  for (int k = 0; k < 8; k++) {
    int u = x + DX[k], v = y + DY[k];
    if (u >= 0 && u < n && v >= 0 && v < n && board[v][u] == 0) count++;
  }
  return count;
}

int main(int argc, char **argv) {
  if (argc > 1) n = atoi(argv[1]);
  if (n < 1 || n > 64) return 2;
  int x = 0, y = 0;
  board[y][x] = 1;
  for (int step = 2; step <= n * n; step++) {
    int best = -1, bestExits = 9;
    for (int k = 0; k < 8; k++) {
      int u = x + DX[k], v = y + DY[k];
      if (u < 0 || u >= n || v < 0 || v >= n || board[v][u] != 0) continue;
      int e = exits(u, v);
      if (e < bestExits) { bestExits = e; best = k; }
    }
    if (best < 0) break;
    x += DX[best];
    y += DY[best];
    board[y][x] = step;
  }
  printf("Tour found:\n");
  for (int r = 0; r < n; r++) {
    printf("%2d |", n - r);
    for (int c = 0; c < n; c++) printf(" %3d", board[r][c]);
    printf("\n");
  }
  printf("    ");
  for (int c = 0; c < n; c++) printf("   %c", 'a' + c);
  printf("\n");
  return 0;
}
