import {
  ALGORITHMS,
  algorithmInfo,
  DEFAULT_SEARCH_NODES,
  findTour,
  formatTour,
  MAX_SEED,
  SEARCH_ALGORITHMS,
  type SolveOptions,
  TOUR_FORMATS,
} from '@knights-tour/core';
import { type Command, ExitCode, UsageError } from '../command.js';
import { checkOutputPath, writeChunks, writeFileAtomic } from '../io.js';
import {
  expectPositionals,
  parseAlgorithm,
  parseBoard,
  parseFormat,
  parseInteger,
  parseStart,
  str,
} from '../options.js';
import { isBoard3dText, solve3dCommand } from './three-d.js';

/** One line about the outcome, on stderr so that stdout stays the tour alone. */
export function describeOutcome(doc: {
  algorithm: string;
  width: number;
  height: number;
  start: readonly number[];
  complete: boolean;
  closed: boolean;
  attempts: number;
  variant?: { r: number; t: number };
  method?: string;
  reason?: string;
  squares: ArrayLike<number>;
}): string {
  const size = `${doc.width}x${doc.height}`;
  const from = `from (${doc.start[0]},${doc.start[1]})`;
  if (doc.complete) {
    const variant = doc.variant
      ? `, variant r=${doc.variant.r > 0 ? '+1' : '-1'} t=${doc.variant.t}`
      : '';
    const method = doc.method ? `, by ${doc.method}` : '';
    return `${doc.algorithm}: ${doc.closed ? 'closed' : 'open'} tour of ${size} ${from} in ${doc.attempts} attempt${doc.attempts === 1 ? '' : 's'}${variant}${method}`;
  }
  if (doc.reason) return `${doc.algorithm}: no tour of ${size}: ${doc.reason}`;
  return `${doc.algorithm}: failed on ${size} ${from}: reached ${doc.squares.length} of ${doc.width * doc.height} squares after ${doc.attempts} attempt${doc.attempts === 1 ? '' : 's'}`;
}

/** One line per algorithm for the help text; new core algorithms appear with their name. */
const ALGORITHM_HELP: Record<string, string> = {
  auto: 'OctAML16, else a linear-time construction, else exact search (default)',
  octaml16: 'OctAML with 16 priority variants, first complete walk',
  octaml: 'symmetric AML tie-break, one attempt',
  aml: 'Warnsdorff + corner/edge distance + fixed move priority (Álvarez-Martínez & Lázaro)',
  warnsdorff: 'fewest onward moves, ties by move order (or at random with --seed)',
  backtrack: 'exact depth-first search in move order (exponential; limits below)',
  'warnsdorff-backtrack': 'exact search, children in AML order: AML plus backtracking',
};

/** What core's solve is asked for; the single place where CLI options meet the library. */
function solveOptions(values: Record<string, unknown>, positionals: string[]): SolveOptions {
  const board = parseBoard(positionals[0]);
  const start = parseStart(str(values.start) ?? '0,0', board);
  const algorithm = parseAlgorithm(str(values.algorithm), 'auto');
  const can = algorithmInfo(algorithm);
  const seedText = str(values.seed);
  if (seedText !== undefined && !can.seed) {
    throw new UsageError(`--seed applies to --algorithm warnsdorff only, not ${algorithm}`);
  }
  const seed = seedText === undefined ? undefined : parseInteger('seed', seedText, 0, MAX_SEED);
  const limits: Pick<SolveOptions, 'maxNodes' | 'maxMs'> = {};
  for (const [flag, key] of [
    ['max-nodes', 'maxNodes'],
    ['max-ms', 'maxMs'],
  ] as const) {
    const text = str(values[flag]);
    if (text === undefined) continue;
    if (!can.limits) {
      throw new UsageError(
        `--${flag} limits the exact searches (${SEARCH_ALGORITHMS.join(', ')}, and auto's fallback), not ${algorithm}`,
      );
    }
    limits[key] = parseInteger(flag, text, 1, Number.MAX_SAFE_INTEGER);
  }
  const closed = values.closed === true;
  if (closed && !can.closed) {
    throw new UsageError(
      `--closed: ${algorithm} walks greedily and cannot promise a closed tour; use --algorithm auto (the default) or ${SEARCH_ALGORITHMS.join(', ')}`,
    );
  }
  return {
    width: board.width,
    height: board.height,
    start,
    algorithm,
    ...(closed ? { closed } : {}),
    ...(seed === undefined ? {} : { seed }),
    ...limits,
  };
}

