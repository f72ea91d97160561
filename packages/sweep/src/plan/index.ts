// @knights-tour/sweep/plan: what a sweep runs, its deterministic plan and shards, running one
// task and summarising results. Pure: no Node APIs (tsconfig.plan.json proves it), so it runs in browsers and workers.
export {
  type BoardSize,
  type FailedInstance,
  formatSizes,
  parseHeuristic,
  parseShard,
  parseSizes,
  parseStartSet,
  planSweep,
  type Shard,
  type SizeCount,
  type SweepSpec,
  type SweepSummary,
  type SweepTask,
  shardTasks,
  sizeLabel,
  summarize,
  TASK_SQUARES,
  type TaskResult,
  TaskRunner,
  type WalkCheck,
} from './plan.js';
