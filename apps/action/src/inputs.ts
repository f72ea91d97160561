import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { KnightsTourError, MAX_SIDE } from '@knights-tour/core';
import { checkOutputPath } from '@knights-tour/sweep';
import {
  checkSweepSpec,
  checkWorkLimit,
  defaultAlgorithm,
  parseSeed,
  parseShard,
  parseSizes,
  parseStartSet,
  parseSweepAlgorithm,
  planSweep,
  type Shard,
  type SweepAlgorithm,
  type SweepSpec,
  type SweepStartSet,
  sweepRate,
} from '@knights-tour/sweep/plan';
import { parseReadOptions, ReadOptionError, type ReadOptions } from '@knights-tour/verify';

/** What the Action does: run heuristics over many instances, check tour files, or merge sweep shards. */
export type Mode = 'sweep' | 'verify' | 'merge';

/** Validated inputs. Defaults are applied here too, so a missing input behaves like action.yml says. */
export interface ActionInputs {
  readonly mode: Mode;
  readonly algorithm: SweepAlgorithm;
  /** Sweep mode, warnsdorff only: the seed of random tie-breaks. */
  readonly seed?: number;
  /** Sweep mode only. */
  readonly spec?: SweepSpec;
  readonly starts: SweepStartSet;
  readonly shard: Shard;
  /** Verify mode only: glob patterns, one per line. */
  readonly tours: string[];
  /** Merge mode only: glob patterns of shard result files, one per line. */
  readonly shards: string[];
  readonly closed: boolean;
  readonly failOnFailure: boolean;
  /** Absolute path of the JSON results file. */
  readonly results: string;
  /** Verify mode: how to read the tour files (detected when empty). */
  readonly reading: ReadOptions;
}

/**
 * The defaults of action.yml, repeated so that running the bundle without them behaves the same.
 * `algorithm` is empty there: octaml16, or octaml16-3d when the sizes are 3-D boxes.
 */
export const DEFAULTS = {
  mode: 'sweep',
  algorithm: 'octaml16',
  starts: 'all',
  shard: '1/1',
  closed: 'false',
  'fail-on-failure': 'true',
  'accept-long-run': 'false',
  results: 'knights-tour-results.json',
} as const;

/** An input the Action cannot work with: reported as one line naming the input. */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(`Invalid input '${input}': ${message}`);
  }
}

/** Reads an input as the runner passes it: `INPUT_<NAME>`, upper case, hyphens kept. */
export type InputReader = (name: string) => string;

/** The runner's way: `INPUT_FAIL-ON-FAILURE` for `fail-on-failure`. */
export function envInputs(env: NodeJS.ProcessEnv = process.env): InputReader {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

function withDefault(read: InputReader, name: keyof typeof DEFAULTS): string {
  return read(name) || DEFAULTS[name];
}

/** Runs a core parser, re-throwing its one-line message as an error naming the input. */
function parsed<T>(input: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new InputError(input, (error as Error).message);
  }
}

/** YAML 1.2 core-schema booleans, as GitHub's own `getBooleanInput` accepts them. */
function parseBoolean(input: string, text: string): boolean {
  if (['true', 'True', 'TRUE'].includes(text)) return true;
  if (['false', 'False', 'FALSE'].includes(text)) return false;
  throw new InputError(input, `expected true or false, got '${text}'`);
}

function parseMode(text: string): Mode {
  const mode = text.toLowerCase(); // names in any case, as the CLI reads them
  if (mode === 'sweep' || mode === 'verify' || mode === 'merge') return mode;
  throw new InputError('mode', `expected sweep, verify or merge, got '${text}'`);
}

function parseResultsPath(text: string, cwd: string): string {
  try {
    return checkOutputPath(resolve(cwd, text), text);
  } catch (error) {
    if (error instanceof KnightsTourError) throw new InputError('results', error.message);
    throw error;
  }
}

