import { type Board, didYouMean, KnightsTourError, quote } from '@knights-tour/core';

/**
 * The command line of a solver under test, as a user writes it: split into words the way a
 * POSIX shell splits them (quotes, backslashes) but never run through a shell, so no word is
 * ever expanded, globbed or read as an operator; placeholders are substituted word by word,
 * and their values are numbers. Anything a shell would do beyond splitting is refused in one
 * line instead of passed on literally.
 */

/** What varies from instance to instance (SPEC §1 coordinates): the board and the start. */
export const PLACEHOLDERS = ['n', 'width', 'height', 'x', 'y'] as const;
/** One of {@link PLACEHOLDERS}, written `{width}` in a command. */
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** One piece of a word: literal text, or a placeholder. */
export type WordPart = string | { readonly placeholder: Placeholder };

/** A command line read once: its words and the placeholders it uses. */
export interface CommandTemplate {
  /** The text as given. */
  readonly text: string;
  /** The words, each a list of parts; the first is the program. */
  readonly words: readonly (readonly WordPart[])[];
  readonly uses: ReadonlySet<Placeholder>;
}

/** One instance of a solver check: a board and a start on it. */
export interface SolverInstance {
  readonly width: number;
  readonly height: number;
  readonly x: number;
  readonly y: number;
}

/** A board and a start on it, as records hold them (a task's instance, a verdict). */
export interface Located {
  readonly board: Board;
  readonly start: readonly [number, number];
}

/** The placeholders' values of an instance: its board's width and height, its start's x and y. */
export function solverInstance({ board, start }: Located): SolverInstance {
  return { width: board.width, height: board.height, x: start[0], y: start[1] };
}

const PLACEHOLDER = /^\{([A-Za-z_][A-Za-z0-9_]*)\}/;
// What only a shell understands, outside quotes: operators, expansions, substitutions.
const OPERATORS = new Set(['|', '&', ';', '<', '>', '(', ')']);
const EXPANSIONS = new Set(['$', '`']);

/**
 * Reads a command line: words split at unquoted blanks; `'…'` keeps everything literally;
 * `"…"` keeps everything but `\"`, `\\` (and refuses `$` and backquotes, which a shell would
 * expand); a backslash outside quotes keeps the next character. Placeholders `{n}`, `{width}`,
 * `{height}`, `{x}`, `{y}` may stand anywhere in a word, quoted or not (`--size={width}x{height}`);
 * other words in braces (`'{"a": 1}'`) are literal, a brace escaped with a backslash too.
 * Throws a one-line `KnightsTourError` for an empty command, an unknown placeholder, an
 * unterminated quote, and for shell syntax (`|`, `;`, `>`, `$VAR`, …): write `sh -c '…'` to
 * have a shell.
 */
