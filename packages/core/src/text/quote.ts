// text/: the words a library shows its user, written once for every package above it.

/** Control characters (C0, DEL, C1, line separators, BOM) as visible escapes (`\x1b`, `\u2028`). */
export function escapeControls(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping them is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * Text of at most `max` characters for quoting input in one-line messages: whitespace runs
 * become one space and every other control character is escaped, so input can never
 * retitle or recolour the terminal that shows the error.
 */
export function quote(text: string, max = 40): string {
  const one = String(text)
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
  const cut = one.length > max ? `${one.slice(0, max - 1)}…` : one;
  return `'${escapeControls(cut)}'`;
}

/** `1 attempt`, `16 attempts`: a count and its noun. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** `a, b or c`. */
export function orList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
