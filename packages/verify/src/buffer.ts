/**
 * A growable typed array: the one way the readers keep an unknown number of values without an
 * object per value (4 bytes each as Int32, 8 as Float64), doubled as it fills.
 */
export class GrowableArray<T extends Int32Array | Float64Array> {
  data: T;
  length = 0;

  constructor(
    private readonly make: (length: number) => T,
    capacity = 64,
  ) {
    this.data = make(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) this.reserve(this.length + 1);
    this.data[this.length++] = value;
  }

  /** Makes room for `capacity` values in all. */
  reserve(capacity: number): void {
    if (capacity <= this.data.length) return;
    const next = this.make(Math.max(capacity, this.data.length * 2));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  /** The values pushed, as a view (valid until the next push). */
  view(): T {
    return this.data.subarray(0, this.length) as T;
  }

  /** A copy of the values pushed. */
  copy(): T {
    return this.data.slice(0, this.length) as T;
  }
}

/** A growable Int32Array. */
export const int32s = (capacity?: number) => new GrowableArray((n) => new Int32Array(n), capacity);

/** A growable Float64Array (coordinates as read, `NaN` for an entry that is no square). */
export const float64s = (capacity?: number) =>
  new GrowableArray((n) => new Float64Array(n), capacity);
