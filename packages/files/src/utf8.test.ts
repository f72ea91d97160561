import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Utf8Pieces } from './utf8.js';

/** The pieces decoded one by one and joined. */
function decodeInPieces(bytes: Uint8Array, cuts: number[]): string {
  const decoder = new Utf8Pieces();
  let out = '';
  let at = 0;
  for (const cut of [
    ...cuts.map((c) => c % (bytes.length + 1)).sort((a, b) => a - b),
    bytes.length,
  ]) {
    out += decoder.write(bytes.subarray(at, Math.max(at, cut)));
    at = Math.max(at, cut);
  }
  return out + decoder.end();
}

describe('Utf8Pieces', () => {
  it('decodes any bytes cut anywhere as TextDecoder decodes them whole', () => {
    // Bytes drawn mostly from the edges of UTF-8: leads, continuations, ASCII, a BOM.
    const byte = fc.oneof(
      fc.integer({ min: 0, max: 255 }),
      fc.constantFrom(0x41, 0x0a, 0x80, 0xbf, 0xc2, 0xe0, 0xe2, 0xed, 0xef, 0xf0, 0xf4, 0xbb),
    );
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.constant('\ufeffa,b\n'));
    const input = fc.oneof(
      fc.array(byte, { maxLength: 40 }).map((b) => Uint8Array.from(b)),
      text.map((t) => new TextEncoder().encode(t)),
    );
    fc.assert(
      fc.property(input, fc.array(fc.nat(), { maxLength: 6 }), (bytes, cuts) => {
        expect(decodeInPieces(bytes, cuts)).toBe(new TextDecoder('utf-8').decode(bytes));
      }),
      { numRuns: 1000 },
    );
  });

  it('drops a byte-order mark only at the start, even when it is cut', () => {
    const bom = Uint8Array.of(0xef, 0xbb, 0xbf, 0x31, 0xef, 0xbb, 0xbf);
    expect(decodeInPieces(bom, [1, 2])).toBe('1\ufeff');
  });
});
