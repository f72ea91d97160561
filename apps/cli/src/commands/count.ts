import { availableParallelism } from 'node:os';
import {
  type Board,
  boardFields,
  boardName,
  type CountProgress,
  countTours,
  describeFrontierEstimate,
  type FrontierCount,
  frontierCount,
  frontierEstimate,
  parityReason,
  squareLabel,
  type TourCount,
} from '@knights-tour/core';
import { checkOutputPath, isSpecialFile } from '@knights-tour/files';
import { checkCountLimit, formatCountProgress, runCountJob } from '@knights-tour/sweep';
import { type Command, type CommandIO, ExitCode, UsageError } from '../command.js';
import { interruptSignal } from '../interrupt.js';
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
import { parseWorkers } from '../sweep-options.js';

const FORMATS = ['text', 'json'] as const;
const METHODS = ['frontier', 'search'] as const;

/** Boards up to 6x6 (6,637,920 tours, seconds) are searched; 7x7 would take more than a day. */
const SEARCHABLE_SQUARES = 36;

/** Frontier counts estimated above this many states run as a job on worker threads. */
const JOB_STATES = 1 << 20;

const number = (v: number | bigint): string => v.toLocaleString('en-US');

/** What is counted, in the words of the first line. */
function kindWords(closed: boolean): string {
  return closed
    ? 'closed tours (a tour and its reverse count once)'
    : 'directed open tours (a tour and its reverse count twice)';
}

/** What either method counted, as the report shows it. */
interface Counted {
  readonly board: Board;
  readonly closed: boolean;
  readonly start: readonly [number, number] | undefined;
  /** A tour and its reverse once (closed) or twice (open): the count the first line gives. */
  readonly undirected: bigint;
  readonly directed: bigint;
  readonly perSquare: readonly (number | bigint)[] | undefined;
}

