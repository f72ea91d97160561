// 3-D tours (docs/three-d.md §6), checked independently of any solver: the knights-tour/1
// document with `depth` and `[x, y, z]` entries, CSV `step,x,y,z`, and text boards one layer
// per `# layer z` block. Cells are indexed `(z * height + y) * width + x`.
import { findJsonSyntaxError } from './json-syntax.js';
import { quote, TourFormatError } from './parsed-tour.js';

/** A 3-D tour read from a file, before any checking. `NaN` marks a malformed entry. */
export interface ParsedTour3d {
  readonly format: 'json' | 'csv' | 'text';
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly length: number;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly zs: Float64Array;
  /** Why entry `k` (1-based) is malformed. */
  readonly malformed: ReadonlyMap<number, string>;
  readonly claims: { readonly complete?: boolean; readonly closed?: boolean };
}

/** The least a 3-D document must have: `width`, `height`, `depth` and `path`. */
export interface Tour3dDocumentLike {
  readonly width: unknown;
  readonly height: unknown;
  readonly depth: unknown;
  readonly path: unknown;
  readonly complete?: unknown;
  readonly closed?: unknown;
}

/** A cell of a 3-D board: `[x, y, z]`, 0-based. */
export type Cell3d = readonly [x: number, y: number, z: number];

/** The kinds of {@link Problem3d}, as counted in {@link Tour3dReport.counts}. */
export type Problem3dKind =
  | 'empty'
  | 'malformed'
  | 'off-board'
  | 'duplicate'
  | 'not-a-knight-move'
  | 'unvisited'
  | 'size-mismatch'
  | 'not-closed';

/** One thing wrong with a 3-D tour. Step numbers are 1-based. */
export interface Problem3d {
  readonly kind: Problem3dKind;
  /** The step at fault (for a duplicate: the second visit; for a move: its arrival). */
  readonly step?: number;
  /** Duplicate: the step that first visited the cell and the one that came back. */
  readonly steps?: readonly [number, number];
  readonly cell?: Cell3d;
  /** Unvisited: how many cells, and the first few. */
  readonly count?: number;
  readonly cells?: readonly Cell3d[];
  readonly message: string;
}

/** What the 3-D verifier found: the verdict, the board, counts and every problem (capped per kind). */
export interface Tour3dReport {
  readonly valid: boolean;
  readonly complete: boolean;
  readonly closed: boolean;
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly cells: number;
  readonly visited: number;
  readonly steps: number;
  readonly problems: readonly Problem3d[];
  readonly counts: Readonly<Partial<Record<Problem3dKind, number>>>;
  /** The document's false claims (complete, closed): never trusted, only compared. */
  readonly warnings: readonly string[];
}

/** Options of the 3-D verifier. */
export interface Verify3dOptions {
  /** Also require the tour to be closed (its last cell one knight move from its first). */
  closed?: boolean;
  /** Problems listed per kind (default 20); {@link Tour3dReport.counts} counts them all. */
  maxPerKind?: number;
  /** Unvisited cells listed (default 10). */
  maxUnvisited?: number;
}

/** Largest 3-D board the verifier reads, in cells (2^26: beyond what any solver writes). */
const MAX_CELLS = 2 ** 26;

const at = (x: number, y: number, z: number) => `(${x},${y},${z})`;

/** Two coordinates change, by 1 and 2; the third stays. */
function isKnight3d(dx: number, dy: number, dz: number): boolean {
  const a = dx < 0 ? -dx : dx;
  const b = dy < 0 ? -dy : dy;
  const c = dz < 0 ? -dz : dz;
  return a + b + c === 3 && a < 3 && b < 3 && c < 3 && (a === 0 || b === 0 || c === 0);
}

function boxOf(width: unknown, height: unknown, depth: unknown, line?: number) {
  for (const [label, v] of [
    ['width', width],
    ['height', height],
    ['depth', depth],
  ] as const) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
      throw new TourFormatError(`${label} must be a positive integer, got ${String(v)}`, line);
    }
  }
  const [w, h, d] = [width as number, height as number, depth as number];
  if (w * h * d > MAX_CELLS) {
    throw new TourFormatError(
      `board ${w}x${h}x${d} is too large to verify (${MAX_CELLS} cells at most)`,
    );
  }
  return { width: w, height: h, depth: d };
}

