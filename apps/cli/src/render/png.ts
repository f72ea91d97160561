import type { IndexedImage } from '@knights-tour/picture';
import { encode } from 'fast-png';

/** Encodes a palette image as an 8-bit indexed PNG (one byte a pixel before compression). */
export function encodePng(image: IndexedImage, text?: Record<string, string>): Uint8Array {
  return encode(
    {
      width: image.width,
      height: image.height,
      data: image.pixels,
      depth: 8,
      channels: 1,
      palette: image.palette.map((c) => [...c]),
      ...(text ? { text } : {}),
    },
    // Level 6 is zlib's default: a few percent smaller than fast-png's 3, still fast.
    { zlib: { level: 6 } },
  );
}
