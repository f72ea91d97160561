import { boardName } from '@knights-tour/core';
import { walkContent } from '../content.js';
import { byId } from '../dom.js';
import { importedTour } from '../export.js';
import { type LegendEntry, walkLegend } from '../legend.js';
import type { VerifiedFile } from '../protocol.js';
import type { Session } from '../session.js';
import { type Mode, undrawnReason } from '../state.js';
import { stepAt } from './solve.js';
import type { View } from './view.js';

/** A file's size in words: `812 bytes`, `4.8 MB`. */
function bytes(size: number): string {
  if (size < 1024) return `${size} bytes`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} kB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Pastes longer than this many characters are not put into the text box: laying out
 * megabytes of text in a textarea holds the page's thread for seconds. They go to the worker
 * as they are, as an opened file does.
 */
export const PASTE_IN_BOX = 100_000;

/**
 * Verify a file: open, paste or drop a tour in any format the verifier reads. A file, or a
 * long paste, is handed to the worker as it is and read there, never copied into the text
 * box; the board shows the walk read (on its own board, which the size box never takes over)
 * with repeated squares framed in red and moves that are not knight moves dashed in red. The
 * verdict always belongs to what the line under the file control names (a file, the pasted
 * text, or the text in the box), and an empty Check clears it.
 */
export class VerifyView implements View {
  private readonly text = byId<HTMLTextAreaElement>('tour-text');
  private readonly closed = byId<HTMLInputElement>('verify-closed');
  /** What was checked last (a file or pasted text), checked again when the view returns. */
  private source: { value: string | Blob; name: string; fromBox: boolean } | undefined;
  /** Whether a paste is read with the asynchronous clipboard API (until the browser refuses it). */
  private readsClipboard = true;

  constructor(
    private readonly session: Session,
    navigate: (mode: Mode) => void,
  ) {
    byId('verify-run').addEventListener('click', () => this.checkBox());
    this.text.addEventListener('paste', (e) => this.paste(e));
    this.text.addEventListener('input', () => this.edited());
    this.closed.addEventListener('change', () => {
      if (this.source) void this.verify(this.source);
    });
    byId<HTMLInputElement>('file').addEventListener('change', (e) => {
      const file = (e.target as HTMLInputElement).files?.[0];
      if (file) this.checkFile(file);
    });
    const drop = byId('drop');
    for (const target of [drop, this.text]) {
      target.addEventListener('dragover', (e) => {
        e.preventDefault();
        drop.classList.add('dragging');
      });
      target.addEventListener('dragleave', () => drop.classList.remove('dragging'));
      target.addEventListener('drop', (e) => {
        e.preventDefault();
        drop.classList.remove('dragging');
        const transfer = (e as DragEvent).dataTransfer;
        const file = transfer?.files[0];
        if (session.state.mode !== 'verify') navigate('verify');
        if (file) this.checkFile(file);
        else this.checkText(transfer?.getData('text/plain') ?? '');
      });
    }
  }

  show(): void {
    if (this.source) {
      void this.verify(this.source);
      return;
    }
    this.clear();
  }

  /** Nothing checked: no verdict, an empty board, nothing to export. */
  private clear(): void {
    const { session } = this;
    this.source = undefined;
    session.cancel();
    session.setExportable(undefined);
    session.showEmpty(session.state.board);
    byId('verdict').textContent = '';
    byId('problems').replaceChildren();
    byId('analysis').replaceChildren();
    byId('file-name').textContent = '';
    session.status.say(
      'Open, paste or drop a tour file: the board shows it with every problem the verifier finds.',
    );
  }

  private checkFile(file: File): void {
    this.text.value = '';
    void this.verify({
      value: file,
      name: `${file.name} (${bytes(file.size)})`,
      fromBox: false,
    });
  }

  /**
   * A paste: small ones go into the box and are checked; long ones go to the worker alone.
   * A user's paste is read with the asynchronous clipboard API, which Chromium grants during
   * a paste the user made without a prompt or the `clipboard-read` permission.
   * `clipboardData.getData` would read the same text synchronously: in Chromium the page's
   * thread waits for the browser process, then decodes its answer: a 225 ms task for 5 MB
   * (README, budgets; bench/paste-trace.mjs).
   */
  private paste(e: ClipboardEvent): void {
    const data = e.clipboardData;
    const reading =
      this.readsClipboard &&
      e.isTrusted &&
      data?.types.includes('text/plain') &&
      navigator.clipboard?.readText
        ? navigator.clipboard.readText()
        : undefined;
    if (!reading) {
      const text = data?.getData('text/plain') ?? '';
      if (text.length <= PASTE_IN_BOX) {
        setTimeout(() => this.checkBox(), 0);
        return;
      }
      e.preventDefault();
      this.checkLong(text, 'pasted');
      return;
    }
    e.preventDefault();
    const { selectionStart, selectionEnd } = this.text;
    reading.then(
      // A task of its own: the browser's task that hands over the text is long enough.
      (text) => setTimeout(() => this.pasted(text, selectionStart, selectionEnd), 0),
      (error: unknown) => {
        // The next paste reads the event's own data instead.
        this.readsClipboard = false;
        this.session.status.error(
          `The browser did not hand over the pasted text (${error instanceof Error ? error.message : String(error)}): paste it again, or open it as a file.`,
        );
      },
    );
  }

