import { formatTour, solve, TOUR_FORMATS, type TourDocument } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { TourFormatError } from './errors.js';
import { parseTour } from './parse.js';
import type { ParsedTour } from './parsed-tour.js';
import { verifyTour } from './verify.js';

const text = (doc: TourDocument, format: (typeof TOUR_FORMATS)[number]) =>
  [...formatTour(doc, format)].join('');

/** The path of a parsed tour as [x, y] pairs (NaN entries stay NaN). */
const pathOf = (tour: ParsedTour) =>
  Array.from({ length: tour.length }, (_, i) => [tour.xs[i], tour.ys[i]]);

/** The error a parse throws, checked to be a one-line TourFormatError. */
function parseError(input: string): TourFormatError {
  try {
    parseTour(input);
  } catch (error) {
    expect(error).toBeInstanceOf(TourFormatError);
    expect((error as Error).message).not.toContain('\n');
    return error as TourFormatError;
  }
  throw new Error(`parsed without error: ${input.slice(0, 60)}`);
}

describe('round trip with core formatTour', () => {
  const docs: [string, TourDocument][] = [
    ['8x8 complete', solve({ n: 8, start: [3, 5] })],
    ['5x5 from a corner', solve({ n: 5 })],
    ['7x7 AML failure (partial walk)', solve({ n: 7, start: [6, 2], algorithm: 'aml' })],
    ['5x8 rectangle', solve({ width: 5, height: 8, start: [1, 1] })],
    ['9x6 rectangle', solve({ width: 9, height: 6, start: [4, 2] })],
    ['odd board, black start (empty path)', solve({ n: 5, start: [1, 0] })],
  ];
  for (const [name, doc] of docs) {
    for (const format of TOUR_FORMATS) {
      it(`${name} as ${format}`, () => {
        const written = text(doc, format);
        const tour = parseTour(written);
        expect(tour.format).toBe(format);
        expect([tour.board.width, tour.board.height]).toEqual([doc.width, doc.height]);
        expect(pathOf(tour)).toEqual(doc.path);
        expect(tour.malformed.size).toBe(0);
        const report = verifyTour(tour);
        expect(report.valid).toBe(doc.complete);
        expect(report.closed).toBe(doc.closed);
        expect(report.warnings).toEqual([]);
      });
    }
  }

  it('keeps the informative fields of JSON and the CSV comment as claims', () => {
    const doc = solve({ n: 6, start: [2, 3] });
    for (const format of ['json', 'csv'] as const) {
      const { claims } = parseTour(text(doc, format));
      expect(claims).toEqual({
        format: 'knights-tour/1',
        complete: doc.complete,
        closed: doc.closed,
        start: [2, 3],
      });
    }
  });

  it('infers the board of a CSV without the comment line from the largest coordinates', () => {
    const doc = solve({ width: 6, height: 9, start: [0, 0] });
    const body = text(doc, 'csv').split('\n').slice(1).join('\n');
    expect(body.startsWith('step,x,y\n')).toBe(true);
    const tour = parseTour(body);
    expect([tour.board.width, tour.board.height]).toEqual([6, 9]);
    expect(verifyTour(tour).valid).toBe(true);
    // Without the header line either.
    const rows = body.split('\n').slice(1).join('\n');
    expect(parseTour(rows).format).toBe('csv');
    expect(verifyTour(parseTour(rows)).valid).toBe(true);
  });

  it('reads CRLF line endings, a byte-order mark, blank lines and spaces in CSV rows', () => {
    const doc = solve({ n: 5 });
    for (const format of TOUR_FORMATS) {
      const crlf = `\ufeff\n${text(doc, format).replace(/\n/g, '\r\n')}\r\n\r\n`;
      expect(pathOf(parseTour(crlf))).toEqual(doc.path);
    }
    const spaced = doc.path.map(([x, y], i) => ` ${i + 1} , ${x},\t${y} `).join('\n');
    expect(verifyTour(parseTour(spaced)).valid).toBe(true);
  });

  it('honours an explicit format', () => {
    const doc = solve({ n: 5 });
    expect(parseTour(text(doc, 'csv'), { inputFormat: 'csv' }).length).toBe(25);
    expect(() => parseTour(text(doc, 'csv'), { inputFormat: 'json' })).toThrow(TourFormatError);
  });
});

