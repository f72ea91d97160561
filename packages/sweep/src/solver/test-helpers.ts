import { fileURLToPath } from 'node:url';

/** The solver with faults on demand (fixtures/solvers/faulty.mjs). */
export const FAULTY = fileURLToPath(new URL('../../fixtures/solvers/faulty.mjs', import.meta.url));

/** Resolves once process `pid` is gone; a generous deadline only a real leak reaches. */
export async function gone(pid: number, deadlineMs = 30_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > until) throw new Error(`process ${pid} is still running`);
    await new Promise((next) => setImmediate(next));
  }
}
