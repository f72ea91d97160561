import { createBoard, findTour } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { UNVISITED_COLOUR } from './palette.js';
import { walkPicture } from './picture.js';
import { pictureSvg, svgChunks, tourSvg } from './svg.js';

/** Every tag closed and nested, one root. */
function expectBalanced(svg: string): void {
  const stack: string[] = [];
  for (const [, closing, name, self] of svg.matchAll(/<(\/?)([a-z]+)\b[^>]*?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!self) stack.push(name!);
  }
  expect(stack).toEqual([]);
}

describe('pictureSvg', () => {
  const tour = findTour({ n: 8, algorithm: 'octaml16' });

  it('a tour: one path per shade, sized by cell, the title, nothing red', () => {
    const svg = pictureSvg(walkPicture(tour), { cell: 20 });
    expectBalanced(svg);
    expect(svg).toMatch(/<svg [^>]*width="160" height="160" viewBox="0 0 8 8"/);
    expect(svg).toContain("<title>Knight's walk on 8x8: 64 steps");
    const fills = [...svg.matchAll(/<path fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    expect(new Set(fills).size).toBe(64);
    expect(svg).not.toContain(UNVISITED_COLOUR);
    expect(svg).not.toContain('<polyline');
    expect(svg).not.toContain('<text');
  });

  it('lines through the centres in step order, numbers in every square', () => {
    const svg = tourSvg(tour, { lines: true, numbers: true });
    expectBalanced(svg);
    const points = /<polyline [^>]*points="([^"]*)"/.exec(svg)?.[1];
    expect(points).toBe(
      Array.from(tour.squares, (s) => `${(s % 8) + 0.5},${Math.floor(s / 8) + 0.5}`).join(' '),
    );
    expect([...svg.matchAll(/<text [^>]*>(\d+)<\/text>/g)]).toHaveLength(64);
  });

  it('a box: layer panels framed and labelled, moves between layers as dots', () => {
    const box = findTour({ width: 4, height: 4, depth: 3 });
    const svg = tourSvg(box, { lines: true });
    expectBalanced(svg);
    expect(svg).toContain('viewBox="0 0 14 5"');
    expect(svg).toContain('>z = 2</text>');
    expect(svg.match(/<rect /g)).toHaveLength(3);
    expect(svg).toMatch(/<circle cx="[\d.]+" cy="[\d.]+" r="0.08"\/>/);
  });

  it('what is wrong is red: unvisited squares, a bad move, a repeated square', () => {
    const svg = tourSvg({ board: createBoard(4), squares: [0, 6, 6, 1] });
    expect(svg).toContain(`<path fill="${UNVISITED_COLOUR}"`);
    expect(svg).toMatch(/<line x1="2.5" y1="1.5" x2="2.5" y2="1.5"/);
    expect(svg).toMatch(/<rect x="2.05" y="1.05" width="0.9" height="0.9"\/>/);
  });

  it('large pictures embed their squares as a PNG when given an encoder, as base64', () => {
    const big = { board: createBoard(250), squares: [0] };
    const bytes = Uint8Array.from([1, 2, 3, 4, 250]);
    const svg = tourSvg(big, { encodePng: () => bytes });
    expect(svg).toContain('data:image/png;base64,AQIDBPo=');
    expect(svg).not.toContain('<path');
    expect(tourSvg(big)).toContain('<path'); // without an encoder: vectors
  });

  it('streams the same text in pieces', () => {
    const picture = walkPicture(tour);
    expect([...svgChunks(picture, { lines: true })].join('')).toBe(
      pictureSvg(picture, { lines: true }),
    );
  });
});