describe('entries the verifier reports with step numbers', () => {
  it('keeps malformed JSON entries as NaN steps with an explanation', () => {
    const tour = parseTour(
      '{"width":5,"height":5,"path":[[0,0],[1],[2,"1"],null,[1.5,2],[3,4,5],{"x":1},[4,4]]}',
    );
    expect(tour.length).toBe(8);
    expect([...tour.malformed.keys()]).toEqual([2, 3, 4, 5, 6, 7]);
    expect(tour.malformed.get(2)).toBe(
      'malformed entry: 1 numbers (expected [x, y] with integers x and y)',
    );
    expect(tour.malformed.get(3)).toContain(`'"1"' is not a coordinate`);
    expect(tour.malformed.get(4)).toContain("'null' is not a square");
    expect(tour.malformed.get(5)).toContain("'1.5' is not an integer");
    expect(Number.isNaN(tour.xs[1])).toBe(true);
    expect(pathOf(tour)[7]).toEqual([4, 4]);
    // Each entry keeps its line and column.
    expect([tour.lines![7], tour.columns![7]]).toEqual([1, 78]);
  });

  it('requires CSV rows in step order: a row out of order is a malformed step at its line', () => {
    const tour = parseTour('1,0,0\n2,1,2\n2,2,4\n5,0,4\n');
    expect(tour.length).toBe(4);
    expect(tour.malformed.get(3)).toBe(
      'step number 2 where 3 was expected (rows must be in order)',
    );
    expect(tour.malformed.get(4)).toBe(
      'step number 5 where 4 was expected (rows must be in order)',
    );
    expect([...tour.lines!]).toEqual([1, 2, 3, 4]);
    const report = verifyTour(tour);
    expect(report.problems.find((p) => p.kind === 'malformed')?.message).toBe(
      'step 3 (line 3, col 1): step number 2 where 3 was expected (rows must be in order)',
    );
  });

  it('turns a step written twice or missing on a text board into a malformed step', () => {
    const tour = parseTour('1 . 3\n. 3 .\n. . 5\n');
    expect([tour.board.width, tour.board.height, tour.length]).toEqual([3, 3, 5]);
    expect(tour.malformed.get(2)).toContain('number 2 is missing');
    expect(tour.malformed.get(3)).toBe('number 3 is written twice: at (2,0) and (1,1)');
    expect(pathOf(tour)[4]).toEqual([2, 2]);
  });
});

