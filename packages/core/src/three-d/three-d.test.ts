import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellIndex,
  createBoard,
  isKnightMove,
  isPossibleStart,
  parityReason,
  type Symmetry,
  startSquares,
  symmetriesOf,
} from '../board/index.js';
import { formatTour } from '../format.js';
import { solve } from '../solve.js';
import { MOVES_3D, moveNumber3d } from './moves.js';
import { type Cell, chamberMap3d, onMirrorPlane3d } from './symmetry.js';
import {
  baseVector3d,
  type Heuristic3dName,
  OCTAML16_3D_VARIANTS,
  octaml3dRanks,
  Runner3d,
  ranksByVector,
} from './walk.js';

/** The cell of a flat index (the board's own cellAt gives a pair on 2-D boards; these are boxes). */
function cellAt(board: { width: number; height: number }, index: number): Cell {
  const x = index % board.width;
  const rest = (index - x) / board.width;
  const y = rest % board.height;
  return [x, y, (rest - y) / board.height];
}

/** The image of a cell under a symmetry of a box. */
const at = (g: Symmetry, c: Cell): Cell => g.apply(...c) as Cell;

/** A walk checked here by hand, not by the engine: distinct cells, every step a knight move. */
function isHamiltonianPath(board: ReturnType<typeof createBoard>, cells: ArrayLike<number>) {
  const seen = new Set<number>();
  for (let i = 0; i < cells.length; i++) {
    if (seen.has(cells[i]!)) return false;
    seen.add(cells[i]!);
    if (i > 0) {
      const a = cellAt(board, cells[i - 1]!);
      const b = cellAt(board, cells[i]!);
      if (!isKnightMove(b[0] - a[0], b[1] - a[1], b[2] - a[2])) return false;
    }
  }
  return seen.size === board.width * board.height * board.depth;
}

describe('3-D board and moves', () => {
  it('has 24 distinct knight moves, each changing the colour', () => {
    expect(MOVES_3D).toHaveLength(24);
    expect(new Set(MOVES_3D.map((m) => m.join(','))).size).toBe(24);
    for (const [dx, dy, dz] of MOVES_3D) {
      expect(isKnightMove(dx, dy, dz)).toBe(true);
      expect(Math.abs(dx + dy + dz) % 2).toBe(1);
    }
    expect(isKnightMove(1, 1, 0)).toBe(false);
    expect(isKnightMove(2, 1, 1)).toBe(false);
    expect(moveNumber3d(0, 0, 0)).toBe(-1);
  });

  it('flat indices round-trip, layer by layer', () => {
    const board = createBoard(3, 4, 5);
    for (let i = 0; i < 60; i++) expect(cellIndex(board, ...cellAt(board, i))).toBe(i);
    expect(cellIndex(board, 1, 2, 3)).toBe((3 * 4 + 2) * 3 + 1);
  });

  it('odd boxes start on the majority colour only', () => {
    const odd = createBoard(5, 5, 5);
    expect(isPossibleStart(odd, 0, 0, 0)).toBe(true);
    expect(isPossibleStart(odd, 1, 0, 0)).toBe(false);
    expect(parityReason(odd, 1, 0, 0)).toMatch(/x\+y\+z even/);
    expect(isPossibleStart(createBoard(5, 5, 4), 1, 0, 0)).toBe(true);
    const doc = solve({ width: 5, height: 5, depth: 5, start: [1, 0, 0] });
    expect(doc.complete).toBe(false);
    expect(doc.path).toEqual([]);
    expect(doc.reason).toMatch(/majority colour/);
  });

  it('rejects bad sizes and starts with one-line errors', () => {
    expect(() => createBoard(0, 3, 3)).toThrow(/width must be a positive integer/);
    expect(() => createBoard(300, 300, 300)).toThrow(/3-D limit/);
    expect(() => solve({ width: 4, height: 4, depth: 4, start: [4, 0, 0] })).toThrow(
      /off the 4x4x4 board/,
    );
  });
});

