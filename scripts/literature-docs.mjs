// The tables and pictures of docs/literature.md, from the results file of scripts/literature.mjs
// (`node scripts/literature.mjs docs`). Each generated block sits between
// `<!-- literature:NAME -->` and `<!-- /literature:NAME -->`; the prose around them is written by
// hand. Pictures go to docs/img/literature/ (SVG drawn here, no dependency).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countStartSquares, createBoard } from '../packages/core/dist/index.js';
import { inStartSet } from '../packages/core/dist/internal.js';
import { int, label, pct, wilson } from './literature-format.mjs';
import { cornerPlot, mapsPlot, ratePlot } from './literature-plots.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = resolve(root, 'docs/literature.md');
const IMG = resolve(root, 'docs/img/literature');

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
      const board = createBoard(n, n);
      instances += countStartSquares('paper-octant1', board);
      for (const [x, y] of r.failures) {
        if (inStartSet('paper-octant1', board, x, y)) {
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
