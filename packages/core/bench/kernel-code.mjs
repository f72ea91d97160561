// Runs the sweep kernel alone, for reading V8's code for it and counting what it does
// (docs/performance.md, "Where the kernel's time goes"):
//
//   node --print-wasm-code --no-liftoff packages/core/bench/kernel-code.mjs 110 --seconds 1
//   valgrind --tool=cachegrind ... node --no-liftoff packages/core/bench/kernel-code.mjs 430 --starts 32
//
// OctAML16 through HeuristicRunner.summarizeAll on an n×n board: from the first COUNT
// paper-octant1 starts once (two counts, subtracted, give the cost of the extra walks without
// start-up and compilation), or from all of them repeatedly for about S seconds.
// Prints {n, starts, squares, ms}.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const option = (name) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : Number(process.argv[i + 1]);
};
const { createBoard, HeuristicRunner, startSquares } = await import(
  pathToFileURL(join(here, '../dist/index.js')).href
);
const n = Number(process.argv[2] ?? 110);
const board = createBoard(n);
const all = startSquares('paper-octant1', board);
const starts = all.slice(0, option('--starts') ?? all.length);
const seconds = option('--seconds') ?? 0;
let squares = 0;
const t0 = performance.now();
do {
  const out = new HeuristicRunner(board).summarizeAll('octaml16', starts);
  for (const w of out.walked) squares += w;
} while (performance.now() - t0 < seconds * 1000);
const ms = performance.now() - t0;
console.log(JSON.stringify({ n, starts: starts.length, squares, ms: Math.round(ms) }));
