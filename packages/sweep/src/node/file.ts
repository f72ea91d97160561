import { checkSeed, KnightsTourError } from '@knights-tour/core';
import {
  AUTO_METHODS,
  type AutoMethod,
  algorithmLabel,
  type BoardSize,
  type FailedInstance,
  formatSizes,
  isSweep3d,
  isSweepStartSet,
  parseSizes,
  planSweep,
  type Shard,
  SWEEP_ALGORITHMS,
  type SweepAlgorithm,
  type SweepPlan,
  type SweepSpec,
  type SweepStartSet,
  type TaskResult,
} from '../plan/index.js';
import { taskResult } from '../plan/plan.js';

/** The `format` tag of a sweep result file. */
export const RESULT_FORMAT = 'knights-tour-sweep/1';

/**
 * A sweep's results on disk: what was run (spec, shard, verification) and the result of every
 * task done so far. A partial file (interrupted, or one shard of several) is valid; `results`
 * are in task order, so the same work always gives the same bytes.
 */
export interface SweepResultFile {
  readonly format: typeof RESULT_FORMAT;
  readonly algorithm: SweepAlgorithm;
  /** The seed of a random Warnsdorff sweep (absent otherwise). */
  readonly seed?: number;
  /** Canonical size list, e.g. `5-80`, `3-8x3-8x3-8`. */
  readonly sizes: string;
  readonly starts: SweepStartSet;
  /** The shard this file covers, or null for the whole plan. */
  readonly shard: { readonly index: number; readonly count: number } | null;
  /** Whether every complete tour was re-checked by the verifier. */
  readonly verify: boolean;
  /** Tasks in this file's plan (the shard's tasks when sharded). */
  readonly tasksTotal: number;
  readonly results: TaskResult[];
}

/** The spec a result file was run with. */
export function specOf(file: SweepResultFile): SweepSpec {
  return {
    algorithm: file.algorithm,
    sizes: parseSizes(file.sizes),
    starts: file.starts,
    ...(file.seed === undefined ? {} : { seed: file.seed }),
  };
}

/** `aml on 5-80, paper-quadrant2 starts` (for messages). */
export function describeSpec(spec: {
  algorithm: string;
  seed?: number | undefined;
  sizes: string;
  starts: string;
}): string {
  return `${algorithmLabel(spec)} on sizes ${spec.sizes}, ${spec.starts} starts`;
}

/** True when two result files (or a file and a run) are of the same sweep. */
export function sameSweep(
  a: Pick<SweepResultFile, 'algorithm' | 'seed' | 'sizes' | 'starts'>,
  b: Pick<SweepResultFile, 'algorithm' | 'seed' | 'sizes' | 'starts'>,
): boolean {
  return (
    a.algorithm === b.algorithm && a.seed === b.seed && a.sizes === b.sizes && a.starts === b.starts
  );
}

/** `shard 2/3` or `the whole plan`. */
export function describeShard(shard: Shard | null | undefined): string {
  return shard ? `shard ${shard.index}/${shard.count}` : 'the whole plan';
}

// Planning costs a pass over the boards; merging k shards would plan k times.
let planCache: { key: string; plan: SweepPlan } | undefined;

/** The whole deterministic plan of a spec (cached for the last spec). */
export function planOf(spec: SweepSpec): SweepPlan {
  const key = `${spec.algorithm}|${spec.seed}|${spec.starts}|${formatSizes(spec.sizes)}`;
  if (planCache?.key !== key) planCache = { key, plan: planSweep(spec) };
  return planCache.plan;
}

/** The plan of a shard (the whole plan without one). */
export function tasksOf(spec: SweepSpec, shard: Shard | null | undefined): SweepPlan {
  const plan = planOf(spec);
  return shard ? plan.forShard(shard) : plan;
}

/** Serialises a result file: one task result a line, so files diff and stream well. */
export function formatResultFile(file: SweepResultFile): string {
  return formatResultParts(
    file,
    file.results.map((r) => JSON.stringify(r)),
  );
}

