// The exported API (CommandIO) uses Node's stream types: @types/node is a dependency, and
// this reference makes a consumer's compiler load it even with `types: []`.
/// <reference types="node" preserve="true" />
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  didYouMean,
  escapeControls,
  KnightsTourError,
  parseName,
  quote,
  rethrowAs,
} from '@knights-tour/core';
import { type Command, type CommandIO, ExitCode, UsageError, usageError } from './command.js';
import { COMMANDS } from './commands/index.js';

export { type Command, type CommandIO, ExitCode, UsageError } from './command.js';

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

const COMMAND_NAMES = COMMANDS.map((c) => c.name);

/** The command named `name` (any case), or a usage error with a did-you-mean and the list. */
function findCommand(name: string, seeHelp = ''): Command {
  const found = rethrowAs(
    () =>
      parseName('command', name, COMMAND_NAMES, {
        expected: `expected one of ${COMMAND_NAMES.join(', ')}${seeHelp}`,
      }),
    usageError(),
  );
  return COMMANDS.find((c) => c.name === found)!;
}

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `knights-tour ${version()}: knight's tours with Warnsdorff, AML, OctAML and OctAML16

Usage: knights-tour <command> [options]

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

Run 'knights-tour <command> --help' (or 'knights-tour help <command>') for a command's
options and examples. Exit codes: 0 success, 1 a negative answer (e.g. the walk is not a
complete tour), 2 bad input.

Options:
  -h, --help     this overview
  -v, --version  the version

Examples:
  knights-tour solve 8
  knights-tour solve 8x10 --format json --out tour.json
  knights-tour render tour.json --out tour.png --lines --numbers`;
}

function defaultIO(): CommandIO {
  const controller = new AbortController();
  // A reader that stops early (`knights-tour solve 100 | head`) closes the pipe: that is the
  // reader's choice, not an error, so end quietly instead of dying with an EPIPE stack trace.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? ExitCode.Ok);
      process.stderr.write(`knights-tour: cannot write output: ${error.message}\n`);
      process.exit(ExitCode.Usage);
    });
  }
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    signal: controller.signal,
  };
}

/** Turns node:util parseArgs errors into one plain line that says what to do. */
function argumentError(of: Command, error: unknown): UsageError {
  const command = of.name;
  const message = (error as Error).message;
  const code = (error as NodeJS.ErrnoException).code;
  const option = /Option '(?:-\w, )?(--?[\w-]+)/.exec(message)?.[1];
  const seeHelp = `see 'knights-tour ${command} --help'`;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const unknown = /Unknown option '([^']+)'/.exec(message)?.[1] ?? '?';
    const options = Object.keys(of.options).concat('help');
    const hint = unknown.startsWith('--') ? didYouMean(unknown.slice(2), options, '--') : '';
    return new UsageError(`${command}: unknown option ${quote(unknown)}${hint} (${seeHelp})`);
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    if (message.includes('ambiguous')) {
      return new UsageError(
        `${command}: ${option} needs a value; to give one that starts with '-', write ${option}=VALUE`,
      );
    }
    if (message.includes('does not take an argument')) {
      return new UsageError(`${command}: ${option} is a switch and takes no value (${seeHelp})`);
    }
    return new UsageError(`${command}: ${option} needs a value (${seeHelp})`);
  }
  return new UsageError(`${command}: ${escapeControls(message.split('\n')[0] ?? '')}`);
}

/**
 * Runs the CLI and returns its exit code: 0 success, 1 a negative answer (incomplete tour,
 * invalid file, failures in a sweep), 2 bad input. Errors are one line on stderr, never a
 * stack trace (set KNIGHTS_TOUR_DEBUG=1 to see one).
 */
export async function main(argv: string[], io: CommandIO = defaultIO()): Promise<ExitCode> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined) {
      // No command is a usage error: the overview goes where errors go, and exit 2.
      io.stderr.write(`${overview()}\n`);
      return ExitCode.Usage;
    }
    if (name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' ? rest[0] : undefined;
      const command = topic === undefined ? undefined : findCommand(topic);
      io.stdout.write(`${command ? command.help : overview()}\n`);
      return ExitCode.Ok;
    }
    if (name === '--version' || name === '-v' || name === '-V') {
      io.stdout.write(`${version()}\n`);
      return ExitCode.Ok;
    }
    const command = findCommand(name, '; see --help');
    let parsed: ReturnType<typeof parseArgs>;
    try {
      parsed = parseArgs({
        args: rest,
        options: { ...command.options, help: { type: 'boolean', short: 'h' } },
        allowPositionals: true,
        strict: true,
      });
    } catch (error) {
      throw argumentError(command, error);
    }
    if (parsed.values.help) {
      io.stdout.write(`${command.help}\n`);
      return ExitCode.Ok;
    }
    return await command.run(parsed.positionals, parsed.values, io);
  } catch (error) {
    if (process.env.KNIGHTS_TOUR_DEBUG) io.stderr.write(`${(error as Error).stack}\n`);
    const known = error instanceof UsageError || error instanceof KnightsTourError;
    // Every message leaves through the one escaping function: input can never reach the terminal raw.
    const message = escapeControls((error as Error).message.split('\n')[0] ?? '');
    io.stderr.write(`knights-tour: ${known ? '' : 'internal error: '}${message}\n`);
    return ExitCode.Usage;
  }
}
