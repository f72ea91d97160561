import { boardFields } from '@knights-tour/core';
import type { FailedInstance, SizeCount, SweepSummary, TaskResult } from './results.js';

/**
 * The written form of a sweep's records: what result files and `--format json` hold. The
 * records keep a `Board`; here it becomes core's `boardFields` (`width`, `height`, `depth`
 * on a box only), in the field order files have always had, so checksums and outputs stay
 * byte for byte what they were.
 */

/** A failure as written: `{ width, height, depth?, start, reached, attempts, problem? }`. */
export function failureFields(f: FailedInstance) {
  return {
    ...boardFields(f.board),
    start: f.start,
    reached: f.reached,
    attempts: f.attempts,
    ...(f.problem === undefined ? {} : { problem: f.problem }),
  };
}

/** A task's line of a result file, before its checksum. */
export function taskResultFields(r: TaskResult) {
  return {
    id: r.id,
    ...boardFields(r.board),
    from: r.from,
    to: r.to,
    instances: r.instances,
    failed: r.failed.map(failureFields),
    attempts: r.attempts,
    squares: r.squares,
    verified: r.verified,
    ...(r.methods ? { methods: r.methods } : {}),
  };
}

/** One board's counts as written: `{ size, width, height, depth?, instances, failures, attempts }`. */
function sizeCountFields(s: SizeCount) {
  const { size, board, ...counts } = s;
  return { size, ...boardFields(board), ...counts };
}

/** A summary as `knights-tour sweep --format json` and `merge --format json` write it. */
export function summaryFields(summary: SweepSummary) {
  return {
    ...summary,
    failed: summary.failed.map(failureFields),
    perSize: summary.perSize.map(sizeCountFields),
  };
}
