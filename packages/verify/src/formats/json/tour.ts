import { type Board, quote } from '@knights-tour/core';
import { float64s, int32s } from '../../buffer.js';
import { ClaimsReader } from '../../claims.js';
import { TourFormatError } from '../../errors.js';
import { documentBoard } from '../../object-reader.js';
import type { FixedReading } from '../../options.js';
import type { Reading } from '../../reading.js';
import type { TourClaims, TourSink } from '../../sink.js';
import { fileIndex } from '../algebraic.js';
import { keyedValues } from '../keys.js';
import { chooseTour } from './choose.js';
import { Collector, type SizeFields } from './collect.js';
import type { EntryBatch } from './entries.js';
import { JsonLexer } from './lexer.js';
import { type JsonListener, Scalar } from './listener.js';
import { type EntryTarget, PathStream, tuples } from './stream.js';

/**
 * JSON, read as it streams (never one string of the whole file, never recursion): our tour
 * document (SPEC §9; with `depth` and `[x, y, z]` entries on a box), a bare array of squares
 * or of rows of step numbers, or a document holding the tour under any one key, nested up to
 * three levels (`{"paths": [[{"row": 0, "col": 0}, …]]}`). A document whose size comes before
 * its `path` is checked as it is read; anything else is held until the end (choose.ts)
 * decides which array is the tour and how it reads.
 */

/** Arrays this deep or shallower may hold the tour (the root is 1: `{"a": {"b": [[…]]}}` is 4). */
const MAX_TOUR_DEPTH = 4;

/** What the listener knows of one open container. Reused per depth: nothing is allocated per entry. */
class Frame {
  kind: 'array' | 'object' = 'array';
  /** The key (object) this container is under, or its position in its parent array. */
  name: string | number = '';
  /** Object: its current key. Array: elements so far. */
  key = '';
  index = 0;
  line = 0;
  column = 0;
  /** The array collects entries (a candidate for the tour) or streams them. */
  target: EntryTarget | undefined;
  collector: Collector | undefined;
  /** The container is an entry of its parent's target. */
  entry = false;
  /** An entry's numbers (`NaN` for `null`) and their columns: reused, only their length reset. */
  readonly values = float64s(16);
  readonly columns = int32s(16);
  readonly keys: string[] = [];
  why: string | undefined;
  /** Object: the sizes it names, for the arrays it holds. */
  sizes: SizeFields | undefined;
  /** Nothing inside can matter (too deep, or inside a broken entry). */
  ignored = false;

  reset(kind: 'array' | 'object', name: string | number, line: number, column: number): void {
    this.kind = kind;
    this.name = name;
    this.key = '';
    this.index = 0;
    this.line = line;
    this.column = column;
    this.target = undefined;
    this.collector = undefined;
    this.entry = false;
    this.values.length = 0;
    this.columns.length = 0;
    // Emptied only when used: setting an array's length costs more than testing it.
    if (this.keys.length > 0) this.keys.length = 0;
    this.why = undefined;
    this.sizes = undefined;
    this.ignored = false;
  }
}

export class JsonTourReader implements JsonListener {
  private readonly lexer = new JsonLexer(this);
  private readonly frames: Frame[] = [new Frame()];
  private rootKind: 'array' | 'object' | undefined;
  private readonly rootSizes: SizeFields = {};
  private readonly claims = new ClaimsReader();
  private readonly collectors: Collector[] = [];
  private stream: PathStream | undefined;
  private streamReading: Reading | undefined;
  private sawPath = false;

  constructor(
    private readonly sink: TourSink,
    private readonly fixed: FixedReading,
  ) {}

  push(chunk: string): void {
    this.lexer.push(chunk);
  }

  /** The lexer's fast path on bytes: where it stopped (see `JsonLexer.pushBytes`). */
  pushBytes(bytes: Uint8Array, from: number): number {
    return this.lexer.pushBytes(bytes, from);
  }

  private frame(depth: number): Frame {
    let f = this.frames[depth];
    if (!f) {
      f = new Frame();
      this.frames[depth] = f;
    }
    return f;
  }

  /** `solutions.0`: the names of the containers from the root down to `depth`. */
  private where(depth: number): string {
    const parts: string[] = [];
    for (let d = 2; d <= depth; d++) parts.push(String(this.frames[d]!.name));
    return parts.join('.');
  }

  open(kind: 'array' | 'object', depth: number, line: number, column: number): boolean {
    this.opened(kind, depth, line, column);
    // An array that takes squares as entries: the lexer reads `[x, y]` entries fast (entry()).
    const f = this.frames[depth]!;
    return kind === 'array' && f.target !== undefined && !f.entry && !f.ignored;
  }

