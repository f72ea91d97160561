import './style.css';
import { cellAt, createBoard, defaultHeuristic } from '@knights-tour/core';
import { knightLayer } from './content.js';
import { Controls } from './controls.js';
import { byId } from './dom.js';
import { wireExportButtons } from './export-buttons.js';
import { JobClient, type WorkerLike } from './job-client.js';
import { showLegend } from './legend.js';
import { Session } from './session.js';
import { fitAlgorithm, type Mode, parseState } from './state.js';
import { CountView } from './views/count.js';
import { LearnView } from './views/learn.js';
import { MapView } from './views/map.js';
import { PlayView } from './views/play.js';
import { SearchView } from './views/search.js';
import { SolveView } from './views/solve.js';
import { SymmetryView } from './views/symmetry.js';
import { VerifyView } from './views/verify.js';
import type { View } from './views/view.js';

// Wiring only: the session, the views, the controls, history and the board's events.

const parsed = parseState(location.hash);
const state = parsed.state;
// A first visit (no link) opens on a walk being drawn rather than an empty board.
if (location.hash === '' && state.start === undefined) state.start = [0, 0];

const jobs = new JobClient(
  () => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('error', () => {
      // Typically a page opened from file://, where browsers refuse module workers.
      session.status.error(
        'The solver could not start: serve this folder over HTTP (any static server).',
      );
    });
    return worker as unknown as WorkerLike;
    // The standby worker warms up on a small failure map (the kernel and the walker compiled).
  },
  { kind: 'map', board: createBoard(6), algorithm: defaultHeuristic(createBoard(6)) },
);
const session = new Session(state, jobs, byId<HTMLCanvasElement>('board'));

/** Moves to another view: a new history entry, so Back returns to this one. */
function navigate(mode: Mode): void {
  if (mode === state.mode) return;
  views[state.mode].leave?.();
  state.mode = mode;
  fitAlgorithm(state);
  session.writeUrl(true);
  enter();
}

const views: Record<Mode, View> = {
  solve: new SolveView(session),
  learn: new LearnView(session),
  play: new PlayView(session),
  search: new SearchView(session),
  map: new MapView(session, navigate),
  count: new CountView(session, navigate),
  symmetry: new SymmetryView(session),
  verify: new VerifyView(session, navigate),
};

const controls = new Controls(state, {
  onMode: navigate,
  onChange: () => {
    session.writeUrl();
    enter();
  },
  onError: (message) => session.status.error(message),
});
wireExportButtons(session);

/** Shows the view of the state, from scratch. */
function enter(): void {
  session.status.unmark();
  controls.show();
  showLegend(views[state.mode].legend());
  views[state.mode].show();
}

// Back and Forward (and links to the page's own views) restore the view they name.
window.addEventListener('popstate', () => {
  const next = parseState(location.hash);
  views[state.mode].leave?.();
  Object.assign(state, next.state);
  session.status.notice(
    next.problems.length ? `Part of the link was ignored: ${next.problems.join('; ')}.` : '',
  );
  // A link typed or followed to one of the page's views reads as the same view loaded afresh.
  session.writeUrl();
  enter();
});

/** What a square is: its label and what the view knows of it. */
function describe(square: number): string {
  const { layout } = session.content;
  const cell = layout.cellAt[square];
  if (cell === undefined || cell < 0) return '';
  const view = views[state.mode];
  const label = view.label?.(square) ?? session.name(layout, cellAt(layout, cell));
  return `${label}${view.describe?.(square) ?? ''}`;
}

const canvas = session.canvas;
canvas.onSquare = (square) => views[state.mode].choose(square);
canvas.onHover = (square) => {
  byId('hover').textContent = square === undefined ? '' : describe(square);
};
canvas.onCursor = (square) => {
  const text = describe(square);
  byId('hover').textContent = text;
  // The keyboard cursor is announced (the pointer's square is not: it would never stop).
  byId('announce').textContent = text;
};
// On a 3-D board, the layer the knight is in, beside the step counter (not a live region).
session.onShown = (shown) => {
  const z = knightLayer(session.content, shown);
  const layer = byId('layer');
  layer.textContent = z >= 0 ? `knight in layer z = ${z}` : '';
  layer.dataset.layer = String(z);
  views[state.mode].shown?.(shown);
};

for (const id of ['lines', 'numbers'] as const) {
  byId<HTMLInputElement>(id).addEventListener('change', (e) => {
    canvas.options[id] = (e.target as HTMLInputElement).checked;
    canvas.invalidate();
  });
}
// One toggle for the board's coordinates: chess (a–h, 1–8) or x,y; kept for the next visit.
const chess = byId<HTMLInputElement>('chess');
const COORDINATES_KEY = 'knights-tour:coordinates';
try {
  chess.checked = localStorage.getItem(COORDINATES_KEY) === 'chess';
} catch {
  // Storage refused (a private window): x,y.
}
canvas.options.coordinates = chess.checked ? 'chess' : 'xy';
chess.addEventListener('change', () => {
  canvas.options.coordinates = chess.checked ? 'chess' : 'xy';
  try {
    localStorage.setItem(COORDINATES_KEY, canvas.options.coordinates);
  } catch {
    // Not kept; the toggle still applies.
  }
  canvas.invalidate();
  views[state.mode].shown?.(session.player.shown);
});

byId('zoom-in').addEventListener('click', () => canvas.zoom(1.25));
byId('zoom-out').addEventListener('click', () => canvas.zoom(0.8));
byId('zoom-fit').addEventListener('click', () => canvas.fit());

if (parsed.problems.length) {
  session.status.notice(`Part of the link was ignored: ${parsed.problems.join('; ')}.`);
}
session.writeUrl();
enter();

// Offline: the service worker caches the page's files (registered once the page has loaded,
// so that it never competes with the first walk). Module workers and service workers need
// HTTP; a page opened from file:// goes without.
if ('serviceWorker' in navigator && location.protocol.startsWith('http') && !import.meta.env.DEV) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // No offline copy (a host that does not serve sw.js): the page works as before.
    });
  });
}
