/**
 * Finds where JSON text goes wrong. `JSON.parse` does the real parsing; this runs only after
 * it failed, because V8's messages often give no position ("Unexpected token ']', ...").
 */

/** Where and why JSON text is invalid. */
export interface JsonSyntaxError {
  /** 1-based line and column. */
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

class Failure {
  constructor(
    readonly pos: number,
    readonly message: string,
  ) {}
}

const LITERALS = ['true', 'false', 'null'];

/** Locates the first syntax error of `text`, or undefined when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let pos = 0;
  const n = text.length;
  const show = (p: number) => (p >= n ? 'end of input' : `'${text[p]}'`);
  const fail = (message: string): never => {
    throw new Failure(pos, message);
  };
  const space = () => {
    while (pos < n) {
      const c = text[pos];
      if (c !== ' ' && c !== '\n' && c !== '\r' && c !== '\t') break;
      pos++;
    }
  };
  const string = () => {
    pos++; // opening quote
    for (;;) {
      if (pos >= n) fail('unterminated string');
      const c = text.charCodeAt(pos);
      if (c === 34) {
        pos++;
        return;
      }
      if (c < 32) fail('control character in string');
      if (c === 92) {
        const e = text[pos + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) fail('bad \\u escape');
          pos += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) pos += 2;
        else fail('bad escape in string');
      } else pos++;
    }
  };
  const number = () => {
    const m = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
    m.lastIndex = pos;
    if (!m.exec(text)) fail(`unexpected ${show(pos)}`);
    pos = m.lastIndex;
  };
  // Iterative over containers so deeply nested input cannot overflow the stack.
  const stack: ('[' | '{')[] = [];
  const value = () => {
    space();
    const c = text[pos];
    if (c === '{' || c === '[') {
      stack.push(c);
      pos++;
      return true; // container opened
    }
    if (c === '"') string();
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number();
    else {
      const word = LITERALS.find((w) => text.startsWith(w, pos));
      if (!word) fail(`unexpected ${show(pos)}, expected a value`);
      pos += word!.length;
    }
    return false;
  };
  const key = () => {
    space();
    if (text[pos] !== '"') fail(`unexpected ${show(pos)}, expected a property name in quotes`);
    string();
    space();
    if (text[pos] !== ':') fail(`unexpected ${show(pos)}, expected ':'`);
    pos++;
  };
  try {
    let opened = value();
    for (;;) {
      if (opened) {
        // Just inside a container: it may be empty.
        space();
        const top = stack[stack.length - 1]!;
        if (text[pos] === (top === '[' ? ']' : '}')) {
          pos++;
          stack.pop();
          opened = false;
        } else {
          if (top === '{') key();
          opened = value();
          continue;
        }
      }
      if (stack.length === 0) break;
      space();
      const top = stack[stack.length - 1]!;
      const close = top === '[' ? ']' : '}';
      if (text[pos] === ',') {
        pos++;
        if (top === '{') key();
        opened = value();
      } else if (text[pos] === close) {
        pos++;
        stack.pop();
        opened = false;
      } else {
        fail(`unexpected ${show(pos)}, expected ',' or '${close}'`);
      }
    }
    space();
    if (pos < n) fail(`unexpected ${show(pos)} after the end of the document`);
    return undefined;
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    let line = 1;
    let lineStart = 0;
    for (let i = text.indexOf('\n'); i !== -1 && i < error.pos; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    return { line, column: error.pos - lineStart + 1, message: error.message };
  }
}
