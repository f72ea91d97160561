import { type Board, boardName, explainChoice, HeuristicRunner } from '@knights-tour/core';
import { createWalkReader, type ReadOptions, type WalkReader } from '@knights-tour/verify';
import type { CommandTemplate } from '../plan/command.js';
import { commandWords, solverInstance } from '../plan/command.js';
import type { SweepTask } from '../plan/plan.js';
import { BoardStarts } from '../plan/starts.js';
import { LineSession } from './lines.js';
import { type ProgramOptions, runProgram } from './program.js';
import { type SolverTaskResult, solverTaskResult } from './results.js';
import { requestLine, type SolverSpec } from './spec.js';
import {
  type AnswerLimits,
  answerOfLine,
  answerOfRun,
  compareVerdict,
  type InstanceVerdict,
  type Judged,
  judgeAnswer,
} from './verdict.js';

/** Bytes of output a walk of `board` may take, at most: generous for any style, and at least 1 MiB. */
export function outputLimit(board: Board): number {
  return Math.max(1 << 20, 64 * board.width * board.height);
}

/**
 * Runs the instances of tasks on the program under test, one at a time, and judges each: in a
 * worker thread, one runner per worker (with its one program, for the lines protocol). With a
 * reference, the rule's walks of a task come from core's engine in one batch (the kernel for
 * complete walks) once the program's walks are in, and every walk that is not the rule's gets
 * where and why it departs.
 */
export class SolverTaskRunner {
  private readonly reader: WalkReader;
  private session: LineSession | undefined;
  private current: { board: Board; starts: BoardStarts; runner: HeuristicRunner } | undefined;

  /**
   * @param command - the spec's template made ready to run (`prepareCommand`)
   * @param reading - how walks are read (the spec's, completed by the run's first walk)
   */
  constructor(
    private readonly spec: SolverSpec,
    private readonly command: CommandTemplate,
    private readonly options: ProgramOptions,
    reading: ReadOptions,
  ) {
    this.reader = createWalkReader(reading);
  }

  private prepare(task: SweepTask) {
    if (!this.current || boardName(this.current.board) !== boardName(task.board)) {
      this.current = undefined; // drop the old buffers before allocating new ones
      const board = task.board;
      this.current = {
        board,
        starts: new BoardStarts(this.spec.starts, board),
        runner: new HeuristicRunner(board),
      };
    }
    return this.current;
  }

  private limits(board: Board): AnswerLimits {
    return { timeoutMs: this.spec.timeout * 1000, maxOutput: outputLimit(board) };
  }

  /** Runs the program on one instance and judges its answer. */
  async instance(board: Board, start: readonly [number, number]): Promise<Judged> {
    const limits = this.limits(board);
    const instance = solverInstance({ board, start });
    if (this.spec.protocol === 'lines') {
      this.session ??= new LineSession(
        this.command.words.map((w) => w.join('')),
        this.options,
      );
      const answer = answerOfLine(await this.session.ask(requestLine(instance), limits), limits);
      const judged = judgeAnswer(board, start, answer, this.reader, 'lines');
      // An answer that is not a walk from the start (or none) may be out of step with the
      // requests (a second line, a late one): the program starts afresh for the next.
      if (judged.verdict.verdict !== 'valid' && judged.verdict.verdict !== 'stuck') {
        this.session.reset();
      }
      return judged;
    }
    const run = await runProgram(commandWords(this.command, instance), this.options, limits);
    return judgeAnswer(board, start, answerOfRun(run, limits), this.reader, 'args');
  }

  /**
   * Runs every instance of `task` in the order of its starts; `onInstance` after each (for
   * progress). With a reference, compares the walks with the rule's.
   */
  async run(task: SweepTask, onInstance?: () => void): Promise<SolverTaskResult> {
    const { board, starts, runner } = this.prepare(task);
    const indices = starts.slice(task.from, task.to);
    const judged: Judged[] = [];
    for (const index of indices) {
      const start = [index % board.width, Math.floor(index / board.width)] as const;
      judged.push(await this.instance(board, start));
      onInstance?.();
    }
    const verdicts: InstanceVerdict[] = judged.map((j) => j.verdict);
    const reference = this.spec.reference;
    if (reference !== undefined) {
      const compare = (i: number, squares: ArrayLike<number>) => {
        const j = judged[i]!;
        const start = j.verdict.start;
        verdicts[i] = compareVerdict(j, {
          walk: { algorithm: reference, squares },
          explain: (step, walk) => explainChoice(board, reference, start, step, walk).words,
        });
      };
      // The rule's complete walks in one batch (the kernel where the rule runs on it), the
      // others one at a time; only the starts with a walk to compare.
      const wanted = judged.flatMap((j, i) => (j.squares ? [i] : []));
      const batch = runner.summarizeAll(
        reference,
        wanted.map((i) => judged[i]!.verdict.start),
        (k, walk) => compare(wanted[k]!, walk.squares()),
      );
      const cells = board.width * board.height;
      wanted.forEach((i, k) => {
        if (batch.length[k] !== cells) {
          compare(i, runner.run(reference, judged[i]!.verdict.start).squares);
        }
      });
    }
    return solverTaskResult(task, board, verdicts, reference !== undefined);
  }

  /** The reading in force: the spec's, completed by the first walk read. */
  get reading(): ReadOptions {
    return this.reader.options;
  }

  /** Stops the program of the lines protocol, if one runs. */
  async close(): Promise<void> {
    await this.session?.close();
    this.session = undefined;
  }
}
