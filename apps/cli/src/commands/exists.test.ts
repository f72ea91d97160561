import { describe, expect, it } from 'vitest';
import { runCli } from '../test-helpers.js';

interface Answer {
  exists: boolean | null;
  certainty: string;
  basis: string;
  reason: string;
  closed: boolean;
  start?: number[];
  nodes?: number;
}

const json = async (args: string[]) => {
  const r = await runCli(['exists', ...args, '--format', 'json']);
  return { code: r.code, answer: JSON.parse(r.stdout) as Answer };
};

describe('knights-tour exists', () => {
  it('whole boards: the open-tour theorem and Schwenk, exit 0 for yes and 1 for no', async () => {
    const no = await runCli(['exists', '4']);
    expect(no.code).toBe(1);
    expect(no.stdout).toMatch(/^no \(proven, open-tour-theorem\): no open tour of 4x4: .*Conrad/);
    const yes = await runCli(['exists', '3x7']);
    expect(yes.code).toBe(0);
    expect(yes.stdout).toMatch(/^yes /);
    expect(await runCli(['exists', '3x8', '--closed'])).toMatchObject({ code: 1 });
    expect((await runCli(['exists', '3x8', '--closed'])).stdout).toMatch(/Schwenk \(1991\)/);
    expect((await runCli(['exists', '10x3', '--closed'])).code).toBe(0);
    expect((await json(['7', '--closed'])).answer).toMatchObject({
      exists: false,
      basis: 'parity',
    });
  });

  it('from a start: parity, search, and the published verification', async () => {
    expect(await json(['7', '--start', '0,1'])).toMatchObject({
      code: 1,
      answer: { exists: false, basis: 'parity', start: [0, 1] },
    });
    expect(await json(['8', '--start', '3,3'])).toMatchObject({
      code: 0,
      answer: { exists: true, basis: 'search', certainty: 'proven' },
    });
    expect(await json(['3x7', '--start', '1,3'])).toMatchObject({
      code: 1,
      answer: { exists: false, basis: 'search', certainty: 'proven' },
    });
    // Inner lines of 4-wide boards: the theorem answers, no search.
    expect(await json(['4x5', '--start', '1,2'])).toMatchObject({
      code: 1,
      answer: { exists: false, basis: 'open-tour-theorem', certainty: 'proven' },
    });
    expect(await json(['100', '--start', '7,3', '--max-nodes', '0'])).toMatchObject({
      code: 0,
      answer: { exists: true, certainty: 'verified', basis: 'octaml16-verified' },
    });
  });

  it('unknown is said as such, exit 1', async () => {
    const r = await runCli(['exists', '5x100', '--start', '1,1', '--max-nodes', '1000']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^unknown: .*gave up after 1,000 nodes/);
    expect(
      (await json(['5x100', '--start', '1,1', '--max-nodes', '1000'])).answer.exists,
    ).toBeNull();
  });

  it('bad input: one line, exit 2, nothing on stdout', async () => {
    for (const args of [
      ['exists'],
      ['exists', '0'],
      ['exists', '5x'],
      ['exists', '5', '--start', '0,5'],
      ['exists', '5', '--max-nodes', 'many'],
      ['exists', '5', '--format', 'yaml'],
      ['exists', '5', '--open'],
      ['exists', '5', '6'],
    ]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('exists --help', () => {
  it('its examples say what the command answers, and by which method', async () => {
    const help = (await runCli(['exists', '--help'])).stdout;
    const examples = [...help.matchAll(/^ {2}knights-tour exists (.+?)\s+# (yes|no): (.+)$/gm)];
    expect(examples.length).toBeGreaterThanOrEqual(4);
    const named: Record<string, RegExp> = {
      'open-tour-theorem': /theorem/,
      'schwenk-1991': /Schwenk/,
      parity: /black start/,
      search: /search/,
    };
    for (const [, args, answer, why] of examples) {
      const r = await runCli(['exists', ...args!.split(' ')]);
      const method = /^(yes|no) \(proven, ([\w-]+)\)/.exec(r.stdout);
      expect(method?.[1], args).toBe(answer);
      expect(why, `${args}: ${r.stdout}`).toMatch(named[method![2]!]!);
    }
  });
});
