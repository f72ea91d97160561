import * as core from '@actions/core';
import { escapeControls } from '@knights-tour/core';

/**
 * Everything the Action writes to the job's log goes through this module. The runner reads
 * every line of the log for workflow commands (`::warning::…`, `::add-mask::…`,
 * `::stop-commands::…`, the older `##[…]`), and a log line can hold file names and paths a
 * pull request chose. `@actions/core` escapes only `%`, CR and LF in a command's data (and
 * `:` and `,` in its properties), and prints `core.info` text as it is; so every string is
 * escaped here, once, before it reaches the log: control characters (line breaks, ESC, C1,
 * U+2028/2029) become visible escapes (`\x0a`, `\x1b`), so a string is never more than one
 * line and never moves a terminal; and `::` and `##[` become `:\x3a` and `#\x23[`, so no part
 * of it can be read as a command, wherever it ends up on the line.
 */
export function escapeLog(text: string): string {
  return escapeControls(String(text)).replace(/::/g, ':\\x3a').replace(/##\[/g, '#\\x23[');
}

/** A line of the log. */
export function info(text: string): void {
  core.info(escapeLog(text));
}

/** A warning annotation. */
export function warn(text: string): void {
  core.warning(escapeLog(text));
}

/** Fails the step with one error line. */
export function fail(text: string): void {
  core.setFailed(escapeLog(text));
}

/** Where an error annotation points: a file of the workspace, and a line and column of it. */
export interface AnnotationPlace {
  readonly title: string;
  readonly file?: string | undefined;
  readonly line?: number | undefined;
  readonly column?: number | undefined;
}

/** An error annotation: `::error title=…,file=…,line=…::message`, shown on the run and the diff. */
export function annotateError(message: string, place: AnnotationPlace): void {
  core.error(escapeLog(message), {
    title: escapeLog(place.title),
    ...(place.file !== undefined ? { file: escapeLog(place.file) } : {}),
    ...(place.line !== undefined ? { startLine: place.line } : {}),
    ...(place.column !== undefined ? { startColumn: place.column } : {}),
  });
}

/** Runs `work` in a collapsible group of the log titled `title`. */
export function group<T>(title: string, work: () => Promise<T>): Promise<T> {
  return core.group(escapeLog(title), work);
}
