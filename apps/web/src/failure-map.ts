import type { Square } from '@knights-tour/core';
import type { StartOutcome } from './colour.js';
import type { FailureMap, MapPart } from './protocol.js';

/** What the map says about the start at linear index `index`; undefined while not yet run. */
export function outcomeAt(map: FailureMap, index: number): StartOutcome | undefined {
  const length = map.length[index]!;
  const squares = map.width * map.height;
  if (length === -1) return map.done === map.total ? { kind: 'impossible' } : undefined;
  if (length === 0) return undefined;
  if (length === squares) return { kind: 'complete', attempts: map.attempts[index]! };
  return { kind: 'failed', reached: length, squares };
}

/** Starts whose walk failed, in row order (the order of the CLI's sweep listing). */
export function failingStarts(map: FailureMap): { start: Square; reached: number }[] {
  const squares = map.width * map.height;
  const out: { start: Square; reached: number }[] = [];
  for (let i = 0; i < squares; i++) {
    const length = map.length[i]!;
    if (length > 0 && length < squares) {
      out.push({ start: [i % map.width, Math.floor(i / map.width)], reached: length });
    }
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
  const squares = map.width * map.height;
  let starts = 0;
  let complete = 0;
  let failed = 0;
  let multiAttempt = 0;
  for (let i = 0; i < squares; i++) {
    const length = map.length[i]!;
    if (length <= 0) continue;
    starts++;
    if (length === squares) {
      complete++;
      if (map.attempts[i]! > 1) multiAttempt++;
    } else {
      failed++;
    }
  }
  return { starts, complete, failed, multiAttempt };
}

/** A map with no start run yet, to fill in as parts arrive. */
export function emptyMap(
  width: number,
  height: number,
  algorithm: FailureMap['algorithm'],
): FailureMap {
  return {
    width,
    height,
    algorithm,
    length: new Int32Array(width * height).fill(-1),
    attempts: new Uint8Array(width * height),
    done: 0,
    total: 0,
    elapsedMs: 0,
    lanes: 0,
  };
}

/** The map with the outcomes of `part` filled in (its arrays are updated in place). */
export function withPart(map: FailureMap, part: MapPart, done: number, total: number): FailureMap {
  part.starts.forEach((square, i) => {
    map.length[square] = part.length[i]!;
    map.attempts[square] = part.attempts[i]!;
  });
  return { ...map, done, total };
}
