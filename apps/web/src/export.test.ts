import { findTour } from '@knights-tour/core';
import { parseTour, verifyTour } from '@knights-tour/verify';
import { describe, expect, it } from 'vitest';
import { solve3d } from './core-compat.js';
import {
  exportName,
  importedTour,
  importedTour3d,
  SVG_NUMBERS_UP_TO,
  type Tour3d,
  tour3dDocumentText,
  tour3dSvg,
  tourDocumentText,
  tourSvg,
} from './export.js';
import { cellsOfPath, layerLayout } from './layers.js';

function tour3d(width: number, height: number, depth: number, start: [number, number, number]) {
  const { path, ...fields } = solve3d({ width, height, depth, start });
  const cells = cellsOfPath({ width, height, depth }, path);
  return { doc: { ...fields, path }, tour: { ...fields, cells } satisfies Tour3d };
}

describe('export', () => {
  it('writes the tour document every knights-tour tool reads', () => {
    const tour = findTour({ n: 6, start: [2, 3] });
    const text = tourDocumentText(tour);
    const parsed = parseTour(text);
    expect(parsed.format).toBe('json');
    expect(verifyTour(parsed).valid).toBe(true);
    expect(JSON.parse(text)).toMatchObject({
      format: 'knights-tour/1',
      width: 6,
      height: 6,
      start: [2, 3],
    });
  });

  it('turns a verified file back into a tour document', () => {
    const tour = findTour({ n: 6, closed: true });
    const imported = importedTour(6, 6, tour.squares);
    expect(imported).toMatchObject({
      algorithm: 'imported',
      start: [0, 0],
      complete: true,
      closed: true,
    });
    expect(verifyTour(parseTour(tourDocumentText(imported))).valid).toBe(true);
  });

  it('draws an SVG with a square per cell, the path and numbers on small boards', () => {
    const tour = findTour({ n: 5 });
    const svg = tourSvg(5, 5, tour.squares);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="-0.25 -0.25 5.5 5.5"/,
    );
    expect(svg.match(/<rect x="\d+" y="\d+" width="1"/g)).toHaveLength(25);
    expect(svg.match(/<text /g)).toHaveLength(25);
    expect(svg).toContain('<polyline');
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    // A failed walk: its unreached squares are dark.
    const aml = findTour({ n: 7, start: [6, 2], algorithm: 'aml' });
    expect(tourSvg(7, 7, aml.squares).match(/fill="#3c3c3c"/g)).toHaveLength(16);
    // Large boards: no numbers.
    expect(SVG_NUMBERS_UP_TO).toBeLessThan(40 * 40);
    expect(tourSvg(40, 40, findTour({ n: 40 }).squares)).not.toContain('<text');
  });

  it('names files after the board, algorithm and start', () => {
    expect(exportName(findTour({ n: 8, start: [3, 4], algorithm: 'aml' }), 'png')).toBe(
      'knights-tour-8x8-aml-3-4.png',
    );
    expect(exportName(tour3d(6, 6, 6, [1, 2, 3]).tour, 'json')).toBe(
      'knights-tour-6x6x6-octaml16-3d-1-2-3.json',
    );
  });

  it('writes a 3-D walk as the document with depth that the 3-D verifier reads', () => {
    const { doc, tour } = tour3d(5, 4, 3, [1, 1, 1]);
    const text = tour3dDocumentText(tour);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(doc)));
    expect(verifyTour(parseTour(text)).valid).toBe(true);
    const imported = importedTour3d(5, 4, 3, tour.cells);
    expect(imported).toMatchObject({ algorithm: 'imported', start: [1, 1, 1], complete: true });
    expect(verifyTour(parseTour(tour3dDocumentText(imported))).valid).toBe(true);
  });

  it('draws a 3-D walk as layer panels: labels, lines within layers, dots where it changes layer', () => {
    const { doc, tour } = tour3d(4, 4, 4, [0, 0, 0]);
    const layout = layerLayout(4, 4, 4, 2);
    const svg = tour3dSvg(tour, layout);
    expect(svg.match(/<rect x="\d+" y="\d+" width="1"/g)).toHaveLength(64);
    expect(svg.match(/>z = \d<\/text>/g)).toHaveLength(4);
    expect(svg.match(/<rect x="\d+" y="\d+" width="4" height="4" fill="none"/g)).toHaveLength(4);
    const jumps = doc.path.filter((c, k) => k > 0 && c[2] !== doc.path[k - 1]![2]).length;
    expect(svg.match(/<circle cx="[\d.]+" cy="[\d.]+" r="0.07"\/>/g)).toHaveLength(2 * jumps);
    // One polyline pair per run of two or more steps within a layer.
    const runs: number[] = [1];
    for (let k = 1; k < doc.path.length; k++) {
      if (doc.path[k]![2] === doc.path[k - 1]![2]) runs[runs.length - 1]!++;
      else runs.push(1);
    }
    expect(svg.match(/<polyline /g)).toHaveLength(2 * runs.filter((r) => r > 1).length);
    expect(svg.match(/<text x="[\d.]+" y="[\d.]+" fill=/g)).toHaveLength(64);
  });
});
