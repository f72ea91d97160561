import { boardOf, escapeControls, KnightsTourError, quote, rethrowAs } from '@knights-tour/core';
import { readText } from '@knights-tour/files';
import { planSweep, type Shard, type SweepPlan } from '../plan/plan.js';
import { taskResultFields } from '../plan/result-fields.js';
import { type FailedInstance, type TaskResult, taskResult } from '../plan/results.js';
import { createSweepSpec, type SweepSpec, specKey } from '../plan/spec.js';
import { crc32 } from './checksum.js';
import { TaskChecker } from './result-check.js';

/**
 * The result file of a sweep: a header saying what was run (spec, shard, verification), then
 * one task result a line in task order, so the same work always gives the same bytes, files
 * diff and stream well, and a partial file (interrupted, or one shard) is valid. Every task
 * line ends with a checksum of the task and of the sweep it belongs to; reading checks the
 * header against the plan, every record for consistency and every checksum, and refuses a
 * file that fails with the task and the reason. The schema is schema/sweep-results.json.
 */

/** The `format` tag of a sweep result file: version 2 has a checksum on every task. */
export const RESULT_FORMAT = 'knights-tour-sweep/2';

/** Most bytes a result file may have when read (a 5-430 paper sweep writes about 7 MB). */
export const MAX_RESULT_FILE_BYTES = 256 * 1024 * 1024;

/** A sweep's results: what was run and the result of every task done so far. */
export interface SweepResultFile {
  readonly spec: SweepSpec;
  /** The shard this file covers, or null for the whole plan. */
  readonly shard: Shard | null;
  /** Whether every complete walk was re-checked by the verifier. */
  readonly verify: boolean;
  /** Tasks in this file's plan (the shard's tasks when sharded). */
  readonly tasksTotal: number;
  /** In task order. */
  readonly results: readonly TaskResult[];
}

/** What the checksum of every task also covers: the sweep it belongs to. */
function identity(spec: SweepSpec, verify: boolean): string {
  return `${RESULT_FORMAT} ${specKey(spec)} ${verify}\n`;
}

/** A task's JSON as the file writes it, and its checksum, which also covers the sweep (`of`). */
function written(result: TaskResult, of: string): { json: string; sum: string } {
  const json = JSON.stringify(taskResultFields(result));
  return { json, sum: crc32(of + json) };
}

/** A task's line: its JSON with its checksum as the last field. */
function taskLine(result: TaskResult, of: string): string {
  const { json, sum } = written(result, of);
  return `${json.slice(0, -1)},"sum":"${sum}"}`;
}

/**
 * The writer of a result file's lines: the header of a file, and each task's line (computed
 * once per task: a sweep rewrites its file with every finished task).
 */
export function resultLines(file: Omit<SweepResultFile, 'results'>) {
  const of = identity(file.spec, file.verify);
  const { spec, shard } = file;
  const head = JSON.stringify({
    format: RESULT_FORMAT,
    algorithm: spec.algorithm,
    ...(spec.seed === undefined ? {} : { seed: spec.seed }),
    sizes: spec.sizes,
    starts: spec.starts,
    shard: shard && shard.count > 1 ? { index: shard.index, count: shard.count } : null,
    verify: file.verify,
    tasksTotal: file.tasksTotal,
  });
  return {
    task: (result: TaskResult) => taskLine(result, of),
    /** The whole file from the task lines, in task order. */
    file(lines: readonly string[]): string {
      const body = lines.length === 0 ? '[]' : `[\n${lines.join(',\n')}\n]`;
      return `${head.slice(0, -1)},"results":${body}}\n`;
    },
  };
}

