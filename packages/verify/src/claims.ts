import { escapeControls, quote } from '@knights-tour/core';
import { TourFormatError } from './errors.js';
import type { TourClaims } from './sink.js';

/**
 * The informative fields of a document (SPEC §9), read the same way from a JSON text and from
 * an object: `format` (a string without control characters: a terminal must never receive
 * them from a file), `complete` and `closed` (booleans), `start` (`[x, y]` or `[x, y, z]`).
 * Values of another type are not claims and are ignored.
 */
export class ClaimsReader {
  private readonly claims: {
    format?: string;
    complete?: boolean;
    closed?: boolean;
    start?: number[];
  } = {};

  /** Reads `key` when it is a claim; `line` and `column` place a refusal. */
  field(key: string, value: unknown, line?: number, column?: number): void {
    if (key === 'format' && typeof value === 'string') {
      if (escapeControls(value) !== value) {
        throw new TourFormatError(
          `'format' holds a control character: ${quote(value)}`,
          line,
          column,
        );
      }
      this.claims.format = value;
    } else if ((key === 'complete' || key === 'closed') && typeof value === 'boolean') {
      this.claims[key] = value;
    } else if (
      key === 'start' &&
      Array.isArray(value) &&
      (value.length === 2 || value.length === 3) &&
      value.every(Number.isInteger)
    ) {
      this.claims.start = value as number[];
    }
  }

  result(): TourClaims {
    return { ...this.claims };
  }
}

/** The document's claims against what the verifier found; a false one is a warning. */
export interface ClaimMismatch {
  readonly field: 'complete' | 'closed' | 'start' | 'format';
  readonly claimed: unknown;
  readonly actual: unknown;
  readonly message: string;
}
