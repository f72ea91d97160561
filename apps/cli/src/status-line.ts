import type { CommandIO } from './command.js';

/** A status line on stderr, redrawn in place (progress of a sweep or a count). */
export interface StatusLine {
  /** False when nothing is drawn (stderr is not a terminal): callers need not build the text. */
  readonly visible: boolean;
  draw(text: string): void;
  /** Erases the line, so that what follows starts on a clean one. */
  clear(): void;
}

/**
 * Only on a terminal: nothing is drawn when stderr is a pipe or a file (logs stay clean). A
 * terminal without cursor control (`TERM=dumb`, e.g. an editor's shell) gets no escape
 * sequence: the line is overwritten after a carriage return, padded with spaces.
 */
export function statusLine(
  io: CommandIO,
  env: NodeJS.ProcessEnv = io.env ?? process.env,
): StatusLine {
  const stderr = io.stderr;
  if (!stderr.isTTY) return { visible: false, draw: () => {}, clear: () => {} };
  const dumb = env.TERM === 'dumb';
  let shown = 0; // length of the line on screen; 0 when none
  return {
    visible: true,
    draw(text) {
      const pad = dumb ? ' '.repeat(Math.max(0, shown - text.length)) : '';
      stderr.write(dumb ? `\r${text}${pad}` : `\r\x1b[K${text}`);
      shown = text.length;
    },
    clear() {
      if (shown > 0) stderr.write(dumb ? `\r${' '.repeat(shown)}\r` : '\r\x1b[K');
      shown = 0;
    },
  };
}
