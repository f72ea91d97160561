import {
  algorithmInfo,
  boardName,
  cellAt,
  cellCount,
  cellIndex,
  type HeuristicName,
  isPossibleStart,
  type Square,
  squareLabel,
} from '@knights-tour/core';
import { outcomeLegend } from '../colour.js';
import type { MapContent } from '../content.js';
import { byId } from '../dom.js';
import { emptyMap, failingStarts, mapCounts, outcomeAt, withPart } from '../failure-map.js';
import { type LegendEntry, showLegend } from '../legend.js';
import {
  differenceAt,
  differenceCounts,
  differenceLegend,
  mapOfCell,
  pairBoard,
} from '../map-compare.js';
import { count } from '../present.js';
import type { FailureMap } from '../protocol.js';
import type { Session } from '../session.js';
import { algorithmsOf, type Mode } from '../state.js';
import type { View } from './view.js';

/**
 * The failure map: one heuristic from every possible start of the board, run in the worker
 * through core's `HeuristicRunner.summarizeAll`, each start coloured by its outcome as the
 * answers come. A second rule's map can be compared, side by side or as one map of their
 * difference. A click on a start watches its walk (a new view, so Back returns here).
 */
export class MapView implements View {
  private readonly compare = byId<HTMLSelectElement>('compare');
  private readonly difference = byId<HTMLInputElement>('difference');

  constructor(
    private readonly session: Session,
    private readonly navigate: (mode: Mode) => void,
  ) {
    byId('map-run').addEventListener('click', () => void this.run(true));
    this.compare.addEventListener('change', () => {
      const { state } = session;
      state.compare = this.compare.value === '' ? undefined : (this.compare.value as HeuristicName);
      this.changed();
    });
    this.difference.addEventListener('change', () => {
      session.state.difference = this.difference.checked;
      this.changed();
    });
  }

  private changed(): void {
    const { state } = this.session;
    if (state.compare === undefined) state.difference = false;
    this.session.writeUrl();
    showLegend(this.legend());
    this.show();
  }

  /** The second rule's menu: none, or any rule the map offers on the board. */
  private showCompare(): void {
    const { state } = this.session;
    // Any rule but the first: a rule compared with itself says nothing.
    const offered: string[] = algorithmsOf('map', state.board).filter((a) => a !== state.algorithm);
    if (state.compare && !offered.includes(state.compare)) offered.push(state.compare);
    this.compare.replaceChildren(
      new Option('— none: one map —', ''),
      // The name alone, so the closed menu is never cut; the summary is its tooltip.
      ...offered.map((name) => {
        const option = new Option(name, name);
        option.title = algorithmInfo(name).summary;
        return option;
      }),
    );
    this.compare.value = state.compare ?? '';
    // A box's two maps are shown as their difference (its layers already sit side by side).
    const box = state.board.depth > 1;
    this.difference.checked = state.difference || (box && state.compare !== undefined);
    this.difference.disabled = state.compare === undefined || box;
  }

  show(): void {
    this.showCompare();
    const { session } = this;
    const { state } = session;
    const first = session.cachedMap(state.board, state.algorithm);
    const second = state.compare ? session.cachedMap(state.board, state.compare) : undefined;
    if (first && (!state.compare || second)) {
      // Back from a watched walk: its start ringed.
      const start = state.start;
      const board = first.board;
      const selected =
        start && start.length === (board.depth > 1 ? 3 : 2)
          ? cellIndex(board, start[0], start[1], start[2] ?? 0)
          : undefined;
      this.showMaps(first, second, selected);
    } else {
      void this.run(false);
    }
  }

  /** Two maps shown as one map of their difference: when asked, and always on a box. */
  private differenceShown(): boolean {
    const { state } = this.session;
    return state.compare !== undefined && (state.difference || state.board.depth > 1);
  }

  /** What the board shows of one map or two (a map not run yet: its empty map). */
  private content(first: FailureMap, second?: FailureMap, selected?: number): MapContent {
    const { state } = this.session;
    const { board } = first;
    const versus =
      state.compare === undefined ? undefined : (second ?? emptyMap(board, state.compare));
    const difference = this.differenceShown();
    const layout = this.session.layout(versus && !difference ? pairBoard(board) : board);
    return {
      kind: 'map',
      layout,
      map: first,
      ...(versus ? { versus, difference } : {}),
      ...(selected === undefined ? {} : { selected: layout.pictureOf[selected]! }),
    };
  }

