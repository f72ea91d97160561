import { KnightsTourError } from '@knights-tour/core';
import { writeFileAtomicSync } from '@knights-tour/files';
import {
  formatResultFile,
  isSolverFile,
  type ResultFile,
  readResultFile,
  ShardMerge,
  summarizeSolver,
} from '@knights-tour/sweep';
import { describeFailure, summarize } from '@knights-tour/sweep/plan';
import { findFiles } from './files.js';
import type { ActionInputs } from './inputs.js';
import { info } from './log.js';
import type { Outcome } from './outcome.js';
import { sweepMarkdown } from './report.js';
import { solverOutcome } from './solver.js';
import type { Workspace } from './workspace.js';

/**
 * Combines the result files of sweep (or solver check) shards into the results of the whole
 * run, with the sweep library's merge (as `knights-tour merge` does): every file is read through the one
 * bounded reader and checked (header, records, checksums); files of other sweeps or
 * shardings, the same shard twice and overlapping tasks are refused with one line. Missing
 * or interrupted shards still write the merged file, then fail the step naming them.
 */
export async function mergeMode(
  inputs: ActionInputs,
  ws: Workspace,
  display: (path: string) => string,
): Promise<Outcome> {
  const found = await findFiles(inputs.shards, ws, 'shards', inputs.target);
  const names = found.map((f) => f.name);
  // Each file is checked against those before it as it is read: a repeated shard stops the
  // merge at once, not after reading thousands of files.
  const merge = new ShardMerge<ResultFile>();
  for (const f of found) {
    if (f.refused !== undefined) throw new KnightsTourError(`${f.name}: ${f.refused}`);
    merge.add(await readResultFile(f.real, { name: f.name }), f.name);
  }
  const { file, missing, partial } = merge.finish();
  writeFileAtomicSync(inputs.target, formatResultFile(file));
  info(`Merged ${names.length} result file${names.length === 1 ? '' : 's'}: ${names.join(', ')}`);
  const notes: string[] = [];
  if (missing.length > 0) {
    notes.push(`missing shards ${missing.map((s) => `${s.index}/${s.count}`).join(', ')}`);
  }
  if (partial.length > 0) notes.push(`interrupted shards in ${partial.join(', ')}`);
  const incompleteOf = (p: { complete: boolean; tasksDone: number; tasksTotal: number }) =>
    p.complete
      ? undefined
      : `incomplete: ${p.tasksDone.toLocaleString('en-US')} of ${p.tasksTotal.toLocaleString('en-US')} tasks${notes.length > 0 ? `; ${notes.join('; ')}` : ''}`;
  const reportOf = (incomplete: string | undefined) => ({
    shard: { index: 1, count: 1 },
    interrupted: false,
    resultsFile: display(inputs.results),
    mergedFrom: names.length,
    ...(incomplete !== undefined ? { incomplete } : {}),
  });
  if (isSolverFile(file)) {
    const summary = summarizeSolver(file.spec, file.results, file.tasksTotal);
    const incomplete = incompleteOf(summary);
    return {
      ...solverOutcome(file.spec, summary, reportOf(incomplete)),
      interrupted: false,
      ...(incomplete !== undefined ? { incomplete } : {}),
    };
  }
  const summary = summarize(file.spec, file.results, file.tasksTotal);
  const incomplete = incompleteOf(summary);
  return {
    instances: summary.instances,
    failures: summary.failures,
    annotations: summary.failed.map((f) => ({
      message: describeFailure(summary, f),
      title: 'Incomplete knight’s tour',
    })),
    markdown: sweepMarkdown({ summary, ...reportOf(incomplete) }),
    interrupted: false,
    ...(incomplete !== undefined ? { incomplete } : {}),
    failureText: `${summary.failures.toLocaleString('en-US')} of ${summary.instances.toLocaleString('en-US')} instances have no complete tour`,
  };
}
