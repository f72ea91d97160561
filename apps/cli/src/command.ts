import type { ParseArgsConfig } from 'node:util';

/** Streams and terminal facts a command may use; tests pass their own. */
export interface CommandIO {
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  readonly stdin: NodeJS.ReadableStream;
  /** For Ctrl-C handling in long commands. */
  readonly signal: AbortSignal;
}

export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** The exit codes of every command (documented in the README and each command's help). */
export const ExitCode = {
  /** Success: the tour, the answer, the file is what was asked for. */
  Ok: 0,
  /** A negative answer, not an error: an incomplete walk, an invalid tour, failures in a sweep. */
  Negative: 1,
  /** Bad input (usage, files, sizes): one line on stderr. */
  Usage: 2,
  /** Stopped by Ctrl-C (128 + SIGINT), after saving what can be resumed. */
  Interrupted: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** One subcommand of `knights-tour`: parsing and help here, the work in the libraries. */
export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** Full help: usage, options, examples. */
  readonly help: string;
  readonly options: NonNullable<ParseArgsConfig['options']>;
  /** Returns the {@link ExitCode}. */
  run(positionals: string[], values: OptionValues, io: CommandIO): Promise<ExitCode>;
}

/** Bad input: printed as one line `knights-tour: <message>`, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * A library's one-line error as a {@link UsageError}, for core's `rethrowAs` (which keeps the
 * original as `cause`): `rethrowAs(() => parse(text), usageError())`, or with the file named,
 * `usageError(name)` (`tour.json: line 3: …`).
 */
export function usageError(name?: string): (error: Error) => UsageError {
  return (error) =>
    new UsageError(name === undefined ? error.message : `${name}: ${error.message}`);
}
