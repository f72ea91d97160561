import {
  type Board,
  boardName,
  escapeControls,
  plural,
  quote,
  squareLabel,
} from '@knights-tour/core';
import {
  type ChoiceExplainer,
  compareWithRule,
  type Departure,
  describeDeparture,
  type RuleWalk,
  TourFormatError,
  type WalkReader,
} from '@knights-tour/verify';
import type { LineAnswer } from './lines.js';
import type { ProgramRun } from './program.js';

/**
 * The verdict on one instance of a solver under test, never a wrong one: what the program did
 * (answered, crashed, ran out of time, flooded its output), what it claimed (a tour, or that
 * its heuristic got stuck), and what the independent verifier found in its walk; with a
 * reference rule, whether the walk is the rule's.
 */

/** The verdicts, best first. */
export const VERDICTS = ['valid', 'stuck', 'invalid', 'unreadable', 'crashed', 'timeout'] as const;
/**
 * `valid`: a verified tour. `stuck`: it claimed its heuristic got stuck, and its partial walk is
 * a legal walk from the start. `invalid`: what it claimed is not so (the first violation, with
 * its step). `unreadable`: no walk in any style the verifier reads (or a flood of output).
 * `crashed`: an exit code or a signal and no claim (the end of its standard error kept).
 * `timeout`: stopped, with everything it started, after the time allowed.
 */
export type Verdict = (typeof VERDICTS)[number];

/** Instances by verdict. */
export type VerdictCounts = Record<Verdict, number>;

/** No instance yet: every verdict at 0. */
export function noVerdicts(): VerdictCounts {
  return Object.fromEntries(VERDICTS.map((v) => [v, 0])) as VerdictCounts;
}

/** What a program did with one instance, whatever the protocol. */
export interface ProgramAnswer {
  /** What it claims, when it answered. */
  readonly claim?: 'tour' | 'stuck';
  /** Its walk as printed (with the claim's word blanked out, so that columns still match). */
  readonly text: string;
  /** Set when it gave no answer: why, in words (a crash, a time-out, a flood). */
  readonly failure?: {
    readonly verdict: 'crashed' | 'timeout' | 'unreadable';
    readonly why: string;
  };
  /** The last lines of its standard error. */
  readonly stderr: string;
  /** Its time on the instance, in milliseconds. */
  readonly ms: number;
}

/** The verdict on one instance: the evidence of every verdict but a valid one that agrees. */
export interface InstanceVerdict {
  readonly board: Board;
  readonly start: readonly [number, number];
  readonly verdict: Verdict;
  /** Milliseconds the program took (its start included when it is started per instance). */
  readonly ms: number;
  /** Squares in its walk, when it printed one that could be read. */
  readonly reached?: number;
  /** `invalid`: the step of the first violation (absent when the claim is wrong as a whole). */
  readonly step?: number;
  /** In words: the first violation, why it is unreadable, how it crashed or timed out. */
  readonly problem?: string;
  /** `crashed`, `timeout`: the last lines of its standard error, when it wrote any. */
  readonly stderr?: string;
  /** With a reference rule, a `valid` or `stuck` walk that is not the rule's: where it parts. */
  readonly departure?: Departure;
}

/** A verdict with the walk it judged (flat indices), for the comparison with a rule. */
export interface Judged {
  readonly verdict: InstanceVerdict;
  /** The walk of a `valid` or `stuck` verdict. */
  readonly squares?: Int32Array;
}

/** Milliseconds kept to the microsecond: the same bytes for the same figure. */
export const roundMs = (ms: number) => Math.round(ms * 1000) / 1000;

/** `3 s`, `0.5 s`. */
const seconds = (ms: number) => `${Number((ms / 1000).toPrecision(3))} s`;

/** `1 MiB`, `640 KiB`. */
const bytes = (n: number) =>
  n >= 1 << 20 ? `${Number((n / (1 << 20)).toPrecision(3))} MiB` : `${Math.ceil(n / 1024)} KiB`;

/** Limits an answer is judged against. */
export interface AnswerLimits {
  readonly timeoutMs: number;
  readonly maxOutput: number;
}

/** An answer that is none: why, with the end of standard error and the time. */
const none = (failure: NonNullable<ProgramAnswer['failure']>, stderr: string, ms: number) => ({
  text: '',
  failure,
  stderr,
  ms,
});