/** A multi-line input of patterns: one per line, blank lines ignored. */
function patterns(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The verify-mode reading inputs: `input-format`, `origin`, `order`, `size` (empty = detect). */
function parseReading(read: InputReader, mode: Mode): ActionInputs['reading'] {
  const format = read('input-format');
  const origin = read('origin');
  const order = read('order');
  const size = read('size');
  if (mode !== 'verify') {
    for (const [name, v] of [
      ['input-format', format],
      ['origin', origin],
      ['order', order],
      ['size', size],
    ] as const) {
      if (v !== '')
        throw new InputError(name, 'only used in verify mode (how to read the tour files)');
    }
    return {};
  }
  // The verifier validates its own options; the error names the option, mapped to the input.
  const inputOf: Record<ReadOptionError['option'], string> = {
    inputFormat: 'input-format',
    origin: 'origin',
    order: 'order',
    size: 'size',
    key: 'key',
  };
  try {
    return parseReadOptions({ inputFormat: format, origin, order, size });
  } catch (error) {
    if (error instanceof ReadOptionError)
      throw new InputError(inputOf[error.option], error.message);
    throw error;
  }
}

/**
 * Validates every input, in a fixed order, and throws an {@link InputError} for the first bad
 * one. `sizes` and `tours`, which only make sense in one mode, are rejected in the other
 * (`closed` too in sweep mode), so a workflow that mixes them up fails loudly instead of
 * testing something else; `algorithm` and `starts` have defaults and are simply unused in
 * verify mode.
 */
export function readInputs(read: InputReader, cwd: string = process.cwd()): ActionInputs {
  const mode = parseMode(withDefault(read, 'mode'));
  const algorithmText = read('algorithm');
  const named =
    algorithmText === ''
      ? undefined
      : parsed('algorithm', () => parseSweepAlgorithm(algorithmText));
  let algorithm = named ?? DEFAULTS.algorithm;
  const seedText = read('seed');
  const seed = seedText === '' ? undefined : parsed('seed', () => parseSeed(seedText, algorithm));
  const starts = parsed('starts', () => parseStartSet(withDefault(read, 'starts')));
  const shard = parsed('shard', () => parseShard(withDefault(read, 'shard')));
  const closed = parseBoolean('closed', withDefault(read, 'closed'));
  const failOnFailure = parseBoolean('fail-on-failure', withDefault(read, 'fail-on-failure'));
  const acceptLongRun = parseBoolean('accept-long-run', withDefault(read, 'accept-long-run'));
  const results = parseResultsPath(withDefault(read, 'results'), cwd);
  const sizesText = read('sizes');
  const tours = patterns(read('tours'));
  const shards = patterns(read('shards'));
  if (mode !== 'merge' && shards.length > 0) {
    throw new InputError('shards', 'only used in merge mode (set mode: merge to combine shards)');
  }

  let spec: SweepSpec | undefined;
  if (mode === 'sweep') {
    if (sizesText === '') {
      throw new InputError('sizes', 'required in sweep mode: board sizes such as 5-80 or 8,10,12');
    }
    const sizes = parsed('sizes', () => parseSizes(sizesText, MAX_SIDE));
    if (tours.length > 0) {
      throw new InputError('tours', 'only used in verify mode (set mode: verify to check files)');
    }
    if (closed) {
      throw new InputError('closed', 'only used in verify mode (the heuristics walk open tours)');
    }
    algorithm = named ?? defaultAlgorithm(sizes);
    const sweep: SweepSpec = { algorithm, sizes, starts, ...(seed === undefined ? {} : { seed }) };
    spec = sweep;
    // An algorithm, start set or seed of the other dimension is the input's fault, not the sizes'.
    try {
      checkSweepSpec(sweep);
    } catch (error) {
      const message = (error as Error).message;
      const input = /^start set/.test(message)
        ? 'starts'
        : /seed/.test(message)
          ? 'seed'
          : 'algorithm';
      throw new InputError(input, message);
    }
    // Planning validates every board (e.g. core's 3-D cell limit).
    const work = parsed('sizes', () => planSweep(sweep, shard)).work;
    parsed('sizes', () =>
      checkWorkLimit(work, {
        workers: availableParallelism(),
        accept: acceptLongRun,
        rate: sweepRate(sizes),
        proceed:
          'split it into shards (the shard input, one matrix job each), choose smaller sizes or starts, or set accept-long-run: true',
      }),
    );
  } else if (mode === 'merge') {
    if (shards.length === 0) {
      throw new InputError(
        'shards',
        'required in merge mode: glob patterns of shard result files, one per line',
      );
    }
    const unused =
      sizesText !== ''
        ? 'sizes'
        : tours.length > 0
          ? 'tours'
          : closed
            ? 'closed'
            : seed !== undefined
              ? 'seed'
              : undefined;
    if (unused !== undefined) {
      throw new InputError(unused, 'not used in merge mode (the shard files name their sweep)');
    }
    if (shard.count > 1) {
      throw new InputError('shard', 'not used in merge mode (it merges every shard given)');
    }
  } else {
    if (tours.length === 0) {
      throw new InputError(
        'tours',
        'required in verify mode: glob patterns of tour files, one per line',
      );
    }
    if (sizesText !== '') {
      throw new InputError(
        'sizes',
        'only used in sweep mode (verify mode reads the size from each file)',
      );
    }
    if (seed !== undefined) {
      throw new InputError('seed', 'only used in sweep mode (with algorithm warnsdorff)');
    }
  }
  const reading = parseReading(read, mode);
  return {
    mode,
    algorithm,
    ...(seed === undefined ? {} : { seed }),
    reading,
    ...(spec ? { spec } : {}),
    starts,
    shard,
    tours,
    shards,
    closed,
    failOnFailure,
    results,
  };
}
