import { formatTour, solve } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { AmbiguousReadingError, TourFormatError } from './errors.js';
import { MAX_INPUT } from './formats/reader.js';
import { parseReadOptions } from './options.js';
import { describeReport } from './report.js';
import { createTourVerifier, verifyText, verifyTour } from './verify.js';

/** The one-line error text that `verifyText` throws, checked to be a TourFormatError. */
function refusal(text: string, options = {}): string {
  try {
    verifyText(text, options);
  } catch (error) {
    expect(error).toBeInstanceOf(TourFormatError);
    const message = (error as Error).message;
    expect(message).not.toMatch(/\n/);
    return message;
  }
  throw new Error('verified without error');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them is the test
const CONTROL = /[\u0000-\u001f\u007f]/;

describe('hostile input: one line, never a crash', () => {
  it('deep nesting is refused past 512 levels, without recursion', () => {
    const deep = `{"width":8,"height":8,"path":${'['.repeat(100_000)}`;
    expect(refusal(deep)).toMatch(
      /^line 1, col 541: invalid JSON: nesting deeper than 512 levels$/,
    );
    expect(refusal('['.repeat(1_000_000))).toMatch(/nesting deeper than 512 levels/);
  });

  it('200 MB of [ in 1 MB chunks stops at the first chunk', () => {
    const verifier = createTourVerifier();
    const chunk = '['.repeat(1 << 20);
    let pushed = 0;
    expect(() => {
      for (; pushed < 200; pushed++) verifier.push(chunk);
    }).toThrow(/nesting deeper than 512/);
    expect(pushed).toBe(0);
  });

  it('escapes control characters quoted from the file', () => {
    const message = refusal('1 2 3\n4 \u001b 6\n');
    expect(message).toContain('\\x1b');
    expect(message).not.toMatch(CONTROL);
    const bell = refusal('\u0007\u0007 ring\n');
    expect(bell).toMatch(/^line 1, col 1: binary data/);
    expect(bell).not.toMatch(CONTROL);
  });

  it('refuses empty input, binary data and NUL bytes', () => {
    expect(refusal('')).toBe('empty input: no tour to read');
    expect(refusal(' \n\t\n')).toBe('empty input: no tour to read');
    expect(refusal('\u0089PNG\r\n\u001a\n\u0000\u0000')).toMatch(/binary data/);
    expect(refusal('\u0000'.repeat(100_000))).toMatch(
      /^line 1, col 1: binary data, not a tour \(control byte 0x00 here\)$/,
    );
  });

  it('refuses a 0x0 board, in a document or as --size', () => {
    expect(refusal('{"width":0,"height":0,"path":[]}')).toMatch(
      /'width' must be a positive integer/,
    );
    expect(() => parseReadOptions({ size: '0x0' })).toThrow(
      /width must be a positive integer, got 0/,
    );
    expect(() => parseReadOptions({ size: 'eight' })).toThrow(
      /board size 'eight' is not n, WxH or WxHxD/,
    );
  });

  it('refuses a mixture of styles in one file, naming each', () => {
    expect(refusal('(0, 0)\n(1, 2)\na1 c2\n')).toBe(
      'line 3: mixed styles: a coordinate list at lines 1-2 and algebraic notation at line 3; a file holds one tour (or a move list and its board)',
    );
  });

  it('bounds endless prose and endless blank lines', () => {
    expect(refusal('no tour here\n'.repeat(2000))).toMatch(
      /^line 1001: 1000 lines in a row that are not part of a tour/,
    );
    expect(refusal(`${'\n'.repeat(200_000)}a1`)).toMatch(/100000 blank lines in a row/);
  });

  it('bounds the input as a whole (documented as MAX_INPUT)', () => {
    expect(MAX_INPUT).toBe(2 ** 36);
  });

  it('one unreadable piece inside a JSON path is a malformed step, not a failure of the file', () => {
    const report = verifyText('{"width":1,"height":2,"path":[[0,0],[[[[0]]]]]}');
    expect(report.problems[0]?.message).toBe(
      'step 2 (line 1, col 37): malformed entry: a nested entry (expected [x, y] with integers x and y)',
    );
  });

  it('a number beyond the board and a duplicated square are problems with their steps', () => {
    const doc = solve({ n: 5 });
    const text = [
      ...formatTour({ ...doc, path: [...doc.path.slice(0, 24), doc.path[3]!] }, 'csv'),
    ].join('');
    const report = verifyText(text);
    expect(report.problems[0]?.message).toMatch(
      /^step 25 \(line 27, col 4\): \(\d,\d\) was already visited at step 4$/,
    );
    expect(refusal('a1 c2 e1 zz999999\n')).toMatch(/larger than the maximum side/);
  });
});

describe('no misreading becomes a verdict (issue 24)', () => {
  const doc = solve({ n: 6, start: [0, 0] });
  const json = JSON.stringify(doc);

  it('refuses a JSON document followed by trailing text', () => {
    expect(refusal(`${json}\nthat was it`)).toMatch(
      /^line 2, col 1: invalid JSON: text after the end of the JSON document: 'that was it'$/,
    );
    expect(refusal(`${json}}`)).toMatch(/text after the end of the JSON document: '}'/);
    expect(verifyText(`${json}\n\n  \n`).valid).toBe(true);
  });

  it('quotes the same trailing text however the input is cut into chunks', () => {
    // Found by fast-path.test's property: the quote stopped where a chunk happened to end.
    const text = `${json}\nthat was it, "more", [1 2],\r[0,0]]\n${'x'.repeat(50)}`;
    const whole = refusal(text);
    expect(whole).toBe(
      `line 2, col 1: invalid JSON: text after the end of the JSON document: 'that was it, "more", [1 2], [0,0]] xxxxx'`,
    );
    for (let at = json.length; at < json.length + 45; at++) {
      const verifier = createTourVerifier();
      let message = '';
      try {
        verifier.push(text.slice(0, at));
        verifier.push(text.slice(at));
        verifier.finish();
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, `cut at ${at}`).toBe(whole);
    }
    // Blank lines after a first line must not decide JSON or lines before the second line
    // shows (found by the same property: a cut after the blank lines read it as JSON).
    const lines = '{"path": ["x", [1 2],\r\n\r\n[0,\r\n0]],\t"width":\t1, "height": 1}x';
    const read = (pieces: string[]) => {
      const verifier = createTourVerifier();
      try {
        for (const piece of pieces) verifier.push(piece);
        return JSON.stringify(verifier.finish());
      } catch (error) {
        return (error as Error).message;
      }
    };
    const once = read([lines]);
    expect(once).toMatch(/^line 3: ambiguous: line 3 holds a board of one square/);
    for (let at = 0; at <= lines.length; at++) {
      expect(read([lines.slice(0, at), lines.slice(at)]), `cut at ${at}`).toBe(once);
    }
    // Shorter than the quote, it is quoted whole at the input's end.
    expect(refusal(`${json}\nthat was it ]`)).toMatch(
      /text after the end of the JSON document: 'that was it ]'$/,
    );
  });

  it('refuses a CSV of unknown columns instead of reading a 1x1 tour', () => {
    expect(refusal('a,b,c\n1,0,0\n')).toBe(
      "line 1: a CSV whose columns 'a, b, c' name no squares: expected a step,x,y header (or columns x and y, row and col, file and rank)",
    );
    // Known columns among unknown ones are read by name.
    const rows = doc.path.map(([x, y], i) => `${i + 1},${x},n/a,${y}`).join('\n');
    expect(verifyText(`step,x,comment,y\n${rows}\n`).valid).toBe(true);
  });

  it('reads squares followed by terminal escapes as those squares, never the escape', () => {
    for (const sequence of [
      '\u001b[0m',
      '\u001b[38;5;196m',
      '\u001b7',
      '\u001b(B',
      '\u001b]0;t\u0007',
      '\u009b2K',
    ]) {
      const report = verifyText(`a1 c2${sequence}\n`);
      expect(
        [report.board.width, report.board.height, report.steps],
        JSON.stringify(sequence),
      ).toEqual([3, 2, 2]);
    }
  });

  it('refuses dimensions of 10^18 with one line naming the side', () => {
    expect(
      refusal('{"width":1000000000000000000,"height":1000000000000000000,"path":[[0,0]]}'),
    ).toMatch(/^width 1000000000000000000 is larger than the maximum side 16384/);
    expect(refusal('{"path":[],"width":8,"height":1e18}')).toMatch(
      /^height 1000000000000000000 is larger/,
    );
  });

  it('reads CR-only line endings (old Mac files) like LF and CRLF', () => {
    for (const format of ['csv', 'text'] as const) {
      const text = [...formatTour(doc, format)].join('');
      const report = verifyText(text.replace(/\n/g, '\r'));
      expect(report.valid, format).toBe(true);
      const crlf = createTourVerifier();
      // A CR at the end of one piece and its LF at the start of the next are one line end.
      const pieces = text.replace(/\n/g, '\r\n').split(/(?<=\r)/);
      for (const piece of pieces) crlf.push(piece);
      expect(crlf.finish().valid).toBe(true);
    }
    expect(refusal('1,0,0\r2,2,1\r3,4\r')).toMatch(/^line 3: mixed styles/);
  });

  it('says in the verdict that the size was inferred, from which squares, and refuses a 1x1 board', () => {
    const moved = doc.path
      .map(([x, y], i) => (i === 9 ? `(${x + 6}, ${y})` : `(${x}, ${y})`))
      .join('\n');
    const report = verifyText(moved);
    expect(report.reading).toMatchObject({ sizeFrom: 'inferred', board: { height: 6 } });
    expect(report.reading.inferredFrom?.[0]).toMatchObject({ side: 'width', step: 10 });
    const lines = describeReport(report);
    expect(lines[0]).toMatch(/^invalid \d+x6 tour \(size inferred from the squares\): /);
    expect(
      lines.some((l) =>
        /^ {2}size inferred as \d+x6 from the squares \(width from step 10, \(\d+,\d\);/.test(l),
      ),
    ).toBe(true);
    for (const text of ['(0,', '(0, 0)', '[[0,0]]', 'a1', '0\n']) {
      expect(() => verifyText(text), text).toThrow(AmbiguousReadingError);
    }
    expect(verifyText('[[0,0]]', { size: '1x1' }).valid).toBe(true);
  });

  it('refuses an inferred size its squares cannot justify, naming --size (issue 32)', () => {
    // `a1 c2` and junk read as squares (zz9): 3 squares of the 702x9 board their values imply.
    for (const text of [
      'a1 c2 \u001b[31mzz9\u001b[0m',
      'a1 c2 zz9',
      'a1\nc2\nb4\nzz9\n',
      '(0, 0)\n(2, 1)\n(40, 30)',
    ]) {
      expect(() => verifyText(text), text).toThrow(AmbiguousReadingError);
      expect(() => verifyText(text), text).toThrow(
        /cannot justify the \d+x\d+ board .*give --size WxH/,
      );
    }
    // Given the size, the same squares are read and judged.
    expect(verifyText('a1 c2 zz9', { size: '702x9' }).valid).toBe(false);
    // A quarter of the board or more is a fragment worth judging: the verdict says what is missing.
    const quarter = doc.path
      .slice(0, 9)
      .map(([x, y]) => `(${x}, ${y})`)
      .join('\n');
    expect(verifyText(`${quarter}\n(5, 5)`).complete).toBe(false);
  });

  it('refuses a control character in a field of the document', () => {
    expect(refusal(JSON.stringify({ ...doc, format: 'knights-tour/1\u0007' }))).toMatch(
      /^line 1, col 11: 'format' holds a control character: 'knights-tour\/1\\x07'$/,
    );
    // Escaped in JSON text too, and in a document object.
    expect(refusal(`{"format":"a\\u001b[2J",${json.slice(1)}`)).toMatch(
      /'format' holds a control character: 'a\\x1b\[2J'/,
    );
    expect(() => verifyTour({ ...doc, format: '\u009b2J' })).toThrow(
      /'format' holds a control character/,
    );
  });
});
