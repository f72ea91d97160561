// The tables and pictures of docs/literature.md, from the results file of scripts/literature.mjs
// (`node scripts/literature.mjs docs`). Each generated block sits between
// `<!-- literature:NAME -->` and `<!-- /literature:NAME -->`; the prose around them is written by
// hand. Pictures go to docs/img/literature/ (SVG drawn here, no dependency).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = resolve(root, 'docs/literature.md');
const IMG = resolve(root, 'docs/img/literature');

const label = (r) => (r.seed === undefined ? r.algorithm : `${r.algorithm} (random ties)`);
/** A share as a percentage: `digits` decimals, or two significant digits when it is smaller. */
const pct = (part, whole, digits = 2) => {
  if (!whole) return '–';
  const v = (100 * part) / whole;
  if (v > 0 && v < 10 ** -digits) return `${v.toPrecision(2)} %`;
  return `${v.toFixed(digits)} %`;
};
const int = (v) => v.toLocaleString('en-US');

/** Wilson score interval (95 %) of `k` successes in `n` trials, as [low, high]. */
export function wilson(k, n, z = 1.96) {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

/** Possible starts of `x, y` on an n×n board (SPEC §1): all squares, or white ones on odd n. */
const possible = (n, x, y) => n % 2 === 0 || (x + y) % 2 === 0;

/** In the paper's octant set (SPEC §7): x < ⌊n/2⌋, y ≤ ⌊n/2⌋, x ≤ y. */
const inOctant = (n, x, y) => x < Math.floor(n / 2) && y <= Math.floor(n / 2) && x <= y;

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

/** A Markdown table; a column whose cells all begin with a digit is right-aligned. */
function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const numeric = header.map(
    (_, i) => rows.length > 0 && rows.every((r) => /^[0-9]/.test(String(r[i]))),
  );
  return [line(header), line(numeric.map((n) => (n ? '---:' : '---'))), ...rows.map(line)].join(
    '\n',
  );
}

