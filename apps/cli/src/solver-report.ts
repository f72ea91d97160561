import { plural } from '@knights-tour/core';
import {
  describeVerdict,
  failuresByClass,
  failureTitle,
  reproduceCommand,
  type SolverSpec,
  type SolverSummary,
  VERDICTS,
} from '@knights-tour/sweep';

// How check-solver and merge report a solver check as text: the headline, the program's time,
// the per-size table, and the first few instances of each kind of failure with the command
// line that runs the program on it again. `--format json` prints every one.

/** Instances shown per kind of failure; the JSON output and the results file have them all. */
const SHOWN_PER_CLASS = 5;

/** `1.23 ms`, `4.5 s`. */
function time(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(2)} ms`;
}

/** The readable report of a solver check. */
export function formatSolverSummary(
  spec: SolverSpec,
  summary: SolverSummary,
  notes: readonly string[] = [],
): string {
  const reference = summary.reference;
  const against = reference === undefined ? '' : ` against ${reference}`;
  const failing = summary.instances - summary.passed;
  const lines = [
    `check-solver ${summary.protocol === 'lines' ? '(lines protocol) ' : ''}'${summary.command}'${against} on sizes ${summary.sizes}, ${summary.starts} starts: ${plural(summary.instances, 'instance')}, ${summary.passed} pass, ${failing} fail`,
  ];
  if (!summary.complete)
    lines.push(`INCOMPLETE: ${summary.tasksDone} of ${summary.tasksTotal} tasks done`);
  lines.push(...notes);
  if (summary.instances > 0) {
    lines.push(
      `program time: ${time(summary.ms)} in all, ${time(summary.ms / summary.instances)} an instance on average, ${time(summary.maxMs)} at most (time allowed ${summary.timeout} s)`,
    );
  }
  if (reference !== undefined && summary.verdicts.stuck > 0 && summary.agreeing !== undefined) {
    lines.push(`stuck walks that are ${reference}'s own (the rule gets stuck there too) pass`);
  }
  if (summary.perSize.length > 0) {
    const heads = ['size', 'instances', ...VERDICTS.map((v) => (v === 'timeout' ? 'timeouts' : v))];
    if (reference !== undefined) heads.push('agreeing');
    heads.push('ms/instance');
    const rows = summary.perSize.map((s) => [
      s.size,
      String(s.instances),
      ...VERDICTS.map((v) => String(s.verdicts[v])),
      ...(reference !== undefined ? [String(s.agreeing ?? 0)] : []),
      (s.ms / Math.max(1, s.instances)).toFixed(2),
    ]);
    rows.push([
      'all',
      String(summary.instances),
      ...VERDICTS.map((v) => String(summary.verdicts[v])),
      ...(reference !== undefined ? [String(summary.agreeing ?? 0)] : []),
      (summary.ms / Math.max(1, summary.instances)).toFixed(2),
    ]);
    const widths = heads.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: readonly string[]) =>
      cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
    lines.push('', line(heads), ...rows.map(line));
  }
  for (const [kind, group] of failuresByClass(summary.failed)) {
    const shown = group.slice(0, SHOWN_PER_CLASS);
    lines.push(
      '',
      `${failureTitle(kind, reference)}: ${group.length}${group.length > shown.length ? `, the first ${shown.length}` : ''}`,
    );
    for (const v of shown) {
      lines.push(`  ${describeVerdict(v, reference)}`, `    run it: ${reproduceCommand(spec, v)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
