import { KnightsTourError } from '@knights-tour/core';
import { describeReport, parseTour, type TourReport, verifyTour } from '@knights-tour/verify';
import { type Command, ExitCode, UsageError } from '../command.js';
import { readInput } from '../io.js';
import { parseChoice, parseInteger, str } from '../options.js';

const OUTPUT_FORMATS = ['text', 'json'] as const;

/** One file's outcome in `--format json`: the verifier's report, or why it could not be read. */
type FileResult = ({ file: string; format: string } & TourReport) | { file: string; error: string };

/** `knights-tour verify`: a thin shell over @knights-tour/verify for files and stdin. */
export const verifyCommand: Command = {
  name: 'verify',
  summary: 'check tour files (JSON, CSV or text board) independently of the solver',
  help: `Usage: knights-tour verify <file|-> [more files...] [options]

Checks that each file holds a knight's tour: every entry a square on the board, no square
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
      let report: TourReport;
      let format: string;
      try {
        const tour = parseTour(await readInput(file, io.stdin));
        format = tour.format;
        report = verifyTour(tour, { closed, maxPerKind });
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
          `${describeReport(report)
            .map((line, i) => (i === 0 ? `${name}: ${line}` : line))
            .join('\n')}\n`,
        );
    }
    if (output === 'json') io.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    return code;
  },
};
