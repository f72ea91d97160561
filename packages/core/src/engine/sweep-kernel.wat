;; The sweep kernel: greedy knight walks from many starts on one board, stepped round-robin.
;;
;; Source of src/engine/sweep-kernel.generated.ts (`pnpm --filter @knights-tour/core run kernel`
;; assembles it with wabt; CI checks the committed bytes equal a fresh build). Every walk is
;; identical to walk.ts's: mark the cell visited, decrement its 8 neighbours, follow the move
;; of the smallest key (degree, then the board's static rank of the move).
;;
;; The layout below is the only place memory offsets are written: `;; @define NAME value`
;; lines are read by scripts/build-kernel.mjs, which substitutes each NAME written as a dollar sign and braces in this file and
;; exports the same names to TypeScript (SWEEP_KERNEL_LAYOUT) for the driver, interleave.ts.
;;
;; Lane records: one per lane, RECORD_BYTES each, from RECORDS.
;; @define RECORDS 0
;; @define RECORD_BYTES 32
;; @define MAX_LANES 16
;;   address of the lane's current cell in its degree region
;; @define RECORD_CELL 0
;;   address of the lane's rank vectors (its table's, pattern 0; pattern p's are p × RANK_BYTES on)
;; @define RECORD_TABLE 4
;;   round of the lane's first step (the driver's; a walk of L squares ends in round born + L − 1)
;; @define RECORD_BORN 8
;;   pattern array minus the lane's degree region: cell + this = the cell's pattern byte
;; @define RECORD_PATTERN 12
;;   where the next move of the walk is written (when the walks are kept): one byte per step,
;;   the move taken (0..7, moves.ts order); the driver knows the start. A byte rather than the
;;   4-byte square index: a quarter of the path traffic, and the verifier decodes the moves
;;   with its own move table (docs/performance.md)
;; @define RECORD_PATH 16
;;
;; Board parameters: the signed distances from a cell to the 8-byte windows of the rows
;; y−2 (from x−1), y−1 (from x−2), y+1 (from x−2) and y+2 (from x−1) that hold its neighbours.
;; @define WINDOW_ABOVE_2 512
;; @define WINDOW_ABOVE_1 516
;; @define WINDOW_BELOW_1 520
;; @define WINDOW_BELOW_2 524
;;   the round counter, kept across calls
;; @define ROUND 528
;;   the rounds left in this call. Held here rather than in a local (like ROUND), so that V8
;;   keeps the window distances in registers instead of reloading them from its stack
;;   (docs/performance.md)
;; @define BUDGET 540
;;   8 × i32: the cell offset of each move (moves.ts order)
;; @define OFFSETS 544
;;
;; Rank vectors: for every (table, pattern) two of 8 × u16, the north and the south window's,
;; whose lanes hold the low byte of a key (below) for the lanes of a neighbour (see the step),
;; 0xffff elsewhere; the low byte of the smallest key names its move. A table's vectors may be
;; anywhere in memory (RECORD_TABLE holds their address), and so may each lane's pattern
;; array: the driver places as many of both as a batch uses.
;; @define RANK_BYTES 32
;;
;; Degree regions (one per lane), the degree template, the path buffers and the data area
;; (pattern arrays and rank vectors) follow from DEGREES; the driver sizes them per board.
;; A window reads up to 6 bytes past a cell's row, so SLACK bytes follow the last region
;; a window can read, and boards need a stride (width + 4) of at least MIN_STRIDE so that
;; the 4 windows and the cell never overlap.
;; @define DEGREES 1024
;; @define SLACK 64
;; @define MIN_STRIDE 9
;;
;; Degrees: border and visited cells hold BLOCKED, so they never win; keys at or above
;; NO_MOVE_KEY ((BLOCKED − 8) << 8) mean no unvisited neighbour is left.
;; @define BLOCKED 64
;; @define NO_MOVE_KEY 14336
;;
;; Keys: degree << 8 | rank << KEY_RANK_SHIFT | move << KEY_MOVE_SHIFT. The move comes scaled by
;; 4, so that `and KEY_MOVE_MASK` is at once its byte offset in OFFSETS (no shift a step).
;; @define KEY_RANK_SHIFT 5
;; @define KEY_MOVE_SHIFT 2
;; @define KEY_MOVE_MASK 28

