import { type CountProgress, countTours, parityReason, type TourCount } from '@knights-tour/core';
import { type Command, type CommandIO, ExitCode } from '../command.js';
import { writeChunks } from '../io.js';
import { expectPositionals, parseBoard, parseChoice, parseStart, str } from '../options.js';
import { statusLine } from '../status-line.js';

const FORMATS = ['text', 'json'] as const;

const number = (v: number): string => v.toLocaleString('en-US');

/** The counts as text: the total, then (without a start) a board of tours per start square. */
export function formatCount(count: TourCount): string {
  const size = `${count.width}x${count.height}`;
  const what = 'directed open tours (a tour and its reverse count twice)';
  if (count.start) {
    return `${count.total} ${what} of ${size} start at (${count.start[0]},${count.start[1]})\n`;
  }
  const lines = [`${count.total} ${what} of ${size}`, 'tours starting on each square:'];
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
export function countJson(count: TourCount): string {
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
  name: 'count',
  summary: 'count the open tours of a small board exactly, in all or per start square',
  help: `Usage: knights-tour count <n|WxH> [options]

Counts directed open knight's tours by exhaustive search: a tour and its reverse count
twice, and a tour is counted at the square it starts on. Without --start it prints the total
and a board giving, for each square, the number of tours starting there (one search per
class of the board's symmetries). Exit 0, or 2 on bad input.

The count grows exponentially: 5x5 (1,728 tours) takes milliseconds and 6x6 (6,637,920)
seconds, but 7x7 (about 1.7 x 10^11) would take more than a day.

Options:
  -s, --start x,y        count only the tours starting at this square
  -f, --format FORMAT    text (default): the total and a board of counts
                         json: {width, height, total, perSquare[y][x] or start, searched, nodes}

A progress line is drawn on stderr when it is a terminal; timings go to stderr.

Examples:
  knights-tour count 5
  knights-tour count 6 --start 0,0
  knights-tour count 3x7 --format json`,
  options: {
    start: { type: 'string', short: 's' },
    format: { type: 'string', short: 'f' },
  },
  async run(positionals, values, io) {
    expectPositionals('count', positionals, 1);
    const board = parseBoard(positionals[0]);
    const format = parseChoice('format', str(values.format) ?? 'text', FORMATS);
    const startText = str(values.start);
    const start = startText === undefined ? undefined : parseStart(startText, board);
    const size = `${board.width}x${board.height}`;
    if (board.width * board.height > 36) {
      io.stderr.write(
        `knights-tour: note: counting is exhaustive and grows exponentially; ${size} may not finish in reasonable time\n`,
      );
    }
    const progress = progressLine(io, `counting ${size}`);
    let count: TourCount;
    try {
      count = countTours(board, {
        ...(start ? { start } : {}),
        onProgress: (p) => progress.update(p),
        signal: io.signal,
      });
    } finally {
      progress.clear();
    }
    await writeChunks(io.stdout, [format === 'json' ? countJson(count) : formatCount(count)]);
    const parity = start ? parityReason(board, start[0], start[1]) : undefined;
    io.stderr.write(
      parity
        ? `count: 0 without search: ${parity}\n`
        : `count: ${number(count.nodes)} search nodes over ${count.searched} start square${count.searched === 1 ? '' : 's'} in ${(count.ms / 1000).toFixed(2)} s\n`,
    );
    return ExitCode.Ok;
  },
};
