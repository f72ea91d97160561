// Assembles a WebAssembly text source (a package's `src/**/NAME.wat`) with wabt and writes its
// bytes, with any memory layout the .wat names, to `NAME.generated.ts` beside it. Build time
// only: the libraries embed the bytes and need no toolchain at run time (browsers included).
// Used by @knights-tour/core (the sweep kernel) and @knights-tour/verify (the tour check).
//
// Run from a package directory (its `kernel` and `kernel:check` scripts):
//   node ../../scripts/assemble-wat.mjs src/engine/sweep-kernel.wat           regenerate
//   node ../../scripts/assemble-wat.mjs src/engine/sweep-kernel.wat --check   exit 1 when stale
//
// In the .wat, `;; @define NAME 123` names a constant, `${NAME}` uses it (`${A + B * C}` too); the
// names are also exported as NAME_LAYOUT so the TypeScript side reads the same offsets (defined
// once). `;; @repeat NAME FROM TO` … `;; @end` writes its lines out once per value of NAME.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import wabtInit from 'wabt';

const args = process.argv.slice(2);
const check = args.includes('--check');
const sourceArg = args.find((arg) => !arg.startsWith('--'));
if (!sourceArg?.endsWith('.wat')) {
  console.error('usage: node scripts/assemble-wat.mjs <file.wat> [--check]');
  process.exit(2);
}
const source = resolve(sourceArg);
const target = source.replace(/\.wat$/, '.generated.ts');
const shown = relative(process.cwd(), source);
const prefix = basename(source, '.wat')
  .toUpperCase()
  .replace(/[^A-Z0-9]+/g, '_');
const { name: packageName } = JSON.parse(readFileSync('package.json', 'utf8'));

const text = readFileSync(source, 'utf8');
const layout = {};
for (const [, name, value] of text.matchAll(/^;; @define ([A-Z0-9_]+) (-?\d+)\s*$/gm)) {
  if (name in layout) throw new Error(`${name} is defined twice in ${shown}`);
  layout[name] = Number(value);
}
const expanded = expand(text.split('\n'), layout).join('\n');

/**
 * `${EXPR}`: a defined name, a number, or `+ - *` of them with parentheses (an unrolled
 * step's addresses, say `${RECORDS + LANE * RECORD_BYTES}`), as a decimal integer.
 */
function evaluate(expr, names) {
  const tokens = expr.match(/[A-Z0-9_]+|[-+*()]/g) ?? [];
  if (tokens.join('') !== expr.replace(/\s+/g, ''))
    throw new Error(`cannot read \${${expr}} in ${shown}`);
  let at = 0;
  const atom = () => {
    const token = tokens[at++];
    if (token === '(') {
      const value = sum();
      if (tokens[at++] !== ')') throw new Error(`unbalanced \${${expr}} in ${shown}`);
      return value;
    }
    if (token === '-') return -atom();
    if (/^\d+$/.test(token ?? '')) return Number(token);
    if (token === undefined || !(token in names))
      throw new Error(`${token} is used but not defined in ${shown}`);
    return names[token];
  };
  const product = () => {
    let value = atom();
    while (tokens[at] === '*') {
      at++;
      value *= atom();
    }
    return value;
  };
  const sum = () => {
    let value = product();
    while (tokens[at] === '+' || tokens[at] === '-')
      value += tokens[at++] === '+' ? product() : -product();
    return value;
  };
  const value = sum();
  if (at !== tokens.length) throw new Error(`cannot read \${${expr}} in ${shown}`);
  return value;
}

/**
 * Substitutes `${EXPR}` in `lines`, and writes out `;; @repeat NAME FROM TO` … `;; @end` blocks
 * once for each NAME from FROM to TO (counting down when TO < FROM; blocks nest): a kernel
 * unrolled over its lanes is written once in the .wat.
 */
function expand(lines, names) {
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const repeat = /^\s*;; @repeat ([A-Z0-9_]+) (\$\{[^}]*\}|\S+) (\$\{[^}]*\}|\S+)\s*$/.exec(
      lines[i],
    );
    if (!repeat) {
      out.push(lines[i].replace(/\$\{([^}]+)\}/g, (_, expr) => String(evaluate(expr, names))));
      continue;
    }
    let depth = 1;
    let end = i + 1;
    for (; end < lines.length; end++) {
      if (/^\s*;; @repeat /.test(lines[end])) depth++;
      else if (/^\s*;; @end\s*$/.test(lines[end]) && --depth === 0) break;
    }
    if (depth !== 0) throw new Error(`an @repeat of ${shown} has no @end`);
    const [, name, fromExpr, toExpr] = repeat;
    const from = evaluate(fromExpr.replace(/^\$\{|\}$/g, ''), names);
    const to = evaluate(toExpr.replace(/^\$\{|\}$/g, ''), names);
    const body = lines.slice(i + 1, end);
    for (let k = from; to >= from ? k <= to : k >= to; k += to >= from ? 1 : -1)
      out.push(...expand(body, { ...names, [name]: k }));
    i = end;
  }
  return out;
}

const wabt = await wabtInit();
const module = wabt.parseWat(basename(source), expanded, { simd: true });
module.validate();
const { buffer } = module.toBinary({});
module.destroy();

// The bytes as a literal, 20 to a line: no decoder needed wherever the library runs.
const byteLines = [];
for (let i = 0; i < buffer.length; i += 20)
  byteLines.push(`  ${[...buffer.subarray(i, i + 20)].join(', ')},`);
const lines = [
  `// Generated by \`pnpm --filter ${packageName} run kernel\` (scripts/assemble-wat.mjs) from`,
  `// ${shown} with wabt 1.0.39. Do not edit: change the .wat and regenerate.`,
  '',
  ...(Object.keys(layout).length > 0
    ? [
        `/** The memory layout of the module, as defined in ${shown}. */`,
        `export const ${prefix}_LAYOUT = {`,
        ...Object.entries(layout).map(([name, value]) => `  ${name}: ${value},`),
        '} as const;',
        '',
      ]
    : []),
  `/** The module's ${buffer.length} bytes. */`,
  `export const ${prefix}_WASM = /* @__PURE__ */ new Uint8Array([`,
  ...byteLines,
  ']);',
  '',
];
const generated = lines.join('\n');
const shownTarget = relative(process.cwd(), target);

if (check) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== generated) {
    console.error(
      `${shownTarget} differs from a fresh build of ${shown}: run \`pnpm --filter ${packageName} run kernel\` and commit it`,
    );
    process.exit(1);
  }
  console.log(`${shown}: committed bytes equal a fresh build (${buffer.length} bytes)`);
} else {
  writeFileSync(`${target}.tmp`, generated);
  renameSync(`${target}.tmp`, target);
  console.log(`wrote ${shownTarget} (${buffer.length} bytes of WebAssembly)`);
}
