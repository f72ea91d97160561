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
import { byId } from '../dom.js';
import { emptyMap, failingStarts, mapCounts, outcomeAt, withPart } from '../failure-map.js';
import type { LegendEntry } from '../legend.js';
import type { FailureMap } from '../protocol.js';
import type { Session } from '../session.js';
import type { Mode } from '../state.js';
import type { View } from './view.js';

/**
 * The failure map: one heuristic from every possible start of the board, run in the worker
 * through core's `HeuristicRunner.summarizeAll`, each start coloured by its outcome as the
 * answers come. A click on a start watches its walk (a new view, so Back returns here).
 */
export class MapView implements View {
  constructor(
    private readonly session: Session,
    private readonly navigate: (mode: Mode) => void,
  ) {
    byId('map-run').addEventListener('click', () => void this.run());
  }

  show(): void {
    const { lastMap, state } = this.session;
    if (
      lastMap &&
      boardName(lastMap.board) === boardName(state.board) &&
      lastMap.algorithm === state.algorithm
    ) {
      // Back from a watched walk: its start ringed.
      const start = state.start;
      const picture = this.session.picture(lastMap.board);
      const selected =
        start && start.length === (lastMap.board.depth > 1 ? 3 : 2)
          ? picture.pictureOf[cellIndex(lastMap.board, start[0], start[1], start[2] ?? 0)]
          : undefined;
      this.showMap(lastMap, selected);
    } else {
      void this.run();
    }
  }

  private async run(): Promise<void> {
    const { session } = this;
    const { board } = session.state;
    const algorithm = session.state.algorithm as HeuristicName;
    const progress = byId<HTMLProgressElement>('map-progress');
    progress.value = 0;
    byId('failures').replaceChildren();
    byId('failure-count').textContent = '0';
    byId('map-summary').textContent = '';
    session.setExportable(undefined);
    const picture = session.picture(board);
    let partial = emptyMap(board, algorithm);
    session.show({ kind: 'map', picture, map: partial });
    const response = await session.run(
      { kind: 'map', board, algorithm },
      `Running ${algorithm} from every start of ${boardName(board)}…`,
      ({ done, total, part }) => {
        progress.max = total;
        progress.value = done;
        if (!part) return;
        // The starts fill in as the worker finishes them.
        partial = withPart(partial, part, done, total);
        session.content = { kind: 'map', picture, map: partial };
        session.canvas.show(session.content, 0, true);
      },
    );
    if (!response) return;
    if (response.kind === 'cancelled') return session.status.say('Cancelled.');
    if (response.kind === 'error') return session.status.error(response.message);
    if (response.kind !== 'map') return;
    progress.value = progress.max;
    session.lastMap = response.map;
    this.showMap(response.map);
  }

  private showMap(map: FailureMap, selected?: number): void {
    const { session } = this;
    const picture = session.picture(map.board);
    session.show({ kind: 'map', picture, map, ...(selected === undefined ? {} : { selected }) });
    session.setExportable({ kind: 'map', map });
    const counts = mapCounts(map);
    const failures = failingStarts(map);
    const multi = counts.multiAttempt
      ? `, ${counts.multiAttempt} of them after more than one attempt`
      : '';
    const engine = map.lanes
      ? `WebAssembly kernel, ${map.lanes} walks at a time`
      : 'JavaScript walker';
    const summary = `${map.algorithm} on ${boardName(map.board)}: ${counts.starts} starts, ${counts.complete} complete${multi}, ${counts.failed} failed (${Math.round(map.elapsedMs)} ms, ${engine}).`;
    byId('map-summary').textContent = summary;
    session.status.say({ text: summary, tone: counts.failed ? 'bad' : 'good' });
    byId('failure-count').textContent = String(failures.length);
    const cells = cellCount(map.board);
    byId('failures').replaceChildren(
      ...failures.map(({ start, reached }) => {
        const li = document.createElement('li');
        li.dataset.start = start.join(',');
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = squareLabel(start);
        button.setAttribute('aria-label', `Watch the walk from ${squareLabel(start)}`);
        button.addEventListener('click', () => this.watch(start));
        li.append(button, ` reached ${reached} of ${cells}`);
        return li;
      }),
    );
  }

  /** Watches the walk from a start of the map, in the solve view. */
  private watch(start: Square): void {
    this.session.state.start = start;
    this.navigate('solve');
  }

  choose(square: number): void {
    const { lastMap, content } = this.session;
    const cell = content.picture.cellAt[square]!;
    if (!lastMap || cell < 0 || content.kind !== 'map' || content.map !== lastMap) return;
    const start = cellAt(lastMap.board, cell);
    if (
      outcomeAt(lastMap, cell) &&
      isPossibleStart(lastMap.board, start[0], start[1], start[2] ?? 0)
    ) {
      this.watch(start);
    }
  }

  describe(square: number): string {
    const { content } = this.session;
    const cell = content.picture.cellAt[square]!;
    if (content.kind !== 'map' || cell < 0) return '';
    const outcome = outcomeAt(content.map, cell);
    if (outcome?.kind === 'complete')
      return `: complete, ${outcome.attempts} attempt${outcome.attempts > 1 ? 's' : ''}`;
    if (outcome?.kind === 'failed') return `: stuck after ${outcome.reached} of ${outcome.squares}`;
    if (outcome?.kind === 'impossible') return ': no open tour starts here';
    return '';
  }

  legend(): LegendEntry[] {
    return outcomeLegend(algorithmInfo(this.session.state.algorithm).attempts > 1);
  }
}
