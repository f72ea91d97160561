import { byId } from './dom.js';

/** One part of the status line: plain text, or a headline coloured by its tone. */
export type StatusPart = string | { readonly text: string; readonly tone: 'good' | 'bad' };

/**
 * The status line above the board (a polite live region: read when it changes, not more),
 * the notice for a link the page could only partly read, and the overlay on the board saying
 * what the worker is computing, with its Cancel button.
 */
export class Status {
  private readonly info = byId('info');
  private readonly overlay = byId('busy');
  /** Called when the visitor presses the overlay's Cancel. */
  onCancel: () => void = () => {};

  constructor() {
    byId('cancel').addEventListener('click', () => this.onCancel());
  }

  /** Replaces the status line. */
  say(...parts: StatusPart[]): void {
    delete this.info.dataset.walk;
    this.info.replaceChildren(
      ...parts.map((part) => {
        if (typeof part === 'string') return document.createTextNode(part);
        const span = document.createElement('span');
        span.className = part.tone;
        span.textContent = part.text;
        return span;
      }),
    );
  }

  /**
   * A headline and a quieter sentence after it; core's one sentence on the walk (the method's
   * name and variant, as the CLI prints it) is the detail's tooltip and `data-walk`.
   */
  words(words: { headline: string; tone: 'good' | 'bad'; detail?: string; walk?: string }): void {
    const detail = document.createElement('span');
    detail.className = 'detail';
    detail.textContent = words.detail ? ` ${words.detail}` : '';
    if (words.walk) detail.title = words.walk;
    this.say({ text: words.headline, tone: words.tone });
    this.info.append(detail);
    this.mark({ walk: words.walk });
  }

  /** Removes every data attribute: a view entered afresh owes nothing to the last one's. */
  unmark(): void {
    for (const key of Object.keys(this.info.dataset)) delete this.info.dataset[key];
  }

  error(message: string): void {
    this.say({ text: message, tone: 'bad' });
  }

  /** Data attributes the page's tests read (`data-complete`, `data-length`, …). */
  mark(data: Record<string, string | undefined>): void {
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined) delete this.info.dataset[key];
      else this.info.dataset[key] = value;
    }
  }

  /** Shows what is being computed over the board, or hides the overlay (undefined). */
  busy(what: string | undefined): void {
    this.overlay.hidden = what === undefined;
    byId('busy-text').textContent = what ?? '';
    if (what !== undefined) this.say(what);
  }

  /** The notice above the status line (what a link asked that was ignored); empty hides it. */
  notice(text: string): void {
    const notice = byId('notice');
    notice.textContent = text;
    notice.hidden = text === '';
  }
}
