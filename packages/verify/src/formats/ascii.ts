/**
 * The readers' fast paths scan bytes (a typed array scans 1.6–1.9 × faster than a string's
 * char codes). Text pushed as strings reaches them through this view: the bytes of a chunk
 * that is all ASCII, encoded once per chunk into a reused buffer (TextEncoder, a web API, so
 * browsers have it too). A chunk with any other character has no view; the precise reader
 * reads it whole, as the fast paths take only ASCII anyway.
 */
// The web's TextEncoder, typed here: the library is compiled without DOM's or Node's types.
interface Encoder {
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}
const { TextEncoder } = globalThis as unknown as { TextEncoder: new () => Encoder };

export class AsciiView {
  private readonly encoder = new TextEncoder();
  private buffer = new Uint8Array(0);
  private chunk: string | undefined;
  private bytes: Uint8Array | undefined;

  /** The bytes of `chunk` (index i is its char i), or undefined when it is not all ASCII. */
  of(chunk: string): Uint8Array | undefined {
    if (chunk === this.chunk) return this.bytes;
    this.chunk = chunk;
    const n = chunk.length;
    if (this.buffer.length < n) this.buffer = new Uint8Array(Math.max(n, this.buffer.length * 2));
    const view = this.buffer.subarray(0, n);
    const { read, written } = this.encoder.encodeInto(chunk, view);
    this.bytes = read === n && written === n ? view : undefined;
    return this.bytes;
  }
}
