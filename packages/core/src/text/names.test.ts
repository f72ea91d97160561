import { describe, expect, it } from 'vitest';
import { KnightsTourError } from './errors.js';
import { closestName, parseName } from './names.js';
import { quote } from './quote.js';

describe('names from a closed list', () => {
  const names = ['octaml16', 'octaml', 'aml', 'warnsdorff'] as const;

  it('accepts any case and surrounding space', () => {
    expect(parseName('algorithm', ' OctAML16 ', names)).toBe('octaml16');
  });

  it('refuses anything else in one line, with the closest name and the list', () => {
    expect(() => parseName('algorithm', 'octml16', names)).toThrow(
      "unknown algorithm 'octml16': did you mean octaml16? (expected one of octaml16, octaml, aml, warnsdorff)",
    );
    expect(() => parseName('algorithm', 'zzzz', names)).toThrow(KnightsTourError);
    expect(() => parseName('algorithm', 'zzzz', names)).toThrow(
      "unknown algorithm 'zzzz' (expected one of",
    );
  });

  it('suggests only close names', () => {
    expect(closestName('wansdorf', names)).toBe('warnsdorff');
    expect(closestName('2', ['0', '1'])).toBeUndefined();
  });

  it('never lets input reach the terminal raw', () => {
    expect(quote('a\u001b]0;title\u0007b')).toBe("'a\\x1b]0;title\\x07b'");
    expect(quote('x'.repeat(100), 10)).toBe(`'${'x'.repeat(9)}…'`);
  });
});
