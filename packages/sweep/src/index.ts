export {
  type Chunks,
  checkOutputPath,
  writeFileAtomic,
  writeFileAtomicSync,
} from './node/atomic.js';
export {
  formatResultFile,
  parseResultFile,
  RESULT_FORMAT,
  type SweepResultFile,
} from './node/file.js';
export { type MergedResults, mergeResultFiles } from './node/merge.js';
export {
  formatDuration,
  formatProgress,
  type ProgressFigures,
  progressFigures,
} from './node/progress.js';
export { runSweep, type SweepOptions, type SweepProgress, type SweepRun } from './node/run.js';
