import {
  type Board,
  boardName,
  boardOf,
  type KnightsTourError,
  quote,
  rethrowAs,
  squareLabel,
} from '@knights-tour/core';
import type { Departure } from '@knights-tour/verify';
import type { SweepPlan } from '../plan/plan.js';
import { taskHeadFields } from '../plan/result-fields.js';
import { BoardStarts } from '../plan/starts.js';
import type { SolverTaskResult } from './results.js';
import { createSolverSpec, type SolverSpec } from './spec.js';
import { type InstanceVerdict, noVerdicts, passes, VERDICTS, type Verdict } from './verdict.js';

/**
 * The solver check's part of the result file (node/result-file.ts has the rest): its header,
 * its task records as they are written, and how a record read back is checked, so that the
 * evidence of a check never says more than the check found. The schema is
 * schema/sweep-results.json.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isSquare = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every(isCount);

/** The header's `solver` object: what was run, as the spec says it. */
export function solverHeader(spec: SolverSpec): Json {
  const { command, protocol, reference, timeout, reading } = spec;
  return {
    command,
    protocol,
    ...(reference === undefined ? {} : { reference }),
    timeout,
    ...(reading.inputFormat === undefined ? {} : { inputFormat: reading.inputFormat }),
    ...(reading.origin === undefined ? {} : { origin: reading.origin }),
    ...(reading.order === undefined ? {} : { order: reading.order }),
    ...(reading.key === undefined ? {} : { key: reading.key }),
  };
}

const HEADER_KEYS = new Set([
  'command',
  'protocol',
  'reference',
  'timeout',
  'inputFormat',
  'origin',
  'order',
  'key',
]);

/**
 * The spec of a header's `solver` object and its `sizes` and `starts`, read with the spec's own
 * rules: a field of the wrong type is `bad`, a spec's refusal is re-thrown as `wrap` says.
 */
export function readSolverHeader(
  solver: unknown,
  sizes: string,
  starts: string,
  bad: (why: string) => never,
  wrap: (error: KnightsTourError) => Error,
): SolverSpec {
  if (!isObject(solver)) return bad('solver must be an object');
  const unknown = Object.keys(solver).find((k) => !HEADER_KEYS.has(k));
  if (unknown !== undefined) return bad(`solver: unknown field ${quote(unknown)}`);
  const { command, protocol, reference, timeout, inputFormat, origin, order, key } = solver;
  if (typeof command !== 'string') return bad('solver: command must be a string');
  if (typeof protocol !== 'string') return bad('solver: protocol must be a string');
  if (!isTime(timeout)) return bad('solver: timeout must be a number of seconds');
  for (const [name, value] of [
    ['reference', reference],
    ['inputFormat', inputFormat],
    ['order', order],
    ['key', key],
  ] as const) {
    if (value !== undefined && typeof value !== 'string')
      return bad(`solver: ${name} must be a string`);
  }
  if (origin !== undefined && origin !== 0 && origin !== 1)
    return bad('solver: origin must be 0 or 1');
  return rethrowAs(
    () =>
      createSolverSpec({
        command,
        protocol,
        sizes,
        starts,
        timeout,
        reference: reference as string | undefined,
        inputFormat: inputFormat as string | undefined,
        origin: origin as number | undefined,
        order: order as string | undefined,
        key: key as string | undefined,
      }),
    wrap,
  );
}

/** An instance's record as written: without its board (the task's), its fields in one order. */
export function instanceFields(v: InstanceVerdict): Json {
  const d = v.departure;
  return {
    start: v.start,
    verdict: v.verdict,
    ms: v.ms,
    ...(v.reached === undefined ? {} : { reached: v.reached }),
    ...(v.step === undefined ? {} : { step: v.step }),
    ...(v.problem === undefined ? {} : { problem: v.problem }),
    ...(v.stderr === undefined ? {} : { stderr: v.stderr }),
    ...(d === undefined
      ? {}
      : {
          departure: {
            step: d.step,
            ...(d.walk === undefined ? {} : { walk: d.walk }),
            ...(d.rule === undefined ? {} : { rule: d.rule }),
            ...(d.outcome === undefined ? {} : { outcome: d.outcome }),
            why: d.why,
          },
        }),
  };
}

/** A task record as written: the board as its fields, each instance without it. */
export function solverTaskFields(r: SolverTaskResult): Json {
  return {
    ...taskHeadFields(r),
    verdicts: r.verdicts,
    ...(r.agreeing === undefined ? {} : { agreeing: r.agreeing }),
    ms: r.ms,
    maxMs: r.maxMs,
    failed: r.failed.map(instanceFields),
  };
}

