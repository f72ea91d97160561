export {
  formatResultFile,
  parseResultFile,
  RESULT_FORMAT,
  type SweepResultFile,
} from './file.js';
export { type MergedResults, mergeResultFiles } from './merge.js';
export { runSweep, type SweepOptions, type SweepProgress, type SweepRun } from './run.js';
