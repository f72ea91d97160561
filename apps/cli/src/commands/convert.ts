import {
  boardName,
  cellAt,
  formatTour,
  isClosedWalk,
  rethrowAs,
  type Tour,
  unitOf,
} from '@knights-tour/core';
import { checkSquares, createSquareReader, formatSquares } from '@knights-tour/verify';
import { type Command, ExitCode, UsageError, usageError } from '../command.js';
import { readTextChunks, showPath, writeChunks, writeFileAtomic } from '../io.js';
import {
  oneTourFile,
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
below), on a board or a box, and writes it as STYLE: json (the tour document), csv
(step,x,y or step,x,y,z), text (a board of step numbers, one per layer on a box), algebraic
(a1 bottom-left, sixteen squares a line; boards only) or pairs ('(x, y)' a line, 0-based,
(0, 0) top-left; '(x, y, z)' on a box). The walk is kept as it is (convert does not verify
it), but every entry must be a square on the board. Streams: a file of any size is read in
pieces and written in pieces; --out is written atomically (a temporary file renamed at the end).

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
    const input = oneTourFile('convert', positionals);
    const toText = str(values.to);
    if (toText === undefined)
      throw new UsageError(`convert: give --to, one of ${TARGETS.join(', ')}`);
    const to = parseChoice('style', toText, TARGETS);
    const reader = createSquareReader(parseReadingOptions(values));
    // The name as messages show it (control characters escaped), as verify's verdicts do.
    const name = input === '-' ? 'stdin' : showPath(input);
    const { board, squares, reading } = await rethrowAs(async () => {
      for await (const chunk of readTextChunks(input, io.stdin)) reader.push(chunk);
      return reader.finish();
    }, usageError(name));
    if (to === 'algebraic' && board.depth > 1) {
      throw new UsageError(
        `convert: algebraic notation is for 2-D boards; ${name} holds a walk of the box ${boardName(board)} (use pairs)`,
      );
    }
    const complete = checkSquares(board, squares) === undefined;
    const tour: Tour = {
      board,
      algorithm: 'converted',
      start: cellAt(board, squares[0] ?? 0),
      complete,
      closed: complete && isClosedWalk(board, squares),
      attempts: 0,
      squares,
    };
    // The writers are lazy: a refusal of theirs would come while writing, as exit 2 all the
    // same; the only one (algebraic on a box) is refused above with the file named.
    const chunks =
      to === 'algebraic' || to === 'pairs'
        ? formatSquares(board, squares, to)
        : formatTour(tour, to);
    const out = str(values.out);
    if (out === undefined) await writeChunks(io.stdout, chunks);
    else await writeFileAtomic(out, chunks);
    io.stderr.write(
      `convert: ${squares.length} ${unitOf(board)} of ${boardName(board)} read as ${reading.format}, written as ${to}${out ? ` to ${showPath(out)}` : ''}\n`,
    );
    return ExitCode.Ok;
  },
};
