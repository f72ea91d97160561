import {
  ALGORITHM_FAMILIES,
  ALGORITHMS,
  type AlgorithmInfo,
  type AlgorithmName,
  algorithmInfo,
  algorithmsFor,
  type Board,
  boardName,
  checkFitsBoard,
  DEFAULT_SEARCH_NODES,
  defaultAlgorithm,
  describeWalk,
  findTour,
  formatTour,
  MAX_SEED,
  orList,
  rethrowAs,
  type SolveOptions,
  TOUR_FORMATS,
} from '@knights-tour/core';
import { type Command, ExitCode, UsageError, usageError } from '../command.js';
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

/**
 * Refuses `flag` unless the algorithm can use it, naming the algorithms on this board that
 * can: the catalogue (`algorithmInfo`) decides, never the board's dimension.
 */
function checkApplies(
  flag: string,
  algorithm: AlgorithmName,
  board: Board,
  can: (info: AlgorithmInfo) => boolean,
  refusal: (able: string) => string,
): void {
  if (can(algorithmInfo(algorithm))) return;
  const able = algorithmsFor(board).filter((a) => can(algorithmInfo(a)));
  throw new UsageError(
    able.length === 0
      ? `${flag} applies to no algorithm on ${boardName(board)}`
      : refusal(orList(able)),
  );
}

/**
 * `--order DDDDDDDD` names a member of a family of the catalogue: the fixed-order Warnsdorff
 * (`order-DDDDDDDD`, the default) or, with `--algorithm pohl`, Pohl's rule with its last ties
 * in that order (`pohl-DDDDDDDD`). Core reads the name, so a malformed order is its one error.
 */
function withOrder(algorithmText: string | undefined, order: string | undefined, board: Board) {
  if (order === undefined) return parseAlgorithm(algorithmText, defaultAlgorithm(board));
  const base = algorithmText === undefined ? 'warnsdorff' : parseAlgorithm(algorithmText, 'auto');
  const family = ALGORITHM_FAMILIES.find((f) =>
    f.example.startsWith(base === 'warnsdorff' ? 'order-' : `${base}-`),
  );
  if (!family) {
    throw new UsageError(
      `--order applies to --algorithm warnsdorff or pohl (${ALGORITHM_FAMILIES.map((f) => f.pattern).join(', ')}), not ${base}`,
    );
  }
  return parseAlgorithm(`${family.prefix}${order.trim()}`, base);
}

/** What core's solve is asked for; the single place where CLI options meet the library. */
function solveOptions(values: Record<string, unknown>, positionals: string[]): SolveOptions {
  const board = parseBoard(positionals[0]);
  const algorithm = withOrder(str(values.algorithm), str(values.order), board);
  rethrowAs(() => checkFitsBoard(algorithm, board), usageError());
  const startText = str(values.start);
  const start = startText === undefined ? undefined : parseStart(startText, board);
  const seedText = str(values.seed);
  if (seedText !== undefined) {
    checkApplies(
      '--seed',
      algorithm,
      board,
      (i) => i.seed,
      (able) => {
        return `--seed applies to --algorithm ${able} only, not ${algorithm}`;
      },
    );
  }
  const seed = seedText === undefined ? undefined : parseInteger('seed', seedText, 0, MAX_SEED);
  const limits: Pick<SolveOptions, 'maxNodes' | 'maxMs'> = {};
  for (const [flag, key] of [
    ['max-nodes', 'maxNodes'],
    ['max-ms', 'maxMs'],
  ] as const) {
    const text = str(values[flag]);
    if (text === undefined) continue;
    checkApplies(
      `--${flag}`,
      algorithm,
      board,
      (i) => i.limits,
      (able) => {
        return `--${flag} limits the exact searches (${able}), not ${algorithm}`;
      },
    );
    limits[key] = parseInteger(flag, text, 1, Number.MAX_SAFE_INTEGER);
  }
  const closed = values.closed === true;
  if (closed) {
    checkApplies(
      '--closed',
      algorithm,
      board,
      (i) => i.closed,
      (able) => {
        return `--closed: ${algorithm} walks greedily and cannot promise a closed tour; use --algorithm ${able}`;
      },
    );
  }
  return {
    ...board,
    algorithm,
    ...(start === undefined ? {} : { start }),
    ...(closed ? { closed } : {}),
    ...(seed === undefined ? {} : { seed }),
    ...limits,
  };
}

