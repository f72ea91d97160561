import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { escapeControls, KnightsTourError } from '@knights-tour/core';
import { fileError, showPath, writeFileAtomic } from '@knights-tour/files';

/**
 * A count job's checkpoint: where a long count stands at the end of a column, so that it can
 * be stopped and resumed. One file: a line of JSON (what is counted, which count of a
 * per-square job, the step, the count lanes, the tours completed so far, the states and a
 * SHA-256 of the header and the states), then the states themselves, the entries of the frontier engine back to back.
 * Written atomically (a temporary file, then a rename) at each column's end.
 */

/** The first field of every checkpoint: what the file is, and its version. */
export const CHECKPOINT_FORMAT = 'knights-tour count checkpoint 1';

/** What a checkpoint says before its states. */
export interface CheckpointHeader {
  readonly format: typeof CHECKPOINT_FORMAT;
  readonly width: number;
  readonly height: number;
  readonly closed: boolean;
  readonly start: readonly [number, number] | null;
  readonly perSquare: boolean;
  /** The counts a per-square job has finished: the start square of each class, its total. */
  readonly finished: readonly {
    readonly square: readonly [number, number];
    readonly total: string;
  }[];
  /** The start square of the count in progress, in a per-square job. */
  readonly square: readonly [number, number] | null;
  /** Steps done (cells decided) of `steps`. */
  readonly step: number;
  readonly steps: number;
  /** 64-bit limbs of each count. */
  readonly lanes: number;
  /** Tours this count completed before `step` (decimal). */
  readonly total: string;
  /** The most states a layer of this count held so far. */
  readonly peakStates: number;
  /** The states that follow, and their SHA-256 (hex). */
  readonly states: number;
  readonly sha256: string;
}

/** Longest header read: a checkpoint's first line is far shorter. */
const MAX_HEADER = 1 << 16;
/** Bytes read into one shared array at a time (whole entries). */
const READ_PIECE = 1 << 26;

/** SHA-256 of the header (without its own `sha256`) and the states. */
function digest(header: Omit<CheckpointHeader, 'sha256'>, layer: readonly Uint8Array[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(header));
  for (const part of layer) hash.update(part);
  return hash.digest('hex');
}

/** Writes a checkpoint of `layer` atomically. */
export async function writeCheckpoint(
  path: string,
  header: Omit<CheckpointHeader, 'format' | 'states' | 'sha256'>,
  layer: readonly Uint8Array[],
  entry: number,
): Promise<void> {
  let bytes = 0;
  for (const part of layer) bytes += part.length;
  const signed: Omit<CheckpointHeader, 'sha256'> = {
    format: CHECKPOINT_FORMAT,
    ...header,
    states: bytes / entry,
  };
  const full: CheckpointHeader = { ...signed, sha256: digest(signed, layer) };
  // fs writes take no shared memory: each partition goes out through an ordinary copy.
  const copies = function* () {
    yield `${JSON.stringify(full)}\n`;
    for (const part of layer) yield Uint8Array.prototype.slice.call(part);
  };
  await writeFileAtomic(path, copies());
}

/**
 * Reads a checkpoint: its header, checked for form, and its states in shared arrays,
 * checked against the SHA-256. Throws {@link KnightsTourError} in one line for a file that
 * is not a checkpoint, is cut short or does not add up.
 */
export async function readCheckpoint(
  path: string,
  entryOf: (lanes: number) => number,
  maxLanes: number,
): Promise<{ header: CheckpointHeader; layer: Uint8Array[] }> {
  const shown = showPath(path);
  const bad = (why: string) =>
    new KnightsTourError(`${shown} is not a count checkpoint this version can resume: ${why}`);
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(path, 'r');
    const first = Buffer.alloc(MAX_HEADER);
    const { bytesRead } = await handle.read(first, 0, MAX_HEADER, 0);
    const newline = first.subarray(0, bytesRead).indexOf(10);
    if (newline < 0) throw bad('no header line');
    let header: CheckpointHeader;
    try {
      header = JSON.parse(first.subarray(0, newline).toString('utf8')) as CheckpointHeader;
    } catch {
      throw bad('its header is not JSON');
    }
    if (header?.format !== CHECKPOINT_FORMAT) {
      throw bad(
        `its format is ${escapeControls(JSON.stringify(header?.format ?? null))}, not '${CHECKPOINT_FORMAT}'`,
      );
    }
    if (!Number.isSafeInteger(header.lanes) || header.lanes < 1 || header.lanes > maxLanes) {
      throw bad(`count limbs must be 1 to ${maxLanes}`);
    }
    const entry = entryOf(header.lanes);
    const bytes = header.states * entry;
    if (!Number.isSafeInteger(bytes) || bytes < 0) throw bad('a bad number of states');
    const size = (await handle.stat()).size;
    if (size !== newline + 1 + bytes) {
      throw bad(`it holds ${size - newline - 1} bytes of states, not ${bytes} (cut short?)`);
    }
    const layer: Uint8Array[] = [];
    const piece = READ_PIECE - (READ_PIECE % entry);
    for (let at = 0; at < bytes; at += piece) {
      const part = new Uint8Array(new SharedArrayBuffer(Math.min(piece, bytes - at)));
      const scratch = Buffer.alloc(part.length);
      for (let got = 0; got < part.length; ) {
        const r = await handle.read(scratch, got, part.length - got, newline + 1 + at + got);
        if (r.bytesRead === 0) throw bad('cut short');
        got += r.bytesRead;
      }
      part.set(scratch);
      layer.push(part);
    }
    const { sha256, ...signed } = header;
    if (digest(signed, layer) !== sha256)
      throw bad('its header and states do not match their SHA-256');
    return { header, layer };
  } catch (error) {
    if (error instanceof KnightsTourError) throw error;
    throw fileError('read', path, error);
  } finally {
    await handle?.close();
  }
}
