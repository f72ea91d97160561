import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import { KnightsTourError, quote } from '@knights-tour/core';
import type { CommandTemplate, WordPart } from '../plan/command.js';
import type { Environment } from './program.js';

/**
 * The command of a solver check made ready to run from a temporary directory: its program
 * found once (a path, or a name on the PATH, as a shell finds it) and checked to be an
 * executable file, and each argument that names a file or directory of the working
 * directory made absolute, so that `python3 my_aml.py …` means the same there.
 */

/** The program's absolute path, or a one-line error: not found, a directory, not executable. */
export function resolveProgram(word: string, cwd: string, env: Environment): string {
  const shown = quote(word, 120);
  const executable = (path: string): 'yes' | 'missing' | 'directory' | 'not executable' => {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(path);
    } catch {
      return 'missing';
    }
    if (stat.isDirectory()) return 'directory';
    try {
      accessSync(path, constants.X_OK);
      return stat.isFile() ? 'yes' : 'not executable';
    } catch {
      return 'not executable';
    }
  };
  if (word.includes('/') || (process.platform === 'win32' && word.includes('\\'))) {
    const path = resolve(cwd, word);
    const found = executable(path);
    if (found === 'yes') return path;
    if (found === 'missing')
      throw new KnightsTourError(`the solver's program ${shown} does not exist`);
    if (found === 'directory')
      throw new KnightsTourError(`the solver's program ${shown} is a directory`);
    throw new KnightsTourError(
      `the solver's program ${shown} is not executable (chmod +x it, or name its interpreter first: python3 ${word} …)`,
    );
  }
  if (process.platform === 'win32') return word; // the system resolves it, with its extensions
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const path = join(resolve(cwd, dir), word);
    if (executable(path) === 'yes') return path;
  }
  throw new KnightsTourError(`the solver's program ${shown} is not found on the PATH`);
}

/**
 * The template's words made ready for a temporary working directory: the program resolved
 * ({@link resolveProgram}); every other word that is plain text (no placeholder), a relative
 * path, and names a file or directory of `cwd`, made absolute. Placeholders stay.
 */
export function prepareCommand(
  template: CommandTemplate,
  cwd: string,
  env: Environment,
): CommandTemplate {
  const [program, ...rest] = template.words;
  const words: (readonly WordPart[])[] = [[resolveProgram(program!.join(''), cwd, env)]];
  for (const parts of rest) {
    const text = parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : undefined;
    let exists = false;
    if (text !== undefined && text !== '' && !text.startsWith('-') && !isAbsolute(text)) {
      try {
        statSync(resolve(cwd, text));
        exists = true;
      } catch {
        exists = false;
      }
    }
    words.push(exists ? [resolve(cwd, text!)] : parts);
  }
  return { ...template, words };
}
