import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { KnightsTourError } from '@knights-tour/core';
import { type CommandIO, UsageError } from './command.js';
import { COMMANDS } from './commands/index.js';

export { type Command, type CommandIO, UsageError } from './command.js';

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `knights-tour ${version()}: knight's tours with Warnsdorff, AML, OctAML and OctAML16

Usage: knights-tour <command> [options]

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

Run 'knights-tour <command> --help' for a command's options and examples.
Options: --help, --version`;
}

function defaultIO(): CommandIO {
  const controller = new AbortController();
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    signal: controller.signal,
  };
}

/**
 * Runs the CLI and returns its exit code: 0 success, 1 a negative answer (incomplete tour,
 * invalid file, failures in a sweep), 2 bad input. Errors are one line on stderr, never a
 * stack trace (set KNIGHTS_TOUR_DEBUG=1 to see one).
 */
export async function main(argv: string[], io: CommandIO = defaultIO()): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' ? rest[0] : undefined;
      const command = COMMANDS.find((c) => c.name === topic);
      if (topic !== undefined && !command) throw new UsageError(`unknown command '${topic}'`);
      io.stdout.write(`${command ? command.help : overview()}\n`);
      return name === undefined ? 2 : 0;
    }
    if (name === '--version' || name === '-v') {
      io.stdout.write(`${version()}\n`);
      return 0;
    }
    const command = COMMANDS.find((c) => c.name === name);
    if (!command) {
      throw new UsageError(
        `unknown command '${name}' (expected one of ${COMMANDS.map((c) => c.name).join(', ')}; see --help)`,
      );
    }
    let parsed: ReturnType<typeof parseArgs>;
    try {
      parsed = parseArgs({
        args: rest,
        options: { ...command.options, help: { type: 'boolean', short: 'h' } },
        allowPositionals: true,
        strict: true,
      });
    } catch (error) {
      throw new UsageError(`${name}: ${(error as Error).message.split('\n')[0]}`);
    }
    if (parsed.values.help) {
      io.stdout.write(`${command.help}\n`);
      return 0;
    }
    return await command.run(parsed.positionals, parsed.values, io);
  } catch (error) {
    if (process.env.KNIGHTS_TOUR_DEBUG) io.stderr.write(`${(error as Error).stack}\n`);
    const known = error instanceof UsageError || error instanceof KnightsTourError;
    const message = (error as Error).message.split('\n')[0];
    io.stderr.write(`knights-tour: ${known ? '' : 'internal error: '}${message}\n`);
    return 2;
  }
}
