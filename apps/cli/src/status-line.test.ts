import { describe, expect, it } from 'vitest';
import type { CommandIO } from './command.js';
import { statusLine } from './status-line.js';

function fakeIO(isTTY: boolean): { io: CommandIO; written: () => string } {
  let text = '';
  const stderr = Object.assign(
    {
      write(chunk: string) {
        text += chunk;
        return true;
      },
    },
    { isTTY },
  ) as unknown as CommandIO['stderr'];
  const io = { stderr, stdout: stderr, stdin: process.stdin, signal: new AbortController().signal };
  return { io, written: () => text };
}

describe('statusLine', () => {
  it('on a terminal, redraws the line with the erase-line escape', () => {
    const { io, written } = fakeIO(true);
    const line = statusLine(io, { TERM: 'xterm-256color' });
    expect(line.visible).toBe(true);
    line.draw('10% done');
    line.draw('20%');
    line.clear();
    expect(written()).toBe('\r\x1b[K10% done\r\x1b[K20%\r\x1b[K');
  });

  it('on a dumb terminal, overwrites with spaces and never writes an escape', () => {
    const { io, written } = fakeIO(true);
    const line = statusLine(io, { TERM: 'dumb' });
    line.draw('10% done');
    line.draw('20%');
    line.clear();
    expect(written()).toBe('\r10% done\r20%     \r   \r');
    expect(written()).not.toContain('\x1b');
  });

  it('draws nothing when stderr is not a terminal (a pipe, a file, CI logs)', () => {
    const { io, written } = fakeIO(false);
    const line = statusLine(io, { TERM: 'xterm' });
    expect(line.visible).toBe(false); // so a progress bar need not format its text
    line.draw('10%');
    line.clear();
    expect(written()).toBe('');
  });
});
