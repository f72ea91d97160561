import { boardName, cellCount, formatBoardSizes, squareLabel, unitOf } from '@knights-tour/core';
import {
  algorithmLabel,
  retriesOnFailure,
  type Shard,
  type SizeCount,
  type SweepSummary,
} from '@knights-tour/sweep/plan';

/**
 * The job summary, as Markdown. Pure functions of the results, so the summary of a sweep
 * depends only on what was run, never on timing or the number of workers.
 */

/** Rows of the failure tables; the results file holds them all. */
export const MAX_ROWS = 100;

/** Files listed one by one in a verify summary. */
export const MAX_FILE_ROWS = 500;

/** Boards per row before the per-size table groups sizes into ranges. */
const ONE_ROW_PER_SIZE = 12;

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/** `| a | b |` with pipes in cells escaped. */
function row(cells: readonly (string | number)[]): string {
  return `| ${cells.map((c) => String(c).replace(/\|/g, '\\|').replace(/\n/g, ' ')).join(' | ')} |`;
}

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] {
  return [row(head), row(head.map(() => '---')), ...rows.map(row)];
}

/** `1: 31,200 · 2: 350`: complete instances by attempts needed. */
function formatAttempts(attempts: Readonly<Record<string, number>>): string {
  const parts = Object.entries(attempts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([a, n]) => `${a}: ${count(n)}`);
  return parts.length > 0 ? parts.join(' · ') : '–';
}

/** One row of the per-size table: a board size or a range of them. */
export interface SizeRow {
  readonly sizes: string;
  readonly instances: number;
  readonly failures: number;
  readonly attempts: Record<string, number>;
}

function addRecord(
  acc: Record<string, number>,
  more: Readonly<Record<string, number>>,
): Record<string, number> {
  const out = { ...acc };
  for (const [a, n] of Object.entries(more)) out[a] = (out[a] ?? 0) + n;
  return out;
}

/**
 * The per-size table from the summary's one fold (`perSize`): one row per board for small
 * sweeps, otherwise one per range of ten widths (5-9, 10-19, …) of the 2-D boards, so a 5..430
 * sweep stays a readable table, and one per width of the boxes (`3x3-8x3-8`): their widths
 * are few, their boxes many.
 */
export function sizeRows(perSize: readonly SizeCount[]): SizeRow[] {
  if (perSize.length <= ONE_ROW_PER_SIZE) {
    return perSize.map((s) => ({
      sizes: s.size,
      instances: s.instances,
      failures: s.failures,
      attempts: s.attempts,
    }));
  }
  const groups = new Map<string, SizeCount[]>();
  for (const s of perSize) {
    // 2-D boards by tens of widths, boxes by width: their widths are few, their boxes many.
    const { width, depth } = s.board;
    const key = depth === 1 ? `${Math.floor(width / 10)}` : `${width}x`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.values()].map((group) => ({
    sizes: formatBoardSizes(group.map((s) => s.board)),
    instances: group.reduce((sum, s) => sum + s.instances, 0),
    failures: group.reduce((sum, s) => sum + s.failures, 0),
    attempts: group.reduce<Record<string, number>>((acc, s) => addRecord(acc, s.attempts), {}),
  }));
}

/** What a sweep run reports in the job summary. */
export interface SweepReport {
  readonly summary: SweepSummary;
  readonly shard: Shard;
  readonly interrupted: boolean;
  /** Results file, as shown to the reader. */
  readonly resultsFile: string;
  /** Merge mode: how many shard files were combined. */
  readonly mergedFrom?: number;
  /** Merge mode: what is missing, when shards are (replaces the verdict). */
  readonly incomplete?: string;
}

