// @knights-tour/core/internal: engine and construction internals for this repository's own
// packages' engines, scripts and benchmarks (sweep kernels, scripts/*.mjs, bench/). Not public
// API: any release may change it.

export { cornerDistance, edgeDistance } from './board/regions.js';
export { puncturedTour } from './construct/closed.js';
export { baseKey, joinEdges, puncturedCuts, STRIP_EDGE } from './construct/index.js';
export {
  cellOf,
  createGeometry,
  type Geometry,
  type RankTable,
  rankTable,
} from './engine/geometry.js';
export { DEFAULT_LANES, MAX_LANES } from './engine/interleave.js';
export {
  amlOrder,
  movePriorities,
  OCTAML16_VARIANTS,
  octamlOrder,
  type PriorityOrder,
} from './engine/orders.js';
export { Walker } from './engine/walk.js';
export { type Attempt, attemptsFor } from './heuristics.js';
export { closedParityReason } from './search/search.js';
export { MOVES_3D, moveNumber3d } from './three-d/moves.js';
export { chamberMap3d, onMirrorPlane3d } from './three-d/symmetry.js';
export {
  baseVector3d,
  HEURISTICS_3D,
  OCTAML16_3D_VARIANTS,
  octaml3dRanks,
  Runner3d,
  ranksByVector,
} from './three-d/walk.js';
