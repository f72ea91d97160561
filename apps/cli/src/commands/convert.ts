import { createBoard, formatTour, isClosedWalk, TOUR_FORMAT, type Tour } from '@knights-tour/core';
import { checkSquares, createSquareReader, formatSquares } from '@knights-tour/verify';
import { type Command, ExitCode, UsageError } from '../command.js';
import { readTextChunks, writeChunks, writeFileAtomic } from '../io.js';
import {
  expectPositionals,
  parseChoice,
  parseReadingOptions,
  READING_HELP,
  READING_OPTIONS,
  str,
} from '../options.js';

const TARGETS = ['json', 'csv', 'text', 'algebraic', 'pairs'] as const;

/** `knights-tour convert`: any style the verifier reads into any style solve writes, plus algebraic and pairs. */
export const convertCommand: Command = {
  name: 'convert',
  summary: 'rewrite a tour file in another style (json, csv, text, algebraic, pairs)',
  help: `Usage: knights-tour convert <file|-> --to STYLE [--out FILE] [options]

Reads a tour in any style 'knights-tour verify' reads (detected, or fixed with the flags
below) and writes it as STYLE: json (the tour document), csv (step,x,y), text (a board of
step numbers), algebraic (a1 bottom-left, sixteen squares a line) or pairs ('(x, y)' a line,
0-based, (0, 0) top-left). The walk is kept as it is (convert does not verify it), but every
entry must be a square on the board. Streams: a file of any size is read in pieces and
written in pieces; --out is written atomically (a temporary file renamed at the end).

Options:
      --to STYLE         json, csv, text, algebraic or pairs (required)
  -o, --out FILE         write to FILE instead of standard output
${READING_HELP}

Examples:
  python3 my_solver.py | knights-tour convert - --to json --out tour.json
  knights-tour convert board.txt --to algebraic
  knights-tour convert moves.txt --input-format indices --size 8x8 --to text`,
  options: {
    to: { type: 'string' },
    out: { type: 'string', short: 'o' },
    ...READING_OPTIONS,
  },
  async run(positionals, values, io) {
    expectPositionals('convert', positionals, 1);
    const input = positionals[0];
    if (input === undefined) {
      throw new UsageError(
        "convert: give a tour file, or - for standard input (see 'knights-tour convert --help')",
      );
    }
    const toText = str(values.to);
    if (toText === undefined)
      throw new UsageError(`convert: give --to, one of ${TARGETS.join(', ')}`);
    const to = parseChoice('style', toText, TARGETS);
    const reader = createSquareReader(parseReadingOptions(values));
    for await (const chunk of readTextChunks(input, io.stdin)) reader.push(chunk);
    const walk = reader.finish();
    const board = createBoard(walk.width, walk.height);
    const complete = checkSquares(board, walk.squares) === undefined;
    const first = walk.squares[0] ?? 0;
    const tour: Tour = {
      format: TOUR_FORMAT,
      width: walk.width,
      height: walk.height,
      algorithm: 'converted',
      start: [first % walk.width, Math.floor(first / walk.width)],
      complete,
      closed: complete && isClosedWalk(board, walk.squares),
      attempts: 0,
      squares: walk.squares,
    };
    const chunks =
      to === 'algebraic' || to === 'pairs'
        ? formatSquares(walk.width, walk.height, walk.squares, to)
        : formatTour(tour, to);
    const out = str(values.out);
    if (out === undefined) await writeChunks(io.stdout, chunks);
    else await writeFileAtomic(out, chunks);
    io.stderr.write(
      `convert: ${walk.squares.length} squares of ${walk.width}x${walk.height} read as ${walk.reading.format}, written as ${to}${out ? ` to ${out}` : ''}\n`,
    );
    return ExitCode.Ok;
  },
};
