import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runIn } from './consumer-project.js';
import { InProcessCli } from './hostile/in-process.js';
import {
  apiNames,
  apiSection,
  codeBlocks,
  installedReadme,
  safe,
  writeReadmeTsFiles,
} from './readmes.js';
import { typeErrors } from './type-errors.js';

// The READMEs as published (read from the installed tarballs) must not drift from the code:
// their JavaScript examples run, their TypeScript examples compile, every export their API
// section names exists, and the CLI's README names only real commands and options.
const consumerDir = inject('consumerDir');
const packed = inject('packed');

describe.each(packed)('README of $name', (pkg) => {
  const readme = installedReadme(consumerDir, pkg.name);
  const blocks = codeBlocks(readme);
  const js = blocks.filter((b) => b.lang === 'js' || b.lang === 'javascript');
  const ts = blocks.filter((b) => b.lang === 'ts' || b.lang === 'typescript');
  const names = apiNames(apiSection(readme), pkg.name);
  // Its TypeScript files, checked with every other one of the consumer project (type-errors.ts).
  const tsFiles = writeReadmeTsFiles(consumerDir, pkg.name);

  it('has an install section, an example and its errors', () => {
    expect(readme).toMatch(/^## Install$/m);
    expect(readme).toMatch(new RegExp(`npm install (--global |-g )?${pkg.name}\\b`));
    expect(js.length + ts.length + blocks.filter((b) => b.lang === 'sh').length).toBeGreaterThan(1);
    expect(readme).toMatch(/^## (Errors|Exit codes)/m);
  });

  js.forEach(({ code }, i) => {
    it(`runs JavaScript example ${i + 1}`, () => {
      const file = `readme-${safe(pkg.name)}-${i + 1}.mjs`;
      writeFileSync(join(consumerDir, file), code);
      const out = runIn(consumerDir, process.execPath, [file]);
      expect(out.status, `${file}\n${out.stdout}\n${out.stderr}`).toBe(0);
    });
  });

  if (ts.length > 0) {
    it('compiles its TypeScript examples', () => {
      expect(tsFiles.examples).toHaveLength(ts.length);
      expect(typeErrors(tsFiles.examples)).toEqual([]);
    });
  }

  if (names.size === 0) return;
  it('names only real exports in its API section', () => {
    expect(tsFiles.api).toBeDefined();
    expect(typeErrors([tsFiles.api!])).toEqual([]);
  });
});

describe('README of the knights-tour command', () => {
  const cli = packed.find((p) => p.name === 'knights-tour')!;
  const readme = readFileSync(join(consumerDir, 'node_modules', cli.name, 'README.md'), 'utf8');
  // The help texts come from the installed CLI's own `main` (what its bin runs), all in one
  // process (hostile/in-process.ts): a process of its own for each cost a CLI start-up each.
  const inProcess = new InProcessCli(
    join(consumerDir, 'node_modules', 'knights-tour', 'dist', 'knights-tour.js'),
  );
  afterAll(() => inProcess.close());
  const helpOf = async (args: string[]) =>
    (await inProcess.run(args, consumerDir, undefined, 60_000)).stdout;
  let commands: string[] = [];
  beforeAll(async () => {
    const overview = await helpOf(['--help']);
    // The lines after 'Commands:' up to the first blank line: '  name  summary'.
    const list = (overview.split(/^Commands:$/m)[1] ?? '').split(/\n\s*\n/)[0] ?? '';
    commands = [...list.matchAll(/^ {2}(\S+) /gm)].map((m) => m[1]!);
  }, 60_000);

  it('documents every command', () => {
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) {
      expect(readme, command).toMatch(new RegExp(`^### \`?knights-tour ${command}\\b`, 'm'));
    }
  });

  it('uses only real commands and options in its examples', async () => {
    const lines = codeBlocks(readme)
      .filter((b) => b.lang === 'sh' || b.lang === 'bash' || b.lang === 'console')
      .flatMap((b) => b.code.split('\n'))
      .flatMap((l) => l.replace(/^\$ /, '').split('|'))
      .map((l) => l.replace(/#.*$/, '').trim())
      .filter((l) => l.startsWith('knights-tour ') || l.startsWith('npx knights-tour '));
    expect(lines.length).toBeGreaterThan(0);
    const help = new Map<string, string>();
    for (const line of lines) {
      const words = line.replace(/^npx /, '').split(/\s+/);
      const command = words[1]!;
      if (command.startsWith('-')) continue;
      expect(commands, line).toContain(command);
      if (!help.has(command)) help.set(command, await helpOf([command, '--help']));
      for (const option of words.filter((w) => /^--[a-z]/.test(w))) {
        expect(help.get(command), `${line}: ${option}`).toContain(option.split('=')[0]!);
      }
    }
  });
});

describe("README 'Verify your own solver's output': the example solvers through the installed bin", () => {
  const bin = join(consumerDir, 'node_modules', '.bin', 'knights-tour');
  const solvers = join(import.meta.dirname, '..', '..', '..', 'examples', 'solvers');
  const verify = (input: string) =>
    spawnSync(bin, ['verify', '-'], { input, encoding: 'utf8', cwd: consumerDir });

  it('verifies the Python solver (algebraic notation)', () => {
    for (const n of ['5', '8']) {
      const out = spawnSync('python3', [join(solvers, 'knights_tour.py'), n], { encoding: 'utf8' });
      expect(out.status, out.stderr).toBe(0);
      const result = verify(out.stdout);
      expect(result.status, result.stdout + result.stderr).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^stdin: valid open tour of ${n}x${n}`));
      expect(result.stdout).toContain('read as algebraic');
    }
  });

  it('verifies the C solver (a numbered board with labels)', () => {
    const exe = join(consumerDir, 'knights_tour_c');
    const cc = spawnSync('cc', ['-O2', '-o', exe, join(solvers, 'knights_tour.c')], {
      encoding: 'utf8',
    });
    expect(cc.status, cc.stderr).toBe(0);
    const out = spawnSync(exe, ['8'], { encoding: 'utf8' });
    const result = verify(out.stdout);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'read as text (board of step numbers, drawn with borders, rank and file labels, rank 1 at the bottom)',
    );
    // A corrupted copy is rejected with the line at fault.
    const broken = out.stdout.replace(/\b1\b/, '2');
    const bad = verify(broken);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/step \d+ \(line \d+, col \d+\)/);
    // Through check-solver: from every start of 5..8 it is Warnsdorff's rule, stuck where the
    // rule gets stuck (its unvisited squares printed as dots).
    const check = spawnSync(
      bin,
      [
        'check-solver',
        '--command',
        `${exe} {n} {x} {y}`,
        '--sizes',
        '5-8',
        '--reference',
        'warnsdorff',
        '--format',
        'json',
      ],
      { encoding: 'utf8', cwd: consumerDir },
    );
    expect(check.status, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ instances: 138, passed: 138, agreeing: 138 });
  });

  it('checks the example solvers through the installed bin: a Python AML is AML, a wrong tie-break departs', () => {
    const check = (command: string, reference: string) =>
      spawnSync(
        bin,
        [
          'check-solver',
          '--command',
          command,
          '--protocol',
          'lines',
          '--sizes',
          '5-7',
          '--reference',
          reference,
          '--format',
          'json',
        ],
        { encoding: 'utf8', cwd: consumerDir },
      );
    const aml = check(`python3 ${join(solvers, 'aml.py')} --lines`, 'aml');
    expect(aml.status, aml.stderr).toBe(0);
    expect(JSON.parse(aml.stdout)).toMatchObject({ instances: 74, passed: 74, agreeing: 74 });
    const wrong = check(`node ${join(solvers, 'warnsdorff-wrong-tie.mjs')} --lines`, 'warnsdorff');
    expect(wrong.status, wrong.stderr).toBe(1);
    expect(JSON.parse(wrong.stdout).failed[0]).toMatchObject({
      start: [0, 0],
      departure: { step: 2, walk: [1, 2], rule: [2, 1] },
    });
  });
});