const TASK_KEYS = new Set([
  'id',
  'width',
  'height',
  'from',
  'to',
  'instances',
  'verdicts',
  'agreeing',
  'ms',
  'maxMs',
  'failed',
  'sum',
]);
const INSTANCE_KEYS = new Set([
  'start',
  'verdict',
  'ms',
  'reached',
  'step',
  'problem',
  'stderr',
  'departure',
]);
const DEPARTURE_KEYS = new Set(['step', 'walk', 'rule', 'outcome', 'why']);
const OUTCOMES = ['completes-where-rule-is-stuck', 'stuck-where-rule-completes'];

function readDeparture(d: unknown, bad: (why: string) => never): Departure {
  if (!isObject(d)) return bad('departure must be an object');
  const extra = Object.keys(d).find((k) => !DEPARTURE_KEYS.has(k));
  if (extra !== undefined) return bad(`departure: unknown field ${quote(extra)}`);
  if (!isCount(d.step) || d.step < 1) return bad('departure: step must be a whole number from 1');
  if (typeof d.why !== 'string') return bad('departure: why must be a string');
  for (const key of ['walk', 'rule'] as const) {
    if (d[key] !== undefined && !isSquare(d[key])) return bad(`departure: ${key} must be [x, y]`);
  }
  if (d.walk === undefined && d.rule === undefined)
    return bad('departure: walk or rule must be given');
  if (d.outcome !== undefined && !OUTCOMES.includes(d.outcome as string)) {
    return bad(`departure: outcome must be one of ${OUTCOMES.join(', ')}`);
  }
  return {
    step: d.step,
    ...(d.walk === undefined ? {} : { walk: d.walk as [number, number] }),
    ...(d.rule === undefined ? {} : { rule: d.rule as [number, number] }),
    ...(d.outcome === undefined ? {} : { outcome: d.outcome as Departure['outcome'] & string }),
    why: d.why,
  };
}

function readInstance(f: unknown, board: Board, bad: (why: string) => never): InstanceVerdict {
  if (!isObject(f)) return bad('not an object');
  const extra = Object.keys(f).find((k) => !INSTANCE_KEYS.has(k));
  if (extra !== undefined) return bad(`unknown field ${quote(extra)}`);
  if (!isSquare(f.start)) return bad('start must be [x, y]');
  if (!VERDICTS.includes(f.verdict as Verdict))
    return bad(`verdict must be one of ${VERDICTS.join(', ')}`);
  if (!isTime(f.ms)) return bad('ms must be a number of milliseconds');
  for (const key of ['reached', 'step'] as const) {
    if (f[key] !== undefined && !isCount(f[key])) return bad(`${key} must be a whole number`);
  }
  for (const key of ['problem', 'stderr'] as const) {
    if (f[key] !== undefined && typeof f[key] !== 'string') return bad(`${key} must be a string`);
  }
  return {
    board,
    start: f.start,
    verdict: f.verdict as Verdict,
    ms: f.ms,
    ...(f.reached === undefined ? {} : { reached: f.reached as number }),
    ...(f.step === undefined ? {} : { step: f.step as number }),
    ...(f.problem === undefined ? {} : { problem: f.problem as string }),
    ...(f.stderr === undefined ? {} : { stderr: f.stderr as string }),
    ...(f.departure === undefined ? {} : { departure: readDeparture(f.departure, bad) }),
  };
}

/** A task record of a solver check's file, its structure checked (consistency: {@link SolverTaskChecker}). */
export function readSolverTask(
  r: unknown,
  bad: (why: string) => never,
): { result: SolverTaskResult; sum: unknown } {
  if (!isObject(r)) return bad('not an object');
  const unknown = Object.keys(r).find((k) => !TASK_KEYS.has(k));
  if (unknown !== undefined) return bad(`unknown field ${quote(unknown)}`);
  for (const key of ['id', 'width', 'height', 'from', 'to', 'instances']) {
    if (!isCount(r[key])) return bad(`${key} must be a whole number`);
  }
  const n = r as Json & Record<'id' | 'width' | 'height' | 'from' | 'to' | 'instances', number>;
  if (n.width < 1 || n.height < 1) return bad('width and height must be at least 1');
  const board: Board = boardOf({ width: n.width, height: n.height });
  const counts = noVerdicts();
  if (!isObject(r.verdicts)) return bad('verdicts must map each verdict to a count');
  for (const key of Object.keys(r.verdicts)) {
    if (!VERDICTS.includes(key as Verdict)) return bad(`verdicts: unknown verdict ${quote(key)}`);
  }
  for (const v of VERDICTS) {
    const count = r.verdicts[v];
    if (!isCount(count)) return bad(`verdicts: ${v} must be a count`);
    counts[v] = count;
  }
  if (r.agreeing !== undefined && !isCount(r.agreeing)) return bad('agreeing must be a count');
  if (!isTime(r.ms) || !isTime(r.maxMs)) return bad('ms and maxMs must be numbers of milliseconds');
  if (!Array.isArray(r.failed)) return bad('failed must be an array');
  const failed = r.failed.map((f, j) =>
    readInstance(f, board, (why) => bad(`failed instance ${j + 1}: ${why}`)),
  );
  return {
    result: {
      id: n.id,
      board,
      from: n.from,
      to: n.to,
      instances: n.instances,
      verdicts: counts,
      ...(r.agreeing === undefined ? {} : { agreeing: r.agreeing as number }),
      ms: r.ms,
      maxMs: r.maxMs,
      failed,
    },
    sum: r.sum,
  };
}

