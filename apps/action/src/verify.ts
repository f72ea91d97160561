import { closeSync, openSync, readSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import { KnightsTourError } from '@knights-tour/core';
import { writeFileAtomicSync } from '@knights-tour/files';
import type { Shard } from '@knights-tour/sweep/plan';
import {
  createTourVerifier,
  describeReading,
  type Problem,
  summarizeReport,
  TourFormatError,
  type TourReport,
} from '@knights-tour/verify';
import { glob } from 'tinyglobby';
import { type ActionInputs, InputError } from './inputs.js';
import type { Annotation, Outcome } from './outcome.js';
import { type FileVerdict, verifyMarkdown } from './report.js';

/** The `format` tag of a verify results file. */
export const VERIFY_RESULT_FORMAT = 'knights-tour-verify/1';

// Dependencies and VCS metadata are never tour files, even when a pattern like **/*.json reaches them.
const ALWAYS_IGNORED = ['**/node_modules/**', '**/.git/**'];

/**
 * The files the patterns name, sorted, relative to `cwd`, for the input `input` (`tours` or
 * `shards`). Every positive pattern must match something: a pattern matching nothing is almost
 * always a typo, and checking "no files" would pass silently. `skip` (an absolute path, the
 * step's own results file) is never returned, so a broad pattern does not read what the step writes.
 */
export async function findFiles(
  patterns: readonly string[],
  cwd: string,
  input: 'tours' | 'shards',
  skip?: string,
): Promise<string[]> {
  const excludes = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const includes = patterns.filter((p) => !p.startsWith('!'));
  if (includes.length === 0) {
    throw new InputError(
      input,
      'every pattern is an exclusion (!…): give at least one pattern of files to read',
    );
  }
  const found = new Set<string>();
  for (const pattern of includes) {
    const matches = (
      await glob(pattern, {
        cwd,
        ignore: [...ALWAYS_IGNORED, ...excludes],
        onlyFiles: true,
        expandDirectories: false,
      })
    ).filter((m) => skip === undefined || resolve(cwd, m) !== skip);
    if (matches.length === 0) {
      throw new InputError(input, `no file matches '${pattern}' (in ${cwd})`);
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
 * Reads a file into the verifier in 1 MiB pieces (never one string of the whole file). Returns
 * false, without verifying, when the file is a results file of this Action.
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

/** Reads, parses and verifies one file; every way it can fail is a verdict, never an exception. */
function checkFile(
  file: string,
  full: string,
  closed: boolean,
  reading: ActionInputs['reading'],
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
  try {
    const verifier = createTourVerifier({ ...reading, closed });
    if (!feed(full, (chunk) => verifier.push(chunk))) return undefined;
    report = verifier.finish();
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
    problems: report.problems.map(locate),
    warnings: report.warnings.map((w) => w.message),
    ...(report.reading ? { reading: report.reading, read: describeReading(report.reading) } : {}),
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
  const problems = report.problems.map(locate);
  const first = problems[0]?.message ?? summarizeReport(report);
  const line = problems[0]?.line;
  const column = problems[0]?.column;
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
