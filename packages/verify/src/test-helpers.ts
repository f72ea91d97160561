// Tests only (excluded from the build and the package): a writer for every style the readers
// know, the corruptions of a tour, and a tour check written here, apart from the verifier's,
// for the write-then-read properties and the mutation run (mutations.test.ts).
import { type Board, solve, squareOf } from '@knights-tour/core';
import type { ReadOptions } from './options.js';

/** A walk as written: `[x, y]` or `[x, y, z]`, possibly off the board or repeated. */
export type Path = number[][];

/** What a writer produced, and what a correct reader must make of it. */
export interface Written {
  readonly text: string;
  readonly options?: ReadOptions;
  /** The walk and the board a correct reading gives; `isTour` of them is the true verdict. */
  readonly truth: { readonly path: Path; readonly board: Board };
}

/** A square a style cannot write (a negative file, say): the case is drawn again. */
export class Unwritable extends Error {}

/** The definition, checked apart from the verifier: every square once, each step a knight move. */
export function isTour(path: Path, board: Board): boolean {
  const { width, height, depth } = board;
  if (path.length !== width * height * depth) return false;
  const seen = new Set<number>();
  for (let i = 0; i < path.length; i++) {
    const [x = Number.NaN, y = Number.NaN, z = 0] = path[i]!;
    if (!(Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(z))) return false;
    if (x < 0 || y < 0 || z < 0 || x >= width || y >= height || z >= depth) return false;
    const s = (z * height + y) * width + x;
    if (seen.has(s)) return false;
    seen.add(s);
    if (i > 0) {
      const [px, py, pz = 0] = path[i - 1]!;
      const d = [x - px!, y - py!, z - pz].map(Math.abs).sort();
      if (d[0] !== 0 || d[1] !== 1 || d[2] !== 2) return false;
    }
  }
  return true;
}

const FILES = 'abcdefghijklmnopqrstuvwxyz';
const file = (x: number) => {
  if (x < 0 || x >= 26) throw new Unwritable();
  return FILES[x]!;
};
/** `e4`: chess notation, rank 1 at the bottom. */
const square = (x: number, y: number, board: Board) => {
  const rank = board.height - y;
  if (rank < 0) throw new Unwritable();
  return `${file(x)}${rank}`;
};

/** A board of step numbers from a walk: later steps overwrite earlier ones; squares off it are dropped. */
function grid(path: Path, board: Board, base: 0 | 1): { rows: (number | null)[][]; truth: Path } {
  const rows = Array.from({ length: board.height }, () =>
    new Array<number | null>(board.width).fill(null),
  );
  path.forEach(([x, y], i) => {
    if (x! >= 0 && y! >= 0 && x! < board.width && y! < board.height) rows[y!]![x!] = i + base;
  });
  // What the board says: the squares in the order of their numbers (a gap or a repeat breaks it).
  const byNumber = new Map<number, number[][]>();
  rows.forEach((row, y) => {
    row.forEach((v, x) => {
      if (v !== null) byNumber.set(v, [...(byNumber.get(v) ?? []), [x, y]]);
    });
  });
  const truth: Path = [];
  for (let k = base; k < base + board.width * board.height; k++) {
    const at = byNumber.get(k);
    truth.push(at?.length === 1 ? at[0]! : [Number.NaN, Number.NaN]);
  }
  return { rows, truth };
}

type Writer = (path: Path, board: Board, claim: Board | undefined) => Written;

/** Options carrying a claimed size (for styles with no size of their own). */
const sized = (claim: Board | undefined): ReadOptions | undefined =>
  claim ? { size: claim } : undefined;
const plain = (path: Path, board: Board, claim: Board | undefined) => ({
  truth: { path, board: claim ?? board },
});
const lines = (path: Path, f: (s: number[], i: number) => string) => path.map(f).join('\n');

