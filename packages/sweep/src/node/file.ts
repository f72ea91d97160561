import {
  type HeuristicName,
  isHeuristicName,
  isStartSetName,
  KnightsTourError,
  type StartSetName,
} from '@knights-tour/core';
import {
  type BoardSize,
  type FailedInstance,
  formatSizes,
  parseSizes,
  planSweep,
  type Shard,
  type SweepSpec,
  type SweepTask,
  shardTasks,
  type TaskResult,
} from '../plan/index.js';

/** The `format` tag of a sweep result file. */
export const RESULT_FORMAT = 'knights-tour-sweep/1';

/**
 * A sweep's results on disk: what was run (spec, shard, verification) and the result of every
 * task done so far. A partial file (interrupted, or one shard of several) is valid; `results`
 * are in task order, so the same work always gives the same bytes.
 */
export interface SweepResultFile {
  readonly format: typeof RESULT_FORMAT;
  readonly algorithm: HeuristicName;
  /** Canonical size list, e.g. `5-80`. */
  readonly sizes: string;
  readonly starts: StartSetName;
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
  return { algorithm: file.algorithm, sizes: parseSizes(file.sizes), starts: file.starts };
}

/** `aml on 5-80, paper-quadrant2 starts` (for messages). */
export function describeSpec(spec: { algorithm: string; sizes: string; starts: string }): string {
  return `${spec.algorithm} on sizes ${spec.sizes}, ${spec.starts} starts`;
}

/** `shard 2/3` or `the whole plan`. */
export function describeShard(shard: Shard | null | undefined): string {
  return shard ? `shard ${shard.index}/${shard.count}` : 'the whole plan';
}

// Planning a big sweep takes a fraction of a second; merging k shards would plan k times.
let planCache: { key: string; tasks: SweepTask[] } | undefined;

/** The whole deterministic plan of a spec (cached for the last spec). */
export function planOf(spec: SweepSpec): SweepTask[] {
  const key = `${spec.algorithm}|${spec.starts}|${spec.sizes.map((s) => `${s.width}x${s.height}`).join(',')}`;
  if (planCache?.key !== key) planCache = { key, tasks: planSweep(spec) };
  return planCache.tasks;
}

/** The tasks of a shard (all tasks without one). */
export function tasksOf(spec: SweepSpec, shard: Shard | null | undefined): SweepTask[] {
  const plan = planOf(spec);
  return shard ? shardTasks(plan, shard) : plan;
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
  const { algorithm, starts, sizes, shard, verify, tasksTotal, results } = data;
  if (typeof algorithm !== 'string' || !isHeuristicName(algorithm)) {
    return bad(`unknown algorithm ${JSON.stringify(algorithm)}`);
  }
  if (typeof starts !== 'string' || !isStartSetName(starts)) {
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
  const spec: SweepSpec = { algorithm, sizes: parsedSizes, starts };
  const mine = tasksOf(spec, parsedShard);
  if (tasksTotal !== mine.length) {
    return bad(
      `tasksTotal is ${JSON.stringify(tasksTotal)} but ${describeShard(parsedShard)} of ${describeSpec({ algorithm, sizes, starts })} has ${mine.length} tasks`,
    );
  }
  const byId = new Map(mine.map((t) => [t.id, t]));
  const seen = new Set<number>();
  const parsed = results.map((r, i) => {
    const where = `results[${i}]`;
    const result = parseTaskResult(r, where, bad);
    const task = byId.get(result.id);
    if (!task) {
      return bad(`${where}: task ${result.id} is not in ${describeShard(parsedShard)}`);
    }
    if (
      task.width !== result.width ||
      task.height !== result.height ||
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
    algorithm,
    sizes: formatSizes(parsedSizes),
    starts,
    shard: parsedShard,
    verify,
    tasksTotal,
    results: parsed,
  };
}

function parseTaskResult(r: unknown, where: string, bad: (why: string) => never): TaskResult {
  if (!isObject(r)) return bad(`${where}: not an object`);
  for (const key of ['id', 'width', 'height', 'from', 'to', 'instances', 'squares', 'verified']) {
    if (!isCount(r[key])) return bad(`${where}: ${key} must be a whole number`);
  }
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
    if (!Array.isArray(start) || start.length !== 2 || !start.every(isCount)) {
      return bad(`${at}: start must be [x, y]`);
    }
    if (f.width !== n.width || f.height !== n.height) {
      return bad(`${at}: board ${String(f.width)}x${String(f.height)} is not the task's board`);
    }
    if (f.problem !== undefined && typeof f.problem !== 'string') {
      return bad(`${at}: problem must be a string`);
    }
    return {
      width: f.width as number,
      height: f.height as number,
      start: [start[0] as number, start[1] as number],
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
  return {
    id: n.id,
    width: n.width,
    height: n.height,
    from: n.from,
    to: n.to,
    instances: n.instances,
    failed,
    attempts,
    squares: r.squares as number,
    verified: r.verified as number,
  };
}
