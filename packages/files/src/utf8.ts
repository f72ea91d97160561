import { isAscii } from 'node:buffer';

/**
 * UTF-8 bytes to text, a piece at a time, as `TextDecoder`'s streaming mode decodes them
 * (a leading byte-order mark dropped, bad bytes as U+FFFD) but at memory speed: Node's
 * streaming `TextDecoder` made the verifier read a big tour at a few tens of MB/s. A piece of
 * plain ASCII (every tour file this project writes) is copied as Latin-1; any other is decoded
 * with a sequence cut at its end carried over to the next piece.
 */
export class Utf8Pieces {
  private carry: Buffer | undefined;
  private started = false;

  /** The text of `bytes`, less a trailing sequence that the next piece completes. */
  write(bytes: Uint8Array): string {
    let data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (this.carry) {
      data = Buffer.concat([this.carry, data]);
      this.carry = undefined;
    }
    if (isAscii(data)) return this.text(data.toString('latin1'));
    const cut = incompleteTail(data);
    if (cut < data.length) this.carry = Buffer.from(data.subarray(cut));
    return this.text(data.toString('utf8', 0, cut));
  }

  /** What is left: a sequence the input never completed, as U+FFFD. */
  end(): string {
    const rest = this.carry;
    this.carry = undefined;
    return rest ? this.text(rest.toString('utf8')) : '';
  }

  private text(piece: string): string {
    if (this.started || piece === '') return piece;
    this.started = true;
    return piece.charCodeAt(0) === 0xfeff ? piece.slice(1) : piece;
  }
}

/** Where a multi-byte sequence that runs past the end of `data` starts (data.length if none). */
function incompleteTail(data: Uint8Array): number {
  for (let i = data.length - 1; i >= 0 && i >= data.length - 3; i--) {
    const b = data[i]!;
    if (b < 0x80) return data.length; // ASCII: nothing cut
    if (b < 0xc0) continue; // a continuation byte: look for its lead
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
    return i + need > data.length ? i : data.length;
  }
  return data.length;
}
