// Number formats and interval estimates shared by docs/literature.md's tables and pictures.

export const label = (r) => (r.seed === undefined ? r.algorithm : `${r.algorithm} (random ties)`);
/** A share as a percentage: `digits` decimals, or two significant digits when it is smaller. */
export const pct = (part, whole, digits = 2) => {
  if (!whole) return '–';
  const v = (100 * part) / whole;
  if (v > 0 && v < 10 ** -digits) return `${v.toPrecision(2)} %`;
  return `${v.toFixed(digits)} %`;
};
export const int = (v) => v.toLocaleString('en-US');

/** Wilson score interval (95 %) of `k` successes in `n` trials, as [low, high]. */
export function wilson(k, n, z = 1.96) {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}
