import {
  autoTour,
  type Board,
  createBoard,
  HeuristicRunner,
  KnightsTourError,
  MAX_SEED,
  startSquares,
} from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import {
  formatSizes,
  parseHeuristic,
  parseSeed,
  parseShard,
  parseSizes,
  parseStartSet,
  parseSweepAlgorithm,
  planSweep,
  type SweepSpec,
  summarize,
  TaskRunner,
} from './plan.js';

describe('parseSizes', () => {
  it('reads ranges, lists and rectangles', () => {
    expect(parseSizes('5-8').map((s) => s.width)).toEqual([5, 6, 7, 8]);
    expect(parseSizes('5,7,9-12').map((s) => s.width)).toEqual([5, 7, 9, 10, 11, 12]);
    expect(parseSizes('8x10')).toEqual([{ width: 8, height: 10 }]);
    expect(parseSizes('5-6x7-8')).toEqual([
      { width: 5, height: 7 },
      { width: 5, height: 8 },
      { width: 6, height: 7 },
      { width: 6, height: 8 },
    ]);
    expect(parseSizes('5,5,6')).toHaveLength(2);
  });

  it.each(['', '5-', 'a', '8-5', '0', '5,,6', '5-8x', '1.5', '-3', '5 6'])(
    'rejects %j with a one-line error',
    (text) => {
      expect(() => parseSizes(text)).toThrow(KnightsTourError);
      try {
        parseSizes(text);
      } catch (e) {
        expect((e as Error).message).not.toContain('\n');
      }
    },
  );

  it('refuses boards above the size limit at once, before any work', () => {
    expect(() => parseSizes('5-20000')).toThrow(/16384/);
    expect(() => parseSizes('1-16384x1-16384')).toThrow(/more than 1,000,000 boards/);
  });

  it('round-trips through formatSizes', () => {
    expect(formatSizes(parseSizes('5-80'))).toBe('5-80');
    expect(formatSizes(parseSizes('5,7,9-12,8x10'))).toBe('5,7,9-12,8x10');
  });
});

describe('names as the CLI spells them', () => {
  it('accepts any case and surrounding spaces, like the CLI and the Action', () => {
    expect(parseHeuristic('OCTAML16')).toBe('octaml16');
    expect(parseHeuristic(' Aml ')).toBe('aml');
    expect(parseStartSet('Paper-Octant1')).toBe('paper-octant1');
    expect(parseSizes('8X10,5×6')).toEqual([
      { width: 8, height: 10 },
      { width: 5, height: 6 },
    ]);
    expect(() => parseHeuristic('dfs')).toThrow(/unknown algorithm 'dfs'/);
  });
});

describe('parseShard', () => {
  it('reads i/k', () => expect(parseShard('2/4')).toEqual({ index: 2, count: 4 }));
  it.each(['0/4', '5/4', '1/0', '1', 'a/b', '1/2/3', ''])('rejects %j', (text) => {
    expect(() => parseShard(text)).toThrow(KnightsTourError);
  });
});

describe('sharding', () => {
  it('summaries of shards merge into the unsharded summary', () => {
    const small: SweepSpec = { algorithm: 'aml', sizes: parseSizes('5-16'), starts: 'all' };
    const plan = planSweep(small);
    const runner = new TaskRunner();
    const whole = summarize(
      small,
      [...plan.tasks()].map((t) => runner.run(small, t)),
      plan.taskCount,
    );
    const pieces = [1, 2, 3].flatMap((i) =>
      [...plan.forShard({ index: i, count: 3 }).tasks()].map((t) => runner.run(small, t)),
    );
    expect(summarize(small, pieces, plan.taskCount)).toEqual(whole);
    expect(whole.failures).toBeGreaterThan(0);
    expect(whole.perSize.reduce((a, s) => a + s.instances, 0)).toBe(whole.instances);
  });

  it('a verifying task runner checks every complete tour', () => {
    const small: SweepSpec = { algorithm: 'octaml16', sizes: parseSizes('5-7'), starts: 'all' };
    const runner = new TaskRunner();
    let checked = 0;
    const results = [...planSweep(small).tasks()].map((t) =>
      runner.run(small, t, (board, squares) => {
        checked++;
        return squares.length === board.width * board.height ? undefined : 'short';
      }),
    );
    const summary = summarize(small, results, results.length);
    expect(summary.verified).toBe(checked);
    expect(checked).toBe(summary.instances - summary.failures);
    const rejecting = runner.run(small, planSweep(small).task(0)!, () => 'rejected for the test');
    expect(rejecting.failed.every((f) => f.problem?.includes('rejected for the test'))).toBe(true);
  });
});

