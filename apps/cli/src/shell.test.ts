import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellQuote } from './shell.js';

describe('shellQuote', () => {
  it('leaves plain words alone and quotes the rest', () => {
    expect(shellQuote('5-80')).toBe('5-80');
    expect(shellQuote('out/results.json')).toBe('out/results.json');
    expect(shellQuote('my results.json')).toBe("'my results.json'");
    expect(shellQuote('')).toBe("''");
  });

  it('a shell reads every word back unchanged', () => {
    for (const word of ["it's", 'a b', '$HOME', '`x`', '5,7 9', '"q"', '*.json', "'", 'x\ny']) {
      const echoed = spawnSync('sh', ['-c', `printf %s ${shellQuote(word)}`], { encoding: 'utf8' });
      expect(echoed.stdout).toBe(word);
    }
  });
});
