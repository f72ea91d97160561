import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addFixtures, FIXTURES, runAction, workspace } from './testing/step.js';

describe('verify mode', () => {
  it('accepts valid tours in every format and rejects a corrupted one, annotating its file', async () => {
    addFixtures('tour-8x8.json', 'tour-6x6.txt', 'corrupted-5x5.csv');
    const run = await runAction({ mode: 'verify', tours: 'tours/*', results: 'verdicts.json' });
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({
      instances: '3',
      failures: '1',
      results: join(workspace, 'verdicts.json'),
    });
    expect(run.errors).toEqual([
      // Step 12 is on line 14 of the CSV (a comment and a header come first).
      '::error title=Invalid knight’s tour,file=tours/corrupted-5x5.csv,line=14,col=4::invalid 5x5 tour: 2 problems (2 not-a-knight-move), 25 of 25 squares visited in 25 steps; step 12 (line 14, col 4): (3,3) → (0,2) is not a knight move',
      '::error::1 of 3 tour files is not a valid tour',
    ]);
    expect(run.summary).toContain("## Knight's tour verification");
    expect(run.summary).toContain(
      '| `tours/tour-8x8.json` | 8x8 | ✅ valid open tour (64 squares) |',
    );
    expect(run.summary).toContain(
      '| `tours/tour-6x6.txt` | 6x6 | ✅ valid open tour (36 squares) |',
    );
    expect(run.summary).toContain(
      '| `tours/corrupted-5x5.csv` | 5x5 | ❌ step 12 (line 14, col 4): (3,3) → (0,2) is not a knight move (and 1 more problem) | – |',
    );
    // Valid tours are analysed: closed or open, their symmetry and the id of their class.
    expect(run.summary).toContain('| file | board | verdict | tour |');
    expect(run.summary).toMatch(
      /\| `tours\/tour-8x8\.json` \| 8x8 \| ✅ valid open tour \(64 squares\) \| open · (none \(asymmetric\)|[a-z-]+ \(.*\)) · `8x8-o-[0-9a-f]{12}` \|/,
    );
    const results = JSON.parse(readFileSync(join(workspace, 'verdicts.json'), 'utf8'));
    expect(results.format).toBe('knights-tour-verify/1');
    const valid = results.results.find((r: { file: string }) => r.file === 'tours/tour-6x6.txt');
    expect(valid.analysis).toMatchObject({ classId: expect.stringMatching(/^6x6-[co]-/) });
    expect(results.results[0].problems).toEqual([
      {
        message: 'step 12 (line 14, col 4): (3,3) → (0,2) is not a knight move',
        line: 14,
        column: 4,
      },
      {
        message: 'step 14 (line 16, col 4): (1,4) → (1,0) is not a knight move',
        line: 16,
        column: 4,
      },
    ]);
    expect(results.results.map((r: { file: string; valid: boolean }) => [r.file, r.valid])).toEqual(
      [
        ['tours/corrupted-5x5.csv', false],
        ['tours/tour-6x6.txt', true],
        ['tours/tour-8x8.json', true],
      ],
    );
  });

  it('passes when every file is valid', async () => {
    addFixtures('tour-8x8.json', 'tour-6x6.txt');
    const run = await runAction({ mode: 'verify', tours: 'tours/*.json\ntours/*.txt' });
    expect(run.code).toBe(0);
    expect(run.errors).toEqual([]);
    expect(run.outputs.instances).toBe('2');
    expect(run.outputs.failures).toBe('0');
    expect(run.summary).toContain('✅ every tour is valid');
  });

  it('annotates a bad step of a text board on its row, and a JSON tour on the file', async () => {
    // The 6x6 fixture with steps 9 and 30 swapped on row 5: step 9 is no longer a knight move
    // from step 8, and the first problem is on line 5.
    const board = readFileSync(join(FIXTURES, 'tour-6x6.txt'), 'utf8').split('\n');
    expect(board[4]).toBe('32 21 12  9 30 23');
    board[4] = '32 21 12 30  9 23';
    writeFileSync(join(workspace, 'board.txt'), board.join('\n'));
    writeFileSync(
      join(workspace, 'doc.json'),
      JSON.stringify({
        width: 3,
        height: 3,
        path: [
          [0, 0],
          [1, 2],
          [1, 2],
        ],
      }),
    );
    const run = await runAction({ mode: 'verify', tours: 'board.txt\ndoc.json' });
    expect(run.outputs.failures).toBe('2');
    expect(run.errors[0]).toMatch(
      /^::error title=Invalid knight’s tour,file=board\.txt,line=5,col=\d+::invalid 6x6 tour: .*; step 9 \(line 5, col \d+\): /,
    );
    expect(run.errors[1]).toMatch(
      /^::error title=Invalid knight’s tour,file=doc\.json,line=1,col=\d+::/,
    );
  });

  it('annotates an unreadable file with the line at fault', async () => {
    writeFileSync(
      join(workspace, 'broken.csv'),
      '# knights-tour/1 width=5 height=5\nstep,x,y\n1,0,0\n2,2,1\n3,4\n',
    );
    const run = await runAction({ mode: 'verify', tours: '*.csv' });
    expect(run.code).toBe(1);
    expect(run.outputs.failures).toBe('1');
    expect(run.errors[0]).toMatch(
      /^::error title=Unreadable tour file,file=broken\.csv,line=5::broken\.csv: line 5: mixed styles: step,x,y rows at lines 1-4 and a coordinate list at line 5/,
    );
  });

  it('reads the styles real solvers print, and refuses the ambiguous one with the input that settles it', async () => {
    const styles = join(FIXTURES, '..', '..', '..', 'packages', 'verify', 'fixtures', 'styles');
    mkdirSync(join(workspace, 'styles'), { recursive: true });
    for (const f of readdirSync(styles).filter(
      (n) => !/\.(md|mjs)$/.test(n) && !n.startsWith('indices'),
    )) {
      copyFileSync(join(styles, f), join(workspace, 'styles', f));
    }
    const run = await runAction({ mode: 'verify', tours: 'styles/*', 'fail-on-failure': 'false' });
    expect(run.code).toBe(0);
    const results = JSON.parse(readFileSync(join(workspace, 'knights-tour-results.json'), 'utf8'));
    const isBad = (name: string) => /\.bad[-.]/.test(name);
    for (const r of results.results) expect(r.valid, r.file).toBe(!isBad(r.file));
    expect(run.outputs.failures).toBe(
      String(results.results.filter((r: { file: string }) => isBad(r.file)).length),
    );
    expect(run.errors).toContain(
      '::error title=Invalid knight’s tour,file=styles/rosetta-algebraic.bad.txt,line=2,col=61::invalid 8x8 tour (size inferred from the squares): 2 problems (2 not-a-knight-move), 64 of 64 squares visited in 64 steps; step 21 (line 2, col 61): a4 → a8 is not a knight move [(0,4) → (0,0)]',
    );
    copyFileSync(join(styles, 'indices.txt'), join(workspace, 'indices.txt'));
    const amb = await runAction({ mode: 'verify', tours: 'indices.txt' });
    expect(amb.errors[0]).toMatch(
      /^::error title=Unreadable tour file,file=indices\.txt::indices\.txt: ambiguous: .*give --input-format text or --input-format indices/,
    );
    const settled = await runAction({
      mode: 'verify',
      tours: 'indices.txt',
      'input-format': 'indices',
      size: '8x8',
    });
    expect(settled.code).toBe(0);
  });

  it('never reads its own results files: a second run over **/*.json passes', async () => {
    addFixtures('tour-8x8.json');
    const first = await runAction({ mode: 'verify', tours: '**/*.json' });
    expect(first.code).toBe(0);
    const second = await runAction({ mode: 'verify', tours: '**/*.json' });
    expect(second.code).toBe(0);
    expect(second.outputs.instances).toBe('1');
    expect(second.stdout).toContain(
      'skipped knights-tour-results.json: a results file of this Action, not a tour',
    );
  });

  it('one unreadable file (deep nesting) never costs the others their verdicts', async () => {
    addFixtures('tour-8x8.json');
    writeFileSync(
      join(workspace, 'tours', 'deep.json'),
      `{"width":8,"height":8,"path":${'['.repeat(100_000)}`,
    );
    const run = await runAction({ mode: 'verify', tours: 'tours/*.json' });
    expect(run.outputs).toMatchObject({ instances: '2', failures: '1' });
    expect(run.errors[0]).toBe(
      '::error title=Unreadable tour file,file=tours/deep.json,line=1,col=541::tours/deep.json: line 1, col 541: invalid JSON: nesting deeper than 512 levels',
    );
    expect(run.summary).toContain(
      '| `tours/tour-8x8.json` | 8x8 | ✅ valid open tour (64 squares) |',
    );
  });

  it('requires closed tours with closed: true', async () => {
    addFixtures('tour-8x8.json');
    const run = await runAction({ mode: 'verify', tours: 'tours/tour-8x8.json', closed: 'true' });
    expect(run.code).toBe(1);
    expect(run.outputs.failures).toBe('1');
    expect(run.errors[0]).toContain('file=tours/tour-8x8.json');
    expect(run.errors[0]).toContain('not-closed');
    expect(run.summary).toContain('closed tours required');
  });

  it('shares the sorted files between shards', async () => {
    addFixtures('tour-8x8.json', 'tour-6x6.txt', 'corrupted-5x5.csv');
    const a = await runAction({
      mode: 'verify',
      tours: 'tours/*',
      shard: '1/2',
      'fail-on-failure': 'false',
    });
    const b = await runAction({
      mode: 'verify',
      tours: 'tours/*',
      shard: '2/2',
      'fail-on-failure': 'false',
    });
    expect([a.outputs.instances, b.outputs.instances]).toEqual(['2', '1']);
    expect([a.outputs.failures, b.outputs.failures]).toEqual(['1', '0']);
  });
});
