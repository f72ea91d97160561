/**
 * CRC-32 (IEEE 802.3, the polynomial of zip and PNG) of a string's UTF-8 bytes, as 8 hex digits:
 * the per-task checksum of result files. It detects every single-bit flip and every burst of up
 * to 32 bits; a hand edit is caught unless its author recomputes it (it is no signature).
 */

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

const encoder = new TextEncoder();

export function crc32(text: string): string {
  let crc = 0xffffffff;
  for (const byte of encoder.encode(text)) crc = TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return ((crc ^ 0xffffffff) >>> 0).toString(16).padStart(8, '0');
}
