// @knights-tour/sweep/plan: what a sweep runs, its deterministic plan and shards, running one
// task and folding results. Pure: no Node APIs (tsconfig.plan.json proves it), so it runs in
// browsers and workers.
export {
  type CommandTemplate,
  commandLine,
  commandWords,
  type Located,
  PLACEHOLDERS,
  type Placeholder,
  parseCommand,
  type SolverInstance,
  shellQuote,
  solverInstance,
  type WordPart,
} from './command.js';
export {
  type CostModel,
  checkWorkLimit,
  type InstanceCost,
  instanceCosts,
  LONG_WALK_SECONDS,
  type WorkEstimate,
  type WorkLimitOptions,
} from './estimate.js';
export {
  describeShard,
  type PlannedSpec,
  parseShard,
  planSweep,
  type Shard,
  type SweepPlan,
  type SweepTask,
} from './plan.js';
export { summaryFields } from './result-fields.js';
export {
  describeFailure,
  type FailedInstance,
  type SizeCount,
  type SweepSummary,
  summarize,
  type TaskResult,
} from './results.js';
export {
  algorithmLabel,
  createSweepSpec,
  describeSpec,
  retriesOnFailure,
  type SweepField,
  type SweepSpec,
  SweepSpecError,
  type SweepSpecInput,
  specKey,
} from './spec.js';
export { type CheckedWalk, TaskRunner, type WalkCheck } from './task-runner.js';
