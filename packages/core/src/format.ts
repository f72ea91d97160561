import { type Board, cellCount, cellIndex } from './board/board.js';
import { boardFields, boardOf } from './board/fields.js';
import { squareArity } from './board/square.js';
import { TOUR_FORMAT, type Tour, type TourDocument, tourDocument } from './board/tour.js';
import { asciiText, digitCount, putDigits, putDigitsBefore } from './text/digits.js';
import { KnightsTourError } from './text/errors.js';

/** The text formats a tour is written in: SPEC §9 JSON, `step,x,y(,z)` CSV, and a board of step numbers. */
export const TOUR_FORMATS = ['json', 'csv', 'text'] as const;
/** A format of {@link TOUR_FORMATS}. */
export type TourFormat = (typeof TOUR_FORMATS)[number];

// Bytes per chunk of a walk: big enough that a writer makes few calls, small enough to stay in cache.
const CHUNK_BYTES = 1 << 20;
// Room left for one more entry: a step and three coordinates of 10 digits, with separators.
const ROOM = 64;
const [COMMA, NEWLINE, SPACE, DOT, OPEN, CLOSE] = [44, 10, 32, 46, 91, 93];

/** The compact tour of a document: its board read from the fields, its path as flat indices. */
function compactOf(doc: TourDocument): Tour {
  const board = boardOf(doc);
  const { path, format: _, width: _w, height: _h, depth: _d, ...facts } = doc;
  const squares = Int32Array.from(path, ([x, y, z = 0]) => cellIndex(board, x, y, z));
  return { ...facts, board, squares };
}

/**
 * The walk as JSON's `[x,y],[x,y],…` or CSV's `step,x,y` rows (`x,y,z` on a box), in chunks of
 * about 1 MiB written digit by digit: no string per square. Each chunk is a fresh buffer, so
 * a stream may hold on to it.
 */
function* walkChunks(board: Board, walk: ArrayLike<number>, json: boolean): Generator<Uint8Array> {
  const { width, height } = board;
  const box = squareArity(board) === 3;
  let buf = new Uint8Array(CHUNK_BYTES);
  let at = 0;
  for (let j = 0; j < walk.length; j++) {
    if (at > CHUNK_BYTES - ROOM) {
      yield buf.subarray(0, at);
      buf = new Uint8Array(CHUNK_BYTES);
      at = 0;
    }
    const s = walk[j]!;
    const x = s % width;
    const rest = (s - x) / width;
    if (json) {
      if (j > 0) buf[at++] = COMMA;
      buf[at++] = OPEN;
    } else {
      at = putDigits(buf, at, j + 1);
      buf[at++] = COMMA;
    }
    at = putDigits(buf, at, x);
    buf[at++] = COMMA;
    if (box) {
      const y = rest % height;
      at = putDigits(buf, at, y);
      buf[at++] = COMMA;
      at = putDigits(buf, at, (rest - y) / height);
    } else at = putDigits(buf, at, rest);
    buf[at++] = json ? CLOSE : NEWLINE;
  }
  if (at > 0) yield buf.subarray(0, at);
}

/**
 * The `text` format: each layer's rows of step numbers right-aligned to the widest, `.` for a
 * square not visited, a `# layer z` line before each layer of a box.
 */
function* boardChunks(board: Board, walk: ArrayLike<number>): Generator<string | Uint8Array> {
  const { width, height, depth } = board;
  const steps = new Int32Array(cellCount(board));
  for (let i = 0; i < walk.length; i++) steps[walk[i]!] = i + 1;
  const cell = digitCount(steps.length);
  let buf = new Uint8Array(CHUNK_BYTES);
  let at = 0;
  for (let z = 0; z < depth; z++) {
    if (depth > 1) {
      if (at > 0) yield buf.subarray(0, at);
      buf = new Uint8Array(CHUNK_BYTES);
      at = 0;
      yield `${z > 0 ? '\n' : ''}# layer ${z}\n`;
    }
    for (let y = 0; y < height; y++) {
      for (let i = (z * height + y) * width, end = i + width; i < end; i++) {
        if (at > CHUNK_BYTES - ROOM) {
          yield buf.subarray(0, at);
          buf = new Uint8Array(CHUNK_BYTES);
          at = 0;
        }
        const s = steps[i]!;
        const next = at + cell;
        let from = next - 1;
        if (s === 0) buf[from] = DOT;
        else from = putDigitsBefore(buf, next, s);
        while (at < from) buf[at++] = SPACE;
        at = next;
        buf[at++] = SPACE;
      }
      buf[at - 1] = NEWLINE; // the row's last separator (always in this chunk: a cell follows each flush)
    }
  }
  if (at > 0) yield buf.subarray(0, at);
}

/**
 * A tour file (see {@link formatTour}) in the pieces a file writer or a stream takes as they
 * are: the few header lines as text, the walk as ASCII bytes in chunks of about 1 MiB. The CLI
 * writes this way: no string is built per square.
 */
export function* tourChunks(
  given: TourDocument | Tour,
  format: TourFormat,
): Generator<string | Uint8Array> {
  const tour = 'squares' in given ? given : compactOf(given);
  const { board, squares: walk } = tour;
  switch (format) {
    case 'json': {
      const prefix = JSON.stringify(tourDocument(tour, []));
      yield `${prefix.slice(0, -3)}[`;
      yield* walkChunks(board, walk, true);
      yield ']}\n';
      return;
    }
    case 'csv': {
      // The comment line carries what CSV rows cannot: the board size of a partial walk.
      const fields = Object.entries(boardFields(board)).map(([k, v]) => `${k}=${v}`);
      yield `# ${TOUR_FORMAT} ${fields.join(' ')} algorithm=${tour.algorithm} start=${tour.start.join(',')} complete=${tour.complete} closed=${tour.closed} attempts=${tour.attempts}\n`;
      yield `step,${['x', 'y', 'z'].slice(0, squareArity(board)).join(',')}\n`;
      yield* walkChunks(board, walk, false);
      return;
    }
    case 'text':
      yield* boardChunks(board, walk);
      return;
    default:
      throw new KnightsTourError(`unknown format '${String(format)}' (expected json, csv or text)`);
  }
}

/**
 * Serialises a tour (a document, or a compact {@link Tour}; 2-D or a box) in pieces, so a
 * board of 10^8 squares never needs one giant string. Joining the pieces gives the whole
 * file, ending with a newline. A box's `text` is one board of step numbers per layer, each
 * after a `# layer z` line. {@link tourChunks} gives the same file as bytes, for writers.
 */
export function* formatTour(given: TourDocument | Tour, format: TourFormat): Generator<string> {
  for (const piece of tourChunks(given, format)) {
    yield typeof piece === 'string' ? piece : asciiText(piece);
  }
}
