import { plural } from '@knights-tour/core';
import {
  algorithmLabel,
  describeFailure,
  describeSpec,
  retriesOnFailure,
  type SweepSummary,
} from '@knights-tour/sweep/plan';

// How the sweep commands report: a sweep's summary (sweep, merge) and a comparison table
// (compare), as text for people; `--format json` prints the same figures as JSON.

/** Groups of auto's methods in reports: what answered the instances. */
const METHOD_GROUPS: [label: string, methods: readonly string[]][] = [
  ['octaml16', ['octaml16']],
  ['construction', ['closed-blocks', 'open-blocks']],
  ['search', ['random-warnsdorff', 'search']],
  ['no tour', ['parity', 'theorem']],
];

/** `octaml16 1200, construction 14 (closed-blocks 10, open-blocks 4), …` for auto sweeps. */
function formatMethods(methods: Partial<Record<string, number>>): string[] {
  return METHOD_GROUPS.map(([label, names]) => {
    const counts = names.map((m) => [m, methods[m] ?? 0] as const);
    const total = counts.reduce((a, [, n]) => a + n, 0);
    const detail =
      names.length > 1 && total > 0
        ? ` (${counts
            .filter(([, n]) => n > 0)
            .map(([m, n]) => `${m} ${n}`)
            .join(', ')})`
        : '';
    return `  ${label.padEnd(12)} ${String(total).padStart(9)}${detail}`;
  });
}

const MAX_FAILURES_SHOWN = 100;

/** A readable report of a sweep summary: totals, failures, per-size counts, attempts. */
export function formatSummary(summary: SweepSummary, notes: readonly string[] = []): string {
  const lines: string[] = [
    `${describeSpec(summary)}: ${plural(summary.instances, 'instance')}, ${plural(summary.failures, 'failure')}`,
  ];
  if (!summary.complete) {
    lines.push(`INCOMPLETE: ${summary.tasksDone} of ${summary.tasksTotal} tasks done`);
  }
  lines.push(...notes);
  if (summary.verified > 0) {
    lines.push(`verified: ${summary.verified} complete tours re-checked by the verifier`);
  }
  if (summary.failures > 0) {
    lines.push('', `Failures (${summary.failures}):`);
    for (const f of summary.failed.slice(0, MAX_FAILURES_SHOWN)) {
      lines.push(`  ${describeFailure(summary, f)}`);
    }
    if (summary.failures > MAX_FAILURES_SHOWN) {
      lines.push(
        `  ... and ${summary.failures - MAX_FAILURES_SHOWN} more (--format json lists them all)`,
      );
    }
  }
  if (summary.perSize.length > 0) {
    const width = Math.max(4, ...summary.perSize.map((s) => s.size.length));
    const count = Math.max(9, ...summary.perSize.map((s) => String(s.instances).length));
    lines.push('', `${'size'.padStart(width)}  ${'instances'.padStart(count)}  failures`);
    for (const s of summary.perSize) {
      lines.push(
        `${s.size.padStart(width)}  ${String(s.instances).padStart(count)}  ${String(s.failures).padStart(8)}`,
      );
    }
  }
  if (summary.methods) {
    lines.push(
      '',
      'Instances by the method that answered them:',
      ...formatMethods(summary.methods),
    );
  }
  if (retriesOnFailure(summary.algorithm)) {
    const entries = Object.entries(summary.attempts);
    lines.push(
      '',
      'Attempts needed by the complete instances:',
      ...(entries.length === 0 ? ['  none'] : entries.map(([a, n]) => `  ${a.padStart(2)}: ${n}`)),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** One row of a comparison: one algorithm's sweep over the shared sizes and starts. */
export interface ComparisonRow {
  readonly algorithm: string;
  readonly seed?: number;
  readonly instances: number;
  readonly failures: number;
  /** The first board (in the order of the sizes) with a failure, or null. */
  readonly firstFailure: string | null;
  /** Complete instances by attempts needed. */
  readonly attempts: Record<string, number>;
  /** `auto` only. */
  readonly methods?: Partial<Record<string, number>>;
  /** Instances and failures per board, in the order of the sizes. */
  readonly perSize: readonly { size: string; instances: number; failures: number }[];
  /** False when tasks are missing (shards not given, or interrupted). */
  readonly complete: boolean;
}

/** The row of one summary. */
export function comparisonRow(summary: SweepSummary): ComparisonRow {
  return {
    algorithm: summary.algorithm,
    ...(summary.seed === undefined ? {} : { seed: summary.seed }),
    instances: summary.instances,
    failures: summary.failures,
    firstFailure: summary.perSize.find((s) => s.failures > 0)?.size ?? null,
    attempts: summary.attempts,
    ...(summary.methods ? { methods: summary.methods } : {}),
    perSize: summary.perSize.map(({ size, instances, failures }) => ({
      size,
      instances,
      failures,
    })),
    complete: summary.complete,
  };
}

/** The comparison table as text: one row per algorithm, then auto's methods. */
export function formatComparison(
  sizes: string,
  starts: string,
  rows: readonly ComparisonRow[],
  notes: readonly string[] = [],
): string {
  const w = Math.max(9, ...rows.map((r) => algorithmLabel(r).length + (r.complete ? 0 : 1)));
  const rate = (r: ComparisonRow) =>
    r.instances === 0 ? '-' : `${((100 * r.failures) / r.instances).toFixed(2)} %`;
  const lines = [
    `sizes ${sizes}, ${starts} starts`,
    ...notes,
    `${'algorithm'.padEnd(w)}  instances  failures  failure rate  first failure`,
    ...rows.map(
      (r) =>
        `${`${algorithmLabel(r)}${r.complete ? '' : '*'}`.padEnd(w)}  ${String(r.instances).padStart(9)}  ${String(r.failures).padStart(8)}  ${rate(r).padStart(12)}  ${r.firstFailure ?? '-'}`,
    ),
  ];
  if (rows.some((r) => !r.complete)) lines.push('* incomplete: tasks are missing');
  for (const r of rows) {
    if (r.methods) {
      lines.push('', `${algorithmLabel(r)}: instances by method`, ...formatMethods(r.methods));
    }
  }
  return `${lines.join('\n')}\n`;
}
