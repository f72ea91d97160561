import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DecodedPng, decode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BIN, runCli } from '../test-helpers.js';

type Doc = { width: number; height: number; complete: boolean; path: [number, number][] };

const RED: [number, number, number] = [0xe3, 0x1a, 0x1c];

let dir: string;
let t8: Doc;
let f7: Doc;
const file = (name: string) => join(dir, name);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kt-render-'));
  const make = async (args: string[], name: string, code: number) => {
    expect((await runCli([...args, '--out', file(name)])).code).toBe(code);
  };
  await make(['solve', '8', '-f', 'json'], 't8.json', 0);
  await make(['solve', '8', '-f', 'csv'], 't8.csv', 0);
  await make(['solve', '8', '-f', 'text'], 't8.txt', 0);
  await make(['solve', '7', '-s', '6,2', '-a', 'aml', '-f', 'json'], 'f7.json', 1);
  await make(['solve', '7', '-s', '6,2', '-a', 'aml', '-f', 'text'], 'f7.txt', 1);
  await make(['solve', '1000', '-f', 'json'], 't1000.json', 0);
  t8 = JSON.parse(readFileSync(file('t8.json'), 'utf8')) as Doc;
  f7 = JSON.parse(readFileSync(file('f7.json'), 'utf8')) as Doc;
  expect(f7.complete).toBe(false);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs render into a fresh output file and returns its bytes, checking exit 0. */
async function render(input: string, out: string, ...options: string[]): Promise<Buffer> {
  const result = await runCli(['render', input, '--out', file(out), ...options]);
  expect(result.stderr).toMatch(/^render: /m);
  expect(result.code).toBe(0);
  return readFileSync(file(out));
}

/** RGB of pixel (x, y) of a decoded PNG, palette or truecolour. */
function pixel(png: DecodedPng, x: number, y: number): [number, number, number] {
  const i = y * png.width + x;
  if (png.palette) {
    const [r, g, b] = png.palette[png.data[i]!]!;
    return [r!, g!, b!];
  }
  const c = png.channels;
  return [png.data[i * c]!, png.data[i * c + 1]!, png.data[i * c + 2]!];
}

/** Colour at the centre of square (x, y) of an image with `cell` pixels a square. */
function squareColor(png: DecodedPng, cell: number, x: number, y: number) {
  return pixel(png, x * cell + Math.floor(cell / 2), y * cell + Math.floor(cell / 2));
}

const luminance = ([r, g, b]: readonly number[]) => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;

/**
 * Minimal XML well-formedness check: every tag matched and nested, attributes quoted,
 * no stray `<` or `&` in text, one root element.
 */
function expectWellFormedXml(xml: string): void {
  const stack: string[] = [];
  let roots = 0;
  let pos = 0;
  const token =
    /<\?xml[^?]*\?>|<!--[\s\S]*?-->|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
  while (pos < xml.length) {
    const lt = xml.indexOf('<', pos);
    const text = xml.slice(pos, lt === -1 ? xml.length : lt);
    expect(text.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);/gi, '')).not.toMatch(/[&<]/);
    if (text.trim() !== '')
      expect(stack.length, `text outside the root: ${text}`).toBeGreaterThan(0);
    if (lt === -1) break;
    token.lastIndex = lt;
    const m = token.exec(xml);
    expect(m, `malformed markup at ${xml.slice(lt, lt + 60)}`).not.toBeNull();
    const [whole, closing, name, , selfClosing] = m!;
    if (name !== undefined) {
      if (closing) expect(stack.pop()).toBe(name);
      else if (!selfClosing) {
        if (stack.length === 0) roots++;
        stack.push(name);
      } else if (stack.length === 0) roots++;
    }
    pos = lt + whole.length;
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

