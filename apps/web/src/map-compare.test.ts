import {
  cellAt,
  cellCount,
  createBoard,
  HeuristicRunner,
  isPossibleStart,
} from '@knights-tour/core';
import { panelRects } from '@knights-tour/picture';
import { describe, expect, it } from 'vitest';
import { boardLayout, type MapContent } from './content.js';
import { mapCsv, mapJson } from './export.js';
import { failureMap } from './jobs/map.js';
import {
  differenceAt,
  differenceCounts,
  differenceLegend,
  mapOfCell,
  pairBoard,
  shownOutcome,
} from './map-compare.js';

describe('two rules’ failure maps compared', () => {
  const board = createBoard(7);
  const aml = failureMap(board, 'aml', () => {});
  const roth = failureMap(board, 'roth', () => {});

  it('sorts every start by which rule fails there, as the runner walks them', () => {
    const runner = new HeuristicRunner(board);
    const counts = differenceCounts(aml, roth);
    for (let cell = 0; cell < cellCount(board); cell++) {
      const [x, y] = cellAt(board, cell);
      const d = differenceAt(aml, roth, cell);
      if (!isPossibleStart(board, x, y)) {
        expect(d).toBe('impossible');
        continue;
      }
      const a = !runner.summarize('aml', [x, y]).complete;
      const r = !runner.summarize('roth', [x, y]).complete;
      expect(d).toBe(a ? (r ? 'both-failed' : 'only-first') : r ? 'only-second' : 'both-complete');
    }
    expect(counts['only-first'] + counts['both-failed']).toBe(20); // AML fails from 20 starts
    expect(Object.values(counts).reduce((s, n) => s + n, 0)).toBe(49);
    expect(differenceLegend('aml', 'roth', counts).map((e) => e.label)).toEqual([
      `both give a tour (${counts['both-complete']})`,
      `only aml fails (${counts['only-first']})`,
      `only roth fails (${counts['only-second']})`,
      `both fail (${counts['both-failed']})`,
      'no tour can start here',
    ]);
  });

  it('lays two maps side by side as the layers of a pair board', () => {
    const content: MapContent = {
      kind: 'map',
      layout: boardLayout(pairBoard(board), 2),
      map: aml,
      versus: roth,
    };
    expect(panelRects(content.layout)).toHaveLength(2);
    for (let cell = 0; cell < 49; cell++) {
      expect(mapOfCell(content, cell)).toEqual({ map: aml, cell });
      expect(mapOfCell(content, 49 + cell)).toEqual({ map: roth, cell });
      expect(shownOutcome(content, 49 + cell)).toEqual(
        shownOutcome({ ...content, map: roth, versus: undefined }, cell),
      );
    }
  });

  it('exports both maps, a record per start and rule', () => {
    const json = JSON.parse(mapJson(aml, roth));
    expect(json).toMatchObject({ width: 7, height: 7, algorithms: ['aml', 'roth'], squares: 49 });
    expect(json.starts).toHaveLength(98);
    expect(json.starts[0]).toEqual({
      algorithm: 'aml',
      start: [0, 0],
      outcome: 'failed',
      reached: 33,
      attempts: 1,
    });
    expect(json.starts[1]).toMatchObject({ algorithm: 'roth', start: [0, 0] });
    const csv = mapCsv(aml, roth).trimEnd().split('\n');
    expect(csv[0]).toBe('x,y,algorithm,outcome,reached,squares,attempts');
    expect(csv).toHaveLength(99);
    expect(csv[1]).toBe('0,0,aml,failed,33,49,1');
    expect(csv[2]).toMatch(/^0,0,roth,/);
    // One map alone is written as before.
    expect(mapCsv(aml).split('\n')[0]).toBe('x,y,outcome,reached,squares,attempts');
  });
});