/** The help's list of algorithms, families last, each with its summary from the catalogue. */
function algorithmLines(): string {
  const rows: [string, string][] = [
    ...ALGORITHMS.map((a): [string, string] => [a, algorithmInfo(a).summary]),
    ...ALGORITHM_FAMILIES.map((f): [string, string] => [f.pattern, f.summary]),
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, summary]) => `    ${name.padEnd(width)}  ${summary}`).join('\n');
}

export const solveCommand: Command = {
  name: 'solve',
  summary: 'find a tour of an n×n, WxH or WxHxD board and print it',
  help: `Usage: knights-tour solve <n|WxH|WxHxD> [options]

Finds a knight's tour with one algorithm and prints it. Exit 0 when the tour is complete,
1 when it is not (the walk reached is printed, unvisited squares as '.'; a black start on an
odd board is answered with the parity reason, not searched), 2 on bad input.

A size WxHxD is a box (docs/three-d.md): its tour is printed one board per layer, its
squares are cells x,y,z, and the 3-D heuristics run on it.

Options:
  -s, --start x,y        start square, 0-based column,row from the top-left; x,y,z on a
                         box (default the corner 0,0 or 0,0,0: a possible start on every board)
  -a, --algorithm NAME   one of:
${algorithmLines()}
                         (default auto, or octaml16-3d on a box)
      --order DDDDDDDD   a fixed move order, highest priority first (SPEC §2 move numbers):
                         warnsdorff with ties in this order (order-DDDDDDDD), or with
                         --algorithm pohl its last ties in this order (pohl-DDDDDDDD)
  -f, --format FORMAT    ${TOUR_FORMATS.join(', ')}:
                           text  board of 1-based step numbers (default; a box: one per layer)
                           json  tour document (SPEC §9), readable by verify and render
                           csv   step,x,y rows (step,x,y,z on a box) after a '#' size line
  -o, --out FILE         write to FILE (atomically: complete or not at all) instead of stdout
      --closed           ask for a closed tour (ends a knight move from its start): auto
                         builds one in linear time on every board that has one
      --seed N           ${orList(ALGORITHMS.filter((a) => algorithmInfo(a).seed))} only: random choices, reproducible
                         per seed (0..2^32-1)
      --max-nodes N      exact searches (and auto's): give up after N nodes (default ${DEFAULT_SEARCH_NODES.toLocaleString('en-US')})
      --max-ms N         exact searches (and auto's): give up after N milliseconds

An option the algorithm cannot use is refused, not ignored. A summary line goes to stderr;
stdout (or FILE) holds the tour alone. Sizes: up to 16384 a side and 2^28 squares in all
(2^24 cells on a box).

Examples:
  knights-tour solve 8
  knights-tour solve 8x10 --start 3,4
  knights-tour solve 30x20 --closed --start 7,7
  knights-tour solve 7 --start 6,2 --algorithm aml        # AML fails here: exit 1
  knights-tour solve 8 --order 34567812                   # Squirrel & Cull's 8x8 tour
  knights-tour solve 5 --start 2,0 --order 58217346       # their dead end: exit 1
  knights-tour solve 50 --format json --out tour.json
  knights-tour solve 6 --algorithm warnsdorff-backtrack --max-ms 5000
  knights-tour solve 6x6x6
  knights-tour solve 5x6x7 --start 2,3,1 --format json --out tour3d.json
  knights-tour solve 8 --format json | knights-tour render - --out tour.svg --lines`,
  options: {
    start: { type: 'string', short: 's' },
    algorithm: { type: 'string', short: 'a' },
    order: { type: 'string' },
    format: { type: 'string', short: 'f' },
    out: { type: 'string', short: 'o' },
    closed: { type: 'boolean' },
    seed: { type: 'string' },
    'max-nodes': { type: 'string' },
    'max-ms': { type: 'string' },
  },
  async run(positionals, values, io) {
    expectPositionals('solve', positionals, 1);
    const options = solveOptions(values, positionals);
    const format = parseFormat(str(values.format), 'text');
    const out = str(values.out);
    if (out !== undefined) checkOutputPath(out); // fail before a long solve, not after
    // The compact tour: a 10000x10000 board stays 4 bytes a square until it is written out.
    const tour = findTour(options);
    // A parity answer has no walk: an empty text board would only hide the reason.
    const skip = format === 'text' && tour.squares.length === 0 && tour.reason !== undefined;
    if (!skip) {
      if (out !== undefined) await writeFileAtomic(out, formatTour(tour, format));
      else await writeChunks(io.stdout, formatTour(tour, format));
    }
    io.stderr.write(`${describeWalk({ ...tour, reached: tour.squares.length })}\n`);
    return tour.complete ? ExitCode.Ok : ExitCode.Negative;
  },
};