/** True when a text holds a 3-D tour: a JSON document with `depth`, a `step,x,y,z` CSV or `WxHxD` comment, or `# layer` blocks. */
export function isTour3dText(text: string): boolean {
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('{')) return /"depth"\s*:/.test(text);
  const first = head.split('\n', 2);
  if (/^#\s*layer\b/.test(first[0] ?? '')) return true;
  if (/^#.*\b\d+x\d+x\d+\b/.test(first[0] ?? '')) return true;
  return /^step\s*,\s*x\s*,\s*y\s*,\s*z\s*$/i.test(
    (first[0]?.startsWith('#') ? first[1] : first[0])?.trim() ?? '',
  );
}

function fromEntries(
  format: ParsedTour3d['format'],
  box: { width: number; height: number; depth: number },
  entries: readonly unknown[],
  claims: ParsedTour3d['claims'],
): ParsedTour3d {
  const n = entries.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const zs = new Float64Array(n);
  const malformed = new Map<number, string>();
  entries.forEach((e, i) => {
    if (
      Array.isArray(e) &&
      e.length === 3 &&
      e.every((v) => typeof v === 'number' && Number.isFinite(v))
    ) {
      xs[i] = e[0];
      ys[i] = e[1];
      zs[i] = e[2];
    } else {
      xs[i] = ys[i] = zs[i] = Number.NaN;
      if (malformed.size < 100) {
        malformed.set(
          i + 1,
          `malformed entry ${quote(JSON.stringify(e) ?? String(e))} (expected [x, y, z] with integers)`,
        );
      }
    }
  });
  return { format, ...box, length: n, xs, ys, zs, malformed, claims };
}

/** Reads a 3-D document object (SPEC §9 plus `depth`). */
export function readTour3dDocument(doc: Tour3dDocumentLike): ParsedTour3d {
  if (typeof doc !== 'object' || doc === null)
    throw new TourFormatError('not a tour document: expected an object');
  const box = boxOf(doc.width, doc.height, doc.depth);
  if (!Array.isArray(doc.path)) throw new TourFormatError('the document has no path array');
  const claims = {
    ...(typeof doc.complete === 'boolean' ? { complete: doc.complete } : {}),
    ...(typeof doc.closed === 'boolean' ? { closed: doc.closed } : {}),
  };
  return fromEntries('json', box, doc.path, claims);
}

/**
 * Reads a 3-D tour file: the JSON document with `depth`, CSV `step,x,y,z` (the board from a
 * `# … WxHxD` comment, else the smallest box holding every cell), or text blocks of step
 * numbers, one per `# layer z` line. Throws {@link TourFormatError} when it cannot.
 */
export function parseTour3d(text: string): ParsedTour3d {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const head = text.trimStart();
  if (head === '') throw new TourFormatError('empty input: no tour to read');
  if (head.startsWith('{')) {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch (error) {
      const where = findJsonSyntaxError(text);
      if (where) {
        throw new TourFormatError(
          `invalid JSON at column ${where.column}: ${where.message}`,
          where.line,
        );
      }
      throw new TourFormatError(`invalid JSON: ${(error as Error).message.split('\n')[0]}`);
    }
    return readTour3dDocument(doc as Tour3dDocumentLike);
  }
  if (/^#\s*layer\b/.test(head)) return parseLayers(text);
  return parseCsv3d(text);
}

function parseCsv3d(text: string): ParsedTour3d {
  const lines = text.split(/\r?\n/);
  let box: { width: number; height: number; depth: number } | undefined;
  const claims: { complete?: boolean; closed?: boolean } = {};
  const rows: { step: number; entry: unknown }[] = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    if (line.startsWith('#')) {
      const size =
        /\b(\d+)x(\d+)x(\d+)\b/.exec(line) ??
        /\bwidth=(\d+)\s+height=(\d+)\s+depth=(\d+)\b/.exec(line);
      if (size && box === undefined)
        box = boxOf(Number(size[1]), Number(size[2]), Number(size[3]), i + 1);
      for (const key of ['complete', 'closed'] as const) {
        const m = new RegExp(`\\b${key}=(true|false)\\b`).exec(line);
        if (m) claims[key] = m[1] === 'true';
      }
      return;
    }
    if (/^step\s*,/i.test(line)) return;
    const parts = line.split(',').map((p) => p.trim());
    if (parts.length !== 4 || !parts.every((p) => /^-?\d+$/.test(p))) {
      throw new TourFormatError(`expected step,x,y,z with integers, got ${quote(line)}`, i + 1);
    }
    const [step, x, y, z] = parts.map(Number) as [number, number, number, number];
    rows.push({ step, entry: [x, y, z] });
  });
  if (rows.length === 0) throw new TourFormatError('no step,x,y,z rows');
  // Rows are steps: place each at its step number; a step given twice or missing is malformed.
  const n = Math.max(rows.length, ...rows.map((r) => r.step));
  if (n > MAX_CELLS) throw new TourFormatError(`step ${n} is beyond any board this verifier reads`);
  const entries: unknown[] = new Array(n).fill('missing step');
  for (const { step, entry } of rows) {
    if (step < 1) throw new TourFormatError(`step numbers start at 1, got ${step}`);
    entries[step - 1] = entries[step - 1] === 'missing step' ? entry : 'step given twice';
  }
  if (box === undefined) {
    const max = [0, 1, 2].map((a) => Math.max(...rows.map((r) => (r.entry as number[])[a]!)) + 1);
    box = boxOf(max[0], max[1], max[2]);
  }
  return fromEntries('csv', box, entries, claims);
}

