import { escapeControls, KnightsTourError } from '@knights-tour/core';
import {
  createTourVerifier,
  describeReading,
  describeReport,
  type Reading,
  readingFields,
  type TourReport,
} from '@knights-tour/verify';
import { type Command, ExitCode, UsageError } from '../command.js';
import { expandFileArguments, readByteChunks, showPath, Utf8Pieces } from '../io.js';
import {
  parseChoice,
  parseInteger,
  parseReadingOptions,
  READING_HELP,
  READING_OPTIONS,
  str,
} from '../options.js';

const OUTPUT_FORMATS = ['text', 'json'] as const;

/** What `solve` writes needs no note on how it was read; anything else says its reading. */
function isSolveOutput(r: Reading): boolean {
  if (r.skipped.length > 0 || r.twice) return false;
  if (r.format === 'json') return r.style === 'tour document';
  if (r.format === 'csv') return r.sizeFrom === 'document';
  return (
    r.format === 'text' &&
    r.origin === 1 &&
    /^boards? of step numbers(, one per layer)?$/.test(r.style)
  );
}

/** One file's outcome in `--format json`: the verifier's report, or why it could not be read. */
type FileResult = ReturnType<typeof reportJson> | { file: string; error: string };

/**
 * A report as `--format json` writes it: the board's sides where the report keeps its board,
 * `depth` included (1 on a 2-D board), and the reading in verify's `readingFields`.
 */
function reportJson(file: string, report: TourReport) {
  const { board } = report;
  return {
    file,
    format: report.reading.format,
    valid: report.valid,
    complete: report.complete,
    closed: report.closed,
    width: board.width,
    height: board.height,
    depth: board.depth,
    squares: report.squares,
    visited: report.visited,
    steps: report.steps,
    problems: report.problems,
    counts: report.counts,
    warnings: report.warnings,
    reading: readingFields(report.reading),
  };
}

/** `knights-tour verify`: a thin shell over @knights-tour/verify for files and stdin, 2-D and 3-D alike. */
export const verifyCommand: Command = {
  help: `Usage: knights-tour verify <file|-> [more files...] [options]

Checks that each file holds a knight's tour, on a board or a box (a document with depth,
step,x,y,z CSV or '# layer' boards, as 'knights-tour solve WxHxD' writes them): every entry
a square on the board, no square visited twice, every step a knight move, every square
visited (and, with --closed, the last square a knight move from the first). The file's own
complete/closed flags are never trusted; false ones are reported as warnings. Use - to read
standard input. Patterns such as 'out/*.json' are expanded (sorted) even where the shell
does not.

Reads what solvers print, detecting the style: our JSON document, CSV and boards ('solve'
writes them), JSON arrays of [x, y] pairs, {x, y}/{row, col}/{file, rank} objects, square
indices or rows of step numbers, and a tour under any one key of a JSON document; boards of
step numbers (0- or 1-based, with borders, separators and rank/file labels, rank 1 at the
top or the bottom), algebraic notation and moves (a1 c2 e1 …, Nb1-c3 Nc3-d5, numbered like a
game; files past z are aa, ab …), coordinate lists ((0, 0), [x, y], x,y …; 0- or 1-based)
and square indices with --size. Prose around the tour is skipped and reported; a move list
and a board of the same tour in one file must agree. Files are read as they stream: any size.
Each problem names the step, the line and column, the square as the file writes it and the
0-based (x,y). A board size inferred from the squares is said in the verdict (a square far
off the board makes the board larger). Where a file reads more than one way, verify refuses
and names the flag that settles it.

Exit 0 when every file holds a valid tour, 1 when any does not, 2 when a file cannot be read,
is not a tour at all, or is ambiguous. One bad file never stops the others.

Options:
  -c, --closed           require closed tours (Hamiltonian cycles)
  -f, --format FORMAT    text (default) or json: an array with one result per file
      --max-problems N   problems listed per kind, the rest only counted (default 20)
${READING_HELP}

Examples:
  knights-tour solve 8 --format json --out tour.json && knights-tour verify tour.json
  knights-tour solve 50 --format csv | knights-tour verify -
  python3 my_solver.py | knights-tour verify -
  knights-tour verify moves.txt --input-format indices --size 8x8
  knights-tour verify --closed a.json b.csv c.txt --format json`,
  options: {
    closed: { type: 'boolean', short: 'c' },
    format: { type: 'string', short: 'f' },
    'max-problems': { type: 'string' },
    ...READING_OPTIONS,
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
    const reading = parseReadingOptions(values);

    // The worst outcome over the files: bad input beats an invalid tour beats valid ones.
    let code: ExitCode = ExitCode.Ok;
    const results: FileResult[] = [];
    for (const file of expandFileArguments(positionals)) {
      // The name as messages show it: a file name may hold control characters (ESC, BEL).
      const name = file === '-' ? 'stdin' : showPath(file);
      let report: TourReport;
      try {
        const verifier = createTourVerifier({ ...reading, closed, maxPerKind }, new Utf8Pieces());
        for await (const chunk of readByteChunks(file, io.stdin)) verifier.pushBytes(chunk);
        report = verifier.finish();
      } catch (error) {
        // One bad file never costs the others their verdicts: anything is a line and exit 2.
        const known = error instanceof UsageError || error instanceof KnightsTourError;
        const text = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        const message =
          error instanceof UsageError ? text : `${name}: ${known ? '' : 'internal error: '}${text}`;
        io.stderr.write(`knights-tour: ${escapeControls(message ?? '')}\n`);
        results.push({ file: file === '-' ? 'stdin' : file, error: message ?? '' });
        code = ExitCode.Usage;
        continue;
      }
      if (!report.valid && code === ExitCode.Ok) code = ExitCode.Negative;
      if (output === 'json') {
        results.push(reportJson(file === '-' ? 'stdin' : file, report));
        continue;
      }
      const lines = describeReport(report);
      if (!isSolveOutput(report.reading))
        lines.push(`  read as ${describeReading(report.reading)}`);
      io.stdout.write(
        `${lines.map((line, i) => (i === 0 ? `${name}: ${line}` : line)).join('\n')}\n`,
      );
    }
    if (output === 'json') io.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    return code;
  },
};
