// Three-dimensional boards (docs/three-d.md): a layer above board/ (it reuses the error type
// and the document tag), independent of the 2-D engine.
export {
  type Board3d,
  type Cell,
  cellAt,
  cellCount,
  cellIndex,
  checkCell,
  cornerDistance3d,
  createBoard3d,
  faceDistance3d,
  isPossibleStart3d,
  isWhite3d,
  MAX_CELLS_3D,
  onBoard3d,
  parityReason3d,
  sidesOf,
} from './board.js';
export { isKnightMove3d, MOVES_3D, moveNumber3d } from './moves.js';
export {
  chamberMap3d,
  isStartSet3dName,
  onMirrorPlane3d,
  START_SETS_3D,
  type StartSet3dName,
  type Symmetry3d,
  startCells3d,
  symmetriesOf3d,
} from './symmetry.js';
export {
  formatTour3d,
  isClosedWalk3d,
  type Solve3dOptions,
  solve3d,
  type Tour3dDocument,
} from './tour.js';
export {
  baseVector3d,
  HEURISTICS_3D,
  type Heuristic3dName,
  isHeuristic3dName,
  OCTAML16_3D_VARIANTS,
  octaml3dRanks,
  Runner3d,
  ranksByVector,
  type Variant3d,
  type Walk3dOutcome,
} from './walk.js';
