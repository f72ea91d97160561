import {
  type Board,
  boardName,
  type CountProgress,
  countTours,
  parityReason,
  squareLabel,
  type TourCount,
} from '@knights-tour/core';
import { type Command, type CommandIO, ExitCode, UsageError } from '../command.js';
import { writeChunks } from '../io.js';
import {
  expectPositionals,
  parseBoard,
  parseChoice,
  parseInteger,
  parseStart,
  planeSquare,
  str,
} from '../options.js';
import { statusLine } from '../status-line.js';

const FORMATS = ['text', 'json'] as const;

/** Boards up to 6x6 (6,637,920 tours, seconds) are counted; 7x7 would take more than a day. */
const COUNTABLE_SQUARES = 36;

const number = (v: number): string => v.toLocaleString('en-US');

/** The counts as text: the total, then (without a start) a board of tours per start square. */
function formatCount(board: Board, count: TourCount): string {
  const size = boardName(board);
  const what = 'directed open tours (a tour and its reverse count twice)';
  if (count.start) {
    return `${number(count.total)} ${what} of ${size} start at ${squareLabel(count.start)}\n`;
  }
  const lines = [`${number(count.total)} ${what} of ${size}`, 'tours starting on each square:'];
  const per = count.perSquare!;
  const cell = Math.max(...Array.from(per, (v) => String(v).length));
  for (let y = 0; y < count.height; y++) {
    const row: string[] = [];
    for (let x = 0; x < count.width; x++) row.push(String(per[y * count.width + x]).padStart(cell));
    lines.push(row.join(' '));
  }
  return `${lines.join('\n')}\n`;
}

/** The counts as JSON: `perSquare` as rows (`perSquare[y][x]`), no timings (stable output). */
function countJson(count: TourCount): string {
  const rows: number[][] = [];
  if (count.perSquare) {
    for (let y = 0; y < count.height; y++) {
      rows.push(Array.from(count.perSquare.subarray(y * count.width, (y + 1) * count.width)));
    }
  }
  return `${JSON.stringify({
    width: count.width,
    height: count.height,
    kind: 'directed-open',
    ...(count.start ? { start: count.start } : {}),
    total: count.total,
    ...(count.perSquare ? { perSquare: rows } : {}),
    searched: count.searched,
    nodes: count.nodes,
  })}\n`;
}

/** One progress line on stderr, redrawn in place; only when stderr is a terminal. */
function progressLine(io: CommandIO, label: string) {
  const line = statusLine(io);
  let last = 0;
  return {
    update(p: CountProgress) {
      const now = Date.now();
      if (now - last < 200 && p.startsDone < p.startsTotal) return;
      last = now;
      line.draw(
        `${label}: start square ${Math.min(p.startsDone + 1, p.startsTotal)} of ${p.startsTotal}, ${number(p.nodes)} nodes, ${number(p.tours)} tours so far`,
      );
    },
    clear: () => line.clear(),
  };
}

export const countCommand: Command = {
  help: `Usage: knights-tour count <n|WxH> [options]

Counts directed open knight's tours by exhaustive search: a tour and its reverse count
twice, and a tour is counted at the square it starts on. Without --start it prints the total
and a board giving, for each square, the number of tours starting there (one search per
class of the board's symmetries). Exit 0, or 2 on bad input.

The count grows exponentially: 5x5 (1,728 tours) takes milliseconds and 6x6 (6,637,920)
seconds, but 7x7 (about 1.7 x 10^11) would take more than a day. Boards of more than 36
squares are therefore refused unless --max-nodes or --max-ms bounds the search; a count
stopped by its limit prints how far it got on stderr and exits 1.

Options:
  -s, --start x,y        count only the tours starting at this square
      --max-nodes N      stop after N search nodes (exit 1, with the tours found so far)
      --max-ms N         stop after N milliseconds (exit 1, with the tours found so far)
  -f, --format FORMAT    text (default): the total and a board of counts
                         json: {width, height, total, perSquare[y][x] or start, searched, nodes}

A progress line is drawn on stderr when it is a terminal; timings go to stderr.

Examples:
  knights-tour count 5
  knights-tour count 6 --start 0,0
  knights-tour count 3x7 --format json
  knights-tour count 7 --start 0,0 --max-ms 60000`,
  options: {
    start: { type: 'string', short: 's' },
    format: { type: 'string', short: 'f' },
    'max-nodes': { type: 'string' },
    'max-ms': { type: 'string' },
  },
  async run(positionals, values, io) {
    expectPositionals('count', positionals, 1);
    const board = parseBoard(positionals[0]);
    const format = parseChoice('format', str(values.format) ?? 'text', FORMATS);
    const startText = str(values.start);
    // A 2-D question: core answers a box with its own one-line refusal.
    const start = startText === undefined ? undefined : planeSquare(parseStart(startText, board));
    const size = boardName(board);
    const limit = (flag: 'max-nodes' | 'max-ms') => {
      const text = str(values[flag]);
      return text === undefined ? undefined : parseInteger(flag, text, 1, Number.MAX_SAFE_INTEGER);
    };
    const maxNodes = limit('max-nodes');
    const maxMs = limit('max-ms');
    if (
      board.width * board.height > COUNTABLE_SQUARES &&
      maxNodes === undefined &&
      maxMs === undefined
    ) {
      throw new UsageError(
        `counting the tours of ${size} cannot finish: boards of more than ${COUNTABLE_SQUARES} squares (6x6) hold too many tours to count (7x7 has about 1.7e11, more than a day); bound the search with --max-nodes N or --max-ms N`,
      );
    }
    const progress = progressLine(io, `counting ${size}`);
    // The limits stop the (synchronous) search through its signal, at its progress reports (every 2^20 nodes).
    const stop = new AbortController();
    const onAbort = () => stop.abort(io.signal.reason);
    io.signal.addEventListener('abort', onAbort, { once: true });
    const began = Date.now();
    let reached: CountProgress | undefined;
    let stoppedBy: string | undefined;
    let count: TourCount;
    try {
      count = countTours(board, {
        ...(start ? { start } : {}),
        onProgress: (p) => {
          reached = p;
          progress.update(p);
          if (maxNodes !== undefined && p.nodes >= maxNodes) {
            stoppedBy = '--max-nodes';
            stop.abort();
          } else if (maxMs !== undefined && Date.now() - began >= maxMs) {
            stoppedBy = '--max-ms';
            stop.abort();
          }
        },
        signal: stop.signal,
      });
    } catch (error) {
      if (stoppedBy === undefined || io.signal.aborted) throw error;
      io.stderr.write(
        `count: stopped by ${stoppedBy} after ${number(reached?.nodes ?? 0)} nodes: at least ${number(reached?.tours ?? 0)} tours so far (${reached?.startsDone ?? 0} of ${reached?.startsTotal ?? '?'} start squares done); nothing printed\n`,
      );
      return ExitCode.Negative;
    } finally {
      io.signal.removeEventListener('abort', onAbort);
      progress.clear();
    }
    await writeChunks(io.stdout, [
      format === 'json' ? countJson(count) : formatCount(board, count),
    ]);
    const parity = start ? parityReason(board, start[0], start[1]) : undefined;
    io.stderr.write(
      parity
        ? `count: 0 without search: ${parity}\n`
        : `count: ${number(count.nodes)} search nodes over ${count.searched} start square${count.searched === 1 ? '' : 's'} in ${(count.ms / 1000).toFixed(2)} s\n`,
    );
    return ExitCode.Ok;
  },
};