export function parseCommand(text: string): CommandTemplate {
  /** A one-line error about the command, quoting it (shortened, its control characters escaped). */
  const refuse = (why: string): never => {
    throw new KnightsTourError(`the solver's command ${quote(text, 60)} ${why}`);
  };
  const words: WordPart[][] = [];
  const uses = new Set<Placeholder>();
  let word: WordPart[] | undefined;
  let literal = '';
  const add = (s: string) => {
    word ??= [];
    literal += s;
  };
  const flush = () => {
    if (literal !== '') word!.push(literal);
    literal = '';
  };
  const end = () => {
    if (word) {
      flush();
      words.push(word);
    }
    word = undefined;
  };
  /** A placeholder at `i`, or undefined; unknown names in braces are refused. */
  const placeholderAt = (i: number): { name: Placeholder; length: number } | undefined => {
    const m = PLACEHOLDER.exec(text.slice(i));
    if (!m) return undefined;
    const name = m[1]!;
    if (!(PLACEHOLDERS as readonly string[]).includes(name)) {
      refuse(
        `uses the unknown placeholder {${name}}${didYouMean(name, PLACEHOLDERS)} (the placeholders are ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')})`,
      );
    }
    return { name: name as Placeholder, length: m[0].length };
  };
  const placeholder = (name: Placeholder) => {
    word ??= [];
    flush();
    word.push({ placeholder: name });
    uses.add(name);
  };
  /** The placeholder starting at `at`, or its one character, into the word: the position after it. */
  const take = (at: number): number => {
    const p = text[at] === '{' ? placeholderAt(at) : undefined;
    if (!p) {
      add(text[at]!);
      return at + 1;
    }
    placeholder(p.name);
    return at + p.length;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      end();
      i++;
    } else if (c === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0) refuse(`has an unterminated quote ' (at character ${i + 1})`);
      word ??= [];
      for (let j = i + 1; j < close; ) j = take(j);
      i = close + 1;
    } else if (c === '"') {
      word ??= [];
      let j = i + 1;
      for (;;) {
        if (j >= text.length) refuse(`has an unterminated quote " (at character ${i + 1})`);
        const d = text[j]!;
        if (d === '"') break;
        if (EXPANSIONS.has(d)) {
          refuse(
            `holds ${quote(d)} inside double quotes, which a shell would expand: it is run without a shell (quote it with '…', or write sh -c '…')`,
          );
        }
        if (d === '\\' && j + 1 < text.length && '"\\$`'.includes(text[j + 1]!)) {
          add(text[j + 1]!);
          j += 2;
          continue;
        }
        j = take(j);
      }
      i = j + 1;
    } else if (c === '\\') {
      if (i + 1 >= text.length) refuse('ends with a backslash');
      // A backslash before a line break joins the lines, as in a shell.
      if (text[i + 1] !== '\n') add(text[i + 1]!);
      i += 2;
    } else if (OPERATORS.has(c) || EXPANSIONS.has(c)) {
      refuse(
        `holds ${quote(c)}, which only a shell understands: it is run without a shell (quote the character, or write sh -c '…' to run a shell)`,
      );
    } else if (c === '~' && word === undefined) {
      refuse(`starts a word with '~', which only a shell expands: write the path in full`);
    } else i = take(i);
  }
  end();
  if (words.length === 0) {
    throw new KnightsTourError("the solver's command is empty: give the program and its arguments");
  }
  if (words[0]!.some((part) => typeof part !== 'string')) {
    refuse('names its program with a placeholder: the program must be the same for every instance');
  }
  return { text, words, uses };
}

/** The value of a placeholder for an instance. */
function placeholderValue(placeholder: Placeholder, instance: SolverInstance): number {
  return placeholder === 'n' ? instance.width : instance[placeholder];
}

/** The words of the command for one instance: each placeholder replaced by its number. */
export function commandWords(template: CommandTemplate, instance: SolverInstance): string[] {
  return template.words.map((parts) =>
    parts
      .map((part) =>
        typeof part === 'string' ? part : String(placeholderValue(part.placeholder, instance)),
      )
      .join(''),
  );
}

/**
 * A word as a POSIX shell reads it back: bare when safe, else single-quoted, or `$'…'` with
 * escapes when it holds control characters (nothing raw reaches the terminal).
 */
export function shellQuote(word: string): string {
  if (/^[\w./:@%+=,-]+$/.test(word)) return word;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is escaped
  if (!/[\u0000-\u001f\u007f-\u009f]/.test(word)) return `'${word.replace(/'/g, `'\\''`)}'`;
  const escaped = [...word]
    .map((c) => {
      const code = c.charCodeAt(0);
      if (c === '\\' || c === "'") return `\\${c}`;
      return code < 0x20 || (code >= 0x7f && code <= 0x9f)
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : c;
    })
    .join('');
  return `$'${escaped}'`;
}

/** Words as one command line a shell runs as they are: what a report prints to reproduce an instance. */
export function commandLine(words: readonly string[]): string {
  return words.map(shellQuote).join(' ');
}
