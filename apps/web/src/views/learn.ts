import {
  algorithmInfo,
  boardName,
  cellAt,
  cellIndex,
  type HeuristicName,
  plural,
  squareLabel,
} from '@knights-tour/core';
import { walkContent } from '../content.js';
import { pressWord } from '../device.js';
import { byId } from '../dom.js';
import { candidateLabels, stepWords } from '../learn-words.js';
import { type LegendEntry, walkLegend } from '../legend.js';
import { picturePath } from '../picture.js';
import type { ExplainedWalk } from '../protocol.js';
import type { Session } from '../session.js';
import { LEARN_MAX_SIDE } from '../state.js';
import type { View } from './view.js';

/** Steps a second the learn view plays at, slow enough to read each step's line. */
const LEARN_PACE = 2;

/**
 * Learn: why this move. A heuristic's walk explained step by step by core's `explainWalk`
 * (run in the worker): at each step the candidates are ringed with their onward moves (and
 * the deciding tie-break value where a tie remained), the chosen one is filled, and a line
 * says which criterion decided. The rule's paragraph and source come from core's catalogue.
 */
export class LearnView implements View {
  private walk: ExplainedWalk | undefined;
  private active = false;

  constructor(private readonly session: Session) {
    // ← and → step back and forward (Home and End: first and last) outside form fields and
    // the board, whose arrow keys move its cursor.
    document.addEventListener('keydown', (e) => {
      if (!this.active || !this.walk || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, canvas, [role="tab"]')) return;
      const { player } = this.session;
      const to =
        e.key === 'ArrowRight'
          ? player.shown + 1
          : e.key === 'ArrowLeft'
            ? player.shown - 1
            : e.key === 'Home'
              ? 1
              : e.key === 'End'
                ? player.total
                : undefined;
      if (to === undefined) return;
      e.preventDefault();
      player.setPlaying(false);
      player.setShown(Math.max(1, to));
    });
  }

  show(): void {
    this.active = true;
    void this.explain();
  }

  leave(): void {
    this.active = false;
  }

  private showRule(): void {
    const info = algorithmInfo(this.session.state.algorithm);
    byId('learn-rule').textContent = info.description ?? info.summary;
    byId('learn-source').textContent = `Source: ${info.source}.`;
  }

  private async explain(): Promise<void> {
    const { session } = this;
    const { state } = session;
    const { board, start } = state;
    this.walk = undefined;
    this.showRule();
    byId('learn-levels').replaceChildren();
    byId('learn-attempt').textContent = '';
    byId('learn-why').textContent = '';
    session.setExportable(undefined);
    session.status.mark({ complete: undefined, length: undefined });
    session.showEmpty(board);
    if (board.width > LEARN_MAX_SIDE || board.height > LEARN_MAX_SIDE) {
      session.cancel();
      session.status.say({
        text: `The learn view explains boards up to ${LEARN_MAX_SIDE}×${LEARN_MAX_SIDE}, where every candidate’s label can be read; ${boardName(board)} is larger. Choose a smaller size, or watch the walk in the Watch view.`,
        tone: 'bad',
      });
      return;
    }
    if (!start) {
      session.cancel();
      session.status.say(`${pressWord()} a square: the walk from it is explained move by move.`);
      return;
    }
    const info = algorithmInfo(state.algorithm);
    const response = await session.run(
      {
        kind: 'explain',
        board,
        start,
        algorithm: state.algorithm as HeuristicName,
        ...(info.seed && state.seed !== undefined ? { seed: state.seed } : {}),
      },
      `Explaining ${state.algorithm} on ${boardName(board)} from ${squareLabel(start)}…`,
    );
    if (!response) return;
    if (response.kind === 'cancelled') return session.status.say('Cancelled.');
    if (response.kind === 'error') return session.status.error(response.message);
    if (response.kind !== 'explained') return;
    this.showWalk(response.walk);
  }

  private showWalk(walk: ExplainedWalk): void {
    const { session } = this;
    const board = session.state.board;
    this.walk = walk;
    byId('learn-levels').replaceChildren(
      ...walk.levels.map((level) => {
        const li = document.createElement('li');
        li.textContent = level.words;
        return li;
      }),
    );
    const variant = walk.variant ? ` (variant r=${walk.variant.r} t=${walk.variant.t})` : '';
    byId('learn-attempt').textContent =
      walk.attempts > 1
        ? `Attempt ${walk.attempt} of ${walk.attempts}${variant}, from ${squareLabel([...walk.start])}: the attempt the rule reports.`
        : '';
    const cells = Int32Array.from(walk.steps, (s) => cellIndex(board, s.square[0], s.square[1]));
    const picture = session.picture(board);
    session.show(walkContent(picture, cells, { finished: true }), 1);
    session.player.pace(LEARN_PACE);
    // The verdict is not given away: the last step's line says how the walk ends.
    session.status.say(
      `${walk.algorithm} from ${squareLabel([...walk.start])}, ${plural(walk.steps.length, 'step')}: step with › and ‹ (or the ← → keys); each step says why.`,
    );
    this.shown(1);
  }

  /** Explains the step the animation shows: its candidates ringed and labelled, the choice filled. */
  shown(shown: number): void {
    const { walk, session } = this;
    if (!walk || session.content.kind !== 'walk') return;
    const step = walk.steps[Math.max(1, shown) - 1];
    if (!step) return;
    const { board } = session.state;
    const picture = session.content.picture;
    const squares = board.width * board.height;
    byId('learn-why').textContent = stepWords(walk.levels, step, squares);
    session.canvas.setMarks({
      targets: picturePath(
        picture,
        Int32Array.from(step.candidates, (c) => cellIndex(board, c.square[0], c.square[1])),
      ),
      labels: candidateLabels(walk.levels, step),
      ...(step.chosen >= 0 ? { chosen: step.chosen } : {}),
    });
  }

  choose(square: number): void {
    const { session } = this;
    const cell = session.content.picture.cellAt[square]!;
    if (cell < 0) return;
    session.state.start = cellAt(session.content.picture.board, cell);
    session.writeUrl();
    this.show();
  }

  describe(square: number): string {
    const { walk, session } = this;
    if (!walk || session.content.kind !== 'walk') return '';
    const step = walk.steps[Math.max(1, session.player.shown) - 1];
    const cell = session.content.picture.cellAt[square]!;
    const board = session.state.board;
    const candidate = step?.candidates.find(
      (c) => cellIndex(board, c.square[0], c.square[1]) === cell,
    );
    if (!candidate) return '';
    return `: ${walk.levels
      .map((l, i) => (l.name === 'random' ? '' : `${l.name} ${candidate.values[i]}`))
      .filter(Boolean)
      .join(', ')}`;
  }

  legend(): LegendEntry[] {
    return [
      ...walkLegend(true),
      {
        label: 'a candidate: its onward moves (·the tie-break value that decided)',
        swatch: 'target',
      },
      { label: 'the move chosen', swatch: 'chosen' },
    ];
  }
}
