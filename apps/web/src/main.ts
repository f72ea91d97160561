import './style.css';
import {
  type AlgorithmName,
  cellIndex,
  type HeuristicName,
  isPossibleStart,
  type Square,
  type Tour,
} from '@knights-tour/core';
import { BoardCanvas, renderToCanvas } from './board-canvas.js';
import { type BoardContent, knightLayer } from './board-view.js';
import { hex, outcomeLegend } from './colour.js';
import { ALGORITHMS_2D as ALGORITHMS, type Heuristic3dName, onBoard3d } from './core-compat.js';
import {
  exportName,
  importedTour,
  importedTour3d,
  type Tour3d,
  tour3dDocumentText,
  tour3dSvg,
  tourDocumentText,
  tourSvg,
} from './export.js';
import { emptyMap, failingStarts, mapCounts, outcomeAt, withPart } from './failure-map.js';
import {
  cellAtPicture,
  chooseColumns,
  type LayerLayout,
  layerLayout,
  pictureIndex,
  picturePath,
} from './layers.js';
import { Player } from './player.js';
import { squareName, tourSummary } from './present.js';
import {
  type FailureMap,
  type FinalResponse,
  JobClient,
  type ProgressListener,
  type SolvedTour,
  type SolvedTour3d,
  type SymmetryImage,
  type VerifiedFile,
  type VerifiedFile3d,
  type WorkerLike,
} from './protocol.js';
import {
  algorithmsFor,
  boardName,
  DEFAULT_ALGORITHM_3D,
  formatBoardSize,
  formatState,
  MAP_ALGORITHMS,
  MAX_SIDE,
  MAX_SIDE_3D,
  MIN_SIDE,
  MIN_SIDE_3D,
  MODES,
  MODES_2D_ONLY,
  type Mode,
  parseBoardSize,
  parseState,
  type ViewState,
} from './state.js';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

const parsed = parseState(location.hash);
const state: ViewState = parsed.state;
// A first visit (no link) opens on a tour being drawn rather than an empty board.
if (location.hash === '' && state.start === undefined) state.start = [0, 0];

const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const client = new JobClient(worker as unknown as WorkerLike);
const view = new BoardCanvas($<HTMLCanvasElement>('board'));
worker.addEventListener('error', () => {
  // Typically a page opened from file://, where browsers refuse module workers.
  showError('The solver could not start: serve this folder over HTTP (any static server).');
});

/** The walk on the board and how much of it is drawn. */
let content: BoardContent = { kind: 'empty', width: state.width, height: state.height };
/** The tour the export buttons write (a solved walk, or a valid file); a 3-D one has a `depth`. */
let current: Tour | Tour3d | undefined;
let lastMap: FailureMap | undefined;
/** Latest job per kind: answers to older ones are ignored. */
const latest: Record<'solve' | 'map' | 'symmetry' | 'verify', number> = {
  solve: 0,
  map: 0,
  symmetry: 0,
  verify: 0,
};

// ---------------------------------------------------------------- controls and state

const sizeInput = $<HTMLInputElement>('size');
const algorithmSelect = $<HTMLSelectElement>('algorithm');
const closedBox = $<HTMLInputElement>('closed');
const seedInput = $<HTMLInputElement>('seed');
const maxNodesInput = $<HTMLInputElement>('max-nodes');
const maxMsInput = $<HTMLInputElement>('max-ms');
const info = $('info');

function writeUrl(): void {
  history.replaceState(null, '', formatState(state));
}

/** The start on a 2-D board (the 2-D views run only there). */
function start2d(): Square | undefined {
  return state.start?.length === 2 ? state.start : undefined;
}

/** The layer panels of the 3-D board, arranged for the board canvas's shape. */
function layoutFor(width: number, height: number, depth: number): LayerLayout {
  const canvas = view.canvas;
  return layerLayout(
    width,
    height,
    depth,
    chooseColumns(width, height, depth, canvas.clientWidth || 800, canvas.clientHeight || 600),
  );
}

