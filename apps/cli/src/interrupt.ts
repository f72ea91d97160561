import { type CommandIO, ExitCode } from './command.js';

/**
 * An AbortSignal for the long commands (sweep, compare): the first SIGINT (Ctrl-C) or SIGTERM
 * stops the work cleanly, so that result files keep every finished task and lock files are
 * removed; a second signal exits at once (files are still cleaned up on exit). `dispose`
 * removes the handlers (restoring Node's defaults).
 */
export function interruptSignal(io: CommandIO): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(ExitCode.Interrupted);
    controller.abort();
  };
  const onAbort = () => controller.abort();
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  io.signal.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      io.signal.removeEventListener('abort', onAbort);
    },
  };
}
