import { type ExistenceAnswer, tourExists } from '@knights-tour/core';
import { type Command, ExitCode } from '../command.js';
import { writeChunks } from '../io.js';
import {
  expectPositionals,
  parseBoard,
  parseChoice,
  parseInteger,
  parseStart,
  planeSquare,
  str,
} from '../options.js';

const FORMATS = ['text', 'json'] as const;

/** `yes` or `no` with how sure and on what basis, or `unknown`; then the reason. */
function formatAnswer(answer: ExistenceAnswer): string {
  if (answer.exists === undefined) return `unknown: ${answer.reason}\n`;
  return `${answer.exists ? 'yes' : 'no'} (${answer.certainty}, ${answer.basis}): ${answer.reason}\n`;
}

export const existsCommand: Command = {
  help: `Usage: knights-tour exists <n|WxH> [options]

Says whether a knight's tour exists, and names what the answer rests on: Schwenk (1991) for
closed tours; the open-tour characterization of Cull & De Curtins (1978) and Conrad et al.
(1994) for open tours; colour parity for a black start on an odd board. For an open tour from
a given start, where the theorems only say that some start works, a bounded exact search
settles it (a tour found, or every continuation ruled out); failing that, the OctAML16
verification (n×n, 5 <= n <= 430) or the conjecture for larger square boards.

Exit 0 when a tour exists, 1 when none does (or it is unknown), 2 on bad input.

Options:
  -s, --start x,y        ask about tours starting at this square (default: any square)
      --closed           ask about closed tours (ending a knight move from the start)
      --max-nodes N      node budget of the search for a given start (default
                         max(10^6, 4 x squares); 0 answers from theorems alone)
  -f, --format FORMAT    text (default): yes/no/unknown, certainty, basis and reason
                         json: {width, height, start, closed, exists, certainty, basis, reason}

Examples:
  knights-tour exists 4                     # no: the open-tour theorem
  knights-tour exists 3x8 --closed          # no: Schwenk
  knights-tour exists 7 --start 0,1         # no: black start on an odd board
  knights-tour exists 4x5 --start 1,2       # no: an inner start of a 4-wide board (theorem)
  knights-tour exists 3x7 --start 1,1       # yes: found by exact search`,
  options: {
    start: { type: 'string', short: 's' },
    closed: { type: 'boolean' },
    'max-nodes': { type: 'string' },
    format: { type: 'string', short: 'f' },
  },
  async run(positionals, values, io) {
    expectPositionals('exists', positionals, 1);
    const board = parseBoard(positionals[0]);
    const format = parseChoice('format', str(values.format) ?? 'text', FORMATS);
    const startText = str(values.start);
    // A 2-D question: core answers a box with its own one-line refusal.
    const start = startText === undefined ? undefined : planeSquare(parseStart(startText, board));
    const budgetText = str(values['max-nodes']);
    const maxNodes =
      budgetText === undefined
        ? undefined
        : parseInteger('max-nodes', budgetText, 0, Number.MAX_SAFE_INTEGER);
    const closed = values.closed === true;
    const answer = tourExists(board, {
      closed,
      ...(start ? { start } : {}),
      ...(maxNodes === undefined ? {} : { maxNodes }),
    });
    const text =
      format === 'json'
        ? `${JSON.stringify({
            width: board.width,
            height: board.height,
            ...(start ? { start } : {}),
            closed,
            exists: answer.exists ?? null,
            certainty: answer.certainty,
            basis: answer.basis,
            reason: answer.reason,
            ...(answer.nodes === undefined ? {} : { nodes: answer.nodes }),
          })}\n`
        : formatAnswer(answer);
    await writeChunks(io.stdout, [text]);
    return answer.exists === true ? ExitCode.Ok : ExitCode.Negative;
  },
};
