import {
  ALGORITHMS,
  algorithmInfo,
  KnightsTourError,
  MAX_SEED,
  parseBoardSizes,
} from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import {
  algorithmLabel,
  createSweepSpec,
  describeSpec,
  retriesOnFailure,
  type SweepField,
  SweepSpecError,
  type SweepSpecInput,
  specKey,
} from './spec.js';

/** The field and message a bad input is refused with. */
function refusal(input: SweepSpecInput): { field: SweepField; message: string } {
  try {
    createSweepSpec(input);
  } catch (error) {
    expect(error).toBeInstanceOf(SweepSpecError);
    expect(error).toBeInstanceOf(KnightsTourError);
    const { field, message } = error as SweepSpecError;
    expect(message).not.toContain('\n');
    return { field, message };
  }
  throw new Error(`expected ${JSON.stringify(input)} to be refused`);
}

describe('createSweepSpec', () => {
  it('reads sizes with core grammar (the CLI and the Action read the same) and keeps their canonical text', () => {
    for (const text of ['5-80', '5,7,9-12,8x10', '8*10, 8 X 10', '3-8x3-8x3-8', '6×6×6']) {
      const spec = createSweepSpec({ sizes: text });
      expect(spec.boards).toEqual(parseBoardSizes(text));
      expect(spec.sizes).toBe(createSweepSpec({ sizes: spec.sizes }).sizes);
    }
    expect(createSweepSpec({ sizes: '5,6,7-9' }).sizes).toBe('5-9');
    expect(createSweepSpec({ sizes: [{ width: 8, height: 10 }] }).sizes).toBe('8x10');
  });

  it('defaults: octaml16 on 2-D boards, octaml16-3d when a box is among them, all starts', () => {
    expect(createSweepSpec({ sizes: '5-8' })).toMatchObject({
      algorithm: 'octaml16',
      starts: 'all',
    });
    expect(createSweepSpec({ sizes: '3x3x3' }).algorithm).toBe('octaml16-3d');
    expect(createSweepSpec({ sizes: '5-8,3x3x3' }).algorithm).toBe('octaml16-3d');
  });

  it('takes names in any case, any algorithm of the catalogue but the exact searches', () => {
    expect(
      createSweepSpec({ sizes: '5', algorithm: ' OctAML ', starts: 'Paper-Octant1' }),
    ).toMatchObject({
      algorithm: 'octaml',
      starts: 'paper-octant1',
    });
    for (const name of ALGORITHMS) {
      const sizes = algorithmInfo(name).dimensions === 3 ? '3x3x3,5' : '5';
      if (algorithmInfo(name).kind === 'search') {
        expect(refusal({ sizes, algorithm: name }).field).toBe('algorithm');
      } else {
        expect(createSweepSpec({ sizes, algorithm: name }).algorithm).toBe(name);
      }
    }
  });

  it('allows mixed 2-D and 3-D lists when the algorithm runs on every board', () => {
    const mixed = createSweepSpec({ sizes: '5-6,3x3x3', algorithm: 'warnsdorff3d' });
    expect(mixed.boards.map((b) => b.depth)).toEqual([1, 1, 3]);
    expect(refusal({ sizes: '5-6,3x3x3', algorithm: 'aml' })).toEqual({
      field: 'algorithm',
      message: 'aml runs on 2-D boards only; on 3x3x3 use octaml16-3d, octaml3d or warnsdorff3d',
    });
  });

  it('names the field at fault, so the CLI and the Action name their own option or input', () => {
    const cases: [SweepSpecInput, SweepField, RegExp][] = [
      [{ sizes: '5-' }, 'sizes', /^malformed sizes '5-'/],
      [{ sizes: '0-3' }, 'sizes', /increasing sizes from 1/],
      [{ sizes: '5-20000' }, 'sizes', /16384/],
      [{ sizes: '1-16384x1-16384' }, 'sizes', /more than 250,000 boards/],
      [{ sizes: [] }, 'sizes', /at least one board/],
      [
        { sizes: '5', algorithm: 'autos' },
        'algorithm',
        /^unknown algorithm 'autos': did you mean auto\?/,
      ],
      [{ sizes: '5', algorithm: 'backtrack' }, 'algorithm', /exact search/],
      [{ sizes: '5', starts: 'diagonal' }, 'starts', /^unknown start set 'diagonal'/],
      [
        { sizes: '3x3x3', starts: 'octant' },
        'starts',
        /is for 2-D boards; on 3x3x3 use all, fundamental or corner/,
      ],
      [
        { sizes: '5', algorithm: 'aml', seed: 1 },
        'seed',
        /a seed only applies to warnsdorff, pohl or parberry, not aml/,
      ],
      [{ sizes: '5', algorithm: 'warnsdorff', seed: '1.5' }, 'seed', /^malformed seed '1.5'/],
      [
        { sizes: '5', algorithm: 'warnsdorff', seed: MAX_SEED + 1 },
        'seed',
        /seed must be an integer/,
      ],
      [{ sizes: '5', starts: '\u001b[31mred' }, 'starts', /'\\x1b\[31mred'/],
    ];
    for (const [input, field, message] of cases) {
      const got = refusal(input);
      expect(got.field, JSON.stringify(input)).toBe(field);
      expect(got.message).toMatch(message);
    }
  });

  it('reads seeds as numbers or text, 0..2^32-1', () => {
    expect(createSweepSpec({ sizes: '5', algorithm: 'warnsdorff', seed: '42' }).seed).toBe(42);
    expect(createSweepSpec({ sizes: '5', algorithm: 'warnsdorff', seed: MAX_SEED }).seed).toBe(
      MAX_SEED,
    );
    expect('seed' in createSweepSpec({ sizes: '5', algorithm: 'warnsdorff' })).toBe(false);
  });
});

describe('names of a spec', () => {
  const seeded = createSweepSpec({ sizes: '5-8', algorithm: 'warnsdorff', seed: 7 });
  it('labels and describes it, and one key says which sweep it is', () => {
    expect(algorithmLabel(seeded)).toBe('warnsdorff (seed 7)');
    expect(describeSpec(seeded)).toBe('warnsdorff (seed 7) on sizes 5-8, all starts');
    expect(specKey(seeded)).toBe(
      specKey(createSweepSpec({ sizes: '5,6-8', algorithm: 'WARNSDORFF', seed: '7' })),
    );
    for (const other of [
      { sizes: '5-8', algorithm: 'warnsdorff', seed: 8 },
      { sizes: '5-8', algorithm: 'warnsdorff' },
      { sizes: '5-9', algorithm: 'warnsdorff', seed: 7 },
      { sizes: '5-8', algorithm: 'warnsdorff', seed: 7, starts: 'corner' },
    ]) {
      expect(specKey(createSweepSpec(other))).not.toBe(specKey(seeded));
    }
  });

  it('retries on failure exactly when core says the algorithm makes more than one attempt', () => {
    for (const name of ALGORITHMS) {
      expect(retriesOnFailure(name)).toBe(algorithmInfo(name).attempts > 1);
    }
    expect(retriesOnFailure('octaml16')).toBe(true);
    expect(retriesOnFailure('aml')).toBe(false);
  });
});
