import {
  algorithmInfo,
  type Board,
  type BoardLike,
  boardName,
  checkBoard,
  checkFitsBoard,
  checkStartSet,
  formatBoardSizes,
  type HeuristicName,
  KnightsTourError,
  parseAlgorithm,
  parseBoardSizes,
  parseName,
  quote,
  rethrowAs,
  START_SETS,
  type StartSetName,
} from '@knights-tour/core';
import { parseReadOptions, ReadOptionError, type ReadOptions } from '@knights-tour/verify';
import {
  type CommandTemplate,
  commandLine,
  commandWords,
  type Located,
  parseCommand,
  type SolverInstance,
  solverInstance,
} from '../plan/command.js';
import { countStarts } from '../plan/starts.js';

/**
 * What a solver check runs, read and checked once: someone else's program as the solver of a
 * sweep plan (the same sizes and start sets), with how it is told each instance (`protocol`),
 * how long it may take, how its walks are read and, optionally, the published rule each walk
 * is compared with step for step.
 */

/** How the program is told its instances. */
export const PROTOCOLS = ['args', 'lines'] as const;
/**
 * `args`: started once per instance with the instance in its arguments (the placeholders of
 * the command), its exit code its claim. `lines`: started once per worker, one instance a line
 * on its standard input, one answer a line on its standard output (docs: `check-solver --help`).
 */
export type Protocol = (typeof PROTOCOLS)[number];

/** Seconds an instance may take when none is given. */
export const DEFAULT_TIMEOUT = 10;
/** The longest time allowed for one instance: a day. */
export const MAX_TIMEOUT = 86_400;

/** A checked solver check. */
export interface SolverSpec {
  /** The command line as given. */
  readonly command: string;
  /** The command read once (words and placeholders). */
  readonly template: CommandTemplate;
  readonly protocol: Protocol;
  /** A 2-D heuristic of core's catalogue: every walk is compared with its walk from the same start. */
  readonly reference?: HeuristicName;
  /** Seconds one instance may take. */
  readonly timeout: number;
  /** How its walks are read: what was given (the rest is detected from the first walk read). */
  readonly reading: ReadOptions;
  readonly starts: StartSetName;
  /** 2-D boards, in the order of the size list. */
  readonly boards: readonly Board[];
  /** Canonical text of `boards` (core's `formatBoardSizes`). */
  readonly sizes: string;
}

/** What {@link createSolverSpec} reads: text as a user typed it, or values. */
export interface SolverSpecInput {
  readonly command: string;
  readonly sizes: string | readonly BoardLike[];
  /** Any case; default `all`. */
  readonly starts?: string | undefined;
  /** Any case; default `args`. */
  readonly protocol?: string | undefined;
  readonly reference?: string | undefined;
  /** Seconds (a number or its text, fractions allowed); default {@link DEFAULT_TIMEOUT}. */
  readonly timeout?: number | string | undefined;
  readonly inputFormat?: string | undefined;
  readonly origin?: string | number | undefined;
  readonly order?: string | undefined;
  readonly key?: string | undefined;
}

/** The part of a solver check an error is about: the CLI option or Action input of the same name. */
export type SolverField =
  | 'command'
  | 'sizes'
  | 'starts'
  | 'protocol'
  | 'reference'
  | 'timeout'
  | 'input-format'
  | 'origin'
  | 'order'
  | 'key';

/** A solver check that cannot run, with the `field` at fault. */
export class SolverSpecError extends KnightsTourError {
  constructor(
    readonly field: SolverField,
    message: string,
  ) {
    super(message);
  }
}

/** Runs a check of core's, its one-line error becoming the fault of `field` (its cause kept). */
function blame<T>(field: SolverField, check: () => T): T {
  return rethrowAs(check, (error) => new SolverSpecError(field, error.message));
}

/** The field of each reading option (verify names the option at fault). */
const READING_FIELDS: Record<ReadOptionError['option'], SolverField> = {
  inputFormat: 'input-format',
  origin: 'origin',
  order: 'order',
  size: 'input-format', // never given: each instance's board is
  key: 'key',
};

/** The reference rule: a 2-D heuristic whose reported walk is its walk from the start. */
function readReference(text: string): HeuristicName {
  const name = parseAlgorithm(text);
  const info = algorithmInfo(name);
  if (info.kind !== 'heuristic') {
    throw new KnightsTourError(
      `the reference must be a heuristic, a walk rule to compare walks with step by step: ${name} is ${info.kind === 'auto' ? 'several methods in turn' : 'an exact search'}`,
    );
  }
  if (info.dimensions !== 2) {
    throw new KnightsTourError(`the reference must be a 2-D heuristic: ${name} walks boxes`);
  }
  if (info.closed) {
    throw new KnightsTourError(
      `${name} cannot be a reference: its tour is a closed tour turned to begin at the start, not its walk from there`,
    );
  }
  return name as HeuristicName;
}

function readTimeout(timeout: number | string): number {
  const text = String(timeout).trim();
  const value = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !(value > 0) || value > MAX_TIMEOUT) {
    throw new KnightsTourError(
      `timeout must be a number of seconds above 0, at most ${MAX_TIMEOUT}, got ${quote(text)}`,
    );
  }
  return value;
}

