import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One run of a solver under test, started so that it can always be stopped with everything it
 * started: in a process group of its own (killing the group kills its children too), in a
 * fresh temporary directory (removed when it ends), with the user's environment. Its standard
 * output is kept up to a bound (a program that floods it is stopped there); of its standard
 * error only the end is kept, for the report of a crash.
 */

/** Bytes of standard error kept: its last lines, for a crash report. */
export const STDERR_TAIL_BYTES = 4096;

/** How a program ended. */
export interface ProgramEnd {
  /** Exit code, or null when a signal ended it. */
  readonly code: number | null;
  /** The signal that ended it (`SIGKILL`), or null. */
  readonly signal: string | null;
}

/** An environment: what programs are started with. (Not Node's type: the declarations stay Node-free.) */
export type Environment = Readonly<Record<string, string | undefined>>;

/** Where and how programs are started. */
export interface ProgramOptions {
  readonly env: Environment;
  /** The directory the temporary working directories are made in. */
  readonly tempDir: string;
  /** Told of each program's process group when it starts and when it has ended. */
  readonly onGroup?: ((pid: number, running: boolean) => void) | undefined;
}

const posix = process.platform !== 'win32';

/** Kills the process group `pid` leads (the process alone on Windows); quiet when it is gone. */
export function killGroup(pid: number): void {
  try {
    process.kill(posix ? -pid : pid, 'SIGKILL');
  } catch {
    // Already gone: nothing of it is left to stop.
  }
}

/** The end of standard error: the bytes kept, decoded, cut to whole lines. */
class Tail {
  private chunks: Buffer[] = [];
  private bytes = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.bytes += chunk.length;
    while (this.bytes - this.chunks[0]!.length >= STDERR_TAIL_BYTES) {
      this.bytes -= this.chunks.shift()!.length;
    }
  }

  text(): string {
    const all = Buffer.concat(this.chunks);
    const kept = all.subarray(Math.max(0, all.length - STDERR_TAIL_BYTES)).toString('utf8');
    // A line cut at its start is dropped, unless it is all there is.
    const cut = all.length > STDERR_TAIL_BYTES ? kept.indexOf('\n') + 1 : 0;
    return kept.slice(cut > 0 && cut < kept.length ? cut : 0).trimEnd();
  }
}

/**
 * A started program: its output as it comes (`onOutput`), its end (`ended`), and `stop()`,
 * which kills its whole process group. `ended` resolves once it has exited and its output
 * pipes are closed (or, when something outside its group still holds them, once `stop` was
 * called); the temporary directory is removed then.
 */
export class Program {
  readonly ended: Promise<ProgramEnd>;
  /** Set when it could not be started at all (not found, not executable): the system's words. */
  failedToStart: string | undefined;
  /** Its exit, once it has exited (`ended` may still wait for its pipes). */
  exit: ProgramEnd | undefined;
  private readonly child: ChildProcess;
  private readonly stderr = new Tail();
  private readonly cwd: string;
  private stopped = false;
  private release: (() => void) | undefined;