/** The text report: the total, then (per square) a board of tours starting on each square. */
function formatText({ board, closed, start, undirected, directed, perSquare }: Counted): string {
  const size = boardName(board);
  if (closed) {
    const from = start
      ? ` (${number(directed)} directed tours start at ${squareLabel(start)})`
      : '';
    return `${number(undirected)} ${kindWords(true)} of ${size}; ${number(directed)} directed${from}\n`;
  }
  if (start)
    return `${number(directed)} ${kindWords(false)} of ${size} start at ${squareLabel(start)}\n`;
  const lines = [`${number(directed)} ${kindWords(false)} of ${size}`];
  if (perSquare) {
    lines.push('tours starting on each square:');
    const cell = Math.max(...perSquare.map((v) => String(v).length));
    for (let y = 0; y < board.height; y++) {
      const row: string[] = [];
      for (let x = 0; x < board.width; x++) {
        row.push(String(perSquare[y * board.width + x]).padStart(cell));
      }
      lines.push(row.join(' '));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The JSON report: counts as decimal strings, `perSquare` as rows; no timings (stable output). */
function formatJson(counted: Counted, extra: Record<string, number | string>): string {
  const { board, closed, start, undirected, directed, perSquare } = counted;
  const rows: string[][] = [];
  if (perSquare) {
    for (let y = 0; y < board.height; y++) {
      rows.push(perSquare.slice(y * board.width, (y + 1) * board.width).map((v) => String(v)));
    }
  }
  return `${JSON.stringify({
    ...boardFields(board),
    kind: closed ? 'closed' : 'directed-open',
    ...(start ? { start } : {}),
    total: String(closed ? undirected : directed),
    undirected: String(undirected),
    directed: String(directed),
    ...(perSquare ? { perSquare: rows } : {}),
    ...extra,
  })}\n`;
}

/**
 * Writes the report on stdout, then on stderr how it was counted (`how`), or the parity
 * reason when a start of the wrong colour made it 0 without counting.
 */
async function report(
  io: CommandIO,
  counted: Counted,
  format: 'text' | 'json',
  extra: Record<string, number | string>,
  how: string,
): Promise<void> {
  await writeChunks(io.stdout, [
    format === 'json' ? formatJson(counted, extra) : formatText(counted),
  ]);
  const { board, start } = counted;
  const parity = start ? parityReason(board, start[0], start[1]) : undefined;
  io.stderr.write(`count: ${parity ? `0 without counting: ${parity}` : how}\n`);
}

/** The search's progress line on stderr, redrawn in place; only when stderr is a terminal. */
function searchProgress(io: CommandIO, label: string) {
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

/** Counts by exhaustive search: bounded by --max-nodes / --max-ms, the cross-check of small boards. */
async function bySearch(
  io: CommandIO,
  board: Board,
  closed: boolean,
  start: [number, number] | undefined,
  format: 'text' | 'json',
  maxNodes: number | undefined,
  maxMs: number | undefined,
): Promise<ExitCode> {
  const size = boardName(board);
  if (
    board.width * board.height > SEARCHABLE_SQUARES &&
    maxNodes === undefined &&
    maxMs === undefined
  ) {
    throw new UsageError(
      `counting the tours of ${size} by search cannot finish: boards of more than ${SEARCHABLE_SQUARES} squares (6x6) hold too many tours to enumerate (7x7 has about 1.7e11, more than a day); bound the search with --max-nodes N or --max-ms N, or count with --method frontier`,
    );
  }
  const progress = searchProgress(io, `counting ${size}`);
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
      closed,
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
  // The search counts directed tours from each start: a closed tour from each of its squares.
  const squares = BigInt(board.width * board.height);
  const total = BigInt(count.total);
  const directed = closed && !start ? total / squares : total;
  const undirected = closed ? directed / 2n : start ? total : total / 2n;
  const perSquare = closed ? undefined : count.perSquare && Array.from(count.perSquare);
  const extra = { method: 'search', searched: count.searched, nodes: count.nodes };
  await report(
    io,
    { board, closed, start, undirected, directed, perSquare },
    format,
    extra,
    `${number(count.nodes)} search nodes over ${count.searched} start square${count.searched === 1 ? '' : 's'} in ${(count.ms / 1000).toFixed(2)} s`,
  );
  return ExitCode.Ok;
}

export const countCommand: Command = {
  help: `Usage: knights-tour count <n|WxH> [options]

Counts knight's tours exactly. Open tours (the default) are directed: a tour and its reverse
count twice, and a tour is counted at the square it starts on; without --start the total is
printed with a board giving, for each square, the number of tours starting there (one count
per class of the board's symmetries). Closed tours (--closed) are counted once each, as
cycles (the directed count, twice that, follows). Exit 0, 1 when a --max-nodes or --max-ms
search stopped, 2 on bad input, 130 when interrupted.

Two methods: frontier (default) sweeps the board column by column along its longer side,
keeping only what the rest of the board needs to know (docs/counting.md): any board whose
shorter side is at most 8 (6x6 in under a second, 6x40 closed in seconds, 7x7 open in about
9 minutes on 2 cores; 8x8 closed needs far more memory than a 24 GB machine has). search enumerates every tour by backtracking: the
cross-check on small boards (up to 36 squares unless bounded by --max-nodes or --max-ms).

A large count runs on worker threads and says first what it will take (states at the peak,
memory, time); one estimated at more than about 3 hours of one worker or more than 80% of
the memory is refused unless --yes accepts it. With --checkpoint FILE it is saved at the end
of every column, and --resume continues it (Ctrl-C keeps the last checkpoint).

Options:
      --closed           count closed tours (Hamiltonian cycles)
  -s, --start x,y        count only the open tours starting at this square
      --total            open tours: print the total only (one count, not one per square class)
      --method METHOD    frontier (default) or search
  -w, --workers N        worker threads of a large frontier count (default: one per core)
      --checkpoint FILE  save a large frontier count at the end of every column
      --resume           continue from --checkpoint (a missing file starts afresh)
      --yes              accept a count estimated to be long or large
      --max-nodes N      search: stop after N nodes (exit 1, with the tours found so far)
      --max-ms N         search: stop after N milliseconds (exit 1, with the tours found so far)
  -f, --format FORMAT    text (default): the total and a board of counts
                         json: {width, height, kind, start?, total, undirected, directed,
                         perSquare[y][x]?, method, ...}, every count a decimal string

A progress line (column, states, rate, time left, memory) is drawn on stderr when it is a
terminal; the method's figures go to stderr.

Examples:
  knights-tour count 5
  knights-tour count 7 --total --checkpoint 7x7.ckpt
  knights-tour count 7 --total
  knights-tour count 6x40 --closed
  knights-tour count 7 --start 0,0 --format json
  knights-tour count 6 --method search`,
  options: {
    start: { type: 'string', short: 's' },
    closed: { type: 'boolean' },
    total: { type: 'boolean' },
    method: { type: 'string' },
    workers: { type: 'string', short: 'w' },
    checkpoint: { type: 'string' },
    resume: { type: 'boolean' },
    yes: { type: 'boolean' },
    format: { type: 'string', short: 'f' },
    'max-nodes': { type: 'string' },
    'max-ms': { type: 'string' },
  },
  async run(positionals, values, io) {
    expectPositionals('count', positionals, 1);
    const board = parseBoard(positionals[0]);
    const format = parseChoice('format', str(values.format) ?? 'text', FORMATS);
    const closed = values.closed === true;
    const startText = str(values.start);
    // A 2-D question: core answers a box with its own one-line refusal.
    const start = startText === undefined ? undefined : planeSquare(parseStart(startText, board));
    const limit = (flag: 'max-nodes' | 'max-ms') => {
      const text = str(values[flag]);
      return text === undefined ? undefined : parseInteger(flag, text, 1, Number.MAX_SAFE_INTEGER);
    };
    const maxNodes = limit('max-nodes');
    const maxMs = limit('max-ms');
    const bounded = maxNodes !== undefined || maxMs !== undefined;
    const method = parseChoice(
      'method',
      str(values.method) ?? (bounded ? 'search' : 'frontier'),
      METHODS,
    );
    if (method === 'search') {
      for (const flag of ['checkpoint', 'resume', 'workers', 'total'] as const) {
        if (values[flag] !== undefined) throw new UsageError(`--${flag} is for --method frontier`);
      }
      return bySearch(io, board, closed, start, format, maxNodes, maxMs);
    }
    if (bounded) {
      throw new UsageError('--max-nodes and --max-ms bound a search: add --method search');
    }
    const checkpoint = str(values.checkpoint);
    const resume = values.resume === true;
    if (resume && checkpoint === undefined) {
      throw new UsageError('--resume needs --checkpoint FILE (the checkpoint to continue)');
    }
    if (checkpoint !== undefined) {
      checkOutputPath(checkpoint);
      if (isSpecialFile(checkpoint)) {
        throw new UsageError(`--checkpoint must be a regular file, not ${checkpoint}`);
      }
    }
    const perSquare = !closed && !start && values.total !== true;
    const options = { closed, start, perSquare };
    const estimate = frontierEstimate(board, options);
    const size = boardName(board);
    const workers = parseWorkers(values) ?? availableParallelism();
    const asJob = estimate.peakStates > JOB_STATES || checkpoint !== undefined;
    let count: FrontierCount;
    if (asJob) {
      checkCountLimit(board, estimate, { workers, accept: values.yes === true });
      io.stderr.write(`count: ${describeFrontierEstimate(board, estimate)}\n`);
      const line = statusLine(io);
      let last = 0;
      const stop = interruptSignal(io);
      let run: Awaited<ReturnType<typeof runCountJob>>;
      try {
        run = await runCountJob({
          board,
          ...options,
          workers,
          checkpoint,
          resume,
          signal: stop.signal,
          onProgress: (p) => {
            const now = Date.now();
            if (now - last < 250) return;
            last = now;
            line.draw(`counting ${size}: ${formatCountProgress(p)}`);
          },
        });
      } finally {
        line.clear();
        stop.dispose();
      }
      if (run.interrupted) {
        io.stderr.write(
          checkpoint === undefined
            ? 'knights-tour: interrupted; nothing was saved: run with --checkpoint FILE to be able to resume\n'
            : run.resumableFrom === undefined
              ? `knights-tour: interrupted before the first column was done; ${checkpoint} holds nothing yet\n`
              : `knights-tour: interrupted; ${checkpoint} holds the count after step ${run.resumableFrom}. Resume with the same command and --resume\n`,
        );
        return ExitCode.Interrupted;
      }
      count = run;
    } else {
      count = frontierCount(board, { ...options, signal: io.signal });
    }
    const extra = { method: 'frontier', peakStates: count.peakStates };
    await report(
      io,
      { ...count, start, perSquare: count.perSquare },
      format,
      extra,
      `frontier method, ${number(count.peakStates)} states at the peak, ${(count.ms / 1000).toFixed(2)} s`,
    );
    return ExitCode.Ok;
  },
};
