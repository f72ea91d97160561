import { boardSizeOf, type ParsedTour, quote, TourFormatError } from './parsed-tour.js';
import { byStep, Column, DOT, forEachLine, LineReader, NINE, SPACE, TAB, ZERO } from './scan.js';

/** Reads a board of 1-based step numbers, `.` for unvisited squares, one row a line. */
export function parseBoardText(text: string): ParsedTour {
  const steps = new Column();
  const xs = new Column();
  const ys = new Column();
  const lines = new Column();
  const reader = new LineReader(text);
  let width = -1;
  let height = 0;
  let maxStep = 0;
  let maxStepLine = 0;
  forEachLine(text, (start, end, line) => {
    reader.pos = start;
    reader.end = end;
    reader.skipSpaces();
    if (reader.pos >= end) return;
    let cells = 0;
    while (reader.pos < end) {
      const c = text.charCodeAt(reader.pos);
      if (c === DOT) {
        reader.pos++;
      } else if (c >= ZERO && c <= NINE && reader.integer()) {
        const k = reader.value;
        if (k < 1) throw new TourFormatError(`step numbers start at 1, got ${k}`, line);
        steps.push(k);
        xs.push(cells);
        ys.push(height);
        lines.push(line);
        if (k > maxStep) {
          maxStep = k;
          maxStepLine = line;
        }
      }
      if (!reader.atTokenEnd()) {
        let e = reader.pos;
        while (e < end && text.charCodeAt(e) !== SPACE && text.charCodeAt(e) !== TAB) e++;
        let s = reader.pos;
        while (s > start && text.charCodeAt(s - 1) !== SPACE && text.charCodeAt(s - 1) !== TAB) s--;
        throw new TourFormatError(
          `cell ${cells + 1}: ${quote(text.slice(s, e))} is not a step number or '.'`,
          line,
        );
      }
      cells++;
      reader.skipSpaces();
    }
    if (width === -1) width = cells;
    else if (cells !== width) {
      throw new TourFormatError(`row has ${cells} cells, the first row has ${width}`, line);
    }
    height++;
  });
  const board = boardSizeOf(width, height);
  if (maxStep > board.width * board.height) {
    throw new TourFormatError(
      `step ${maxStep} is larger than the ${board.width * board.height} squares of the ${board.width}x${board.height} board`,
      maxStepLine,
    );
  }
  return byStep('text', board.width, board.height, steps, xs, ys, lines, {});
}
