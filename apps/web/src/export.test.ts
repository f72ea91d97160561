import { findTour } from '@knights-tour/core';
import { parseTour, verifyTour } from '@knights-tour/verify';
import { describe, expect, it } from 'vitest';
import {
  exportName,
  importedTour,
  SVG_NUMBERS_UP_TO,
  tourDocumentText,
  tourSvg,
} from './export.js';

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
  });
});
