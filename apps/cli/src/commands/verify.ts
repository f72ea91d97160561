import { KnightsTourError } from '@knights-tour/core';
import {
  describeReport,
  isTour3dText,
  parseTour,
  type Tour3dReport,
  type TourReport,
  verifyTour,
} from '@knights-tour/verify';
import { type Command, ExitCode, UsageError } from '../command.js';
import { readInput } from '../io.js';
import { parseChoice, parseInteger, str } from '../options.js';
import { verify3dFile } from './three-d.js';

const OUTPUT_FORMATS = ['text', 'json'] as const;

/** One file's outcome in `--format json`: the verifier's report, or why it could not be read. */
type FileResult =
  | ({ file: string; format: string } & (TourReport | Tour3dReport))
  | { file: string; error: string };

/** `knights-tour verify`: a thin shell over @knights-tour/verify for files and stdin. */
export const verifyCommand: Command = {
  name: 'verify',
  summary: 'check tour files (JSON, CSV or text board) independently of the solver',
  help: `Usage: knights-tour verify <file|-> [more files...] [options]

Checks that each file holds a knight's tour (2-D, or 3-D: a document with depth, step,x,y,z
CSV or '# layer' text blocks, as 'knights-tour solve WxHxD' writes them): every entry a square on the board, no square
visited twice, every step a knight move, every square visited (and, with --closed, the last
square a knight move from the first). The format (tour document JSON, step,x,y CSV or a
text board of step numbers, as 'knights-tour solve' writes them) is detected. The file's
own complete/closed flags are never trusted; false ones are reported as warnings.
Use - to read standard input.

Exit 0 when every file holds a valid tour, 1 when any does not (the reasons are printed
with 1-based step numbers), 2 when a file cannot be read or is not a tour at all.

Options:
  -c, --closed           require closed tours (Hamiltonian cycles)
  -f, --format FORMAT    text (default) or json: an array with one result per file
      --max-problems N   problems listed per kind, the rest only counted (default 20)

Examples:
  knights-tour solve 8 --format json --out tour.json && knights-tour verify tour.json
  knights-tour solve 50 --format csv | knights-tour verify -
  knights-tour verify --closed a.json b.csv c.txt --format json`,
  options: {
    closed: { type: 'boolean', short: 'c' },
    format: { type: 'string', short: 'f' },
    'max-problems': { type: 'string' },
  },
  async run(positionals, values, io) {
    if (positionals.length === 0) {
      throw new UsageError(
        "verify: give one or more tour files, or - for standard input (see 'knights-tour verify --help')",
      );
    }
    if (positionals.filter((p) => p === '-').length > 1) {
      throw new UsageError('verify: standard input (-) can only be read once');
    }
    const formatText = str(values.format);
    const output =
      formatText === undefined ? 'text' : parseChoice('format', formatText, OUTPUT_FORMATS);
    const maxText = str(values['max-problems']);
    const maxPerKind =
      maxText === undefined ? 20 : parseInteger('max-problems', maxText, 1, 1_000_000);
    const closed = values.closed === true;

    // The worst outcome over the files: bad input beats an invalid tour beats valid ones.
    let code: ExitCode = ExitCode.Ok;
    const results: FileResult[] = [];
    for (const file of positionals) {
      const name = file === '-' ? 'stdin' : file;
      let report: TourReport | Tour3dReport;
      let format: string;
      let lines: () => string[];
      try {
        const text = await readInput(file, io.stdin);
        if (isTour3dText(text)) {
          // 3-D tours (docs/three-d.md): their own reader and checker.
          const three = verify3dFile(name, text, { closed, maxPerKind });
          ({ format, report } = three);
          lines = () => three.lines;
        } else {
          const tour = parseTour(text);
          format = tour.format;
          const flat = verifyTour(tour, { closed, maxPerKind });
          report = flat;
          lines = () => describeReport(flat);
        }
      } catch (error) {
        if (!(error instanceof UsageError || error instanceof KnightsTourError)) throw error;
        // readInput's message already names the file; a parse error does not.
        const message = error instanceof UsageError ? error.message : `${name}: ${error.message}`;
        io.stderr.write(`knights-tour: ${message}\n`);
        results.push({ file: name, error: message });
        code = ExitCode.Usage;
        continue;
      }
      if (!report.valid && code === ExitCode.Ok) code = ExitCode.Negative;
      if (output === 'json') results.push({ file: name, format, ...report });
      else
        io.stdout.write(
          `${lines()
            .map((line, i) => (i === 0 ? `${name}: ${line}` : line))
            .join('\n')}\n`,
        );
    }
    if (output === 'json') io.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    return code;
  },
};
