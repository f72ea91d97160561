import { run } from './main.js';

// The runner stops a cancelled job with SIGINT, then SIGTERM: stop the sweep so that the
// results file keeps every finished task and the step reports what it did.
const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => controller.abort());
}

await run({ signal: controller.signal });
// Worker threads and signal handlers must not keep the process alive once the work is reported.
process.exit(process.exitCode ?? 0);
