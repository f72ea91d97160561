export {
  AUTO_METHODS,
  type AutoMethod,
  type AutoOptions,
  type AutoOutcome,
  autoTour,
} from './auto.js';
export {
  type Board,
  checkBoard,
  cornerDistance,
  createBoard,
  edgeDistance,
  isPossibleStart,
  isWhite,
  KnightsTourError,
  MAX_SIDE,
  MAX_SQUARES,
  onBoard,
  parityReason,
  type Square,
} from './board.js';
export { closedTour } from './closed.js';
export {
  type CountOptions,
  type CountProgress,
  countTours,
  type TourCount,
} from './count.js';
export {
  closedToursExist,
  type ExistenceAnswer,
  type ExistenceBasis,
  type ExistsOptions,
  openToursExist,
  tourExists,
} from './exists.js';
export { formatTour, isTourFormat, TOUR_FORMATS, type TourFormat } from './format.js';
export {
  type Attempt,
  attemptsFor,
  HEURISTICS,
  type HeuristicName,
  HeuristicRunner,
  isHeuristicName,
  type RunnerOptions,
  type WalkOutcome,
  type WalkSummary,
} from './heuristics.js';
export { type BatchOutcome, DEFAULT_LANES, MAX_LANES } from './interleave.js';
export { isKnightMove, MOVES } from './moves.js';
export {
  amlOrder,
  movePriorities,
  OCTAML16_VARIANTS,
  octamlOrder,
  type PriorityOrder,
  type Variant,
} from './orders.js';
export { octantOf, quadrantOf } from './regions.js';
export {
  type AbortSignalLike,
  closedParityReason,
  DEFAULT_SEARCH_NODES,
  type SearchAlgorithmName,
  type SearchOptions,
  type SearchResult,
  searchTour,
} from './search.js';
export {
  ALGORITHMS,
  type AlgorithmName,
  boardOf,
  findTour,
  isAlgorithmName,
  type SolveOptions,
  solve,
} from './solve.js';
export {
  countStartSquares,
  inStartSet,
  isStartSetName,
  START_SETS,
  type StartSetName,
  startSquares,
} from './starts.js';
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
} from './sweep.js';
export { type Symmetry, type SymmetryName, symmetriesOf } from './symmetry.js';
export {
  isClosedWalk,
  squaresToPath,
  TOUR_FORMAT,
  type Tour,
  type TourDocument,
  toDocument,
} from './tour.js';
