// @knights-tour/verify: what a consumer calls. Reading (parse.ts, squares.ts and formats/),
// checking (verify.ts over path-checker.ts; check-squares.ts and check-moves.ts over
// wasm-check.ts for sweeps), describing (report.ts, reading.ts) and analysing (analyze/) tours of any dimension.

export {
  type AnalyzeOptions,
  analyzeTour,
  describeAnalysis,
  describeSymmetry,
  type TourAnalysis,
} from './analyze/analyze.js';
export type { TourMagic } from './analyze/magic.js';
export type { KnownRule, RuleMatch } from './analyze/rules.js';
export type { TourShape } from './analyze/shape.js';
export type { TourSymmetry } from './analyze/symmetry.js';
export { checkMoves } from './check-moves.js';
export { checkSquares } from './check-squares.js';
export { checkWalk, type HandedWalk } from './check-walk.js';
export type { ClaimMismatch } from './claims.js';
export {
  type ChoiceExplainer,
  compareWithRule,
  type Departure,
  describeDeparture,
  type OutcomeDifference,
  type RuleWalk,
} from './conformance.js';
export type { TextPieces } from './decoder.js';
export { AmbiguousReadingError, ReadOptionError, TourFormatError } from './errors.js';
export { MAX_INPUT } from './formats/reader.js';
export { formatSquares, OUTPUT_STYLES, type OutputStyle } from './formats/write.js';
export type { CompactTourLike, TourDocumentLike } from './object-reader.js';
export {
  AXIS_ORDERS,
  type AxisOrder,
  type FixedReading,
  INPUT_FORMATS,
  type InputFormat,
  parseReadOptions,
  type ReadOptions,
  type ReadOptionsText,
} from './options.js';
export { parseTour } from './parse.js';
export type { ParsedTour } from './parsed-tour.js';
export type { Located, Problem, ProblemKind, VerifyOptions } from './path-checker.js';
export {
  describeReading,
  type InferredSide,
  type Reading,
  readingFields,
  type SkippedLine,
} from './reading.js';
export { describeReport, summarizeReport } from './report.js';
export type { SquareNotation, TourClaims } from './sink.js';
export { createSquareReader, type SquareReader, type SquareWalk } from './squares.js';
export {
  checkSymmetries,
  type SymmetryReport,
  type SymmetryResult,
  type TourSolver,
} from './symmetry.js';
export {
  createTourVerifier,
  type TourReport,
  type TourVerifier,
  verifyText,
  verifyTour,
} from './verify.js';
export {
  type CheckedWalk,
  createWalkReader,
  type WalkReader,
} from './walk-reader.js';