  /**
   * Starts `words[0]` (an absolute path: see resolveProgram) with the other words as its
   * arguments. Standard input is a pipe with `stdin`, else empty (`/dev/null`).
   */
  constructor(
    words: readonly string[],
    private readonly options: ProgramOptions,
    stdin: boolean,
    onOutput: (chunk: Uint8Array) => void,
  ) {
    this.cwd = mkdtempSync(join(options.tempDir, 'run-'));
    this.child = spawn(words[0]!, words.slice(1), {
      cwd: this.cwd,
      env: options.env,
      detached: posix,
      stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const { child } = this;
    if (child.pid !== undefined) options.onGroup?.(child.pid, true);
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', (chunk: Buffer) => this.stderr.push(chunk));
    // A program that exits without reading its input: what it did not read is not an error.
    child.stdin?.on('error', () => {});
    this.ended = new Promise<ProgramEnd>((resolve) => {
      let closed = 0;
      const done = () => {
        if (this.exit === undefined) return;
        if (closed < 2 && !this.stopped) return;
        this.cleanUp();
        resolve(this.exit);
      };
      for (const stream of [child.stdout!, child.stderr!]) {
        stream.on('close', () => {
          closed++;
          done();
        });
      }
      child.on('error', (error: NodeJS.ErrnoException) => {
        if (child.pid !== undefined) return; // a pipe's error after a start: the exit tells
        this.failedToStart = error.message;
        this.exit = { code: null, signal: null };
        this.stopped = true;
        done();
      });
      child.on('exit', (code, signal) => {
        this.exit = { code, signal };
        // Whatever it left running in its group goes with it: its children must not outlive it.
        if (child.pid !== undefined) killGroup(child.pid);
        done();
      });
      this.release = done;
    });
  }

  /** Writes to its standard input (when it has one); false when it can take no more now. */
  write(text: string): boolean {
    const stdin = this.child.stdin;
    return stdin?.writable ? stdin.write(text) : false;
  }

  /** Closes its standard input: the end of its instances. */
  endInput(): void {
    this.child.stdin?.end();
  }

  /** Kills it and its whole group at once; `ended` then resolves without waiting for held pipes. */
  stop(): void {
    this.stopped = true;
    if (this.child.pid !== undefined) killGroup(this.child.pid);
    // Pipes held by a process outside its group would never close: stop reading them.
    if (this.exit !== undefined) {
      this.child.stdout?.destroy();
      this.child.stderr?.destroy();
    }
    this.release?.();
  }

  /** The last lines of its standard error. */
  stderrTail(): string {
    return this.stderr.text();
  }

  private cleanUp(): void {
    this.child.stdout?.destroy();
    this.child.stderr?.destroy();
    if (this.child.pid !== undefined) this.options.onGroup?.(this.child.pid, false);
    rmSync(this.cwd, { recursive: true, force: true });
  }
}

/** What one run of a program (one instance, its words giving the instance) came to. */
export interface ProgramRun {
  readonly end: ProgramEnd;
  /** Its standard output, decoded (cut at the bound when it flooded). */
  readonly stdout: string;
  /** It printed more than the bound: stopped there. */
  readonly flooded: boolean;
  /** It ran past the time allowed: stopped then. */
  readonly timedOut: boolean;
  /** The last lines of its standard error. */
  readonly stderr: string;
  /** Milliseconds from its start to its exit (or to when it was stopped). */
  readonly ms: number;
  /** It could not be started at all: the system's words. */
  readonly failedToStart?: string;
}

/** Limits of one run. */
export interface RunLimits {
  readonly timeoutMs: number;
  /** Most bytes of standard output kept; past them the program is stopped. */
  readonly maxOutput: number;
}

/** Runs a program once, with nothing on its standard input, and collects what it did. */
export function runProgram(
  words: readonly string[],
  options: ProgramOptions,
  limits: RunLimits,
): Promise<ProgramRun> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let flooded = false;
  let timedOut = false;
  const started = performance.now();
  let ms = 0;
  const program: Program = new Program(words, options, false, (chunk) => {
    if (flooded) return;
    if (bytes + chunk.length > limits.maxOutput) {
      chunks.push(chunk.subarray(0, limits.maxOutput - bytes));
      bytes = limits.maxOutput;
      flooded = true;
      ms = performance.now() - started;
      program.stop();
      return;
    }
    chunks.push(chunk);
    bytes += chunk.length;
  });
  const timer = setTimeout(() => {
    if (program.exit !== undefined || flooded) {
      program.stop(); // exited, but something outside its group still holds its output
      return;
    }
    timedOut = true;
    ms = performance.now() - started;
    program.stop();
  }, limits.timeoutMs);
  return program.ended.then((end) => {
    clearTimeout(timer);
    return {
      end,
      stdout: Buffer.concat(chunks, bytes).toString('utf8'),
      flooded,
      timedOut,
      stderr: program.stderrTail(),
      ms: timedOut || flooded ? ms : performance.now() - started,
      ...(program.failedToStart !== undefined ? { failedToStart: program.failedToStart } : {}),
    };
  });
}
