import { formatTour, solve } from '@knights-tour/core';
import type { Command } from '../command.js';
import { writeChunks, writeFileAtomic } from '../io.js';
import {
  parseAlgorithm,
  parseBoard,
  parseFormat,
  parseInteger,
  parseSquare,
  str,
} from '../options.js';

/** One line about the outcome, on stderr so that stdout stays the tour alone. */
export function describeOutcome(doc: {
  algorithm: string;
  width: number;
  height: number;
  start: [number, number];
  complete: boolean;
  closed: boolean;
  attempts: number;
  variant?: { r: number; t: number };
  method?: string;
  reason?: string;
  path: unknown[];
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
  if (doc.reason) return `${doc.algorithm}: no tour of ${size} ${from}: ${doc.reason}`;
  return `${doc.algorithm}: failed on ${size} ${from}: reached ${doc.path.length} of ${doc.width * doc.height} squares after ${doc.attempts} attempt${doc.attempts === 1 ? '' : 's'}`;
}

export const solveCommand: Command = {
  name: 'solve',
  summary: 'find a tour of an n×n (or WxH) board and print it',
  help: `Usage: knights-tour solve <n|WxH> [options]

Finds a knight's tour with one algorithm and prints it. Exit 0 when the tour is complete,
1 when the algorithm failed (the walk it reached is printed), 2 on bad input.

Options:
  -s, --start x,y        start square, 0-based column,row from the top-left (default 0,0)
  -a, --algorithm NAME   octaml16 (default), octaml, aml, warnsdorff
  -f, --format FORMAT    text (board of 1-based step numbers, default), json (tour document), csv (step,x,y)
  -o, --out FILE         write to FILE atomically instead of standard output
      --seed N           warnsdorff only: break ties at random, reproducibly

Examples:
  knights-tour solve 8
  knights-tour solve 7 --start 6,2 --algorithm aml
  knights-tour solve 50 --format json --out tour.json`,
  options: {
    start: { type: 'string', short: 's' },
    algorithm: { type: 'string', short: 'a' },
    format: { type: 'string', short: 'f' },
    out: { type: 'string', short: 'o' },
    seed: { type: 'string' },
  },
  async run(positionals, values, io) {
    const board = parseBoard(positionals[0]);
    const start = parseSquare(str(values.start) ?? '0,0');
    const algorithm = parseAlgorithm(str(values.algorithm), 'octaml16');
    const format = parseFormat(str(values.format), 'text');
    const seedText = str(values.seed);
    const seed =
      seedText === undefined ? undefined : parseInteger('seed', seedText, 0, 2 ** 32 - 1);
    const doc = solve({
      width: board.width,
      height: board.height,
      start,
      algorithm,
      ...(seed === undefined ? {} : { seed }),
    });
    const out = str(values.out);
    if (out) await writeFileAtomic(out, formatTour(doc, format));
    else await writeChunks(io.stdout, formatTour(doc, format));
    io.stderr.write(`${describeOutcome(doc)}\n`);
    return doc.complete ? 0 : 1;
  },
};
