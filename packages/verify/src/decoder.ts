/**
 * UTF-8 bytes to text, a piece at a time: what the verifier decodes of a file pushed as bytes
 * (only what its fast paths do not take). A sequence cut at a piece's end is completed by the
 * next; a leading byte-order mark is dropped; bad bytes read as U+FFFD. Node's CLI hands in the
 * files package's decoder (`Utf8Pieces`, far faster than Node's `TextDecoder`); anywhere else
 * the web's `TextDecoder` does it.
 */
export interface TextPieces {
  /** The text of `bytes`, less a trailing sequence the next piece completes. */
  write(bytes: Uint8Array): string;
  /** What is left at the end of the input (a sequence never completed, as U+FFFD). */
  end(): string;
}

// The web's TextDecoder, typed here: the library is compiled without DOM's or Node's types.
interface Decoder {
  decode(bytes?: Uint8Array, options?: { stream: boolean }): string;
}
const { TextDecoder } = globalThis as unknown as { TextDecoder: new () => Decoder };

/** {@link TextPieces} by the web's streaming `TextDecoder`. */
export function webDecoder(): TextPieces {
  const decoder = new TextDecoder();
  return {
    write: (bytes) => decoder.decode(bytes, { stream: true }),
    end: () => decoder.decode(),
  };
}
