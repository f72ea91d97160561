import { boardName, cellAt, cellCount, squareLabel } from '@knights-tour/core';
import { walkContent } from '../content.js';
import { pressWord } from '../device.js';
import { byId } from '../dom.js';
import type { LegendEntry } from '../legend.js';
import { count, speedOf, stepsToShow } from '../present.js';
import type { SearchAnswer } from '../protocol.js';
import type { Session } from '../session.js';
import type { View } from './view.js';

/** Nodes the animated search may visit (about 2 million events, 8 MB, for the page to play). */
export const WATCHED_NODES = 1_000_000;

/** Milliseconds a dead end stays flashed. */
const FLASH_MS = 160;

/**
 * Watch the search think: core's exact search (backtracking; children in Warnsdorff order, or
 * in move order) from a start, animated square by square. The worker sends every square the
 * search enters and takes back as it goes; the page plays them at the chosen speed: the path
 * grows and shrinks, a square taken back at once (a dead end) flashes red, and the counters
 * say how many nodes and backtracks so far. Stop ends it at any moment.
 */
export class SearchView implements View {
  private parts: Int32Array[] = [];
  private received = 0;
  private played = 0;
  /** Position in `parts`: which part, and where in it. */
  private part = 0;
  private offset = 0;
  private path = new Int32Array(0);
  private depth = 0;
  private nodes = 0;
  private backtracks = 0;
  private answer: SearchAnswer | undefined;
  private frame = 0;
  private flash = { square: -1, until: 0 };
  private readonly speed = byId<HTMLInputElement>('search-speed');

  constructor(private readonly session: Session) {
    byId('search-run').addEventListener('click', () => this.show());
    byId('search-stop').addEventListener('click', () => this.stop('Stopped.'));
    this.speed.addEventListener('input', () => this.showSpeed());
    this.showSpeed();
  }

  private showSpeed(): void {
    const speed = speedOf(Number(this.speed.value));
    byId('search-speed-value').textContent =
      `${count(speed)} ${speed === 1 ? 'square' : 'squares'}/s`;
  }

  show(): void {
    this.halt();
    const { session } = this;
    const { state } = session;
    session.setExportable(undefined);
    session.showEmpty(state.board);
    this.reset();
    if (!state.start) {
      session.cancel();
      session.status.say(`${pressWord()} a square to start the search there.`);
      return;
    }
    void this.start();
  }

  leave(): void {
    this.halt();
  }

  private reset(): void {
    const cells = cellCount(this.session.state.board);
    this.parts = [];
    this.received = 0;
    this.played = 0;
    this.part = 0;
    this.offset = 0;
    this.path = new Int32Array(cells);
    this.depth = 0;
    this.nodes = 0;
    this.backtracks = 0;
    this.answer = undefined;
    // The last search's outcome is not this one's: a test (or a reader of the attribute)
    // waiting for `found` must not see the one before.
    this.session.status.mark({ search: undefined });
    this.counts();
  }

  private async start(): Promise<void> {
    const { session } = this;
    const { state } = session;
    const { board } = state;
    const start = state.start!;
    this.path[0] = start[1] * board.width + start[0];
    this.depth = 1;
    this.nodes = 1;
    byId<HTMLButtonElement>('search-stop').disabled = false;
    this.draw();
    this.frame = requestAnimationFrame((now) => this.tick(now, now, 0));
    const explain = () =>
      session.status.say(
        `Searching ${boardName(board)} from ${squareLabel(start)}: the knight tries a move, goes on, and takes moves back when it is stuck.`,
      );
    const response = await session.run(
      {
        kind: 'search',
        board,
        start,
        algorithm: state.algorithm,
        closed: state.closed,
        maxNodes: WATCHED_NODES,
      },
      `Searching ${boardName(board)} from ${squareLabel(start)} with ${state.algorithm}…`,
      ({ events }) => {
        if (!events) return;
        this.parts.push(events);
        this.received += events.length;
      },
    );
    if (!response) return;
    if (response.kind === 'cancelled') return;
    if (response.kind === 'error') {
      this.halt();
      return session.status.error(response.message);
    }
    if (response.kind === 'searched') {
      this.answer = response.answer;
      if (this.frame) explain();
    }
  }

