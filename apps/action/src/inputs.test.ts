import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { type Board, boardName } from '@knights-tour/core';
import { main } from 'knights-tour';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { InputError, readInputs } from './inputs.js';
import { workspaceOf } from './workspace.js';

const cwd = mkdtempSync(join(tmpdir(), 'knights-tour-inputs-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
const ws = workspaceOf({}, cwd);

/** A reader of these inputs only, as the runner passes them (everything else empty). */
const reader = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';

/** The input an error names, or undefined when the inputs are accepted. */
function refusedInput(inputs: Record<string, string>): string | undefined {
  try {
    readInputs(reader(inputs), ws);
    return undefined;
  } catch (error) {
    if (error instanceof InputError) return error.input;
    throw error;
  }
}

describe('defaults', () => {
  it('are action.yml’s: an input the runner does not pass takes the default written there', () => {
    const yml = parse(readFileSync(new URL('../action.yml', import.meta.url), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
    const inputs = readInputs(reader({ sizes: '5' }), ws);
    expect(inputs.mode).toBe(yml.inputs.mode?.default);
    expect(inputs.plan?.spec.starts).toBe(yml.inputs.starts?.default);
    expect(`${inputs.shard.index}/${inputs.shard.count}`).toBe(yml.inputs.shard?.default);
    expect(String(inputs.failOnFailure)).toBe(yml.inputs['fail-on-failure']?.default);
    expect(String(inputs.closed)).toBe(yml.inputs.closed?.default);
    expect(inputs.results).toBe(join(cwd, yml.inputs.results?.default ?? ''));
    // `algorithm` is empty there: the default heuristic of the sizes, 2-D or 3-D.
    expect(inputs.plan?.spec.algorithm).toBe('octaml16');
    expect(readInputs(reader({ sizes: '4x4x4' }), ws).plan?.spec.algorithm).toBe('octaml16-3d');
  });
});

describe('errors name the input from the check that failed, not from its wording', () => {
  it.each([
    [{ sizes: '4x4x4', algorithm: 'aml' }, 'algorithm'],
    // A 3-D heuristic runs on flat boards too, and one list may mix boards and boxes.
    [{ sizes: '5-8', algorithm: 'octaml16-3d' }, undefined],
    [{ sizes: '4x4x4', starts: 'octant' }, 'starts'],
    [{ sizes: '5', seed: '3' }, 'seed'],
    [{ sizes: '5', algorithm: 'warnsdorff', seed: '3' }, undefined],
    [{ sizes: '4x4x4', algorithm: 'octaml16-3d', seed: '3' }, 'seed'],
    [{ sizes: '5,4x4x4' }, undefined],
    [{ sizes: '5,4x4x4', algorithm: 'aml' }, 'algorithm'],
    [{ mode: 'verify', tours: '*.json', algorithm: 'aml' }, 'algorithm'],
    [{ mode: 'verify', tours: '*.json', 'input-format': 'jsn' }, 'input-format'],
    [{ mode: 'verify', tours: '*.json', origin: '2' }, 'origin'],
    [{ mode: 'verify', tours: '*.json', order: 'yx' }, 'order'],
  ] as [Record<string, string>, string | undefined][])('%o → %s', (inputs, input) => {
    expect(refusedInput(inputs)).toBe(input);
  });
});

describe('sizes', () => {
  /** The CLI's verdict on `--size text`: the board it read, or undefined when refused (exit 2). */
  async function cliSize(text: string): Promise<string | undefined> {
    // The command's own `main` (the built package), in this process: its reading of the
    // option, not its start-up, is what is compared.
    let stdout = '';
    const sink = (keep: boolean) =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          if (keep) stdout += chunk.toString('utf8');
          done();
        },
      });
    const status = await main(['verify', '-', '--input-format', 'indices', '--size', text], {
      stdout: sink(true),
      stderr: sink(false),
      stdin: Readable.from([Buffer.from('0\n')]),
      signal: new AbortController().signal,
      env: { ...process.env, KNIGHTS_TOUR_DEBUG: '' },
    });
    if (status === 2) return undefined;
    return /size (\d+x\d+(?:x\d+)?) \(option\)/.exec(stdout)?.[1] ?? `exit ${status}`;
  }

  /** The Action's verdict on `size: text`. */
  function actionSize(text: string): string | undefined {
    try {
      const { size } = readInputs(reader({ mode: 'verify', tours: '*.json', size: text }), ws)
        .reading as { size?: Board };
      return size && boardName(size);
    } catch (error) {
      if (error instanceof InputError && error.input === 'size') return undefined;
      throw error;
    }
  }

  it('the CLI and the Action accept the same sizes, and read them as the same board', async () => {
    const texts = [
      '8',
      '8x10',
      '8X10',
      '8×10',
      '8*10',
      ' 8 x 10 ',
      '1',
      '16384x1',
      '4x4x4',
      '0',
      '8x0',
      '8x',
      'x8',
      '8x10x',
      '-8',
      '8.5',
      'abc',
      '1-5',
      '20000',
      '16384x16384x2',
      '٨',
    ];
    const verdicts: [string, string | undefined, string | undefined][] = [];
    for (const t of texts) verdicts.push([t, await cliSize(t), actionSize(t)]);
    for (const [text, cli, act] of verdicts) expect(act, `size '${text}'`).toBe(cli);
    // Both ways occur, so the comparison can fail.
    expect(verdicts.filter(([, cli]) => cli === undefined).length).toBeGreaterThan(5);
    expect(verdicts.filter(([, cli]) => cli === '8x10')).toHaveLength(5);
  });

  it('sweep sizes are core’s list grammar, 8*10 included', () => {
    expect(readInputs(reader({ sizes: '5-6,8*10' }), ws).plan?.spec.boards).toEqual([
      { width: 5, height: 5, depth: 1 },
      { width: 6, height: 6, depth: 1 },
      { width: 8, height: 10, depth: 1 },
    ]);
    expect(refusedInput({ sizes: '5x' })).toBe('sizes');
  });
});