/** Every style, 2-D and 3-D: how a walk is written in it. */
export const STYLES: Readonly<Record<string, { readonly box?: boolean; readonly write: Writer }>> =
  {
    'json document': {
      write: (p, b, c) => ({
        text: JSON.stringify({
          format: 'knights-tour/1',
          width: (c ?? b).width,
          height: (c ?? b).height,
          path: p,
        }),
        ...plain(p, b, c),
      }),
    },
    'json document, size last': {
      write: (p, b, c) => ({
        text: `{"path":${JSON.stringify(p)},\n"width":${(c ?? b).width},"height":${(c ?? b).height}}`,
        ...plain(p, b, c),
      }),
    },
    'json pairs': {
      write: (p, b, c) => ({ text: JSON.stringify(p), options: sized(c), ...plain(p, b, c) }),
    },
    'json {x, y} objects': {
      write: (p, b, c) => ({
        text: `[\n${p.map(([x, y]) => `  {"y": ${y}, "x": ${x}}`).join(',\n')}\n]`,
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'json {row, col} objects, 1-based': {
      write: (p, b, c) => ({
        text: JSON.stringify(
          p.map(([x, y]) => ({ row: y! + 1, col: x! + 1 })),
          null,
          2,
        ),
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'json {file, rank} objects': {
      write: (p, b, c) => ({
        text: JSON.stringify(p.map(([x, y]) => ({ file: file(x!), rank: b.height - y! }))),
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'json rows of step numbers, 0-based': {
      write: (p, b, c) => {
        const { rows, truth } = grid(p, b, 0);
        return {
          text: JSON.stringify(rows),
          options: sized(c),
          truth: { path: truth, board: c ?? b },
        };
      },
    },
    'json rows of step numbers, 1-based, a row a line': {
      write: (p, b, c) => {
        const { rows, truth } = grid(p, b, 1);
        const text = `[\n${rows.map((r) => `  [${r.map((v) => v ?? -1).join(', ')}]`).join(',\n')}\n]\n`;
        return { text, options: sized(c), truth: { path: truth, board: c ?? b } };
      },
    },
    'json tour under a nested key': {
      write: (p, b, c) => ({
        text: JSON.stringify({
          metadata: { solver: 'x', size: [b.width, b.height] },
          paths: [p.map(([x, y]) => ({ row: y, col: x }))],
        }),
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'json tour under a key, with its size': {
      write: (p, b, c) => ({
        text: JSON.stringify({
          result: { width: (c ?? b).width, height: (c ?? b).height, tour: p },
        }),
        ...plain(p, b, c),
      }),
    },
    'csv as solve writes it': {
      write: (p, b, c) => ({
        text: `# knights-tour/1 width=${(c ?? b).width} height=${(c ?? b).height}\nstep,x,y\n${lines(p, ([x, y], i) => `${i + 1},${x},${y}`)}\n`,
        ...plain(p, b, c),
      }),
    },
    'csv without its comment': {
      write: (p, b, c) => ({
        text: `step,x,y\n${lines(p, ([x, y], i) => `${i + 1},${x},${y}`)}\n`,
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'csv with named columns, CR line ends': {
      write: (p, b, c) => ({
        text: `id,row,col,note\r${lines(p, ([x, y], i) => `${i + 1},${y},${x},k${i}`).replace(/\n/g, '\r')}\r`,
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'text board as solve writes it': {
      write: (p, b, c) => {
        const { rows, truth } = grid(p, b, 1);
        const text = rows
          .map((r) => r.map((v) => String(v ?? '.').padStart(4)).join(''))
          .join('\n');
        return { text, options: sized(c), truth: { path: truth, board: c ?? b } };
      },
    },
    'text board, 0-based, drawn': {
      write: (p, b, c) => {
        const { rows, truth } = grid(p, b, 0);
        const rule = `+${'----+'.repeat(b.width)}`;
        const text = `${rule}\n${rows.map((r) => `|${r.map((v) => String(v ?? '.').padStart(4)).join('|')}|`).join(`\n${rule}\n`)}\n${rule}\n`;
        return { text, options: sized(c), truth: { path: truth, board: c ?? b } };
      },
    },
    'python lists a row a line': {
      write: (p, b, c) => {
        const { rows, truth } = grid(p, b, 1);
        const text = `${rows.map((r) => `[${r.map((v) => v ?? -1).join(', ')}]`).join('\n')}\n`;
        return { text, options: sized(c), truth: { path: truth, board: c ?? b } };
      },
    },
    'board with rank and file labels, rank 1 at the bottom': {
      write: (p, b, c) => {
        const { rows, truth } = grid(p, b, 1);
        const dash = ` ${'-'.repeat(b.width * 4 + 3)}`;
        const body = rows.map(
          (r, y) =>
            `${String(b.height - y).padStart(2)}| ${r.map((v) => String(v ?? '.').padStart(3)).join(' ')} |`,
        );
        const files = `    ${Array.from({ length: b.width }, (_, x) => file(x).padStart(3)).join(' ')}`;
        return {
          text: `Here's the solution!\n${dash}\n${body.join('\n')}\n${dash}\n${files}\n`,
          options: sized(c),
          truth: { path: truth, board: c ?? b },
        };
      },
    },
    'board with terminal colours and a timing line': {
      write: (p, b, c) => {
        const { rows, truth } = grid(p, b, 1);
        const n = b.width * b.height;
        const cell = (v: number | null) => {
          const text = String(v ?? '.').padStart(4);
          return v === 1 || v === n ? `\u001b[1;31m${text}\u001b[0m` : text;
        };
        const text = `${rows.map((r) => r.map(cell).join('')).join('\n')}\nSolved in 0.002 s\n`;
        return { text, options: sized(c), truth: { path: truth, board: c ?? b } };
      },
    },
    'a move list, then the board': {
      write: (p, b, c) => {
        const { rows, truth } = grid(p, b, 1);
        const list = p.map(([x, y]) => square(x!, y!, b)).join(', ');
        const board = rows
          .map((r) => r.map((v) => String(v ?? '.').padStart(4)).join(''))
          .join('\n');
        // Both prints must agree for the file to be read: a corruption shows in both.
        const agree =
          isTour(truth, b) === isTour(p, b) &&
          truth.every((q, i) => q.join() === p[i]?.join()) &&
          truth.length === p.length;
        if (!agree) throw new Unwritable();
        return {
          text: `Tour found!\nMoves: ${list}\n\nBoard:\n${board}\n`,
          options: sized(c),
          truth: { path: truth, board: c ?? b },
        };
      },
    },
    'numbered squares joined by arrows': {
      write: (p, b, c) => {
        const moves = p.map(([x, y], i) => `${i + 1}. ${square(x!, y!, b)}`);
        const rows: string[] = [];
        for (let i = 0; i < moves.length; i += 8) rows.push(moves.slice(i, i + 8).join(' -> '));
        return { text: `${rows.join(' ->\n')}\n`, options: sized(c), ...plain(p, b, c) };
      },
    },
    'Move nr.1: Knight A1, after prose': {
      write: (p, b, c) => ({
        text: `       Knight's tour\nDONE! Print moves? (y=YES) :\n${lines(p, ([x, y], i) => `Move nr.${i + 1}: Knight ${square(x!, y!, b).toUpperCase()}`)}\n`,
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'objects printed by a program': {
      write: (p, b, c) => ({
        text: lines(p, ([x, y]) => `{ x: ${x}, y: ${y} }`),
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'algebraic squares': {
      write: (p, b, c) => ({
        text: `Tour:\n${p.map(([x, y], i) => `${square(x!, y!, b)}${(i + 1) % 16 === 0 ? '\n' : ' '}`).join('')}\n`,
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'moves, numbered like a game': {
      write: (p, b, c) => ({
        text: p
          .slice(1)
          .map(
            (s, i) =>
              `${i % 2 === 0 ? `${i / 2 + 1}. ` : ''}N${square(p[i]![0]!, p[i]![1]!, b)}-${square(s[0]!, s[1]!, b)}`,
          )
          .join(' '),
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'moves, long, a line each': {
      write: (p, b, c) => ({
        text: p
          .slice(1)
          .map((s, i) => `N${square(p[i]![0]!, p[i]![1]!, b)}${square(s[0]!, s[1]!, b)}`)
          .join('\n'),
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'moves with en dashes': {
      write: (p, b, c) => ({
        text: p
          .slice(1)
          .map((s, i) => `${square(p[i]![0]!, p[i]![1]!, b)}–${square(s[0]!, s[1]!, b)}`)
          .join(', '),
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    '(x, y) lines': {
      write: (p, b, c) => ({
        text: lines(p, ([x, y]) => `(${x}, ${y})`),
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'row,col lines, 1-based': {
      write: (p, b, c) => ({
        text: `row,col\n${lines(p, ([x, y]) => `${y! + 1},${x! + 1}`)}`,
        options: sized(c),
        ...plain(p, b, c),
      }),
    },
    'square indices with --size': {
      write: (p, b, c) => {
        const board = c ?? b;
        const index = ([x, y]: number[]) => {
          if (x! < 0 || y! < 0 || x! >= b.width || y! >= b.height) throw new Unwritable();
          return y! * b.width + x!;
        };
        const indices = p.map(index);
        return {
          text: indices.join('\n'),
          options: { inputFormat: 'indices', size: board },
          truth: {
            path: indices.map((s) => [s % board.width, Math.floor(s / board.width)]),
            board,
          },
        };
      },
    },
    'box document': {
      box: true,
      write: (p, b, c) => ({ text: JSON.stringify({ ...(c ?? b), path: p }), ...plain(p, b, c) }),
    },
    'box csv as solve writes it': {
      box: true,
      write: (p, b, c) => {
        const { width, height, depth } = c ?? b;
        return {
          text: `# knights-tour/1 width=${width} height=${height} depth=${depth}\nstep,x,y,z\n${lines(p, (s, i) => `${i + 1},${s.join(',')}`)}\n`,
          ...plain(p, b, c),
        };
      },
    },
    'box layers as solve writes them': {
      box: true,
      write: (p, b, c) => {
        const { width, height, depth } = b;
        const cells = new Array<number | null>(width * height * depth).fill(null);
        p.forEach(([x, y, z], i) => {
          if (x! >= 0 && y! >= 0 && z! >= 0 && x! < width && y! < height && z! < depth) {
            cells[(z! * height + y!) * width + x!] = i + 1;
          }
        });
        const truth: Path = [];
        for (let k = 1; k <= cells.length; k++) {
          const at = cells.flatMap((v, s) => (v === k ? [s] : []));
          truth.push(
            at.length === 1
              ? [
                  at[0]! % width,
                  Math.floor(at[0]! / width) % height,
                  Math.floor(at[0]! / (width * height)),
                ]
              : [Number.NaN, 0, 0],
          );
        }
        let text = '';
        for (let z = 0; z < depth; z++) {
          text += `${z > 0 ? '\n' : ''}# layer ${z}\n`;
          for (let y = 0; y < height; y++) {
            text += `${Array.from({ length: width }, (_, x) => String(cells[(z * height + y) * width + x] ?? '.').padStart(4)).join('')}\n`;
          }
        }
        return { text, options: sized(c), truth: { path: truth, board: c ?? b } };
      },
    },
  };

const tours = new Map<string, Path>();

/** A complete tour of `board` from the start `s` picks (as core's solver writes it; cached). */
export function tourOf(board: Board, s: number): Path {
  const { width, height, depth } = board;
  const n = width * height * depth;
  const key = `${width}x${height}x${depth}:${s % n}`;
  let path = tours.get(key);
  if (!path) {
    for (let k = 0; k < n && !path; k++) {
      const t = (s + k) % n;
      const start = squareOf(
        board,
        t % width,
        Math.floor(t / width) % height,
        Math.floor(t / (width * height)),
      );
      const doc = solve({ ...board, start });
      if (doc.complete) path = doc.path.map((q: readonly number[]) => [...q]);
    }
    tours.set(key, path!);
  }
  return tours.get(key)!;
}

/** The corruptions of a tour a verifier must catch (and `none`, a valid tour). */
export const CORRUPTIONS = [
  'none',
  'swap',
  'repeat',
  'drop',
  'off-board',
  'not-a-move',
  'size claim',
] as const;
export type Corruption = (typeof CORRUPTIONS)[number];

/** The tour with one corruption, and the board a claim names (for `size claim`). */
export function corrupt(
  tour: Path,
  board: Board,
  kind: Corruption,
  random: () => number,
): { path: Path; claim: Board | undefined } {
  const p = tour.map((s) => [...s]);
  const n = p.length;
  const i = Math.floor(random() * n);
  const j = (i + 1 + Math.floor(random() * (n - 1))) % n;
  switch (kind) {
    case 'swap':
      [p[i], p[j]] = [p[j]!, p[i]!];
      break;
    case 'repeat':
      p[Math.max(i, j)] = [...p[Math.min(i, j)]!];
      break;
    case 'drop':
      p.splice(i, 1);
      break;
    case 'off-board': {
      const axis = Math.floor(random() * p[i]!.length);
      const side = [board.width, board.height, board.depth][axis]!;
      p[i]![axis] =
        random() < 0.5 ? side + Math.floor(random() * 3) : -1 - Math.floor(random() * 2);
      break;
    }
    case 'not-a-move': {
      // One step sideways: a king's move, never a knight's.
      const x = p[i]![0]!;
      p[i]![0] = x + 1 < board.width ? x + 1 : x - 1;
      break;
    }
    case 'size claim': {
      const grow = random() < 0.5 ? 1 : -1;
      const claim =
        random() < 0.5
          ? { ...board, width: Math.max(1, board.width + grow) }
          : { ...board, height: Math.max(1, board.height + grow) };
      return { path: p, claim };
    }
  }
  return { path: p, claim: undefined };
}

/** A reproducible random sequence (mulberry32), so a failing case can be run again. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