/** Why a program gave no answer at all (not started, out of time, flooded), or undefined. */
function noAnswer(
  run: Pick<ProgramRun, 'timedOut' | 'flooded' | 'failedToStart'>,
  limits: AnswerLimits,
  flood: string,
): ProgramAnswer['failure'] {
  if (run.failedToStart !== undefined) {
    return { verdict: 'crashed', why: `could not be started: ${run.failedToStart}` };
  }
  if (run.timedOut) {
    return {
      verdict: 'timeout',
      why: `no answer within ${seconds(limits.timeoutMs)}: stopped, with every process it started`,
    };
  }
  if (run.flooded) {
    return {
      verdict: 'unreadable',
      why: `${flood} of more than ${bytes(limits.maxOutput)}, more than any walk of the board: stopped there`,
    };
  }
  return undefined;
}

/** What a run of the `args` protocol answered: its exit code is its claim. */
export function answerOfRun(run: ProgramRun, limits: AnswerLimits): ProgramAnswer {
  const { stderr, ms } = run;
  const failure = noAnswer(run, limits, 'a standard output');
  if (failure) return none(failure, stderr, ms);
  const { code, signal } = run.end;
  if (signal !== null) return none({ verdict: 'crashed', why: `killed by ${signal}` }, stderr, ms);
  if (code === 0) return { claim: 'tour', text: run.stdout, stderr, ms };
  if (code === 1 && run.stdout.trim() !== '')
    return { claim: 'stuck', text: run.stdout, stderr, ms };
  const why =
    code === 1
      ? 'exit code 1 with nothing on standard output (what an uncaught exception gives; a stuck walk is printed)'
      : `exit code ${code}`;
  return none({ verdict: 'crashed', why }, stderr, ms);
}

/** A line of the `lines` protocol: `tour WALK` or `stuck WALK`. */
const ANSWER = /^(tour|stuck)(?:[ \t]+|$)/;

/** What a request of the `lines` protocol got: its answer line says the claim. */
export function answerOfLine(answer: LineAnswer, limits: AnswerLimits): ProgramAnswer {
  const { stderr, ms, line } = answer;
  const failure = noAnswer(answer, limits, 'an answer line');
  if (failure) return none(failure, stderr, ms);
  if (line === undefined) {
    const end = answer.end;
    const how =
      end?.signal != null
        ? `killed by ${end.signal}`
        : `exited${end?.code == null ? '' : ` with code ${end.code}`}`;
    return none({ verdict: 'crashed', why: `${how} before answering` }, stderr, ms);
  }
  const m = ANSWER.exec(line);
  if (!m) {
    const why = `the answer ${quote(line, 60)} does not start with 'tour' or 'stuck' (see the lines protocol)`;
    return none({ verdict: 'unreadable', why }, stderr, ms);
  }
  if (line.slice(m[0].length).trim() === '') {
    return none({ verdict: 'unreadable', why: `the answer '${m[1]}' holds no walk` }, stderr, ms);
  }
  // The word blanked out, so that the reader's columns are the line's.
  const text = ' '.repeat(m[0].length) + line.slice(m[0].length);
  return { claim: m[1] as 'tour' | 'stuck', text, stderr, ms };
}

/** The words of a claim, for the message that it is false. */
const claimed = (claim: 'tour' | 'stuck', protocol: 'args' | 'lines') =>
  protocol === 'args'
    ? claim === 'tour'
      ? 'exit code 0 claims a tour'
      : 'exit code 1 claims the heuristic got stuck'
    : claim === 'tour'
      ? "its answer 'tour' claims a tour"
      : "its answer 'stuck' claims the heuristic got stuck";

/** How a rule's walk is had and explained, for the comparison. */
export interface Reference {
  readonly walk: RuleWalk;
  readonly explain: ChoiceExplainer;
}

/**
 * Judges one answer: reads its walk (in the reading of the run), checks it with the verifier
 * and against what it claims. `compare` (with a reference) is for the caller, which has the
 * rule's walks: see {@link compareVerdict}.
 */
