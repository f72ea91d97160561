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

/** One subcommand of `knights-tour`: parsing and help here, the work in the libraries. */
export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** Full help: usage, options, examples. */
  readonly help: string;
  readonly options: NonNullable<ParseArgsConfig['options']>;
  /** Returns the exit code: 0 success, 1 a negative answer (incomplete, invalid, failures), 2 bad input. */
  run(positionals: string[], values: OptionValues, io: CommandIO): Promise<number>;
}

/** Bad input: printed as one line `knights-tour: <message>`, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
