// Transitional: the names this page used from core's former 3-D wing, written over core's one
// board type. The page's views are to speak that type directly; then this file goes.
import {
  type Board,
  cellAt as coreCellAt,
  formatTour,
  HEURISTICS,
  isClosedWalk,
  onBoard,
  solve,
  type TourDocument,
  type TourFormat,
} from '@knights-tour/core';

export type Board3d = Board;
export type Cell = readonly [number, number, number];
export const HEURISTICS_3D = HEURISTICS.filter((h) => h.endsWith('3d')) as (
  | 'warnsdorff3d'
  | 'octaml3d'
  | 'octaml16-3d'
)[];
export type Heuristic3dName = 'warnsdorff3d' | 'octaml3d' | 'octaml16-3d';
export const isHeuristic3dName = (name: string): name is Heuristic3dName =>
  (HEURISTICS_3D as readonly string[]).includes(name);
export type Tour3dDocument = TourDocument & {
  depth: number;
  algorithm: Heuristic3dName;
  start: [number, number, number];
  path: [number, number, number][];
};
export function solve3d(options: {
  width: number;
  height: number;
  depth: number;
  start?: readonly number[];
  algorithm?: Heuristic3dName;
}): Tour3dDocument {
  const doc = solve(options) as Tour3dDocument;
  // A box of depth 1 is a 2-D board to core; this page's 3-D views want every cell as (x,y,z).
  if (options.depth === 1) {
    return {
      ...doc,
      depth: 1,
      start: [doc.start[0], doc.start[1], 0],
      path: doc.path.map(([x, y]) => [x, y, 0]),
    };
  }
  return doc;
}
export function formatTour3d(doc: Tour3dDocument, format: TourFormat): Generator<string> {
  return formatTour(doc, format);
}
export function isClosedWalk3d(board: Board3d, cells: ArrayLike<number>): boolean {
  return isClosedWalk({ ...board, depth: board.depth || 1 }, cells);
}
export function onBoard3d(board: Board3d, x: number, y: number, z: number): boolean {
  return onBoard(board, x, y, z);
}
export function cellAt(board: Board3d, index: number): [number, number, number] {
  const [x, y, z = 0] = coreCellAt({ ...board, depth: Math.max(2, board.depth) }, index);
  return [x, y, z];
}

import { ALGORITHMS, type AlgorithmName } from '@knights-tour/core';
/** The algorithms of 2-D boards, as this page lists them. */
export const ALGORITHMS_2D = ALGORITHMS.filter((a) => !isHeuristic3dName(a)) as Exclude<
  AlgorithmName,
  Heuristic3dName
>[];
export const HEURISTICS_2D = HEURISTICS.filter((h) => !isHeuristic3dName(h)) as Exclude<
  (typeof HEURISTICS)[number],
  Heuristic3dName
>[];
export const isAlgorithm2dName = (name: string): name is (typeof ALGORITHMS_2D)[number] =>
  (ALGORITHMS_2D as readonly string[]).includes(name);
