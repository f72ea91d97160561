import {
  type Board,
  boardName,
  cellAt,
  cellCount,
  cellIndex,
  isClosedWalk,
  isPossibleStart,
  squareLabel,
  type Tour,
  unitOf,
} from '@knights-tour/core';
import { picturePath, walkContent } from '../content.js';
import { pressWord } from '../device.js';
import { byId } from '../dom.js';
import { knightTargets } from '../knight-moves.js';
import { type LegendEntry, walkLegend } from '../legend.js';
import { WALK_SECONDS } from '../present.js';
import type { Session } from '../session.js';
import type { View } from './view.js';

/** A square (or cell) where a tour can start, drawn at random: a new game. */
function randomStart(board: Board): number {
  const starts: number[] = [];
  for (let cell = 0; cell < cellCount(board); cell++) {
    const [x, y, z = 0] = cellAt(board, cell);
    if (isPossibleStart(board, x, y, z)) starts.push(cell);
  }
  return starts[Math.floor(Math.random() * starts.length)] ?? 0;
}

/** Nodes the exact search may spend on "can this still be completed?" and "show me a finish". */
export const PLAY_SEARCH_NODES = 2_000_000;

/**
 * Nodes the check after every move may spend: enough for the boards people play on (it
 * answers in milliseconds there); where it gives up, no warning is shown.
 */
export const WARN_NODES = 200_000;

/**
 * Play: the visitor moves the knight. Legal moves are ringed, each with how many onward moves
 * it would leave (Warnsdorff's number, a hint that can be switched off); undo, redo and
 * restart; the page says when the knight is stuck or the tour complete (or closed). The
 * worker answers "can this still be completed?" (parity, cut-off squares, then exact search)
 * and shows a finish from here, which the visitor can then step back through with Undo.
 */
export class PlayView implements View {
  private board: Board | undefined;
  private walk: number[] = [];
  private redo: number[] = [];
  private visited = new Uint8Array(0);
  private timer = 0;
  private readonly hints = byId<HTMLInputElement>('hints');

  constructor(private readonly session: Session) {
    byId('undo').addEventListener('click', () => this.act(() => this.undo()));
    byId('redo').addEventListener('click', () => this.act(() => this.forward()));
    byId('restart').addEventListener('click', () =>
      this.act(() => {
        this.walk = [];
        this.redo = [];
      }),
    );
    byId('random-start').addEventListener('click', () =>
      this.act(() => {
        this.walk = [randomStart(this.board!)];
        this.redo = [];
      }),
    );
    byId('hint').addEventListener('click', () => this.hint());
    this.hints.addEventListener('change', () => this.draw());
    byId('can-complete').addEventListener('click', () => void this.ask(false));
    byId('finish').addEventListener('click', () => void this.ask(true));
  }

  show(): void {
    const { board, moves, start } = this.session.state;
    if (!this.board || boardName(this.board) !== boardName(board)) {
      this.board = board;
      this.walk = [];
      this.redo = [];
    }
    // A link's game (a reload, a shared position), or the start another view was on.
    if (moves.length > 0 && moves.join('.') !== this.walk.join('.')) {
      this.walk = [...moves];
      this.redo = [];
    } else if (this.walk.length === 0 && start && start.length === (board.depth > 1 ? 3 : 2)) {
      this.walk = [cellIndex(board, start[0], start[1], start[2] ?? 0)];
    }
    this.session.cancel();
    this.session.setExportable(undefined);
    this.draw(true);
  }

  leave(): void {
    this.stopFinish();
  }

  /** A button's action: stops a finish being shown, does it, draws. */
  private act(action: () => void): void {
    this.stopFinish();
    this.session.cancel();
    action();
    this.draw();
  }

  private undo(): void {
    const last = this.walk.pop();
    if (last !== undefined) this.redo.push(last);
  }

  private forward(): void {
    const next = this.redo.pop();
    if (next !== undefined) this.walk.push(next);
  }

  /** The unvisited squares a knight's move away, in core's move order (2-D). */
  private legalMoves(): number[] {
    const board = this.board!;
    const current = this.walk[this.walk.length - 1];
    if (current === undefined) return [];
    return knightTargets(board, current).filter((t) => !this.visited[t]);
  }

