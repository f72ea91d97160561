// Messages between a count job (job.ts) and its workers (worker.ts). Layers and successors
// live in SharedArrayBuffers: a message hands a view of them over without copying.

/** Main thread → worker. Each is answered, in order, by the reply named beside it. */
export type CountRequest =
  /** Makes the worker's two engines (profiles, frontiers with `lanes` limbs a count). → `ready` */
  | {
      readonly kind: 'setup';
      readonly width: number;
      readonly height: number;
      readonly closed: boolean;
      /** The start cell (count order) of a count from one square. */
      readonly start: number | undefined;
      readonly lanes: number;
    }
  /** Prepares one engine for step `step`: its partitions and live profiles. → `ready` */
  | {
      readonly kind: 'step';
      readonly profiles: boolean;
      readonly step: number;
      readonly parts: number;
      readonly live: BigUint64Array | undefined;
    }
  /**
   * Keeps, of what follows, only the successors of the partitions whose number modulo
   * `rounds` is `round` (a step in rounds). → `ready`
   */
  | {
      readonly kind: 'round';
      readonly profiles: boolean;
      readonly round: number;
      readonly rounds: number;
    }
  /** Expands states by the current step. → any number of `pieces`, then `expanded` */
  | { readonly kind: 'expand'; readonly profiles: boolean; readonly states: Uint8Array }
  /** Hands over the successors still held, and the tours completed so far. → `pieces`?, `flushed` */
  | { readonly kind: 'flush'; readonly profiles: boolean }
  /** Adds up one partition's successors. → `reduced` */
  | {
      readonly kind: 'reduce';
      readonly profiles: boolean;
      readonly part: number;
      readonly pieces: readonly Uint8Array[];
    }
  /** Which of `profiles` (keys) are live, by the current step's live set. → `checked` */
  | { readonly kind: 'check'; readonly profiles: BigUint64Array };

/** Worker → main thread. */
export type CountReply =
  | { readonly kind: 'ready' }
  /**
   * Successors, in one shared arena: `index` holds (partition, byte offset, bytes) triples
   * of its pieces.
   */
  | { readonly kind: 'pieces'; readonly arena: Uint8Array; readonly index: Int32Array }
  | { readonly kind: 'expanded' }
  /** `total`: tours completed by this worker's engine so far (decimal); `overflowed`: a count outgrew its limbs. */
  | { readonly kind: 'flushed'; readonly total: string; readonly overflowed: boolean }
  | {
      readonly kind: 'reduced';
      readonly part: number;
      readonly states: Uint8Array;
      readonly overflowed: boolean;
    }
  | { readonly kind: 'checked'; readonly flags: Uint8Array }
  | { readonly kind: 'failed'; readonly message: string };
