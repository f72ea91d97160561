import { type Board, boardName, cellCount } from './board/board.js';
import { squareLabel } from './board/square.js';
import { plural } from './text/quote.js';

/** What {@link describeWalk} needs to know of a walk: a tour's fields and how far it got. */
export interface WalkFacts {
  readonly algorithm: string;
  readonly board: Board;
  readonly start: readonly number[];
  readonly complete: boolean;
  readonly closed?: boolean | undefined;
  readonly attempts: number;
  readonly variant?: { readonly r: number; readonly t: number } | undefined;
  readonly method?: string | undefined;
  readonly reason?: string | undefined;
  /** Squares the reported walk visited. */
  readonly reached: number;
}

/** `r=+1 t=0`: an OctAML variant as every report writes it. */
export function variantLabel(variant: { readonly r: number; readonly t: number }): string {
  return `r=${variant.r > 0 ? '+1' : '-1'} t=${variant.t}`;
}

/** `squares` on a 2-D board, `cells` on a box. */
export function unitOf(board: Board): string {
  return board.depth === 1 ? 'squares' : 'cells';
}

/**
 * The one sentence that says how a walk ended, for every command, summary and page:
 * - `octaml16: open tour of 8x8 from (0,0) in 1 attempt, variant r=+1 t=0`
 * - `auto: closed tour of 8x8 from (0,0) in 17 attempts, by closed-blocks`
 * - `aml: failed on 7x7 from (6,2): reached 33 of 49 squares after 1 attempt`
 * - `octaml16: no tour of 5x5: no open tour starts at (1,0): …` (when the reason is known)
 */
export function describeWalk(walk: WalkFacts): string {
  const name = boardName(walk.board);
  const from = `from ${squareLabel(walk.start)}`;
  const attempts = plural(walk.attempts, 'attempt');
  if (walk.complete) {
    const variant = walk.variant ? `, variant ${variantLabel(walk.variant)}` : '';
    const method = walk.method && walk.method !== walk.algorithm ? `, by ${walk.method}` : '';
    return `${walk.algorithm}: ${walk.closed ? 'closed' : 'open'} tour of ${name} ${from} in ${attempts}${variant}${method}`;
  }
  if (walk.reason) return `${walk.algorithm}: no tour of ${name}: ${walk.reason}`;
  return `${walk.algorithm}: failed on ${name} ${from}: reached ${walk.reached} of ${cellCount(walk.board)} ${unitOf(walk.board)} after ${attempts}`;
}