describe('3-D symmetry group', () => {
  it('has 48 maps on a cube, 16 with two equal sides, 8 otherwise, identity first', () => {
    expect(symmetriesOf(createBoard(5, 5, 5))).toHaveLength(48);
    expect(symmetriesOf(createBoard(4, 6, 4))).toHaveLength(16);
    expect(symmetriesOf(createBoard(3, 4, 5))).toHaveLength(8);
    expect(symmetriesOf(createBoard(3, 4, 5))[0]!.name).toBe('(x,y,z)');
  });

  it('every map is a bijection of the board that maps knight moves to knight moves', () => {
    for (const board of [createBoard(4, 4, 4), createBoard(3, 5, 3), createBoard(3, 4, 6)]) {
      for (const g of symmetriesOf(board)) {
        const images = new Set<number>();
        for (let i = 0; i < board.width * board.height * board.depth; i++) {
          images.add(cellIndex(board, ...at(g, cellAt(board, i))));
        }
        expect(images.size).toBe(board.width * board.height * board.depth);
        for (const m of MOVES_3D)
          expect(moveNumber3d(...(g.applyVector(...m) as Cell))).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('the fundamental region holds exactly one possible start per orbit', () => {
    for (const board of [createBoard(6, 6, 6), createBoard(5, 5, 5), createBoard(3, 4, 4)]) {
      const group = symmetriesOf(board);
      const covered = new Set<number>();
      for (const cell of startSquares('fundamental', board) as Cell[]) {
        const orbit = new Set(group.map((g) => cellIndex(board, ...at(g, cell))));
        for (const i of orbit) {
          expect(covered.has(i)).toBe(false);
          covered.add(i);
        }
      }
      expect(covered.size).toBe(startSquares('all', board).length);
    }
    // 6³: z ≤ y ≤ x ≤ 2: 10 cells.
    expect(startSquares('fundamental', createBoard(6, 6, 6))).toHaveLength(10);
    expect(startSquares('all', createBoard(5, 5, 5))).toHaveLength(63);
  });

  it('the chamber map carries the fundamental cell to the start', () => {
    const board = createBoard(7, 7, 7);
    const group = symmetriesOf(board);
    const { symmetry, representative } = chamberMap3d(board, [5, 1, 3], group);
    expect(at(symmetry, representative)).toEqual([5, 1, 3]);
    expect(representative).toEqual([3, 1, 1].sort((a, b) => b - a) as never);
    expect(onMirrorPlane3d(board, [5, 1, 3])).toBe(true); // x = 5 is the mirror image of 1 = y
    expect(onMirrorPlane3d(board, [5, 0, 2])).toBe(false);
  });
});

describe('3-D priority orders', () => {
  it('every variant orders the 24 moves strictly, and the 16 variants differ', () => {
    const seen = new Set<string>();
    for (const variant of OCTAML16_3D_VARIANTS) {
      const ranks = ranksByVector(baseVector3d(variant));
      expect([...ranks].sort((a, b) => a - b)).toEqual([...Array(24).keys()]);
      seen.add(ranks.join(','));
    }
    expect(seen.size).toBe(16);
    expect(() => ranksByVector([1, 1, 1])).toThrow(/strictly/);
  });

  it('the base order puts the outward move towards the nearest face first', () => {
    const ranks = ranksByVector(baseVector3d({ r: 1, t: 0 }));
    expect(MOVES_3D[ranks.indexOf(0)]).toEqual([0, -1, -2]);
  });
});

/** Random boards and starts off the mirror planes, for the equivariance property. */
const cubeAndStart = fc.integer({ min: 4, max: 8 }).chain((n) =>
  fc.record({
    sides: fc.constant([n, n, n] as const),
    cell: fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.nat(n - 1)),
  }),
);
const boxAndStart = fc
  .tuple(
    fc.integer({ min: 3, max: 7 }),
    fc.integer({ min: 3, max: 7 }),
    fc.integer({ min: 3, max: 7 }),
  )
  .chain(([w, h, d]) =>
    fc.record({
      sides: fc.constant([w, h, d] as const),
      cell: fc.tuple(fc.nat(w - 1), fc.nat(h - 1), fc.nat(d - 1)),
    }),
  );

/** Starts the property actually checked (on-plane and black starts are skipped). */
let checked = 0;

function checkEquivariance(
  sides: readonly [number, number, number],
  cell: [number, number, number],
  algorithm: Heuristic3dName,
) {
  const board = createBoard(...sides);
  const group = symmetriesOf(board);
  // Skipped runs do not count toward numRuns, so every run checks a start off the planes.
  fc.pre(!onMirrorPlane3d(board, cell, group) && isPossibleStart(board, ...cell));
  checked++;
  const runner = new Runner3d(board);
  const walk = runner.run(algorithm, cell);
  for (const g of group) {
    const image = runner.run(algorithm, at(g, cell));
    expect(image.attempts).toBe(walk.attempts);
    expect(image.complete).toBe(walk.complete);
    const mapped = Array.from(walk.cells, (i) => cellIndex(board, ...at(g, cellAt(board, i))));
    expect(Array.from(image.cells)).toEqual(mapped);
  }
}

describe('3-D OctAML is symmetric: walk(g·s) = g·walk(s) off the mirror planes', () => {
  it('for all 48 maps of random cubes (octaml3d)', () => {
    checked = 0;
    fc.assert(
      fc.property(cubeAndStart, ({ sides, cell }) => checkEquivariance(sides, cell, 'octaml3d')),
      { numRuns: 60 },
    );
    // Cubes up to 5 have no cell off the planes: those runs are skipped, not counted.
    expect(checked).toBeGreaterThanOrEqual(60);
  });

  it('for all 48 maps of random cubes, every variant (octaml16-3d)', () => {
    fc.assert(
      fc.property(cubeAndStart, ({ sides, cell }) => checkEquivariance(sides, cell, 'octaml16-3d')),
      { numRuns: 30 },
    );
  });

  it('for the whole group of random boxes', () => {
    fc.assert(
      fc.property(boxAndStart, ({ sides, cell }) => checkEquivariance(sides, cell, 'octaml16-3d')),
      { numRuns: 60 },
    );
  });

  it('each variant on its own is symmetric', () => {
    const board = createBoard(6, 6, 6);
    const group = symmetriesOf(board);
    const start: [number, number, number] = [0, 1, 2];
    for (const variant of OCTAML16_3D_VARIANTS) {
      const ranks = octaml3dRanks(board, start, variant, group);
      for (const g of group) {
        const image = octaml3dRanks(board, at(g, start), variant, group);
        MOVES_3D.forEach((m, k) => {
          expect(image[moveNumber3d(...(g.applyVector(...m) as Cell))]).toBe(ranks[k]);
        });
      }
    }
  });

  it('the property can fail: plain Warnsdorff-3D (fixed move order) is not symmetric', () => {
    const board = createBoard(6, 6, 6);
    const runner = new Runner3d(board);
    const group = symmetriesOf(board);
    const start: [number, number, number] = [0, 1, 2];
    const walk = runner.run('warnsdorff3d', start);
    const broken = group.some((g) => {
      const image = runner.run('warnsdorff3d', at(g, start)).cells;
      return walk.cells.some((c, i) => cellIndex(board, ...at(g, cellAt(board, c))) !== image[i]);
    });
    expect(broken).toBe(true);
  });
});

describe('solve3d and formats', () => {
  it('finds a verified tour of 6x6x6 from the corner', () => {
    const doc = solve({ width: 6, height: 6, depth: 6 });
    expect(doc.complete).toBe(true);
    expect(doc.path).toHaveLength(216);
    const board = createBoard(6, 6, 6);
    expect(
      isHamiltonianPath(
        board,
        doc.path.map(([x, y, z = 0]) => cellIndex(board, x, y, z)),
      ),
    ).toBe(true);
    expect(doc.variant).toBeDefined();
  });

  it('3x3x3 always fails: its centre has no knight move', () => {
    const doc = solve({ width: 3, height: 3, depth: 3, algorithm: 'octaml16-3d' });
    expect(doc.complete).toBe(false);
    expect(doc.attempts).toBe(16);
    expect(doc.path.some(([x, y, z]) => x === 1 && y === 1 && z === 1)).toBe(false);
  });

  it('writes one block per layer, CSV step,x,y,z and the extended JSON document', () => {
    const doc = solve({ width: 4, height: 4, depth: 4, algorithm: 'warnsdorff3d' });
    const text = [...formatTour(doc, 'text')].join('');
    expect(text.split('# layer').length - 1).toBe(4);
    expect(text.startsWith('# layer 0\n 1 ')).toBe(true);
    const csv = [...formatTour(doc, 'csv')].join('').split('\n');
    expect(csv[1]).toBe('step,x,y,z');
    expect(csv[2]).toBe('1,0,0,0');
    const json = JSON.parse([...formatTour(doc, 'json')].join(''));
    expect(json).toMatchObject({ format: 'knights-tour/1', width: 4, height: 4, depth: 4 });
    expect(json.path[0]).toEqual([0, 0, 0]);
  });
});
