/**
 * Decimal digits written straight into a byte buffer: the writers of huge tours emit
 * 10^8 numbers, and a string per number (then its encoding) is most of their time.
 */

// '00'..'99' as ASCII pairs: two digits per division.
const PAIRS = new Uint8Array(200);
for (let i = 0; i < 100; i++) {
  PAIRS[2 * i] = 48 + ((i / 10) | 0);
  PAIRS[2 * i + 1] = 48 + (i % 10);
}

/** The number of decimal digits of a non-negative integer below 2^31. */
export function digitCount(v: number): number {
  if (v < 100000) return v < 10 ? 1 : v < 100 ? 2 : v < 1000 ? 3 : v < 10000 ? 4 : 5;
  return v < 1000000 ? 6 : v < 10000000 ? 7 : v < 100000000 ? 8 : v < 1000000000 ? 9 : 10;
}

/**
 * Writes the decimal digits of `v` (a non-negative integer below 2^31) at `at`; returns
 * the position after them. The caller has made room (at most 10 bytes).
 */
export function putDigits(buf: Uint8Array, at: number, v: number): number {
  const end = at + digitCount(v);
  putDigitsBefore(buf, end, v);
  return end;
}

/**
 * Writes the decimal digits of `v` (as {@link putDigits}) so that they end just before `end`;
 * returns where they begin. Right-aligned columns need no digit count first.
 */
export function putDigitsBefore(buf: Uint8Array, end: number, v: number): number {
  let p = end;
  while (v >= 100) {
    const q = (v / 100) | 0;
    const r = 2 * (v - 100 * q);
    buf[--p] = PAIRS[r + 1]!;
    buf[--p] = PAIRS[r]!;
    v = q;
  }
  if (v >= 10) {
    buf[--p] = PAIRS[2 * v + 1]!;
    buf[--p] = PAIRS[2 * v]!;
  } else buf[--p] = 48 + v;
  return p;
}

/** An ASCII run of bytes (every byte below 0x80) as a string, in slices the call stack takes. */
export function asciiText(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    out += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192) as unknown as number[]);
  }
  return out;
}
