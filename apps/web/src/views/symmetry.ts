import { algorithmInfo, boardName, squareLabel } from '@knights-tour/core';
import type { IndexedLayout } from '@knights-tour/picture';
import type { SymmetryResult } from '@knights-tour/verify';
import { renderToCanvas } from '../board-canvas.js';
import { walkContent } from '../content.js';
import { pressWord } from '../device.js';
import { byId } from '../dom.js';
import { type LegendEntry, walkLegend } from '../legend.js';
import type { SymmetryImage } from '../protocol.js';
import type { Session } from '../session.js';
import { stepAt } from './solve.js';
import type { View } from './view.js';

/**
 * The walk from a start and from each of its images under the board's symmetries (8 on a
 * square, 4 on a rectangle), side by side, with the verifier's `checkSymmetries` verdict on
 * each: OctAML's walks are images of each other off the board's axes; AML's often are not.
 */
export class SymmetryView implements View {
  constructor(private readonly session: Session) {}

  show(): void {
    void this.run();
  }

  leave(): void {
    byId('symmetry').replaceChildren();
  }

  private async run(): Promise<void> {
    const { session } = this;
    const { state } = session;
    const figures = byId('symmetry');
    figures.replaceChildren();
    session.setExportable(undefined);
    session.status.mark({ symmetric: undefined });
    session.showEmpty(state.board);
    const start = state.start;
    if (!start) {
      session.cancel();
      session.status.say(
        `${pressWord()} a square: the walk from it and from its images under the board’s symmetries are solved and compared.`,
      );
      return;
    }
    const info = algorithmInfo(state.algorithm);
    const response = await session.run(
      {
        kind: 'symmetry',
        board: state.board,
        start,
        algorithm: state.algorithm,
        ...(info.seed && state.seed !== undefined ? { seed: state.seed } : {}),
      },
      `Solving ${boardName(state.board)} from ${squareLabel(start)} and its images…`,
    );
    if (!response) return;
    if (response.kind === 'cancelled') return session.status.say('Cancelled.');
    if (response.kind === 'error') return session.status.error(response.message);
    if (response.kind !== 'symmetry') return;
    const { report, images } = response;
    const identity = images[0]!.tour;
    const layout = session.layout(state.board);
    session.showWalk(walkContent(layout, identity.squares), false);
    session.setExportable(identity.squares.length ? { kind: 'tour', tour: identity } : undefined);
    const cell = Math.max(
      2,
      Math.min(20, Math.floor(160 / Math.max(state.board.width, state.board.height))),
    );
    figures.replaceChildren(
      ...images.map((image) => {
        const result = report.results.find((r) => r.name === image.name);
        return figure(image, result, cell, layout);
      }),
    );
    const failing = report.results.filter((r) => r.status === 'fails').map((r) => r.name);
    const axes = report.startOnAxes.length
      ? ` The start lies on the axis of ${report.startOnAxes.map(symmetryWords).join(', ')} (an octant boundary): even OctAML is only rotation-symmetric there.`
      : '';
    const from = squareLabel(start);
    session.status.say(
      ...(report.symmetric
        ? [
            { text: 'Symmetric:', tone: 'good' as const },
            ` every walk is the image of the walk from ${from} under the symmetry that maps the starts.${axes}`,
          ]
        : [
            { text: 'Not symmetric:', tone: 'bad' as const },
            ` the walks from the start ${failing.map(symmetryWords).join(', ')} are not the walk from ${from} so moved.${axes}`,
          ]),
    );
    session.status.mark({ symmetric: String(report.symmetric) });
  }

  choose(square: number): void {
    const { session } = this;
    const cell = session.content.layout.cellAt[square]!;
    const { width } = session.state.board;
    session.state.start = [cell % width, Math.floor(cell / width)];
    session.writeUrl();
    this.show();
  }

  describe(square: number): string {
    return stepAt(this.session, square);
  }

  legend(): LegendEntry[] {
    return walkLegend(true);
  }
}

/** A symmetry in words, its name after them: `turned a quarter clockwise (rot90)`. */
const SYMMETRY_WORDS: Readonly<Record<string, string>> = {
  identity: 'the walk itself',
  rot90: 'turned a quarter clockwise',
  rot180: 'turned half round',
  rot270: 'turned a quarter anticlockwise',
  flipX: 'mirrored left to right',
  flipY: 'mirrored top to bottom',
  transpose: 'mirrored in the diagonal from the top-left corner',
  antiTranspose: 'mirrored in the diagonal from the top-right corner',
};

/** `mirrored left to right (flipX)`. */
export function symmetryWords(name: string): string {
  const words = SYMMETRY_WORDS[name];
  return words ? `${words} (${name})` : name;
}

function resultText(result: SymmetryResult | undefined): string {
  if (!result) return 'the start itself';
  if (result.status === 'holds') return 'image of the walk ✓';
  if (result.status === 'fails') return `differs at step ${result.step} ✗`;
  return `not applicable: ${result.reason ?? ''}`;
}

/** One image: its walk drawn small, its name and whether it is the image of the walk. */
function figure(
  image: SymmetryImage,
  result: SymmetryResult | undefined,
  cell: number,
  layout: IndexedLayout,
): HTMLElement {
  const status = result?.status ?? 'identity';
  const element = document.createElement('figure');
  element.dataset.symmetry = image.name;
  element.dataset.status = status;
  const content = walkContent(layout, image.tour.squares);
  const canvas = renderToCanvas(content, image.tour.squares.length, cell, {
    lines: true,
    numbers: false,
  });
  canvas.setAttribute('role', 'img');
  canvas.setAttribute(
    'aria-label',
    `${symmetryWords(image.name)}: walk from ${squareLabel(image.start)}`,
  );
  const caption = document.createElement('figcaption');
  const verdict = document.createElement('span');
  verdict.className = status;
  verdict.textContent = resultText(result);
  caption.append(
    `${symmetryWords(image.name)} · from ${squareLabel(image.start)} · ${image.tour.squares.length} squares · `,
    verdict,
  );
  element.append(canvas, caption);
  return element;
}
