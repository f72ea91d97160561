import { KnightsTourError } from '@knights-tour/core';

/**
 * The input cannot be read as a tour. The message is one line and names the line and column
 * at fault when there is one; excerpts of the input in it have control characters escaped
 * (core's `quote`).
 */
export class TourFormatError extends KnightsTourError {
  /** 1-based line of the input at fault, when there is one. */
  readonly line: number | undefined;
  /** 1-based column of the input at fault, when there is one. */
  readonly column: number | undefined;

  constructor(message: string, line?: number, column?: number) {
    const where =
      line === undefined
        ? ''
        : column === undefined
          ? `line ${line}: `
          : `line ${line}, col ${column}: `;
    super(`${where}${message}`);
    Object.defineProperty(this, 'name', { value: 'TourFormatError' });
    this.line = line;
    this.column = column;
  }
}

/**
 * The input could be read more than one way, or only a doubtful way (two readings with
 * different verdicts, several arrays that could be the tour, a board inferred as 1x1): refused,
 * with what was tried and the option that settles it. Exit 2 in the CLI, never a verdict.
 */
export class AmbiguousReadingError extends TourFormatError {
  constructor(message: string, line?: number) {
    super(`ambiguous: ${message}`, line);
    Object.defineProperty(this, 'name', { value: 'AmbiguousReadingError' });
  }
}

/** A reading option (`inputFormat`, `origin`, `order`, `size`, `key`) with a value it cannot take. */
export class ReadOptionError extends TourFormatError {
  constructor(
    /** The option at fault, so a caller can name its own flag or input for it. */
    readonly option: 'inputFormat' | 'origin' | 'order' | 'size' | 'key',
    message: string,
  ) {
    super(message);
    Object.defineProperty(this, 'name', { value: 'ReadOptionError' });
  }
}

/** ` (line 3, col 9)`, or ` (line 3)` without a column, or '' without a place. */
export function describePlace(line: number, column: number): string {
  if (line <= 0) return '';
  return column > 0 ? ` (line ${line}, col ${column})` : ` (line ${line})`;
}
