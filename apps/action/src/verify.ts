import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@actions/core';
import { boardFields, boardName, KnightsTourError, unitOf } from '@knights-tour/core';
import { writeFileAtomicSync } from '@knights-tour/files';
import {
  analyzeTour,
  createSquareReader,
  createTourVerifier,
  describeReading,
  describeSymmetry,
  type FixedReading,
  type Problem,
  readingFields,
  summarizeReport,
  type TourAnalysis,
  TourFormatError,
  type TourReport,
} from '@knights-tour/verify';
import { findFiles, shardFiles } from './files.js';
import type { ActionInputs } from './inputs.js';
import type { Annotation, Outcome } from './outcome.js';
import { type FileVerdict, verifyMarkdown } from './report.js';

/** The `format` tag of a verify results file. */
export const VERIFY_RESULT_FORMAT = 'knights-tour-verify/1';

/**
 * Tours up to this many squares are also analysed (closed, symmetric, class id: a column of the
 * summary): the file is read a second time into 4 bytes a square.
 */
const ANALYSIS_LIMIT = 2 ** 22;

interface FileResult {
  readonly verdict: FileVerdict;
  readonly annotation?: Annotation;
  /** What goes in the results file. */
  readonly json: Record<string, unknown>;
}

/** A problem with the line and column of the file it is on, when the reader knew them. */
function locate(problem: Problem): { message: string; line?: number; column?: number } {
  const at = problem as { line?: number; column?: number };
  return {
    message: problem.message,
    ...(at.line ? { line: at.line } : {}),
    ...(at.column ? { column: at.column } : {}),
  };
}

/** Result files this Action writes (sweep or verify) are never tour files, whatever the pattern. */
const OWN_RESULTS = /"format"\s*:\s*"knights-tour-(?:verify|sweep)\/1"/;

/**
 * Reads a file into a reader in 1 MiB pieces (never one string of the whole file). Returns
 * false, without reading on, when the file is a results file of this Action.
 */
function feed(full: string, push: (chunk: string) => void): boolean {
  const fd = openSync(full, 'r');
  try {
    const buffer = Buffer.alloc(1 << 20);
    const decoder = new TextDecoder('utf-8');
    let first = true;
    for (;;) {
      const n = readSync(fd, buffer, 0, buffer.length, null);
      if (n === 0) break;
      const text = decoder.decode(buffer.subarray(0, n), { stream: true });
      if (first && OWN_RESULTS.test(text.slice(0, 4096))) return false;
      first = false;
      push(text);
    }
    const rest = decoder.decode();
    if (rest !== '') push(rest);
    return true;
  } finally {
    closeSync(fd);
  }
}

/** A valid tour's analysis, reading the file again; undefined for a tour too large to hold. */
function analyse(
  full: string,
  report: TourReport,
  reading: FixedReading,
): TourAnalysis | undefined {
  if (report.squares > ANALYSIS_LIMIT) return undefined;
  const reader = createSquareReader(reading);
  feed(full, (chunk) => reader.push(chunk));
  return analyzeTour(reader.finish());
}

/** `closed · two-fold (rot180) · 6x6-c-1f3a9c0b7d2e`: the summary's column for a valid tour. */
function describeTour(analysis: TourAnalysis): string {
  return `${analysis.closed ? 'closed' : 'open'} · ${describeSymmetry(analysis)} · \`${analysis.classId}\``;
}

