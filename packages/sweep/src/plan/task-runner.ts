import {
  type AutoMethod,
  algorithmInfo,
  autoTour,
  type Board,
  boardName,
  type CompleteWalk,
  cellAt,
  cellCount,
  cellIndex,
  type HeuristicName,
  HeuristicRunner,
} from '@knights-tour/core';
import type { SweepTask } from './plan.js';
import { type FailedInstance, type TaskResult, taskResult } from './results.js';
import type { SweepSpec } from './spec.js';
import { BoardStarts } from './starts.js';

/** A complete walk to check: core's hand-over, with the start the sweep asked for. */
export interface CheckedWalk extends CompleteWalk {
  /** Square index (core's `cellIndex`) of the instance's start, from the sweep's own list. */
  readonly start: number;
}

/**
 * Checks a complete walk (moves from `start` as the kernel hands them over, or flat square
 * indices on any board); returns a one-line problem or undefined. The sweep takes the verifier
 * as a parameter (verify's `checkWalk`) so that core stays independent of it.
 */
export type WalkCheck = (board: Board, walk: CheckedWalk) => string | undefined;

/** A walk kept as square indices, to check. */
function ofSquares(squares: Int32Array): CheckedWalk {
  return { start: squares[0]!, moves: undefined, squares: () => squares };
}

// `auto` answers what OctAML16 (its first step, core's autoTour) leaves: the batch runs that.
const AUTO_FIRST = 'octaml16' satisfies HeuristicName & AutoMethod;

/**
 * Runs tasks, one board at a time: keeps core's HeuristicRunner and the start set of the
 * current board across its tasks (consecutive tasks usually share a board). One path for
 * every board and every heuristic: core picks the engine (the 2-D kernel, the 3-D walker).
 */
export class TaskRunner {
  private current: { runner: HeuristicRunner; starts: BoardStarts } | undefined;

  private prepare(spec: SweepSpec, task: SweepTask) {
    if (
      !this.current ||
      this.current.starts.set !== spec.starts ||
      boardName(this.current.runner.board) !== boardName(task.board)
    ) {
      this.current = undefined; // drop the old buffers before allocating new ones
      const runner = new HeuristicRunner(task.board);
      this.current = { runner, starts: new BoardStarts(spec.starts, runner.board) };
    }
    return this.current;
  }

  /**
   * Runs every instance of `task`. With `check`, each complete walk is verified; a rejected
   * walk is a failure with the verifier's problem.
   */
  run(spec: SweepSpec, task: SweepTask, check?: WalkCheck): TaskResult {
    const { runner, starts } = this.prepare(spec, task);
    const board = runner.board;
    const squaresOf = Array.from(starts.slice(task.from, task.to), (i) => cellAt(board, i));
    const total = cellCount(board);
    const failed: FailedInstance[] = [];
    const attempts: number[] = [0];
    let walked = 0;
    let verified = 0;
    const fail = (at: number, reached: number, tries: number, problem?: string) =>
      failed.push({
        board,
        start: squaresOf[at]!,
        reached,
        attempts: tries,
        ...(problem ? { problem: `verifier rejected the complete walk: ${problem}` } : {}),
      });
    const complete = (tries: number) => {
      attempts[tries] = (attempts[tries] ?? 0) + 1;
    };
    /** Counts a complete walk, verified when asked: false when the verifier rejects it. */
    const accepted = (at: number, walk: Int32Array, tries: number): boolean => {
      if (!check) return true;
      verified++;
      const problem = check(board, ofSquares(walk));
      if (problem) fail(at, total, tries, problem);
      return !problem;
    };
    const { algorithm, seed } = spec;
    const auto = algorithmInfo(algorithm).kind === 'auto';
    let methods: Partial<Record<AutoMethod, number>> | undefined;
    if (seed !== undefined) {
      // Random tie-breaks: one start at a time (the kernel runs the deterministic rules only).
      const heuristic = algorithm as HeuristicName;
      squaresOf.forEach((start, at) => {
        const walk = check
          ? runner.run(heuristic, start, seed)
          : { ...runner.summarize(heuristic, start, seed), squares: undefined };
        walked += walk.walked;
        if (!walk.complete) fail(at, walk.length, walk.attempts);
        else if (!walk.squares || accepted(at, walk.squares, walk.attempts))
          complete(walk.attempts);
      });
    } else {
      // Every start at once (the 2-D kernel interleaves several walks); with `check`, every
      // complete walk is handed over (the kernel's as moves, a byte a step) and re-checked
      // from the start this sweep asked for before it counts.
      const problems = new Map<number, string>();
      const batch = runner.summarizeAll(
        auto ? AUTO_FIRST : (algorithm as HeuristicName),
        squaresOf,
        check
          ? (at, walk) => {
              verified++;
              const [x, y, z] = squaresOf[at]!;
              const problem = check(board, { ...walk, start: cellIndex(board, x, y, z) });
              if (problem) problems.set(at, problem);
            }
          : undefined,
      );
      if (auto) methods = {};
      squaresOf.forEach((start, at) => {
        walked += batch.walked[at]!;
        const tries = batch.attempts[at]!;
        const problem = problems.get(at);
        if (problem || batch.length[at] === total) {
          if (problem) fail(at, total, tries, problem);
          else complete(tries);
          if (methods) methods[AUTO_FIRST] = (methods[AUTO_FIRST] ?? 0) + 1;
        } else if (!methods) {
          fail(at, batch.length[at]!, tries);
        } else {
          // What OctAML16 left, auto answers: a construction, random walks or search.
          const answer = autoTour(board, start[0], start[1], { runner });
          methods[answer.method] = (methods[answer.method] ?? 0) + 1;
          if (!answer.complete) fail(at, answer.squares.length, answer.attempts);
          else if (accepted(at, answer.squares, answer.attempts)) complete(answer.attempts);
        }
      });
    }
    return taskResult(task, { failed, attempts, squares: walked, verified, methods });
  }
}
