import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_ROOT } from './workspace.js';

// The root README's way to run the CLI from a checkout must be pipe-clean: nothing but the
// command's own output on stdout (no pnpm or turbo banners), so one command feeds another.
const readme = readFileSync(join(WORKSPACE_ROOT, 'README.md'), 'utf8');

describe('running the CLI from a checkout, as the root README says', () => {
  const pipe = readme
    .split('\n')
    .find((line) => /solve 5 --format json \| .*verify -/.test(line) && line.includes('pnpm'));

  it('documents a solve | verify pipe through the root script', () => {
    expect(pipe).toMatch(/^npx -y pnpm@10\.34\.9 -s knights-tour solve 5 --format json \| /);
  });

  /**
   * The pipe's two commands, run as the shell runs them: both at once, the first one's stdout
   * fed to the second's stdin as it comes. The first one's own output is kept too, for the
   * test after this one (each pnpm and turbo start costs seconds: the first command is run
   * once, not again on its own).
   */
  let first: Promise<{ status: number | null; stdout: string; stderr: string }> | undefined;
  let second: Promise<{ status: number | null; stdout: string; stderr: string }> | undefined;
  const runPipe = () => {
    if (first && second) return { first, second };
    const [left, right] = pipe!
      .replace(/\s+#.*$/, '')
      .split(' | ')
      .map((stage) => stage.trim());
    const ended = (child: ChildProcess, out: string[], err: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((done, fail) => {
        child.stdout?.on('data', (part: Buffer) => out.push(part.toString('utf8')));
        child.stderr?.on('data', (part: Buffer) => err.push(part.toString('utf8')));
        child.on('error', fail);
        child.on('close', (status) => done({ status, stdout: out.join(''), stderr: err.join('') }));
      });
    const options = { cwd: WORKSPACE_ROOT, timeout: 300_000 };
    const reader = spawn('bash', ['-c', right!], { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
    const writer = spawn('bash', ['-c', left!], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    reader.stdin?.on('error', () => undefined); // the reader may stop reading: EPIPE, as in a shell
    writer.stdout?.pipe(reader.stdin!);
    second = ended(reader, [], []);
    first = ended(writer, [], []);
    return { first, second };
  };

  it('runs that exact pipe: the tour reaches verify untouched', async () => {
    expect(pipe!.replace(/\s+#.*$/, '').split(' | ')).toHaveLength(2);
    const { first, second } = runPipe();
    const [w, r] = await Promise.all([first, second]);
    // pipefail: either command failing fails the pipe.
    expect(w.status, w.stderr).toBe(0);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^stdin: valid open tour of 5x5/);
  }, 300_000);

  it('keeps stdout to the command alone, builds quietly', async () => {
    // The pipe's first command is `npx -y pnpm@10.34.9 -s knights-tour solve 5 --format json`.
    expect(pipe).toMatch(/^npx -y pnpm@10\.34\.9 -s knights-tour solve 5 --format json \| /);
    const r = await runPipe().first;
    expect(r.status, r.stderr).toBe(0);
    expect(() => JSON.parse(r.stdout)).not.toThrow();
    expect(r.stderr).not.toMatch(/turbo|Tasks:/);
  }, 300_000);
});