/** Records of experiment `starts` grouped by rule label, for one start set. */
function byRule(records, set, compared) {
  const out = new Map(compared.map((r) => [label(r), []]));
  for (const r of records) {
    if (r.experiment !== 'starts' || r.starts !== set) continue;
    if (!out.has(label(r))) out.set(label(r), []);
    out.get(label(r)).push(r);
  }
  for (const list of out.values()) list.sort((a, b) => a.width - b.width);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Blocks

function allStartsBlock(rules, sizes) {
  const [from, to] = [sizes.allStarts[0], sizes.allStarts.at(-1)];
  const rows = [];
  for (const [name, list] of rules) {
    const inRange = list.filter((r) => r.width >= from && r.width <= to);
    if (!inRange.length) continue;
    const instances = inRange.reduce((s, r) => s + r.instances, 0);
    const failed = inRange.reduce((s, r) => s + r.failed, 0);
    const boards = inRange.filter((r) => r.failed > 0);
    const worst = [...inRange].sort((a, b) => b.failed / b.instances - a.failed / a.instances)[0];
    const random = name.includes('random');
    const [lo, hi] = wilson(failed, instances);
    rows.push([
      `\`${name.replace(' (random ties)', '')}\`${random ? ' (random ties, seed 1)' : ''}`,
      int(instances),
      int(failed),
      pct(failed, instances, 3) +
        (random ? ` (95 %: ${(100 * lo).toFixed(3)}–${(100 * hi).toFixed(3)})` : ''),
      `${boards.length} of ${inRange.length}`,
      boards.length ? String(boards[0].width) : 'none',
      worst.failed ? `${worst.width} (${pct(worst.failed, worst.instances, 1)})` : '–',
    ]);
  }
  return table(
    [
      'rule',
      'instances',
      'failures',
      'failure rate',
      'boards with a failure',
      'first failing n',
      'worst n',
    ],
    rows,
  );
}

function octantBlock(rules, sizes) {
  const rows = [];
  for (const name of ['octaml', 'octaml16', 'aml']) {
    const list = (rules.get(name) ?? []).filter((r) => r.width <= sizes.allStarts.at(-1));
    if (!list.length) continue;
    let instances = 0;
    let failed = 0;
    const failing = new Set();
    for (const r of list) {
      const n = r.width;
      for (let y = 0; y < n; y++)
        for (let x = 0; x < n; x++) if (inOctant(n, x, y) && possible(n, x, y)) instances++;
      for (const [x, y] of r.failures) {
        if (inOctant(n, x, y)) {
          failed++;
          failing.add(n);
        }
      }
    }
    rows.push([
      `\`${name}\``,
      int(instances),
      int(failed),
      [...failing].slice(0, 12).join(', ') || 'none',
    ]);
  }
  return table(['rule', 'instances (paper-octant1)', 'failures', 'n with a failure'], rows);
}

function cornerBlock(rules, sizes) {
  const last = sizes.corner.at(-1);
  const rows = [];
  for (const [name, list] of rules) {
    if (name.includes('random')) continue;
    const inRange = list.filter((r) => r.width <= last);
    if (!inRange.length) continue;
    const failing = inRange.filter((r) => r.failed > 0);
    const shown = failing.slice(0, 14).map((r) => `${r.width} (${int(r.failures[0][2])})`);
    rows.push([
      `\`${name}\``,
      `${failing.length} of ${inRange.length}`,
      failing.length ? String(failing[0].width) : 'none',
      shown.join(', ') + (failing.length > 14 ? `, … (${failing.length - 14} more)` : '') || '–',
    ]);
  }
  return table(['rule', 'failing boards', 'first failing n', 'failing n (squares reached)'], rows);
}

function corner2000Block(rules, sizes) {
  const rows = [];
  for (const name of ['roth', 'roth-mathematica', 'switching']) {
    const list = rules.get(name) ?? [];
    const beyond = list.filter((r) => r.width > sizes.corner.at(-1));
    if (!beyond.length) continue;
    const all = list.filter((r) => r.width <= sizes.corner2000.at(-1));
    const failing = all.filter((r) => r.failed > 0);
    const below = (limit) => all.filter((r) => r.width < limit);
    const failBelow = (limit) => below(limit).filter((r) => r.failed > 0).length;
    rows.push([
      `\`${name}\``,
      `${all[0].width}–${all.at(-1).width}`,
      `${failing.length} of ${all.length} (${pct(failing.length, all.length)})`,
      `${failBelow(1001)} of ${below(1001).length}`,
      failing
        .map((r) => `${r.width} (${int(r.failures[0][2])} of ${int(r.width * r.width)})`)
        .join(', ') || 'none',
    ]);
  }
  return table(
    ['rule', 'n', 'failing boards', 'below 1001', 'failing n (squares reached of n²)'],
    rows,
  );
}

function sc6Block(rules) {
  const walks = (order) => new Map((rules.get(`order-${order}`) ?? []).map((r) => [r.width, r]));
  const a = walks('34567812');
  const b = walks('43567812');
  const c = walks('35467812');
  const rows = [];
  for (let m = 5; m <= 112; m++) {
    const ra = a.get(m);
    if (!ra || ra.failed === 0) continue;
    const cell = (r) => (!r ? '?' : r.failed ? `fails (${int(r.failures[0][2])})` : 'tour');
    rows.push([
      String(m),
      `fails (${int(ra.failures[0][2])} of ${int(m * m)})`,
      cell(b.get(m)),
      cell(c.get(m)),
    ]);
  }
  return table(['m', '34567812', '43567812', '35467812'], rows);
}

function nineteenBlock(records) {
  const rows = records.filter((r) => r.experiment === 'nineteen').sort((p, q) => p.width - q.width);
  if (!rows.length) return '_not computed yet_';
  const [from, to] = rows[0].heights;
  const summary = (limit) => {
    let boards = 0;
    const failures = [];
    const histogram = new Array(20).fill(0);
    for (const r of rows) {
      if (r.width > limit) continue;
      r.order.forEach((index, i) => {
        const h = from + i;
        if (h > limit) return;
        boards++;
        histogram[index]++;
        if (index === 0)
          failures.push(
            `${r.width}x${h} (${int(r.failures.find(([fh]) => fh === h)[1])} of ${int(r.width * h)})`,
          );
      });
    }
    return { boards, failures, histogram };
  };
  const small = summary(200);
  const large = summary(to);
  const hist = (s) =>
    s.histogram
      .map((count, i) => (i === 0 || !count ? undefined : `${i}: ${int(count)}`))
      .filter(Boolean)
      .join(', ');
  return [
    table(
      ['boards (corner)', 'boards', 'failures', 'boards each order index toured (1 = 34567812, …)'],
      [
        [
          `${from} ≤ m, n ≤ 200`,
          int(small.boards),
          small.failures.join(', ') || 'none',
          hist(small),
        ],
        [
          `${from} ≤ m, n ≤ ${to}`,
          int(large.boards),
          large.failures.join(', ') || 'none',
          hist(large),
        ],
      ],
    ),
  ].join('\n');
}

function allOrdersBlock(records) {
  const r = records.find((x) => x.experiment === 'all-orders');
  if (!r) return '_not computed yet_';
  const boards = Object.entries(r.firstFailure);
  const top = [...boards].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return [
    `- Orders: ${int(r.orders)}; walks: ${int(r.walks)} (each order on the boards ${r.boards[0]}..${r.boards[1]} × ${r.boards[0]}..${r.boards[1]}, width then height, from the corner, until it first fails).`,
    `- Orders that fail on none of these boards: **${r.noFailure.length}**${r.noFailure.length ? ` (${r.noFailure.slice(0, 10).join(', ')}${r.noFailure.length > 10 ? ', …' : ''})` : ''}.`,
    `- Boards where most orders first fail: ${top.map(([b, c]) => `${b} (${int(c)})`).join(', ')}.`,
    `- The last first failure: ${r.last ? `order ${r.last[0]} on ${r.last[1]}` : '–'} (${boards.length} boards are some order's first failure).`,
  ].join('\n');
}

function marateckBlock(records) {
  const r = records.find((x) => x.experiment === 'marateck');
  if (!r) return '_not computed yet_';
  const rows = [];
  for (let y = 0; y < r.height; y++)
    rows.push([String(y), ...r.failing.slice(y * r.width, (y + 1) * r.width).map(String)]);
  const total = r.failing.reduce((s, v) => s + v, 0);
  return [
    table(['y \\ x', ...Array.from({ length: r.width }, (_, x) => String(x))], rows),
    '',
    `Failing (start, order) pairs: ${int(total)} of ${int(r.orders * r.width * r.height)} (${pct(total, r.orders * r.width * r.height)}); every start has failing orders, the fewest ${Math.min(...r.failing)}, the most ${Math.max(...r.failing)}.`,
  ].join('\n');
}

function ratesBlock(records) {
  const rates = records.filter((r) => r.experiment === 'rates');
  if (!rates.length) return '_not computed yet_';
  const bySide = new Map();
  for (const r of rates) {
    if (!bySide.has(r.width)) bySide.set(r.width, {});
    bySide.get(r.width)[r.algorithm] = r;
  }
  const cell = (r) => {
    if (!r) return '';
    const [lo, hi] = wilson(r.successes, r.trials);
    const few = r.successes < r.trials / 100 ? ` = ${r.successes} of ${int(r.trials)}` : '';
    return `${(100 * (r.successes / r.trials)).toFixed(2)} %${few} (${(100 * lo).toFixed(2)}–${(100 * hi).toFixed(2)})`;
  };
  const rows = [...bySide.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([m, r]) => [
      String(m),
      int((r.warnsdorff ?? r.pohl).trials),
      cell(r.warnsdorff),
      cell(r.pohl),
    ]);
  return table(
    [
      'm',
      'trials',
      'random ties: success (95 % interval)',
      'Pohl, random ties: success (95 % interval)',
    ],
    rows,
  );
}

function parberryBlock(records) {
  const rows = records
    .filter((r) => r.experiment === 'parberry')
    .sort((a, b) => a.width - b.width)
    .map((r) => {
      const sorted = [...r.attempts].sort((a, b) => a - b);
      const mean = r.attempts.reduce((s, v) => s + v, 0) / r.attempts.length;
      return [
        `${r.width}x${r.height}`,
        int(r.runs),
        mean.toFixed(1),
        String(sorted[sorted.length >> 1]),
        int(sorted.at(-1)),
        String(r.gaveUp),
      ];
    });
  if (!rows.length) return '_not computed yet_';
  return table(['board', 'runs', 'mean attempts', 'median', 'most', 'gave up'], rows);
}

// ---------------------------------------------------------------------------------------------
// Pictures

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
function ratePlot(rules, sizes) {
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
function cornerPlot(rules, sizes) {
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
function mapsPlot(rules, sizes) {
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
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++)
        if (possible(n, x, y)) starts[Math.floor((y * B) / n) * B + Math.floor((x * B) / n)]++;
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

function replaceBlock(text, name, content) {
  const open = `<!-- literature:${name} -->`;
  const close = `<!-- /literature:${name} -->`;
  const a = text.indexOf(open);
  const b = text.indexOf(close);
  if (a < 0 || b < a) throw new Error(`docs/literature.md has no block ${name}`);
  return `${text.slice(0, a + open.length)}\n${content}\n${text.slice(b)}`;
}

/** The rules compared, with their words and sources, from core's catalogue. */
function rulesBlock(compared, algorithmInfo) {
  const rows = [];
  for (const r of compared) {
    if (r.seed !== undefined) continue;
    const info = algorithmInfo(r.algorithm);
    rows.push([
      `\`${info.name}\``,
      info.summary,
      info.source,
      info.attempts > 1 ? String(info.attempts) : '1',
    ]);
  }
  return table(['rule', 'what it does', 'source', 'attempts'], rows);
}

export function writeDocs(records, { compared, sizes, file, algorithmInfo }) {
  const all = byRule(records, 'all', compared);
  const corner = byRule(records, 'corner', compared);
  const images = {
    rate: ratePlot(all, sizes),
    corner: cornerPlot(corner, sizes),
    maps: mapsPlot(all, sizes),
  };
  const blocks = {
    rules: rulesBlock(compared, algorithmInfo),
    'all-starts': allStartsBlock(all, sizes),
    octant: octantBlock(all, sizes),
    'rate-plot': `![Failure rate from every start against n, every rule](${images.rate})`,
    maps: `![Where the failing starts lie, rule by rule](${images.maps})`,
    corner: cornerBlock(corner, sizes),
    'corner-plot': `![Failing corner boards, rule by rule](${images.corner})`,
    'corner-2000': corner2000Block(corner, sizes),
    sc6: sc6Block(corner),
    nineteen: nineteenBlock(records),
    'all-orders': allOrdersBlock(records),
    marateck: marateckBlock(records),
    rates: ratesBlock(records),
    parberry: parberryBlock(records),
    source: `Generated by \`node scripts/literature.mjs docs\` from \`${relative(root, file)}\` (${int(records.length)} records).`,
  };
  let text = readFileSync(DOC, 'utf8');
  for (const [name, content] of Object.entries(blocks)) text = replaceBlock(text, name, content);
  writeFileSync(`${DOC}.tmp`, text);
  renameSync(`${DOC}.tmp`, DOC);
  console.log(
    `wrote ${relative(root, DOC)} and ${Object.keys(images).length} pictures in ${relative(root, IMG)}`,
  );
}