/** The layers of what the board shows, on a 3-D board. */
function shownLayers(): LayerLayout | undefined {
  return content.kind === 'map' ? undefined : content.layers;
}

function fillAlgorithms(): void {
  const names = algorithmsFor(state.depth, state.mode === 'map' ? MAP_ALGORITHMS : ALGORITHMS);
  if (!names.includes(state.algorithm))
    state.algorithm = state.depth === undefined ? 'octaml16' : DEFAULT_ALGORITHM_3D;
  algorithmSelect.replaceChildren(
    ...names.map((name) => {
      const option = document.createElement('option');
      option.value = name;
      option.textContent =
        name === 'auto' ? 'auto (OctAML16, then constructions, then search)' : name;
      return option;
    }),
  );
  algorithmSelect.value = state.algorithm;
}

function showControls(): void {
  const threeD = state.depth !== undefined;
  for (const button of document.querySelectorAll<HTMLButtonElement>('div.tabs button')) {
    const selected = button.dataset.mode === state.mode;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    // Views without a 3-D mode are disabled on a 3-D board, with the reason as their title.
    const reason = threeD ? MODES_2D_ONLY[button.dataset.mode as Mode] : undefined;
    button.disabled = reason !== undefined;
    if (reason) button.title = reason;
    else button.removeAttribute('title');
  }
  const note = $('three-d-note');
  note.hidden = !threeD;
  note.textContent = threeD ? `3-D board. ${Object.values(MODES_2D_ONLY).join(' ')}` : '';
  const search = state.algorithm === 'backtrack' || state.algorithm === 'warnsdorff-backtrack';
  const show = (selector: string, on: boolean) => {
    for (const el of document.querySelectorAll<HTMLElement>(selector)) el.hidden = !on;
  };
  for (const mode of MODES) show(`.only-${mode}`, false);
  show(`.only-${state.mode}`, true);
  // 2-D-only controls (closed tours): hidden on a 3-D board, else shown as their view says.
  if (threeD) show('.only-2d', false);
  show(
    '.only-warnsdorff',
    state.algorithm === 'warnsdorff' && state.mode !== 'map' && state.mode !== 'verify',
  );
  show('.only-search', (search || state.algorithm === 'auto') && state.mode === 'solve');
  $('board-controls').hidden = state.mode === 'verify';
  $('start-hint').textContent =
    state.mode === 'map'
      ? 'Run every start, then click a start (or a failing start below) to watch its walk.'
      : threeD
        ? 'One panel per layer z = 0, 1, …: click a cell in any layer to start there (the start is x,y,z).'
        : 'Click a square (or focus the board, move with the arrow keys and press Enter) to start there.';
}

function controlsFromState(): void {
  sizeInput.value = formatBoardSize(state.width, state.height, state.depth);
  fillAlgorithms();
  closedBox.checked = state.closed;
  seedInput.value = state.seed === undefined ? '' : String(state.seed);
  maxNodesInput.value = String(state.maxNodes);
  maxMsInput.value = String(state.maxMs);
  showControls();
}

function setInfo(parts: (string | { text: string; tone: 'good' | 'bad' })[]): void {
  info.replaceChildren(
    ...parts.map((part) => {
      if (typeof part === 'string') return document.createTextNode(part);
      const span = document.createElement('span');
      span.className = part.tone;
      span.textContent = part.text;
      return span;
    }),
  );
}

function showError(message: string): void {
  setInfo([{ text: message, tone: 'bad' }]);
}

// ---------------------------------------------------------------- the player

const player = new Player((shown) => {
  view.setShown(shown);
  showLayer(shown);
});

/** On a 3-D board, which layer the knight is in after `shown` steps (the panel is framed too). */
function showLayer(shown: number): void {
  const output = $('layer');
  const z = knightLayer(content, shown);
  output.textContent = z >= 0 ? `knight in layer z = ${z}` : '';
  output.dataset.layer = String(z);
}

function showWalk(next: BoardContent & { kind: 'walk' }, animate: boolean): void {
  player.setPlaying(false);
  content = next;
  view.show(content, animate ? 0 : next.steps.length, true);
  player.load(next.steps.length, animate);
}

