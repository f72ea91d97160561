#!/usr/bin/env node
// Start-up of the built command line beside Node's own: `node bin/knights-tour.js ARGS` and
// `node -e 0` run in turn (A B A B ..., so that a drift in the machine's speed hits both),
// whole processes timed from spawn to exit; prints the medians and the median difference.
//   node apps/cli/bench/startup.mjs [--runs N] [-- ARGS]   (default ARGS: --version; e.g. -- solve 8)
// Build first (`npx -y pnpm@10.34.9 --filter knights-tour... run build`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const options = dash < 0 ? argv : argv.slice(0, dash);
const args = dash < 0 ? ['--version'] : argv.slice(dash + 1);
const runsAt = options.indexOf('--runs');
const runs = runsAt < 0 ? 20 : Number(options[runsAt + 1]);
const bin = fileURLToPath(new URL('../bin/knights-tour.js', import.meta.url));

/** Wall seconds of one whole process; fails loudly if the command does. */
function time(command) {
  const started = process.hrtime.bigint();
  const r = spawnSync(process.execPath, command, { stdio: ['ignore', 'ignore', 'pipe'] });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (r.status !== 0) throw new Error(`${command.join(' ')} exited ${r.status}: ${r.stderr}`);
  return seconds;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const cli = [];
const node = [];
time([bin, ...args]); // warm-up: the file system cache
time(['-e', '0']);
for (let i = 0; i < runs; i++) {
  cli.push(time([bin, ...args]));
  node.push(time(['-e', '0']));
}
const over = median(cli.map((c, i) => c - node[i]));
const f = (s) => `${s.toFixed(3)} s`;
console.log(`command: node apps/cli/bench/startup.mjs --runs ${runs} -- ${args.join(' ')}`);
console.log(
  `knights-tour ${args.join(' ')}: median ${f(median(cli))} (whole process, ${runs} runs)`,
);
console.log(`node -e 0: median ${f(median(node))}`);
console.log(`over node -e 0: median ${f(over)} (paired runs)`);
