export {
  detectTourFormat,
  MAX_NOTES,
  type ParsedTour,
  type ParseTourOptions,
  parseTour,
  readTourDocument,
  type TourClaims,
  type TourDocumentLike,
  TourFormatError,
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
export { describeReport, summarizeReport } from './report.js';
export {
  checkSymmetries,
  type SymmetryReport,
  type SymmetryResult,
  type TourSolver,
} from './symmetry.js';
