/**
 * What separates squares in the line-based styles, shared by algebraic notation and coordinate
 * lists: spaces, commas, semicolons, bars, hyphens and dashes (`-`, `–`, `—`), and arrows
 * (`->`, `=>`, `→`, `⇒`, `⟶`).
 */
export const SEPARATOR = /^(?:-+>?|=+>|[→⇒⟶–—,;|]+|–+>|—+>)$/;

/** The same, as a character class of the single characters (arrows are also matched whole). */
export const SEPARATOR_CHARS = '\\s,;|\\-–—→⇒⟶>=';

/** A move number before a square or a move: `1.`, `12:`, `3)`, `#4`, `1...` (a game's black move). */
export const NUMBERING = /^#?\d+(?:\.+|[:)])+$/;
