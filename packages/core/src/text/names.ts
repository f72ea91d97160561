import { KnightsTourError } from './errors.js';
import { quote } from './quote.js';

/**
 * The name of `names` closest to a mistyped `word` (edit distance, transpositions counting
 * once), or undefined when none is close: at most a third of the word's letters differ.
 */
export function closestName(word: string, names: readonly string[]): string | undefined {
  const a = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(a.length / 3)) + 1;
  for (const name of names) {
    const b = name.toLowerCase();
    // Optimal string alignment distance, rows of the dynamic programme kept two back.
    let prev2: number[] = [];
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const row = [i];
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          d = Math.min(d, prev2[j - 2]! + 1);
        }
        row.push(d);
      }
      prev2 = prev;
      prev = row;
    }
    const distance = prev[b.length]!;
    // A name that shares no letter with the word ('2' → '0') is no suggestion.
    if (distance < bestDistance && distance < Math.max(a.length, b.length)) {
      bestDistance = distance;
      best = name;
    }
  }
  return best;
}

/** `: did you mean solve?` for a close name, else nothing: appended to an error message. */
export function didYouMean(word: string, names: readonly string[], prefix = ''): string {
  const name = closestName(word, names);
  return name === undefined ? '' : `: did you mean ${prefix}${name}?`;
}

/** Options of {@link parseName}. */
export interface ParseNameOptions {
  /** What the list is called in the message when it is not `expected one of <names>`. */
  readonly expected?: string;
}

/**
 * Reads a name from a closed list the way every command does: surrounding space ignored, any
 * case. Anything else is a {@link KnightsTourError} naming the `kind`, the input (quoted,
 * control characters escaped), the closest name and the list:
 * `unknown algorithm 'octml16': did you mean octaml16? (expected one of auto, …)`.
 */
export function parseName<T extends string>(
  kind: string,
  text: string,
  names: readonly T[],
  options: ParseNameOptions = {},
): T {
  const name = String(text).trim().toLowerCase();
  const found = names.find((n) => n === name);
  if (found !== undefined) return found;
  const expected = options.expected ?? `expected one of ${names.join(', ')}`;
  throw new KnightsTourError(
    `unknown ${kind} ${quote(String(text))}${didYouMean(name, names)} (${expected})`,
  );
}