describe('unreadable input gives a one-line TourFormatError naming the line or field', () => {
  const board5 = text(solve({ n: 5 }), 'text');
  const cases: [string, string, RegExp][] = [
    ['empty input', '  \n\n', /empty input/],
    ['prose', 'hello world\n', /^line 1: not a tour: .*'hello world'/],
    [
      'truncated JSON',
      '{"width": 8,\n"height": 8,\n"path": [[0,0],[1,',
      /^line 3, col \d+: invalid JSON: the input ends inside the document \(3 open brackets\)/,
    ],
    [
      'a stray bracket',
      '{"width":8,"height":8,\n"path":[[0,0],[1,2]]]}',
      /^line 2, col 21: invalid JSON: unexpected '\]'/,
    ],
    ['a missing comma', '{"width":8 "height":8}', /^line 1, col 12: invalid JSON: expected ','/],
    ['a JSON string', '"a1"', /not a tour/],
    ['no width', '{"height":8,"path":[]}', /no 'width'/],
    ['no path', '{"width":8,"height":8}', /no 'path'/],
    ['path not an array', '{"width":8,"height":8,"path":"a1"}', /'path' must be an array/],
    ['zero width', '{"width":0,"height":8,"path":[]}', /'width' must be a positive integer/],
    [
      'fractional height',
      '{"width":8,"height":7.5,"path":[]}',
      /'height' must be a positive integer/,
    ],
    ['huge board', '{"width":100000,"height":8,"path":[]}', /larger than the maximum side/],
    ['CSV row then a pair', '1,0,0\n2,1\n', /^line 2: mixed styles/],
    [
      'CSV row with a word',
      'step,x,y\n1,0,0\n2,o,2\n',
      /^line 3: '2,o,2' is not part of the step,x,y rows above/,
    ],
    [
      'CSV bad width comment',
      '# knights-tour/1 width=eight height=8\n1,0,0\n',
      /^line 1: width must be a positive integer/,
    ],
    ['CSV rows but no size, far coordinate', '1,0,0\n2,99999,1\n', /larger than the maximum side/],
    ['CSV header only', '# just a comment\nstep,x,y\n', /no squares to read and no board size/],
    [
      'CSV absurd step',
      '1,0,0\n2000000000,1,2\n',
      /^line 2, col 1: step number 2000000000 is beyond the 6 squares/,
    ],
    [
      'ragged text board',
      '1 12 3 10\n5 6 7\n',
      /^line 2, col 1: this row has 3 squares, the first row has 4/,
    ],
    [
      'text board with a letter',
      '1 2 3\n4 x 6\n',
      /^line 2: '4 x 6' is not part of the a board of step numbers above/,
    ],
    ['text board with a glued token', '1 2 3\n4 5a 6\n', /^line 2: '4 5a 6' is not part/],
    [
      'text board with 0 and 25',
      `${board5.replace(/ 1 /, ' 0 ')}`,
      /step number 25 is beyond the 25 squares/,
    ],
    [
      'text board step too large',
      board5.replace(/25/, '70'),
      /step number 70 is beyond the 25 squares/,
    ],
    ['binary', 'PK\u0003\u0004\u0000\u0000', /^line 1, col 3: binary data/],
    ['mixed styles', 'a1 c2\n(0, 0)\n(1, 2)\n1 2 3\n4 5 6\n7 8 9\n', /mixed styles/],
  ];
  for (const [name, input, pattern] of cases) {
    it(name, () => {
      expect(parseError(input).message).toMatch(pattern);
    });
  }

  it('records the line on the error', () => {
    expect(parseError('1,0,0\n\n3,1\n').line).toBe(3);
  });
});

describe('large boards', () => {
  /** Solves n x n from the corner, then reads and verifies the tour printed in every format. */
  const everyFormat = (n: number) => {
    const doc = solve({ n, start: [0, 0] });
    expect(doc.complete).toBe(true);
    const last = n * n - 1;
    for (const format of TOUR_FORMATS) {
      const tour = parseTour(text(doc, format));
      expect(tour.length, format).toBe(n * n);
      expect(tour.xs[last], format).toBe(doc.path[last]![0]);
      expect(tour.ys[last], format).toBe(doc.path[last]![1]);
      const report = verifyTour(tour);
      expect(report.valid, format).toBe(true);
      expect(report.visited, format).toBe(n * n);
    }
  };

  it('reads and verifies a 200x200 tour (40,000 squares) in every format', () => {
    everyFormat(200);
  });

  // A run at scale (seconds of a core); the quick case above is the same check on 200x200.
  it('reads and verifies a 1000x1000 tour (1M squares) in every format', { tags: ['long'] }, () => {
    everyFormat(1000);
  });
});

describe('lines of steps (for reports that point into the file)', () => {
  it('gives the line of each CSV row and each text-board row, and line and column in JSON', () => {
    const csv = parseTour('# knights-tour/1 width=3 height=4\nstep,x,y\n\n2,2,1\n1,0,0\n2,1,2\n');
    expect([...csv.lines!]).toEqual([4, 5, 6]);
    const board = parseTour('\n 1 .\n . .\n . 2\n');
    expect([...board.lines!]).toEqual([2, 4]);
    const json = parseTour('{"width":1,"height":1,\n "path":[[0,0]]}');
    expect([json.lines![0], json.columns![0]]).toEqual([2, 10]);
  });
});
