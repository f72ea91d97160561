import { Program, type ProgramEnd, type ProgramOptions, type RunLimits } from './program.js';

/**
 * The persistent-process protocol: the program is started once and answers one instance a
 * line, read strictly in order (the n-th line it prints answers the n-th request, whenever it
 * arrives). It is started again for the next instance after it crashed, ran past its time or
 * flooded its output, and when its caller found an answer wrong (`reset`): a program that
 * printed an extra line is then back in step after one bad answer, the same one however the
 * lines were timed, and one bad answer never costs the ones after it.
 */

/** What the program did with one request. */
export interface LineAnswer {
  /** The answer line, without its line break; absent when there was none. */
  readonly line?: string;
  /** It ended before answering: how. */
  readonly end?: ProgramEnd;
  /** It could not be started at all: the system's words. */
  readonly failedToStart?: string;
  readonly flooded: boolean;
  readonly timedOut: boolean;
  /** The last lines of its standard error (when it did not answer). */
  readonly stderr: string;
  /** Milliseconds from the request to the end of the answer (or to when it was stopped). */
  readonly ms: number;
}

type Settled = Omit<LineAnswer, 'stderr'>;

interface Waiting {
  readonly settle: (answer: Settled) => void;
  readonly started: number;
}

/** One program of the lines protocol, started on the first request and again after trouble. */
export class LineSession {
  private program: Program | undefined;
  /** Output not yet taken as answers: whole lines, then the start of the next. */
  private lines: string[] = [];
  private partial: Buffer[] = [];
  private bytes = 0;
  private waiting: Waiting | undefined;
  /** The limits of the request waiting (or of the last one). */
  private limits: RunLimits = { timeoutMs: 0, maxOutput: 0 };

  constructor(
    private readonly words: readonly string[],
    private readonly options: ProgramOptions,
  ) {}

  private start(): Program {
    this.lines = [];
    this.partial = [];
    this.bytes = 0;
    const program: Program = new Program(this.words, this.options, true, (chunk) =>
      this.onOutput(program, chunk),
    );
    program.ended.then((end) => {
      if (this.program !== program) return;
      this.program = undefined;
      const waiting = this.take();
      waiting?.settle({
        end,
        ...(program.failedToStart !== undefined ? { failedToStart: program.failedToStart } : {}),
        flooded: false,
        timedOut: false,
        ms: performance.now() - waiting.started,
      });
    });
    return program;
  }

  private take(): Waiting | undefined {
    const waiting = this.waiting;
    this.waiting = undefined;
    return waiting;
  }

  private onOutput(program: Program, output: Uint8Array): void {
    const chunk = output as Buffer; // what a child process's stream gives
    if (program !== this.program) return;
    let from = 0;
    for (let newline = chunk.indexOf(10); newline >= 0; newline = chunk.indexOf(10, from)) {
      this.partial.push(chunk.subarray(from, newline));
      this.lines.push(Buffer.concat(this.partial).toString('utf8').replace(/\r$/, ''));
      this.partial = [];
      this.bytes = 0;
      from = newline + 1;
    }
    if (from < chunk.length) {
      this.partial.push(chunk.subarray(from));
      this.bytes += chunk.length - from;
    }
    if (this.bytes > this.limits.maxOutput) {
      const waiting = this.take();
      this.reset();
      waiting?.settle({ flooded: true, timedOut: false, ms: performance.now() - waiting.started });
      return;
    }
    this.answer();
  }

  /** Hands the next line to the request waiting for it. */
  private answer(): void {
    if (!this.waiting || this.lines.length === 0) return;
    const waiting = this.take()!;
    const line = this.lines.shift()!;
    waiting.settle({
      line,
      flooded: false,
      timedOut: false,
      ms: performance.now() - waiting.started,
    });
  }

  /** Stops the program (with its group): the next request starts a new one. */
  reset(): void {
    const program = this.program;
    this.program = undefined;
    program?.stop();
  }

  /**
   * Sends one request line (without its line break) and waits for its answer line, at most
   * the time allowed, of at most the bytes allowed. Never rejects: every way it can go is in
   * the answer.
   */
  async ask(request: string, limits: RunLimits): Promise<LineAnswer> {
    this.limits = limits;
    // A program gone since its last answer (one that exits after each answer) is started
    // afresh, so that the request goes to a program that can read it.
    if (this.program?.exit !== undefined) {
      const gone = this.program;
      this.reset();
      await gone.ended;
    }
    this.program ??= this.start();
    const program = this.program;
    const answer = await new Promise<Settled>((settle) => {
      const started = performance.now();
      const timer = setTimeout(() => {
        if (this.waiting?.settle !== resolve) return;
        this.take();
        this.reset();
        settle({ flooded: false, timedOut: true, ms: performance.now() - started });
      }, limits.timeoutMs);
      const resolve = (a: Settled) => {
        clearTimeout(timer);
        settle(a);
      };
      this.waiting = { settle: resolve, started };
      program.write(`${request}\n`);
      this.answer(); // a line printed ahead of the request is its answer
    });
    if (answer.line === undefined) await program.ended;
    return { ...answer, stderr: answer.line === undefined ? program.stderrTail() : '' };
  }

  /** Ends the session: closes the program's input and stops it with its group. */
  async close(): Promise<void> {
    const program = this.program;
    this.program = undefined;
    if (!program) return;
    program.endInput();
    program.stop();
    await program.ended;
  }
}
