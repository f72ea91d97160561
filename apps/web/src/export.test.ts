import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cellCount,
  createBoard,
  findTour,
  HeuristicRunner,
  parseBoardSize,
} from '@knights-tour/core';
import { tourSvg, UNVISITED_COLOUR } from '@knights-tour/picture';
import { parseTour, verifyTour } from '@knights-tour/verify';
import { describe, expect, it } from 'vitest';
import {
  exportName,
  importedTour,
  mapCsv,
  mapJson,
  mapRecords,
  SVG_NUMBERS_UP_TO,
  tourDocumentText,
  walkSvg,
} from './export.js';
import { failureMap } from './jobs/map.js';

describe('export', () => {
  it('writes the tour document every knights-tour tool reads, 2-D and 3-D', () => {
    const tour = findTour({ n: 6, start: [2, 3] });
    const text = tourDocumentText(tour);
    expect(verifyTour(parseTour(text)).valid).toBe(true);
    expect(JSON.parse(text)).toMatchObject({
      format: 'knights-tour/1',
      width: 6,
      height: 6,
      start: [2, 3],
    });
    const cube = findTour({ width: 5, height: 4, depth: 3, start: [1, 1, 1] });
    const text3d = tourDocumentText(cube);
    expect(JSON.parse(text3d)).toMatchObject({ depth: 3, start: [1, 1, 1] });
    expect(verifyTour(parseTour(text3d)).valid).toBe(true);
  });

  it('turns a verified file back into a tour document, 2-D and 3-D', () => {
    const tour = findTour({ n: 6, closed: true });
    const imported = importedTour(createBoard(6), tour.squares);
    expect(imported).toMatchObject({
      algorithm: 'imported',
      start: [0, 0],
      complete: true,
      closed: true,
    });
    expect(verifyTour(parseTour(tourDocumentText(imported))).valid).toBe(true);
    const cube = findTour({ width: 4, height: 4, depth: 4, start: [1, 1, 1] });
    const imported3d = importedTour(createBoard(4, 4, 4), cube.squares);
    expect(imported3d).toMatchObject({ board: { depth: 4 }, start: [1, 1, 1], complete: true });
    expect(verifyTour(parseTour(tourDocumentText(imported3d))).valid).toBe(true);
  });

  it('exports the picture package’s SVG, the one the CLI’s render draws, 2-D and 3-D', () => {
    const tour = findTour({ n: 5 });
    expect(walkSvg(tour)).toBe(tourSvg(tour, { lines: true, numbers: true }));
    expect(walkSvg(tour)).toMatch(/<text /);
    // Large boards: no step numbers.
    const big = findTour({ n: 40 });
    expect(SVG_NUMBERS_UP_TO).toBeLessThan(40 * 40);
    expect(walkSvg(big)).toBe(tourSvg(big, { lines: true, numbers: false }));
    // A failed walk: its unreached squares in the picture's red.
    const aml = findTour({ n: 7, start: [6, 2], algorithm: 'aml' });
    expect(walkSvg(aml)).toContain(UNVISITED_COLOUR);
    // A box, its layers in the columns the page shows them in.
    const box = findTour({ width: 4, height: 4, depth: 4, start: [0, 0, 0] });
    expect(walkSvg(box, 2)).toBe(tourSvg(box, { lines: true, numbers: true, columns: 2 }));
    expect(walkSvg(box, 2)).not.toBe(walkSvg(box, 4));
  });

  it('exports the same SVG as the CLI’s `knights-tour render --lines --numbers`', () => {
    const dir = mkdtempSync(join(tmpdir(), 'knights-tour-web-svg-'));
    try {
      const require = createRequire(import.meta.url);
      const bin = join(
        require.resolve('knights-tour/package.json'),
        '..',
        'bin',
        'knights-tour.js',
      );
      for (const [size, start] of [
        ['6', '2,3'],
        ['7', '6,2'],
        ['4x4x3', '0,0,0'],
      ] as const) {
        const algorithm = size === '7' ? ['--algorithm', 'aml'] : [];
        const json = join(dir, 'tour.json');
        const svg = join(dir, 'tour.svg');
        const cli = (args: string[]) =>
          spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' }).status;
        expect(
          cli(['solve', size, '--start', start, ...algorithm, '--format', 'json', '--out', json]),
        ).toBeLessThan(2);
        expect(cli(['render', json, '--out', svg, '--lines', '--numbers'])).toBe(0);
        const tour = findTour({
          ...parseBoardSize(size),
          start: start.split(',').map(Number),
          ...(size === '7' ? { algorithm: 'aml' as const } : {}),
        });
        // The CLI lays a box's layers out in one row: the page's export in one column a layer.
        const columns = tour.board.depth;
        expect(walkSvg(tour, columns)).toBe(readFileSync(svg, 'utf8'));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names files after the board, algorithm and start, or the map', () => {
    const tour = findTour({ n: 8, start: [3, 4], algorithm: 'aml' });
    expect(exportName({ kind: 'tour', tour }, 'png')).toBe('knights-tour-8x8-aml-3-4.png');
    const cube = findTour({ width: 6, height: 6, depth: 6, start: [1, 2, 3] });
    expect(exportName({ kind: 'tour', tour: cube }, 'json')).toBe(
      'knights-tour-6x6x6-octaml16-3d-1-2-3.json',
    );
    const map = failureMap(createBoard(7), 'aml', () => {});
    expect(exportName({ kind: 'map', map }, 'csv')).toBe('knights-tour-map-7x7-aml.csv');
  });

  it('writes a failure map as data: start, squares reached, attempts', () => {
    const board = createBoard(7);
    const map = failureMap(board, 'aml', () => {});
    const records = mapRecords(map);
    expect(records).toHaveLength(cellCount(board));
    const runner = new HeuristicRunner(board);
    for (const r of records) {
      if (r.outcome === 'impossible') continue;
      const walk = runner.summarize('aml', r.start);
      expect(r.reached).toBe(walk.length);
      expect(r.outcome).toBe(walk.complete ? 'complete' : 'failed');
      expect(r.attempts).toBe(walk.attempts);
    }
    const json = JSON.parse(mapJson(map));
    expect(json).toMatchObject({ width: 7, height: 7, algorithm: 'aml', squares: 49 });
    expect(json.starts).toEqual(records);
    expect(json.starts.filter((s: { outcome: string }) => s.outcome === 'failed')).toHaveLength(20);
    const csv = mapCsv(map).trimEnd().split('\n');
    expect(csv[0]).toBe('x,y,outcome,reached,squares,attempts');
    expect(csv).toHaveLength(50);
    expect(csv[1]).toBe('0,0,failed,33,49,1');
    expect(csv[2]).toBe('1,0,impossible,0,49,0');
    const cube = failureMap(createBoard(3, 3, 2), 'octaml3d', () => {});
    expect(mapCsv(cube).split('\n')[0]).toBe('x,y,z,outcome,reached,squares,attempts');
  });
});
