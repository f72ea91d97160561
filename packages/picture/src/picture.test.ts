import { cellIndex, createBoard, findTour } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pictureIndex } from './layout.js';
import { FIRST_SHADE, palette, SHADES, Slot, stepColour } from './palette.js';
import { boardColours, coverage, pictureColours, pictureTitle, walkPicture } from './picture.js';

describe('walkPicture', () => {
  it('a complete 2-D tour: every square its own shade, light first, dark last, no problems', () => {
    const tour = findTour({ n: 8, algorithm: 'octaml16' });
    const picture = walkPicture(tour);
    expect(picture).toMatchObject({ width: 8, height: 8, length: 64, cells: 64, visited: 64 });
    expect(Array.from(picture.order)).toEqual(Array.from(tour.squares));
    tour.squares.forEach((square, i) => {
      expect(picture.steps[square]).toBe(i + 1);
    });
    expect(picture.slots[tour.squares[0]!]).toBe(FIRST_SHADE);
    expect(picture.slots[tour.squares[63]!]).toBe(FIRST_SHADE + SHADES - 1);
    expect(new Set(picture.slots).size).toBe(64);
    expect(picture.slots).not.toContain(Slot.Unvisited);
    expect(picture.badMoves).toHaveLength(0);
    expect(picture.repeated).toHaveLength(0);
    expect(coverage(picture)).toBe('all 64 squares visited');
    expect(pictureTitle(picture)).toBe("Knight's walk on 8x8: 64 steps, all 64 squares visited");
  });

  it('a failed walk: exactly the unvisited squares are red', () => {
    const walk = findTour({ n: 7, start: [6, 2], algorithm: 'aml' });
    const picture = walkPicture(walk);
    const visited = new Set(walk.squares);
    for (let s = 0; s < 49; s++) {
      expect(picture.slots[s] === Slot.Unvisited).toBe(!visited.has(s));
    }
    expect(coverage(picture)).toBe('33 of 49 squares visited, 16 unvisited (red)');
  });

  it('a box: its layers side by side, paper between them, one ramp over the whole walk', () => {
    const tour = findTour({ width: 4, height: 4, depth: 3 });
    expect(tour.complete).toBe(true);
    const picture = walkPicture(tour);
    expect([picture.width, picture.height]).toEqual([14, 5]);
    const { layout } = picture;
    tour.squares.forEach((cell, i) => {
      const x = cell % 4;
      const y = Math.floor(cell / 4) % 4;
      const z = Math.floor(cell / 16);
      expect(picture.order[i]).toBe(pictureIndex(layout, x, y, z));
      expect(picture.steps[picture.order[i]!]).toBe(i + 1);
    });
    expect(picture.slots.filter((s) => s === Slot.Paper)).toHaveLength(14 * 5 - 48);
    expect(picture.badMoves).toHaveLength(0);
    expect(pictureTitle(picture)).toBe(
      "Knight's walk on 4x4x3, layers z = 0..2 left to right: 48 steps, all 48 cells visited",
    );
    expect(pictureTitle(walkPicture(tour, { columns: 2 }))).toContain('in rows of 2');
  });

  it('finds moves that are not knight moves, repeated cells, and steps that are no cell', () => {
    const board = createBoard(5);
    const at = (x: number, y: number) => cellIndex(board, x, y);
    const picture = walkPicture({
      board,
      squares: [at(0, 0), at(1, 2), at(1, 2), -1, at(3, 3), at(1, 2), at(2, 2), 99],
    });
    // Step 3 repeats step 2 (no knight move); step 5 follows a gap; 6 repeats again; 7 is a king move.
    expect(Array.from(picture.badMoves)).toEqual([3, 7]);
    expect(Array.from(picture.repeated)).toEqual([at(1, 2)]);
    expect(picture.order[3]).toBe(-1);
    expect(picture.order[7]).toBe(-1);
    expect(picture.steps[at(1, 2)]).toBe(6);
    expect(picture.visited).toBe(4);
  });

  it('counts each visited cell once, whatever the walk (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.integer({ min: -2, max: 120 }), { maxLength: 60 }),
        (width, height, depth, squares) => {
          const picture = walkPicture({ board: { width, height, depth }, squares });
          const cells = width * height * depth;
          const onBoard = squares.filter((s) => s >= 0 && s < cells);
          expect(picture.visited).toBe(new Set(onBoard).size);
          const red = picture.slots.filter((s) => s === Slot.Unvisited).length;
          expect(red).toBe(cells - picture.visited);
        },
      ),
    );
  });

  it('refuses a board core refuses', () => {
    expect(() => walkPicture({ board: { width: 3, height: -1, depth: 1 }, squares: [] })).toThrow(
      /height/,
    );
  });
});

describe('pictureColours', () => {
  it('RGBA of every square: the palette colour of its slot', () => {
    const tour = findTour({ n: 5, algorithm: 'octaml16' });
    const picture = walkPicture(tour);
    const rgba = pictureColours(picture);
    expect(rgba).toHaveLength(25 * 4);
    const first = tour.squares[0]!;
    expect(Array.from(rgba.subarray(first * 4, first * 4 + 4))).toEqual([
      ...stepColour(1, 25),
      255,
    ]);
    expect(stepColour(1, 25)).toEqual(palette()[FIRST_SHADE]);
  });

  it('while a walk is shown step by step, the rest of the board keeps its light and dark squares', () => {
    const walk = findTour({ n: 7, start: [6, 2], algorithm: 'aml' });
    const picture = walkPicture(walk);
    const rgba = pictureColours(picture, { shown: 3 });
    const colour = (s: number) => Array.from(rgba.subarray(s * 4, s * 4 + 3));
    const [light, dark] = [palette()[Slot.BoardLight], palette()[Slot.BoardDark]];
    expect(colour(walk.squares[2]!)).toEqual([...stepColour(3, walk.squares.length)]);
    const fourth = walk.squares[3]!;
    const parity = ((fourth % 7) + Math.floor(fourth / 7)) % 2;
    expect(colour(fourth)).toEqual([...(parity === 0 ? light : dark)!]);
    expect(colour(0)).toEqual([...light!]);
    expect(colour(1)).toEqual([...dark!]);
    // Nothing is red until the walk is over.
    const red = [...palette()[Slot.Unvisited]!];
    for (let s = 0; s < 49; s++) expect(colour(s)).not.toEqual(red);
    const over = pictureColours(picture, { shown: walk.squares.length });
    expect(Array.from(over)).toEqual(Array.from(pictureColours(picture)));
  });

  it('on a box, paper stays paper and layer z starts light when z is even', () => {
    const picture = walkPicture({ board: createBoard(2, 2, 2), squares: [] });
    const rgba = pictureColours(picture, { shown: 0 });
    const colour = (p: number) => Array.from(rgba.subarray(p * 4, p * 4 + 3));
    const { layout } = picture;
    expect(colour(0)).toEqual([...palette()[Slot.Paper]!]);
    expect(colour(pictureIndex(layout, 0, 0, 0))).toEqual([...palette()[Slot.BoardLight]!]);
    expect(colour(pictureIndex(layout, 0, 0, 1))).toEqual([...palette()[Slot.BoardDark]!]);
    expect(colour(pictureIndex(layout, 1, 1, 1))).toEqual([...palette()[Slot.BoardDark]!]);
  });

  it('shows the bare board of a walk of no steps: boardColours, the board alone', () => {
    const picture = walkPicture({ board: createBoard(3, 2, 3), squares: [] }, { columns: 2 });
    expect(Array.from(boardColours(picture.layout))).toEqual(
      Array.from(pictureColours(picture, { shown: 0 })),
    );
  });
});