function parseLayers(text: string): ParsedTour3d {
  const layers: number[][][] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    if (/^#\s*layer\b/.test(line)) {
      layers.push([]);
      return;
    }
    if (!/^[\d.\s]+$/.test(line))
      throw new TourFormatError(`expected step numbers or '.', got ${quote(line)}`, i + 1);
    layers[layers.length - 1]!.push(line.split(/\s+/).map((t) => (t === '.' ? 0 : Number(t))));
  });
  const depth = layers.length;
  const height = layers[0]?.length ?? 0;
  const width = layers[0]?.[0]?.length ?? 0;
  if (layers.some((l) => l.length !== height || l.some((row) => row.length !== width))) {
    throw new TourFormatError('every layer must have the same number of rows and columns');
  }
  const box = boxOf(width, height, depth);
  const steps = new Map<number, unknown>();
  let n = 0;
  layers.forEach((rows, z) => {
    rows.forEach((row, y) => {
      row.forEach((s, x) => {
        if (s === 0) return;
        steps.set(s, steps.has(s) ? 'step given twice' : [x, y, z]);
        if (s > n) n = s;
      });
    });
  });
  const entries = Array.from({ length: n }, (_, i) => steps.get(i + 1) ?? 'missing step');
  return fromEntries('text', box, entries, {});
}

function isParsed3d(t: ParsedTour3d | Tour3dDocumentLike): t is ParsedTour3d {
  return (t as ParsedTour3d).xs instanceof Float64Array;
}

/**
 * Checks a 3-D tour: every entry three integers on the board, no cell twice (both steps
 * reported), every step a 3-D knight move, every cell visited, and on request closed.
 * `complete` and `closed` are recomputed; the document's own claims become warnings when false.
 */
export function verifyTour3d(
  tour: ParsedTour3d | Tour3dDocumentLike,
  options: Verify3dOptions = {},
): Tour3dReport {
  const t = isParsed3d(tour) ? tour : readTour3dDocument(tour);
  const { width, height, depth, length, xs, ys, zs } = t;
  const total = width * height * depth;
  const cap = options.maxPerKind ?? 20;
  const list: Problem3d[] = [];
  const counts: Partial<Record<Problem3dKind, number>> = {};
  const add = (kind: Problem3dKind, make: () => Omit<Problem3d, 'kind'>) => {
    counts[kind] = (counts[kind] ?? 0) + 1;
    if (counts[kind]! <= cap) list.push({ kind, ...make() });
  };
  const box = `${width}x${height}x${depth}`;
  const first = new Int32Array(total);
  let visited = 0;
  let px = Number.NaN;
  let py = Number.NaN;
  let pz = Number.NaN;
  for (let k = 1; k <= length; k++) {
    const x = xs[k - 1]!;
    const y = ys[k - 1]!;
    const z = zs[k - 1]!;
    if (Number.isNaN(x)) {
      add('malformed', () => ({
        step: k,
        message: `step ${k}: ${t.malformed.get(k) ?? 'malformed entry (expected [x, y, z] with integers)'}`,
      }));
      px = py = pz = Number.NaN;
      continue;
    }
    if (
      !(Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(z)) ||
      !(x >= 0 && y >= 0 && z >= 0 && x < width && y < height && z < depth)
    ) {
      add('off-board', () => ({
        step: k,
        cell: [x, y, z],
        message: `step ${k}: ${at(x, y, z)} is off the ${box} board`,
      }));
      px = py = pz = Number.NaN;
      continue;
    }
    const c = (z * height + y) * width + x;
    const seen = first[c]!;
    if (seen === 0) {
      first[c] = k;
      visited++;
    } else {
      add('duplicate', () => ({
        step: k,
        steps: [seen, k],
        cell: [x, y, z],
        message: `step ${k}: ${at(x, y, z)} was already visited at step ${seen}`,
      }));
    }
    if (!Number.isNaN(px) && !isKnight3d(x - px, y - py, z - pz)) {
      const from = at(px, py, pz);
      add('not-a-knight-move', () => ({
        step: k,
        cell: [x, y, z],
        message: `step ${k}: the move from ${from} (step ${k - 1}) to ${at(x, y, z)} is not a knight move`,
      }));
    }
    px = x;
    py = y;
    pz = z;
  }
  if (length === 0) add('empty', () => ({ message: 'the path is empty' }));
  if (length > total) {
    add('size-mismatch', () => ({
      message: `the path has ${length} steps but the ${box} board has ${total} cells`,
    }));
  }
  if (visited < total) {
    const max = options.maxUnvisited ?? 10;
    const cells: Cell3d[] = [];
    for (let c = 0; c < total && cells.length < max; c++) {
      if (first[c] === 0) {
        const x = c % width;
        const r = (c - x) / width;
        cells.push([x, r % height, (r - (r % height)) / height]);
      }
    }
    const count = total - visited;
    add('unvisited', () => ({
      count,
      cells,
      message: `${count} of ${total} cells never visited: ${cells.map((p) => at(...p)).join(', ')}${count > cells.length ? ', …' : ''}`,
    }));
  }
  const isTour = Object.keys(counts).length === 0;
  const closed =
    isTour &&
    length >= 2 &&
    isKnight3d(xs[length - 1]! - xs[0]!, ys[length - 1]! - ys[0]!, zs[length - 1]! - zs[0]!);
  if (options.closed && !closed) {
    add('not-closed', () => ({
      message: isTour
        ? `not closed: the last cell ${at(xs[length - 1]!, ys[length - 1]!, zs[length - 1]!)} (step ${length}) is not a knight move from the first ${at(xs[0]!, ys[0]!, zs[0]!)}`
        : 'not closed: a closed tour was required and this is not a complete tour',
    }));
  }
  const warnings: string[] = [];
  if (t.claims.complete !== undefined && t.claims.complete !== isTour) {
    warnings.push(
      `the document says complete: ${t.claims.complete}, but it is${isTour ? '' : ' not'} a complete tour`,
    );
  }
  if (t.claims.closed !== undefined && t.claims.closed !== closed) {
    warnings.push(
      `the document says closed: ${t.claims.closed}, but it is${closed ? '' : ' not'} a closed tour`,
    );
  }
  return {
    valid: Object.keys(counts).length === 0,
    complete: visited === total,
    closed,
    width,
    height,
    depth,
    cells: total,
    visited,
    steps: length,
    problems: list,
    counts,
    warnings,
  };
}

