import {
  algorithmInfo,
  type Board,
  HEURISTICS,
  HeuristicRunner,
  rethrowAs,
  variantLabel,
} from '@knights-tour/core';
import {
  analyzeTour,
  createSquareReader,
  createTourVerifier,
  describeAnalysis,
  describeReport,
  type KnownRule,
  type SquareReader,
  type TourReport,
} from '@knights-tour/verify';
import { type Command, ExitCode, usageError } from '../command.js';
import { readTextChunks, showPath } from '../io.js';
import {
  oneTourFile,
  parseChoice,
  parseReadingOptions,
  READING_HELP,
  READING_OPTIONS,
  str,
} from '../options.js';

const OUTPUT_FORMATS = ['text', 'json'] as const;

/**
 * Every heuristic of core's catalogue that runs on the board, as a rule the analysis may try:
 * the names are core's, whatever they are (new rules appear here as core adds them).
 */
function knownRules(board: Board): KnownRule[] {
  const runner = new HeuristicRunner(board);
  return HEURISTICS.filter((name) => algorithmInfo(name).dimensions === 3 || board.depth === 1).map(
    (name) => ({
      name,
      walk(start) {
        const outcome = runner.run(name, start);
        return {
          squares: outcome.squares,
          variant: outcome.variant && variantLabel(outcome.variant),
        };
      },
    }),
  );
}

/** `knights-tour analyze`: what a tour is, beyond valid (@knights-tour/verify's `analyzeTour`). */
export const analyzeCommand: Command = {
  name: 'analyze',
  summary:
    'tell what a tour is: closed, symmetric, its class id, crossings, magic, which rule made it',
  help: `Usage: knights-tour analyze <file|-> [options]

Verifies the tour in the file (any style 'knights-tour verify' reads, on a board or a box),
then tells what it is: open or closed; which of the board's rotations and reflections carry
it onto itself (with or without reversing it); a canonical form and a short stable id of its
class, the same for every rotation, reflection and reversal of it (and for a closed tour,
from any square), so two people can tell whether they found the same tour; how often its
moves cross and how it turns; whether its numbering is a magic or semi-magic square; how many
of its last moves follow Warnsdorff's rule (every tour's last 4 do: Ganzfried 2004); and which
heuristic of this project, if any, walks exactly this tour from its first square (or from its
last, backwards), with its variant.

Exit 0 with the analysis of a valid tour, 1 when the file holds no valid tour (the verdict is
printed), 2 when it cannot be read.

Options:
  -f, --format FORMAT    text (default) or json
${READING_HELP}

Examples:
  knights-tour solve 8 --format json --out tour.json && knights-tour analyze tour.json
  knights-tour analyze moves.txt --format json`,
  options: {
    format: { type: 'string', short: 'f' },
    ...READING_OPTIONS,
  },
  async run(positionals, values, io) {
    const input = oneTourFile('analyze', positionals);
    const formatText = str(values.format);
    const output =
      formatText === undefined ? 'text' : parseChoice('format', formatText, OUTPUT_FORMATS);
    const options = parseReadingOptions(values);
    // The name as messages show it: a file name may hold control characters (ESC, BEL).
    const name = input === '-' ? 'stdin' : showPath(input);
    // Read once, as it streams: the verifier gives the verdict, the square reader the walk
    // (it stops at the first entry that is no square, which the verdict then reports).
    const verifier = createTourVerifier(options);
    let squares: SquareReader | undefined = createSquareReader(options);
    const report: TourReport = await rethrowAs(async () => {
      for await (const chunk of readTextChunks(input, io.stdin)) {
        verifier.push(chunk);
        try {
          squares?.push(chunk);
        } catch {
          squares = undefined;
        }
      }
      return verifier.finish();
    }, usageError(name));
    const walk = report.valid ? squares?.finish() : undefined;
    if (!walk) {
      const lines = describeReport(report);
      io.stdout.write(
        `${lines.map((line, i) => (i === 0 ? `${name}: ${line}` : line)).join('\n')}\n`,
      );
      return ExitCode.Negative;
    }
    const analysis = analyzeTour(walk, { rules: knownRules(walk.board) });
    if (output === 'json') {
      const { canonical, ...rest } = analysis;
      io.stdout.write(
        `${JSON.stringify({ file: input === '-' ? 'stdin' : input, ...rest, canonical: Array.from(canonical) }, null, 2)}\n`,
      );
    } else {
      const lines = describeAnalysis(analysis);
      io.stdout.write(
        `${lines.map((line, i) => (i === 0 ? `${name}: ${line}` : line)).join('\n')}\n`,
      );
    }
    return ExitCode.Ok;
  },
};