  /** Runs the rule's map, then the second rule's (a map made lately is reused unless `again`). */
  private async run(again: boolean): Promise<void> {
    const { session } = this;
    const { board, compare } = session.state;
    const algorithm = session.state.algorithm as HeuristicName;
    const progress = byId<HTMLProgressElement>('map-progress');
    progress.value = 0;
    byId('failures').replaceChildren();
    byId('failure-count').textContent = '0';
    byId('map-summary').textContent = '';
    session.setExportable(undefined);
    const rules = compare === undefined ? [algorithm] : [algorithm, compare];
    const done: FailureMap[] = [];
    for (const [i, rule] of rules.entries()) {
      const cached = again ? undefined : session.cachedMap(board, rule);
      const map = cached ?? (await this.runOne(rule, i, rules.length, done[0]));
      if (!map) return;
      done.push(map);
    }
    progress.value = progress.max;
    this.showMaps(done[0]!, done[1]);
  }

  /** One rule's map from every start, drawn as its starts come (beside the first, when comparing). */
  private async runOne(
    algorithm: HeuristicName,
    index: number,
    rules: number,
    first: FailureMap | undefined,
  ): Promise<FailureMap | undefined> {
    const { session } = this;
    const { board } = session.state;
    const progress = byId<HTMLProgressElement>('map-progress');
    let partial = emptyMap(board, algorithm);
    const draw = () => (index === 0 ? this.content(partial) : this.content(first!, partial));
    session.show(draw());
    const response = await session.run(
      { kind: 'map', board, algorithm },
      `Running ${algorithm} from every start of ${boardName(board)}${rules > 1 ? ` (${index + 1} of ${rules})` : ''}…`,
      ({ done, total, part }) => {
        progress.max = total * rules;
        progress.value = total * index + done;
        if (!part) return;
        // The starts fill in as the worker finishes them.
        partial = withPart(partial, part, done, total);
        session.content = draw();
        session.canvas.show(session.content, 0, true);
      },
    );
    if (!response) return undefined;
    if (response.kind === 'cancelled') {
      // The part done stays usable: counted, its failing starts listed and clickable.
      if (partial.done > 0) {
        if (index === 0) this.showMaps(partial, undefined);
        else this.showMaps(first!, partial);
      }
      return void session.status.say(
        partial.done > 0 ? `Cancelled. ${byId('map-summary').textContent}` : 'Cancelled.',
      );
    }
    if (response.kind === 'error') return void session.status.error(response.message);
    if (response.kind !== 'map') return undefined;
    session.keepMap(response.map);
    return response.map;
  }

  private showMaps(map: FailureMap, versus: FailureMap | undefined, selected?: number): void {
    const { session } = this;
    session.show(this.content(map, versus, selected));
    session.setExportable({ kind: 'map', map, ...(versus ? { versus } : {}) });
    const summary = versus ? this.compareSummary(map, versus) : this.summary(map);
    byId('map-summary').textContent = summary;
    const failed = versus
      ? mapCounts(map).failed + mapCounts(versus).failed
      : mapCounts(map).failed;
    session.status.say({ text: summary, tone: failed ? 'bad' : 'good' });
    if (versus && this.differenceShown()) showLegend(this.legend());
    const cells = cellCount(map.board);
    const failures = failingStarts(map);
    if (versus) {
      // Every start where either rule fails, in cell order, with what each did.
      const seen = new Set(failures.map((f) => cellIndex(map.board, ...xyz(f.start))));
      for (const f of failingStarts(versus)) {
        if (!seen.has(cellIndex(map.board, ...xyz(f.start)))) failures.push(f);
      }
      failures.sort(
        (a, b) => cellIndex(map.board, ...xyz(a.start)) - cellIndex(map.board, ...xyz(b.start)),
      );
    }
    byId('failure-count').textContent = String(failures.length);
    byId('failures').replaceChildren(
      ...failures.map(({ start }) => {
        const cell = cellIndex(map.board, ...xyz(start));
        const li = document.createElement('li');
        li.dataset.start = start.join(',');
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = squareLabel(start);
        const rule = versus && outcomeAt(map, cell)?.kind !== 'failed' ? versus : map;
        button.setAttribute(
          'aria-label',
          `Watch ${rule.algorithm}’s walk from ${squareLabel(start)}`,
        );
        button.addEventListener('click', () => this.watch(start, rule.algorithm));
        const reached = (m: FailureMap) => {
          const length = m.length[cell]!;
          return length === cells ? 'a tour' : `reached ${length} of ${cells}`;
        };
        li.append(
          button,
          versus
            ? ` ${map.algorithm} ${reached(map)}, ${versus.algorithm} ${reached(versus)}`
            : ` ${reached(map)}`,
        );
        return li;
      }),
    );
  }

