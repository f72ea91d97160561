import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Outcome, Stdin } from './run.js';

const HARNESS = fileURLToPath(new URL('../../fixtures/cli-in-process.mjs', import.meta.url));

/** What a case run in the shared process produced: an {@link Outcome} and its CPU time. */
export interface InProcessOutcome extends Outcome {
  /** CPU time of the command itself (its process's start-up excluded); NaN if it hung. */
  readonly cpuMs: number;
}

interface Running {
  readonly child: ChildProcess;
  /** Answers not yet taken, and takers waiting for one. */
  readonly answers: string[];
  readonly waiting: ((line: string | undefined) => void)[];
  /** What the process wrote to its own stdout and stderr since the last answer. */
  stray: { stdout: string; stderr: string };
}

const base64 = (data: Uint8Array | string) => Buffer.from(data).toString('base64');

/**
 * Runs `knights-tour` commands one after another in one long-lived process
 * (fixtures/cli-in-process.mjs), through the installed CLI's `main`, as the bin does, each in
 * its own directory. A case still running at its limit is killed with the process (its whole
 * group), and reported hung: a hang fails its case, never the test run; the next case gets a
 * fresh process. Anything a command writes to the process's own stdout or stderr, beside the
 * streams it is given, is added to its outcome's.
 *
 * Cases whose standard input is an open file (its descriptor, not a stream) are process
 * behaviour: run them with {@link runCommand}.
 */
export class InProcessCli {
  #running: Running | undefined;
  #turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly cliModule: string) {}

  /** Runs one case (after any before it): `knights-tour ...args` in `cwd`. */
  run(args: readonly string[], cwd: string, stdin: Stdin | undefined, limitMs: number) {
    const next = this.#turn.then(() => this.#run(args, cwd, stdin, limitMs));
    this.#turn = next.catch(() => undefined);
    return next;
  }

  /** Ends the process (and any case still in it). */
  close(): void {
    const running = this.#running;
    this.#running = undefined;
    if (running?.child.pid !== undefined) {
      try {
        process.kill(-running.child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  #start(): Running {
    const child = spawn(process.execPath, [HARNESS, this.cliModule], {
      detached: true, // its own process group, so a kill reaches the workers of a hung command
      env: { ...process.env, KNIGHTS_TOUR_DEBUG: '', FORCE_COLOR: '0' },
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
    });
    const running: Running = { child, answers: [], waiting: [], stray: { stdout: '', stderr: '' } };
    const answers = child.stdio[3] as NodeJS.ReadableStream;
    createInterface({ input: answers }).on('line', (line) => {
      const taker = running.waiting.shift();
      if (taker) taker(line);
      else running.answers.push(line);
    });
    for (const name of ['stdout', 'stderr'] as const) {
      child[name]?.on('data', (part: Buffer) => {
        if (running.stray[name].length < 1 << 20) running.stray[name] += part.toString('utf8');
      });
    }
    child.on('close', () => {
      for (const taker of running.waiting.splice(0)) taker(undefined);
    });
    child.stdin?.on('error', () => undefined);
    return running;
  }

  async #run(
    args: readonly string[],
    cwd: string,
    stdin: Stdin | undefined,
    limitMs: number,
  ): Promise<InProcessOutcome> {
    if (stdin && 'file' in stdin) throw new Error('a descriptor on stdin needs a real process');
    this.#running ??= this.#start();
    const running = this.#running;
    const started = Date.now();
    const request = {
      dir: cwd,
      args,
      ...(stdin && 'bytes' in stdin ? { stdin: { bytes: base64(stdin.bytes) } } : {}),
      ...(stdin && 'endless' in stdin ? { stdin: { endless: base64(stdin.endless) } } : {}),
    };
    running.child.stdin?.write(`${JSON.stringify(request)}\n`);
    let timer: NodeJS.Timeout | undefined;
    const line = await new Promise<string | undefined>((done) => {
      const ready = running.answers.shift();
      if (ready !== undefined) return done(ready);
      running.waiting.push(done);
      timer = setTimeout(() => done(undefined), limitMs);
    });
    clearTimeout(timer);
    // What the process wrote outside the command's streams arrives on its own pipes: wait for
    // those to be read up to now (one round trip through the event loop's I/O phase).
    await new Promise((next) => setImmediate(next));
    const stray = running.stray;
    running.stray = { stdout: '', stderr: '' };
    if (line === undefined) {
      // Hung (or the process died): a fresh one for the next case.
      this.close();
      return {
        code: null,
        stdout: stray.stdout,
        stderr: stray.stderr,
        hung: Date.now() - started >= limitMs,
        ms: Date.now() - started,
        cpuMs: Number.NaN,
      };
    }
    const answer = JSON.parse(line) as {
      code: number;
      stdout: string;
      stderr: string;
      cpuMs: number;
    };
    return {
      code: answer.code,
      stdout: answer.stdout + stray.stdout,
      stderr: answer.stderr + stray.stderr,
      hung: false,
      ms: Date.now() - started,
      cpuMs: answer.cpuMs,
    };
  }
}
