import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseName, quote, rethrowAs } from '@knights-tour/core';
import { checkOutputPath } from '@knights-tour/files';
import {
  checkWorkLimit,
  createSweepSpec,
  parseShard,
  planSweep,
  type Shard,
  type SweepPlan,
  SweepSpecError,
} from '@knights-tour/sweep/plan';
import { type FixedReading, parseReadOptions, ReadOptionError } from '@knights-tour/verify';
// The inputs and their defaults, read from action.yml itself at build time (build.mjs, and
// vitest.config.ts for the tests): the one place they are written.
import action from '../action.yml';

/** What the Action does: run heuristics over many instances, check tour files, or merge sweep shards. */
export const MODES = ['sweep', 'verify', 'merge'] as const;
export type Mode = (typeof MODES)[number];

/** Validated inputs. Defaults are action.yml's, so a missing input behaves as action.yml says. */
export interface ActionInputs {
  readonly mode: Mode;
  /** Sweep mode only: the plan of the sweep (of the shard), read and planned once. */
  readonly plan?: SweepPlan;
  readonly shard: Shard;
  /** Verify mode only: glob patterns, one per line. */
  readonly tours: string[];
  /** Merge mode only: glob patterns of shard result files, one per line. */
  readonly shards: string[];
  readonly closed: boolean;
  readonly failOnFailure: boolean;
  /** Absolute path of the JSON results file. */
  readonly results: string;
  /** Verify mode: how to read the tour files (detected when empty), checked once. */
  readonly reading: FixedReading;
}

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

/** An input, or its action.yml default when the runner passed none (a run outside GitHub). */
function withDefault(read: InputReader, name: string): string {
  return read(name) || (action.inputs[name]?.default ?? '');
}

/** Runs a library parser, its one-line message re-thrown (core's `rethrowAs`) naming the input. */
function parsed<T>(input: string, parse: () => T): T {
  return rethrowAs(parse, (error) => new InputError(input, error.message));
}

/** YAML 1.2 core-schema booleans, as GitHub's own `getBooleanInput` accepts them. */
function parseBoolean(input: string, text: string): boolean {
  if (['true', 'True', 'TRUE'].includes(text)) return true;
  if (['false', 'False', 'FALSE'].includes(text)) return false;
  throw new InputError(input, `expected true or false, got ${quote(text)}`);
}

function parseResultsPath(text: string, cwd: string): string {
  return parsed('results', () => checkOutputPath(resolve(cwd, text), text));
}

/** A multi-line input of patterns: one per line, blank lines ignored. */
function patterns(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The verify-mode reading inputs: `input-format`, `origin`, `order`, `size` (empty = detect). */
function parseReading(read: InputReader, mode: Mode): FixedReading {
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
    return parseReadOptions({});
  }
  // The verifier validates its own options; the error names the option, mapped to the input.
  const inputOf: Record<ReadOptionError['option'], string> = {
    inputFormat: 'input-format',
    origin: 'origin',
    order: 'order',
    size: 'size',
    key: 'key',
  };
  return rethrowAs(
    () => parseReadOptions({ inputFormat: format, origin, order, size }),
    (error) =>
      error instanceof ReadOptionError
        ? new InputError(inputOf[error.option], error.message)
        : error,
  );
}

/**
 * Sweep mode: sizes, algorithm (default by the sizes), starts and seed, read once by the
 * sweep's rules (core's grammar and catalogue) and planned once; the field at fault names the
 * input, from the error's structure.
 */
function parsePlan(read: InputReader, shard: Shard, acceptLongRun: boolean): SweepPlan {
  const sizes = read('sizes');
  if (sizes === '') {
    throw new InputError('sizes', 'required in sweep mode: board sizes such as 5-80 or 8,10,12');
  }
  const algorithm = read('algorithm');
  const seed = read('seed');
  const spec = rethrowAs(
    () =>
      createSweepSpec({
        sizes,
        algorithm: algorithm === '' ? undefined : algorithm,
        starts: withDefault(read, 'starts'),
        seed: seed === '' ? undefined : seed,
      }),
    (error) =>
      error instanceof SweepSpecError ? new InputError(error.field, error.message) : error,
  );
  const plan = parsed('sizes', () => planSweep(spec, shard));
  parsed('sizes', () =>
    checkWorkLimit(plan, {
      workers: availableParallelism(),
      accept: acceptLongRun,
      proceed:
        'split it into shards (the shard input, one matrix job each), choose smaller sizes or starts, or set accept-long-run: true',
    }),
  );
  return plan;
}

/** The first of `inputs` given, to refuse it in a mode that does not use it. */
function firstGiven(read: InputReader, inputs: readonly string[]): string | undefined {
  return inputs.find((name) => read(name) !== '');
}

/**
 * Validates every input, in a fixed order, and throws an {@link InputError} for the first bad
 * one. An input that only makes sense in another mode is refused, so a workflow that mixes them
 * up fails loudly instead of testing something else.
 */
export function readInputs(read: InputReader, cwd: string = process.cwd()): ActionInputs {
  const mode = parsed('mode', () => parseName('mode', withDefault(read, 'mode'), MODES));
  const shard = parsed('shard', () => parseShard(withDefault(read, 'shard')));
  const closed = parseBoolean('closed', withDefault(read, 'closed'));
  const failOnFailure = parseBoolean('fail-on-failure', withDefault(read, 'fail-on-failure'));
  const acceptLongRun = parseBoolean('accept-long-run', withDefault(read, 'accept-long-run'));
  const results = parseResultsPath(withDefault(read, 'results'), cwd);
  const tours = patterns(read('tours'));
  const shards = patterns(read('shards'));
  if (mode !== 'merge' && shards.length > 0) {
    throw new InputError('shards', 'only used in merge mode (set mode: merge to combine shards)');
  }
  let plan: SweepPlan | undefined;
  if (mode === 'sweep') {
    if (tours.length > 0) {
      throw new InputError('tours', 'only used in verify mode (set mode: verify to check files)');
    }
    if (closed) {
      throw new InputError('closed', 'only used in verify mode (the heuristics walk open tours)');
    }
    plan = parsePlan(read, shard, acceptLongRun);
  } else if (mode === 'merge') {
    if (shards.length === 0) {
      throw new InputError(
        'shards',
        'required in merge mode: glob patterns of shard result files, one per line',
      );
    }
    const unused = closed ? 'closed' : firstGiven(read, ['sizes', 'tours', 'seed', 'algorithm']);
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
    const unused = firstGiven(read, ['sizes', 'seed', 'algorithm']);
    if (unused !== undefined) {
      throw new InputError(
        unused,
        unused === 'sizes'
          ? 'only used in sweep mode (verify mode reads the size from each file)'
          : 'only used in sweep mode',
      );
    }
  }
  const reading = parseReading(read, mode);
  return {
    mode,
    reading,
    ...(plan ? { plan } : {}),
    shard,
    tours,
    shards,
    closed,
    failOnFailure,
    results,
  };
}
