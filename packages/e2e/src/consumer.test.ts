import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runIn } from './consumer-project.js';
import { typeErrors } from './type-errors.js';

// A fresh npm project outside the workspace with every package installed from its tarball
// (see setup.ts): the tests below use the packages only as a consumer can.
const consumerDir = inject('consumerDir');
const packed = inject('packed');
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

const run = (command: string, args: string[]) => runIn(consumerDir, command, args);

interface Lock {
  packages: Record<string, { version?: string; resolved?: string; link?: boolean }>;
}

describe('npm install of the tarballs', () => {
  const lock = JSON.parse(readFileSync(join(consumerDir, 'package-lock.json'), 'utf8')) as Lock;

  it.each(packed)('took $name from its tarball, once', (pkg) => {
    const copies = Object.entries(lock.packages).filter(([path]) =>
      path.endsWith(`node_modules/${pkg.name}`),
    );
    expect(copies.map(([path]) => path)).toEqual([`node_modules/${pkg.name}`]);
    const [, entry] = copies[0]!;
    expect(entry.version).toBe(pkg.version);
    expect(entry.resolved).toMatch(/^file:.*\.tgz$/);
    const installed = JSON.parse(
      readFileSync(join(consumerDir, 'node_modules', pkg.name, 'package.json'), 'utf8'),
    ) as { version: string };
    expect(installed.version).toBe(pkg.version);
  });
});

/** `node consumer.mjs 8`, run once: the script's own test and the bin's comparison read it. */
let onEight: ReturnType<typeof run> | undefined;
const consumerOnEight = () => (onEight ??= run(process.execPath, ['consumer.mjs', '8']));

describe('an ESM script using core and verify', () => {
  copyFileSync(fixture('consumer.mjs'), join(consumerDir, 'consumer.mjs'));

  it('solves a tour with core and verify accepts it', () => {
    const out = consumerOnEight();
    expect(out.status, out.stderr).toBe(0);
    const result = JSON.parse(out.stdout);
    expect(result.tour.format).toBe('knights-tour/1');
    expect(result.tour.complete).toBe(true);
    expect(result.tour.path).toHaveLength(64);
    expect(result.report).toEqual({ valid: true, complete: true, problems: 0 });
  });

  it('sees verify reject a broken tour and core throw KnightsTourError on bad input', () => {
    const out = run(process.execPath, ['consumer.mjs', '6']);
    expect(out.status, out.stderr).toBe(0);
    const result = JSON.parse(out.stdout);
    expect(result.broken.valid).toBe(false);
    expect(result.broken.kinds).toContain('not-a-knight-move');
    expect(result.error).toMatchObject({ isKnightsTourError: true, name: 'KnightsTourError' });
    expect(result.error.message).toMatch(/positive integer/);
  });
});

describe('a strict TypeScript consumer', () => {
  it('compiles against the shipped .d.ts files (skipLibCheck off)', () => {
    // fixtures/consumer.ts, checked with the project's other TypeScript files (type-errors.ts).
    expect(typeErrors(['consumer.ts'])).toEqual([]);
  });
});

