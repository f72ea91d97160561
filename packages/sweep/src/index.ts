// @knights-tour/sweep: sweeps on Node: worker threads, resumable and checked result files,
// merging shards; and exact tour counts as jobs (worker threads, checkpoints). The pure part
// (specs, plans, summaries) is @knights-tour/sweep/plan.
export { CHECKPOINT_FORMAT, type CheckpointHeader } from './count/checkpoint.js';
export {
  type CountJobOptions,
  type CountJobResult,
  runCountJob,
} from './count/job.js';
export { type CountLimitOptions, checkCountLimit } from './count/limit.js';
export { type CountJobProgress, formatCountProgress } from './count/progress.js';
export {
  type MergedResults,
  mergeResultFiles,
  ShardMerge,
  type SummaryOf,
  summarizeFile,
} from './node/merge.js';
export { formatProgress, type ProgressFigures, progressFigures } from './node/progress.js';
export {
  describeResults,
  formatResultFile,
  isSolverFile,
  parseResultFile,
  RESULT_FORMAT,
  type ReadResultOptions,
  type ResultFile,
  readResultFile,
  resultKey,
  type SolverResultFile,
  type SweepResultFile,
} from './node/result-file.js';
export { runSweep, type SweepOptions, type SweepProgress, type SweepRun } from './node/run.js';
export { JUNIT_INSTANCE_CASES, junitReport } from './solver/junit.js';
export {
  FAILURE_CLASSES,
  type FailureClass,
  failureClass,
  failuresByClass,
  failureTitle,
  type SolverSizeCount,
  type SolverSummary,
  type SolverTaskResult,
  solverSummaryFields,
  summarizeSolver,
} from './solver/results.js';
export { runSolver, type SolverOptions, type SolverRun } from './solver/run.js';
export {
  createSolverSpec,
  DEFAULT_TIMEOUT,
  describeSolverSpec,
  MAX_TIMEOUT,
  PROTOCOLS,
  type Protocol,
  reproduceCommand,
  requestLine,
  type SolverField,
  type SolverSpec,
  SolverSpecError,
  type SolverSpecInput,
  solverKey,
} from './solver/spec.js';
export {
  describeVerdict,
  type InstanceVerdict,
  passes,
  VERDICTS,
  type Verdict,
  type VerdictCounts,
} from './solver/verdict.js';