/**
 * Whether a task record of a solver check's file can be what the check wrote: its counts add
 * up, every instance that does not pass has its record and only those, each record's start is
 * one of the task's, in order, and its fields fit its verdict.
 */
export class SolverTaskChecker {
  private starts: BoardStarts | undefined;

  constructor(private readonly plan: SweepPlan<SolverSpec>) {}

  /** The first inconsistency of `r`, or undefined. */
  check(r: SolverTaskResult): string | undefined {
    const task = this.plan.includes(r.id) ? this.plan.task(r.id) : undefined;
    if (!task) return `it is not a task of this file's plan (${this.plan.taskCount} tasks)`;
    if (boardName(task.board) !== boardName(r.board) || task.from !== r.from || task.to !== r.to) {
      return 'its board or its starts differ from the plan of this check';
    }
    if (r.instances !== r.to - r.from) return `instances is ${r.instances}, not to - from`;
    const total = VERDICTS.reduce((sum, v) => sum + r.verdicts[v], 0);
    if (total !== r.instances)
      return `its verdicts add up to ${total}, not its ${r.instances} instances`;
    const reference = this.plan.spec.reference !== undefined;
    if (reference !== (r.agreeing !== undefined)) {
      return reference
        ? 'agreeing is missing (a check with a reference)'
        : 'agreeing is only for a check with a reference';
    }
    const b = this.starts?.board;
    if (!this.starts || b?.width !== r.board.width || b.height !== r.board.height) {
      this.starts = new BoardStarts(this.plan.spec.starts, r.board);
    }
    const recorded = noVerdicts();
    let departures = 0;
    let previous = -1;
    for (const [j, f] of r.failed.entries()) {
      const at = `failed instance ${j + 1}`;
      const [x, y] = f.start;
      if (x >= r.board.width || y >= r.board.height)
        return `${at}: its start ${squareLabel(f.start)} is off the board`;
      const position = this.starts.indexOf(y * r.board.width + x);
      if (position < r.from || position >= r.to) {
        return `${at}: its start ${squareLabel(f.start)} is not one of the task's ${this.plan.spec.starts} starts ${r.from}..${r.to - 1}`;
      }
      if (position <= previous) return `${at}: its start comes twice or out of order`;
      previous = position;
      if (passes(f, reference)) return `${at}: it passes, so it is no failure to record`;
      if (f.departure !== undefined) {
        if (!reference) return `${at}: a departure in a check without a reference`;
        if (f.verdict !== 'valid' && f.verdict !== 'stuck')
          return `${at}: a departure recorded with a ${f.verdict} verdict`;
        departures++;
      }
      if (f.step !== undefined && f.verdict !== 'invalid') {
        return `${at}: the step of a violation in a ${f.verdict} verdict`;
      }
      if (f.ms > r.maxMs) return `${at}: ${f.ms} ms, more than the task's longest, ${r.maxMs} ms`;
      recorded[f.verdict]++;
    }
    // Every instance that does not pass is recorded: a valid one (a stuck one, with a
    // reference) only where it departs from the rule.
    for (const v of VERDICTS) {
      const some = v === 'valid' || (reference && v === 'stuck');
      if (some ? recorded[v] > r.verdicts[v] : recorded[v] !== r.verdicts[v]) {
        return `${r.verdicts[v]} ${v} instances but ${recorded[v]} records of them`;
      }
    }
    if (reference && r.agreeing !== r.verdicts.valid + r.verdicts.stuck - departures) {
      return `agreeing is ${r.agreeing}, not its ${r.verdicts.valid + r.verdicts.stuck - departures} valid and stuck walks without a departure`;
    }
    if (r.maxMs > r.ms)
      return `its longest instance (${r.maxMs} ms) is longer than all of them (${r.ms} ms)`;
    return undefined;
  }
}