  /** Plays the events due since the last frame, then draws. */
  private tick(now: number, last: number, carry: number): void {
    const due = stepsToShow(speedOf(Number(this.speed.value)), (now - last) / 1000, carry);
    for (let i = 0; i < due.steps && this.played < this.received; i++) this.apply(now);
    this.draw(now);
    if (this.played === this.received && this.answer) {
      this.finish(this.answer);
      return;
    }
    this.frame = requestAnimationFrame((next) => this.tick(next, now, due.carry));
  }

  private apply(now: number): void {
    let events = this.parts[this.part]!;
    if (this.offset === events.length) {
      this.part++;
      this.offset = 0;
      events = this.parts[this.part]!;
    }
    const event = events[this.offset++]!;
    this.played++;
    if (event >= 0) {
      this.path[this.depth++] = event;
      this.nodes++;
    } else {
      const square = -1 - event;
      this.depth--;
      this.backtracks++;
      // Taken back as soon as entered: a dead end.
      const previous = this.previousEvent();
      if (previous === square) this.flash = { square, until: now + FLASH_MS };
    }
  }

  /** The event before the one just played. */
  private previousEvent(): number | undefined {
    if (this.offset >= 2) return this.parts[this.part]![this.offset - 2];
    const before = this.parts[this.part - 1];
    return before ? before[before.length - 1] : undefined;
  }

  private draw(now = performance.now()): void {
    const { session } = this;
    const layout = session.layout(session.state.board);
    const content = walkContent(layout, this.path.slice(0, this.depth), {
      rampLength: cellCount(layout),
      finished: false,
    });
    session.content = content;
    session.canvas.show(content, this.depth, true);
    const flashed = now < this.flash.until ? layout.pictureOf[this.flash.square] : undefined;
    session.canvas.setMarks(flashed === undefined ? {} : { flash: flashed });
    this.counts();
  }

  private counts(): void {
    const cells = cellCount(this.session.state.board);
    const text = `nodes ${this.nodes.toLocaleString('en')} · backtracks ${this.backtracks.toLocaleString('en')} · depth ${this.depth} of ${cells}`;
    const counts = byId('search-counts');
    counts.textContent = text;
    counts.dataset.nodes = String(this.nodes);
    counts.dataset.backtracks = String(this.backtracks);
  }

  private finish(answer: SearchAnswer): void {
    this.frame = 0;
    byId<HTMLButtonElement>('search-stop').disabled = true;
    const { session } = this;
    const board = session.state.board;
    const from = squareLabel(session.state.start ?? cellAt(board, 0));
    const counts = `${this.nodes.toLocaleString('en')} nodes, ${this.backtracks.toLocaleString('en')} backtracks`;
    session.status.mark({ search: answer.status });
    if (answer.status === 'found') {
      session.status.say({ text: `Found a tour from ${from}`, tone: 'good' }, ` after ${counts}.`);
      const tour = answer.squares!;
      session.setExportable({
        kind: 'tour',
        tour: {
          board,
          algorithm: session.state.algorithm,
          start: cellAt(board, tour[0]!),
          complete: true,
          closed: false,
          attempts: 1,
          squares: tour,
        },
      });
    } else if (answer.status === 'none') {
      session.status.say(
        { text: `No tour starts at ${from}:`, tone: 'bad' },
        ` ${answer.reason ?? `the search took back every move it tried (${counts})`}.`,
      );
    } else {
      session.status.say(
        { text: 'No tour yet:', tone: 'bad' },
        ` the page stops the search after ${WATCHED_NODES.toLocaleString('en')} nodes (${counts}).`,
      );
    }
  }

  /** Stops the animation and the job. */
  private stop(words: string): void {
    this.halt();
    this.session.status.say(words);
  }

  private halt(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.session.cancel();
    byId<HTMLButtonElement>('search-stop').disabled = true;
  }

  choose(square: number): void {
    const { session } = this;
    const cell = session.content.layout.cellAt[square]!;
    if (cell < 0) return;
    session.state.start = cellAt(session.state.board, cell);
    session.writeUrl();
    this.show();
  }

  describe(square: number): string {
    const k = this.path
      .subarray(0, this.depth)
      .indexOf(this.session.content.layout.cellAt[square]!);
    return k >= 0 ? `: step ${k + 1}` : '';
  }

  legend(): LegendEntry[] {
    return [
      { label: 'the path so far: first → deepest', swatch: 'ramp' },
      { label: 'the knight now', swatch: 'knight' },
      { label: 'a dead end, taken back', swatch: 'flash' },
    ];
  }
}