describe('the packed knights-tour bin', () => {
  const bin = join(consumerDir, 'node_modules', '.bin', 'knights-tour');
  const cli = packed.find((p) => p.name === 'knights-tour')!;

  it('prints the packed version', () => {
    const out = run(bin, ['--version']);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout.trim()).toBe(cli.version);
  });

  it('solves the same tour as the library, and verify accepts it', () => {
    const lib = JSON.parse(consumerOnEight().stdout);
    const out = run(bin, [
      'solve',
      '8',
      '--start',
      '0,0',
      '--algorithm',
      'octaml16',
      '--format',
      'json',
      '--out',
      'tour.json',
    ]);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stderr).toMatch(/octaml16: open tour of 8x8/);
    const fromCli = JSON.parse(readFileSync(join(consumerDir, 'tour.json'), 'utf8'));
    expect(fromCli.path).toEqual(lib.tour.path);
    expect(fromCli.complete).toBe(true);
    const verified = run(bin, ['verify', 'tour.json']);
    expect(verified.status, verified.stderr).toBe(0);
    expect(verified.stdout).toMatch(/tour\.json: valid open tour of 8x8/);
  });

  it('verify rejects a corrupted copy of that tour with the step at fault', () => {
    const doc = JSON.parse(readFileSync(join(consumerDir, 'tour.json'), 'utf8'));
    [doc.path[10], doc.path[11]] = [doc.path[11], doc.path[10]];
    writeFileSync(join(consumerDir, 'broken.json'), JSON.stringify(doc));
    const out = run(bin, ['verify', 'broken.json']);
    expect(out.status).toBe(1);
    expect(`${out.stdout}${out.stderr}`).toMatch(/step 1[12]/);
  });

  it('fails with one line and exit code 2 on bad input', () => {
    const out = run(bin, ['solve', '0']);
    expect(out.status).toBe(2);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
    expect(out.stderr).toMatch(/^knights-tour: /);
  });
});

describe('the CLI as a library', () => {
  it('its types compile for a TypeScript consumer without @types/node of its own', () => {
    // Before: TS2307 'node:util' and TS2503 'NodeJS' from the published .d.ts.
    // fixtures/cli-types.ts: `main`, `Command` and `CommandIO` from 'knights-tour'.
    expect(typeErrors(['cli-types.ts'])).toEqual([]);
  });

  it('declares main and types for resolvers that do not read exports (node10)', () => {
    const manifest = JSON.parse(
      readFileSync(join(consumerDir, 'node_modules', 'knights-tour', 'package.json'), 'utf8'),
    ) as { main?: string; types?: string };
    expect(manifest.main).toBe('./dist/cli.js');
    expect(manifest.types).toBe('./dist/cli.d.ts');
  });
});

describe('@knights-tour/sweep inside a bundle (esbuild --bundle --platform=node)', () => {
  const away = mkdtempSync(join(tmpdir(), 'kt-bundled-'));
  afterAll(() => rmSync(away, { recursive: true, force: true }));
  // AML on every start of 5..8: 25/2 + 36 + 49/2 + 64 instances, failures from 7x7 and 8x8 starts.
  const expected = { instances: 13 + 36 + 25 + 64 };
  const bundle = (entry: string, outfile: string, format: 'esm' | 'cjs') =>
    build({
      absWorkingDir: consumerDir,
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format,
      logLevel: 'silent',
    });

  it.each(['esm', 'cjs'] as const)(
    'finds its worker in the installed package when the bundle runs in the project (%s)',
    async (format) => {
      const file = join(consumerDir, `bundled-sweep.${format === 'esm' ? 'mjs' : 'cjs'}`);
      await bundle(fixture('bundled-sweep.js'), file, format);
      const out = runIn(consumerDir, process.execPath, [file], { NODE_PATH: '' });
      expect(out.stderr).toBe('');
      expect(out.status).toBe(0);
      expect(JSON.parse(out.stdout)).toMatchObject(expected);
    },
  );

  it('runs anywhere with the worker bundled beside it and passed as the worker option', async () => {
    await bundle(fixture('bundled-sweep.js'), join(away, 'app.mjs'), 'esm');
    await bundle('@knights-tour/sweep/worker', join(away, 'sweep-worker.mjs'), 'esm');
    // pnpm's bin shims set NODE_PATH (to its store): a user's shell does not.
    const out = runIn(away, process.execPath, ['app.mjs'], {
      SWEEP_WORKER: './sweep-worker.mjs',
      NODE_PATH: '',
    });
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject(expected);
    const lost = runIn(away, process.execPath, ['app.mjs'], { NODE_PATH: '' });
    expect(lost.status).toBe(2);
    expect(lost.stderr).toMatch(
      /^cannot find the sweep worker script: .* pass its location as the worker option/,
    );
  });
});
