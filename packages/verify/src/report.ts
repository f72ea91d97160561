import type { ProblemKind, TourReport } from './hamiltonian.js';

/** A one-line verdict for a report, e.g. `valid open tour of 8x8 (64 squares)`. */
export function summarizeReport(report: TourReport): string {
  const board = `${report.width}x${report.height}`;
  if (report.valid) {
    return `valid ${report.closed ? 'closed' : 'open'} tour of ${board} (${report.squares} squares)`;
  }
  const kinds = Object.entries(report.counts) as [ProblemKind, number][];
  const total = kinds.reduce((sum, [, n]) => sum + n, 0);
  const detail = kinds.map(([kind, n]) => `${n} ${kind}`).join(', ');
  return `invalid ${board} tour: ${total} problem${total === 1 ? '' : 's'} (${detail}), ${report.visited} of ${report.squares} squares visited in ${report.steps} step${report.steps === 1 ? '' : 's'}`;
}

/**
 * The report as text lines: the verdict, every listed problem, how many more of each kind
 * were left out, and the document's false claims as warnings.
 */
export function describeReport(report: TourReport): string[] {
  const lines = [summarizeReport(report)];
  for (const problem of report.problems) lines.push(`  ${problem.message}`);
  for (const [kind, count] of Object.entries(report.counts) as [ProblemKind, number][]) {
    const listed = report.problems.filter((p) => p.kind === kind).length;
    if (count > listed) lines.push(`  … and ${count - listed} more ${kind} problems`);
  }
  for (const warning of report.warnings) lines.push(`  warning: ${warning.message}`);
  return lines;
}
