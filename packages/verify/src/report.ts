import { boardName, plural, unitOf } from '@knights-tour/core';
import type { ProblemKind } from './path-checker.js';
import { describeInferred } from './reading.js';
import type { TourReport } from './verify.js';

/**
 * A one-line verdict for a report, 2-D and 3-D alike: `valid open tour of 8x8 (64 squares)`,
 * `invalid 6x6x6 tour: 2 problems (…), 214 of 216 cells visited in 215 steps`. A board whose
 * size was inferred from the squares says so.
 */
export function summarizeReport(report: TourReport): string {
  const board = boardName(report.board);
  const unit = unitOf(report.board);
  const inferred = report.reading.sizeFrom === 'inferred' ? ', size inferred from the squares' : '';
  if (report.valid) {
    return `valid ${report.closed ? 'closed' : 'open'} tour of ${board} (${report.squares} ${unit}${inferred})`;
  }
  const kinds = Object.entries(report.counts) as [ProblemKind, number][];
  const total = kinds.reduce((sum, [, n]) => sum + n, 0);
  const detail = kinds.map(([kind, n]) => `${n} ${kind}`).join(', ');
  return `invalid ${board} tour${inferred ? ` (${inferred.slice(2)})` : ''}: ${plural(total, 'problem')} (${detail}), ${report.visited} of ${report.squares} ${unit} visited in ${plural(report.steps, 'step')}`;
}

/**
 * The report as text lines: the verdict, every listed problem, how many more of each kind
 * were left out, which squares an inferred size came from, and the document's false claims.
 */
export function describeReport(report: TourReport): string[] {
  const lines = [summarizeReport(report)];
  for (const problem of report.problems) lines.push(`  ${problem.message}`);
  for (const [kind, count] of Object.entries(report.counts) as [ProblemKind, number][]) {
    const listed = report.problems.filter((p) => p.kind === kind).length;
    if (count > listed) lines.push(`  … and ${count - listed} more ${kind} problems`);
  }
  const inferred = describeInferred(report.reading);
  if (inferred !== undefined && !report.valid) lines.push(`  ${inferred}`);
  for (const warning of report.warnings) lines.push(`  warning: ${warning.message}`);
  return lines;
}
