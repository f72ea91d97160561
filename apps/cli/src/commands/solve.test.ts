import { spawnSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALGORITHMS, MAX_SIDE } from '@knights-tour/core';
import { parseTour, verifyTour } from '@knights-tour/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BIN, type CliResult, runCli, runCliProcess } from '../test-helpers.js';

type Doc = {
  format: string;
  width: number;
  height: number;
  algorithm: string;
  start: [number, number];
  complete: boolean;
  closed: boolean;
  attempts: number;
  reason?: string;
  path: [number, number][];
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kt-solve-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Reads a text board back independently of the verify package: step number → square. */
function boardToPath(text: string): { width: number; height: number; path: [number, number][] } {
  const rows = text
    .trimEnd()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const width = rows[0]!.length;
  const bySteps: [number, number][] = [];
  rows.forEach((row, y) => {
    expect(row).toHaveLength(width);
    row.forEach((cell, x) => {
      if (cell !== '.') bySteps[Number(cell) - 1] = [x, y];
    });
  });
  return { width, height: rows.length, path: bySteps };
}

/** Independent check: every square once, knight moves between consecutive squares. */
function expectKnightsTour(width: number, height: number, path: [number, number][]): void {
  expect(path).toHaveLength(width * height);
  const seen = new Set<string>();
  path.forEach(([x, y], i) => {
    expect(x >= 0 && x < width && y >= 0 && y < height).toBe(true);
    seen.add(`${x},${y}`);
    if (i > 0) {
      const [px, py] = path[i - 1]!;
      const d = [Math.abs(x - px), Math.abs(y - py)].sort();
      expect(d).toEqual([1, 2]);
    }
  });
  expect(seen.size).toBe(width * height);
}

function expectOneLineError(result: CliResult, pattern: RegExp): void {
  expect(result.code).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(/^knights-tour: /);
  expect(result.stderr).not.toMatch(/\n\s+at |internal error/);
  expect(result.stderr).toMatch(pattern);
}

describe('solve: outputs', () => {
  it('solve 8 prints an aligned text board that is a valid tour', async () => {
    const result = await runCli(['solve', '8']);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^auto: open tour of 8x8 from \(0,0\) in 1 attempt.*by octaml16/);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(8);
    // Aligned: every row the same length, each cell right-aligned to two characters.
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^ 1 /);
    const { width, height, path } = boardToPath(result.stdout);
    expect([width, height]).toEqual([8, 8]);
    expectKnightsTour(8, 8, path);
    const report = verifyTour(parseTour(result.stdout));
    expect(report.valid).toBe(true);
    expect(report.complete).toBe(true);
  });

  it('--order names a fixed-order rule: Squirrel & Cull’s tour and dead end, Pohl with an order', async () => {
    const tour = await runCli(['solve', '8', '--order', '34567812', '--format', 'json']);
    expect(tour.code).toBe(0);
    expect(tour.stderr).toMatch(/^order-34567812: open tour of 8x8 from \(0,0\)/);
    const same = await runCli(['solve', '8', '-a', 'order-34567812', '--format', 'json']);
    expect(tour.stdout).toBe(same.stdout);
    const dead = await runCli(['solve', '5', '--start', '2,0', '--order', '58217346']);
    expect(dead.code).toBe(1);
    expect(dead.stderr).toMatch(/failed on 5x5 from \(2,0\): reached 17 of 25 squares/);
    const pohl = await runCli(['solve', '8', '-a', 'pohl', '--order', '87654321']);
    expect(pohl.stderr).toMatch(/^pohl-87654321: /);
    expectOneLineError(
      await runCli(['solve', '8', '-a', 'aml', '--order', '12345678']),
      /--order applies to --algorithm warnsdorff or pohl .*, not aml/,
    );
    expectOneLineError(await runCli(['solve', '8', '--order', '12345677']), /malformed order/);
  });

  it('json is a SPEC §9 document of the same tour; csv round-trips to the same path', async () => {
    const text = boardToPath((await runCli(['solve', '8'])).stdout);
    const json = await runCli(['solve', '8', '--format', 'json']);
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.stdout) as Doc;
    expect(doc).toMatchObject({
      format: 'knights-tour/1',
      width: 8,
      height: 8,
      algorithm: 'auto',
      method: 'octaml16',
      start: [0, 0],
      complete: true,
    });
    expect(typeof doc.closed).toBe('boolean');
    expect(doc.path).toEqual(text.path);
    expect(verifyTour(doc).valid).toBe(true);

    const csv = await runCli(['solve', '8', '-f', 'csv']);
    expect(csv.code).toBe(0);
    const lines = csv.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# knights-tour\/1 width=8 height=8 /);
    expect(lines[1]).toBe('step,x,y');
    const rows = lines.slice(2).map((l) => l.split(',').map(Number));
    expect(rows.map((r) => r[0])).toEqual(doc.path.map((_, i) => i + 1));
    expect(rows.map((r) => [r[1], r[2]])).toEqual(doc.path);
    const parsed = parseTour(csv.stdout);
    expect(parsed.format).toBe('csv');
    expect(verifyTour(parsed).valid).toBe(true);
  });

  it('rectangular boards 8x10 and 10x8: width columns, height rows, valid tours', async () => {
    for (const [size, width, height] of [
      ['8x10', 8, 10],
      ['10x8', 10, 8],
    ] as const) {
      const result = await runCli(['solve', size]);
      expect(result.code, size).toBe(0);
      const board = boardToPath(result.stdout);
      expect([board.width, board.height]).toEqual([width, height]);
      expectKnightsTour(width, height, board.path);
      const doc = JSON.parse((await runCli(['solve', size, '-f', 'json'])).stdout) as Doc;
      expect([doc.width, doc.height]).toEqual([width, height]);
      expect(verifyTour(doc)).toMatchObject({ valid: true, complete: true });
    }
  });

  it('--start picks the first square; without it an odd board starts at the white corner', async () => {
    const doc = JSON.parse(
      (await runCli(['solve', '8', '--start', '3,4', '-f', 'json'])).stdout,
    ) as Doc;
    expect(doc.path[0]).toEqual([3, 4]);
    expect(doc.start).toEqual([3, 4]);
    expect(verifyTour(doc).valid).toBe(true);
    const odd = await runCli(['solve', '7', '-f', 'json']);
    expect(odd.code).toBe(0);
    expect((JSON.parse(odd.stdout) as Doc).path[0]).toEqual([0, 0]);
  });

  it('runs every algorithm of the core; the exit code says whether the tour is complete', async () => {
    expect(ALGORITHMS.length).toBeGreaterThanOrEqual(4);
    for (const algorithm of ALGORITHMS) {
      const result = await runCli(['solve', '8', '--algorithm', algorithm, '--format', 'json']);
      expect([0, 1], algorithm).toContain(result.code);
      const doc = JSON.parse(result.stdout) as Doc;
      expect(doc.algorithm).toBe(algorithm);
      const report = verifyTour(doc);
      expect(report.valid, algorithm).toBe(result.code === 0);
      expect(doc.complete).toBe(result.code === 0);
      expect(result.stderr).toMatch(new RegExp(`^${algorithm}: `));
    }
  });

  it('warnsdorff --seed is reproducible', async () => {
    const a = await runCli(['solve', '12', '-a', 'warnsdorff', '--seed', '7', '-f', 'json']);
    const b = await runCli(['solve', '12', '-a', 'warnsdorff', '--seed', '7', '-f', 'json']);
    expect(a.stdout).toBe(b.stdout);
    expect((JSON.parse(a.stdout) as Doc).path.length).toBeGreaterThan(100);
  });

  it('AML from (6,2) on 7x7 fails: exit 1, the walk it reached with unvisited squares as dots', async () => {
    const result = await runCli(['solve', '7', '--start', '6,2', '--algorithm', 'aml']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/aml: failed on 7x7 from \(6,2\): reached 33 of 49 squares/);
    const cells = result.stdout.trim().split(/\s+/);
    expect(cells).toHaveLength(49);
    expect(cells.filter((c) => c === '.')).toHaveLength(16);
    const doc = JSON.parse(
      (await runCli(['solve', '7', '-s', '6,2', '-a', 'aml', '-f', 'json'])).stdout,
    ) as Doc;
    expect(doc.complete).toBe(false);
    expect(doc.path).toHaveLength(33);
    const report = verifyTour(doc);
    expect(report.valid).toBe(false);
    expect(report.visited).toBe(33);
    // The same start with OctAML succeeds (SPEC §8).
    expect((await runCli(['solve', '7', '-s', '6,2', '-a', 'octaml'])).code).toBe(0);
  });

  it('a black start on an odd board is answered with the parity reason, not an empty board', async () => {
    const result = await runCli(['solve', '7', '--start', '1,0']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/\(1,0\) is black/);
    expect(result.stderr).toMatch(/white squares outnumber black/);
    const json = await runCli(['solve', '7', '--start', '1,0', '-f', 'json']);
    expect(json.code).toBe(1);
    const doc = JSON.parse(json.stdout) as Doc;
    expect(doc).toMatchObject({ complete: false, attempts: 0, path: [] });
    expect(doc.reason).toMatch(/black/);
    // An even board has no such restriction.
    expect((await runCli(['solve', '8', '--start', '1,0'])).code).toBe(0);
  });

  it('--closed is a clear error until core builds closed tours, and a verified closed tour after', async () => {
    const result = await runCli(['solve', '8', '--closed', '-f', 'json']);
    if (result.code === 2) {
      expectOneLineError(result, /--closed: closed tours are not supported yet/);
    } else {
      expect(result.code).toBe(0);
      const doc = JSON.parse(result.stdout) as Doc;
      expect(verifyTour(doc, { closed: true })).toMatchObject({ valid: true, closed: true });
    }
  });
});