  /** Entries of plain integers read on the lexer's fast path: as `open`, `value` and `close` take them. */
  entries(depth: number, batch: EntryBatch): void {
    const f = this.frames[depth]!;
    f.index += batch.length;
    tuples(f.target!, batch);
  }

  private opened(kind: 'array' | 'object', depth: number, line: number, column: number): void {
    const parent = depth > 1 ? this.frames[depth - 1]! : undefined;
    let name: string | number = '';
    if (parent?.kind === 'object') name = parent.key;
    else if (parent) name = parent.index++;
    const f = this.frame(depth);
    f.reset(kind, name, line, column);
    if (!parent) {
      this.rootKind = kind;
      if (kind === 'object') f.sizes = this.rootSizes;
      else this.collect(f, depth);
      return;
    }
    if (parent.ignored) {
      f.ignored = true;
      return;
    }
    if (parent.target) {
      f.entry = true;
      return;
    }
    if (parent.entry) {
      // A container inside an entry: the entry is no square. An array holding arrays or
      // objects is a list of its own (`{"paths": [[…]]}`); an array under an object's key too.
      parent.why ??= 'a nested entry';
      const grand = this.frames[depth - 2]!;
      if (
        parent.kind === 'array' &&
        parent.values.length === 0 &&
        parent.why === 'a nested entry' &&
        depth - 1 <= MAX_TOUR_DEPTH &&
        grand.collector
      ) {
        parent.why = 'an array of squares, not a square';
        this.collect(parent, depth - 1);
        parent.entry = true;
        f.entry = true;
        return;
      }
      if (kind === 'array' && parent.kind === 'object' && depth <= MAX_TOUR_DEPTH) {
        this.collect(f, depth);
        return;
      }
      f.ignored = true;
      return;
    }
    if (depth === 2 && this.rootKind === 'object' && name === 'path' && kind === 'object') {
      throw new TourFormatError(`'path' must be an array of squares, got an object`, line, column);
    }
    if (kind === 'object') {
      if (depth <= MAX_TOUR_DEPTH) f.sizes = {};
      else f.ignored = true;
      return;
    }
    if (depth > MAX_TOUR_DEPTH) {
      f.ignored = true;
      return;
    }
    if (depth === 2 && this.rootKind === 'object' && name === 'path') {
      if (this.sawPath) throw new TourFormatError(`a second 'path'`, line, column);
      this.sawPath = true;
      if (this.startStream(f)) return;
    }
    this.collect(f, depth);
  }

  /** The array at `depth` may be the tour (or is the one `--key` names). */
  private collect(f: Frame, depth: number): void {
    const where = this.where(depth);
    const key = this.fixed.key?.join('.');
    if (key !== undefined && where !== key && !(where === 'start' && depth === 2)) return;
    const parent = depth > 1 ? this.frames[depth - 1]! : undefined;
    const sizes = parent?.kind === 'object' && parent.sizes ? parent.sizes : this.rootSizes;
    const c = new Collector(
      where,
      typeof f.name === 'string' && parent?.kind === 'object' ? f.name : undefined,
      sizes,
      f.line,
      f.column,
    );
    f.collector = c;
    f.target = c;
    this.collectors.push(c);
  }

  /** Our document with its size first: checked as it streams. */
  private startStream(f: Frame): boolean {
    const { width, height } = this.rootSizes;
    if (width === undefined || height === undefined || this.fixed.key !== undefined) return false;
    const board: Board = this.fixed.size ?? documentBoard({ ...this.rootSizes });
    this.stream = new PathStream(
      this.sink,
      board,
      this.fixed.origin ?? 0,
      this.fixed.order ?? 'xy',
    );
    f.target = this.stream;
    this.streamReading = {
      format: 'json',
      style: 'tour document',
      origin: this.fixed.origin ?? 0,
      order: this.fixed.order ?? 'xy',
      board,
      sizeFrom: this.fixed.size ? 'option' : 'document',
      skipped: [],
    };
    this.sink.begin(this.streamReading, undefined, this.claims.result());
    return true;
  }

  key(name: string, depth: number): void {
    const f = this.frames[depth]!;
    f.key = name;
    if (f.entry) f.keys.push(name);
  }

