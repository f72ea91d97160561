import { coordinates, indexOf, type TourWalk } from './walk.js';

/**
 * How many of the tour's last moves follow Warnsdorff's rule, counted back from the end: each
 * goes to a square with the fewest onward moves to unvisited squares among the moves it could
 * make (ties allowed). Every tour's last four moves do (Ganzfried 2004, Theorem 2.2: the
 * unvisited squares left then are few enough that the knight graph's two colours force it).
 */
export function warnsdorffTail(walk: TourWalk): number {
  const { board, squares, step, vectors } = walk;
  const n = squares.length;
  // Unvisited neighbours of u after move i (squares visited later than step i).
  const onward = (u: number, i: number) => {
    const [x, y, z] = coordinates(board, u);
    let count = 0;
    for (const [dx, dy, dz] of vectors) {
      const v = indexOf(board, x + dx, y + dy, z + dz);
      if (v >= 0 && step[v]! > i) count++;
    }
    return count;
  };
  let tail = 0;
  for (let i = n - 2; i >= 0; i--) {
    const [x, y, z] = coordinates(board, squares[i]!);
    const chosen = onward(squares[i + 1]!, i);
    let follows = true;
    for (const [dx, dy, dz] of vectors) {
      const u = indexOf(board, x + dx, y + dy, z + dz);
      if (u >= 0 && step[u]! > i && onward(u, i) < chosen) {
        follows = false;
        break;
      }
    }
    if (!follows) break;
    tail++;
  }
  return tail;
}
