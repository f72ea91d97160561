import { hex, type Rgb, stepColour, UNVISITED } from './colour.js';

/** One line of the legend under the board: a swatch (a colour, the step ramp or a mark) and its meaning. */
export interface LegendEntry {
  readonly label: string;
  readonly colour?: Rgb;
  readonly swatch?: 'ramp' | 'start' | 'knight' | 'target' | 'chosen' | 'flash';
}

/** The entries every walk shares: the ramp, the cells never reached, the start and the knight. */
export function walkLegend(finished: boolean): LegendEntry[] {
  return [
    { label: 'first step → last step', swatch: 'ramp' },
    { label: 'the start', swatch: 'start' },
    { label: 'the knight now', swatch: 'knight' },
    ...(finished ? [{ label: 'never reached', colour: UNVISITED }] : []),
  ];
}

/** Fills the legend list under the board. */
export function showLegend(entries: readonly LegendEntry[]): void {
  const list = document.getElementById('legend')!;
  list.replaceChildren(
    ...entries.map(({ label, colour, swatch }) => {
      const li = document.createElement('li');
      const mark = document.createElement('span');
      mark.className = `swatch${swatch ? ` ${swatch}` : ''}`;
      if (colour) mark.style.background = hex(colour);
      if (swatch === 'start') mark.style.background = hex(stepColour(1, 100));
      if (swatch === 'ramp') {
        const stops = [0, 0.25, 0.5, 0.75, 1].map((t) => hex(stepColour(1 + t * 99, 100)));
        mark.style.background = `linear-gradient(to right, ${stops.join(', ')})`;
      }
      li.append(mark, label);
      return li;
    }),
  );
}
