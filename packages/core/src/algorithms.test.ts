import { describe, expect, it } from 'vitest';
import {
  ALGORITHM_FAMILIES,
  ALGORITHMS,
  algorithmInfo,
  algorithmsFor,
  checkSeed,
  HEURISTICS_2D,
  isAlgorithmName,
  isHeuristicName,
  parseAlgorithm,
} from './algorithms.js';
import { createBoard } from './board/board.js';
import { isClosedWalk } from './board/tour.js';
import { HeuristicRunner } from './heuristics.js';
import { findTour, solve } from './solve.js';

describe('the algorithm catalogue', () => {
  it('lists each name once, every entry with its facts, words and source', () => {
    expect(new Set(ALGORITHMS).size).toBe(ALGORITHMS.length);
    for (const name of ALGORITHMS) {
      const info = algorithmInfo(name);
      expect(info.name).toBe(name);
      expect(info.summary.length).toBeGreaterThan(10);
      expect(info.source.length).toBeGreaterThan(5);
      expect(typeof info.deterministic).toBe('boolean');
    }
    for (const name of HEURISTICS_2D) {
      const info = algorithmInfo(name);
      expect(info.levels?.[0]).toBe('degree');
      expect(info.description).toBeDefined();
    }
  });

  it('knows the literature’s rules: levels, orders, attempts, seeds, closed tours', () => {
    expect(algorithmInfo('squirrel-cull')).toMatchObject({
      attempts: 19,
      levels: ['degree', 'order'],
    });
    expect(algorithmInfo('squirrel-cull').orders).toHaveLength(19);
    expect(algorithmInfo('roth')).toMatchObject({
      levels: ['degree', 'roth', 'order'],
      orders: ['78123456'],
    });
    expect(algorithmInfo('pohl')).toMatchObject({
      levels: ['degree', 'pohl', 'order'],
      seed: true,
    });
    expect(algorithmInfo('switching')).toMatchObject({ squareOnly: true, attempts: 1 });
    expect(algorithmInfo('parberry')).toMatchObject({
      closed: true,
      seed: true,
      deterministic: false,
    });
    expect(algorithmInfo('order-34567812').orders).toEqual(['34567812']);
    // What a sweep interleaves in the kernel: the static rules, not those the walk steers.
    expect(HEURISTICS_2D.filter((a) => !algorithmInfo(a).interleaved)).toEqual([
      'switching',
      'pohl',
      'parberry',
    ]);
    expect(algorithmInfo('auto').interleaved).toBe(true);
    expect(algorithmInfo('octaml16-3d').interleaved).toBe(false);
    expect(HEURISTICS_2D.filter((a) => algorithmInfo(a).seed)).toEqual([
      'warnsdorff',
      'pohl',
      'parberry',
    ]);
  });

  it('reads any case, folds the orders the named rules use into their names, and suggests', () => {
    expect(parseAlgorithm(' ORDER-58217346 ')).toBe('order-58217346');
    expect(parseAlgorithm('Squirrel-Cull')).toBe('squirrel-cull');
    expect(parseAlgorithm('order-12345678')).toBe('warnsdorff');
    expect(parseAlgorithm('pohl-12345678')).toBe('pohl');
    expect(parseAlgorithm('pohl-87654321')).toBe('pohl-87654321');
    expect(() => parseAlgorithm('squirel-cull')).toThrow(/did you mean squirrel-cull\?/);
    expect(() => parseAlgorithm('rot')).toThrow(/did you mean roth\?/);
    expect(() => parseAlgorithm('magic')).toThrow(/order-DDDDDDDD, pohl-DDDDDDDD\)$/);
  });

  it('rejects a malformed order in one line', () => {
    for (const text of [
      'order-12345677',
      'order-1234567',
      'order-123456789',
      'pohl-1234567x',
      'order-',
    ]) {
      expect(() => parseAlgorithm(text)).toThrow(
        /^malformed order '.*': an order is the 8 moves 1\.\.8, each once/,
      );
    }
  });

  it('tells canonical names from other spellings', () => {
    expect(isAlgorithmName('order-34567812')).toBe(true);
    expect(isAlgorithmName('order-87654321')).toBe(true);
    expect(isAlgorithmName('order-12345678')).toBe(false); // spelled warnsdorff
    expect(isAlgorithmName('ORDER-34567812')).toBe(false);
    expect(isAlgorithmName('order-12345677')).toBe(false);
    expect(isHeuristicName('pohl-87654321')).toBe(true);
    expect(isHeuristicName('backtrack')).toBe(false);
    expect(algorithmInfo('ORDER-87654321').name).toBe('order-87654321');
  });

  it('restricts what it reads with a predicate', () => {
    const heuristic = (info: { kind: string }) => info.kind === 'heuristic';
    expect(parseAlgorithm('order-87654321', heuristic)).toBe('order-87654321');
    expect(() => parseAlgorithm('auto', heuristic)).toThrow(/unknown algorithm 'auto'/);
  });

  it('families have examples that parse and a pattern for help texts', () => {
    for (const f of ALGORITHM_FAMILIES) {
      expect(parseAlgorithm(f.example)).toBe(f.example);
      expect(f.pattern).toBe(`${f.prefix}DDDDDDDD`);
    }
  });

  it('offers the switching algorithm on square boards only', () => {
    expect(algorithmsFor(createBoard(8))).toContain('switching');
    expect(algorithmsFor(createBoard(8, 9))).not.toContain('switching');
    expect(() => solve({ width: 8, height: 9, algorithm: 'switching' })).toThrow(
      'switching runs on square boards only, not 8x9',
    );
  });

  it('takes seeds for warnsdorff, pohl and parberry only', () => {
    expect(() => checkSeed('pohl', 3)).not.toThrow();
    expect(() => checkSeed('roth', 3)).toThrow(
      /a seed only applies to warnsdorff, pohl or parberry, not roth/,
    );
    expect(() => checkSeed('pohl-87654321', 3)).toThrow(/not pohl-87654321/);
  });
});

