import { describe, expect, it } from 'vitest';
import { runCli } from './test-helpers.js';

/** One line on stderr, exit 2: the message after `knights-tour: `. */
async function error(args: string[]): Promise<string> {
  const r = await runCli(args);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  return r.stderr.trim();
}

describe('typo suggestions', () => {
  it('commands', async () => {
    expect(await error(['solv', '8'])).toMatch(/unknown command 'solv': did you mean solve\?/);
    expect(await error(['help', 'mrege'])).toMatch(/did you mean merge\?/);
    expect(await error(['completely-different'])).not.toMatch(/did you mean/);
  });

  it('options', async () => {
    expect(await error(['solve', '8', '--formt', 'json'])).toMatch(
      /unknown option '--formt': did you mean --format\?/,
    );
    expect(await error(['sweep', '--size', '5-8'])).toMatch(/did you mean --sizes\?/);
  });

  it('enumerated values', async () => {
    expect(await error(['solve', '8', '--format', 'jsn'])).toMatch(/did you mean json\?/);
    expect(await error(['solve', '8', '--algorithm', 'octaml61'])).toMatch(
      /did you mean octaml16\?/,
    );
    expect(await error(['sweep', '--sizes', '5', '--starts', 'octnt'])).toMatch(
      /did you mean octant\?/,
    );
    expect(await error(['sweep', '--sizes', '5', '-a', 'warnsdorf'])).toMatch(
      /did you mean warnsdorff\?/,
    );
  });

  it('nothing for a value that shares no letter with any name', async () => {
    expect(await error(['verify', '-', '--origin', '2'])).not.toMatch(/did you mean/);
  });
});
