import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readdirSync } from 'node:fs';

/** What a case feeds the command on standard input. */
export type Stdin =
  | { readonly bytes: Uint8Array | string }
  /** An open file (a directory, /dev/null) as the descriptor itself, not a pipe. */
  | { readonly file: string }
  /** An endless pipe: these bytes written again and again until the command exits. */
  | { readonly endless: Uint8Array | string };

/** What a finished (or killed) run produced. */
export interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Still running at the time limit (then killed with its process group). */
  readonly hung: boolean;
  readonly ms: number;
}

/**
 * Runs `node bin args` in `cwd`, feeding `stdin`, and kills the whole process group at
 * `limitMs`: a hang is an outcome the case then fails on, never a stuck test run. `env` is the
 * whole environment (default this process's, without debugging or colour).
 */
export function runCommand(
  bin: string,
  args: readonly string[],
  cwd: string,
  stdin: Stdin | undefined,
  limitMs: number,
  env: Record<string, string | undefined> = {
    ...process.env,
    KNIGHTS_TOUR_DEBUG: '',
    FORCE_COLOR: '0',
  },
): Promise<Outcome> {
  const started = Date.now();
  const fd = stdin && 'file' in stdin ? openSync(stdin.file, 'r') : undefined;
  const child = spawn(process.execPath, [bin, ...args], {
    cwd,
    detached: true, // its own process group, so the kill below reaches its workers too
    env,
    stdio: [fd ?? 'pipe', 'pipe', 'pipe'],
  });
  if (fd !== undefined) closeSync(fd);
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  let kept = 0;
  // Keep at most 4 MiB of each stream: a command that floods its output fails anyway.
  const keep = (into: Buffer[]) => (part: Buffer) => {
    if (kept < 8 << 20) into.push(part);
    kept += part.length;
  };
  child.stdout?.on('data', keep(out));
  child.stderr?.on('data', keep(err));
  if (child.stdin) {
    child.stdin.on('error', () => undefined); // EPIPE: the command stopped reading, as it should
    if (stdin && 'endless' in stdin) {
      const piece = Buffer.from(stdin.endless.length > 0 ? stdin.endless : ' ');
      const block = Buffer.concat(Array(Math.ceil((1 << 16) / piece.length)).fill(piece));
      const pump = () => {
        while (!child.stdin!.destroyed && child.stdin!.write(block)) {
          // fill the pipe until it pushes back
        }
      };
      child.stdin.on('drain', pump);
      pump();
    } else {
      child.stdin.end(stdin && 'bytes' in stdin ? stdin.bytes : '');
    }
  }
  return new Promise((done) => {
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, limitMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      child.stdin?.destroy();
      done({
        code,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        hung,
        ms: Date.now() - started,
      });
    });
  });
}

/** The entries of a directory, sorted (to compare before and after a run). */
export function entries(dir: string): string[] {
  return readdirSync(dir).sort();
}

/** What {@link runTimed} saw: the exit, the output, and the time taken both ways. */
export interface TimedOutcome {
  /** Exit code; 137 when the command was killed at the hang limit. */
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Wall time, which a busy machine stretches: printed, never the bound. */
  readonly wallMs: number;
  /** User and system CPU time of the command (NaN if the shell did not report it). */
  readonly cpuMs: number;
}

/**
 * Runs `node bin args` through the shell, whose `times` (on descriptor 3) reports the CPU time
 * of what it ran: the measure a timing bound is checked against, since other work on a busy
 * machine stretches wall time but not a process's own. `prefix` is shell text run first (an
 * address-space limit, `ulimit -v N; `); past `hangS` seconds the command is killed (exit 137).
 */
export function runTimed(
  bin: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; prefix?: string; hangS: number },
): TimedOutcome {
  const began = Date.now();
  const run = spawnSync(
    'sh',
    [
      '-c',
      `${options.prefix ?? ''}timeout -s KILL ${options.hangS} "$@"; s=$?; times >&3; exit $s`,
      'sh',
      process.execPath,
      bin,
      ...args,
    ],
    {
      cwd: options.cwd,
      env: options.env ?? { ...process.env, KNIGHTS_TOUR_DEBUG: '', FORCE_COLOR: '0' },
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    },
  );
  const wallMs = Date.now() - began;
  // `times` prints the shell's user and system time, then its children's: `0m1.740000s 0m0.080000s`.
  const children = /^(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s$/.exec(
    String(run.output[3] ?? '').split('\n')[1] ?? '',
  );
  const seconds = (m: number) => 60 * Number(children![m]) + Number(children![m + 1]);
  return {
    code: run.status,
    stdout: String(run.stdout),
    stderr: String(run.stderr),
    wallMs,
    cpuMs: children ? Math.round(1000 * (seconds(1) + seconds(3))) : Number.NaN,
  };
}