function showBoard(width: number, height: number, depth?: number): void {
  player.setPlaying(false);
  if (depth === undefined) content = { kind: 'empty', width, height };
  else {
    const layers = layoutFor(width, height, depth);
    content = { kind: 'empty', width: layers.imageWidth, height: layers.imageHeight, layers };
  }
  view.show(content, 0, true);
  player.load(0, false);
}

// ---------------------------------------------------------------- jobs

function request<K extends keyof typeof latest>(
  kind: K,
  job: Parameters<JobClient['run']>[0],
  onProgress?: ProgressListener,
): Promise<FinalResponse | undefined> {
  const { id, result } = client.run(job, onProgress);
  latest[kind] = id;
  return result.then((response) => (latest[kind] === id ? response : undefined));
}

async function solveNow(): Promise<void> {
  writeUrl();
  if (state.depth !== undefined) return solveNow3d(state.depth);
  const start = start2d();
  if (!start) {
    showBoard(state.width, state.height);
    setInfo(['Click a square to start a walk there.']);
    return;
  }
  const [x, y] = start;
  setInfo([
    `Solving ${formatBoardSize(state.width, state.height)} from ${squareName(x, y)} with ${state.algorithm}…`,
  ]);
  const response = await request('solve', {
    kind: 'solve',
    width: state.width,
    height: state.height,
    start,
    algorithm: state.algorithm as AlgorithmName,
    closed: state.closed,
    ...(state.algorithm === 'warnsdorff' && state.seed !== undefined ? { seed: state.seed } : {}),
    maxNodes: state.maxNodes,
    maxMs: state.maxMs,
  });
  if (!response) return;
  if (response.kind === 'error') return showError(response.message);
  if (response.kind !== 'solved') return;
  showTour(response.tour);
}

async function solveNow3d(depth: number): Promise<void> {
  const { width, height } = state;
  const start = state.start?.length === 3 ? state.start : undefined;
  if (!start) {
    showBoard(width, height, depth);
    setInfo(['Click a cell in any layer to start a walk there.']);
    return;
  }
  setInfo([
    `Solving ${formatBoardSize(width, height, depth)} from ${squareName(...start)} with ${state.algorithm}…`,
  ]);
  const response = await request('solve', {
    kind: 'solve3d',
    width,
    height,
    depth,
    start,
    algorithm: state.algorithm as Heuristic3dName,
  });
  if (!response) return;
  if (response.kind === 'error') return showError(response.message);
  if (response.kind !== 'solved3d') return;
  showTour3d(response.tour);
}

function showTour3d(tour: SolvedTour3d): void {
  current = tour.cells.length > 0 ? tour : undefined;
  const layers = layoutFor(tour.width, tour.height, tour.depth);
  const steps = picturePath(layers, tour.cells);
  showWalk(
    { kind: 'walk', width: layers.imageWidth, height: layers.imageHeight, layers, steps },
    true,
  );
  const summary = tourSummary({ ...tour, squares: tour.cells });
  setInfo([{ text: summary.verdict, tone: tour.complete ? 'good' : 'bad' }, ` ${summary.details}`]);
  info.dataset.complete = String(tour.complete);
  info.dataset.length = String(tour.cells.length);
  exportButtons();
}

function showTour(tour: SolvedTour): void {
  current = tour.squares.length > 0 ? tour : undefined;
  showWalk({ kind: 'walk', width: tour.width, height: tour.height, steps: tour.squares }, true);
  const summary = tourSummary(tour);
  setInfo([{ text: summary.verdict, tone: tour.complete ? 'good' : 'bad' }, ` ${summary.details}`]);
  info.dataset.complete = String(tour.complete);
  info.dataset.length = String(tour.squares.length);
  exportButtons();
}