describe('render: PNG', () => {
  it('a complete 8x8 tour: cell-sized image, every square coloured by visit order, light to dark', async () => {
    const png = decode(await render(file('t8.json'), 't8.png', '--cell', '10'));
    expect([png.width, png.height]).toEqual([80, 80]);
    const colors = t8.path.map(([x, y]) => squareColor(png, 10, x, y));
    expect(colors.every((c) => c.join() !== RED.join())).toBe(true);
    // Each step its own shade, and later steps never lighter than earlier ones.
    expect(new Set(colors.map((c) => c.join())).size).toBe(64);
    for (let i = 1; i < colors.length; i++) {
      expect(luminance(colors[i]!)).toBeLessThanOrEqual(luminance(colors[i - 1]!) + 1e-9);
    }
    expect(luminance(colors[0]!)).toBeGreaterThan(200);
    expect(luminance(colors[63]!)).toBeLessThan(60);
    // A whole cell is one colour when nothing is drawn over it.
    const [x, y] = t8.path[10]!;
    expect(pixel(png, x * 10, y * 10)).toEqual(pixel(png, x * 10 + 9, y * 10 + 9));
  });

  it('a failed 7x7 AML walk: exactly the unvisited squares are red', async () => {
    const png = decode(await render(file('f7.json'), 'f7.png', '--cell', '12'));
    expect([png.width, png.height]).toEqual([84, 84]);
    const visited = new Set(f7.path.map(([x, y]) => `${x},${y}`));
    let red = 0;
    for (let y = 0; y < 7; y++) {
      for (let x = 0; x < 7; x++) {
        const isRed = squareColor(png, 12, x, y).join() === RED.join();
        expect(isRed, `(${x},${y})`).toBe(!visited.has(`${x},${y}`));
        if (isRed) red++;
      }
    }
    expect(red).toBe(49 - 33);
  });

  it('the same walk read from json, csv, text or stdin gives the same image', async () => {
    const fromJson = await render(file('t8.json'), 'a.png');
    expect((await render(file('t8.csv'), 'b.png')).equals(fromJson)).toBe(true);
    expect((await render(file('t8.txt'), 'c.png')).equals(fromJson)).toBe(true);
    const piped = await runCli(['render', '-', '--out', file('d.png')], {
      input: readFileSync(file('t8.json')),
    });
    expect(piped.code).toBe(0);
    expect(readFileSync(file('d.png')).equals(fromJson)).toBe(true);
    // A text board with '.' for unvisited squares is a failed walk too.
    expect(
      (await render(file('f7.txt'), 'e.png')).equals(await render(file('f7.json'), 'f.png')),
    ).toBe(true);
  });

  it('default cell is 48 px for small boards; --lines and --numbers draw over the squares', async () => {
    const plain = decode(await render(file('t8.json'), 'plain.png'));
    expect([plain.width, plain.height]).toEqual([384, 384]);
    const drawn = decode(await render(file('t8.json'), 'drawn.png', '--lines', '--numbers'));
    expect([drawn.width, drawn.height]).toEqual([384, 384]);
    let ink = 0;
    let changed = 0;
    for (let y = 0; y < 384; y++) {
      for (let x = 0; x < 384; x++) {
        const c = pixel(drawn, x, y);
        if (c.join() === '26,26,26' || c.join() === '17,17,17') ink++;
        if (c.join() !== pixel(plain, x, y).join()) changed++;
      }
    }
    expect(ink).toBeGreaterThan(2000);
    expect(changed).toBeGreaterThan(ink);
    // Numbers alone: dark digits on the light first square, white ones on the dark last square.
    const numbers = decode(await render(file('t8.json'), 'numbers.png', '--numbers'));
    const count = (sq: [number, number], rgb: string) => {
      let n = 0;
      for (let y = sq[1] * 48; y < (sq[1] + 1) * 48; y++) {
        for (let x = sq[0] * 48; x < (sq[0] + 1) * 48; x++)
          if (pixel(numbers, x, y).join() === rgb) n++;
      }
      return n;
    };
    expect(count(t8.path[0]!, '17,17,17')).toBeGreaterThan(20);
    expect(count(t8.path[63]!, '255,255,255')).toBeGreaterThan(20);
  });

  it('1000x1000: the cell shrinks to keep the image bounded, and the file is small', async () => {
    const bytes = await render(file('t1000.json'), 'big.png');
    expect(bytes.length).toBeLessThan(1_000_000);
    const png = decode(bytes);
    expect(png.width).toBe(png.height);
    expect(png.width % 1000).toBe(0);
    expect(png.width).toBeLessThanOrEqual(4096);
    const cell = png.width / 1000;
    const doc = JSON.parse(readFileSync(file('t1000.json'), 'utf8')) as Doc;
    const first = squareColor(png, cell, ...doc.path[0]!);
    const last = squareColor(png, cell, ...doc.path[doc.path.length - 1]!);
    expect(luminance(first)).toBeGreaterThan(luminance(last) + 100);
  });

  it('an explicit --cell too large for the board is reduced to fit 4096 px, with a note', async () => {
    const result = await runCli([
      'render',
      file('t1000.json'),
      '--cell',
      '5',
      '--out',
      file('reduced.png'),
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/--cell 5 reduced to 4 so the image stays within 4096 px/);
    const png = decode(readFileSync(file('reduced.png')));
    expect([png.width, png.height]).toEqual([4000, 4000]);
  });
});

describe('render: SVG', () => {
  it('8x8: well-formed, sized by cell, one shade per step, no red', async () => {
    const svg = (await render(file('t8.json'), 't8.svg', '--cell', '20')).toString('utf8');
    expectWellFormedXml(svg);
    expect(svg).toMatch(/<svg [^>]*width="160" height="160" viewBox="0 0 8 8"/);
    const fills = [...svg.matchAll(/<path fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    expect(new Set(fills).size).toBe(64);
    expect(fills).not.toContain('#e31a1c');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('<polyline');
  });

  it('a failed walk: the red path covers exactly the unvisited squares', async () => {
    const svg = (await render(file('f7.json'), 'f7.svg')).toString('utf8');
    expectWellFormedXml(svg);
    const red = /<path fill="#e31a1c" d="([^"]*)"/.exec(svg)?.[1] ?? '';
    const covered = new Set<string>();
    for (const [, x, y, w] of red.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(w); i++) covered.add(`${Number(x) + i},${y}`);
    }
    const unvisited = new Set<string>();
    for (let y = 0; y < 7; y++) for (let x = 0; x < 7; x++) unvisited.add(`${x},${y}`);
    for (const [x, y] of f7.path) unvisited.delete(`${x},${y}`);
    expect([...covered].sort()).toEqual([...unvisited].sort());
    expect(svg).toContain('33 of 49 squares visited');
  });

  it('--numbers writes each step in its square; --lines draws the path through the centres', async () => {
    const svg = (await render(file('t8.json'), 'drawn.svg', '--lines', '--numbers')).toString(
      'utf8',
    );
    expectWellFormedXml(svg);
    const texts = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>(\d+)<\/text>/g)];
    expect(texts).toHaveLength(64);
    for (const [, x, y, step] of texts) {
      const [sx, sy] = t8.path[Number(step) - 1]!;
      expect(Number(x)).toBe(sx + 0.5);
      expect(Math.floor(Number(y))).toBe(sy);
    }
    const points = /<polyline [^>]*points="([^"]*)"/.exec(svg)?.[1];
    expect(points).toBe(t8.path.map(([x, y]) => `${x + 0.5},${y + 0.5}`).join(' '));
  });

  it('1000x1000: no shape per square but an embedded 1 px/square PNG; small file', async () => {
    const bytes = await render(file('t1000.json'), 'big.svg');
    expect(bytes.length).toBeLessThan(1_000_000);
    const svg = bytes.toString('utf8');
    expectWellFormedXml(svg);
    expect(svg).not.toMatch(/<rect|<path/);
    const data = /xlink:href="data:image\/png;base64,([^"]+)"/.exec(svg)?.[1];
    expect(data).toBeDefined();
    const png = decode(Buffer.from(data!, 'base64'));
    expect([png.width, png.height]).toEqual([1000, 1000]);
    const doc = JSON.parse(readFileSync(file('t1000.json'), 'utf8')) as Doc;
    const [x0, y0] = doc.path[0]!;
    const [x1, y1] = doc.path[doc.path.length - 1]!;
    expect(luminance(pixel(png, x0, y0))).toBeGreaterThan(luminance(pixel(png, x1, y1)) + 100);
  });

  it('--format svg writes to stdout; --format overrides an unknown extension', async () => {
    const result = await runCli(['render', file('t8.json'), '--format', 'svg']);
    expect(result.code).toBe(0);
    expectWellFormedXml(result.stdout);
    const out = file('image.out');
    expect((await runCli(['render', file('t8.json'), '--format', 'png', '--out', out])).code).toBe(
      0,
    );
    expect(decode(readFileSync(out)).width).toBe(384);
  });
});

