import { boardName } from '@knights-tour/core';
import { byId } from './dom.js';
import { exportName, mapCsv, mapJson, pngBlob, tourDocumentText, walkSvg } from './export.js';
import type { Session } from './session.js';

/** How long the "link copied" line stays. */
const COPIED_MS = 4000;

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

/**
 * The export buttons: PNG of the board as drawn (a walk or a map); SVG and the tour document
 * of a tour; a failure map's data as JSON and CSV. Each is enabled exactly when the session
 * has what it writes, whatever view got it there.
 */
export function wireExportButtons(session: Session): void {
  const png = byId<HTMLButtonElement>('export-png');
  const svg = byId<HTMLButtonElement>('export-svg');
  const json = byId<HTMLButtonElement>('export-json');
  const csv = byId<HTMLButtonElement>('export-csv');
  session.onUpdate = () => {
    const what = session.exportable;
    png.disabled = session.content.kind === 'empty';
    svg.disabled = what?.kind !== 'tour';
    json.disabled = what === undefined;
    json.title =
      what?.kind === 'map'
        ? 'The map as data: start, squares reached, attempts'
        : 'The tour document';
    csv.disabled = what?.kind !== 'map';
    csv.hidden = what?.kind !== 'map';
  };
  session.onUpdate();
  png.addEventListener('click', async () => {
    const what = session.exportable;
    const name = what
      ? exportName(what, 'png')
      : `knights-tour-${boardName(session.content.layout)}.png`;
    download(name, await pngBlob(session.content, session.canvas.shown));
  });
  svg.addEventListener('click', () => {
    const what = session.exportable;
    if (what?.kind !== 'tour') return;
    const { columns } = session.layout(what.tour.board);
    const text = walkSvg(what.tour, columns);
    download(exportName(what, 'svg'), new Blob([text], { type: 'image/svg+xml' }));
  });
  json.addEventListener('click', () => {
    const what = session.exportable;
    if (!what) return;
    const text =
      what.kind === 'tour' ? tourDocumentText(what.tour) : mapJson(what.map, what.versus);
    download(exportName(what, 'json'), new Blob([text], { type: 'application/json' }));
  });
  csv.addEventListener('click', () => {
    const what = session.exportable;
    if (what?.kind !== 'map') return;
    download(
      exportName(what, 'csv'),
      new Blob([mapCsv(what.map, what.versus)], { type: 'text/csv' }),
    );
  });
  // The confirmation goes beside the button, never over the status line (the result stays
  // there), and goes away after a few seconds.
  const copied = byId('copied');
  let clear = 0;
  byId('copy-link').addEventListener('click', async () => {
    session.writeUrl();
    try {
      await navigator.clipboard.writeText(location.href);
      copied.textContent = 'Link copied: it reopens this view.';
    } catch {
      copied.textContent = `Link: ${location.href}`;
    }
    window.clearTimeout(clear);
    clear = window.setTimeout(() => {
      copied.textContent = '';
    }, COPIED_MS);
  });
}
