import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { runIn, typecheck } from './consumer-project.js';

// The READMEs as published (read from the installed tarballs) must not drift from the code:
// their JavaScript examples run, their TypeScript examples compile, every export their API
// section names exists, and the CLI's README names only real commands and options.
const consumerDir = inject('consumerDir');
const packed = inject('packed');

interface Block {
  lang: string;
  code: string;
}

function codeBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({
    lang: m[1] ?? '',
    code: m[2] ?? '',
  }));
}

/** Text of the `## API` section, up to the next `## ` heading. */
function apiSection(markdown: string): string {
  const start = markdown.search(/^## API\b/m);
  if (start < 0) return '';
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * The names the API tables list, by entry point: a `### \`@scope/pkg/entry\`` subsection lists
 * the exports of that entry, everything else the package root's.
 */
function apiNames(api: string, root: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of api.split(/^(?=### )/m)) {
    const heading = part.startsWith('### ') ? (part.split('\n')[0] ?? '') : '';
    const entry = /`(@[\w-]+\/[\w-]+\/[\w-]+)`/.exec(heading)?.[1] ?? root;
    const names = [...part.matchAll(/^\| `([A-Za-z_$][\w$]*)`/gm)].map((m) => m[1]!);
    out.set(entry, [...new Set([...(out.get(entry) ?? []), ...names])]);
  }
  for (const [entry, names] of out) if (names.length === 0) out.delete(entry);
  return out;
}

const safe = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/**
 * The TypeScript files of every README's checks (its examples, its API names), written as the
 * tests are collected and type-checked together by one tsc: each run costs seconds of start-up
 * and of checking the libraries' declarations, the same for every file.
 */
const tsFiles: string[] = [];
let checked: { status: number | null; output: string } | undefined;

/** Writes a TypeScript file of the consumer project, to be checked with the others. */
function addTsFile(file: string, text: string): string {
  writeFileSync(join(consumerDir, file), text);
  tsFiles.push(file);
  return file;
}

/**
 * tsc's errors in `files`, and any error it reported outside every README's file (a shipped
 * declaration, the configuration): either fails the test. Empty when they compile.
 */
function typeErrors(files: readonly string[]): string[] {
  checked ??= typecheck(consumerDir, tsFiles, 'tsconfig.readmes.json');
  const { status, output } = checked;
  // One diagnostic per line that starts at column 0; its continuation lines are indented.
  const diagnostics = output.split(/\n(?=\S)/).filter((d) => d.trim() !== '');
  const fileOf = (d: string) => /^(.+?)\(\d+,\d+\): /.exec(d)?.[1];
  const mine = diagnostics.filter((d) => files.includes(fileOf(d) ?? ''));
  const elsewhere = diagnostics.filter((d) => !tsFiles.includes(fileOf(d) ?? ''));
  // A failed run with nothing to show for it is an error too.
  if (status !== 0 && diagnostics.length === 0) return [`tsc exited with ${status}`];
  return [...mine, ...elsewhere];
}

describe.each(packed)('README of $name', (pkg) => {
  const readmePath = join(consumerDir, 'node_modules', pkg.name, 'README.md');
  const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : '';
  const blocks = codeBlocks(readme);
  const js = blocks.filter((b) => b.lang === 'js' || b.lang === 'javascript');
  const ts = blocks.filter((b) => b.lang === 'ts' || b.lang === 'typescript');
  const api = apiSection(readme);
  const names = apiNames(api, pkg.name);

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
    // Each block is a module of its own, so that two examples may use the same names.
    const files = ts.map((b, i) =>
      addTsFile(`readme-${safe(pkg.name)}-${i}.ts`, `${b.code}\nexport {};\n`),
    );
    it('compiles its TypeScript examples', () => {
      expect(typeErrors(files)).toEqual([]);
    });
  }

  if (names.size === 0) return;
  // `type X` imports values and types alike; a name that is not exported is an error.
  const imports = [...names].map(
    ([entry, list], i) =>
      `import { ${list.map((n) => `type ${n} as N${i}_${n}`).join(', ')} } from '${entry}';`,
  );
  const apiFile = addTsFile(
    `readme-api-${safe(pkg.name)}.ts`,
    `${imports.join('\n')}\nexport {};\n`,
  );
  it('names only real exports in its API section', () => {
    expect(typeErrors([apiFile])).toEqual([]);
  });
});

describe('README of the knights-tour command', () => {
  const cli = packed.find((p) => p.name === 'knights-tour')!;
  const bin = join(consumerDir, 'node_modules', '.bin', 'knights-tour');
  const readme = readFileSync(join(consumerDir, 'node_modules', cli.name, 'README.md'), 'utf8');
  const overview = runIn(consumerDir, bin, ['--help']).stdout;
  // The lines after 'Commands:' up to the first blank line: '  name  summary'.
  const list = (overview.split(/^Commands:$/m)[1] ?? '').split(/\n\s*\n/)[0] ?? '';
  const commands = [...list.matchAll(/^ {2}(\S+) /gm)].map((m) => m[1]!);

  it('documents every command', () => {
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) {
      expect(readme, command).toMatch(new RegExp(`^### \`?knights-tour ${command}\\b`, 'm'));
    }
  });

  it('uses only real commands and options in its examples', () => {
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
      if (!help.has(command))
        help.set(command, runIn(consumerDir, bin, [command, '--help']).stdout);
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
