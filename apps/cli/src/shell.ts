/**
 * A word as a POSIX shell reads it back unchanged, for commands the CLI prints for the user
 * to run (`--resume` lines): plain words as they are, anything else in single quotes. Not
 * core's `quote`, which shortens and escapes input for one-line messages.
 */
export function shellQuote(word: string): string {
  return /^[\w./:@%+=,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