async function runMap(): Promise<void> {
  writeUrl();
  const algorithm = state.algorithm as HeuristicName;
  const progress = $<HTMLProgressElement>('map-progress');
  progress.value = 0;
  $<HTMLButtonElement>('map-cancel').disabled = false;
  $<HTMLButtonElement>('map-run').disabled = true;
  $('failures').replaceChildren();
  $('failure-count').textContent = '0';
  $('map-summary').textContent = '';
  current = undefined;
  exportButtons();
  player.load(0, false);
  let partial = emptyMap(state.width, state.height, algorithm);
  content = { kind: 'map', map: partial };
  view.show(content, 0, true);
  setInfo([
    `Running ${algorithm} from every start of ${formatBoardSize(state.width, state.height)}…`,
  ]);
  const response = await request(
    'map',
    { kind: 'map', width: state.width, height: state.height, algorithm },
    (done, all, part) => {
      progress.max = all;
      progress.value = done;
      if (!part || content.kind !== 'map' || content.map.length !== partial.length) return;
      // The starts fill in as the worker finishes them.
      partial = withPart(partial, part, done, all);
      content = { kind: 'map', map: partial };
      view.show(content, 0, true);
    },
  );
  $<HTMLButtonElement>('map-cancel').disabled = true;
  $<HTMLButtonElement>('map-run').disabled = false;
  if (!response) return;
  if (response.kind === 'error') return showError(response.message);
  if (response.kind === 'cancelled') return setInfo(['Cancelled.']);
  if (response.kind !== 'map') return;
  lastMap = response.map;
  showMap(response.map);
}

function showMap(map: FailureMap, selected?: number): void {
  player.load(0, false);
  content = selected === undefined ? { kind: 'map', map } : { kind: 'map', map, selected };
  view.show(content, 0, true);
  const counts = mapCounts(map);
  const failures = failingStarts(map);
  const size = formatBoardSize(map.width, map.height);
  const multi = counts.multiAttempt
    ? `, ${counts.multiAttempt} of them after more than one attempt`
    : '';
  const summary = `${map.algorithm} on ${size}: ${counts.starts} starts, ${counts.complete} complete${multi}, ${counts.failed} failed (${Math.round(map.elapsedMs)} ms, ${map.lanes ? `WebAssembly kernel, ${map.lanes} walks at a time` : 'JavaScript walker'}).`;
  $('map-summary').textContent = summary;
  setInfo([{ text: summary, tone: counts.failed ? 'bad' : 'good' }]);
  $('failure-count').textContent = String(failures.length);
  $('failures').replaceChildren(
    ...failures.map(({ start: [x, y], reached }) => {
      const li = document.createElement('li');
      li.dataset.start = `${x},${y}`;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = squareName(x, y);
      button.setAttribute('aria-label', `Watch the walk from ${squareName(x, y)}`);
      button.addEventListener('click', () => watchFromMap(x, y));
      li.append(button, ` reached ${reached} of ${map.width * map.height}`);
      return li;
    }),
  );
  const legend = outcomeLegend(map.algorithm === 'octaml16');
  $('legend').replaceChildren(
    ...legend.map(({ label, colour }) => {
      const li = document.createElement('li');
      const swatch = document.createElement('span');
      swatch.className = 'swatch';
      swatch.style.background = hex(colour);
      li.append(swatch, label);
      return li;
    }),
  );
}

function watchFromMap(x: number, y: number): void {
  state.mode = 'solve';
  state.start = [x, y];
  controlsFromState();
  void solveNow();
}

