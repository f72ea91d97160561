import { MOVES } from '@knights-tour/core';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The figure of a knight's eight moves as core numbers them (SPEC §2: clockwise from
 * west-north-west, y down as on the board): a 5×5 patch of board, the knight in the middle and
 * each square it reaches with its move number; move `cited` filled with the page's accent.
 */
export function drawMoveFigure(svg: SVGSVGElement, cited: number): void {
  const parts: Element[] = [...svg.querySelectorAll('title')];
  const add = (tag: string, attributes: Record<string, string | number>, text?: string) => {
    const element = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    if (text !== undefined) element.textContent = text;
    parts.push(element);
    return element;
  };
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 5; x++) {
      add('rect', { x, y, width: 1, height: 1, fill: (x + y) % 2 === 0 ? '#eeeee8' : '#d6d6cc' });
    }
  }
  MOVES.forEach(([dx, dy], k) => {
    const x = 2 + dx;
    const y = 2 + dy;
    const on = k + 1 === cited;
    add('circle', {
      cx: x + 0.5,
      cy: y + 0.5,
      r: 0.42,
      fill: on ? '#0b5fff' : '#ffffff',
      stroke: '#0b5fff',
      'stroke-width': 0.08,
    });
    add(
      'text',
      {
        x: x + 0.5,
        y: y + 0.52,
        'font-size': 0.55,
        'font-weight': 600,
        'text-anchor': 'middle',
        'dominant-baseline': 'middle',
        fill: on ? '#ffffff' : '#000000',
      },
      String(k + 1),
    );
  });
  add(
    'text',
    { x: 2.5, y: 2.56, 'font-size': 0.8, 'text-anchor': 'middle', 'dominant-baseline': 'middle' },
    '♞',
  );
  svg.replaceChildren(...parts);
}
