import { type Board, boardName, cellAt, TOUR_COUNT_CONVENTION } from '@knights-tour/core';
import { countColour, countRange } from '../colour.js';
import type { CountContent } from '../content.js';
import type { CountPart } from '../count-plan.js';
import { withLinks } from '../doc-links.js';
import { byId } from '../dom.js';
import { type LegendEntry, showLegend } from '../legend.js';
import { count } from '../present.js';
import type { TourCounts } from '../protocol.js';
import type { Session } from '../session.js';
import type { Mode } from '../state.js';
import type { View } from './view.js';

/** The last boards counted, shown again at once when the view returns to them. */
const KEPT = 8;

/**
 * How many tours does this board have? Core's exact count (the frontier count, WebAssembly)
 * in the worker: the closed tours (as cycles, and directed), the directed open tours, and the
 * open tours from each start square written and coloured on the board. A board the browser
 * cannot count in seconds is refused with the command line's command (`count-plan.ts`); a
 * kind of tour no board of its shape has is 0 with core's theorem. Cancel stops the count.
 */
export class CountView implements View {
  private readonly kept: TourCounts[] = [];
  private readonly progress = byId<HTMLProgressElement>('count-progress');

  constructor(
    private readonly session: Session,
    private readonly navigate: (mode: Mode) => void,
  ) {
    byId('count-run').addEventListener('click', () => void this.run());
    byId('count-convention').textContent = TOUR_COUNT_CONVENTION;
  }

  show(): void {
    const { board } = this.session.state;
    const kept = this.kept.find((c) => boardName(c.board) === boardName(board));
    if (kept) this.showCounts(kept);
    else void this.run();
  }

  leave(): void {
    this.session.cancel();
  }

  /** Counts the board in the worker: what the page counts in seconds, the rest refused. */
  private async run(): Promise<void> {
    const { session } = this;
    const { board } = session.state;
    session.setExportable(undefined);
    session.showEmpty(board);
    this.progress.value = 0;
    this.results(board, undefined, 'running');
    session.status.mark({ counted: 'running', closed: undefined, open: undefined });
    const response = await session.run(
      { kind: 'count', board },
      `Counting the tours of ${boardName(board)}…`,
      ({ done, total }) => {
        this.progress.max = total;
        this.progress.value = done;
      },
    );
    // Superseded, or the visitor went to another view meanwhile.
    if (!response || session.state.mode !== 'count') return;
    if (response.kind === 'cancelled') {
      session.status.mark({ counted: 'cancelled' });
      this.results(board, undefined, 'cancelled');
      return session.status.say('Cancelled: press Count to count again.');
    }
    if (response.kind === 'error') {
      session.status.mark({ counted: 'error' });
      return session.status.error(response.message);
    }
    if (response.kind !== 'counted') return;
    this.kept.unshift(response.counts);
    if (this.kept.length > KEPT) this.kept.pop();
    this.showCounts(response.counts);
  }

  /** Shows a board's counts: the figures, the board of per-square counts and the status line. */
  private showCounts(counts: TourCounts): void {
    const { session } = this;
    const { board, plan } = counts;
    this.progress.max = 1;
    this.progress.value = 1;
    this.results(board, counts);
    if (counts.perSquare) {
      const content: CountContent = {
        kind: 'count',
        layout: session.layout(board),
        perSquare: counts.perSquare,
      };
      session.show(content);
    } else {
      session.showEmpty(board);
    }
    this.table(board, counts.perSquare);
    showLegend(this.legend());
    // Each kind of tour: its count, none (core's theorem, beside), or not counted here.
    const parts = [
      ...(counts.closed !== undefined
        ? [`${count(counts.closed)} closed tours`]
        : 'none' in plan.closed
          ? ['no closed tour']
          : []),
      ...(counts.open !== undefined
        ? [`${count(counts.open)} directed open tours`]
        : 'none' in plan.open
          ? ['no open tour']
          : []),
    ];
    const counted = counts.closed !== undefined || counts.open !== undefined;
    session.status.mark({
      counted: counted ? 'done' : 'refused',
      closed: counts.closed?.toString(),
      open: counts.open?.toString(),
    });
    const time = counted ? ` (counted in ${(counts.elapsedMs / 1000).toFixed(1)} s)` : '';
    const headline = parts.length > 0 ? [`${boardName(board)} has ${parts.join(' and ')}`] : [];
    const tone = counted ? 'good' : 'bad';
    session.status.say(
      ...headline.map((text) => ({ text, tone }) as const),
      headline.length > 0
        ? `${time}.${plan.refusal ? ` ${plan.refusal}` : ''}`
        : (plan.refusal ?? ''),
    );
  }