  private summary(map: FailureMap): string {
    const counts = mapCounts(map);
    const multi = counts.multiAttempt
      ? `, ${count(counts.multiAttempt)} of them after more than one attempt`
      : '';
    // How it ran (the engine) is for whoever asks: the summary's tooltip.
    byId('map-summary').title = map.lanes
      ? `WebAssembly kernel, ${map.lanes} walks at a time`
      : 'JavaScript walker';
    const starts =
      map.done < map.total
        ? `${count(counts.starts)} of ${count(map.total)} starts run (cancelled)`
        : `${count(counts.starts)} starts`;
    const time = map.done < map.total ? '' : ` in ${count(Math.round(map.elapsedMs))} ms`;
    return `${map.algorithm} on ${boardName(map.board)}: ${starts}, ${count(counts.complete)} complete${multi}, ${count(counts.failed)} failed${time}.`;
  }

  private compareSummary(map: FailureMap, versus: FailureMap): string {
    const d = differenceCounts(map, versus);
    const a = mapCounts(map);
    const b = mapCounts(versus);
    const part =
      versus.done < versus.total ? ` (${versus.algorithm} cancelled after ${count(b.starts)})` : '';
    return `${map.algorithm} and ${versus.algorithm} on ${boardName(map.board)}: ${count(a.starts)} starts${part}; ${map.algorithm} fails from ${count(a.failed)}, ${versus.algorithm} from ${count(b.failed)}; only ${map.algorithm} ${count(d['only-first'])}, only ${versus.algorithm} ${count(d['only-second'])}, both ${count(d['both-failed'])}.`;
  }

  /** Watches the walk of a rule from a start of the map, in the solve view. */
  private watch(start: Square, algorithm: string): void {
    const { state } = this.session;
    state.start = start;
    state.algorithm = algorithm as HeuristicName;
    this.navigate('solve');
  }

  choose(square: number): void {
    const { content } = this.session;
    const cell = content.layout.cellAt[square]!;
    if (content.kind !== 'map' || cell < 0) return;
    const { map, cell: start } = mapOfCell(content, cell);
    if (this.session.busy || map.total === 0) return; // still running
    const square3 = cellAt(map.board, start);
    if (
      !outcomeAt(map, start) ||
      !isPossibleStart(map.board, square3[0], square3[1], square3[2] ?? 0)
    ) {
      return;
    }
    // On a difference map, the rule that failed there (the first when both did).
    const versus = content.versus;
    const rule =
      versus && content.difference && differenceAt(map, versus, start) === 'only-second'
        ? versus
        : map;
    this.watch(square3, rule.algorithm);
  }

  /** A start of two maps side by side is a square of the board, named as such (not x,y,layer). */
  label(square: number): string | undefined {
    const { content } = this.session;
    const cell = content.layout.cellAt[square]!;
    if (content.kind !== 'map' || cell < 0 || !content.versus || content.difference)
      return undefined;
    const { map, cell: at } = mapOfCell(content, cell);
    return squareLabel(cellAt(map.board, at));
  }

  describe(square: number): string {
    const { content } = this.session;
    const cell = content.layout.cellAt[square]!;
    if (content.kind !== 'map' || cell < 0) return '';
    const one = (map: FailureMap, at: number) => {
      const outcome = outcomeAt(map, at);
      if (outcome?.kind === 'complete')
        return `complete, ${outcome.attempts} attempt${outcome.attempts > 1 ? 's' : ''}`;
      if (outcome?.kind === 'failed') return `stuck after ${outcome.reached} of ${outcome.squares}`;
      if (outcome?.kind === 'impossible') return 'no open tour starts here';
      return '';
    };
    if (content.versus && content.difference) {
      const a = one(content.map, cell);
      const b = one(content.versus, cell);
      return a && b ? `: ${content.map.algorithm} ${a}; ${content.versus.algorithm} ${b}` : '';
    }
    const { map, cell: at } = mapOfCell(content, cell);
    const words = one(map, at);
    return words ? `: ${content.versus ? `${map.algorithm} ` : ''}${words}` : '';
  }

  legend(): LegendEntry[] {
    const { state, content } = this.session;
    if (state.compare !== undefined && this.differenceShown()) {
      const finished = (m: FailureMap) => m.total > 0 && m.done === m.total;
      const counts =
        content.kind === 'map' &&
        content.versus &&
        finished(content.map) &&
        finished(content.versus)
          ? differenceCounts(content.map, content.versus)
          : undefined;
      return differenceLegend(state.algorithm, state.compare, counts);
    }
    const attempts = (name: string) => algorithmInfo(name).attempts > 1;
    return outcomeLegend(
      attempts(state.algorithm) || (state.compare !== undefined && attempts(state.compare)),
    );
  }
}

/** A start's x, y and z (0 on a 2-D board). */
function xyz(start: Square): [number, number, number] {
  return [start[0], start[1], start[2] ?? 0];
}
