import {
  algorithmInfo,
  boardName,
  cellAt,
  cellIndex,
  type HeuristicName,
  plural,
  squareLabel,
} from '@knights-tour/core';
import { picturePath, walkContent } from '../content.js';
import { pressWord } from '../device.js';
import { setTextWithLinks } from '../doc-links.js';
import { byId } from '../dom.js';
import { candidateLabels, citedMove, moveWords, scoreWords, stepWords } from '../learn-words.js';
import { type LegendEntry, walkLegend } from '../legend.js';
import { drawMoveFigure } from '../move-figure.js';
import type { ExplainedWalk } from '../protocol.js';
import type { Session } from '../session.js';
import { LEARN_MAX_SIDE } from '../state.js';
import type { View } from './view.js';

/** The three beats of a step, shown apart. */
const BEATS = ['score', 'choose', 'move'] as const;
type Beat = (typeof BEATS)[number];

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
  /** The step explained (1-based) and its beat. */
  private at = 1;
  private beat: Beat = 'score';
  /** The player is being moved by a beat, not by the scrubber or play. */
  private settingBeat = false;

  constructor(private readonly session: Session) {
    // ← and → step back and forward (Home and End: first and last) outside form fields and
    // the board, whose arrow keys move its cursor.
    document.addEventListener('keydown', (e) => {
      if (!this.active || !this.walk || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, canvas, [role="tab"]')) return;
      const { player } = this.session;
      if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
        e.preventDefault();
        player.setPlaying(false);
        player.move(e.key === 'ArrowRight' ? 1 : -1);
        return;
      }
      const to = e.key === 'Home' ? 1 : e.key === 'End' ? player.total : undefined;
      if (to === undefined) return;
      e.preventDefault();
      player.setPlaying(false);
      player.setShown(to);
      // Home opens on the first step's first beat: its candidates scored.
      if (e.key === 'Home') this.setBeat(1, 'score');
    });
  }

  /**
   * The step buttons and ← → go beat by beat: score (candidates ringed with their onward
   * moves), choose (the one chosen filled, the line saying why), move (the knight on it).
   */
  private beatStep(direction: 1 | -1): boolean {
    const { walk } = this;
    if (!this.active || !walk) return false;
    const { at, beat } = this;
    const step = walk.steps[at - 1];
    if (!step) return false;
    const moves = step.chosen >= 0;
    if (direction === 1) {
      if (beat === 'score') this.setBeat(at, 'choose');
      else if (beat === 'choose' && moves) {
        this.setBeat(at, 'move');
      } else if (beat === 'move' && walk.steps[at]) this.setBeat(at + 1, 'score');
      return true;
    }
    if (beat === 'move') this.setBeat(at, 'choose');
    else if (beat === 'choose') this.setBeat(at, 'score');
    else if (at > 1) this.setBeat(at - 1, 'move');
    return true;
  }

  /** Shows beat `beat` of step `at` (the knight on step `at`, or on the next at the move beat). */
  private setBeat(at: number, beat: Beat): void {
    this.at = at;
    this.beat = beat;
    const shown = beat === 'move' ? at + 1 : at;
    this.settingBeat = true;
    this.session.player.setShown(shown);
    this.settingBeat = false;
    this.explainBeat();
  }

  show(): void {
    this.active = true;
    this.session.player.stepper = (direction) => this.beatStep(direction);
    void this.explain();
  }

  leave(): void {
    this.active = false;
    this.session.player.stepper = undefined;
    this.setFigure(undefined);
  }

  private showRule(): void {
    const info = algorithmInfo(this.session.state.algorithm);
    byId('learn-rule').textContent = info.description ?? info.summary;
    setTextWithLinks(byId('learn-source'), `Source: ${info.source}.`);
  }

  private async explain(): Promise<void> {
    const { session } = this;
    const { state } = session;
    const { board, start } = state;
    this.walk = undefined;
    this.showRule();
    byId('learn-levels').replaceChildren();
    byId('learn-attempt').textContent = '';
    for (const id of ['learn-score', 'learn-why', 'learn-move']) byId(id).textContent = '';
    this.setFigure(undefined);
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
    const layout = session.layout(board);
    session.show(walkContent(layout, cells, { finished: true }), 1);
    session.player.pace(LEARN_PACE);
    // The verdict is not given away: the last step's line says how the walk ends.
    session.status.say(
      `${walk.algorithm} from ${squareLabel([...walk.start])}, ${plural(walk.steps.length, 'step')}: step with › and ‹ (or the ← → keys), each step in three beats: score, choose, move.`,
    );
    this.setBeat(1, 'score');
  }

  /**
   * The animation shows `shown` steps: by the scrubber, play or the first and last buttons, the
   * step is explained whole (at its choose beat); by a beat, as the beat says.
   */
  shown(shown: number): void {
    if (this.settingBeat || !this.walk) return;
    this.at = Math.max(1, Math.min(shown, this.walk.steps.length));
    this.beat = 'choose';
    this.explainBeat();
  }

  /** The lines of the step's beats (the later ones held back), the board's marks and the figure. */
  private explainBeat(): void {
    const { walk, session } = this;
    if (!walk || session.content.kind !== 'walk') return;
    const step = walk.steps[this.at - 1];
    if (!step) return;
    const { board } = session.state;
    const layout = session.content.layout;
    const squares = board.width * board.height;
    const name = (square: readonly number[]) => session.name(board, square);
    const order = BEATS.indexOf(this.beat);
    const lines: Record<Beat, [string, string]> = {
      score: ['learn-score', scoreWords(step, name)],
      choose: ['learn-why', stepWords(walk.levels, step, squares, name)],
      move: ['learn-move', moveWords(step, name)],
    };
    for (const [k, beat] of BEATS.entries()) {
      const [id, text] = lines[beat];
      const li = byId(id);
      li.textContent = text;
      li.classList.toggle('later', k > order);
      if (k === order) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
    }
    const targets = picturePath(
      layout,
      Int32Array.from(step.candidates, (c) => cellIndex(board, c.square[0], c.square[1])),
    );
    const chosen = step.chosen >= 0 ? step.chosen : undefined;
    if (this.beat === 'move') {
      // The knight has moved: the square it came from is the walk's, the rings are gone.
      session.canvas.setMarks({});
    } else {
      session.canvas.setMarks({
        targets,
        labels: candidateLabels(walk.levels, step),
        ...(this.beat === 'choose' && chosen !== undefined ? { chosen } : {}),
      });
    }
    const cited = this.beat === 'score' ? undefined : citedMove(walk.levels, step);
    this.setFigure(cited === undefined ? undefined : { move: cited, order: step.order });
  }

  /** The figure of the eight numbered moves beside a line that cites one, or none. */
  private setFigure(cited: { move: number; order: string | undefined } | undefined): void {
    const figure = byId('move-figure');
    figure.hidden = cited === undefined;
    if (!cited) return;
    drawMoveFigure(byId('move-svg') as unknown as SVGSVGElement, cited.move);
    byId('move-caption').textContent =
      `The knight’s eight moves, numbered: move ${cited.move} is marked${cited.order ? `; the order ${cited.order} tries them in that sequence` : ''}.`;
  }

  choose(square: number): void {
    const { session } = this;
    const cell = session.content.layout.cellAt[square]!;
    if (cell < 0) return;
    session.state.start = cellAt(session.content.layout, cell);
    session.writeUrl();
    this.show();
  }

  describe(square: number): string {
    const { walk, session } = this;
    if (!walk || session.content.kind !== 'walk') return '';
    const step = walk.steps[this.at - 1];
    const cell = session.content.layout.cellAt[square]!;
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
