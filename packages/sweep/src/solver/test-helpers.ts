import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The solver with faults on demand (fixtures/solvers/faulty.mjs). */
export const FAULTY = fileURLToPath(new URL('../../fixtures/solvers/faulty.mjs', import.meta.url));

/**
 * Whether process `pid` still runs. A killed process whose parent died first stays a zombie
 * until the system's init reaps it (here up to 1.5 s later): it runs no more, and Linux says
 * so in /proc (state Z or X); elsewhere only its end shows.
 */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

/** Resolves once process `pid` has stopped; a generous deadline only a real leak reaches. */
export async function gone(pid: number, deadlineMs = 30_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (running(pid)) {
    if (Date.now() > until) throw new Error(`process ${pid} is still running`);
    // No event says that another process ended: look again shortly, without spinning.
    await new Promise((next) => setTimeout(next, 20));
  }
}