async function runSymmetry(): Promise<void> {
  writeUrl();
  const figures = $('symmetry');
  figures.replaceChildren();
  const start = start2d();
  if (!start) {
    showBoard(state.width, state.height);
    setInfo([
      'Click a square: the walk from it and from its images under the board’s symmetries are solved and compared.',
    ]);
    return;
  }
  setInfo([`Solving from ${squareName(...start)} and its images…`]);
  const response = await request('symmetry', {
    kind: 'symmetry',
    width: state.width,
    height: state.height,
    start,
    algorithm: state.algorithm as AlgorithmName,
    ...(state.algorithm === 'warnsdorff' && state.seed !== undefined ? { seed: state.seed } : {}),
  });
  if (!response) return;
  if (response.kind === 'error') return showError(response.message);
  if (response.kind !== 'symmetry') return;
  const { report, images } = response;
  const identity = images[0]!;
  current = identity.tour.squares.length ? identity.tour : undefined;
  exportButtons();
  showWalk(
    { kind: 'walk', width: state.width, height: state.height, steps: identity.tour.squares },
    false,
  );
  const cell = Math.max(2, Math.min(20, Math.floor(160 / Math.max(state.width, state.height))));
  figures.replaceChildren(
    ...images.map((image) => {
      const result = report.results.find((r) => r.name === image.name);
      return symmetryFigure(
        image,
        result?.status ?? 'identity',
        result ? resultText(result) : 'the start itself',
        cell,
      );
    }),
  );
  const failing = report.results.filter((r) => r.status === 'fails').map((r) => r.name);
  const axes = report.startOnAxes.length
    ? ` The start lies on the axis of ${report.startOnAxes.join(', ')} (an octant boundary): even OctAML is only rotation-symmetric there.`
    : '';
  setInfo(
    report.symmetric
      ? [
          { text: 'Symmetric:', tone: 'good' },
          ` every walk is the image of the walk from ${squareName(...start)} under the symmetry that maps the starts.${axes}`,
        ]
      : [
          { text: 'Not symmetric:', tone: 'bad' },
          ` the walks from the images under ${failing.join(', ')} are not the images of the walk from ${squareName(...start)}.${axes}`,
        ],
  );
  info.dataset.symmetric = String(report.symmetric);
}

function resultText(result: { status: string; step?: number; reason?: string }): string {
  if (result.status === 'holds') return 'image of the walk ✓';
  if (result.status === 'fails') return `differs at step ${result.step} ✗`;
  return `not applicable: ${result.reason ?? ''}`;
}

function symmetryFigure(
  image: SymmetryImage,
  status: string,
  text: string,
  cell: number,
): HTMLElement {
  const figure = document.createElement('figure');
  figure.dataset.symmetry = image.name;
  figure.dataset.status = status;
  const canvas = renderToCanvas(
    { kind: 'walk', width: image.tour.width, height: image.tour.height, steps: image.tour.squares },
    image.tour.squares.length,
    cell,
    { lines: true, numbers: false },
  );
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', `${image.name}: walk from ${squareName(...image.start)}`);
  const caption = document.createElement('figcaption');
  const verdict = document.createElement('span');
  verdict.className = status;
  verdict.textContent = text;
  caption.append(
    `${image.name} · from ${squareName(...image.start)} · ${image.tour.squares.length} squares · `,
    verdict,
  );
  figure.append(canvas, caption);
  return figure;
}

async function verifyNow(text: string): Promise<void> {
  if (text.trim() === '') {
    showError('Paste or drop a tour first.');
    return;
  }
  setInfo(['Checking…']);
  const response = await request('verify', {
    kind: 'verify',
    text,
    closed: $<HTMLInputElement>('verify-closed').checked,
  });
  if (!response) return;
  const verdict = $('verdict');
  const problems = $('problems');
  if (response.kind === 'error') {
    verdict.textContent = 'Not a tour file';
    verdict.className = 'bad';
    problems.replaceChildren(item(response.message, false));
    current = undefined;
    exportButtons();
    return showError(response.message);
  }
  if (response.kind === 'verified3d') return showFile3d(response.file);
  if (response.kind !== 'verified') return;
  showFile(response.file);
}

function item(text: string, note: boolean): HTMLLIElement {
  const li = document.createElement('li');
  li.textContent = text;
  if (note) li.className = 'note';
  return li;
}