  value(
    kind: Scalar,
    number: number,
    text: string,
    depth: number,
    line: number,
    column: number,
  ): void {
    if (depth === 0) {
      throw new TourFormatError(
        `a tour must be a JSON object or array, got ${quote(text || String(number))}`,
        line,
        column,
      );
    }
    const f = this.frames[depth]!;
    if (f.ignored) return;
    if (f.entry) {
      this.entryValue(f, kind, number, text, column);
      return;
    }
    if (f.target) {
      f.index++;
      this.scalarEntry(f.target, kind, number, text, line, column);
      return;
    }
    if (f.kind === 'array') {
      f.index++;
      return;
    }
    const key = f.key;
    if (key === 'width' || key === 'height' || key === 'depth') {
      if (
        depth === 1 &&
        !(kind === Scalar.Integer || (kind === Scalar.Number && Number.isInteger(number)))
      ) {
        throw new TourFormatError(
          `'${key}' must be a positive integer, got ${quote(kind === Scalar.String ? `"${text}"` : text || String(number))}`,
          line,
          column,
        );
      }
      if (depth === 1 && this.stream)
        throw new TourFormatError(`'${key}' after the path`, line, column);
      if (f.sizes && Number.isInteger(number)) f.sizes[key] = number;
      return;
    }
    if (depth !== 1) return;
    if (key === 'path') {
      throw new TourFormatError(
        `'path' must be an array of squares, got ${quote(text || String(number))}`,
        line,
        column,
      );
    }
    const literal = kind === Scalar.True ? true : kind === Scalar.False ? false : undefined;
    this.claims.field(key, kind === Scalar.String ? text : literal, line, column);
  }

  /** A scalar inside an entry: a coordinate, or (for `file`) a file's letters. */
  private entryValue(f: Frame, kind: Scalar, number: number, text: string, column: number): void {
    if (kind === Scalar.Number && !Number.isInteger(number)) {
      f.why ??= `${quote(text)} is not an integer`;
    } else if (kind === Scalar.Integer || kind === Scalar.Number) {
      f.values.push(number);
      f.columns.push(column);
    } else if (kind === Scalar.Null && f.kind === 'array') {
      f.values.push(Number.NaN);
      f.columns.push(column);
    } else if (
      kind === Scalar.String &&
      f.kind === 'object' &&
      /^[a-z]{1,3}$/i.test(text) &&
      f.key.toLowerCase() === 'file'
    ) {
      f.values.push(fileIndex(text) + 1);
      f.columns.push(column);
    } else {
      f.why ??= `${quote(kind === Scalar.String ? `"${text}"` : text)} is not a coordinate`;
    }
  }

  private scalarEntry(
    target: EntryTarget,
    kind: Scalar,
    number: number,
    text: string,
    line: number,
    column: number,
  ): void {
    if (kind === Scalar.Integer || (kind === Scalar.Number && Number.isInteger(number))) {
      target.index(number, line, column);
    } else if (kind === Scalar.String && /^[a-z]{1,3}\d{1,6}$/i.test(text)) {
      const m = /^([a-z]+)(\d+)$/i.exec(text)!;
      target.algebraic(fileIndex(m[1]!), Number(m[2]), line, column);
    } else {
      const shown = kind === Scalar.String ? `"${text}"` : text || String(number);
      target.bad(`${quote(shown)} is not a square`, line, column);
    }
  }

  close(_kind: 'array' | 'object', depth: number): void {
    const f = this.frames[depth]!;
    if (f.entry) {
      const target = this.frames[depth - 1]!.target!;
      if (f.why !== undefined) {
        target.bad(
          `malformed entry: ${f.why} (expected [x, y] with integers x and y)`,
          f.line,
          f.column,
        );
      } else if (f.kind === 'array') {
        target.tuple(f.values.data, f.values.length, f.columns.data, f.line, f.column);
      } else {
        const keyed = keyedValues(f.keys, Array.from(f.values.view()));
        if (keyed)
          target.keyed(keyed.values, keyed.order, keyed.fromBottom, keyed.family, f.line, f.column);
        else {
          target.bad(
            `malformed entry: keys ${quote(f.keys.join(', '))} (expected {x, y}, {row, col} or {file, rank})`,
            f.line,
            f.column,
          );
        }
      }
    }
    if (depth === 2 && f.collector?.where === 'start') {
      const held = f.collector.held;
      this.claims.field('start', Array.from(held.a.view()));
    }
  }

  /** Ends the input: decides which array is the tour and how it reads, and replays it. */
  finish(): { reading: Reading; claims: TourClaims } {
    this.lexer.finish();
    const claims = this.claims.result();
    if (this.stream) return { reading: this.streamReading!, claims };
    return chooseTour({
      collectors: this.collectors.filter(
        (c) => !(c.where === 'start' && this.rootKind === 'object'),
      ),
      rootKind: this.rootKind!,
      rootSizes: this.rootSizes,
      fixed: this.fixed,
      claims,
      sink: this.sink,
    });
  }
}
