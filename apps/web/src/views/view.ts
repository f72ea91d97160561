import type { LegendEntry } from '../legend.js';

/**
 * One view of the page (a tab and a history entry): it shows itself for the session's state,
 * answers a square chosen on the board and says what the colours mean. One view per mode,
 * 2-D and 3-D boards alike.
 */
export interface View {
  /** Shows the view for the session's state: on entering it and after every change of it. */
  show(): void;
  /** Leaving the view: stop what it animates (the session stops its job). */
  leave?(): void;
  /** The animation now shows `shown` steps of the walk (the learn view explains that step). */
  shown?(shown: number): void;
  /** A square (picture index) was clicked, tapped or chosen with Enter. */
  choose(square: number): void;
  /** The square's name, when it is not the cell of the board drawn (two maps side by side). */
  label?(square: number): string | undefined;
  /** Words after a square's label, for the square under the pointer or the keyboard cursor. */
  describe?(square: number): string;
  /** What the colours and marks on the board mean in this view. */
  legend(): LegendEntry[];
}
