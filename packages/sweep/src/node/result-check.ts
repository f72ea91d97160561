import {
  AUTO_METHODS,
  type AutoMethod,
  algorithmInfo,
  boardName,
  cellCount,
  cellIndex,
  quote,
  squareArity,
  squareLabel,
  unitOf,
} from '@knights-tour/core';
import type { SweepPlan } from '../plan/plan.js';
import type { TaskResult } from '../plan/results.js';
import { BoardStarts } from '../plan/starts.js';

/**
 * Whether a task record read from a result file can be what the sweep wrote: the evidence of a
 * regression run must not say more than the run found. Each check names the first thing that
 * does not add up; the per-task checksum (result-file.ts) catches the rest of the edits and
 * corruptions.
 */
export class TaskChecker {
  private starts: BoardStarts | undefined;
  private readonly info;

  constructor(
    private readonly plan: SweepPlan,
    private readonly verify: boolean,
  ) {
    this.info = algorithmInfo(plan.spec.algorithm);
  }

  private startsOf(r: TaskResult): BoardStarts {
    if (!this.starts || boardName(this.starts.board) !== boardName(r.board)) {
      this.starts = new BoardStarts(this.plan.spec.starts, r.board);
    }
    return this.starts;
  }

  /** The first inconsistency of `r` (a task record of this plan's file), or undefined. */
  check(r: TaskResult): string | undefined {
    const task = this.plan.includes(r.id) ? this.plan.task(r.id) : undefined;
    if (!task) return `it is not a task of this file's plan (${this.plan.taskCount} tasks)`;
    if (boardName(task.board) !== boardName(r.board) || task.from !== r.from || task.to !== r.to) {
      return 'its board or its starts differ from the plan of this sweep';
    }
    if (r.instances !== r.to - r.from) return `instances is ${r.instances}, not to - from`;
    const { board } = r;
    const cells = cellCount(board);
    const auto = this.info.kind === 'auto';
    const most = this.info.attempts;
    if ((r.attempts[0] ?? 0) !== 0) return 'attempts[0] must be 0';
    if (!auto && r.attempts.length - 1 > most) {
      return `attempts counts instances that needed ${r.attempts.length - 1} attempts; ${this.plan.spec.algorithm} makes at most ${most}`;
    }
    const complete = r.attempts.reduce((a, b) => a + b, 0);
    if (complete + r.failed.length !== r.instances) {
      return `complete (${complete}) and failed (${r.failed.length}) instances do not add up to its ${r.instances} instances`;
    }
    let problems = 0;
    let reachedSum = 0;
    let previous = -1;
    for (const [j, f] of r.failed.entries()) {
      const at = `failure ${j + 1}`;
      const [x, y, z = 0] = f.start;
      if (f.start.length !== squareArity(board))
        return `${at}: its start has ${f.start.length} coordinates`;
      const start = squareLabel(f.start);
      if (x! >= board.width || y! >= board.height || z >= board.depth) {
        return `${at}: its start ${start} is off the board`;
      }
      const position = this.startsOf(r).indexOf(cellIndex(board, x!, y!, z));
      if (position < r.from || position >= r.to) {
        return `${at}: its start ${start} is not one of the task's ${this.plan.spec.starts} starts ${r.from}..${r.to - 1}`;
      }
      if (position <= previous) return `${at}: its start comes twice or out of order`;
      previous = position;
      if (!auto && (f.attempts < 1 || f.attempts > most)) {
        return `${at}: ${f.attempts} attempts; ${this.plan.spec.algorithm} makes 1 to ${most}`;
      }
      if (f.problem !== undefined) {
        problems++;
        if (!this.verify) return `${at}: a verifier's problem in a sweep that was not verified`;
        if (f.reached !== cells) return `${at}: a rejected complete walk reaches every square`;
      } else if (f.reached >= cells || (!auto && f.reached < 1)) {
        return `${at}: reached ${f.reached} of the board's ${cells} ${unitOf(board)}`;
      }
      reachedSum += f.reached;
    }
    if (!this.verify && r.verified !== 0) {
      return `verified is ${r.verified} in a sweep that was not verified`;
    }
    if (this.verify && r.verified !== complete + problems) {
      return `verified is ${r.verified}, not its ${complete + problems} complete walks`;
    }
    const least = auto ? r.instances : complete * cells + reachedSum;
    const limit = r.instances * cells * Math.max(most, 1);
    if (r.squares < least || (!auto && r.squares > limit)) {
      return `squares walked (${r.squares}) cannot be what its instances walked`;
    }
    if (auto !== (r.methods !== undefined)) {
      return auto ? 'methods is missing (an auto sweep)' : 'methods is only for auto sweeps';
    }
    if (r.methods) {
      let sum = 0;
      for (const [method, n] of Object.entries(r.methods)) {
        if (!AUTO_METHODS.includes(method as AutoMethod))
          return `methods: unknown method ${quote(method)}`;
        sum += n;
      }
      if (sum !== r.instances) return `methods add up to ${sum}, not its ${r.instances} instances`;
    }
    return undefined;
  }
}