  /** Text read from a paste: into the box where the selection was, or, if long, to the worker. */
  private pasted(text: string, start: number, end: number): void {
    if (text.length > PASTE_IN_BOX) {
      this.checkLong(text, 'pasted');
      return;
    }
    // As the paste would have: the box's undo history keeps it, and `input` fires.
    const focused = document.activeElement === this.text;
    if (focused) this.text.setSelectionRange(start, end);
    if (!focused || !document.execCommand('insertText', false, text)) {
      this.text.setRangeText(text, start, end, 'end');
      this.edited();
    }
    this.checkBox();
  }

  /** A long text pasted or dropped: checked in the worker, never put into the box. */
  private checkLong(text: string, how: 'pasted' | 'dropped'): void {
    this.text.value = '';
    void this.verify({
      value: text,
      name: `the ${how} text (${bytes(text.length)})`,
      fromBox: false,
    });
  }

  /** Text dropped on the page: into the box, then checked. */
  private checkText(text: string): void {
    if (text.length > PASTE_IN_BOX) {
      this.checkLong(text, 'dropped');
      return;
    }
    this.text.value = text;
    this.checkBox();
  }

  /** Check: the text in the box, or, with an empty box, nothing (what was shown is cleared). */
  private checkBox(): void {
    const text = this.text.value;
    if (text.trim() === '') {
      this.clear();
      this.session.status.error('Paste or drop a tour first.');
      return;
    }
    void this.verify({ value: text, name: 'the text in the box', fromBox: true });
  }

  /** The box no longer holds what its verdict is about: say so, until Check. */
  private edited(): void {
    const source = this.source;
    if (!source?.fromBox) return;
    byId('file-name').textContent =
      this.text.value === source.value
        ? `Checked: ${source.name}.`
        : 'The box has changed since this check: press Check to check it.';
  }

  private async verify(source: { value: string | Blob; name: string; fromBox: boolean }) {
    const { session } = this;
    this.source = source;
    const verdict = byId('verdict');
    const problems = byId('problems');
    verdict.textContent = '';
    byId('analysis').replaceChildren();
    problems.replaceChildren();
    // The last file's note ("… is checked, not drawn") is not about this one.
    session.boardNote(undefined);
    byId('file-name').textContent =
      `Checked: ${source.name}${source.value instanceof Blob ? ', read in the background' : ''}.`;
    session.setExportable(undefined);
    const response = await session.run(
      { kind: 'verify', source: source.value, closed: this.closed.checked },
      `Checking ${source.name}…`,
    );
    if (!response) return;
    if (response.kind === 'cancelled') return session.status.say('Cancelled.');
    if (response.kind === 'error') {
      // What was drawn before is no longer what the page talks about.
      session.showEmpty(session.state.board);
      verdict.textContent = 'Not a tour file';
      verdict.className = 'bad';
      problems.replaceChildren(problemItem(response.message));
      return session.status.error(response.message);
    }
    if (response.kind === 'verified') this.showFile(response.file);
  }

  private showFile(file: VerifiedFile): void {
    const { session } = this;
    const { board } = file;
    const undrawn = undrawnReason(board);
    if (undrawn) {
      // Nothing drawn: no unrelated empty board, but the reason over it.
      session.showEmpty(session.state.board);
      session.boardNote(`${boardName(board)} is checked, not drawn: ${undrawn}.`);
    } else {
      const layout = session.layout(board);
      session.showWalk(
        walkContent(layout, file.cells, {
          problemSquares: file.repeated,
          badMoves: file.badMoves,
          shape: file.shape,
        }),
        file.valid,
      );
    }
    session.setExportable(
      file.valid ? { kind: 'tour', tour: importedTour(board, file.cells) } : undefined,
    );
    const [headline = '', ...rest] = file.lines;
    const verdict = byId('verdict');
    verdict.textContent = headline;
    verdict.className = file.valid ? 'good' : 'bad';
    const problems = byId('problems');
    problems.replaceChildren(...rest.map((line) => problemItem(line.trim())));
    problems.dataset.count = String(file.problems);
    // A valid tour: what it is beyond valid, under the verdict.
    const [, ...facts] = file.analysis ?? [];
    byId('analysis').replaceChildren(
      ...facts.map((line) => {
        const li = document.createElement('li');
        li.textContent = line;
        return li;
      }),
    );
    const read = `read as ${file.format}, ${file.cells.length.toLocaleString('en')} steps on ${boardName(board)}`;
    session.status.say(
      { text: headline, tone: file.valid ? 'good' : 'bad' },
      undrawn ? ` (${read}; not drawn: ${undrawn})` : ` (${read})`,
    );
  }

  choose(): void {}

  describe(square: number): string {
    return stepAt(this.session, square);
  }

  legend(): LegendEntry[] {
    return [
      ...walkLegend(true),
      { label: 'repeated square, or not a knight move', colour: [220, 20, 60] },
    ];
  }
}

/** One line of the verifier's list. */
function problemItem(text: string): HTMLLIElement {
  const li = document.createElement('li');
  li.textContent = text;
  return li;
}
