import { type Board, boardName } from '@knights-tour/core';
import { chooseColumns, type IndexedLayout } from '@knights-tour/picture';
import { BoardCanvas } from './board-canvas.js';
import { type BoardContent, boardLayout, type WalkContent } from './content.js';
import { squareName } from './coordinates.js';
import type { Exported } from './export.js';
import type { JobClient, ProgressListener } from './job-client.js';
import { Player } from './player.js';
import type { FailureMap, FinalResponse, JobRequest } from './protocol.js';
import { formatState, type ViewState } from './state.js';
import { Status } from './status.js';

/** What the export buttons write: a tour (solved, played or read), or a failure map's data. */
export type Exportable = Exported;

/**
 * The page's one session: the state a link reproduces, the board on screen and its content,
 * the animation, the status line, what can be exported and the one job running in the worker.
 * Views receive it instead of sharing module globals.
 */
export class Session {
  readonly canvas: BoardCanvas;
  readonly player: Player;
  readonly status = new Status();
  /** What the board shows (the walk being drawn, a map, or the empty board). */
  content: BoardContent;
  /** What the export buttons write, if anything. */
  exportable: Exportable | undefined;
  /** The last finished failure maps (a few), shown again when the map view returns to them. */
  private readonly maps: FailureMap[] = [];
  /** Called with each position of the animation. */
  onShown: (shown: number) => void = () => {};
  /** Called when the board's content or what can be exported changes. */
  onUpdate: () => void = () => {};
  private job: number | undefined;
  /** What to say once the walk being animated has been drawn to its end. */
  private atEnd: (() => void) | undefined;
  private readonly pictures = new Map<string, IndexedLayout>();

  constructor(
    readonly state: ViewState,
    private readonly jobs: JobClient,
    private readonly element: HTMLCanvasElement,
  ) {
    this.content = { kind: 'empty', layout: this.layout(state.board) };
    this.canvas = new BoardCanvas(element, this.content);
    this.player = new Player((shown) => {
      this.canvas.setShown(shown);
      this.onShown(shown);
      if (shown >= this.player.total && this.atEnd) {
        const atEnd = this.atEnd;
        this.atEnd = undefined;
        atEnd();
      }
    });
    // The visitor's Cancel: the job's `run` resolves `cancelled`, and its view says so.
    this.status.onCancel = () => {
      if (this.job !== undefined) this.jobs.cancel(this.job);
    };
  }

  /** A square's name in the coordinates the board shows: `(2,5)`, or `c3` in chess terms. */
  name(board: Board, square: readonly number[]): string {
    return squareName(board, square, this.canvas.options.coordinates);
  }

  /** A finished failure map of this board and rule, if one was made lately. */
  cachedMap(board: Board, algorithm: string): FailureMap | undefined {
    const name = boardName(board);
    return this.maps.find((m) => m.algorithm === algorithm && boardName(m.board) === name);
  }

  /** Keeps a finished failure map (the two rules of a comparison and a few before them). */
  keepMap(map: FailureMap): void {
    this.maps.unshift(map);
    if (this.maps.length > 4) this.maps.pop();
  }

  /** The layout of a board for the canvas's shape, with its lookups (computed once per layout). */
  layout(board: Board): IndexedLayout {
    const { clientWidth, clientHeight } = this.element;
    const columns = chooseColumns(board, clientWidth || 800, clientHeight || 600);
    const key = `${boardName(board)}/${columns}`;
    let layout = this.pictures.get(key);
    if (!layout) {
      layout = boardLayout(board, columns);
      if (this.pictures.size > 16) this.pictures.clear();
      this.pictures.set(key, layout);
    }
    return layout;
  }

  /**
   * Runs a job in the worker, superseding the one running (it is stopped at once): the board
   * says what is being computed, with a Cancel button, until the answer comes. Resolves with
   * the answer, `cancelled` when the visitor cancelled it, or undefined when a newer request
   * superseded it or a view stopped it ({@link cancel}; its caller then has nothing to show).
   */
  async run(
    request: JobRequest,
    what: string,
    onProgress?: ProgressListener,
    /** A check the visitor did not ask for (play's warning): no busy line, the status kept. */
    quiet = false,
  ): Promise<FinalResponse | undefined> {
    this.cancel();
    const { id, result } = this.jobs.run(request, (progress) => {
      if (this.job === id) onProgress?.(progress);
    });
    this.job = id;
    if (!quiet) this.status.busy(what);
    const response = await result;
    if (this.job !== id) return undefined;
    this.job = undefined;
    if (!quiet) this.status.busy(undefined);
    return response;
  }

  /**
   * Stops the running job, if any, for the view that calls it (leaving it, starting over, a
   * Stop of its own): its `run` resolves undefined, as when superseded, so the job's view has
   * nothing more to say, and the caller's words stay (the answer `cancelled` came a moment
   * later and wrote "Cancelled." over them). Only the visitor's Cancel answers `cancelled`.
   */
  cancel(): void {
    const id = this.job;
    if (id === undefined) return;
    this.job = undefined;
    this.status.busy(undefined);
    this.jobs.cancel(id);
  }

  /** True while a job runs. */
  get busy(): boolean {
    return this.job !== undefined;
  }

  /**
   * Says over the board why it shows nothing (a file's board the page does not draw), the
   * player hidden; undefined takes the note away. Any new content takes it away too.
   */
  boardNote(text: string | undefined): void {
    const note = document.getElementById('board-note');
    if (!note) return;
    note.textContent = text ?? '';
    note.hidden = text === undefined;
    // The player has nothing to play meanwhile; it comes back with the next content.
    const player = document.getElementById('player');
    if (!player) return;
    if (text !== undefined) {
      player.hidden = true;
      player.dataset.noted = '1';
    } else if (player.dataset.noted) {
      player.hidden = !player.classList.contains(`only-${this.state.mode}`);
      delete player.dataset.noted;
    }
  }

  /** Shows content on the board, the animation stopped at `shown`. */
  show(content: BoardContent, shown = 0): void {
    this.boardNote(undefined);
    this.atEnd = undefined;
    this.player.setPlaying(false);
    this.content = content;
    this.canvas.show(content, shown, true);
    this.player.load(content.kind === 'walk' ? content.steps.length : 0, false);
    this.player.setShown(shown);
    this.onUpdate();
  }

  /** The empty board (the one being computed, while its job runs). */
  showEmpty(board: Board): void {
    this.show({ kind: 'empty', layout: this.layout(board) });
  }

  /**
   * A walk on the board, animated from its first step or drawn whole. `atEnd` runs once the
   * walk has been drawn to its last step (played, stepped or scrubbed there): the verdict is
   * not given away while the knight is still walking.
   */
  showWalk(content: WalkContent, animate: boolean, atEnd?: () => void): void {
    this.boardNote(undefined);
    this.atEnd = undefined;
    this.player.setPlaying(false);
    this.content = content;
    this.canvas.show(content, animate ? 0 : content.steps.length, true);
    this.atEnd = atEnd;
    this.player.load(content.steps.length, animate);
    this.onUpdate();
  }

  setExportable(exportable: Exportable | undefined): void {
    this.exportable = exportable;
    this.onUpdate();
  }

  /** Writes the state to the URL: a new history entry for a new view, else in place. */
  writeUrl(newEntry = false): void {
    const url = formatState(this.state);
    if (url === location.hash) return;
    if (newEntry) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }
}
