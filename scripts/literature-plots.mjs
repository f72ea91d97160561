// The pictures of docs/literature.md (SVG drawn here, no dependency), written to
// docs/img/literature/ by scripts/literature-docs.mjs; each function returns the picture's
// path relative to docs/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBoard, isPossibleStart } from '../packages/core/dist/index.js';
import { int, pct } from './literature-format.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const IMG = resolve(root, 'docs/img/literature');

const PALETTE = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#393b79',
  '#637939',
  '#ad494a',
];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

function writeSvg(name, title, body, width, height) {
  mkdirSync(IMG, { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="11">\n<title>${esc(title)}</title>\n<rect width="${width}" height="${height}" fill="white"/>\n${body}\n</svg>\n`;
  writeFileSync(resolve(IMG, name), svg);
  return `img/literature/${name}`;
}

/**
 * Failure rate (every start) against n: one small panel per rule on the same axes (a bar per
 * n, log scale from 0.01 % to 100 %; no bar: no failure), so that thirteen rules stay readable.
 */
export function ratePlot(rules, sizes) {
  const names = [...rules.keys()];
  const cols = 3;
  const [pw, ph, left, gapX, gapY, top] = [250, 96, 44, 24, 40, 10];
  const W = left + cols * (pw + gapX);
  const H = top + Math.ceil(names.length / cols) * (ph + gapY) + 24;
  const [from, to] = [sizes.allStarts[0], sizes.allStarts.at(-1)];
  const barW = pw / (to - from + 1);
  const parts = [];
  names.forEach((name, i) => {
    const ox = left + (i % cols) * (pw + gapX);
    const oy = top + Math.floor(i / cols) * (ph + gapY) + 16;
    const sy = (rate) => oy + ph - ((Math.log10(Math.max(rate, 1e-4)) + 4) / 4) * ph;
    const list = rules.get(name).filter((r) => r.width >= from && r.width <= to);
    const failed = list.reduce((s, r) => s + r.failed, 0);
    const instances = list.reduce((s, r) => s + r.instances, 0);
    parts.push(`<text x="${ox}" y="${oy - 5}" font-weight="bold">${esc(name)}</text>`);
    parts.push(
      `<text x="${ox + pw}" y="${oy - 5}" text-anchor="end">${pct(failed, instances, 3)} of ${int(instances)}</text>`,
    );
    parts.push(
      `<rect x="${ox}" y="${oy}" width="${pw}" height="${ph}" fill="#fafafa" stroke="#bbb"/>`,
    );
    for (const e of [-2, 0]) {
      const y = sy(10 ** e);
      parts.push(`<line x1="${ox}" x2="${ox + pw}" y1="${y}" y2="${y}" stroke="#e4e4e4"/>`);
      if (i % cols === 0)
        parts.push(
          `<text x="${ox - 4}" y="${y + 4}" text-anchor="end">${e === 0 ? '100 %' : '1 %'}</text>`,
        );
    }
    if (i % cols === 0)
      parts.push(`<text x="${ox - 4}" y="${oy + ph}" text-anchor="end">0.01 %</text>`);
    for (const n of [from, 50, to].filter((v) => v <= to)) {
      parts.push(
        `<text x="${ox + (n - from + 0.5) * barW}" y="${oy + ph + 12}" text-anchor="middle" fill="#666">${n}</text>`,
      );
    }
    const color = PALETTE[i % PALETTE.length];
    for (const r of list) {
      if (!r.failed) continue;
      const y = sy(r.failed / r.instances);
      parts.push(
        `<rect x="${(ox + (r.width - from) * barW).toFixed(1)}" y="${y.toFixed(1)}" width="${Math.max(1, barW - 0.6).toFixed(1)}" height="${(oy + ph - y).toFixed(1)}" fill="${color}"/>`,
      );
    }
  });
  parts.push(
    `<text x="${left}" y="${H - 6}">Share of all possible starts that fail, against n (${from} to ${to}); log scale, 0.01 % to 100 %.</text>`,
  );
  return writeSvg(
    'failure-rate.svg',
    'Failure rate from every start against n, every rule',
    parts.join('\n'),
    W,
    H,
  );
}

/** Failing corner boards per rule: a tick at each failing n. */
export function cornerPlot(rules, sizes) {
  const last = sizes.corner2000.at(-1);
  const names = [...rules.keys()].filter((n) => !n.includes('random'));
  const [W, rowH, left, right, top] = [820, 20, 130, 20, 16];
  const H = top + names.length * rowH + 40;
  const sx = (n) => left + ((n - 5) / (last - 5)) * (W - left - right);
  const parts = [];
  for (let n = 0; n <= last; n += last > 1000 ? 250 : 100) {
    if (n < 5) continue;
    parts.push(
      `<line x1="${sx(n)}" x2="${sx(n)}" y1="${top}" y2="${top + names.length * rowH}" stroke="#eee"/>`,
    );
    parts.push(
      `<text x="${sx(n)}" y="${top + names.length * rowH + 14}" text-anchor="middle">${n}</text>`,
    );
  }
  parts.push(
    `<text x="${(left + W - right) / 2}" y="${H - 6}" text-anchor="middle">n: corner start of the n×n board; a tick where the rule fails (grey: not run that far)</text>`,
  );
  names.forEach((name, i) => {
    const y = top + i * rowH;
    const list = rules.get(name);
    const ran = list.length ? list.at(-1).width : 5;
    parts.push(`<text x="${left - 8}" y="${y + 14}" text-anchor="end">${esc(name)}</text>`);
    parts.push(
      `<rect x="${left}" y="${y + 4}" width="${sx(ran) - left}" height="${rowH - 8}" fill="#f4f4f4"/>`,
    );
    if (ran < last)
      parts.push(
        `<rect x="${sx(ran)}" y="${y + 4}" width="${sx(last) - sx(ran)}" height="${rowH - 8}" fill="#ddd"/>`,
      );
    // One path per rule: a vertical tick at each failing n.
    const ticks = list
      .filter((r) => r.failed)
      .map((r) => `M${sx(r.width).toFixed(1)} ${y + 3}v${rowH - 6}`);
    if (ticks.length) {
      parts.push(
        `<path d="${ticks.join('')}" stroke="${PALETTE[i % PALETTE.length]}" stroke-width="1.5"/>`,
      );
    }
  });
  return writeSvg('corner.svg', 'Failing corner boards, rule by rule', parts.join('\n'), W, H);
}

/** Where failing starts lie: per rule, the share of failing starts in a 20×20 grid of relative position, over every n. */
export function mapsPlot(rules, sizes) {
  const B = 20;
  const names = [...rules.keys()];
  const cols = 5;
  const [cell, pad, titleH] = [6, 16, 16];
  const size = B * cell;
  const Wd = cols * (size + pad) + pad;
  const rowsN = Math.ceil(names.length / cols);
  const Hd = rowsN * (size + pad + titleH) + pad + 56;
  const [from, to] = [sizes.allStarts[0], sizes.allStarts.at(-1)];
  // Possible starts per bin, over the same boards.
  const starts = new Float64Array(B * B);
  for (let n = from; n <= to; n++) {
    const board = createBoard(n, n);
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++)
        if (isPossibleStart(board, x, y))
          starts[Math.floor((y * B) / n) * B + Math.floor((x * B) / n)]++;
  }
  const parts = [];
  names.forEach((name, i) => {
    const fails = new Float64Array(B * B);
    for (const r of rules.get(name)) {
      if (r.width < from || r.width > to) continue;
      const n = r.width;
      for (const [x, y] of r.failures)
        fails[Math.floor((y * B) / n) * B + Math.floor((x * B) / n)]++;
    }
    const ox = pad + (i % cols) * (size + pad);
    const oy = pad + Math.floor(i / cols) * (size + pad + titleH);
    const total = fails.reduce((s, v) => s + v, 0);
    parts.push(`<text x="${ox}" y="${oy + 11}">${esc(name)}: ${int(total)}</text>`);
    parts.push(
      `<rect x="${ox}" y="${oy + titleH}" width="${size}" height="${size}" fill="#fff" stroke="#999"/>`,
    );
    // Colour by the share of starts failing in the bin, on a log scale from 0.1 % to 100 %
    // (in 32 steps); the bins of one colour are one path.
    const byColour = new Map();
    for (let b = 0; b < B * B; b++) {
      if (!fails[b]) continue;
      const share = Math.max(0, Math.min(1, (Math.log10(fails[b] / starts[b]) + 3) / 3));
      const light = 92 - 2 * Math.round(31 * share);
      const square = `M${ox + (b % B) * cell} ${oy + titleH + Math.floor(b / B) * cell}h${cell}v${cell}h-${cell}z`;
      byColour.set(light, `${byColour.get(light) ?? ''}${square}`);
    }
    for (const [light, d] of byColour) parts.push(`<path d="${d}" fill="hsl(0,80%,${light}%)"/>`);
  });
  const key = [0.001, 0.01, 0.1, 1].map((share, k) => {
    const light = 92 - 2 * Math.round(31 * ((Math.log10(share) + 3) / 3));
    const x = pad + k * 70;
    return `<rect x="${x}" y="${Hd - 44}" width="14" height="14" fill="hsl(0,80%,${light}%)"/><text x="${x + 18}" y="${Hd - 33}">${share * 100} %</text>`;
  });
  parts.push(...key);
  parts.push(
    `<text x="${pad}" y="${Hd - 10}">Each square: the board (every n from ${from} to ${to}) in 20×20 parts, coloured by the share of its starts that fail (white: none).</text>`,
  );
  return writeSvg(
    'failure-maps.svg',
    'Where the failing starts lie, rule by rule',
    parts.join('\n'),
    Wd,
    Hd,
  );
}

// ---------------------------------------------------------------------------------------------
