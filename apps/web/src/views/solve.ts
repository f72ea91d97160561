import { algorithmInfo, boardName, cellAt, type Square, squareLabel } from '@knights-tour/core';
import { walkContent } from '../content.js';
import { pressWord } from '../device.js';
import { type LegendEntry, walkLegend } from '../legend.js';
import { walkWords } from '../present.js';
import type { JobRequest, SolvedTour } from '../protocol.js';
import type { Session } from '../session.js';
import type { ViewState } from '../state.js';
import type { View } from './view.js';

/** The walk request of the state: only the options the algorithm takes. */
export function walkRequest(
  state: ViewState,
  start: Square,
): Extract<JobRequest, { kind: 'solve' }> {
  const info = algorithmInfo(state.algorithm);
  return {
    kind: 'solve',
    board: state.board,
    start,
    algorithm: state.algorithm,
    closed: info.closed && state.closed,
    ...(info.seed && state.seed !== undefined ? { seed: state.seed } : {}),
    ...(info.limits ? { maxNodes: state.maxNodes, maxMs: state.maxMs } : {}),
  };
}

/**
 * Watch a heuristic: the walk from the chosen start, on any board, replayed step by step;
 * the status line says in plain words what happened, then core's sentence.
 */
export class SolveView implements View {
  constructor(private readonly session: Session) {}

  show(): void {
    void this.solve();
  }

  private async solve(): Promise<void> {
    const { session } = this;
    const { state } = session;
    const { board, start } = state;
    session.setExportable(undefined);
    session.status.mark({ complete: undefined, length: undefined });
    session.showEmpty(board);
    if (!start) {
      session.cancel();
      session.status.say(
        board.depth > 1
          ? `${pressWord()} a cell in any layer to start a walk there.`
          : `${pressWord()} a square to start a walk there.`,
      );
      return;
    }
    const response = await session.run(
      walkRequest(state, start),
      `Solving ${boardName(board)} from ${squareLabel(start)} with ${state.algorithm}…`,
    );
    if (!response) return;
    if (response.kind === 'cancelled') return session.status.say('Cancelled.');
    if (response.kind === 'error') return session.status.error(response.message);
    if (response.kind === 'solved') this.showTour(response.tour);
  }

  private showTour(tour: SolvedTour): void {
    const { session } = this;
    const layout = session.layout(tour.board);
    // A walk that never started (no tour exists from here) leaves the board as it is.
    const finished = tour.squares.length > 0;
    session.status.say(
      `The knight walks from ${squareLabel(tour.start)}, each move chosen by a rule (${tour.method ?? tour.algorithm}).`,
    );
    session.status.mark({ length: String(tour.squares.length) });
    session.setExportable(tour.squares.length > 0 ? { kind: 'tour', tour } : undefined);
    const content = walkContent(layout, tour.squares, { finished });
    session.showWalk(content, true, () => {
      session.status.words(walkWords(tour));
      session.status.mark({ complete: String(tour.complete) });
    });
  }

  choose(square: number): void {
    const { session } = this;
    const cell = session.content.layout.cellAt[square]!;
    if (cell < 0) return; // a gap or a label between layer panels
    session.state.start = cellAt(session.content.layout, cell);
    session.writeUrl();
    this.show();
  }

  describe(square: number): string {
    return stepAt(this.session, square);
  }

  legend(): LegendEntry[] {
    return walkLegend(true);
  }
}

/** `: step 12` for a square the walk shown has reached (a walk that visits each square once). */
export function stepAt(session: Session, square: number): string {
  const { content } = session;
  if (content.kind !== 'walk' || !content.shape.simple) return '';
  const k = content.steps.indexOf(square);
  return k >= 0 && k < session.player.shown ? `: step ${k + 1}` : '';
}
