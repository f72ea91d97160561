import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BIN, type CliResult, runCli, runCliProcess } from './test-helpers.js';

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** Command names as the overview lists them (two-space indent, name, two spaces, summary). */
function listedCommands(overview: string): string[] {
  const section = overview.split('Commands:\n')[1]?.split('\n\n')[0] ?? '';
  return section
    .split('\n')
    .map((line) => /^ {2}(\S+) {2,}/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

/** A one-line error: `knights-tour: ...`, no stack trace, nothing on stdout. */
function expectOneLineError(result: CliResult, pattern?: RegExp): void {
  expect(result.code).toBe(2);
  expect(result.stdout).toBe('');
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^knights-tour: /);
  expect(result.stderr).not.toMatch(/\n\s+at |internal error/);
  if (pattern) expect(lines[0]).toMatch(pattern);
}

describe('knights-tour (no command, help, version)', () => {
  it('alone prints the overview on stderr and exits 2', async () => {
    const result = await runCli([]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Usage: knights-tour <command>');
    expect(listedCommands(result.stderr)).toEqual(expect.arrayContaining(['solve', 'render']));
  });

  it('--help and -h print the overview with examples on stdout, exit 0', async () => {
    for (const flag of ['--help', '-h', 'help']) {
      const result = await runCli([flag]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Usage: knights-tour <command>');
      expect(result.stdout).toContain('Examples:');
      expect(result.stdout).toContain(`knights-tour ${VERSION}`);
      expect(result.stderr).toBe('');
    }
  });

  it('--version and -v print the package version', async () => {
    for (const flag of ['--version', '-v']) {
      const result = await runCli([flag]);
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(`${VERSION}\n`);
    }
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('every listed command has --help with usage, options and examples, also via `help <command>`', async () => {
    const commands = listedCommands((await runCli(['--help'])).stdout);
    expect(commands.length).toBeGreaterThanOrEqual(2);
    for (const name of commands) {
      const viaFlag = await runCli([name, '--help']);
      expect(viaFlag.code, name).toBe(0);
      expect(viaFlag.stdout, name).toContain(`Usage: knights-tour ${name}`);
      expect(viaFlag.stdout, name).toContain('Examples:');
      const examples = viaFlag.stdout.split('Examples:')[1] ?? '';
      expect(examples, name).toContain(`knights-tour ${name}`);
      const viaHelp = await runCli(['help', name]);
      expect(viaHelp.code, name).toBe(0);
      expect(viaHelp.stdout).toBe(viaFlag.stdout);
      expect((await runCli([name, '-h'])).stdout).toBe(viaFlag.stdout);
    }
  });

  it('help for an unknown command, and an unknown command, are one-line errors', async () => {
    expectOneLineError(await runCli(['help', 'nonsense']), /unknown command 'nonsense'.*solve/);
    expectOneLineError(await runCli(['nonsense']), /unknown command 'nonsense'.*--help/);
  });
});

describe('argument errors are one line and exit 2', () => {
  it('unknown options name the option and the help to read', async () => {
    expectOneLineError(
      await runCli(['solve', '8', '--bogus']),
      /solve: unknown option '--bogus'.*solve --help/,
    );
    expectOneLineError(await runCli(['render', 't.json', '-x']), /render: unknown option '-x'/);
  });

  it('an option without its value says so', async () => {
    expectOneLineError(await runCli(['solve', '8', '--start']), /--start needs a value/);
    expectOneLineError(await runCli(['solve', '8', '--algorithm']), /--algorithm needs a value/);
  });

  it('a value that starts with a dash explains the --opt=VALUE form', async () => {
    expectOneLineError(await runCli(['solve', '8', '--start', '-1,0']), /--start=VALUE/);
  });

  it('a switch given a value is rejected', async () => {
    expectOneLineError(await runCli(['render', 't.json', '--lines=yes']), /--lines is a switch/);
  });

  it('extra positional arguments are rejected', async () => {
    expectOneLineError(await runCli(['solve', '8', '9']), /unexpected argument '9'/);
    expectOneLineError(
      await runCli(['render', 'a.json', 'b.json', '--out', 'x.png']),
      /unexpected argument 'b\.json'/,
    );
  });
});

describe('the executable (bin/knights-tour.js over the bundle)', () => {
  // The other tests call main() in-process; these check that the installed command runs it,
  // loads each command's chunk, and exits with main's code.
  it('exits with the code main returns: 0, 1 (a negative answer) and 2 (bad input)', () => {
    const version = runCliProcess(['--version']);
    expect(version).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    const failed = runCliProcess(['solve', '7', '--start', '6,2', '--algorithm', 'aml']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^aml: /);
    expectOneLineError(runCliProcess(['solve', '8', '--bogus']), /unknown option '--bogus'/);
  });

  it('runs a sweep on the bundle’s own worker script', () => {
    // Outside the repository no @knights-tour/sweep can be found from the working directory:
    // the worker must be the one the build put beside the pool's chunk.
    const r = runCliProcess(['sweep', '--sizes', '5-6', '--workers', '2', '--format', 'json'], {
      cwd: tmpdir(),
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ instances: 49, failures: 0, complete: true });
  });

  it('holds one copy of core and verify: the workers share the commands’ chunks', () => {
    // Bundled from the sweep's dist/ (itself a bundle), the workers brought copies of their own.
    const dist = join(dirname(CLI_BIN), '..', 'dist');
    const files = [
      join(dist, 'knights-tour.js'),
      ...readdirSync(join(dist, 'chunks'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => join(dist, 'chunks', name)),
    ];
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const name of ['createBoard', 'checkSquares', 'isKnightMove']) {
      expect(code.match(new RegExp(`function ${name}\\d*\\(`, 'g')), name).toHaveLength(1);
    }
  });
});

describe('a reader that stops early', () => {
  it('ends quietly when stdout is closed (`solve 400 | head`), no EPIPE stack trace', async () => {
    const { spawnSync } = await import('node:child_process');
    const { CLI_BIN } = await import('./test-helpers.js');
    const shell = spawnSync(
      'bash',
      ['-c', `set -o pipefail; node ${JSON.stringify(CLI_BIN)} solve 400 | head -c 20 >/dev/null`],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(shell.stderr).not.toMatch(/EPIPE|\n\s+at /);
    expect(shell.status).toBe(0);
  });
});

describe('a file name holding control characters (ESC, BEL)', () => {
  // Every echo of a file name goes through core's escapeControls: a name such as
  // `t\e[2J.json` must never clear the terminal that shows the verdict.
  const dir = mkdtempSync(join(tmpdir(), 'knights-tour-names-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
  const at = (name: string) => join(dir, name);
  const valid = at('tour\u001b[2J\u0007.json');
  const junk = at('junk\u001b[2J.txt');
  const expectEscaped = (r: CliResult) => {
    expect(r.stdout).not.toMatch(RAW);
    expect(r.stderr).not.toMatch(RAW);
  };
  beforeAll(async () => {
    await runCli(['solve', '5', '--format', 'json', '--out', valid]);
    writeFileSync(junk, 'hello\n');
  });

  it('verify shows it escaped in verdicts and errors (text and json)', async () => {
    const ok = await runCli(['verify', valid]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^.*tour\\x1b\[2J\\x07\.json: valid open tour of 5x5/);
    expectEscaped(ok);
    const bad = await runCli(['verify', junk]);
    expectOneLineError(bad, /junk\\x1b\[2J\.txt: line 1: not a tour/);
    const json = await runCli(['verify', junk, valid, '--format', 'json']);
    expect(json.code).toBe(2);
    expectEscaped(json);
  });

  it('analyze and render show it escaped', async () => {
    const analyzed = await runCli(['analyze', valid]);
    expect(analyzed.code).toBe(0);
    expectEscaped(analyzed);
    expectOneLineError(await runCli(['analyze', junk]), /junk\\x1b\[2J\.txt: line 1/);
    const drawn = await runCli(['render', valid, '--out', at('p\u001b[2J.svg')]);
    expect(drawn.code).toBe(0);
    expect(drawn.stderr).toMatch(/^render: .*p\\x1b\[2J\.svg: SVG/);
    expectEscaped(drawn);
    expectOneLineError(await runCli(['render', junk, '--out', at('q.svg')]), /junk\\x1b\[2J\.txt/);
    expectOneLineError(await runCli(['render', valid, '--out', at('p\u001b.jpg')]), /p\\x1b\.jpg/);
  });

  it('convert names the file in its errors and shows --out escaped', async () => {
    expectOneLineError(
      await runCli(['convert', junk, '--to', 'csv']),
      /junk\\x1b\[2J\.txt: line 1: not a tour/,
    );
    const converted = await runCli([
      'convert',
      valid,
      '--to',
      'csv',
      '--out',
      at('c\u001b[2J.csv'),
    ]);
    expect(converted.code).toBe(0);
    expect(converted.stderr).toMatch(/written as csv to .*c\\x1b\[2J\.csv\n$/);
    expectEscaped(converted);
  });

  it('a 100,000-character file name is one short line', async () => {
    const r = await runCli(['verify', '9x'.repeat(50_000)]);
    expectOneLineError(r, /^knights-tour: cannot read (9x){50}…(9x){50}: file name too long$/);
  });

  it('merge shows it escaped', async () => {
    expectOneLineError(
      await runCli(['merge', junk]),
      /junk\\x1b\[2J\.txt: not a sweep result file/,
    );
  });
});
