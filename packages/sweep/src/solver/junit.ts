import { boardName, escapeControls, squareLabel } from '@knights-tour/core';
import { BoardStarts } from '../plan/starts.js';
import type { SolverTaskResult } from './results.js';
import { reproduceCommand, type SolverSpec } from './spec.js';
import { describeVerdict, type InstanceVerdict } from './verdict.js';

/**
 * A solver check as JUnit XML, so that any CI system shows its failures as failed tests: one
 * test suite per board, with one test case per instance (a failure carrying the verdict and
 * the command line that reproduces it) while the check holds at most
 * {@link JUNIT_INSTANCE_CASES} instances, one test case per board beyond (CI pages slow down
 * past some thousands of cases), failed when an instance of the board fails.
 */

/** Most instances listed one test case each; a larger check has one case per board. */
export const JUNIT_INSTANCE_CASES = 10_000;

/** Failures quoted in a board's case, when cases are per board. */
const FAILURES_PER_BOARD = 10;

/** Text for XML: the five special characters as entities, control characters spelled out. */
function xml(text: string): string {
  return escapeControls(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** The failure of one instance: its verdict as the message, how to run it again in the body. */
function failure(spec: SolverSpec, v: InstanceVerdict): string {
  const body = [
    describeVerdict(v, spec.reference),
    ...(v.stderr ? ['', 'standard error (the end):', v.stderr] : []),
    '',
    `reproduce: ${reproduceCommand(spec, v)}`,
  ].join('\n');
  return `<failure type="${v.verdict}" message="${xml(describeVerdict(v, spec.reference))}">${xml(body)}</failure>`;
}

/** The JUnit XML of a solver check's task results (in task order). */
export function junitReport(spec: SolverSpec, results: readonly SolverTaskResult[]): string {
  const instances = results.reduce((sum, r) => sum + r.instances, 0);
  const perInstance = instances <= JUNIT_INSTANCE_CASES;
  const boards = new Map<string, SolverTaskResult[]>();
  for (const r of results) {
    const name = boardName(r.board);
    boards.set(name, [...(boards.get(name) ?? []), r]);
  }
  const suites: string[] = [];
  let failures = 0;
  let tests = 0;
  let ms = 0;
  for (const [name, tasks] of boards) {
    const failed = tasks.flatMap((t) => t.failed);
    const time = tasks.reduce((sum, t) => sum + t.ms, 0);
    const count = tasks.reduce((sum, t) => sum + t.instances, 0);
    const cases: string[] = [];
    if (perInstance) {
      const starts = new BoardStarts(spec.starts, tasks[0]!.board);
      for (const t of tasks) {
        const bad = new Map(t.failed.map((f) => [`${f.start[0]},${f.start[1]}`, f]));
        for (const index of starts.slice(t.from, t.to)) {
          const x = index % t.board.width;
          const y = Math.floor(index / t.board.width);
          const v = bad.get(`${x},${y}`);
          const head = `<testcase classname="${name}" name="from ${squareLabel([x, y])}"`;
          cases.push(
            v ? `${head} time="${seconds(v.ms)}">${failure(spec, v)}</testcase>` : `${head}/>`,
          );
        }
      }
      failures += failed.length;
      tests += count;
    } else {
      const head = `<testcase classname="${name}" name="${count} instances" time="${seconds(time)}"`;
      if (failed.length === 0) cases.push(`${head}/>`);
      else {
        const shown = failed.slice(0, FAILURES_PER_BOARD).map((v) => {
          return `${describeVerdict(v, spec.reference)}\n  reproduce: ${reproduceCommand(spec, v)}`;
        });
        const more =
          failed.length > shown.length ? [`… and ${failed.length - shown.length} more`] : [];
        cases.push(
          `${head}><failure type="${failed[0]!.verdict}" message="${xml(`${failed.length} of ${count} instances fail`)}">${xml([...shown, ...more].join('\n'))}</failure></testcase>`,
        );
        failures++;
      }
      tests++;
    }
    ms += time;
    const suiteFailures = perInstance ? failed.length : failed.length > 0 ? 1 : 0;
    suites.push(
      [
        `  <testsuite name="${name}" tests="${perInstance ? count : 1}" failures="${suiteFailures}" errors="0" skipped="0" time="${seconds(time)}">`,
        ...cases.map((c) => `    ${c}`),
        '  </testsuite>',
      ].join('\n'),
    );
  }
  const title = `knights-tour check-solver: ${spec.command}${spec.reference ? ` against ${spec.reference}` : ''}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(title)}" tests="${tests}" failures="${failures}" errors="0" time="${seconds(ms)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
