import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ActionRun,
  addFixtures,
  counter,
  runAction,
  runShards,
  scratch,
  workspace,
} from './testing/step.js';

/**
 * A directory beside the workspace, as another repository or the runner's home is: what a pull
 * request's paths and links must never read, quote or overwrite.
 */
function makeOutside(): { dir: string; rel: string } {
  const dir = join(scratch, `outside-${counter}`);
  mkdirSync(join(dir, 'd'), { recursive: true });
  writeFileSync(join(dir, 'secret.txt'), `${SECRET} do not leak\n`);
  writeFileSync(join(dir, 'd', 'secret.json'), `{"width": 5, "height": 5, "note": "${SECRET}"}\n`);
  writeFileSync(join(dir, 'victim.txt'), 'PRECIOUS\n');
  return { dir, rel: `../outside-${counter}` };
}
const SECRET = 'SECRET-TOKEN-12345';

/** Workflow commands the Action itself issues; any other line starting `::` was injected. */
const OWN_COMMANDS = /^::(error|warning|group|endgroup)[ :]/;

/** Everything a run showed that it must not: content from outside, raw controls, injected commands. */
function leaks(run: ActionRun, ...files: string[]): string[] {
  const shown = [
    run.stdout,
    run.stderr,
    run.summary,
    ...files.filter(existsSync).map((f) => readFileSync(f, 'utf8')),
  ];
  const found: string[] = [];
  for (const text of shown) {
    if (text.includes(SECRET)) found.push(`the secret: ${JSON.stringify(text.slice(0, 300))}`);
    if (/root:x:0:0/.test(text)) found.push('a line of /etc/passwd');
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  if (/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(run.stdout))
    found.push('a raw control byte on stdout');
  for (const line of run.stdout.split(/\r\n|\r|\n/)) {
    const command = /^\s*(::|##\[)/.test(line);
    if (command && !OWN_COMMANDS.test(line))
      found.push(`an injected command: ${JSON.stringify(line)}`);
    if (/^\s*(::[a-z-]+( [^:]*)?::|##\[[a-z]+\])\s*INJECTED/.test(line)) {
      found.push(`an injected command: ${JSON.stringify(line)}`);
    }
  }
  return found;
}

describe('a pull request’s paths: nothing outside the workspace is read, quoted or written', () => {
  it.each([
    ['an absolute path', () => '/etc/passwd'],
    ['a path up out of the workspace', (rel: string) => `${rel}/secret.txt`],
    ['a pattern up out of the workspace', (rel: string) => `${rel}/*.txt`],
    ['the process environment', () => '/proc/self/environ'],
    ['a pattern climbing out after a wildcard', (rel: string) => `*/../${rel}/secret.txt`],
  ])('refuses tours naming %s, in one line that quotes nothing from the file', async (_, tours) => {
    const { rel } = makeOutside();
    const run = await runAction({ mode: 'verify', tours: tours(rel) });
    expect(run.code).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatch(/^::error::Invalid input 'tours': .* is refused: .*outside/);
    expect(leaks(run)).toEqual([]);
    expect(readdirSync(workspace)).toEqual([]);
  });

  it('refuses a committed symlink to a file outside, by name, and verifies the other tours', async () => {
    const { rel } = makeOutside();
    addFixtures('tour-8x8.json');
    symlinkSync(`../${rel}/secret.txt`, join(workspace, 'tours', 'x.json'));
    symlinkSync('/etc/passwd', join(workspace, 'tours', 'passwd.json'));
    const run = await runAction({ mode: 'verify', tours: 'tours/*' });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ instances: '3', failures: '2' });
    expect(run.errors).toContain(
      '::error title=Unreadable tour file,file=tours/x.json::tours/x.json: not read: a symbolic link that leads outside the workspace',
    );
    expect(run.summary).toContain(
      '| `tours/tour-8x8.json` | 8x8 | ✅ valid open tour (64 squares) |',
    );
    expect(leaks(run, join(workspace, 'knights-tour-results.json'))).toEqual([]);
  });

  it('never walks a symlinked directory out of the workspace, and refuses a pattern through one', async () => {
    const { rel } = makeOutside();
    addFixtures('tour-8x8.json');
    symlinkSync(`../${rel}/d`, join(workspace, 'tours', 'd'));
    const run = await runAction({ mode: 'verify', tours: 'tours/**/*.json' });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ instances: '1', failures: '0' });
    expect(leaks(run, join(workspace, 'knights-tour-results.json'))).toEqual([]);
    const through = await runAction({ mode: 'verify', tours: 'tours/d/*.json' });
    expect(through.errors).toHaveLength(1);
    expect(through.errors[0]).toMatch(
      /^::error::Invalid input 'tours': 'tours\/d\/\*\.json' is refused: it leads outside the workspace through a symbolic link/,
    );
    expect(leaks(through)).toEqual([]);
  });

  it('refuses a shard symlinked outside in merge mode, quoting nothing, and writes nothing', async () => {
    const { rel } = makeOutside();
    await runShards({ sizes: '5-8' }, 2, [1]);
    symlinkSync(`../${rel}/secret.txt`, join(workspace, 'shards', 'shard-2.json'));
    const run = await runAction({ mode: 'merge', shards: 'shards/*.json' });
    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      '::error::shards/shard-2.json: not read: a symbolic link that leads outside the workspace',
    ]);
    expect(leaks(run)).toEqual([]);
    expect(existsSync(join(workspace, 'knights-tour-results.json'))).toBe(false);
  });

  /** The inputs of each mode, with the results path given. */
  const modes: [string, (results: string) => Promise<Record<string, string>>][] = [
    ['sweep', async (results) => ({ sizes: '5', starts: 'corner', results })],
    [
      'verify',
      async (results) => {
        addFixtures('tour-8x8.json');
        return { mode: 'verify', tours: 'tours/*.json', results };
      },
    ],
    [
      'merge',
      async (results) => {
        await runShards({ sizes: '5', starts: 'corner' }, 1, [1]);
        return { mode: 'merge', shards: 'shards/*.json', results };
      },
    ],
  ];
  const targets: [string, (outside: { dir: string; rel: string }) => string, RegExp][] = [
    ['up out of the workspace', (o) => `${o.rel}/r.json`, /is outside the workspace/],
    ['an absolute path outside', (o) => join(o.dir, 'r.json'), /is outside the workspace/],
    ['standard output', () => '/dev/stdout', /is outside the workspace/],
    [
      'a symlink to a file outside',
      (o) => {
        symlinkSync(`${o.rel}/victim.txt`, join(workspace, 'r.json'));
        return 'r.json';
      },
      /leads outside the workspace through a symbolic link/,
    ],
    [
      'a dangling symlink to a new file outside',
      (o) => {
        symlinkSync(`${o.rel}/new.json`, join(workspace, 'r.json'));
        return 'r.json';
      },
      /leads outside the workspace through a symbolic link/,
    ],
    [
      'a file in a symlinked directory outside',
      (o) => {
        symlinkSync(o.rel, join(workspace, 'out'));
        return 'out/r.json';
      },
      /leads outside the workspace through a symbolic link/,
    ],
  ];
  for (const [mode, inputs] of modes) {
    it.each(targets)(
      `${mode} mode refuses results %s, before any work, and writes nothing`,
      async (_, target, says) => {
        const outside = makeOutside();
        const run = await runAction(await inputs(target(outside)));
        expect(run.code).toBe(1);
        expect(run.errors).toHaveLength(1);
        expect(run.errors[0]).toMatch(/^::error::Invalid input 'results': /);
        expect(run.errors[0]).toMatch(says);
        expect(readdirSync(outside.dir).sort()).toEqual(['d', 'secret.txt', 'victim.txt']);
        expect(readFileSync(join(outside.dir, 'victim.txt'), 'utf8')).toBe('PRECIOUS\n');
        expect(run.outputs).toEqual({});
        expect(leaks(run)).toEqual([]);
      },
    );
  }

  it('verify mode refuses a results path that is one of the tours it checks', async () => {
    addFixtures('tour-8x8.json', 'tour-6x6.txt');
    const before = readFileSync(join(workspace, 'tours', 'tour-8x8.json'), 'utf8');
    const run = await runAction({
      mode: 'verify',
      tours: 'tours/*',
      results: 'tours/tour-8x8.json',
    });
    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      "::error::Invalid input 'results': tours/tour-8x8.json is one of the tour files checked (the tours input matches it): the results would overwrite it; name another results file",
    ]);
    expect(readFileSync(join(workspace, 'tours', 'tour-8x8.json'), 'utf8')).toBe(before);
    // Through a link to it as well.
    symlinkSync('tours/tour-6x6.txt', join(workspace, 'alias.json'));
    const alias = await runAction({ mode: 'verify', tours: 'tours/*', results: 'alias.json' });
    expect(alias.errors[0]).toContain('tours/tour-6x6.txt is one of the tour files checked');
  });

  it('lets no file name, results path or pattern inject a workflow command or a raw escape', async () => {
    addFixtures('tour-8x8.json');
    const injected = '\n::warning::INJECTED\n##[warning]INJECTED\n::add-mask::INJECTED\n';
    writeFileSync(join(workspace, 'tours', `x${injected}.json`), 'junk');
    writeFileSync(join(workspace, 'tours', '\u001b[31mred\u001b]0;title\u0007.json'), 'junk');
    const verify = await runAction({
      mode: 'verify',
      tours: 'tours/*',
      'fail-on-failure': 'false',
    });
    expect(verify.code, verify.stdout).toBe(0);
    expect(verify.outputs.failures).toBe('2');
    expect(verify.stdout).toContain(
      'INVALID tours/x\\x0a:\\x3awarning:\\x3aINJECTED\\x0a#\\x23[warning]',
    );
    expect(leaks(verify)).toEqual([]);
    const sweep = await runAction({ sizes: '5', starts: 'corner', results: `r${injected}.json` });
    expect(sweep.code, sweep.stdout).toBe(0);
    expect(sweep.stdout).toContain('No failures. Results in r\\x0a:\\x3awarning:\\x3aINJECTED');
    expect(leaks(sweep)).toEqual([]);
    const pattern = await runAction({ mode: 'verify', tours: `tours/\u001b[31m*${injected}` });
    expect(pattern.errors).toHaveLength(1);
    expect(leaks(pattern)).toEqual([]);
  });
});