/**
 * Fast check of a complete open tour given as flat cell indices `(z·h + y)·w + x`, for
 * sweeps that re-check every tour they find. Returns a one-line problem, or undefined.
 */
export function checkCells3d(
  box: { width: number; height: number; depth: number },
  cells: ArrayLike<number>,
): string | undefined {
  const { width, height, depth } = box;
  const total = width * height * depth;
  if (cells.length !== total) {
    return `the walk has ${cells.length} steps but the ${width}x${height}x${depth} board has ${total} cells`;
  }
  const seen = new Uint8Array(total);
  let px = 0;
  let py = 0;
  let pz = 0;
  for (let i = 0; i < total; i++) {
    const c = cells[i]!;
    if (!(c >= 0 && c < total && Number.isInteger(c)))
      return `step ${i + 1}: cell index ${c} is off the board`;
    const x = c % width;
    const r = (c - x) / width;
    const y = r % height;
    const z = (r - y) / height;
    if (seen[c] === 1) return `step ${i + 1}: cell ${at(x, y, z)} was already visited`;
    seen[c] = 1;
    if (i > 0 && !isKnight3d(x - px, y - py, z - pz)) {
      return `step ${i + 1}: ${at(px, py, pz)} to ${at(x, y, z)} is not a knight move`;
    }
    px = x;
    py = y;
    pz = z;
  }
  return undefined;
}

/** The report as text lines: the verdict, every listed problem, what was left out, warnings. */
export function describeReport3d(report: Tour3dReport): string[] {
  const box = `${report.width}x${report.height}x${report.depth}`;
  const kinds = Object.entries(report.counts) as [Problem3dKind, number][];
  const total = kinds.reduce((sum, [, n]) => sum + n, 0);
  const lines = [
    report.valid
      ? `valid ${report.closed ? 'closed' : 'open'} tour of ${box} (${report.cells} cells)`
      : `invalid ${box} tour: ${total} problem${total === 1 ? '' : 's'} (${kinds.map(([k, n]) => `${n} ${k}`).join(', ')}), ${report.visited} of ${report.cells} cells visited in ${report.steps} steps`,
  ];
  for (const p of report.problems) lines.push(`  ${p.message}`);
  for (const [kind, count] of kinds) {
    const listed = report.problems.filter((p) => p.kind === kind).length;
    if (count > listed) lines.push(`  … and ${count - listed} more ${kind} problems`);
  }
  for (const w of report.warnings) lines.push(`  warning: ${w}`);
  return lines;
}
