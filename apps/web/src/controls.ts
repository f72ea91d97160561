import { type AlgorithmName, algorithmInfo, KnightsTourError, quote } from '@knights-tour/core';
import { pressWord } from './device.js';
import { setTextWithLinks } from './doc-links.js';
import { byId } from './dom.js';
import {
  algorithmsOf,
  fitAlgorithm,
  formatBoardSize,
  MAX_SEARCH_MS,
  MAX_SEARCH_NODES,
  MODES,
  type Mode,
  PLANE_ONLY,
  readBoardSize,
  type ViewState,
} from './state.js';

/** One sentence per view, after the sentence saying what a knight's tour is. */
function intro(mode: Mode, press: string): string {
  const INTRO: Record<Mode, string> = {
    solve: `${press} a square: a rule walks the knight from it, one move at a time, and the page replays the walk.`,
    learn:
      'Why this move? Step through a rule’s walk: each candidate shows its onward moves, and a line says what chose.',
    play: `Your turn: ${press.toLowerCase()} a square to put the knight there, then ${press.toLowerCase()} where it jumps next.`,
    search: `Exact search tries a move, goes on, and takes moves back when it gets stuck: ${press.toLowerCase()} a square to watch it think.`,
    map: 'One walk from every possible start, each start coloured by what happened: the legend says how.',
    count:
      'How many tours does this board have? The page counts them all, exactly, and writes on each square how many open tours start there.',
    symmetry:
      'A walk and its mirror images: a symmetric rule makes each image’s walk the image of the walk.',
    verify:
      'Check a tour made anywhere: open, paste or drop a file and every problem is marked on the board.',
  };
  return INTRO[mode];
}

/** What choosing a square on the board does, per view. */
function startHint(mode: Mode, press: string): string {
  const START_HINT: Record<Mode, string> = {
    solve: `${press} a square (or focus the board, move with the arrow keys and press Enter) to start there.`,
    learn: `${press} a square to explain the walk from it; step with › and ‹, or the ← and → keys.`,
    play: `${press} a square to start, then a ringed square to move; Undo takes a move back.`,
    search: `${press} a square to start the search there; Stop ends it at any moment.`,
    map: `Run every start, then ${press.toLowerCase()} a start (or a failing start in the list) to watch its walk.`,
    count: `Change the size to count another board; ${press.toLowerCase()} a square to watch a walk from it.`,
    symmetry: `${press} a square: the walks from it and from its images are solved and compared.`,
    verify: '',
  };
  return START_HINT[mode];
}

/**
 * The board controls and the view tabs: they show the state, and write what the visitor
 * changes back to it before calling the page. The algorithm menu lists core's catalogue for
 * the view and the board, each name with its one-line summary.
 */
export class Controls {
  private readonly size = byId<HTMLInputElement>('size');
  private readonly algorithm = byId<HTMLSelectElement>('algorithm');
  private readonly closed = byId<HTMLInputElement>('closed');
  private readonly seed = byId<HTMLInputElement>('seed');
  private readonly maxNodes = byId<HTMLInputElement>('max-nodes');
  private readonly maxMs = byId<HTMLInputElement>('max-ms');
  private readonly tabs = [...document.querySelectorAll<HTMLButtonElement>('div.tabs button')];

  constructor(
    private readonly state: ViewState,
    private readonly page: {
      /** A tab was chosen. */
      readonly onMode: (mode: Mode) => void;
      /** The board, the algorithm or an option changed (the state holds it already). */
      readonly onChange: () => void;
      readonly onError: (message: string) => void;
    },
  ) {
    for (const tab of this.tabs) {
      tab.addEventListener('click', () => page.onMode(tab.dataset.mode as Mode));
      tab.addEventListener('keydown', (e) => this.tabKey(tab, e));
    }
    this.size.addEventListener('change', () => this.readSize());
    this.algorithm.addEventListener('change', () => {
      state.algorithm = this.algorithm.value as AlgorithmName;
      if (!algorithmInfo(state.algorithm).seed) state.seed = undefined;
      fitAlgorithm(state);
      this.show();
      page.onChange();
    });
    this.closed.addEventListener('change', () => {
      state.closed = this.closed.checked;
      page.onChange();
    });
    this.number(this.seed, 2 ** 32 - 1, true, (v) => {
      state.seed = v;
    });
    this.number(this.maxNodes, MAX_SEARCH_NODES, false, (v) => {
      if (v !== undefined) state.maxNodes = v;
    });
    this.number(this.maxMs, MAX_SEARCH_MS, false, (v) => {
      if (v !== undefined) state.maxMs = v;
    });
  }