/** The job summary of a sweep: headline, per-size table, failing instances. */
export function sweepMarkdown(report: SweepReport): string {
  const { summary, shard } = report;
  const shardText = shard.count > 1 ? ` · shard ${shard.index}/${shard.count}` : '';
  const verdict = report.incomplete
    ? `⚠️ ${report.incomplete}`
    : report.interrupted
      ? `⚠️ interrupted after ${count(summary.tasksDone)} of ${count(summary.tasksTotal)} tasks`
      : summary.failures === 0
        ? '✅ every instance has a complete tour'
        : `❌ ${plural(summary.failures, 'instance')} without a complete tour`;
  const lines = [
    `## Knight's tour sweep: ${algorithmLabel(summary)}`,
    '',
    `Sizes ${summary.sizes} · starts \`${summary.starts}\`${shardText}${report.mergedFrom !== undefined ? ` · merged from ${plural(report.mergedFrom, 'file')}` : ''} · ${plural(summary.instances, 'instance')} · ${plural(summary.failures, 'failure')}`,
    '',
    `**${verdict}**`,
    '',
    // Only a heuristic that retries has attempts worth a column (the others always take 1).
    ...(retriesOnFailure(summary.algorithm)
      ? table(
          ['sizes', 'instances', 'failures', 'attempts needed (complete instances)'],
          [
            ...sizeRows(summary.perSize).map((r) => [
              r.sizes,
              count(r.instances),
              count(r.failures),
              formatAttempts(r.attempts),
            ]),
            [
              '**all**',
              `**${count(summary.instances)}**`,
              `**${count(summary.failures)}**`,
              formatAttempts(summary.attempts),
            ],
          ],
        )
      : table(
          ['sizes', 'instances', 'failures'],
          [
            ...sizeRows(summary.perSize).map((r) => [
              r.sizes,
              count(r.instances),
              count(r.failures),
            ]),
            ['**all**', `**${count(summary.instances)}**`, `**${count(summary.failures)}**`],
          ],
        )),
  ];
  if (summary.methods) {
    // auto: what answered the instances (OctAML16, a construction, search, or no tour).
    const methods = summary.methods;
    lines.push(
      '',
      '### Instances by method',
      '',
      ...table(
        ['method', 'instances'],
        Object.entries(methods)
          .filter(([, n]) => (n ?? 0) > 0)
          .map(([m, n]) => [m, count(n ?? 0)]),
      ),
    );
  }
  if (summary.failed.length > 0) {
    const failed = summary.failed.slice(0, MAX_ROWS);
    // Problems only occur when the verifier rejects a complete walk: no column for them otherwise.
    const problems = failed.some((f) => f.problem);
    lines.push(
      '',
      '### Failing instances',
      '',
      ...table(
        [
          'board',
          'start',
          failed.every((f) => unitOf(f.board) === 'squares') ? 'squares reached' : 'cells reached',
          'attempts',
          ...(problems ? ['problem'] : []),
        ],
        failed.map((f) => [
          boardName(f.board),
          squareLabel(f.start),
          `${count(f.reached)} of ${count(cellCount(f.board))}`,
          f.attempts,
          ...(problems ? [f.problem ?? ''] : []),
        ]),
      ),
    );
    if (summary.failed.length > MAX_ROWS) {
      lines.push('', `…and ${plural(summary.failed.length - MAX_ROWS, 'more failure')}.`);
    }
  }
  lines.push('', `Results: \`${report.resultsFile}\``, '');
  return lines.join('\n');
}

/** One tour file's verdict. */
export interface FileVerdict {
  /** Path relative to the workspace, with forward slashes. */
  readonly file: string;
  readonly valid: boolean;
  /** `8x8`, when the file could be read that far. */
  readonly board?: string;
  /** `open tour`, `closed tour`, or the first problem. */
  readonly verdict: string;
  /** A valid tour's analysis: `closed · two-fold (rot180) · \`6x6-c-…\``. */
  readonly tour?: string;
  /** Every problem (one line each). */
  readonly problems: readonly { readonly message: string; readonly line?: number }[];
}

/** The job summary of a verify run: one row per file. */
export function verifyMarkdown(
  verdicts: readonly FileVerdict[],
  closed: boolean,
  shard: Shard,
  resultsFile: string,
): string {
  const invalid = verdicts.filter((v) => !v.valid).length;
  // A summary is limited to 1 MiB: list every file of a normal run, only the rejected ones of a huge one.
  const shown =
    verdicts.length <= MAX_FILE_ROWS
      ? verdicts
      : verdicts.filter((v) => !v.valid).slice(0, MAX_ROWS);
  const shardText = shard.count > 1 ? ` · shard ${shard.index}/${shard.count}` : '';
  const lines = [
    "## Knight's tour verification",
    '',
    `${plural(verdicts.length, 'file')}${closed ? ' · closed tours required' : ''}${shardText} · ${plural(invalid, 'invalid file')}`,
    '',
    `**${invalid === 0 ? `✅ every tour is valid${closed ? ' and closed' : ''}` : `❌ ${plural(invalid, 'file')} rejected`}**`,
    '',
    ...table(
      ['file', 'board', 'verdict', 'tour'],
      shown.map((v) => [
        `\`${v.file}\``,
        v.board ?? '–',
        `${v.valid ? '✅' : '❌'} ${v.verdict}`,
        v.tour ?? '–',
      ]),
    ),
    ...(shown.length < verdicts.length
      ? ['', `…and ${plural(verdicts.length - shown.length, 'more file')} (see the results file).`]
      : []),
    '',
    `Results: \`${resultsFile}\``,
    '',
  ];
  return lines.join('\n');
}