/** The command must pass what varies between the instances of the plan (the `args` protocol). */
function checkPlaceholders(spec: Omit<SolverSpec, 'command'>): void {
  const { template, protocol, boards, starts } = spec;
  const uses = template.uses;
  if (protocol === 'lines') {
    if (uses.size > 0) {
      throw new KnightsTourError(
        `the solver's command uses {${[...uses][0]}}, but with the lines protocol each instance comes on standard input (placeholders are for the args protocol)`,
      );
    }
    return;
  }
  if (uses.has('n')) {
    const oblong = boards.find((b) => b.width !== b.height);
    if (oblong) {
      throw new KnightsTourError(
        `the solver's command uses {n}, but ${boardName(oblong)} is not square: use {width} and {height}`,
      );
    }
  }
  const side = (b: Board) =>
    `${uses.has('n') || uses.has('width') ? b.width : ''}x${uses.has('height') ? b.height : ''}`;
  const seen = new Map<string, Board>();
  for (const board of boards) {
    const other = seen.get(side(board));
    if (other) {
      throw new KnightsTourError(
        `the solver's command does not tell ${boardName(other)} from ${boardName(board)}: pass the board with {width} {height} (or {n} on square boards)`,
      );
    }
    seen.set(side(board), board);
  }
  if (!(uses.has('x') && uses.has('y'))) {
    const many = boards.find((b) => countStarts(starts, b) > 1);
    if (many) {
      throw new KnightsTourError(
        `the solver's command does not pass the start: add {x} {y} (${boardName(many)} has ${countStarts(starts, many)} ${starts} starts)`,
      );
    }
  }
}

/**
 * Reads and checks a solver check: the command (split and its placeholders, see
 * `parseCommand`; it must pass what varies between instances), the sizes (core's grammar; 2-D
 * boards: the program is told `{x} {y}`), the start set, the protocol, the reference (a 2-D
 * heuristic that runs on every board), the time per instance and the reading options
 * (verify's). Whether the program exists is for the run (`resolveProgram`): a file of
 * results is read anywhere. Throws {@link SolverSpecError} naming the field at fault.
 */
export function createSolverSpec(input: SolverSpecInput): SolverSpec {
  const template = blame('command', () => parseCommand(input.command));
  const boards = blame('sizes', () =>
    typeof input.sizes === 'string'
      ? parseBoardSizes(input.sizes)
      : input.sizes.map((b) => checkBoard(b)),
  );
  if (boards.length === 0)
    throw new SolverSpecError('sizes', 'a solver check needs at least one board');
  const box = boards.find((b) => b.depth > 1);
  if (box) {
    throw new SolverSpecError(
      'sizes',
      `a solver check runs 2-D boards (the program is told a square {x} {y}): ${boardName(box)} is a box`,
    );
  }
  const starts = blame('starts', () => parseName('start set', input.starts ?? 'all', START_SETS));
  blame('starts', () => {
    for (const board of boards) checkStartSet(starts, board);
  });
  const protocol = blame('protocol', () =>
    parseName('protocol', input.protocol ?? 'args', PROTOCOLS),
  );
  const reference =
    input.reference === undefined
      ? undefined
      : blame('reference', () => readReference(input.reference!));
  if (reference !== undefined) {
    blame('reference', () => {
      for (const board of boards) checkFitsBoard(reference, board);
    });
  }
  const timeout =
    input.timeout === undefined
      ? DEFAULT_TIMEOUT
      : blame('timeout', () => readTimeout(input.timeout!));
  const fixed = rethrowAs(
    () =>
      parseReadOptions({
        inputFormat: input.inputFormat,
        origin: input.origin,
        order: input.order,
        key: input.key,
      }),
    (error) =>
      error instanceof ReadOptionError
        ? new SolverSpecError(READING_FIELDS[error.option], error.message)
        : error,
  );
  // Checked, and kept as plain options: the spec is written in result files and sent to workers.
  const reading: ReadOptions = {
    ...(fixed.format === undefined ? {} : { inputFormat: fixed.format }),
    ...(fixed.origin === undefined ? {} : { origin: fixed.origin }),
    ...(fixed.order === undefined ? {} : { order: fixed.order }),
    ...(fixed.key === undefined ? {} : { key: fixed.key.join('.') }),
  };
  const spec: SolverSpec = {
    command: input.command,
    template,
    protocol,
    ...(reference === undefined ? {} : { reference }),
    timeout,
    reading,
    starts,
    boards,
    sizes: formatBoardSizes(boards),
  };
  blame('command', () => checkPlaceholders(spec));
  return spec;
}

/** One string per solver check: equal keys, the same check (results of one can be merged). */
export function solverKey(spec: SolverSpec): string {
  const { command, protocol, reference, timeout, reading, starts, sizes } = spec;
  return JSON.stringify([
    'solver',
    command,
    protocol,
    reference ?? null,
    timeout,
    reading,
    starts,
    sizes,
  ]);
}

/** `'python3 aml.py {width} {height} {x} {y}' against aml on sizes 5-16, all starts`. */
export function describeSolverSpec(spec: SolverSpec): string {
  const against = spec.reference === undefined ? '' : ` against ${spec.reference}`;
  const lines = spec.protocol === 'lines' ? ' (lines protocol)' : '';
  return `${quote(spec.command, 80)}${lines}${against} on sizes ${spec.sizes}, ${spec.starts} starts`;
}

/** The request line of the lines protocol for an instance: `WIDTH HEIGHT X Y`. */
export function requestLine(instance: SolverInstance): string {
  return `${instance.width} ${instance.height} ${instance.x} ${instance.y}`;
}

/**
 * The command line that runs the program on one instance, as a user types it in the directory
 * the check ran in: the command's words with the instance's numbers, or, with the lines
 * protocol, the request piped in.
 */
export function reproduceCommand(spec: SolverSpec, where: Located): string {
  const instance = solverInstance(where);
  const line = commandLine(commandWords(spec.template, instance));
  return spec.protocol === 'lines' ? `echo '${requestLine(instance)}' | ${line}` : line;
}
