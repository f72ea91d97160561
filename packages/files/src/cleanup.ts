import { rmSync } from 'node:fs';
import { constants } from 'node:os';

// Files that exist only while this process works on them (temporary files being written, lock
// files): removed when it exits in any way. `process.exit` runs the 'exit' listener; a signal
// that nothing else handles would end the process without it, so while such a file exists this
// module handles SIGINT, SIGTERM and SIGHUP itself: remove, then exit as the signal would
// (128 + its number). A program that handles a signal itself (another listener) stops in its
// own way and releases its files on the way out, or at the latest in the 'exit' listener.

const held = new Set<string>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function removeAll(): void {
  for (const path of held) rmSync(path, { force: true });
  held.clear();
}

// First in line (prepended), so that a program's own `process.once` handler still counts.
function onSignal(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) > 1) return;
  removeAll();
  process.exit(128 + (constants.signals[signal] ?? 1));
}

/** Removes `path` when the process exits or is killed by a signal, until {@link release}d. */
export function holdUntilExit(path: string): void {
  if (held.size === 0) {
    process.on('exit', removeAll);
    for (const s of SIGNALS) process.prependListener(s, onSignal);
  }
  held.add(path);
}

/** Forgets `path` (already removed or renamed) and, with `remove`, removes it now. */
export function release(path: string, remove = false): void {
  if (remove) rmSync(path, { force: true });
  if (!held.delete(path) || held.size > 0) return;
  process.off('exit', removeAll);
  for (const s of SIGNALS) process.off(s, onSignal);
}
