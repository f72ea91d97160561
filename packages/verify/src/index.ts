export {
  detectTourFormat,
  type ParseTourOptions,
  parseTour,
} from './document.js';
export {
  type ClaimMismatch,
  checkSquares,
  type Problem,
  type ProblemKind,
  type TourReport,
  type VerifyOptions,
  verifyTour,
} from './hamiltonian.js';
export { readTourDocument } from './json-document.js';
export {
  MAX_NOTES,
  type ParsedTour,
  type TourClaims,
  type TourDocumentLike,
  TourFormatError,
} from './parsed-tour.js';
export { describeReport, summarizeReport } from './report.js';
export {
  checkSymmetries,
  type SymmetryReport,
  type SymmetryResult,
  type TourSolver,
} from './symmetry.js';
export {
  type Cell3d,
  checkCells3d,
  describeReport3d,
  isTour3dText,
  type ParsedTour3d,
  type Problem3d,
  type Problem3dKind,
  parseTour3d,
  readTour3dDocument,
  type Tour3dDocumentLike,
  type Tour3dReport,
  type Verify3dOptions,
  verifyTour3d,
} from './three-d.js';
