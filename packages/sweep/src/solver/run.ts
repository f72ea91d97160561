import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReadOptions } from '@knights-tour/verify';
import type { SolverResultFile } from '../node/result-file.js';
import { runToFile, type SweepOptions } from '../node/run.js';
import { planSweep, type SweepPlan } from '../plan/plan.js';
import { BoardStarts } from '../plan/starts.js';
import { prepareCommand } from './command-paths.js';
import { type Environment, killGroup } from './program.js';
import { type SolverSummary, type SolverTaskResult, summarizeSolver } from './results.js';
import type { SolverSpec } from './spec.js';
import { SolverTaskRunner } from './task-runner.js';

/** Options of {@link runSolver}: a sweep's, with a solver check's plan. */
export interface SolverOptions extends Omit<SweepOptions, 'plan' | 'verify'> {
  /** What to run: the plan of a solver check (`planSweep(createSolverSpec(…))`), or of a shard. */
  readonly plan: SweepPlan<SolverSpec>;
  /** The directory the command's program and relative paths are found from (default: the process's). */
  readonly cwd?: string | undefined;
  /** The programs' environment (default: the process's). */
  readonly env?: Environment | undefined;
}

/** The outcome of {@link runSolver}. */
export interface SolverRun {
  readonly summary: SolverSummary;
  /** The results, as written to `out`. */
  readonly file: SolverResultFile;
  readonly interrupted: boolean;
  /** Whether `out` holds this run's results (see `SweepRun.saved`). */
  readonly saved: boolean;
  /** How the program's walks were read: what was given, completed by the first walk. */
  readonly reading: ReadOptions;
}

/**
 * Runs a program under test as the solver of a plan (or of one shard of it), on worker
 * threads, each with its program: every instance judged (see verdict.ts), with a reference
 * compared with the rule's walk, the results file kept up to date as tasks finish and
 * resumable (as `runSweep`'s). Before any instance, the command's program is found (a
 * one-line `KnightsTourError` when it is missing or not executable) and the reading of its
 * walks is fixed from its walk on the plan's first instance (the same for every shard and
 * worker count), unless the spec gives it. Every program is stopped with its process group
 * when the run ends, however it ends, and its temporary directories are removed.
 */
export async function runSolver(options: SolverOptions): Promise<SolverRun> {
  const { plan } = options;
  const spec = plan.spec;
  const env = options.env ?? process.env;
  const command = prepareCommand(spec.template, options.cwd ?? process.cwd(), env);
  const workers = options.workers ?? availableParallelism();
  const tempDir = mkdtempSync(join(tmpdir(), 'knights-tour-solver-'));
  // One slot per worker (and one for the probe): the process group each program runs in.
  const live = new Int32Array(new SharedArrayBuffer(4 * (Math.max(1, workers) + 1)));
  const stopPrograms = () => {
    for (const pid of live) if (pid > 0) killGroup(pid);
  };
  const stopAll = () => {
    stopPrograms();
    rmSync(tempDir, { recursive: true, force: true });
  };
  // A second Ctrl-C exits at once: its programs go too. The first stops the programs at once
  // (the probe's as well, which no worker would stop), then the run.
  process.on('exit', stopAll);
  options.signal?.addEventListener('abort', stopPrograms);
  try {
    const reading = await probeReading(spec, command, { env, tempDir, live });
    const head = { spec, shard: plan.shard, verify: true, tasksTotal: plan.taskCount };
    const run = await runToFile<SolverTaskResult>(options, {
      head,
      init: (slot) => ({ solver: spec, command, reading, tempDir, live, slot: slot + 1 }),
    });
    return {
      summary: summarizeSolver(spec, run.results, plan.taskCount),
      file: { ...head, results: run.results },
      interrupted: run.interrupted,
      saved: run.saved,
      reading,
    };
  } finally {
    stopAll();
    process.off('exit', stopAll);
    options.signal?.removeEventListener('abort', stopPrograms);
  }
}

/**
 * The reading of the program's walks, from its answer on the first instance of the whole
 * plan: the same for every shard, so that shards read alike. When that answer is no walk
 * (a crash, say), each worker's first walk fixes its own.
 */
async function probeReading(
  spec: SolverSpec,
  command: SolverSpec['template'],
  where: { env: Environment; tempDir: string; live: Int32Array },
): Promise<ReadOptions> {
  const { inputFormat, origin, order } = spec.reading;
  if (inputFormat !== undefined && origin !== undefined && order !== undefined) return spec.reading;
  const task = planSweep(spec).task(0);
  if (!task) return spec.reading;
  const board = spec.boards[0]!;
  const [first] = new BoardStarts(spec.starts, board).slice(task.from, task.from + 1);
  const runner = new SolverTaskRunner(
    spec,
    command,
    {
      env: where.env,
      tempDir: where.tempDir,
      onGroup(pid, running) {
        if (running) Atomics.store(where.live, 0, pid);
        else Atomics.compareExchange(where.live, 0, pid, 0);
      },
    },
    spec.reading,
  );
  try {
    await runner.instance(board, [first! % board.width, Math.floor(first! / board.width)]);
  } finally {
    await runner.close();
  }
  return runner.reading;
}