function showFile(file: VerifiedFile): void {
  const { report, width, height } = file;
  const steps = new Int32Array(file.xs.length);
  for (let k = 0; k < steps.length; k++) {
    const x = file.xs[k]!;
    const y = file.ys[k]!;
    steps[k] =
      Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height
        ? y * width + x
        : -1;
  }
  const problemSquares: number[] = [];
  const badMoves: number[] = [];
  for (const problem of report.problems) {
    if (problem.kind === 'duplicate')
      problemSquares.push(problem.square[1] * width + problem.square[0]);
    if (problem.kind === 'not-a-knight-move') badMoves.push(problem.step);
  }
  state.width = width;
  state.height = height;
  state.depth = undefined;
  controlsFromState();
  showWalk({ kind: 'walk', width, height, steps, problemSquares, badMoves }, report.valid);
  current = report.valid ? importedTour(width, height, steps) : undefined;
  showVerdict(file.lines, report.valid, report.problems.length, file.format, file.xs.length);
}

/** A 3-D file on its layer panels: repeated cells framed, moves that are not knight moves marked. */
function showFile3d(file: VerifiedFile3d): void {
  const { report, width, height, depth } = file;
  const layers = layoutFor(width, height, depth);
  const cells = new Int32Array(file.xs.length);
  for (let k = 0; k < cells.length; k++) {
    const [x, y, z] = [file.xs[k]!, file.ys[k]!, file.zs[k]!];
    const inside = [x, y, z].every(Number.isInteger) && onBoard3d(file, x, y, z);
    cells[k] = inside ? cellIndex(file, x, y, z) : -1;
  }
  const problemSquares: number[] = [];
  const badMoves: number[] = [];
  for (const problem of report.problems) {
    if (problem.kind === 'duplicate') {
      const [x, y, z = 0] = problem.square;
      problemSquares.push(pictureIndex(layers, x, y, z));
    }
    if (problem.kind === 'not-a-knight-move') badMoves.push(problem.step);
  }
  state.width = width;
  state.height = height;
  state.depth = depth;
  // The tabs follow the board read: the 2-D-only views are disabled on a 3-D one.
  controlsFromState();
  const steps = picturePath(layers, cells);
  showWalk(
    {
      kind: 'walk',
      width: layers.imageWidth,
      height: layers.imageHeight,
      layers,
      steps,
      problemSquares,
      badMoves,
    },
    report.valid,
  );
  current = report.valid ? importedTour3d(width, height, depth, cells) : undefined;
  showVerdict(file.lines, report.valid, report.problems.length, file.format, file.xs.length);
}

/** The verifier's lines beside the board, and the status line. */
function showVerdict(
  lines: readonly string[],
  valid: boolean,
  problems: number,
  format: string,
  steps: number,
): void {
  const verdict = $('verdict');
  const [headline, ...rest] = lines;
  verdict.textContent = headline ?? '';
  verdict.className = valid ? 'good' : 'bad';
  $('problems').replaceChildren(...rest.map((line) => item(line.trim(), false)));
  $('problems').dataset.count = String(problems);
  exportButtons();
  setInfo([
    { text: headline ?? '', tone: valid ? 'good' : 'bad' },
    ` (read as ${format}, ${steps} steps on ${boardName(state.width, state.height, state.depth)})`,
  ]);
}

// ---------------------------------------------------------------- export