export const solveCommand: Command = {
  name: 'solve',
  summary: 'find a tour of an n×n (or WxH, or 3-D WxHxD) board and print it',
  help: `Usage: knights-tour solve <n|WxH|WxHxD> [options]

Finds a knight's tour with one algorithm and prints it. Exit 0 when the tour is complete,
1 when it is not (the walk reached is printed, unvisited squares as '.'; a black start on an
odd board is answered with the parity reason, not searched), 2 on bad input.

Options:
  -s, --start x,y        start square, 0-based column,row from the top-left (default 0,0,
                         a white corner, so it is a possible start on every board)
  -a, --algorithm NAME   ${ALGORITHMS.map((a) => a).join(', ')}:
${ALGORITHMS.map((a) => `                           ${a.padEnd(11)} ${ALGORITHM_HELP[a] ?? ''}`.trimEnd()).join('\n')}
  -f, --format FORMAT    ${TOUR_FORMATS.join(', ')}:
                           text  board of 1-based step numbers (default)
                           json  tour document (SPEC §9), readable by verify and render
                           csv   step,x,y rows after a '#' line with the board size
  -o, --out FILE         write to FILE (atomically: complete or not at all) instead of stdout
      --closed           ask for a closed tour (ends a knight move from its start): auto
                         builds one in linear time on every board that has one
      --seed N           warnsdorff only: break ties at random, reproducibly (0..2^32-1)
      --max-nodes N      exact searches (and auto's): give up after N nodes (default ${DEFAULT_SEARCH_NODES.toLocaleString('en-US')})
      --max-ms N         exact searches (and auto's): give up after N milliseconds

A summary line goes to stderr; stdout (or FILE) holds the tour alone.
Sizes: up to 16384 a side and 2^28 squares in all.

Examples:
  knights-tour solve 8
  knights-tour solve 8x10 --start 3,4
  knights-tour solve 30x20 --closed --start 7,7
  knights-tour solve 7 --start 6,2 --algorithm aml        # AML fails here: exit 1
  knights-tour solve 50 --format json --out tour.json
  knights-tour solve 6 --algorithm warnsdorff-backtrack --max-ms 5000
  knights-tour solve 8 --format json | knights-tour render - --out tour.svg --lines

3-D boards (docs/three-d.md): a size WxHxD, --start x,y,z (default 0,0,0) and
--algorithm warnsdorff3d, octaml3d or octaml16-3d (default); text prints one board per
layer, json is the tour document with depth, csv is step,x,y,z.
  knights-tour solve 6x6x6
  knights-tour solve 5x6x7 --start 2,3,1 --format json --out tour3d.json`,
  options: {
    start: { type: 'string', short: 's' },
    algorithm: { type: 'string', short: 'a' },
    format: { type: 'string', short: 'f' },
    out: { type: 'string', short: 'o' },
    closed: { type: 'boolean' },
    seed: { type: 'string' },
    'max-nodes': { type: 'string' },
    'max-ms': { type: 'string' },
  },
  async run(positionals, values, io) {
    expectPositionals('solve', positionals, 1);
    if (isBoard3dText(positionals[0])) return solve3dCommand(positionals, values, io);
    const options = solveOptions(values, positionals);
    const format = parseFormat(str(values.format), 'text');
    const out = str(values.out);
    if (out !== undefined) checkOutputPath(out); // fail before a long solve, not after
    // The compact tour: a 10000x10000 board stays 4 bytes a square until it is written out.
    const doc = findTour(options);
    // A parity answer has no walk: an empty text board would only hide the reason.
    const skip = format === 'text' && doc.squares.length === 0 && doc.reason !== undefined;
    if (!skip) {
      if (out !== undefined) await writeFileAtomic(out, formatTour(doc, format));
      else await writeChunks(io.stdout, formatTour(doc, format));
    }
    io.stderr.write(`${describeOutcome(doc)}\n`);
    return doc.complete ? ExitCode.Ok : ExitCode.Negative;
  },
};
