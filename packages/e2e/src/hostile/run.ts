import { spawn } from 'node:child_process';
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
