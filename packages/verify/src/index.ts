export type {
  Located,
  Problem,
  ProblemKind,
  SquareNotation,
  VerifyOptions,
} from './checker.js';
export { detectTourFormat, type ParseTourOptions, parseTour } from './document.js';
export { fileIndex, fileName, squareName } from './formats/algebraic.js';
export {
  AmbiguousReadingError,
  type AxisOrder,
  type BoardSize,
  describeReading,
  escapeControls,
  INPUT_FORMATS,
  type InputFormat,
  parseBoardSize,
  type Reading,
  type ReadOptions,
  type SkippedLine,
} from './formats/reading.js';
export { formatSquares, OUTPUT_STYLES, type OutputStyle } from './formats/write.js';
export {
  type ClaimMismatch,
  type CompactTourLike,
  checkSquares,
  createTourVerifier,
  type TourReport,
  type TourVerifier,
  verifyText,
  verifyTour,
} from './hamiltonian.js';
export { readTourDocument, validateTourDocument } from './json-document.js';
export {
  MAX_NOTES,
  type ParsedTour,
  type TourClaims,
  type TourDocumentLike,
  TourFormatError,
} from './parsed-tour.js';
export { MAX_INPUT, MAX_LINE } from './reader.js';
export { describeReport, summarizeReport } from './report.js';
export { createSquareReader, type SquareReader, type SquareWalk } from './squares.js';
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
