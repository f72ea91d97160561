import { cellCount, createBoard, findTour, HeuristicRunner } from '@knights-tour/core';
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
  tourSvg,
} from './export.js';
import { failureMap } from './jobs/map.js';
import { createPicture } from './picture.js';

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
    expect(imported3d).toMatchObject({ depth: 4, start: [1, 1, 1], complete: true });
    expect(verifyTour(parseTour(tourDocumentText(imported3d))).valid).toBe(true);
  });

  it('draws an SVG with a square per cell, the path and numbers on small boards', () => {
    const five = createPicture(createBoard(5));
    const svg = tourSvg(five, findTour({ n: 5 }).squares);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="-0.25 -0.25 5.5 5.5"/,
    );
    expect(svg.match(/<rect x="\d+" y="\d+" width="1"/g)).toHaveLength(25);
    expect(svg.match(/<text /g)).toHaveLength(25);
    expect(svg).toContain('<polyline');
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    // A failed walk: its unreached squares are dark.
    const aml = findTour({ n: 7, start: [6, 2], algorithm: 'aml' });
    expect(
      tourSvg(createPicture(createBoard(7)), aml.squares).match(/fill="#3c3c3c"/g),
    ).toHaveLength(16);
    expect(SVG_NUMBERS_UP_TO).toBeLessThan(40 * 40);
    expect(tourSvg(createPicture(createBoard(40)), findTour({ n: 40 }).squares)).not.toContain(
      '<text',
    );
  });

  it('draws a 3-D walk as layer panels: labels, lines within layers, dots where it changes layer', () => {
    const board = createBoard(4, 4, 4);
    const tour = findTour({ ...board, start: [0, 0, 0] });
    const svg = tourSvg(createPicture(board, 2), tour.squares);
    expect(svg.match(/<rect x="\d+" y="\d+" width="1"/g)).toHaveLength(64);
    expect(svg.match(/>z = \d<\/text>/g)).toHaveLength(4);
    expect(svg.match(/<rect x="\d+" y="\d+" width="4" height="4" fill="none"/g)).toHaveLength(4);
    const z = (c: number) => Math.floor(c / 16);
    const jumps = [...tour.squares].filter(
      (c, k) => k > 0 && z(c) !== z(tour.squares[k - 1]!),
    ).length;
    expect(svg.match(/<circle cx="[\d.]+" cy="[\d.]+" r="0.07"\/>/g)).toHaveLength(2 * jumps);
    expect(svg.match(/<text x="[\d.]+" y="[\d.]+" fill=/g)).toHaveLength(64);
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
