import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runCliProcess } from '../test-helpers.js';

const styles = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'packages',
  'verify',
  'fixtures',
  'styles',
);
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kt-convert-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const options = (name: string) =>
  name.startsWith('indices') ? ['--input-format', 'indices', '--size', '8x8'] : [];

describe('knights-tour verify on the styles real solvers print (through the built bin)', () => {
  const files = readdirSync(styles).filter((f) => !/\.(md|mjs)$/.test(f));
  it('accepts every valid fixture and rejects every corrupted one', async () => {
    for (const f of files) {
      const result = await runCli(['verify', join(styles, f), ...options(f)]);
      if (/\.bad[-.]/.test(f)) {
        expect([1, 2], `${f}: ${result.stdout}${result.stderr}`).toContain(result.code);
        expect(`${result.stdout}${result.stderr}`).toMatch(
          /\(line \d+(, col \d+)?\)|line \d+(, col \d+)?:|never visited/,
        );
      } else {
        expect(result.code, `${f}: ${result.stdout}${result.stderr}`).toBe(0);
        expect(result.stdout).toMatch(/: valid open tour of/);
      }
    }
  });

  it('says how it read a file, and the exact error of a corrupted one', async () => {
    const ok = await runCli(['verify', join(styles, 'rosetta-algebraic.txt')]);
    expect(ok.stdout).toMatch(
      / {2}read as algebraic \(algebraic notation, a1 at the bottom left\), origin 1, order xy, size 8x8 \(inferred\), 1 line skipped \(1\)\n/,
    );
    const bad = await runCli(['verify', join(styles, 'rosetta-algebraic.bad.txt')]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(
      / {2}step 21 \(line 2, col 61\): [a-h][1-8] → [a-h][1-8] is not a knight move \[\(\d,\d\) → \(\d,\d\)\]\n/,
    );
  });

  it('refuses an ambiguous file with the flag that settles it (exit 2), and the flag settles it', async () => {
    const amb = await runCli(['verify', join(styles, 'indices.txt')]);
    expect(amb.code).toBe(2);
    expect(amb.stderr).toMatch(
      /ambiguous: .* give --input-format text or --input-format indices\n$/,
    );
    expect(
      (
        await runCli([
          'verify',
          join(styles, 'indices.txt'),
          '--input-format',
          'indices',
          '--size',
          '8x8',
        ])
      ).code,
    ).toBe(0);
    expect(
      (await runCli(['verify', join(styles, 'indices.txt'), '--input-format', 'text'])).code,
    ).toBe(1);
  });

  it('validates the reading flags', async () => {
    const bad = await runCli(['verify', '-', '--origin', '2'], { input: 'a1' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("knights-tour: unknown origin '2' (expected one of 0, 1)\n");
    expect((await runCli(['verify', '-', '--size', '0x3'], { input: 'a1' })).stderr).toMatch(
      /^knights-tour: width must be a positive integer, got 0/,
    );
  });

  it('one bad file (deep nesting, binary) never costs the others their verdicts', async () => {
    writeFileSync(join(dir, 'deep.json'), `{"width":8,"height":8,"path":${'['.repeat(100_000)}`);
    writeFileSync(join(dir, 'bin.dat'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]));
    const ok = join(styles, 'json-pairs.json');
    const result = await runCli([
      'verify',
      ok,
      join(dir, 'deep.json'),
      join(dir, 'bin.dat'),
      join(styles, 'gfg-board-0based.txt'),
    ]);
    expect(result.code).toBe(2);
    expect(result.stdout.match(/: valid open tour/g)).toHaveLength(2);
    expect(result.stderr).toMatch(
      /deep\.json: line 1, col 541: invalid JSON: nesting deeper than 512 levels\n/,
    );
    expect(result.stderr).toMatch(
      /bin\.dat: line 1, col 1: binary data, not a tour \(bytes that are not UTF-8 here\)/,
    );
    expect(result.stderr).not.toMatch(/internal error|\n\s+at /);
  });

  it('stops endless input at a bound: /dev/zero, and 200 MB of [ on stdin', () => {
    const zero = runCliProcess(['verify', '/dev/zero']);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toBe(
      'knights-tour: /dev/zero: line 1, col 1: binary data, not a tour (control byte 0x00 here)\n',
    );
    // A file, not a pipe: the CLI stops reading at the bound, which would break the writer's pipe.
    const big = join(dir, 'brackets.json');
    writeFileSync(big, Buffer.alloc(200 * 2 ** 20, '['));
    const brackets = runCliProcess(['verify', big]);
    rmSync(big);
    expect(brackets.code).toBe(2);
    expect(brackets.stderr).toBe(
      `knights-tour: ${big}: line 1, col 513: invalid JSON: nesting deeper than 512 levels\n`,
    );
  });
});

describe('knights-tour convert', () => {
  it('round-trips every style into every written style and back, verified', async () => {
    // One fixture of each reader (the library tests cover every fixture); each spawn costs time.
    const written: string[] = [];
    for (const f of [
      'hyperskill-board.txt',
      'json-rowcol.json',
      'rosetta-algebraic.txt',
      'xy-header-1based.csv',
      'indices.txt',
    ]) {
      for (const to of ['json', 'csv', 'text', 'algebraic', 'pairs']) {
        const out = join(dir, `${f}.${to}`);
        const result = await runCli([
          'convert',
          join(styles, f),
          ...options(f),
          '--to',
          to,
          '--out',
          out,
        ]);
        expect(result.code, `${f} → ${to}: ${result.stderr}`).toBe(0);
        expect(result.stderr).toMatch(/^convert: \d+ squares of \d+x\d+ read as \w+, written as/);
        written.push(out);
      }
      // Back to JSON from the algebraic copy: the same path as converting straight to JSON.
      const again = await runCli(['convert', join(dir, `${f}.algebraic`), '--to', 'json']);
      expect(JSON.parse(again.stdout).path).toEqual(
        JSON.parse(readFileSync(join(dir, `${f}.json`), 'utf8')).path,
      );
    }
    const back = await runCli(['verify', ...written]);
    expect(back.code, back.stdout + back.stderr).toBe(0);
    expect(back.stdout.match(/: valid open tour/g)).toHaveLength(written.length);
  });

  it('converts a 3-D tour to every style that can hold it, and the copies verify', async () => {
    const box = (await runCli(['solve', '4x4x5', '--format', 'json'])).stdout;
    const copies: string[] = [];
    for (const to of ['csv', 'text', 'pairs', 'json'] as const) {
      const out = join(dir, `box.${to}`);
      const result = await runCli(['convert', '-', '--to', to, '--out', out], { input: box });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toBe(
        `convert: 80 cells of 4x4x5 read as json, written as ${to} to ${out}\n`,
      );
      copies.push(out);
    }
    expect(readFileSync(join(dir, 'box.pairs'), 'utf8')).toMatch(/^\(\d, \d, \d\)\n/);
    const back = await runCli(['verify', ...copies]);
    expect(back.stdout.match(/: valid open tour of 4x4x5 \(80 cells/g), back.stdout).toHaveLength(
      4,
    );
    const algebraic = await runCli(['convert', '-', '--to', 'algebraic'], { input: box });
    expect(algebraic.code).toBe(2);
    expect(algebraic.stderr).toMatch(/algebraic notation is for 2-D boards/);
  });

  it('writes to standard output and reads standard input', async () => {
    const result = await runCli(['convert', '-', '--to', 'pairs'], { input: 'a1 c2\n' });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('(0, 1)\n(2, 0)\n');
  });

  it('refuses an entry that is not a square, and leaves no output file', async () => {
    const out = join(dir, 'never.json');
    const result = await runCli(['convert', '-', '--to', 'json', '--size', '3x3', '--out', out], {
      input: '(0, 0)\n(5, 5)\n',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'knights-tour: stdin: step 2 (line 2, col 1): (5,5) is off the 3x3 board, so the walk cannot be written as squares\n',
    );
    expect(readdirSync(dir).filter((n) => n.includes('never'))).toEqual([]);
  });

  it('needs --to', async () => {
    const result = await runCli(['convert', '-'], { input: 'a1' });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'knights-tour: convert: give --to, one of json, csv, text, algebraic, pairs\n',
    );
  });
});