/** Serialises a result file: one task a line, each with its checksum. */
export function formatResultFile(file: SweepResultFile): string {
  const lines = resultLines(file);
  return lines.file(file.results.map(lines.task));
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

const TASK_KEYS = new Set([
  'id',
  'width',
  'height',
  'depth',
  'from',
  'to',
  'instances',
  'failed',
  'attempts',
  'squares',
  'verified',
  'methods',
  'sum',
]);
const FAILURE_KEYS = new Set([
  'width',
  'height',
  'depth',
  'start',
  'reached',
  'attempts',
  'problem',
]);

/** A task record of the file, its structure checked (consistency is result-check.ts's). */
function readTask(r: unknown, bad: (why: string) => never): { result: TaskResult; sum: unknown } {
  if (!isObject(r)) return bad('not an object');
  const unknown = Object.keys(r).find((k) => !TASK_KEYS.has(k));
  if (unknown !== undefined) return bad(`unknown field ${quote(unknown)}`);
  for (const key of ['id', 'width', 'height', 'from', 'to', 'instances', 'squares', 'verified']) {
    if (!isCount(r[key])) return bad(`${key} must be a whole number`);
  }
  const n = r as Json & Record<'id' | 'width' | 'height' | 'from' | 'to' | 'instances', number>;
  if (n.instances !== n.to - n.from) return bad(`instances is ${n.instances}, not to - from`);
  // The depth of a box; 2-D tasks carry none.
  if (r.depth !== undefined && !(isCount(r.depth) && r.depth > 1)) {
    return bad('depth must be a whole number above 1 (2-D tasks have none)');
  }
  const depth = r.depth as number | undefined;
  const board = boardOf({ width: n.width, height: n.height, depth });
  if (!Array.isArray(r.attempts) || !r.attempts.every(isCount)) {
    return bad('attempts must be an array of counts');
  }
  if (!Array.isArray(r.failed)) return bad('failed must be an array');
  const failed = r.failed.map((f, j): FailedInstance => {
    const at = `failure ${j + 1}`;
    if (!isObject(f)) return bad(`${at}: not an object`);
    const extra = Object.keys(f).find((k) => !FAILURE_KEYS.has(k));
    if (extra !== undefined) return bad(`${at}: unknown field ${quote(extra)}`);
    for (const key of ['width', 'height', 'reached', 'attempts']) {
      if (!isCount(f[key])) return bad(`${at}: ${key} must be a whole number`);
    }
    if (f.width !== n.width || f.height !== n.height || f.depth !== depth) {
      return bad(`${at}: its board is not the task's board`);
    }
    const start = f.start;
    if (!Array.isArray(start) || start.length < 2 || start.length > 3 || !start.every(isCount)) {
      return bad(`${at}: start must be [x, y] or [x, y, z]`);
    }
    if (f.problem !== undefined && typeof f.problem !== 'string') {
      return bad(`${at}: problem must be a string`);
    }
    return {
      board,
      start: start as [number, number] | [number, number, number],
      reached: f.reached as number,
      attempts: f.attempts as number,
      ...(typeof f.problem === 'string' ? { problem: f.problem } : {}),
    };
  });
  if (
    r.methods !== undefined &&
    !(isObject(r.methods) && Object.values(r.methods).every(isCount))
  ) {
    return bad('methods must map methods to counts');
  }
  const result = taskResult(
    { id: n.id, board, from: n.from, to: n.to },
    {
      failed,
      attempts: [...(r.attempts as number[])],
      squares: r.squares as number,
      verified: r.verified as number,
      methods: r.methods as TaskResult['methods'],
    },
  );
  return { result, sum: r.sum };
}

/**
 * Reads a sweep result file from its text: the header must name a sweep core accepts and
 * match its plan, every task record must be a task of that plan whose counts add up (see
 * result-check.ts) and carry its checksum. Throws a one-line `KnightsTourError` naming the
 * file (`name`), the task and the reason otherwise; nothing of the file's bytes is echoed raw.
 */
export function parseResultFile(text: string, name = 'result file'): SweepResultFile {
  const shown = escapeControls(name);
  const bad = (why: string): never => {
    throw new KnightsTourError(`${shown}: ${why}`);
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const why = (error as Error).message.split('\n')[0] ?? '';
    bad(`not a sweep result file (not JSON: ${escapeControls(why.slice(0, 120))})`);
  }
  if (!isObject(data)) return bad('not a sweep result file (expected a JSON object)');
  if (data.format === 'knights-tour-sweep/1') {
    return bad(
      `written by an older knights-tour (format knights-tour-sweep/1, without checksums): run the sweep again`,
    );
  }
  if (data.format !== RESULT_FORMAT) {
    const format = typeof data.format === 'string' ? quote(data.format) : 'missing';
    return bad(`not a sweep result file (format is ${format}, expected '${RESULT_FORMAT}')`);
  }
  const { algorithm, seed, starts, sizes, shard, verify, tasksTotal, results } = data;
  for (const [key, value] of [
    ['algorithm', algorithm],
    ['sizes', sizes],
    ['starts', starts],
  ] as const) {
    if (typeof value !== 'string') return bad(`${key} must be a string`);
  }
  if (seed !== undefined && !isCount(seed)) return bad('seed must be a whole number');
  const spec: SweepSpec = rethrowAs(
    () =>
      createSweepSpec({
        algorithm: algorithm as string,
        sizes: sizes as string,
        starts: starts as string,
        seed: seed as number | undefined,
      }),
    (error) => new KnightsTourError(`${shown}: ${error.message}`),
  );
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
    if (shard.count > 1) parsedShard = { index: shard.index, count: shard.count };
  }
  if (typeof verify !== 'boolean') return bad('verify must be true or false');
  if (!Array.isArray(results)) return bad('results must be an array');
  const plan: SweepPlan = planSweep(spec, parsedShard);
  if (tasksTotal !== plan.taskCount) {
    return bad(
      `tasksTotal is ${isCount(tasksTotal) ? tasksTotal : 'not a count'} but this sweep's plan has ${plan.taskCount} tasks`,
    );
  }
  const of = identity(spec, verify);
  const checker = new TaskChecker(plan, verify);
  const read: TaskResult[] = [];
  for (const [i, record] of results.entries()) {
    const id = isObject(record) && isCount(record.id) ? ` (task ${record.id})` : '';
    const where = `results[${i}]${id}`;
    const { result, sum } = readTask(record, (why) => bad(`${where}: ${why}`));
    const problem = checker.check(result);
    if (problem) bad(`${where}: ${problem}`);
    if (typeof sum !== 'string' || sum !== written(result, of).sum) {
      bad(
        `${where}: ${sum === undefined ? 'no checksum' : 'the checksum does not match'}: the task or the header was edited or corrupted`,
      );
    }
    if (i > 0 && read[i - 1]!.id >= result.id) {
      bad(`${where}: tasks must be in task order, each once`);
    }
    read.push(result);
  }
  return { spec, shard: parsedShard, verify, tasksTotal: plan.taskCount, results: read };
}

/** Options of {@link readResultFile}. */
export interface ReadResultOptions {
  /** Read for the path `-` (default `process.stdin`): any stream of bytes or text. */
  readonly stdin?: AsyncIterable<Uint8Array | string> | undefined;
  /** What messages call the file (default the path, `standard input` for `-`). */
  readonly name?: string | undefined;
}

/** Reads and checks a result file (or `-`, standard input) through the one bounded reader. */
export async function readResultFile(
  path: string,
  options: ReadResultOptions = {},
): Promise<SweepResultFile> {
  const text = await readText(path, {
    ...options,
    limit: MAX_RESULT_FILE_BYTES,
    what: 'sweep result file',
  });
  return parseResultFile(text, options.name ?? (path === '-' ? 'standard input' : path));
}
