;; The verifier's fast tour check, assembled at build time by wabt (scripts/assemble-wat.mjs)
;; into wasm-check.generated.ts. Written for the verifier alone: it shares no code or tables
;; with the solver's sweep kernel, so a sweep's `--verify` stays an independent check.
;;
;; isTour answers one question: are the `total` square indices (y × width + x, i32) at
;; `squares` an open knight's tour of a board `width` wide, `total / width` high? It returns 1
;; or 0 and never says why: on 0 the caller's plain check finds and words the first problem.
;;
;; The caller lays out the memory (wasm-check.ts) and passes the regions:
;;   steps    the column change of the knight move whose linear step (dy × width + dx) is d, at
;;            byte steps + d + reach, where reach = 2 × width + 2; 0 where no move has that step.
;;            On boards at least 5 wide the 8 moves have 8 distinct steps, so the step names the
;;            move; a step that leaves the board sideways wraps to another row, and is caught by
;;            following the column.
;;   seen     one byte per square; squares visited by this call get `visit` (1..255), and the
;;            caller clears the bytes before a value is used twice.
;;   squares  the walk, `total` i32 values.
;;
;; Every step checks its square is on the board and its move is a knight move, and stamps the
;; square; then every square must hold the stamp: `total` squares on the board, all stamped,
;; means none was visited twice.
;;
;; isMoveTour answers the same question for a walk given as moves, the way a sweep's kernel
;; hands its walks over (a byte a step): are the `count` bytes at `moves`, each a move number
;; 0..7 decoded by the verifier's own move table, taken from the cell `cell`, an open tour?
;; Its memory (another instance of this module, laid out by wasm-check.ts):
;;   offsets  8 × i32: the cell step of each move (dy × stride + dx) on the padded board, the
;;            verifier's own knight moves (knight.ts), in the order of the move numbers.
;;   board    the board with a border 2 cells wide, stride = width + 4: border cells hold 255,
;;            a square visited by this call holds `visit` (1..254), every other square less.
;; A knight move from a square lands at most 2 cells off the board, in the border, so one
;; compare per step says the square is on the board and not yet visited: `count` = squares − 1
;; such steps from a fresh start visit every square once.
(module
  (memory (export "memory") 1)

  (func (export "isMoveTour")
    (param $offsets i32) (param $cell i32) (param $moves i32) (param $count i32)
    (param $visit i32) (result i32)
    (local $at i32) (local $end i32) (local $move i32)
    (if (i32.ge_u (i32.load8_u (local.get $cell)) (local.get $visit)) (then (return (i32.const 0))))
    (i32.store8 (local.get $cell) (local.get $visit))
    (local.set $at (local.get $moves))
    (local.set $end (i32.add (local.get $moves) (local.get $count)))
    (block $walked
      (loop $step
        (br_if $walked (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $move (i32.load8_u (local.get $at)))
        ;; a byte that numbers no move
        (if (i32.ge_u (local.get $move) (i32.const 8)) (then (return (i32.const 0))))
        (local.set $cell (i32.add (local.get $cell)
          (i32.load (i32.add (local.get $offsets) (i32.shl (local.get $move) (i32.const 2))))))
        ;; off the board (the border's 255) or visited already (this call's stamp)
        (if (i32.ge_u (i32.load8_u (local.get $cell)) (local.get $visit))
          (then (return (i32.const 0))))
        (i32.store8 (local.get $cell) (local.get $visit))
        (local.set $at (i32.add (local.get $at) (i32.const 1)))
        (br $step)))
    (i32.const 1))

  (func (export "isTour")
    (param $width i32) (param $total i32) (param $steps i32) (param $seen i32)
    (param $squares i32) (param $visit i32) (result i32)
    (local $reach i32) (local $span i32)
    (local $at i32) (local $end i32)    ;; the next square's address, and the walk's end
    (local $square i32) (local $previous i32)
    (local $x i32)                      ;; the column of the square just checked
    (local $d i32)                      ;; the linear step from the previous square, + reach
    (local $dx i32)                     ;; the column change of that step's move
    (local $stamp v128)

    (local.set $reach (i32.add (i32.shl (local.get $width) (i32.const 1)) (i32.const 2)))
    (local.set $span (i32.shl (local.get $reach) (i32.const 1)))
    (local.set $end (i32.add (local.get $squares) (i32.shl (local.get $total) (i32.const 2))))

    (local.set $previous (i32.load (local.get $squares)))
    (if (i32.ge_u (local.get $previous) (local.get $total)) (then (return (i32.const 0))))
    (i32.store8 (i32.add (local.get $seen) (local.get $previous)) (local.get $visit))
    (local.set $x (i32.rem_u (local.get $previous) (local.get $width)))
    (local.set $at (i32.add (local.get $squares) (i32.const 4)))

    (block $walked
      (loop $step
        (br_if $walked (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $square (i32.load (local.get $at)))
        ;; unsigned: negative indices are off the board too
        (if (i32.ge_u (local.get $square) (local.get $total)) (then (return (i32.const 0))))
        (i32.store8 (i32.add (local.get $seen) (local.get $square)) (local.get $visit))
        (local.set $d (i32.add (i32.sub (local.get $square) (local.get $previous))
          (local.get $reach)))
        (if (i32.gt_u (local.get $d) (local.get $span)) (then (return (i32.const 0))))
        (local.set $dx (i32.load8_s (i32.add (local.get $steps) (local.get $d))))
        (local.set $x (i32.add (local.get $x) (local.get $dx)))
        (if (i32.or (i32.eqz (local.get $dx)) (i32.ge_u (local.get $x) (local.get $width)))
          (then (return (i32.const 0))))
        (local.set $previous (local.get $square))
        (local.set $at (i32.add (local.get $at) (i32.const 4)))
        (br $step)))

    ;; Every square stamped: 16 bytes at a time, then the rest one by one.
    (local.set $stamp (i8x16.splat (local.get $visit)))
    (local.set $at (local.get $seen))
    (local.set $end (i32.add (local.get $seen) (local.get $total)))
    (block $sixteens
      (loop $sixteen
        (br_if $sixteens (i32.gt_u (i32.add (local.get $at) (i32.const 16)) (local.get $end)))
        (if (i32.eqz (i8x16.all_true (i8x16.eq (v128.load (local.get $at)) (local.get $stamp))))
          (then (return (i32.const 0))))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $sixteen)))
    (block $bytes
      (loop $byte
        (br_if $bytes (i32.ge_u (local.get $at) (local.get $end)))
        (if (i32.ne (i32.load8_u (local.get $at)) (local.get $visit)) (then (return (i32.const 0))))
        (local.set $at (i32.add (local.get $at) (i32.const 1)))
        (br $byte)))
    (i32.const 1))
)
