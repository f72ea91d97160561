// @knights-tour/sweep: sweeps on Node: worker threads, resumable and checked result files,
// merging shards; and exact tour counts as jobs (worker threads, checkpoints). The pure part (specs, plans, summaries) is @knights-tour/sweep/plan.
export { CHECKPOINT_FORMAT, type CheckpointHeader } from './count/checkpoint.js';
export {
  type CountJobOptions,
  type CountJobProgress,
  type CountJobResult,
  runCountJob,
} from './count/job.js';
export { type CountLimitOptions, checkCountLimit, LONG_COUNT_SECONDS } from './count/limit.js';
export { formatCountProgress } from './count/progress.js';
export { type MergedResults, mergeResultFiles } from './node/merge.js';
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
