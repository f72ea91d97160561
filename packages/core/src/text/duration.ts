/** `3.2 hours`, `2.1e2 years`, `45 seconds`: the scale of an estimate that may be huge. */
export function roughDuration(seconds: number): string {
  const units: [string, number][] = [
    ['years', 365.25 * 86400],
    ['days', 86400],
    ['hours', 3600],
    ['minutes', 60],
  ];
  for (const [unit, size] of units) {
    if (seconds >= size) {
      const v = seconds / size;
      return `${v >= 100 ? v.toExponential(1).replace('e+', 'e') : v.toFixed(1)} ${unit}`;
    }
  }
  return `${Math.ceil(seconds)} seconds`;
}
