// @knights-tour/sweep: sweeps on Node: worker threads, resumable and checked result files,
// merging shards. The pure part (specs, plans, summaries) is @knights-tour/sweep/plan.
export { type MergedResults, mergeResultFiles, ShardMerge } from './node/merge.js';
export { formatProgress, type ProgressFigures, progressFigures } from './node/progress.js';
export {
  formatResultFile,
  parseResultFile,
  RESULT_FORMAT,
  type ReadResultOptions,
  readResultFile,
  type SweepResultFile,
} from './node/result-file.js';
export { runSweep, type SweepOptions, type SweepProgress, type SweepRun } from './node/run.js';
