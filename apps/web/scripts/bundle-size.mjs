#!/usr/bin/env node
// The page's size budget: gzip of every JavaScript and WebAssembly file of the built folder
// must stay under BUDGET bytes. Runs after `vite build` (the package's build script), so a
// build that breaks the budget fails; prints the figure the README quotes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET = 150 * 1024;
const dist = fileURLToPath(new URL('../dist', import.meta.url));

/** Every .js/.mjs/.wasm file under `dir` with its raw and gzipped size. */
export function measure(dir = dist) {
  const files = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(m?js|wasm)$/.test(name)) {
        const bytes = readFileSync(path);
        files.push({
          file: relative(dir, path),
          raw: bytes.length,
          gzip: gzipSync(bytes, { level: 9 }).length,
        });
      }
    }
  };
  walk(dir);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  return { files, gzip };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, gzip } = measure();
  for (const f of files) console.log(`${f.file}: ${f.raw} bytes, ${f.gzip} gzipped`);
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`JavaScript + WebAssembly, gzipped: ${kb(gzip)} (budget ${kb(BUDGET)})`);
  if (files.length === 0) {
    console.error('bundle-size: no JavaScript in dist/ (run vite build first)');
    process.exit(2);
  }
  if (gzip > BUDGET) {
    console.error(`bundle-size: ${kb(gzip)} gzipped is over the ${kb(BUDGET)} budget`);
    process.exit(1);
  }
}