;; The lanes are unrolled: the step is written once below and the build writes it out for every
;; record (`@repeat`), last record first, so a round has no loop, no stack check and no record
;; pointer of its own (docs/performance.md). A call with L lanes enters the unrolled round at
;; record L − 1 (a `br_table` into the nested blocks, once a round) and steps records L − 1
;; down to 0. The round is written twice, with and without the path writes, so that the
;; keepPaths test is not made every step either.
(module
  (import "env" "memory" (memory 1))

  ;; walk(lanes, budget, keepPaths) → lane: steps lanes lanes−1 down to 0 in turn, one step each
  ;; per round, until a lane's walk ends (returns that lane; the lanes below it did not step in
  ;; this round) or `budget` rounds passed (returns −1). Every lane's state is in its record.
  ;; With keepPaths ≠ 0 every lane also writes its walk, one move byte a step, to its path.
  (func (export "walk") (param $lanes i32) (param $budget i32) (param $keepPaths i32) (result i32)
    (local $entry i32)
    (local $cell i32)
    (local $path i32)
    (local $above2 i32) (local $above1 i32) (local $below1 i32) (local $below2 i32)
    (local $north v128)   ;; rows y−2 (bytes 0..7) and y−1 (bytes 8..15)
    (local $south v128)   ;; rows y+2 (bytes 0..7) and y+1 (bytes 8..15)
    (local $keys v128)
    (local $ranks i32)    ;; the rank vectors of the cell's pattern
    (local $best i32)

    (local.set $above2 (i32.load (i32.const ${WINDOW_ABOVE_2})))
    (local.set $above1 (i32.load (i32.const ${WINDOW_ABOVE_1})))
    (local.set $below1 (i32.load (i32.const ${WINDOW_BELOW_1})))
    (local.set $below2 (i32.load (i32.const ${WINDOW_BELOW_2})))
    (i32.store (i32.const ${BUDGET}) (local.get $budget))
    ;; The unrolled round's first step for `lanes` lanes (its index in the br_table below).
    (local.set $entry (i32.sub (i32.const ${MAX_LANES}) (local.get $lanes)))
    (local.set $keepPaths (i32.ne (local.get $keepPaths) (i32.const 0)))

;; @repeat KEEP 0 1
    (if (i32.eq (local.get $keepPaths) (i32.const ${KEEP}))
      (then
        (loop $rounds
          (local.set $budget (i32.sub (i32.load (i32.const ${BUDGET})) (i32.const 1)))
          (i32.store (i32.const ${BUDGET}) (local.get $budget))
          (if (i32.eqz (local.get $budget)) (then (return (i32.const -1))))
          (i32.store (i32.const ${ROUND}) (i32.add (i32.load (i32.const ${ROUND})) (i32.const 1)))

;; @repeat LANE ${MAX_LANES - 1} 0
          (block
;; @end
          (br_table
;; @repeat LANE 0 ${MAX_LANES - 1}
            ${LANE}
;; @end
            (local.get $entry))
;; @repeat LANE ${MAX_LANES - 1} 0
          )
          ;; The step of the lane whose record is ${RECORDS + LANE * RECORD_BYTES}.
          (local.set $cell (i32.load (i32.const ${RECORDS + LANE * RECORD_BYTES + RECORD_CELL})))
          (i32.store8 (local.get $cell) (i32.const ${BLOCKED}))

          ;; Decrement the 8 neighbours: bytes 0 and 2 of the y±2 windows (x−1, x+1), bytes 0
          ;; and 4 of the y±1 windows (x−2, x+2); the other bytes are written back unchanged.
          (local.set $north
            (i8x16.sub
              (v128.load64_lane 1 (i32.add (local.get $cell) (local.get $above1))
                (v128.load64_zero (i32.add (local.get $cell) (local.get $above2))))
              (v128.const i8x16 1 0 1 0 0 0 0 0  1 0 0 0 1 0 0 0)))
          (local.set $south
            (i8x16.sub
              (v128.load64_lane 1 (i32.add (local.get $cell) (local.get $below1))
                (v128.load64_zero (i32.add (local.get $cell) (local.get $below2))))
              (v128.const i8x16 1 0 1 0 0 0 0 0  1 0 0 0 1 0 0 0)))
          (v128.store64_lane 0 (i32.add (local.get $cell) (local.get $above2)) (local.get $north))
          (v128.store64_lane 1 (i32.add (local.get $cell) (local.get $above1)) (local.get $north))
          (v128.store64_lane 0 (i32.add (local.get $cell) (local.get $below2)) (local.get $south))
          (v128.store64_lane 1 (i32.add (local.get $cell) (local.get $below1)) (local.get $south))

          ;; Keys as u16 lanes: the neighbours' degrees are the low bytes of lanes 0, 1, 4 and 6
          ;; of both windows, so a shift by 8 makes them the high bytes, and the rank vectors
          ;; (north, then south) fill the low bytes and turn the other lanes to 0xffff. North
          ;; lanes 0 1 4 6 are moves 1 2 0 3, south ones 6 5 7 4.
          (local.set $ranks
            (i32.add
              (i32.load (i32.const ${RECORDS + LANE * RECORD_BYTES + RECORD_TABLE}))
              (i32.shl
                (i32.load8_u
                  (i32.add (local.get $cell)
                    (i32.load (i32.const ${RECORDS + LANE * RECORD_BYTES + RECORD_PATTERN}))))
                (i32.const 5))))
          (local.set $keys
            (i16x8.min_u
              (v128.or (i16x8.shl (local.get $north) (i32.const 8))
                (v128.load (local.get $ranks)))
              (v128.or (i16x8.shl (local.get $south) (i32.const 8))
                (v128.load offset=16 (local.get $ranks)))))

          ;; The smallest of the 8 keys, by halving: swap halves, then quarters, then pairs.
          (local.set $keys (i16x8.min_u (local.get $keys)
            (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $keys) (local.get $keys))))
          (local.set $keys (i16x8.min_u (local.get $keys)
            (i8x16.shuffle 4 5 6 7 0 1 2 3 12 13 14 15 8 9 10 11 (local.get $keys) (local.get $keys))))
          ;; Only lane 0 is read: lane 1 shifted onto it is one instruction (the pair swap, two).
          (local.set $keys (i16x8.min_u (local.get $keys)
            (i32x4.shr_u (local.get $keys) (i32.const 16))))
          (local.set $best (i16x8.extract_lane_u 0 (local.get $keys)))

          (if (i32.ge_u (local.get $best) (i32.const ${NO_MOVE_KEY}))
            (then (return (i32.const ${LANE}))))
          ;; The move × 4: its offset's address in OFFSETS.
          (local.set $best (i32.and (local.get $best) (i32.const ${KEY_MOVE_MASK})))
          (i32.store (i32.const ${RECORDS + LANE * RECORD_BYTES + RECORD_CELL})
            (i32.add (local.get $cell) (i32.load offset=${OFFSETS} (local.get $best))))
          ;; The move taken, appended to the path (a constant condition: the compiler drops it
          ;; from the round without paths).
          (if (i32.const ${KEEP})
            (then
              (local.set $path (i32.load (i32.const ${RECORDS + LANE * RECORD_BYTES + RECORD_PATH})))
              (i32.store8 (local.get $path) (i32.shr_u (local.get $best) (i32.const ${KEY_MOVE_SHIFT})))
              (i32.store (i32.const ${RECORDS + LANE * RECORD_BYTES + RECORD_PATH})
                (i32.add (local.get $path) (i32.const 1)))))
;; @end
          (br $rounds))))
;; @end
    (i32.const -1))
)
