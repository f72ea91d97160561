/**
 * The first integer `i` in `lo..hi-1` for which `holds(i)` is true, or `hi` when there is none;
 * `holds` must be false then true along the range (monotone). The plan's one binary search:
 * the board of a task, the shard of a task, where a shard starts, the row of a start.
 */
export function bisect(lo: number, hi: number, holds: (i: number) => boolean): number {
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
