import { describe, expect, it } from 'vitest';
import { KnightsTourError, rethrowAs } from './errors.js';

class BoundaryError extends Error {}
const as = (error: KnightsTourError) => new BoundaryError(`here: ${error.message}`);

describe('rethrowAs: one way to re-throw at a boundary', () => {
  it('turns a KnightsTourError into the boundary error, keeping it as the cause', () => {
    const original = new KnightsTourError('bad size');
    let caught: unknown;
    try {
      rethrowAs(() => {
        throw original;
      }, as);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BoundaryError);
    expect((caught as Error).message).toBe('here: bad size');
    expect((caught as Error).cause).toBe(original);
    expect(Object.keys(caught as Error)).not.toContain('cause');
  });

  it('keeps a cause the boundary gave itself, passes other errors and returns values', () => {
    const mine = new Error('mine');
    const own = () => new BoundaryError('x', { cause: mine });
    expect(() =>
      rethrowAs(() => {
        throw new KnightsTourError('bad');
      }, own),
    ).toThrow(expect.objectContaining({ cause: mine }));
    const other = new TypeError('a bug');
    expect(() =>
      rethrowAs(() => {
        throw other;
      }, as),
    ).toThrow(other);
    expect(rethrowAs(() => 42, as)).toBe(42);
    const passed = new KnightsTourError('not mine');
    expect(() =>
      rethrowAs(
        () => {
          throw passed;
        },
        (error) => error,
      ),
    ).toThrow(passed);
    expect(passed.cause).toBeUndefined();
  });

  it('does the same for a promise', async () => {
    const original = new KnightsTourError('late');
    const failing = rethrowAs(async () => {
      throw original;
    }, as);
    await expect(failing).rejects.toBeInstanceOf(BoundaryError);
    await expect(failing).rejects.toHaveProperty('cause', original);
    await expect(rethrowAs(async () => 'ok', as)).resolves.toBe('ok');
  });

  it('does the same for a stream read in chunks, passing its chunks through', async () => {
    const original = new KnightsTourError('unreadable');
    async function* chunks() {
      yield 'a';
      yield 'b';
      throw original;
    }
    const seen: string[] = [];
    let caught: unknown;
    try {
      for await (const chunk of rethrowAs(() => chunks(), as)) seen.push(chunk);
    } catch (error) {
      caught = error;
    }
    expect(seen).toEqual(['a', 'b']);
    expect(caught).toBeInstanceOf(BoundaryError);
    expect((caught as Error).cause).toBe(original);
  });
});