  private readSize(): void {
    let board: ViewState['board'];
    try {
      board = readBoardSize(this.size.value);
    } catch (error) {
      if (!(error instanceof KnightsTourError)) throw error;
      this.page.onError(`${error.message}.`);
      return;
    }
    const { state } = this;
    state.board = board;
    // A start is kept while it is still a square (or cell) of the new board.
    const sides = [board.width, board.height, ...(board.depth > 1 ? [board.depth] : [])];
    if (
      state.start &&
      (state.start.length !== sides.length || state.start.some((v, i) => v >= sides[i]!))
    ) {
      state.start = undefined;
    }
    if (board.depth > 1 && PLANE_ONLY[state.mode]) state.mode = 'solve';
    fitAlgorithm(state);
    this.show();
    this.page.onChange();
  }

  private number(
    input: HTMLInputElement,
    max: number,
    emptyAllowed: boolean,
    apply: (value: number | undefined) => void,
  ): void {
    input.addEventListener('change', () => {
      const text = input.value.trim();
      const value = text === '' ? undefined : Number(text);
      if (
        (value === undefined && !emptyAllowed) ||
        (value !== undefined && !(Number.isInteger(value) && value >= 0 && value <= max))
      ) {
        this.page.onError(
          `${quote(text)} is not a whole number from 0 to ${max.toLocaleString('en')}.`,
        );
        return;
      }
      apply(value);
      this.page.onChange();
    });
  }

  /** Tabs: the arrow keys move between them, Home and End to the first and last (WAI-ARIA tab pattern). */
  private tabKey(tab: HTMLButtonElement, e: KeyboardEvent): void {
    const enabled = this.tabs.filter((t) => !t.disabled);
    const at = enabled.indexOf(tab);
    const to: Record<string, number> = {
      ArrowRight: (at + 1) % enabled.length,
      ArrowLeft: (at + enabled.length - 1) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const index = to[e.key];
    if (index === undefined) return;
    e.preventDefault();
    const next = enabled[index]!;
    next.focus();
    next.click();
  }

  /** Shows the state: tabs, size, the view's algorithms and the options that apply. */
  show(): void {
    const { state } = this;
    const threeD = state.board.depth > 1;
    for (const tab of this.tabs) {
      const mode = tab.dataset.mode as Mode;
      const selected = mode === state.mode;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      // Views without a 3-D mode are disabled on a 3-D board, with the reason as their title.
      const reason = threeD ? PLANE_ONLY[mode] : undefined;
      tab.disabled = reason !== undefined;
      if (reason) tab.title = reason;
      else tab.removeAttribute('title');
    }
    if (document.activeElement !== this.size) this.size.value = formatBoardSize(state.board);
    const listed = algorithmsOf(state.mode, state.board);
    // A rule a link named that the catalogue does not list (a fixed order `order-…`) is added.
    const offered =
      listed.length > 0 && !listed.includes(state.algorithm)
        ? [...listed, state.algorithm]
        : listed;
    this.algorithm.replaceChildren(
      ...offered.map((name) => {
        const option = document.createElement('option');
        option.value = name;
        // The name alone, so the closed menu is never cut: its summary is the line under it.
        option.textContent = name;
        option.title = algorithmInfo(name).summary;
        return option;
      }),
    );
    if (offered.length > 0) this.algorithm.value = state.algorithm;
    const info = algorithmInfo(state.algorithm);
    // Core's summary of a search points at limits below them; only Watch shows that box (Search
    // has its own fixed bound, in its status line).
    const limits = state.mode === 'solve' && info.limits;
    byId('algorithm-about').textContent =
      offered.length === 0
        ? ''
        : limits
          ? info.summary
          : info.summary.replace('; limits below', '');
    this.closed.checked = state.closed;
    this.seed.value = state.seed === undefined ? '' : String(state.seed);
    this.maxNodes.value = String(state.maxNodes);
    this.maxMs.value = String(state.maxMs);
    const show = (selector: string, on: boolean) => {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) el.hidden = !on;
    };
    for (const mode of MODES) show(`.only-${mode}`, false);
    show(`.only-${state.mode}`, true);
    show('.only-algorithm', offered.length > 0);
    const runs = offered.length > 0 && state.mode !== 'map';
    show(
      '.only-closed',
      runs && info.closed && !threeD && state.mode !== 'symmetry' && state.mode !== 'learn',
    );
    show('.only-seed', runs && info.seed);
    show('.only-limits', limits);
    byId('board-controls').hidden = state.mode === 'verify';
    const note = byId('three-d-note');
    const disabled = Object.values(PLANE_ONLY);
    note.hidden = !threeD;
    setTextWithLinks(
      note,
      threeD ? `3-D board: one panel per layer z = 0, 1, …. ${disabled.join(' ')}` : '',
    );
    const press = pressWord();
    byId('start-hint').textContent = startHint(state.mode, press);
    byId('mode-intro').textContent = intro(state.mode, press);
  }
}