describe('render: bad input is a one-line error with exit 2 and no output file', () => {
  async function expectRejected(args: string[], pattern: RegExp, input?: string): Promise<void> {
    const before = readdirSync(dir).sort();
    const result = await runCli(['render', ...args], input === undefined ? {} : { input });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^knights-tour: /);
    expect(result.stderr).not.toMatch(/\n\s+at |internal error/);
    expect(result.stderr).toMatch(pattern);
    expect(readdirSync(dir).sort()).toEqual(before);
  }

  it('missing, unreadable or malformed input files', async () => {
    await expectRejected(['--out', file('x.png')], /give a tour file/);
    await expectRejected(
      [file('nope.json'), '--out', file('x.png')],
      /cannot read .*nope\.json: no such file/,
    );
    mkdirSync(file('adir'));
    await expectRejected(
      [file('adir'), '--out', file('x.png')],
      /cannot read .*adir: it is a directory/,
    );
    rmSync(file('adir'), { recursive: true });
    writeFileSync(file('junk.txt'), 'this is not a tour\n');
    await expectRejected([file('junk.txt'), '--out', file('x.png')], /junk\.txt: /);
    writeFileSync(file('nopath.json'), '{"width": 8, "height": 8}');
    await expectRejected([file('nopath.json'), '--out', file('x.png')], /nopath\.json: .*path/);
    writeFileSync(file('broken.json'), '{"width": 8, "height": 8, "path": [[0,0],[1,2]');
    await expectRejected([file('broken.json'), '--out', file('x.svg')], /broken\.json: /);
    rmSync(file('junk.txt'));
    rmSync(file('nopath.json'));
    rmSync(file('broken.json'));
    await expectRejected(['-', '--out', file('x.png')], /standard input: /, '');
  });

  it('steps that cannot be drawn', async () => {
    const offBoard = JSON.stringify({
      width: 5,
      height: 5,
      path: [
        [0, 0],
        [1, 2],
        [7, 3],
      ],
    });
    await expectRejected(
      ['-', '--out', file('x.png')],
      /step 3: \(7,3\) is off the 5x5 board/,
      offBoard,
    );
    const malformed = JSON.stringify({ width: 5, height: 5, path: [[0, 0], 'b2'] });
    await expectRejected(['-', '--out', file('x.png')], /standard input: step 2: /, malformed);
  });

  it('output: unknown or conflicting format, missing directory, directory as file', async () => {
    await expectRejected([file('t8.json')], /give --out FILE\.svg or FILE\.png/);
    await expectRejected(
      [file('t8.json'), '--out', file('x.jpg')],
      /cannot tell the image format from .*x\.jpg/,
    );
    await expectRejected(
      [file('t8.json'), '--out', file('x.png'), '--format', 'svg'],
      /--format svg contradicts/,
    );
    await expectRejected(
      [file('t8.json'), '--format', 'gif'],
      /unknown image format 'gif' \(expected one of svg, png\)/,
    );
    await expectRejected(
      [file('t8.json'), '--out', join(dir, 'missing', 'x.png')],
      /directory .*missing does not exist/,
    );
    mkdirSync(file('taken.png'));
    await expectRejected(
      [file('t8.json'), '--out', file('taken.png')],
      /taken\.png: it is a directory/,
    );
    rmSync(file('taken.png'), { recursive: true });
  });

  it('bad --cell, and annotations where they cannot work', async () => {
    await expectRejected(
      [file('t8.json'), '--out', file('x.png'), '--cell', '0'],
      /--cell must be an integer from 1 to 4096/,
    );
    await expectRejected(
      [file('t8.json'), '--out', file('x.png'), '--cell', 'big'],
      /--cell must be an integer/,
    );
    await expectRejected(
      [file('t8.json'), '--out', file('x.png'), '--numbers', '--cell', '8'],
      /--cell 8 is too small for 2-digit step numbers: use --cell 15/,
    );
    await expectRejected(
      [file('t1000.json'), '--out', file('x.svg'), '--lines'],
      /--lines is for boards of at most 10000 squares/,
    );
    await expectRejected(
      [file('t1000.json'), '--out', file('x.png'), '--numbers'],
      /--numbers is for boards of at most 10000 squares/,
    );
  });

  it('a board too large to render says the limit', async () => {
    const wide = JSON.stringify({ width: 5000, height: 2, path: [[0, 0]] });
    await expectRejected(
      ['-', '--out', file('x.png')],
      /board 5000x2 is too large to render: at most 4096 squares a side/,
      wide,
    );
  });

  it('a write that fails mid-way leaves neither the image nor a temporary file', () => {
    const sub = mkdtempSync(join(dir, 'limit-'));
    const result = spawnSync(
      'bash',
      [
        '-c',
        'ulimit -f 16; exec "$0" "$@"',
        process.execPath,
        CLI_BIN,
        'render',
        file('t1000.json'),
        '--out',
        join(sub, 'big.svg'),
      ],
      { encoding: 'utf8' },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^knights-tour: cannot write .*big\.svg: file too large/);
    expect(readdirSync(sub)).toEqual([]);
    rmSync(sub, { recursive: true });
  });
});
