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
 * Verify a file: open, paste or drop a tour in any format the verifier reads. A file is
 * handed to the worker as it is and read there, never copied into the text box; the board
 * shows the walk read (on its own board, which the size box never takes over) with repeated
 * squares framed in red and moves that are not knight moves dashed in red.
 */
export class VerifyView implements View {
  private readonly text = byId<HTMLTextAreaElement>('tour-text');
  /** What was checked last (a file or pasted text), checked again when the view returns. */
  private source: { value: string | Blob; name: string } | undefined;

  constructor(
    private readonly session: Session,
    navigate: (mode: Mode) => void,
  ) {
    byId('verify-run').addEventListener('click', () => this.check(this.text.value, 'the text'));
    this.text.addEventListener('paste', () =>
      setTimeout(() => this.check(this.text.value, 'the text'), 0),
    );
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
        else {
          this.text.value = transfer?.getData('text/plain') ?? '';
          this.check(this.text.value, 'the text');
        }
      });
    }
  }

  show(): void {
    if (this.source) {
      void this.verify(this.source.value, this.source.name);
      return;
    }
    const { session } = this;
    session.cancel();
    session.setExportable(undefined);
    session.showEmpty(session.state.board);
    session.status.say(
      'Open, paste or drop a tour file: the board shows it with every problem the verifier finds.',
    );
  }

  private checkFile(file: File): void {
    byId('file-name').textContent = `${file.name} (${bytes(file.size)}), read in the background.`;
    this.text.value = '';
    void this.verify(file, file.name);
  }

  private check(text: string, name: string): void {
    byId('file-name').textContent = '';
    if (text.trim() === '') {
      this.session.status.error('Paste or drop a tour first.');
      return;
    }
    void this.verify(text, name);
  }

  private async verify(source: string | Blob, name: string): Promise<void> {
    const { session } = this;
    this.source = { value: source, name };
    const verdict = byId('verdict');
    const problems = byId('problems');
    verdict.textContent = '';
    byId('analysis').replaceChildren();
    problems.replaceChildren();
    session.setExportable(undefined);
    const response = await session.run(
      { kind: 'verify', source, closed: byId<HTMLInputElement>('verify-closed').checked },
      `Checking ${name}…`,
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
    if (undrawn) session.showEmpty(session.state.board);
    else {
      const picture = session.picture(board);
      session.showWalk(
        walkContent(picture, file.cells, {
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