export function judgeAnswer(
  board: Board,
  start: readonly [number, number],
  answer: ProgramAnswer,
  reader: WalkReader,
  protocol: 'args' | 'lines',
): Judged {
  const base = { board, start, ms: roundMs(answer.ms) };
  const stderr = answer.stderr === '' ? {} : { stderr: answer.stderr };
  if (answer.failure) {
    const { verdict, why } = answer.failure;
    return {
      verdict: { ...base, verdict, problem: why, ...(verdict === 'unreadable' ? {} : stderr) },
    };
  }
  const claim = answer.claim!;
  if (answer.text.trim() === '') {
    return {
      verdict: {
        ...base,
        verdict: 'unreadable',
        problem: `${claimed(claim, protocol)}, but nothing was printed`,
      },
    };
  }
  let checked: ReturnType<WalkReader['read']>;
  try {
    checked = reader.read(answer.text, board);
  } catch (error) {
    if (!(error instanceof TourFormatError)) throw error;
    return { verdict: { ...base, verdict: 'unreadable', problem: escapeControls(error.message) } };
  }
  const { report, squares } = checked;
  const reached = report.steps;
  // The first violation by step: a wrong start, or a problem of the walk itself.
  let first: { step: number; message: string } | undefined;
  const [sx, sy] = start;
  const startIndex = sy * board.width + sx;
  if (squares && squares.length > 0 && squares[0] !== startIndex) {
    const s = squares[0]!;
    first = {
      step: 1,
      message: `step 1: the walk starts on ${squareLabel([s % board.width, Math.floor(s / board.width)])}, not on its start ${squareLabel([sx, sy])}`,
    };
  }
  for (const p of report.problems) {
    const step =
      p.kind === 'duplicate'
        ? p.steps[1]
        : p.kind === 'empty'
          ? 1
          : 'step' in p
            ? p.step
            : undefined;
    if (step !== undefined && (first === undefined || step < first.step)) {
      first = { step, message: p.message };
    }
  }
  const invalid = (problem: string, step?: number): Judged => ({
    verdict: {
      ...base,
      verdict: 'invalid',
      reached,
      ...(step === undefined ? {} : { step }),
      problem,
    },
  });
  if (first) return invalid(first.message, first.step);
  const cells = board.width * board.height;
  if (claim === 'tour' && !report.complete) {
    return invalid(
      `${claimed(claim, protocol)}, but the walk ends after ${reached} of the ${cells} squares of ${boardName(board)} (${plural(cells - report.visited, 'square')} never visited)`,
      reached + 1,
    );
  }
  if (claim === 'stuck' && report.complete) {
    return invalid(`${claimed(claim, protocol)}, but the walk is a complete tour`);
  }
  return { verdict: { ...base, verdict: claim === 'tour' ? 'valid' : 'stuck', reached }, squares };
}

/** A judged walk compared with the rule's walk from its start: the departure added, if any. */
export function compareVerdict(judged: Judged, reference: Reference): InstanceVerdict {
  const { verdict, squares } = judged;
  if (!squares) return verdict;
  const departure = compareWithRule(verdict.board, squares, reference.walk, reference.explain);
  return departure ? { ...verdict, departure } : verdict;
}

/**
 * Whether an instance passes: a valid tour; with a reference, the rule's own walk, a tour or
 * stuck where the rule gets stuck too (a correct AML fails where AML fails).
 */
export function passes(verdict: InstanceVerdict, reference: boolean): boolean {
  if (verdict.departure !== undefined) return false;
  return verdict.verdict === 'valid' || (reference && verdict.verdict === 'stuck');
}

/**
 * One instance in one line: `7x7 from (0,0): invalid: step 5 (line 1, col 30): …`, `…: crashed:
 * exit code 3 (stderr: ValueError: boom)`, `…: valid, but departs from aml at step 12: …`.
 */
export function describeVerdict(verdict: InstanceVerdict, reference?: string): string {
  const where = `${boardName(verdict.board)} from ${squareLabel([...verdict.start])}`;
  const parts: string[] = [verdict.verdict];
  if (verdict.problem !== undefined) parts[0] = `${verdict.verdict}: ${verdict.problem}`;
  if (verdict.verdict === 'stuck' && verdict.reached !== undefined) {
    parts[0] = `stuck after ${plural(verdict.reached, 'square')}`;
  }
  const lastLine = verdict.stderr?.split('\n').at(-1)?.trim();
  if (lastLine) parts.push(`stderr: ${quote(lastLine, 120)}`);
  let line = `${where}: ${parts.join('; ')}`;
  if (verdict.departure && reference !== undefined) {
    line += `, but it ${describeDeparture(verdict.departure, reference)}`;
  }
  return escapeControls(line);
}
