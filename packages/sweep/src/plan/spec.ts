import {
  type AlgorithmName,
  algorithmInfo,
  type Board,
  type BoardLike,
  checkBoard,
  checkFitsBoard,
  checkSeed,
  checkStartSet,
  defaultHeuristic,
  fitsBoard,
  formatBoardSizes,
  KnightsTourError,
  MAX_SEED,
  parseAlgorithm,
  parseBoardSizes,
  parseName,
  quote,
  rethrowAs,
  START_SETS,
  type StartSetName,
} from '@knights-tour/core';

/**
 * What a sweep runs, read and checked once: every start of a set on every board of a size list,
 * with one algorithm of core's catalogue (a heuristic, or `auto`; never an exact search). The
 * names, their facts (which boards, which seeds) and the size grammar are core's: a rule added
 * to core's catalogue is a sweep's algorithm at once.
 */

/** A checked sweep: built by {@link createSweepSpec}, carrying its canonical size text. */
export interface SweepSpec {
  /** A heuristic of core's catalogue or `auto` (never an exact search). */
  readonly algorithm: AlgorithmName;
  /** Random tie-breaks from this seed, for the algorithms that take one (absent otherwise). */
  readonly seed?: number | undefined;
  readonly starts: StartSetName;
  /** The boards in the order of the size list; 2-D boards and boxes may be mixed. */
  readonly boards: readonly Board[];
  /** Canonical text of `boards` (core's `formatBoardSizes`): `5-80`, `3-8x3-8x3-8`. */
  readonly sizes: string;
}

/** What {@link createSweepSpec} reads: text as a user typed it, or values. */
export interface SweepSpecInput {
  /** A size list (`5-80`, `5,7,9-12`, `8x10`, `3-8x3-8x3-8`) or the boards themselves. */
  readonly sizes: string | readonly BoardLike[];
  /** Any case; default: core's default heuristic for the boards (`octaml16`, `octaml16-3d` with a box). */
  readonly algorithm?: string | undefined;
  /** Any case; default `all`. */
  readonly starts?: string | undefined;
  /** A whole number (or its text) for the algorithms that take a seed. */
  readonly seed?: number | string | undefined;
}

/** The part of a spec an error is about: the CLI option or Action input of the same name. */
export type SweepField = 'sizes' | 'algorithm' | 'starts' | 'seed';

/** A spec that cannot run, with the `field` at fault: a caller names its own input from it. */
export class SweepSpecError extends KnightsTourError {
  constructor(
    readonly field: SweepField,
    message: string,
  ) {
    super(message);
  }
}

/** Core's one-line error as the fault of `field` (for core's `rethrowAs`). */
const blame = (field: SweepField) => (error: KnightsTourError) =>
  new SweepSpecError(field, error.message);

/** The heuristic a sweep runs when none is named: the first of its boards' defaults that fits all. */
function defaultFor(boards: readonly Board[]): AlgorithmName {
  const box = boards.find((b) => b.depth > 1);
  const candidates = [defaultHeuristic(boards[0]!), ...(box ? [defaultHeuristic(box)] : [])];
  return candidates.find((a) => boards.every((b) => fitsBoard(a, b))) ?? candidates[0]!;
}

function readSeed(seed: number | string, algorithm: AlgorithmName): number {
  const text = String(seed).trim();
  if (!/^\d+$/.test(text)) {
    throw new KnightsTourError(
      `malformed seed ${quote(text)}: expected a whole number from 0 to ${MAX_SEED}`,
    );
  }
  checkSeed(algorithm, Number(text));
  return Number(text);
}

/**
 * Reads and checks a sweep: the sizes (core's grammar and limits), the algorithm (core's
 * catalogue; it must run on every board), the start set (it must apply to every board) and the
 * seed (core's seed rule). Throws {@link SweepSpecError} naming the field at fault.
 */
export function createSweepSpec(input: SweepSpecInput): SweepSpec {
  const boards = rethrowAs(
    () =>
      typeof input.sizes === 'string'
        ? parseBoardSizes(input.sizes)
        : input.sizes.map((b) => checkBoard(b)),
    blame('sizes'),
  );
  if (boards.length === 0) throw new SweepSpecError('sizes', 'a sweep needs at least one board');
  const algorithm =
    input.algorithm === undefined
      ? defaultFor(boards)
      : rethrowAs(() => parseAlgorithm(input.algorithm!), blame('algorithm'));
  if (algorithmInfo(algorithm).kind === 'search') {
    throw new SweepSpecError(
      'algorithm',
      `${algorithm} is an exact search: a sweep runs a heuristic or auto`,
    );
  }
  const starts = rethrowAs(
    () => parseName('start set', input.starts ?? 'all', START_SETS),
    blame('starts'),
  );
  // Every board: the first that does not fit is named.
  rethrowAs(() => {
    for (const board of boards) checkFitsBoard(algorithm, board);
  }, blame('algorithm'));
  rethrowAs(() => {
    for (const board of boards) checkStartSet(starts, board);
  }, blame('starts'));
  const seed =
    input.seed === undefined
      ? undefined
      : rethrowAs(() => readSeed(input.seed!, algorithm), blame('seed'));
  return {
    algorithm,
    ...(seed === undefined ? {} : { seed }),
    starts,
    boards,
    sizes: formatBoardSizes(boards),
  };
}

/** One string per sweep: equal keys, the same sweep (algorithm, seed, starts, boards). */
export function specKey(spec: Pick<SweepSpec, 'algorithm' | 'seed' | 'starts' | 'sizes'>): string {
  return JSON.stringify([spec.algorithm, spec.seed ?? null, spec.starts, spec.sizes]);
}

/** `warnsdorff (seed 7)`, `octaml16`: the algorithm of a spec as reports name it. */
export function algorithmLabel(spec: { algorithm: string; seed?: number | undefined }): string {
  return spec.seed === undefined ? spec.algorithm : `${spec.algorithm} (seed ${spec.seed})`;
}

/** `aml on sizes 5-80, paper-quadrant2 starts`: a sweep as messages and reports name it. */
export function describeSpec(
  spec: Pick<SweepSpec, 'algorithm' | 'seed' | 'starts' | 'sizes'>,
): string {
  return `${algorithmLabel(spec)} on sizes ${spec.sizes}, ${spec.starts} starts`;
}

/** Whether the complete instances of a sweep may have needed more than one attempt (core's fact). */
export function retriesOnFailure(algorithm: AlgorithmName): boolean {
  return algorithmInfo(algorithm).attempts > 1;
}
