import {
  type Board,
  cellAt,
  cellCount,
  type HeuristicName,
  HeuristicRunner,
  isPossibleStart,
  type Square,
} from '@knights-tour/core';
import type { FailureMap, MapPart } from '../protocol.js';

/**
 * Cells walked per failure-map chunk: small enough that the map fills in as it goes, large
 * enough that the kernel runs at full speed.
 */
export const CHUNK_CELLS = 2_000_000;

/**
 * Every possible start of one board walked by one heuristic through core's
 * `HeuristicRunner.summarizeAll` (on a 2-D board the interleaved WebAssembly kernel the sweeps
 * use), in chunks handed to `onPart` as they finish.
 */
export function failureMap(
  board: Board,
  algorithm: HeuristicName,
  onPart: (part: MapPart, done: number, total: number) => void,
): FailureMap {
  const began = performance.now();
  const cells = cellCount(board);
  const length = new Int32Array(cells).fill(-1);
  const attempts = new Int32Array(cells);
  const starts: Square[] = [];
  const indices: number[] = [];
  for (let i = 0; i < cells; i++) {
    const square = cellAt(board, i);
    if (isPossibleStart(board, square[0], square[1], square[2] ?? 0)) {
      starts.push(square);
      indices.push(i);
    }
  }
  const runner = new HeuristicRunner(board);
  const chunk = Math.max(1, Math.floor(CHUNK_CELLS / cells));
  for (let from = 0; from < starts.length; from += chunk) {
    const part = starts.slice(from, from + chunk);
    const outcome = runner.summarizeAll(algorithm, part);
    const partStarts = Int32Array.from(indices.slice(from, from + part.length));
    partStarts.forEach((cell, i) => {
      length[cell] = outcome.length[i]!;
      attempts[cell] = outcome.attempts[i]!;
    });
    onPart(
      { starts: partStarts, length: outcome.length, attempts: outcome.attempts },
      from + part.length,
      starts.length,
    );
  }
  return {
    board,
    algorithm,
    length,
    attempts,
    done: starts.length,
    total: starts.length,
    elapsedMs: performance.now() - began,
    lanes: runner.lanes,
  };
}