/** Reads, parses and verifies one file; every way it can fail is a verdict, never an exception. */
function checkFile(
  file: string,
  full: string,
  closed: boolean,
  reading: FixedReading,
): FileResult | undefined {
  const rejected = (message: string, line?: number, column?: number): FileResult => ({
    verdict: {
      file,
      valid: false,
      verdict: message,
      problems: [{ message, ...(line !== undefined ? { line } : {}) }],
    },
    annotation: {
      message: `${file}: ${message}`,
      title: 'Unreadable tour file',
      file,
      ...(line !== undefined ? { line } : {}),
      ...(column !== undefined ? { column } : {}),
    },
    json: { file, valid: false, error: message, ...(line !== undefined ? { line } : {}) },
  });
  let report: TourReport;
  let analysis: TourAnalysis | undefined;
  try {
    const verifier = createTourVerifier({ ...reading, closed });
    if (!feed(full, (chunk) => verifier.push(chunk))) return undefined;
    report = verifier.finish();
    if (report.valid) analysis = analyse(full, report, reading);
  } catch (error) {
    if (error instanceof TourFormatError) {
      // The message already starts with "line N, col C:"; the annotation carries them itself.
      return rejected(error.message, error.line, error.column);
    }
    const err = error as NodeJS.ErrnoException;
    if (err.code !== undefined) return rejected(`cannot read the file: ${err.message}`);
    // Anything else is this file's verdict too: one bad file never costs the others theirs.
    const known = error instanceof KnightsTourError;
    return rejected(`${known ? '' : 'internal error: '}${(error as Error).message.split('\n')[0]}`);
  }
  const board = boardName(report.board);
  const json = {
    file,
    valid: report.valid,
    ...boardFields(report.board),
    complete: report.complete,
    closed: report.closed,
    steps: report.steps,
    visited: report.visited,
    squares: report.squares,
    counts: report.counts,
    problems: report.problems.map(locate),
    warnings: report.warnings.map((w) => w.message),
    reading: readingFields(report.reading),
    read: describeReading(report.reading),
    ...(analysis
      ? {
          analysis: {
            symmetries: analysis.symmetries,
            symmetryOrder: analysis.symmetryOrder,
            classId: analysis.classId,
          },
        }
      : {}),
  };
  if (report.valid) {
    return {
      verdict: {
        file,
        valid: true,
        board,
        verdict: `valid ${report.closed ? 'closed' : 'open'} tour (${report.squares.toLocaleString('en-US')} ${unitOf(report.board)})`,
        ...(analysis ? { tour: describeTour(analysis) } : {}),
        problems: [],
      },
      json,
    };
  }
  const total = Object.values(report.counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const problems = report.problems.map(locate);
  const first = problems[0]?.message ?? summarizeReport(report);
  const line = problems[0]?.line;
  const column = problems[0]?.column;
  const more = total > 1 ? ` (and ${total - 1} more problem${total === 2 ? '' : 's'})` : '';
  return {
    verdict: { file, valid: false, board, verdict: `${first}${more}`, problems },
    annotation: {
      message: `${summarizeReport(report)}; ${first}`,
      title: 'Invalid knight’s tour',
      file,
      ...(line !== undefined ? { line } : {}),
      ...(column !== undefined ? { column } : {}),
    },
    json,
  };
}

/** Checks every tour file the `tours` patterns match (this shard's share of them). */
export async function verifyMode(
  inputs: ActionInputs,
  cwd: string,
  display: (path: string) => string,
): Promise<Outcome> {
  const all = await findFiles(inputs.tours, cwd, 'tours');
  const files = shardFiles(all, inputs.shard);
  const { shard, closed, reading } = inputs;
  // The results file of this very run (or an earlier one) is never a tour file.
  const own = display(inputs.results);
  const checked = await core.group(
    `Verify ${files.length} tour file${files.length === 1 ? '' : 's'}${closed ? ' (closed tours required)' : ''}${shard.count > 1 ? `, shard ${shard.index}/${shard.count} of ${all.length}` : ''}`,
    async () =>
      files.flatMap((file) => {
        const result = file === own ? undefined : checkFile(file, join(cwd, file), closed, reading);
        if (!result) {
          core.info(`skipped ${file}: a results file of this Action, not a tour`);
          return [];
        }
        core.info(
          `${result.verdict.valid ? 'valid  ' : 'INVALID'} ${file}: ${result.verdict.verdict}`,
        );
        return [result];
      }),
  );
  const invalid = checked.filter((c) => !c.verdict.valid).length;
  writeFileAtomicSync(
    inputs.results,
    `${JSON.stringify(
      {
        format: VERIFY_RESULT_FORMAT,
        closed,
        shard: shard.count > 1 ? { index: shard.index, count: shard.count } : null,
        files: checked.length,
        invalid,
        results: checked.map((c) => c.json),
      },
      null,
      2,
    )}\n`,
  );
  return {
    instances: checked.length,
    failures: invalid,
    annotations: checked.flatMap((c) => (c.annotation ? [c.annotation] : [])),
    markdown: verifyMarkdown(
      checked.map((c) => c.verdict),
      closed,
      shard,
      display(inputs.results),
    ),
    interrupted: false,
    failureText: `${invalid} of ${checked.length} tour file${checked.length === 1 ? '' : 's'} ${invalid === 1 ? 'is' : 'are'} not ${closed ? 'a valid closed tour' : 'a valid tour'}`,
  };
}