/** {@link formatResultFile} with the task results already serialised (in task order). */
export function formatResultParts(
  file: Omit<SweepResultFile, 'results'>,
  results: string[],
): string {
  const head = JSON.stringify({
    format: RESULT_FORMAT,
    algorithm: file.algorithm,
    ...(file.seed === undefined ? {} : { seed: file.seed }),
    sizes: file.sizes,
    starts: file.starts,
    shard: file.shard ? { index: file.shard.index, count: file.shard.count } : null,
    verify: file.verify,
    tasksTotal: file.tasksTotal,
  });
  const body = results.length === 0 ? '[]' : `[\n${results.join(',\n')}\n]`;
  return `${head.slice(0, -1)},"results":${body}}\n`;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/**
 * Parses and validates a sweep result file: its spec, its shard, and every task result
 * against the plan (a task of this shard, counts that add up, no task twice). Throws a
 * `KnightsTourError` (from `@knights-tour/core`) with a one-line message naming the file otherwise.
 */
export function parseResultFile(text: string, name = 'result file'): SweepResultFile {
  const bad = (why: string): never => {
    throw new KnightsTourError(`${name}: ${why}`);
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    bad(`not JSON (${(error as Error).message.split('\n')[0]})`);
  }
  if (!isObject(data)) return bad('not a sweep result file (expected a JSON object)');
  if (data.format !== RESULT_FORMAT) {
    return bad(
      `not a sweep result file (format is ${JSON.stringify(data.format) ?? 'missing'}, expected '${RESULT_FORMAT}')`,
    );
  }
  const { algorithm, seed, starts, sizes, shard, verify, tasksTotal, results } = data;
  if (typeof algorithm !== 'string' || !SWEEP_ALGORITHMS.includes(algorithm as SweepAlgorithm)) {
    return bad(`unknown algorithm ${JSON.stringify(algorithm)}`);
  }
  const sweepAlgorithm = algorithm as SweepAlgorithm;
  if (seed !== undefined) {
    try {
      checkSeed(sweepAlgorithm, seed as number);
    } catch (error) {
      return bad((error as Error).message);
    }
  }
  if (typeof starts !== 'string' || !isSweepStartSet(starts)) {
    return bad(`unknown start set ${JSON.stringify(starts)}`);
  }
  if (typeof sizes !== 'string') return bad('sizes must be a string such as "5-80"');
  let parsedSizes: BoardSize[];
  try {
    parsedSizes = parseSizes(sizes);
  } catch (error) {
    return bad((error as Error).message);
  }
  let parsedShard: Shard | null = null;
  if (shard !== null) {
    if (
      !isObject(shard) ||
      !isCount(shard.index) ||
      !isCount(shard.count) ||
      shard.index < 1 ||
      shard.index > shard.count
    ) {
      return bad('shard must be null or {"index": i, "count": k} with 1 <= i <= k');
    }
    parsedShard = { index: shard.index, count: shard.count };
  }
  if (typeof verify !== 'boolean') return bad('verify must be true or false');
  if (!Array.isArray(results)) return bad('results must be an array');
  const spec: SweepSpec = {
    algorithm: sweepAlgorithm,
    sizes: parsedSizes,
    starts,
    ...(seed === undefined ? {} : { seed: seed as number }),
  };
  let mine: SweepPlan;
  try {
    mine = tasksOf(spec, parsedShard); // also checks that algorithm and starts fit the sizes
  } catch (error) {
    return bad((error as Error).message);
  }
  const is3d = isSweep3d(parsedSizes);
  if (tasksTotal !== mine.taskCount) {
    return bad(
      `tasksTotal is ${JSON.stringify(tasksTotal)} but ${describeShard(parsedShard)} of ${describeSpec({ algorithm, seed: seed as number | undefined, sizes, starts })} has ${mine.taskCount} tasks`,
    );
  }
  const seen = new Set<number>();
  const parsed = results.map((r, i) => {
    const where = `results[${i}]`;
    const result = parseTaskResult(r, where, is3d, bad);
    const task = mine.includes(result.id) ? mine.task(result.id) : undefined;
    if (!task) {
      return bad(`${where}: task ${result.id} is not in ${describeShard(parsedShard)}`);
    }
    if (
      task.width !== result.width ||
      task.height !== result.height ||
      task.depth !== result.depth ||
      task.from !== result.from ||
      task.to !== result.to
    ) {
      return bad(`${where}: task ${result.id} does not match the plan of this sweep`);
    }
    if (seen.has(result.id)) return bad(`${where}: task ${result.id} appears twice`);
    seen.add(result.id);
    return result;
  });
  parsed.sort((a, b) => a.id - b.id);
  return {
    format: RESULT_FORMAT,
    algorithm: sweepAlgorithm,
    ...(seed === undefined ? {} : { seed: seed as number }),
    sizes: formatSizes(parsedSizes),
    starts,
    shard: parsedShard,
    verify,
    tasksTotal,
    results: parsed,
  };
}

function parseTaskResult(
  r: unknown,
  where: string,
  is3d: boolean,
  bad: (why: string) => never,
): TaskResult {
  if (!isObject(r)) return bad(`${where}: not an object`);
  for (const key of ['id', 'width', 'height', 'from', 'to', 'instances', 'squares', 'verified']) {
    if (!isCount(r[key])) return bad(`${where}: ${key} must be a whole number`);
  }
  // A 3-D sweep's tasks carry the depth of their box; a 2-D sweep's never do.
  if (is3d ? !isCount(r.depth) : r.depth !== undefined) {
    return bad(
      `${where}: depth must be ${is3d ? 'a whole number (a 3-D sweep)' : 'absent (a 2-D sweep)'}`,
    );
  }
  const depth = r.depth as number | undefined;
  const n = r as Json & Record<'id' | 'width' | 'height' | 'from' | 'to' | 'instances', number>;
  if (n.instances !== n.to - n.from) return bad(`${where}: instances must be to - from`);
  if (!Array.isArray(r.attempts) || !r.attempts.every(isCount) || (r.attempts[0] ?? 0) !== 0) {
    return bad(`${where}: attempts must be an array of counts with attempts[0] = 0`);
  }
  if (!Array.isArray(r.failed)) return bad(`${where}: failed must be an array`);
  const failed = r.failed.map((f, j): FailedInstance => {
    const at = `${where}.failed[${j}]`;
    if (!isObject(f)) return bad(`${at}: not an object`);
    // Files written before 0.1 also carry `n` (the width): accepted and dropped.
    for (const key of ['width', 'height', 'reached', 'attempts']) {
      if (!isCount(f[key])) return bad(`${at}: ${key} must be a whole number`);
    }
    const start = f.start;
    const sides = is3d ? 3 : 2;
    if (!Array.isArray(start) || start.length !== sides || !start.every(isCount)) {
      return bad(`${at}: start must be ${is3d ? '[x, y, z]' : '[x, y]'}`);
    }
    if (f.width !== n.width || f.height !== n.height || f.depth !== depth) {
      const board = [f.width, f.height, ...(f.depth === undefined ? [] : [f.depth])];
      return bad(`${at}: board ${board.map(String).join('x')} is not the task's board`);
    }
    if (f.problem !== undefined && typeof f.problem !== 'string') {
      return bad(`${at}: problem must be a string`);
    }
    return {
      width: f.width as number,
      height: f.height as number,
      ...(depth === undefined ? {} : { depth }),
      start: is3d
        ? [start[0] as number, start[1] as number, start[2] as number]
        : [start[0] as number, start[1] as number],
      reached: f.reached as number,
      attempts: f.attempts as number,
      ...(typeof f.problem === 'string' ? { problem: f.problem } : {}),
    };
  });
  const attempts = r.attempts as number[];
  const complete = attempts.reduce((a, b) => a + b, 0);
  if (complete + failed.length !== n.instances) {
    return bad(`${where}: complete (${complete}) plus failed (${failed.length}) is not instances`);
  }
  let methods: Partial<Record<AutoMethod, number>> | undefined;
  if (r.methods !== undefined) {
    const m = r.methods;
    if (
      !isObject(m) ||
      !Object.entries(m).every(([k, v]) => AUTO_METHODS.includes(k as AutoMethod) && isCount(v))
    ) {
      return bad(`${where}: methods must map auto's methods to counts`);
    }
    if (Object.values(m).reduce((a: number, b) => a + (b as number), 0) !== n.instances) {
      return bad(`${where}: methods must add up to instances`);
    }
    methods = m as Partial<Record<AutoMethod, number>>;
  }
  return taskResult(
    { id: n.id, width: n.width, height: n.height, depth, from: n.from, to: n.to },
    { failed, attempts, squares: r.squares as number, verified: r.verified as number, methods },
  );
}
