// @knights-tour/core/internal: engine and construction internals for this repository's own
// packages' engines, scripts and benchmarks (sweep kernels, scripts/*.mjs, bench/). Not public
// API: any release may change it.

export { ruleOf } from './algorithms.js';
export { cornerDistance, edgeDistance, octantOf, quadrantOf } from './board/regions.js';
export { inStartSet } from './board/starts.js';
export { puncturedTour } from './construct/closed.js';
export { baseKey, joinEdges, puncturedCuts, STRIP_EDGE } from './construct/index.js';
export { RuleEngine, type RuleOutcome } from './engine/attempts.js';
export {
  cellOf,
  createGeometry,
  type Geometry,
  type PatternSpace,
  type RankTable,
  rankTable,
  toSquareIndices,
} from './engine/geometry.js';
export {
  type BatchOutcome,
  DEFAULT_LANES,
  InterleavedWalker,
  MAX_LANES,
  type WalkBatch,
} from './engine/interleave.js';
export {
  NINETEEN_ORDERS,
  ROTH_ORDER,
  type RothRounding,
  rothDestination,
  type SwitchingSchedule,
  switchingSchedule,
} from './engine/literature.js';
export {
  amlOrder,
  isMoveOrder,
  MOVE_NUMBER_ORDER,
  type MoveOrder,
  movePriorities,
  OCTAML16_VARIANTS,
  octamlOrder,
  orderDigits,
  type PriorityOrder,
} from './engine/orders.js';
export { SeededRandom } from './engine/random.js';
export { orderRanking, patternSpace, type SpaceName } from './engine/ranking.js';
export {
  type AttemptPlan,
  type HeuristicRule,
  isStatic,
  type LevelName,
  planAttempts,
  spaceOf,
  type TieLevel,
} from './engine/rule.js';
export { RuleWalker } from './engine/rule-walk.js';
export { Walker } from './engine/walk.js';
export { startClasses } from './search/count.js';
export { checkFrontierBoard } from './search/frontier/frontier-count.js';
export {
  entryBytes,
  FrontierEngine,
  type FrontierMode,
  MAX_COUNT_LANES,
  MAX_PARTITIONS,
} from './search/frontier/frontier-engine.js';
export {
  firstLayer,
  keysOf,
  keysWhere,
  type Layer,
  layerStates,
  partitionsFor,
  widened,
} from './search/frontier/layer.js';
export { type FrontierPlan, frontierPlan } from './search/frontier/plan.js';
export { closedParityReason } from './search/search.js';
// The 3-D engine stays behind HeuristicRunner; scripts/three-d-table.mjs reads its moves.
export { MOVES_3D } from './three-d/moves.js';