describe('the rules run from solve and HeuristicRunner', () => {
  it('solve runs every listed 2-D heuristic and family members', () => {
    for (const algorithm of [...HEURISTICS_2D, 'order-87654321', 'pohl-87654321'] as const) {
      const doc = solve({ n: 8, start: [0, 0], algorithm });
      expect(doc.algorithm).toBe(algorithm);
      expect(doc.path.length).toBeGreaterThan(10);
    }
  });

  it('Parberry gives closed tours that begin at the start, reproducibly per seed', () => {
    const a = findTour({ n: 10, start: [3, 4], algorithm: 'parberry', closed: true, seed: 9 });
    const b = findTour({ n: 10, start: [3, 4], algorithm: 'parberry', closed: true, seed: 9 });
    expect(a.complete && a.closed).toBe(true);
    expect(a.squares[0]).toBe(4 * 10 + 3);
    expect(Array.from(a.squares)).toEqual(Array.from(b.squares));
    expect(isClosedWalk(createBoard(10), a.squares)).toBe(true);
    const other = findTour({ n: 10, start: [3, 4], algorithm: 'parberry', seed: 10 });
    expect(Array.from(other.squares)).not.toEqual(Array.from(a.squares));
  });

  it('Parberry makes one attempt on a board with no closed tour, and solve says why', () => {
    const walk = new HeuristicRunner(createBoard(7)).run('parberry', [0, 0]);
    expect(walk.complete).toBe(false);
    expect(walk.attempts).toBe(1);
    const doc = solve({ n: 7, algorithm: 'parberry' });
    expect(doc).toMatchObject({ complete: false, attempts: 0, path: [] });
    expect(doc.reason).toMatch(/^no closed tour of 7x7: a closed tour alternates colours/);
  });

  it('closed tours are refused for the open-walk rules', () => {
    expect(() => solve({ n: 8, algorithm: 'roth', closed: true })).toThrow(
      /cannot promise a closed tour/,
    );
  });
});
