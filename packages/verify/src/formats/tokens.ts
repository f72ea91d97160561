/**
 * What separates squares in the line-based styles, for algebraic notation and coordinate
 * lists alike: commas, semicolons, bars, hyphens and dashes (`-`, `–`, `—`) and arrows
 * (`->`, `=>`, `→`, `⇒`, `⟶`), any number of them.
 */
const SEPARATORS = ['->', '=>', '–>', '—>', '→', '⇒', '⟶', '-', '–', '—', ',', ';', '|'];

/** The separators as regular-expression alternatives. */
export const SEPARATOR_ALTERNATIVES = SEPARATORS.map((s) => s.replace(/[|\\-]/g, '\\$&')).join('|');

/** A token that only separates: `-`, `->`, `→`, `–`, `,`. */
export const SEPARATOR = new RegExp(`^(?:${SEPARATOR_ALTERNATIVES})+$`);

/** A move number before a square or a move: `1.`, `12:`, `3)`, `#4`, `1...` (a game's black move). */
export const NUMBERING = /^#?\d+(?:\.+|[:)])+$/;
