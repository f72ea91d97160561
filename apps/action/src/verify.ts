import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@actions/core';
import type { Shard } from '@knights-tour/sweep/plan';
import {
  type Problem,
  parseTour,
  summarizeReport,
  TourFormatError,
  type TourReport,
  verifyTour,
} from '@knights-tour/verify';
import { glob } from 'tinyglobby';
import { type ActionInputs, InputError } from './inputs.js';
import { writeFileAtomic } from './io.js';
import type { Annotation, Outcome } from './outcome.js';
import { type FileVerdict, verifyMarkdown } from './report.js';

/** The `format` tag of a verify results file. */
export const VERIFY_RESULT_FORMAT = 'knights-tour-verify/1';

// Dependencies and VCS metadata are never tour files, even when a pattern like **/*.json reaches them.
const ALWAYS_IGNORED = ['**/node_modules/**', '**/.git/**'];

/**
 * The files the patterns name, sorted, relative to `cwd`. Every positive pattern must match
 * something: a pattern matching nothing is almost always a typo, and verifying "no files"
 * would pass silently.
 */
export async function findTourFiles(patterns: readonly string[], cwd: string): Promise<string[]> {
  const excludes = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const includes = patterns.filter((p) => !p.startsWith('!'));
  if (includes.length === 0) {
    throw new InputError(
      'tours',
      'every pattern is an exclusion (!…): give at least one pattern of files to check',
    );
  }
  const found = new Set<string>();
  for (const pattern of includes) {
    const matches = await glob(pattern, {
      cwd,
      ignore: [...ALWAYS_IGNORED, ...excludes],
      onlyFiles: true,
      expandDirectories: false,
    });
    if (matches.length === 0) {
      throw new InputError('tours', `no file matches '${pattern}' (in ${cwd})`);
    }
    for (const m of matches) found.add(m);
  }
  return [...found].sort();
}

/** Files of shard i/k: every k-th file of the sorted list, starting at the i-th. */
export function shardFiles(files: readonly string[], shard: Shard): string[] {
  return files.filter((_, i) => i % shard.count === shard.index - 1);
}

interface FileResult {
  readonly verdict: FileVerdict;
  readonly annotation?: Annotation;
  /** What goes in the results file. */
  readonly json: Record<string, unknown>;
}

/** The step a problem is about: for a square visited twice, the second visit. */
function stepOf(problem: Problem): number | undefined {
  switch (problem.kind) {
    case 'malformed':
    case 'off-board':
    case 'not-a-knight-move':
      return problem.step;
    case 'duplicate':
      return problem.steps[1];
    default:
      return undefined;
  }
}

/** A problem with the line of the file it is on, when the format has one line per step (CSV, text). */
function locate(
  problem: Problem,
  lines: Int32Array | undefined,
): { message: string; line?: number } {
  const step = stepOf(problem);
  const line = step !== undefined ? lines?.[step - 1] : undefined;
  return line ? { message: problem.message, line } : { message: problem.message };
}

/** Reads, parses and verifies one file; every way it can fail is a verdict, never an exception. */
function checkFile(file: string, full: string, closed: boolean): FileResult {
  const rejected = (message: string, line?: number): FileResult => ({
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
    },
    json: { file, valid: false, error: message, ...(line !== undefined ? { line } : {}) },
  });
  let text: string;
  try {
    text = readFileSync(full, 'utf8');
  } catch (error) {
    return rejected(`cannot read the file: ${(error as Error).message}`);
  }
  let report: TourReport;
  let lines: Int32Array | undefined;
  try {
    const tour = parseTour(text);
    lines = tour.lines;
    report = verifyTour(tour, { closed });
  } catch (error) {
    if (error instanceof TourFormatError) {
      // The message already starts with "line N:"; the annotation carries the line itself.
      return rejected(error.message, error.line);
    }
    throw error;
  }
  const board = `${report.width}x${report.height}`;
  const json = {
    file,
    valid: report.valid,
    width: report.width,
    height: report.height,
    complete: report.complete,
    closed: report.closed,
    steps: report.steps,
    visited: report.visited,
    squares: report.squares,
    counts: report.counts,
    problems: report.problems.map((p) => locate(p, lines)),
    warnings: report.warnings.map((w) => w.message),
  };
  if (report.valid) {
    return {
      verdict: {
        file,
        valid: true,
        board,
        verdict: `valid ${report.closed ? 'closed' : 'open'} tour (${report.squares.toLocaleString('en-US')} squares)`,
        problems: [],
      },
      json,
    };
  }
  const total = Object.values(report.counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const problems = report.problems.map((p) => locate(p, lines));
  const first = problems[0]?.message ?? summarizeReport(report);
  const line = problems[0]?.line;
  const more = total > 1 ? ` (and ${total - 1} more problem${total === 2 ? '' : 's'})` : '';
  return {
    verdict: {
      file,
      valid: false,
      board,
      verdict: `${first}${more}`,
      problems,
    },
    annotation: {
      message: `${summarizeReport(report)}; ${first}`,
      title: 'Invalid knight’s tour',
      file,
      ...(line !== undefined ? { line } : {}),
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
  const all = await findTourFiles(inputs.tours, cwd);
  const files = shardFiles(all, inputs.shard);
  const { shard, closed } = inputs;
  const checked = await core.group(
    `Verify ${files.length} tour file${files.length === 1 ? '' : 's'}${closed ? ' (closed tours required)' : ''}${shard.count > 1 ? `, shard ${shard.index}/${shard.count} of ${all.length}` : ''}`,
    async () =>
      files.map((file) => {
        const result = checkFile(file, join(cwd, file), closed);
        core.info(
          `${result.verdict.valid ? 'valid  ' : 'INVALID'} ${file}: ${result.verdict.verdict}`,
        );
        return result;
      }),
  );
  const invalid = checked.filter((c) => !c.verdict.valid).length;
  writeFileAtomic(
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
