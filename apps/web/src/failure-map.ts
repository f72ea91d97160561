import { type Board, cellAt, cellCount, type Square } from '@knights-tour/core';
import type { StartOutcome } from './colour.js';
import type { FailureMap, MapPart } from './protocol.js';

/** What the map says about the start at flat cell `cell`; undefined while not yet run. */
export function outcomeAt(map: FailureMap, cell: number): StartOutcome | undefined {
  const length = map.length[cell];
  if (length === undefined) return undefined;
  const cells = map.length.length;
  if (length === -1) return map.done === map.total ? { kind: 'impossible' } : undefined;
  if (length === 0) return undefined;
  if (length === cells) return { kind: 'complete', attempts: map.attempts[cell]! };
  return { kind: 'failed', reached: length, squares: cells };
}

/** Starts whose walk failed, in cell order (the order of the CLI's sweep listing). */
export function failingStarts(map: FailureMap): { start: Square; reached: number }[] {
  const cells = map.length.length;
  const out: { start: Square; reached: number }[] = [];
  for (let i = 0; i < cells; i++) {
    const length = map.length[i]!;
    if (length > 0 && length < cells) out.push({ start: cellAt(map.board, i), reached: length });
  }
  return out;
}

/** Counts for the map's caption. */
export function mapCounts(map: FailureMap): {
  starts: number;
  complete: number;
  failed: number;
  multiAttempt: number;
} {
  const cells = map.length.length;
  let starts = 0;
  let complete = 0;
  let failed = 0;
  let multiAttempt = 0;
  for (let i = 0; i < cells; i++) {
    const length = map.length[i]!;
    if (length <= 0) continue;
    starts++;
    if (length === cells) {
      complete++;
      if (map.attempts[i]! > 1) multiAttempt++;
    } else {
      failed++;
    }
  }
  return { starts, complete, failed, multiAttempt };
}

/** A map with no start run yet, to fill in as parts arrive. */
export function emptyMap(board: Board, algorithm: FailureMap['algorithm']): FailureMap {
  const cells = cellCount(board);
  return {
    board,
    algorithm,
    length: new Int32Array(cells).fill(-1),
    attempts: new Int32Array(cells),
    done: 0,
    total: 0,
    elapsedMs: 0,
    lanes: 0,
  };
}

/** The map with the outcomes of `part` filled in (its arrays are updated in place). */
export function withPart(map: FailureMap, part: MapPart, done: number, total: number): FailureMap {
  part.starts.forEach((cell, i) => {
    map.length[cell] = part.length[i]!;
    map.attempts[cell] = part.attempts[i]!;
  });
  return { ...map, done, total };
}