  choose(square: number): void {
    const board = this.board;
    const cell = this.session.content.layout.cellAt[square]!;
    if (!board || cell < 0) return;
    const legal = this.walk.length === 0 || this.legalMoves().includes(cell);
    if (!legal) {
      const current = squareLabel(cellAt(board, this.walk[this.walk.length - 1]!));
      const why = this.visited[cell]
        ? `${squareLabel(cellAt(board, cell))} is already visited`
        : `${squareLabel(cellAt(board, cell))} is not a knight’s move from ${current}`;
      this.session.status.say({ text: `${why}: choose a ringed square.`, tone: 'bad' });
      return;
    }
    this.act(() => {
      // A move that follows the redo stack keeps it; any other move starts a new line.
      if (this.redo[this.redo.length - 1] === cell) this.redo.pop();
      else this.redo = [];
      this.walk.push(cell);
    });
  }

  /** Draws the walk, the legal moves and says where the game stands. */
  private draw(refit = false): void {
    const { session } = this;
    const board = this.board!;
    const cells = cellCount(board);
    this.visited = new Uint8Array(cells);
    for (const c of this.walk) this.visited[c] = 1;
    const layout = session.layout(board);
    const content = walkContent(layout, Int32Array.from(this.walk), {
      rampLength: cells,
      finished: false,
    });
    session.content = content;
    session.canvas.show(content, this.walk.length, !refit);
    const moves = this.legalMoves();
    session.canvas.setMarks({
      targets: picturePath(layout, Int32Array.from(moves)),
      ...(this.hints.checked
        ? {
            labels: moves.map((m) =>
              String(knightTargets(board, m).filter((t) => !this.visited[t]).length),
            ),
          }
        : {}),
    });
    byId<HTMLButtonElement>('undo').disabled = this.walk.length === 0;
    byId<HTMLButtonElement>('hint').disabled = moves.length === 0;
    byId<HTMLButtonElement>('redo').disabled = this.redo.length === 0;
    const plane = board.depth === 1;
    for (const id of ['can-complete', 'finish']) {
      const button = byId<HTMLButtonElement>(id);
      button.disabled = !plane || this.walk.length === 0 || this.walk.length === cells;
      button.title = plane ? '' : 'The exact search runs on 2-D boards only.';
    }
    this.say(moves.length);
    session.onUpdate();
    // The link holds the game: a reload or a shared link comes back to this position.
    const { state } = session;
    state.moves = [...this.walk];
    state.start = this.walk.length > 0 ? cellAt(board, this.walk[0]!) : undefined;
    session.writeUrl();
    void this.warn();
  }

  /**
   * After every move: can this walk still become a tour? Core's exact search answers in the
   * worker, bounded; a walk that cannot is said at once, under the board.
   */
  private async warn(): Promise<void> {
    const warning = byId('play-warning');
    const board = this.board!;
    const cells = cellCount(board);
    warning.hidden = true;
    warning.dataset.state = 'checking';
    if (board.depth > 1 || this.walk.length === 0 || this.walk.length === cells || this.timer) {
      warning.dataset.state = 'none';
      return;
    }
    const walk = this.walk.length;
    const response = await this.session.run(
      {
        kind: 'complete',
        board,
        walk: Int32Array.from(this.walk),
        closed: false,
        maxNodes: WARN_NODES,
      },
      '',
      undefined,
      true,
    );
    if (response?.kind !== 'searched' || this.walk.length !== walk) return;
    const { answer } = response;
    warning.dataset.state = answer.status;
    if (answer.status !== 'none' || this.legalMoves().length === 0) return;
    warning.textContent = `This walk can no longer become a tour: ${answer.reason}. Undo to where it still could.`;
    warning.hidden = false;
  }

  /** The rule's next move: Warnsdorff's, the legal move with the fewest onward moves. */
  private hint(): void {
    const board = this.board!;
    const moves = this.legalMoves();
    if (moves.length === 0) return;
    const onward = (m: number) => knightTargets(board, m).filter((t) => !this.visited[t]).length;
    // Ties go to the first in move order, as the rule's plain form breaks them.
    let best = 0;
    for (let i = 1; i < moves.length; i++) if (onward(moves[i]!) < onward(moves[best]!)) best = i;
    const layout = this.session.content.layout;
    this.session.canvas.setMarks({
      targets: picturePath(layout, Int32Array.from(moves)),
      labels: moves.map((m) => String(onward(m))),
      chosen: best,
    });
    const to = this.session.name(board, cellAt(board, moves[best]!));
    const n = onward(moves[best]!);
    this.session.status.say(
      { text: `Hint: ${to}.`, tone: 'good' },
      ` Warnsdorff’s rule jumps where the fewest onward moves are left (${n} there): a square with few exits becomes a trap if it is left for later.`,
    );
    this.session.status.mark({ hint: String(moves[best]) });
  }