function download(name: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function exportButtons(): void {
  for (const id of ['export-png', 'export-svg', 'export-json']) {
    $<HTMLButtonElement>(id).disabled =
      !current && !(id === 'export-png' && content.kind === 'map');
  }
}

$('export-png').addEventListener('click', () => {
  const [w, h] = view.size;
  const cell = Math.max(2, Math.min(48, Math.floor(2400 / Math.max(w, h))));
  const canvas = renderToCanvas(content, content.kind === 'walk' ? player.shown : 0, cell);
  const name = current
    ? exportName(current, 'png')
    : `knights-tour-map-${boardName(w, h)}-${state.algorithm}.png`;
  canvas.toBlob((blob) => blob && download(name, blob), 'image/png');
});
$('export-svg').addEventListener('click', () => {
  if (!current) return;
  if ('cells' in current) {
    const layers = shownLayers();
    if (layers) {
      download(
        exportName(current, 'svg'),
        new Blob([tour3dSvg(current, layers)], { type: 'image/svg+xml' }),
      );
    }
    return;
  }
  download(
    exportName(current, 'svg'),
    new Blob([tourSvg(current.width, current.height, current.squares)], { type: 'image/svg+xml' }),
  );
});
$('export-json').addEventListener('click', () => {
  if (!current) return;
  if ('cells' in current) {
    download(
      exportName(current, 'json'),
      new Blob([tour3dDocumentText(current)], { type: 'application/json' }),
    );
    return;
  }
  download(
    exportName(current, 'json'),
    new Blob([tourDocumentText(current)], { type: 'application/json' }),
  );
});
$('copy-link').addEventListener('click', async () => {
  writeUrl();
  try {
    await navigator.clipboard.writeText(location.href);
    setInfo(['Link copied: it reopens this view.']);
  } catch {
    setInfo([`Link: ${location.href}`]);
  }
});

// ---------------------------------------------------------------- wiring

function refresh(): void {
  if (state.depth !== undefined && MODES_2D_ONLY[state.mode] !== undefined) {
    state.mode = 'solve';
    controlsFromState();
  }
  writeUrl();
  switch (state.mode) {
    case 'solve':
      void solveNow();
      break;
    case 'map':
      $('symmetry').replaceChildren();
      if (
        lastMap &&
        lastMap.width === state.width &&
        lastMap.height === state.height &&
        lastMap.algorithm === state.algorithm
      ) {
        showMap(lastMap);
      } else {
        void runMap();
      }
      break;
    case 'symmetry':
      void runSymmetry();
      break;
    case 'verify':
      if (tourText.value.trim() !== '') {
        void verifyNow(tourText.value);
        break;
      }
      showBoard(state.width, state.height, state.depth);
      setInfo([
        'Open, paste or drop a tour file: the board shows it with every problem the verifier finds.',
      ]);
      break;
  }
}

for (const button of document.querySelectorAll<HTMLButtonElement>('div.tabs button')) {
  button.addEventListener('click', () => {
    state.mode = button.dataset.mode as Mode;
    controlsFromState();
    refresh();
  });
  button.addEventListener('keydown', (e) => {
    // Tabs: the arrow keys move between them (WAI-ARIA tab pattern).
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const tabs = [...document.querySelectorAll<HTMLButtonElement>('div.tabs button')].filter(
      (tab) => !tab.disabled,
    );
    const next =
      tabs[(tabs.indexOf(button) + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    next.focus();
    next.click();
  });
}

sizeInput.addEventListener('change', () => {
  const size = parseBoardSize(sizeInput.value);
  if (!size) {
    showError(
      `Board size '${sizeInput.value}' is not n or WxH with sides ${MIN_SIDE}..${MAX_SIDE}, or WxHxD with sides ${MIN_SIDE_3D}..${MAX_SIDE_3D}.`,
    );
    return;
  }
  [state.width, state.height, state.depth] = size;
  // A start is kept when it is still a square (or cell) of the new board.
  if (
    state.start &&
    (state.start.length !== size.length || state.start.some((v, i) => v >= size[i]!))
  )
    state.start = undefined;
  controlsFromState();
  refresh();
});
algorithmSelect.addEventListener('change', () => {
  state.algorithm = algorithmSelect.value as ViewState['algorithm'];
  showControls();
  if (state.mode !== 'verify') refresh();
});
closedBox.addEventListener('change', () => {
  state.closed = closedBox.checked;
  if (state.mode === 'solve') void solveNow();
});
const numberInput = (input: HTMLInputElement, apply: (value: number | undefined) => void) =>
  input.addEventListener('change', () => {
    const text = input.value.trim();
    const value = text === '' ? undefined : Number(text);
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
      showError(`'${text}' is not a whole number.`);
      return;
    }
    apply(value);
    refresh();
  });
numberInput(seedInput, (v) => {
  state.seed = v;
});
numberInput(maxNodesInput, (v) => {
  if (v) state.maxNodes = v;
});
numberInput(maxMsInput, (v) => {
  if (v) state.maxMs = v;
});

view.onSquare = (x, y) => {
  if (state.mode === 'verify') return;
  const layers = shownLayers();
  if (layers) {
    // A cell of a layer panel starts a 3-D walk; the gaps and labels between panels do nothing.
    const cell = cellAtPicture(layers, y * layers.imageWidth + x);
    if (cell) {
      state.start = cell;
      refresh();
    }
    return;
  }
  if (state.mode === 'map') {
    if (
      lastMap &&
      outcomeAt(lastMap, y * lastMap.width + x)?.kind !== undefined &&
      isPossibleStart({ ...lastMap, depth: 1 }, x, y)
    ) {
      watchFromMap(x, y);
    }
    return;
  }
  state.start = [x, y];
  refresh();
};
view.onHover = (square) => {
  const hover = $('hover');
  if (!square) {
    hover.textContent = '';
    return;
  }
  const [x, y] = square;
  const i = y * view.size[0] + x;
  const layers = shownLayers();
  const cell = layers ? cellAtPicture(layers, i) : undefined;
  if (layers && !cell) {
    hover.textContent = '';
    return;
  }
  let text = cell ? squareName(...cell) : squareName(x, y);
  if (content.kind === 'walk') {
    const k = content.steps.indexOf(i);
    text += k >= 0 && k < player.shown ? `: step ${k + 1}` : '';
  } else if (content.kind === 'map') {
    const outcome = outcomeAt(content.map, i);
    if (outcome?.kind === 'complete')
      text += `: complete, ${outcome.attempts} attempt${outcome.attempts > 1 ? 's' : ''}`;
    if (outcome?.kind === 'failed')
      text += `: failed, reached ${outcome.reached} of ${outcome.squares}`;
    if (outcome?.kind === 'impossible') text += ': no open tour starts here';
  }
  hover.textContent = text;
};

for (const id of ['lines', 'numbers'] as const) {
  $<HTMLInputElement>(id).addEventListener('change', (e) => {
    view.options[id] = (e.target as HTMLInputElement).checked;
    view.invalidate();
  });
}
$('zoom-in').addEventListener('click', () => view.zoom(1.25));
$('zoom-out').addEventListener('click', () => view.zoom(0.8));
$('zoom-fit').addEventListener('click', () => view.fit());

$('map-run').addEventListener('click', () => void runMap());
$('map-cancel').addEventListener('click', () => client.cancel(latest.map));

const tourText = $<HTMLTextAreaElement>('tour-text');
$('verify-run').addEventListener('click', () => void verifyNow(tourText.value));
tourText.addEventListener('paste', () => setTimeout(() => void verifyNow(tourText.value), 0));
$<HTMLInputElement>('file').addEventListener('change', async (e) => {
  const file = (e.target as HTMLInputElement).files?.[0];
  if (!file) return;
  tourText.value = await file.text();
  void verifyNow(tourText.value);
});
const drop = $('drop');
for (const target of [drop, tourText]) {
  target.addEventListener('dragover', (e) => {
    e.preventDefault();
    drop.classList.add('dragging');
  });
  target.addEventListener('dragleave', () => drop.classList.remove('dragging'));
  target.addEventListener('drop', async (e) => {
    e.preventDefault();
    drop.classList.remove('dragging');
    const transfer = e.dataTransfer;
    const file = transfer?.files[0];
    const text = file ? await file.text() : (transfer?.getData('text/plain') ?? '');
    if (state.mode !== 'verify') {
      state.mode = 'verify';
      controlsFromState();
      writeUrl();
    }
    tourText.value = text;
    void verifyNow(text);
  });
}
window.addEventListener('hashchange', () => {
  const next = parseState(location.hash).state;
  Object.assign(state, next);
  controlsFromState();
  refresh();
});

controlsFromState();
if (parsed.problems.length) {
  // Kept apart from the status line, which the first answer of the worker replaces.
  const notice = $('notice');
  notice.textContent = `Part of the link was ignored: ${parsed.problems.join('; ')}.`;
  notice.hidden = false;
}
refresh();
exportButtons();
