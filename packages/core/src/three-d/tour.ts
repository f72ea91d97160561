import { KnightsTourError } from '../board/board.js';
import { TOUR_FORMAT } from '../board/tour.js';
import {
  type Board3d,
  cellAt,
  cellCount,
  checkCell,
  createBoard3d,
  parityReason3d,
} from './board.js';
import { isKnightMove3d } from './moves.js';
import { type Heuristic3dName, isHeuristic3dName, Runner3d, type Variant3d } from './walk.js';

/**
 * The tour document of SPEC §9 extended to 3-D (docs/three-d.md §6): `depth` present,
 * `start` and every `path` entry `[x, y, z]`.
 */
export interface Tour3dDocument {
  format: typeof TOUR_FORMAT;
  width: number;
  height: number;
  depth: number;
  algorithm: Heuristic3dName;
  start: [number, number, number];
  complete: boolean;
  closed: boolean;
  attempts: number;
  variant?: Variant3d;
  reason?: string;
  path: [number, number, number][];
}

export interface Solve3dOptions {
  width: number;
  height: number;
  depth: number;
  start?: readonly number[];
  algorithm?: Heuristic3dName;
}

/** True when a complete walk (flat indices) ends one knight move from its start. */
export function isClosedWalk3d(board: Board3d, cells: ArrayLike<number>): boolean {
  if (cells.length !== cellCount(board) || cells.length < 2) return false;
  const a = cellAt(board, cells[0]!);
  const b = cellAt(board, cells[cells.length - 1]!);
  return isKnightMove3d(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
}

/**
 * One tour of a box with a 3-D heuristic (default `octaml16-3d`) from `start` (default
 * `(0,0,0)`). Throws {@link KnightsTourError} on bad input; an incomplete walk is a
 * document with `complete: false`, and a black start on an odd box has the parity `reason`.
 */
export function solve3d(options: Solve3dOptions, runner?: Runner3d): Tour3dDocument {
  const board = createBoard3d(options.width, options.height, options.depth);
  const algorithm = options.algorithm ?? 'octaml16-3d';
  if (!isHeuristic3dName(algorithm)) {
    throw new KnightsTourError(`unknown 3-D algorithm '${String(algorithm)}'`);
  }
  const start = checkCell(board, options.start ?? [0, 0, 0]);
  const head = {
    format: TOUR_FORMAT as typeof TOUR_FORMAT,
    width: board.width,
    height: board.height,
    depth: board.depth,
    algorithm,
    start: [start[0], start[1], start[2]] as [number, number, number],
  };
  const reason = parityReason3d(board, ...start);
  if (reason !== undefined) {
    return { ...head, complete: false, closed: false, attempts: 0, reason, path: [] };
  }
  const r =
    runner &&
    runner.board.width === board.width &&
    runner.board.height === board.height &&
    runner.board.depth === board.depth
      ? runner
      : new Runner3d(board);
  const outcome = r.run(algorithm, start);
  return {
    ...head,
    complete: outcome.complete,
    closed: isClosedWalk3d(board, outcome.cells),
    attempts: outcome.attempts,
    ...(outcome.variant && algorithm !== 'warnsdorff3d' ? { variant: outcome.variant } : {}),
    path: Array.from(outcome.cells, (i) => cellAt(board, i)),
  };
}

/**
 * Writes a 3-D tour as `json` (the extended document), `csv` (`step,x,y,z` after a `#`
 * line with the size) or `text` (one board of 1-based step numbers per layer, each after
 * a `# layer z` line; unvisited cells '.'). Joining the pieces gives the file.
 */
export function* formatTour3d(
  doc: Tour3dDocument,
  format: 'json' | 'csv' | 'text',
): Generator<string> {
  const { width, height, depth } = doc;
  switch (format) {
    case 'json':
      yield `${JSON.stringify(doc)}\n`;
      return;
    case 'csv':
      yield `# ${doc.format} ${width}x${height}x${depth} algorithm=${doc.algorithm} start=${doc.start.join(',')} complete=${doc.complete} closed=${doc.closed} attempts=${doc.attempts}\n`;
      yield 'step,x,y,z\n';
      yield doc.path.map(([x, y, z], i) => `${i + 1},${x},${y},${z}\n`).join('');
      return;
    case 'text': {
      const steps = new Int32Array(width * height * depth);
      doc.path.forEach(([x, y, z], i) => {
        steps[(z * height + y) * width + x] = i + 1;
      });
      const pad = String(steps.length).length;
      for (let z = 0; z < depth; z++) {
        let block = `${z > 0 ? '\n' : ''}# layer ${z}\n`;
        for (let y = 0; y < height; y++) {
          const row: string[] = [];
          for (let x = 0; x < width; x++) {
            const s = steps[(z * height + y) * width + x]!;
            row.push((s === 0 ? '.' : String(s)).padStart(pad));
          }
          block += `${row.join(' ')}\n`;
        }
        yield block;
      }
      return;
    }
    default:
      throw new KnightsTourError(`unknown format '${String(format)}' (expected json, csv or text)`);
  }
}