describe('solve: --out', () => {
  it('writes the same bytes as stdout, and leaves no temporary file', async () => {
    const out = join(dir, 'tour.json');
    const result = await runCli(['solve', '10', '-f', 'json', '--out', out]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(readFileSync(out, 'utf8')).toBe((await runCli(['solve', '10', '-f', 'json'])).stdout);
    expect(readdirSync(dir)).toEqual(['tour.json']);
    // Overwrites an existing file whole.
    writeFileSync(out, 'x'.repeat(100_000));
    expect((await runCli(['solve', '5', '-f', 'json', '-o', out])).code).toBe(0);
    expect((JSON.parse(readFileSync(out, 'utf8')) as Doc).width).toBe(5);
    rmSync(out);
  });

  it('writes the walk of a failed heuristic too (exit 1)', async () => {
    const out = join(dir, 'failed.txt');
    expect((await runCli(['solve', '7', '-s', '6,2', '-a', 'aml', '-o', out])).code).toBe(1);
    expect(readFileSync(out, 'utf8').match(/\./g)).toHaveLength(16);
    rmSync(out);
  });

  it('--out /dev/stdout and --out through a symlink write where they point, replacing nothing else', async () => {
    // /dev/stdout is the process's own standard output: a process of its own.
    const piped = runCliProcess(['solve', '5', '--out', '/dev/stdout']);
    expect(piped.code).toBe(0);
    expect(piped.stdout).toBe((await runCli(['solve', '5'])).stdout);
    expect(lstatSync('/dev/stdout').isSymbolicLink()).toBe(true);
    const target = join(dir, 'target.txt');
    const link = join(dir, 'link.txt');
    writeFileSync(target, 'old\n');
    symlinkSync(target, link);
    expect((await runCli(['solve', '5', '--out', link])).code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe(piped.stdout);
    rmSync(link);
    rmSync(target);
  });

  it('a directory that does not exist, or a directory as the file, is a one-line error', async () => {
    const missing = join(dir, 'no-such-dir', 'tour.json');
    expectOneLineError(
      await runCli(['solve', '8', '-f', 'json', '--out', missing]),
      /cannot write .*no-such-dir.*does not exist/,
    );
    mkdirSync(join(dir, 'sub'));
    expectOneLineError(
      await runCli(['solve', '8', '--out', join(dir, 'sub')]),
      /it is a directory/,
    );
    rmSync(join(dir, 'sub'), { recursive: true });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a write that fails mid-way (file size limit) leaves neither the file nor a temporary', async () => {
    const sub = mkdtempSync(join(dir, 'limit-'));
    const out = join(sub, 'big.json');
    // `ulimit -f` makes the kernel refuse writes past 16 KiB (Node ignores SIGXFSZ, so the
    // write fails with EFBIG after part of the file was written).
    const result = spawnSync(
      'bash',
      [
        '-c',
        'ulimit -f 16; exec "$0" "$@"',
        process.execPath,
        CLI_BIN,
        'solve',
        '100',
        '-f',
        'json',
        '--out',
        out,
      ],
      { encoding: 'utf8' },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^knights-tour: cannot write .*big\.json: file too large/);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(readdirSync(sub)).toEqual([]);
    // The same command without the limit writes a file far larger than the limit.
    expect((await runCli(['solve', '100', '-f', 'json', '--out', out])).code).toBe(0);
    expect(readFileSync(out).length).toBeGreaterThan(16 * 1024 * 4);
    rmSync(sub, { recursive: true });
  });
});

describe('solve: bad input is a one-line error with exit 2', () => {
  it("board sizes that are not n, WxH or WxHxD (core's one grammar)", async () => {
    expectOneLineError(await runCli(['solve']), /missing board size/);
    expectOneLineError(await runCli(['solve', 'abc']), /board size 'abc' is not n, WxH or WxHxD/);
    expectOneLineError(await runCli(['solve', '8.5']), /'8\.5' is not n, WxH or WxHxD/);
    expectOneLineError(await runCli(['solve', '8x']), /'8x' is not/);
    expectOneLineError(await runCli(['solve', '8x8x8x8']), /'8x8x8x8' is not/);
    expectOneLineError(await runCli(['solve', '0']), /width must be a positive integer, got 0/);
    expectOneLineError(await runCli(['solve', '8x0']), /height must be a positive integer, got 0/);
    expect((await runCli(['solve', '5*6'])).stderr).toMatch(/tour of 5x6 /);
  });

  it('boards that are too large say how large is allowed and why', async () => {
    const side = await runCli(['solve', String(MAX_SIDE + 1)]);
    expectOneLineError(
      side,
      new RegExp(`width ${MAX_SIDE + 1} is larger than the maximum side ${MAX_SIDE}`),
    );
    expect(side.stderr).toMatch(/bytes of memory per square/);
    // The other dimension is checked too.
    expectOneLineError(await runCli(['solve', `8x${MAX_SIDE + 1}`]), /height \d+ is larger than/);
    expectOneLineError(
      await runCli(['solve', '300x300x300']),
      /has 27000000 cells, more than the 3-D limit/,
    );
    expectOneLineError(
      await runCli(['solve', '99999999999999999999']),
      /larger than the maximum side/,
    );
  });

  it('a start off the board or not x,y', async () => {
    expectOneLineError(
      await runCli(['solve', '8', '--start', '8,0']),
      /start \(8,0\) is off the 8x8 board \(x from 0 to 7, y from 0 to 7\)/,
    );
    expectOneLineError(
      await runCli(['solve', '8x10', '-s', '0,10']),
      /off the 8x10 board .*y from 0 to 9/,
    );
    expectOneLineError(await runCli(['solve', '8', '--start=-1,0']), /off the 8x8 board/);
    expectOneLineError(
      await runCli(['solve', '8', '--start', 'a,b']),
      /start 'a,b' is not x,y or x,y,z/,
    );
    expectOneLineError(await runCli(['solve', '8', '--start', '3']), /start '3' is not x,y/);
  });

  it('unknown algorithm or format lists the known ones', async () => {
    const algo = await runCli(['solve', '8', '--algorithm', 'magic']);
    expectOneLineError(algo, /unknown algorithm 'magic' \(expected one of /);
    for (const name of ALGORITHMS) expect(algo.stderr).toContain(name);
    expectOneLineError(
      await runCli(['solve', '8', '--format', 'xml']),
      /unknown format 'xml' \(expected one of json, csv, text\)/,
    );
  });

  it('options that do not apply to the algorithm: the catalogue decides, naming those that do', async () => {
    expectOneLineError(
      await runCli(['solve', '8', '--seed', '3']),
      /--seed applies to --algorithm warnsdorff, pohl or parberry only, not auto/,
    );
    expectOneLineError(
      await runCli(['solve', '8', '-a', 'warnsdorff', '--seed', 'x']),
      /--seed must be an integer/,
    );
    expectOneLineError(
      await runCli(['solve', '8', '-a', 'octaml16', '--max-nodes', '10']),
      /--max-nodes limits the exact searches \(auto, backtrack or warnsdorff-backtrack\), not octaml16/,
    );
    expectOneLineError(
      await runCli(['solve', '8', '-a', 'aml', '--closed']),
      /--closed: aml walks greedily .* use --algorithm auto, parberry, backtrack or warnsdorff-backtrack/,
    );
    // On a box no algorithm takes them: said so, not ignored.
    expectOneLineError(
      await runCli(['solve', '4x4x4', '--closed']),
      /--closed applies to no algorithm on 4x4x4/,
    );
    expectOneLineError(
      await runCli(['solve', '4x4x4', '--seed', '1']),
      /--seed applies to no algorithm on 4x4x4/,
    );
    expectOneLineError(
      await runCli(['solve', '4x4x4', '--max-ms', '1']),
      /--max-ms applies to no algorithm on 4x4x4/,
    );
  });
});
