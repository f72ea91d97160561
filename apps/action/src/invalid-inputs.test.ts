import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runAction, workspace } from './testing/step.js';

describe('invalid inputs: one error naming the input, no outputs, no results file', () => {
  const cases: [string, Record<string, string>, string][] = [
    [
      'bad mode',
      { mode: 'check', sizes: '5' },
      "Invalid input 'mode': unknown mode 'check' (expected one of sweep, solver, verify, merge)",
    ],
    ['missing sizes', {}, "Invalid input 'sizes': required in sweep mode"],
    ['bad sizes', { sizes: '5-x' }, "Invalid input 'sizes': malformed sizes '5-x'"],
    ['reversed sizes', { sizes: '9-5' }, "Invalid input 'sizes': malformed sizes '9-5'"],
    ['bad shard', { sizes: '5', shard: '3/2' }, "Invalid input 'shard': malformed shard '3/2'"],
    ['shard 0', { sizes: '5', shard: '0/4' }, "Invalid input 'shard': malformed shard '0/4'"],
    [
      'unknown algorithm',
      { sizes: '5', algorithm: 'dfs' },
      "Invalid input 'algorithm': unknown algorithm 'dfs'",
    ],
    [
      'a seed for octaml16',
      { sizes: '5', seed: '3' },
      "Invalid input 'seed': a seed only applies to warnsdorff, pohl or parberry, not octaml16",
    ],
    [
      'a malformed seed',
      { sizes: '5', algorithm: 'warnsdorff', seed: 'x' },
      "Invalid input 'seed': malformed seed 'x'",
    ],
    [
      'a seed in verify mode',
      { mode: 'verify', tours: '*.json', algorithm: 'warnsdorff', seed: '3' },
      "Invalid input 'seed': only used in sweep mode",
    ],
    [
      'a 2-D algorithm on 3-D sizes',
      { sizes: '3-8x3-8x3-8', algorithm: 'octaml16' },
      "Invalid input 'algorithm': octaml16 runs on 2-D boards only; on 3x3x3 use octaml16-3d, octaml3d or warnsdorff3d",
    ],
    [
      'a 2-D algorithm on sizes mixing boards and boxes',
      { sizes: '5,4x4x4', algorithm: 'aml' },
      "Invalid input 'algorithm': aml runs on 2-D boards only; on 4x4x4 use octaml16-3d, octaml3d or warnsdorff3d",
    ],
    [
      'an exact search',
      { sizes: '5', algorithm: 'backtrack' },
      "Invalid input 'algorithm': backtrack is an exact search: a sweep runs a heuristic or auto",
    ],
    [
      'a 2-D start set on 3-D sizes',
      { sizes: '4x4x4', starts: 'octant' },
      "Invalid input 'starts': start set 'octant' is for 2-D boards; on 4x4x4 use all, fundamental or corner",
    ],
    [
      'a box beyond the 3-D cell limit',
      { sizes: '300x300x300' },
      "Invalid input 'sizes': board 300x300x300 has 27000000 cells, more than the 3-D limit",
    ],
    [
      'unknown starts',
      { sizes: '5', starts: 'edges' },
      "Invalid input 'starts': unknown start set 'edges'",
    ],
    ['missing tours', { mode: 'verify' }, "Invalid input 'tours': required in verify mode"],
    [
      'tours matching nothing',
      { mode: 'verify', tours: 'nothing/*.json' },
      "Invalid input 'tours': no file matches 'nothing/*.json'",
    ],
    ['missing shards', { mode: 'merge' }, "Invalid input 'shards': required in merge mode"],
    [
      'shards matching nothing',
      { mode: 'merge', shards: 'shards/*.json' },
      "Invalid input 'shards': no file matches 'shards/*.json'",
    ],
    [
      'sizes in merge mode',
      { mode: 'merge', shards: '*.json', sizes: '5' },
      "Invalid input 'sizes': not used in merge mode",
    ],
    [
      'shards in sweep mode',
      { sizes: '5', shards: '*.json' },
      "Invalid input 'shards': only used in merge mode",
    ],
    [
      'invalid boolean',
      { sizes: '5', 'fail-on-failure': 'yes' },
      "Invalid input 'fail-on-failure': expected true or false, got 'yes'",
    ],
    [
      'invalid closed',
      { mode: 'verify', tours: '*', closed: '1' },
      "Invalid input 'closed': expected true or false, got '1'",
    ],
    [
      'tours in sweep mode',
      { sizes: '5', tours: '*.json' },
      "Invalid input 'tours': only used in verify mode",
    ],
    [
      'sizes in verify mode',
      { mode: 'verify', tours: '*', sizes: '5' },
      "Invalid input 'sizes': only used in sweep mode",
    ],
    [
      'a sweep beyond the work limit (answered at once, not after an out-of-memory crash)',
      { sizes: '5-5000' },
      "Invalid input 'sizes': this sweep would walk about 4.69e+17 squares",
    ],
    [
      'a sweep of every start of 5-1000',
      { sizes: '5-1000', shard: '1/64' },
      "Invalid input 'sizes': this sweep would walk about",
    ],
    [
      'an invalid accept-long-run',
      { sizes: '5', 'accept-long-run': 'maybe' },
      "Invalid input 'accept-long-run': expected true or false, got 'maybe'",
    ],
    [
      'results in a missing directory',
      { sizes: '5', results: 'no/such/dir/r.json' },
      "Invalid input 'results': cannot write no/such/dir/r.json",
    ],
  ];
  it.each(cases)('%s', async (_, inputs, message) => {
    const run = await runAction(inputs);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]!.startsWith(`::error::${message}`)).toBe(true);
    expect(run.errors[0]).not.toContain('%0A'); // one line, no stack trace
    expect(run.outputs).toEqual({});
    expect(run.summary).toBe('');
    expect(readdirSync(workspace)).toEqual([]);
  });
});