  /**
   * The figures beside the board: each count, `…` while it runs, or why there is none (core's
   * theorem: 0) or why the page does not count it (the command that does, under them).
   */
  private results(
    board: Board,
    counts: TourCounts | undefined,
    state?: 'running' | 'cancelled',
  ): void {
    const figure = (part: CountPart | undefined, value: bigint | undefined, times = 1n) => {
      if (!part) return state === 'cancelled' ? 'cancelled' : '…';
      if ('none' in part) return '0';
      if (!part.count) return 'not counted here';
      return count(value! * times);
    };
    const plan = counts?.plan;
    byId('count-closed').textContent = figure(plan?.closed, counts?.closed);
    byId('count-closed-directed').textContent = figure(plan?.closed, counts?.closed, 2n);
    byId('count-open').textContent = figure(plan?.open, counts?.open);
    byId('count-board').textContent = boardName(board);
    // Why a count is 0: core's theorem, in its words.
    const why = [plan?.closed, plan?.open].flatMap((part) =>
      part && 'none' in part ? [sentence(part.none)] : [],
    );
    byId('count-why').textContent = why.join(' ');
    showRefusal(byId('count-refused'), plan?.refusal ?? '');
    if (!counts?.perSquare) this.table(board, undefined);
  }

  /** The per-square counts as a table too: read aloud, copied, and checked by the tests. */
  private table(board: Board, perSquare: readonly bigint[] | undefined): void {
    const box = byId('count-table-box');
    box.hidden = perSquare === undefined;
    const table = byId('count-table');
    if (!perSquare) {
      table.replaceChildren();
      return;
    }
    const head = document.createElement('tr');
    head.append(cell('th', 'y \\ x'));
    for (let x = 0; x < board.width; x++) head.append(cell('th', String(x), 'col'));
    const rows = [head];
    for (let y = 0; y < board.height; y++) {
      const row = document.createElement('tr');
      row.append(cell('th', String(y), 'row'));
      for (let x = 0; x < board.width; x++) {
        row.append(cell('td', count(perSquare[y * board.width + x]!)));
      }
      rows.push(row);
    }
    table.replaceChildren(...rows);
  }

  choose(square: number): void {
    const { content, state } = this.session;
    const cell = content.layout.cellAt[square]!;
    if (content.kind !== 'count' || cell < 0 || content.perSquare[cell] === 0n) return;
    // Watch a walk from the start chosen (a new view: Back returns to the counts).
    state.start = cellAt(state.board, cell);
    this.navigate('solve');
  }

  describe(square: number): string {
    const { content } = this.session;
    const cell = content.layout.cellAt[square]!;
    if (content.kind !== 'count' || cell < 0) return '';
    const tours = content.perSquare[cell]!;
    return tours === 0n
      ? ': no open tour starts here'
      : `: ${count(tours)} open ${tours === 1n ? 'tour starts' : 'tours start'} here`;
  }

  legend(): LegendEntry[] {
    const { content } = this.session;
    const range = content.kind === 'count' ? countRange(content.perSquare) : undefined;
    const fewest = range && range.most > 0n ? ` (${count(range.fewest)})` : '';
    const most = range && range.most > 0n ? ` (${count(range.most)})` : '';
    return [
      { label: `open tours from the square: fewest${fewest} → most${most}`, swatch: 'ramp' },
      { label: 'no open tour starts here', colour: countColour(0n, 0n, 0n) },
    ];
  }
}

/** Text ending in one full stop, its first letter a capital (core's reasons start lower-case). */
function sentence(text: string): string {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return capital.endsWith('.') ? capital : `${capital}.`;
}

/** The refusal, each command in it set as code, each document it names a link. */
function showRefusal(element: HTMLElement, text: string): void {
  element.replaceChildren(
    ...text.split(COMMAND).flatMap((part, i) => {
      if (i % 2 === 0) return withLinks(part);
      const code = document.createElement('code');
      code.textContent = part;
      return [code];
    }),
  );
}

/** A command of the refusal: `knights-tour count 7`, `knights-tour count 8 --closed`. */
const COMMAND = /(knights-tour count [\dx]+(?: --closed)?)/;

function cell(tag: 'th' | 'td', text: string, scope?: 'col' | 'row'): HTMLTableCellElement {
  const element = document.createElement(tag);
  element.textContent = text;
  if (scope) element.scope = scope;
  return element;
}