  private say(moves: number): void {
    const { session } = this;
    const board = this.board!;
    const cells = cellCount(board);
    const unit = unitOf(board);
    const n = this.walk.length;
    let state: string;
    if (n === 0) {
      state = 'empty';
      session.status.say(
        `${pressWord()} any ${unit === 'cells' ? 'cell' : 'square'} to put the knight there.`,
      );
    } else if (n === cells) {
      const closed = isClosedWalk(board, this.walk);
      state = closed ? 'closed' : 'complete';
      session.status.say({
        text: closed
          ? `Closed tour! You visited all ${cells} ${unit}, and the last is a knight’s move from the first.`
          : `Tour complete! You visited all ${cells} ${unit}, each once.`,
        tone: 'good',
      });
      session.setExportable({ kind: 'tour', tour: this.tour(closed) });
    } else if (moves === 0) {
      state = 'stuck';
      const here = squareLabel(cellAt(board, this.walk[n - 1]!));
      session.status.say(
        { text: `Stuck at ${here} after ${n} of ${cells} ${unit}:`, tone: 'bad' },
        ' no unvisited square is a knight’s move away. Undo a few moves, or restart.',
      );
    } else {
      state = 'playing';
      session.status.say(
        `Move ${n} of ${cells}: jump to a ringed square.${this.hints.checked ? ' The number on each is how many moves it would leave; Warnsdorff’s rule picks the smallest.' : ''}`,
      );
    }
    session.status.mark({ played: String(n), game: state });
  }

  private tour(closed: boolean): Tour {
    const board = this.board!;
    return {
      board,
      algorithm: 'played',
      start: cellAt(board, this.walk[0]!),
      complete: true,
      closed,
      attempts: 1,
      squares: Int32Array.from(this.walk),
    };
  }

  /** Asks the worker whether the walk can still be completed; with `finish`, shows a finish. */
  private async ask(finish: boolean): Promise<void> {
    this.stopFinish();
    const { session } = this;
    const board = this.board!;
    const response = await session.run(
      {
        kind: 'complete',
        board,
        walk: Int32Array.from(this.walk),
        closed: false,
        maxNodes: PLAY_SEARCH_NODES,
      },
      finish ? 'Looking for a finish from here…' : 'Can this still be completed? Searching…',
    );
    if (!response) return;
    if (response.kind === 'cancelled') return session.status.say('Cancelled.');
    if (response.kind === 'error') return session.status.error(response.message);
    if (response.kind !== 'searched') return;
    const { answer } = response;
    const nodes = `${answer.nodes.toLocaleString('en')} node${answer.nodes === 1 ? '' : 's'}`;
    if (answer.status === 'none') {
      session.status.say(
        { text: 'No: this walk cannot be completed,', tone: 'bad' },
        ` because ${answer.reason}.`,
      );
      session.status.mark({ completable: 'no' });
      return;
    }
    if (answer.status === 'gave-up') {
      session.status.say(`Unknown: the exact search gave up after ${nodes} (${answer.reason}).`);
      session.status.mark({ completable: 'unknown' });
      return;
    }
    session.status.mark({ completable: 'yes' });
    if (!finish) {
      session.status.say(
        { text: 'Yes: this walk can still become a tour', tone: 'good' },
        ` (exact search found a finish in ${nodes}).`,
      );
      return;
    }
    const rest = [...answer.squares!.subarray(this.walk.length)];
    this.redo = rest.reverse();
    this.playFinish(rest.length);
  }

  /** Plays the finish found, a move at a time, at a speed that fits it in a few seconds. */
  private playFinish(moves: number): void {
    const interval = Math.max(15, Math.min(250, (WALK_SECONDS * 1000) / Math.max(1, moves)));
    const step = () => {
      this.forward();
      this.draw();
      if (this.redo.length > 0) this.timer = window.setTimeout(step, interval);
      else {
        this.timer = 0;
        this.session.status.say(
          { text: 'Here is a finish from where you were.', tone: 'good' },
          ' Undo steps back through it.',
        );
      }
    };
    step();
  }

  private stopFinish(): void {
    if (this.timer) window.clearTimeout(this.timer);
    this.timer = 0;
  }

  describe(square: number): string {
    const cell = this.session.content.layout.cellAt[square]!;
    const k = this.walk.indexOf(cell);
    return k >= 0 ? `: move ${k + 1}` : '';
  }

  legend(): LegendEntry[] {
    return [
      ...walkLegend(false),
      { label: 'a legal move (the number: its onward moves)', swatch: 'target' },
    ];
  }
}
