export {
  detectTourFormat,
  type ParseTourOptions,
  parseTour,
} from './document.js';
export {
  type ClaimMismatch,
  type CompactTourLike,
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
