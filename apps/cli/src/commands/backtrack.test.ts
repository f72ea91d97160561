import { describe, expect, it } from 'vitest';
import { runCli } from '../test-helpers.js';

/** `solve` with the exact searches of core (SPEC §6). */
describe('knights-tour solve --algorithm backtrack / warnsdorff-backtrack', () => {
  it('4×4: says no tour exists after exhausting the search, exit 1', async () => {
    for (const algorithm of ['backtrack', 'warnsdorff-backtrack']) {
      const r = await runCli(['solve', '4', '--algorithm', algorithm]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        /no tour of 4x4: exhaustive backtracking from \(0,0\) ruled out every continuation in \d+ nodes: no tour exists from that start/,
      );
    }
  });

  it('finds a tour (json document, complete)', async () => {
    const r = await runCli([
      'solve',
      '7',
      '--algorithm',
      'warnsdorff-backtrack',
      '--format',
      'json',
    ]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { complete: boolean; path: number[][]; algorithm: string };
    expect(doc.complete).toBe(true);
    expect(doc.algorithm).toBe('warnsdorff-backtrack');
    expect(new Set(doc.path.map(([x, y]) => `${x},${y}`)).size).toBe(49);
    expect((await runCli(['solve', '5', '--start', '2,2', '--algorithm', 'backtrack'])).code).toBe(
      0,
    );
  });

  it('gives up at the node limit and says so, exit 1', async () => {
    const r = await runCli(['solve', '12', '--algorithm', 'backtrack', '--max-nodes', '500']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/gave up after 500 nodes \(node limit 500\)/);
  });

  it('a black start of an odd board: the parity reason, not a search', async () => {
    const r = await runCli(['solve', '5', '--start', '0,1', '--algorithm', 'backtrack']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/black/);
  });
});