describe('sweeps of auto and of seeded Warnsdorff', () => {
  // The sweep's `all` set: every possible start (parity rules out the others).
  const allStarts = (w: number, h: number) => startSquares('all', createBoard(w, h));
  const runAll = (spec: SweepSpec, check?: (b: Board, s: Int32Array) => string | undefined) => {
    const runner = new TaskRunner();
    const plan = planSweep(spec);
    return summarize(
      spec,
      [...plan.tasks()].map((t) => runner.run(spec, t, check)),
      plan.taskCount,
    );
  };

  it('auto answers every start as autoTour does, and counts the methods', () => {
    const spec: SweepSpec = {
      algorithm: 'auto',
      sizes: parseSizes('3-7,3x8,4x5,5x7,5x8'),
      starts: 'all',
    };
    const summary = runAll(spec);
    const methods: Record<string, number> = {};
    let failures = 0;
    for (const { width, height } of spec.sizes) {
      const board = createBoard(width, height);
      for (const [x, y] of allStarts(width, height)) {
        const answer = autoTour(board, x, y);
        methods[answer.method] = (methods[answer.method] ?? 0) + 1;
        if (!answer.complete) failures++;
      }
    }
    expect(summary.methods).toEqual(methods);
    expect(summary.failures).toBe(failures);
    expect(Object.values(summary.methods ?? {}).reduce((a, b) => a + b, 0)).toBe(summary.instances);
    // OctAML16 answers most, constructions and search the rest, the theorem the 3x7 starts.
    expect(summary.methods?.octaml16).toBeGreaterThan(0);
    expect(summary.methods?.theorem).toBeGreaterThan(0);
    expect(summary.methods?.['closed-blocks']).toBeGreaterThan(0);
    expect(summary.methods?.['open-blocks']).toBeGreaterThan(0);
  });

  it('auto verified: every complete tour is re-checked, the constructions and searches too', () => {
    const spec: SweepSpec = { algorithm: 'auto', sizes: parseSizes('5-7'), starts: 'all' };
    const checked: number[] = [];
    const summary = runAll(spec, (b, s) => {
      checked.push(s.length);
      return s.length === b.width * b.height ? undefined : 'short';
    });
    expect(summary.verified).toBe(summary.instances - summary.failures);
    expect(checked.length).toBe(summary.verified);
  });

  it('warnsdorff with a seed walks every start as the seeded single walk does', () => {
    const spec: SweepSpec = {
      algorithm: 'warnsdorff',
      sizes: parseSizes('5-12'),
      starts: 'all',
      seed: 7,
    };
    const summary = runAll(spec);
    let failures = 0;
    for (const { width } of spec.sizes) {
      const runner = new HeuristicRunner(createBoard(width));
      for (const [x, y] of allStarts(width, width)) {
        if (!runner.summarize('warnsdorff', [x, y], 7).complete) failures++;
      }
    }
    expect(summary.failures).toBe(failures);
    expect(summary.seed).toBe(7);
    const plain = runAll({ ...spec, seed: undefined });
    expect(plain.failures).not.toBe(summary.failures); // the seed changes the walks
    expect(runAll({ ...spec, seed: 8 }).failures).not.toBe(summary.failures);
  });

  it('parses algorithms and seeds with one-line errors', () => {
    expect(parseSweepAlgorithm('auto')).toBe('auto');
    expect(parseSweepAlgorithm('aml')).toBe('aml');
    expect(() => parseSweepAlgorithm('dfs')).toThrow(
      "unknown algorithm 'dfs' (expected one of warnsdorff, aml, octaml, octaml16, order-34567812, squirrel-cull, switching, roth, roth-mathematica, pohl, parberry, auto; on 3-D boards octaml16-3d, octaml3d, warnsdorff3d)",
    );
    expect(parseSeed('42', 'warnsdorff')).toBe(42);
    expect(parseSeed(String(MAX_SEED), 'warnsdorff')).toBe(MAX_SEED);
    expect(() => parseSeed('1', 'octaml16')).toThrow(
      /a seed only applies to warnsdorff, pohl or parberry, not octaml16/,
    );
    for (const bad of ['-1', '1.5', 'x', '', String(MAX_SEED + 1)]) {
      expect(() => parseSeed(bad, 'warnsdorff')).toThrow(KnightsTourError);
    }
  });
});
