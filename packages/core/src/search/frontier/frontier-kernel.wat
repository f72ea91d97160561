;; The frontier kernel: one step of the transfer-matrix count of knight's tours.
;;
;; Source of src/search/frontier/frontier-kernel.generated.ts (`pnpm --filter @knights-tour/core
;; run kernel` assembles it with wabt; a test checks the committed bytes equal a fresh build).
;; The driver is frontier-engine.ts; the plan of a board (cell order, key fields) is plan.ts.
;;
;; A step decides cell i (window position 0): which of its edges to later cells it takes. The
;; kernel reads states (a 64-bit key and its count, in 1 or 2 64-bit lanes), tries every edge
;; set that leaves cell i with degree 2 (or 1, a path end, for open tours), drops what can no
;; longer complete, and appends each successor to the bucket of its partition (the top bits
;; of a hash of the key). The driver moves full buckets out; a second pass (`aggregate`) adds
;; up the counts of equal keys of one partition in an open-addressing table.
;;
;; Decoded window, positions 0..W (W = 2 * rows + 1; position W is the cell entering the
;; window): DEG[p] is the degree so far (0, 1, 2); for degree 1, MATE[p] is the position of the
;; other end of its partial path, or -1 when that end is a decided path end (open tours).
;;
;; Parameters, written by the driver (i32 unless said).
;; @define PARAMS 0
;;   key fields (W) and count lanes (64-bit limbs of a count, 1 to MAX_LANES); bytes per
;;   entry: 8 + 8 * lanes
;; @define P_WINDOW 0
;; @define P_LANES 4
;; @define P_ENTRY 8
;;   1 for open tours (paths), 0 for closed ones (cycles)
;; @define P_OPEN 12
;;   positions 0..REAL-1 of the extended window are cells of the board
;; @define P_REAL 16
;;   1 when no cell lies beyond the extended window: only then can a tour be completed
;; @define P_FINAL 20
;;   number of forward neighbours of cell i, and their positions (up to 4)
;; @define P_NCANDS 24
;; @define P_CANDS 28
;;   cell i as a path end: 0 never, 1 allowed, 2 required (the given start square)
;; @define P_TERMINAL 44
;;   path ends still reserved for the start square (1 while it lies ahead)
;; @define P_RESERVED 48
;;   1 when colours decide which cell may end the path (open tours on an even board: one end
;;   white, one black); then SIGN0 is cell i's colour (+1 white, -1 black) and IMBALANCE the
;;   white-minus-black residual degree of the cells beyond the window
;; @define P_COLOUR 52
;; @define P_SIGN0 56
;; @define P_IMBALANCE 60
;;   position of the start square in the extended window, or -1: it takes one edge, not two
;; @define P_START 64
;;   partitions - 1; the bucket area, bytes per bucket, the fill that stops an expansion
;; @define P_PARTS_MASK 68
;; @define P_BUCKETS 72
;; @define P_BUCKET_BYTES 76
;; @define P_HIGH 80
;;   set by the kernel: a bucket reached P_HIGH bytes
;; @define P_FULL 84
;;   the aggregation table and its slots - 1
;; @define P_TABLE 88
;; @define P_TABLE_MASK 92
;;   set by the kernel when a count overflowed its lanes (the count is then wrong)
;; @define P_OVERFLOW 96
;;   1 when the keys are degree profiles (see below) rather than frontiers
;; @define P_PROFILE 120
;;   1 when successors are looked up in the live set instead of emitted (sets P_FOUND)
;; @define P_CHECK 124
;; @define P_FOUND 128
;;   1 when a successor whose profile is not in the live set is dropped
;; @define P_FILTER 132
;;   the live set: profiles from which a tour can still be completed (keys + 1; 0 is empty)
;; @define P_LIVE 136
;; @define P_LIVE_MASK 140
;;   1 on the last step: a profile then completes whenever cell i reaches its degree
;; @define P_LAST 144
;;   a step in rounds (to bound the memory of its successors): only the partitions whose
;;   number & ROUND_MASK equals ROUND are kept in this pass
;; @define P_ROUND_MASK 148
;; @define P_ROUND 152
;;
;; A degree profile forgets how ends pair up: 2 bits per window position hold its degree, and
;; bits USED_SHIFT.. count the path ends decided so far. Counting profiles is
;; counting spanning subgraphs of degree 2 (1 at the path ends), cycles allowed; a frontier
;; whose profile can no longer be completed even so is dead, and that catches most dead
;; frontiers long before the local test does.
;; @define USED_SHIFT 40
;;
;; Per-position tables (32 entries each).
;;   i64: bit offset of key field p; bytes: its mask and its width in bits
;; @define SHIFTS 256
;; @define FIELD_MASK 512
;; @define FIELD_WIDTH 544
;;   i32: the later neighbours of position p inside positions 1..W, as a bit mask
;; @define NBR 768
;;   i32: its later neighbours beyond position W (always free)
;; @define BEYOND 896
;;   i32: colour sign of position p (0 off the board), for P_COLOUR
;; @define SIGNS 1024
;;   i32: 1 when position p may be a path end by the colour rule
;; @define TERM_OK 1152
;;   bytes: the decoded window, its working copy, labels, candidate positions
;; @define DEG 1280
;; @define MATE 1312
;; @define WDEG 1344
;; @define WDEG_1 1345
;; @define WDEG_9 1353
;; @define WDEG_17 1361
;; @define WMATE 1376
;; @define LABEL 1408
;; @define CL 1440
;;   completed tours: MAX_LANES x i64, low limb first
;; @define TOTAL 1536
;; @define MAX_LANES 16
;;   the subsets of k candidates of e elements, k = 0..4, e = 0..2: at COMBOS + 8 × (3k + e)
;;   a count, then the masks (the driver writes them)
;; @define COMBOS 1664
;;   i32 per partition: bytes used in its bucket
;; @define FILLS 2048
;; @define MAX_PARTS 4096
;;   the driver's area (input, buckets, table) starts here
;; @define DATA 18432
;;   most successors of one state: edge sets of at most 2 of 4 candidates (1 + 4 + 6)
;; @define MAX_SUCCESSORS 11
(module
  (import "env" "memory" (memory 1))

  ;; splitmix64's finalizer: partitions take bits 40.., table slots the low bits.
  (func $mix (param $x i64) (result i64)
    (local.set $x
      (i64.mul (i64.xor (local.get $x) (i64.shr_u (local.get $x) (i64.const 30)))
        (i64.const 0xbf58476d1ce4e5b9)))
    (local.set $x
      (i64.mul (i64.xor (local.get $x) (i64.shr_u (local.get $x) (i64.const 27)))
        (i64.const 0x94d049bb133111eb)))
    (i64.xor (local.get $x) (i64.shr_u (local.get $x) (i64.const 31))))

  ;; Adds the count at `src` to the count at `a` (P_LANES limbs each, low first), noting a
  ;; carry out of the top limb.
  (func $add (param $a i32) (param $src i32)
    (local $end i32) (local $x i64) (local $y i64) (local $old i64) (local $carry i32)
    (local.set $end (i32.add (local.get $a) (i32.shl (i32.load (i32.const ${P_LANES})) (i32.const 3))))
    (loop $limb
      (local.set $old (i64.load (local.get $a)))
      (local.set $x (i64.add (local.get $old) (i64.load (local.get $src))))
      (local.set $y (i64.add (local.get $x) (i64.extend_i32_u (local.get $carry))))
      (local.set $carry
        (i32.or (i64.lt_u (local.get $x) (local.get $old)) (i64.lt_u (local.get $y) (local.get $x))))
      (i64.store (local.get $a) (local.get $y))
      (local.set $a (i32.add (local.get $a) (i32.const 8)))
      (local.set $src (i32.add (local.get $src) (i32.const 8)))
      (br_if $limb (i32.lt_u (local.get $a) (local.get $end))))
    (if (local.get $carry) (then (i32.store (i32.const ${P_OVERFLOW}) (i32.const 1)))))

  ;; Is profile k in the live set?
  (func $isLive (param $k i64) (result i32)
    (local $mask i32) (local $slot i32) (local $found i64)
    (local.set $mask (i32.load (i32.const ${P_LIVE_MASK})))
    (local.set $slot (i32.and (i32.wrap_i64 (call $mix (local.get $k))) (local.get $mask)))
    (local.set $k (i64.add (local.get $k) (i64.const 1)))
    (loop $probe
      (local.set $found
        (i64.load (i32.add (i32.load (i32.const ${P_LIVE})) (i32.shl (local.get $slot) (i32.const 3)))))
      (if (i64.eq (local.get $found) (local.get $k)) (then (return (i32.const 1))))
      (if (i64.eqz (local.get $found)) (then (return (i32.const 0))))
      (local.set $slot (i32.and (i32.add (local.get $slot) (i32.const 1)) (local.get $mask)))
      (br $probe))
    (i32.const 0))

  ;; Adds n profiles (8 bytes each, at `from`) to the live set.
  (func (export "addLive") (param $from i32) (param $n i32)
    (local $mask i32) (local $slot i32) (local $k i64) (local $a i32)
    (local.set $mask (i32.load (i32.const ${P_LIVE_MASK})))
    (block $done
      (loop $next
        (br_if $done (i32.eqz (local.get $n)))
        (local.set $k (i64.load (local.get $from)))
        (local.set $slot (i32.and (i32.wrap_i64 (call $mix (local.get $k))) (local.get $mask)))
        (block $placed
          (loop $probe
            (local.set $a
              (i32.add (i32.load (i32.const ${P_LIVE})) (i32.shl (local.get $slot) (i32.const 3))))
            (br_if $placed (i64.eqz (i64.load (local.get $a))))
            (local.set $slot (i32.and (i32.add (local.get $slot) (i32.const 1)) (local.get $mask)))
            (br $probe)))
        (i64.store (local.get $a) (i64.add (local.get $k) (i64.const 1)))
        (local.set $from (i32.add (local.get $from) (i32.const 8)))
        (local.set $n (i32.sub (local.get $n) (i32.const 1)))
        (br $next))))

  ;; Appends (key, count) to the bucket of the key's partition.
  (func $emit (param $key i64) (param $count i32)
    (local $part i32) (local $fill i32) (local $a i32)
    (local.set $part
      (i32.and (i32.wrap_i64 (i64.shr_u (call $mix (local.get $key)) (i64.const 40)))
        (i32.load (i32.const ${P_PARTS_MASK}))))
    (if (i32.ne (i32.and (local.get $part) (i32.load (i32.const ${P_ROUND_MASK})))
        (i32.load (i32.const ${P_ROUND})))
      (then (return)))
    (local.set $fill (i32.load offset=${FILLS} (i32.shl (local.get $part) (i32.const 2))))
    (local.set $a
      (i32.add (i32.add (i32.load (i32.const ${P_BUCKETS}))
          (i32.mul (local.get $part) (i32.load (i32.const ${P_BUCKET_BYTES}))))
        (local.get $fill)))
    (i64.store (local.get $a) (local.get $key))
    (memory.copy (i32.add (local.get $a) (i32.const 8)) (local.get $count)
      (i32.shl (i32.load (i32.const ${P_LANES})) (i32.const 3)))
    (local.set $fill (i32.add (local.get $fill) (i32.load (i32.const ${P_ENTRY}))))
    (i32.store offset=${FILLS} (i32.shl (local.get $part) (i32.const 2)) (local.get $fill))
    (if (i32.ge_u (local.get $fill) (i32.load (i32.const ${P_HIGH})))
      (then (i32.store (i32.const ${P_FULL}) (i32.const 1)))))

  ;; 8 degrees (bytes 0..3 at `a`) packed 2 bits each into 16 bits.
  (func $pack8 (param $a i32) (result i64)
    (local $x i64)
    (local.set $x (i64.load (local.get $a)))
    (local.set $x
      (i64.and (i64.or (local.get $x) (i64.shr_u (local.get $x) (i64.const 6)))
        (i64.const 0x000f000f000f000f)))
    (local.set $x
      (i64.and (i64.or (local.get $x) (i64.shr_u (local.get $x) (i64.const 12)))
        (i64.const 0x000000ff000000ff)))
    (i64.and (i64.or (local.get $x) (i64.shr_u (local.get $x) (i64.const 24))) (i64.const 0xffff)))

  ;; The successor's degree profile: positions 1..W of WDEG, 2 bits each, and the path ends.
  (func $profile (param $used i32) (result i64)
    (i64.or
      (i64.or (call $pack8 (i32.const ${WDEG_1}))
        (i64.shl (call $pack8 (i32.const ${WDEG_9})) (i64.const 16)))
      (i64.or
        (i64.shl (i64.extend_i32_u (i32.load8_u (i32.const ${WDEG_17}))) (i64.const 32))
        (i64.shl (i64.extend_i32_u (local.get $used)) (i64.const ${USED_SHIFT})))))

  ;; Is a profile successor (degrees in WDEG, `used` path ends) short of edges somewhere: a cell
  ;; that can no longer reach its degree, or (open tours) more cells forced to be path ends
  ;; than path ends are left? Only profiles are tested: a frontier's successor is kept when
  ;; its profile is live, which implies this.
  (func $short (param $used i32) (result i32)
    (local $p i32) (local $real i32) (local $start i32) (local $cap i32) (local $d i32)
    (local $done i32) (local $forced i32) (local $avail i32)
    (local.set $real (i32.load (i32.const ${P_REAL})))
    (local.set $start (i32.load (i32.const ${P_START})))
    (local.set $p (i32.const 1))
    (block $full
      (loop $mark
        (br_if $full (i32.ge_u (local.get $p) (local.get $real)))
        (if (i32.ge_u (i32.load8_u offset=${WDEG} (local.get $p))
            (select (i32.const 1) (i32.const 2) (i32.eq (local.get $p) (local.get $start))))
          (then (local.set $done (i32.or (local.get $done) (i32.shl (i32.const 1) (local.get $p))))))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $mark)))
    (local.set $p (i32.const 1))
    (block $scan
      (loop $cell
        (br_if $scan (i32.ge_u (local.get $p) (local.get $real)))
        (local.set $d (i32.load8_u offset=${WDEG} (local.get $p)))
        (local.set $cap (select (i32.const 1) (i32.const 2) (i32.eq (local.get $p) (local.get $start))))
        (if (i32.lt_u (local.get $d) (local.get $cap))
          (then
            (local.set $avail
              (i32.add
                (i32.popcnt
                  (i32.and (i32.load offset=${NBR} (i32.shl (local.get $p) (i32.const 2)))
                    (i32.xor (local.get $done) (i32.const -1))))
                (i32.load offset=${BEYOND} (i32.shl (local.get $p) (i32.const 2)))))
            (if (i32.lt_u (local.get $avail) (i32.sub (local.get $cap) (local.get $d)))
              (then
                ;; short of edges: dead, unless an open tour may end here
                (if (i32.eqz (i32.load (i32.const ${P_OPEN}))) (then (return (i32.const 1))))
                (if (i32.eq (local.get $p) (local.get $start)) (then (return (i32.const 1))))
                (if (i32.eqz (i32.add (local.get $avail) (local.get $d))) (then (return (i32.const 1))))
                (if (i32.eqz (i32.load offset=${TERM_OK} (i32.shl (local.get $p) (i32.const 2))))
                  (then (return (i32.const 1))))
                (local.set $forced (i32.add (local.get $forced) (i32.const 1)))))))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $cell)))
    (i32.and (i32.load (i32.const ${P_OPEN}))
      (i32.gt_u
        (i32.add (i32.add (local.get $used) (local.get $forced)) (i32.load (i32.const ${P_RESERVED})))
        (i32.const 2))))

  ;; One successor of the decoded state: cell i takes the edges to the candidates in `mask`
  ;; and ends the path there when `term`; `used` path ends were decided before. Completes a
  ;; tour, emits the successor (or, when checking profiles, notes that it is live), or drops it.
  (func $successor (param $mask i32) (param $term i32) (param $used i32) (param $count i32)
    (local $b i32) (local $bits i32) (local $q i32) (local $d0 i32) (local $dq i32) (local $A i32)
    (local $B i32) (local $complete i32) (local $p i32) (local $real i32) (local $d i32)
    (local $r i32) (local $v i32) (local $lab i32) (local $key i64) (local $shift i64)
    (local.set $used (i32.add (local.get $used) (local.get $term)))
    (v128.store (i32.const ${WDEG}) (v128.load (i32.const ${DEG})))
    (v128.store offset=16 (i32.const ${WDEG}) (v128.load offset=16 (i32.const ${DEG})))
    ;; the degrees first: a profile needs nothing else, and a frontier is dropped at once
    ;; when its profile is not live
    (local.set $bits (local.get $mask))
    (block $edges
      (loop $edge
        (br_if $edges (i32.eqz (local.get $bits)))
        (local.set $q (i32.load offset=${CL} (i32.shl (i32.ctz (local.get $bits)) (i32.const 2))))
        (i32.store8 (i32.const ${WDEG}) (i32.add (i32.load8_u (i32.const ${WDEG})) (i32.const 1)))
        (i32.store8 offset=${WDEG} (local.get $q)
          (i32.add (i32.load8_u offset=${WDEG} (local.get $q)) (i32.const 1)))
        (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
        (br $edge)))
    (if (i32.load (i32.const ${P_PROFILE}))
      (then
        (if (i32.load (i32.const ${P_LAST}))
          (then
            ;; a profile completes on the last step, with both path ends for an open tour
            (if (i32.or (i32.eqz (i32.load (i32.const ${P_OPEN}))) (i32.eq (local.get $used) (i32.const 2)))
              (then
                (i32.store (i32.const ${P_FOUND}) (i32.const 1))
                (if (i32.eqz (i32.load (i32.const ${P_CHECK})))
                  (then (call $add (i32.const ${TOTAL}) (local.get $count))))))
            (return)))
        (if (call $short (local.get $used)) (then (return)))
        (local.set $key (call $profile (local.get $used)))
        (if (i32.load (i32.const ${P_CHECK}))
          (then
            (if (call $isLive (local.get $key))
              (then (i32.store (i32.const ${P_FOUND}) (i32.const 1))))
            (return)))
        (call $emit (local.get $key) (local.get $count))
        (return)))
    (if (i32.load (i32.const ${P_FILTER}))
      (then (if (i32.eqz (call $isLive (call $profile (local.get $used)))) (then (return)))))
    ;; how the partial paths join: each edge joins the path through cell i to another
    (v128.store (i32.const ${WMATE}) (v128.load (i32.const ${MATE})))
    (v128.store offset=16 (i32.const ${WMATE}) (v128.load offset=16 (i32.const ${MATE})))
    (local.set $d0 (i32.load8_u (i32.const ${DEG})))
    (local.set $bits (local.get $mask))
    (block $edges
      (loop $edge
        (br_if $edges (i32.eqz (local.get $bits)))
        (local.set $q (i32.load offset=${CL} (i32.shl (i32.ctz (local.get $bits)) (i32.const 2))))
        (local.set $dq (i32.load8_u offset=${DEG} (local.get $q)))
        (local.set $A
          (if (result i32) (local.get $d0)
            (then (i32.load8_s (i32.const ${WMATE})))
            (else (i32.const 0))))
        (local.set $B
          (if (result i32) (local.get $dq)
            (then (i32.load8_s offset=${WMATE} (local.get $q)))
            (else (local.get $q))))
        (if (i32.and (i32.and (local.get $d0) (local.get $dq))
            (i32.eq (local.get $A) (local.get $q)))
          (then
            ;; both ends of one path: a cycle, a tour only if it is closed and complete
            (if (i32.load (i32.const ${P_OPEN})) (then (return)))
            (local.set $complete (i32.const 1)))
          (else
            (if (i32.eq (local.get $A) (i32.const -1))
              (then
                (if (i32.eq (local.get $B) (i32.const -1))
                  (then (local.set $complete (i32.const 1)))
                  (else (i32.store8 offset=${WMATE} (local.get $B) (i32.const -1)))))
              (else
                (if (i32.eq (local.get $B) (i32.const -1))
                  (then (i32.store8 offset=${WMATE} (local.get $A) (i32.const -1)))
                  (else
                    (i32.store8 offset=${WMATE} (local.get $A) (local.get $B))
                    (i32.store8 offset=${WMATE} (local.get $B) (local.get $A))))))))
        (local.set $d0 (i32.add (local.get $d0) (i32.const 1)))
        (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
        (br $edge)))
    ;; cell i ends the path: the other end of its partial path now reaches a path end
    (if (local.get $term)
      (then
        (local.set $A (i32.load8_s (i32.const ${WMATE})))
        (if (i32.eq (local.get $A) (i32.const -1))
          (then (local.set $complete (i32.const 1)))
          (else (i32.store8 offset=${WMATE} (local.get $A) (i32.const -1))))))
    (local.set $real (i32.load (i32.const ${P_REAL})))
    (if (local.get $complete)
      (then
        ;; a tour when every cell is done
        (if (i32.eqz (i32.load (i32.const ${P_FINAL}))) (then (return)))
        (local.set $p (i32.const 1))
        (block $check
          (loop $cell
            (br_if $check (i32.ge_u (local.get $p) (local.get $real)))
            (if (i32.ne (i32.load8_u offset=${WDEG} (local.get $p)) (i32.const 2)) (then (return)))
            (local.set $p (i32.add (local.get $p) (i32.const 1)))
            (br $cell)))
        ;; (once: a step done in rounds completes the same tours in each)
        (if (i32.eqz (i32.load (i32.const ${P_ROUND})))
          (then (call $add (i32.const ${TOTAL}) (local.get $count))))
        (return)))
    (if (i32.load (i32.const ${P_LAST})) (then (return)))
    ;; the successor's key: positions 1..W become fields 0..W-1, labels renumbered in order
    ;; of appearance
    (local.set $p (i32.const 1))
    (block $encoded
      (loop $cell
        (br_if $encoded (i32.ge_u (local.get $p) (local.get $real)))
        (local.set $d (i32.load8_u offset=${WDEG} (local.get $p)))
        (if (local.get $d)
          (then
            (if (i32.eq (local.get $d) (i32.const 2))
              (then (local.set $v (i32.const 1)))
              (else
                (local.set $r (i32.load8_s offset=${WMATE} (local.get $p)))
                (if (i32.eq (local.get $r) (i32.const -1))
                  (then (local.set $v (i32.const 2)))
                  (else
                    (if (i32.gt_s (local.get $r) (local.get $p))
                      (then
                        (local.set $lab (i32.add (local.get $lab) (i32.const 1)))
                        (i32.store8 offset=${LABEL} (local.get $p) (local.get $lab))
                        (local.set $v (i32.add (local.get $lab) (i32.const 2))))
                      (else
                        (local.set $v
                          (i32.add (i32.load8_u offset=${LABEL} (local.get $r)) (i32.const 2)))))))))
            (local.set $key
              (i64.or (local.get $key)
                (i64.shl (i64.extend_i32_u (local.get $v))
                  (i64.load offset=${SHIFTS}
                    (i32.shl (i32.sub (local.get $p) (i32.const 1)) (i32.const 3))))))))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $cell)))
    (call $emit (local.get $key) (local.get $count)))

  ;; Decodes the state at `ptr` and tries every edge set of cell i.
  (func $state (param $ptr i32)
    (local $window i32) (local $start i32) (local $must i32) (local $profile i32)
    (local $key i64)
    (local $p i32) (local $v i32) (local $maxlab i32) (local $r i32) (local $used i32)
    (local $imbalance i32) (local $d0 i32) (local $k i32) (local $q i32)
    (local $allowed i32) (local $need2 i32)
    (local.set $window (i32.load (i32.const ${P_WINDOW})))
    (local.set $start (i32.load (i32.const ${P_START})))
    (local.set $must (i32.eq (i32.load (i32.const ${P_TERMINAL})) (i32.const 2)))
    (local.set $profile (i32.load (i32.const ${P_PROFILE})))
    (local.set $key (i64.load (local.get $ptr)))
    ;; decode a frontier: 0 no edge, 1 done, 2 one edge (the path reaches a path end), 2 +
    ;; label; or a profile: 2 bits of degree per position. The fields are read from the low
    ;; end; once the rest of the key is 0, so are the fields left.
    (v128.store (i32.const ${DEG}) (v128.const i64x2 0 0))
    (v128.store offset=16 (i32.const ${DEG}) (v128.const i64x2 0 0))
    (if (local.get $profile)
      (then
        (local.set $used (i32.wrap_i64 (i64.shr_u (local.get $key) (i64.const ${USED_SHIFT}))))
        (local.set $key
          (i64.and (local.get $key)
            (i64.sub (i64.shl (i64.const 1) (i64.const ${USED_SHIFT})) (i64.const 1))))
        (block $decoded
          (loop $field
            (br_if $decoded (i64.eqz (local.get $key)))
            (i32.store8 offset=${DEG} (local.get $p) (i32.and (i32.wrap_i64 (local.get $key)) (i32.const 3)))
            (local.set $key (i64.shr_u (local.get $key) (i64.const 2)))
            (local.set $p (i32.add (local.get $p) (i32.const 1)))
            (br $field))))
      (else
        (block $decoded
          (loop $field
            (br_if $decoded (i64.eqz (local.get $key)))
            (local.set $v
              (i32.and (i32.wrap_i64 (local.get $key)) (i32.load8_u offset=${FIELD_MASK} (local.get $p))))
            (local.set $key
              (i64.shr_u (local.get $key) (i64.load8_u offset=${FIELD_WIDTH} (local.get $p))))
            (if (local.get $v)
              (then
                (if (i32.eq (local.get $v) (i32.const 1))
                  (then (i32.store8 offset=${DEG} (local.get $p) (i32.const 2)))
                  (else
                    (i32.store8 offset=${DEG} (local.get $p) (i32.const 1))
                    (if (i32.eq (local.get $v) (i32.const 2))
                      (then
                        (i32.store8 offset=${MATE} (local.get $p) (i32.const -1))
                        (local.set $used (i32.add (local.get $used) (i32.const 1))))
                      (else
                        (local.set $v (i32.sub (local.get $v) (i32.const 2)))
                        (if (i32.gt_u (local.get $v) (local.get $maxlab))
                          (then
                            ;; a label's first cell (labels appear in order)
                            (local.set $maxlab (local.get $v))
                            (i32.store8 offset=${LABEL} (local.get $v) (local.get $p)))
                          (else
                            (local.set $r (i32.load8_u offset=${LABEL} (local.get $v)))
                            (i32.store8 offset=${MATE} (local.get $p) (local.get $r))
                            (i32.store8 offset=${MATE} (local.get $r) (local.get $p))))))))))
            (local.set $p (i32.add (local.get $p) (i32.const 1)))
            (br $field)))))
    ;; the white-minus-black residual degree, when colours decide the path ends
    (if (i32.load (i32.const ${P_COLOUR}))
      (then
        (local.set $imbalance (i32.load (i32.const ${P_IMBALANCE})))
        (local.set $p (i32.const 0))
        (block $summed
          (loop $cell
            (br_if $summed (i32.ge_u (local.get $p) (local.get $window)))
            (local.set $imbalance
              (i32.add (local.get $imbalance)
                (i32.mul (i32.load offset=${SIGNS} (i32.shl (local.get $p) (i32.const 2)))
                  (i32.sub (i32.const 2) (i32.load8_u offset=${DEG} (local.get $p))))))
            (local.set $p (i32.add (local.get $p) (i32.const 1)))
            (br $cell)))))
    ;; the candidates: later neighbours that can take another edge
    (local.set $k (i32.const 0))
    (local.set $p (i32.const 0))
    (block $listed
      (loop $cand
        (br_if $listed (i32.ge_u (local.get $p) (i32.load (i32.const ${P_NCANDS}))))
        (local.set $q (i32.load offset=${P_CANDS} (i32.shl (local.get $p) (i32.const 2))))
        (if (i32.lt_u (i32.load8_u offset=${DEG} (local.get $q))
            (select (i32.const 1) (i32.const 2) (i32.eq (local.get $q) (local.get $start))))
          (then
            (i32.store offset=${CL} (i32.shl (local.get $k) (i32.const 2)) (local.get $q))
            (local.set $k (i32.add (local.get $k) (i32.const 1)))))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $cand)))
    (local.set $d0 (i32.load8_u (i32.const ${DEG})))
    (local.set $need2 (i32.sub (i32.const 2) (local.get $d0)))
    ;; may cell i end the path? (a cell of degree 2 never does)
    (local.set $allowed
      (i32.and
        (i32.and (i32.eq (i32.load (i32.const ${P_TERMINAL})) (i32.const 1))
          (i32.lt_u (local.get $d0) (i32.const 2)))
        (i32.lt_u (i32.add (local.get $used) (i32.load (i32.const ${P_RESERVED}))) (i32.const 2))))
    (if (i32.and (local.get $allowed) (i32.load (i32.const ${P_COLOUR})))
      (then
        ;; path ends so far, white minus black, are minus the imbalance: one of each colour
        (local.set $allowed
          (i32.eq (i32.mul (i32.load (i32.const ${P_SIGN0})) (local.get $imbalance))
            (local.get $used)))))
    ;; the edge sets: 2 - d0 edges (cell i done), or 1 - d0 (cell i ends the path)
    (if (local.get $must)
      (then (call $edgeSets (local.get $k) (i32.sub (i32.const 1) (local.get $d0)) (i32.const 1)
        (local.get $used) (local.get $ptr)))
      (else
        (call $edgeSets (local.get $k) (local.get $need2) (i32.const 0) (local.get $used) (local.get $ptr))
        (if (local.get $allowed)
          (then (call $edgeSets (local.get $k) (i32.sub (i32.const 1) (local.get $d0)) (i32.const 1)
            (local.get $used) (local.get $ptr)))))))

  ;; Every set of `e` of the k candidates (COMBOS lists them: a count, then the masks).
  (func $edgeSets (param $k i32) (param $e i32) (param $term i32) (param $used i32) (param $ptr i32)
    (local $at i32) (local $end i32)
    (local.set $at
      (i32.add (i32.const ${COMBOS}) (i32.shl (i32.add (i32.mul (local.get $k) (i32.const 3)) (local.get $e)) (i32.const 3))))
    (local.set $end (i32.add (i32.add (local.get $at) (i32.const 1)) (i32.load8_u (local.get $at))))
    (block $done
      (loop $next
        (local.set $at (i32.add (local.get $at) (i32.const 1)))
        (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
        (call $successor (i32.load8_u (local.get $at)) (local.get $term) (local.get $used)
          (i32.add (local.get $ptr) (i32.const 8)))
        (br $next))))

  ;; Expands states from..n-1 of the `in` array; returns the index of the first state not
  ;; expanded: n, or less when a bucket filled up (the driver empties the buckets and calls
  ;; again from there).
  (func (export "expand") (param $in i32) (param $from i32) (param $n i32) (result i32)
    (local $entry i32)
    (local.set $entry (i32.load (i32.const ${P_ENTRY})))
    (i32.store (i32.const ${P_FULL}) (i32.const 0))
    (block $stop
      (loop $next
        (br_if $stop (i32.ge_u (local.get $from) (local.get $n)))
        (call $state (i32.add (local.get $in) (i32.mul (local.get $from) (local.get $entry))))
        (local.set $from (i32.add (local.get $from) (i32.const 1)))
        (br_if $stop (i32.load (i32.const ${P_FULL})))
        (br $next)))
    (local.get $from))

  ;; Profiles only: out[j] = 1 when profile j of `in` has a successor in the live set (or
  ;; completes), else 0.
  (func (export "check") (param $in i32) (param $n i32) (param $out i32)
    (local $entry i32) (local $j i32)
    (local.set $entry (i32.load (i32.const ${P_ENTRY})))
    (i32.store (i32.const ${P_CHECK}) (i32.const 1))
    (block $stop
      (loop $next
        (br_if $stop (i32.ge_u (local.get $j) (local.get $n)))
        (i32.store (i32.const ${P_FOUND}) (i32.const 0))
        (call $state (i32.add (local.get $in) (i32.mul (local.get $j) (local.get $entry))))
        (i32.store8 (i32.add (local.get $out) (local.get $j)) (i32.load (i32.const ${P_FOUND})))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br $next)))
    (i32.store (i32.const ${P_CHECK}) (i32.const 0)))

  ;; Adds n entries at `from` into the aggregation table (keys of -1 mark empty slots).
  (func (export "aggregate") (param $from i32) (param $n i32)
    (local $entry i32) (local $end i32) (local $table i32) (local $mask i32)
    (local $key i64) (local $slot i32) (local $a i32) (local $found i64)
    (local.set $entry (i32.load (i32.const ${P_ENTRY})))
    (local.set $table (i32.load (i32.const ${P_TABLE})))
    (local.set $mask (i32.load (i32.const ${P_TABLE_MASK})))
    (local.set $end (i32.add (local.get $from) (i32.mul (local.get $n) (local.get $entry))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $from) (local.get $end)))
        (local.set $key (i64.load (local.get $from)))
        (local.set $slot (i32.and (i32.wrap_i64 (call $mix (local.get $key))) (local.get $mask)))
        (block $placed
          (loop $probe
            (local.set $a (i32.add (local.get $table) (i32.mul (local.get $slot) (local.get $entry))))
            (local.set $found (i64.load (local.get $a)))
            (if (i64.eq (local.get $found) (local.get $key))
              (then
                (call $add (i32.add (local.get $a) (i32.const 8)) (i32.add (local.get $from) (i32.const 8)))
                (br $placed)))
            (if (i64.eq (local.get $found) (i64.const -1))
              (then
                (memory.copy (local.get $a) (local.get $from) (local.get $entry))
                (br $placed)))
            (local.set $slot (i32.and (i32.add (local.get $slot) (i32.const 1)) (local.get $mask)))
            (br $probe)))
        (local.set $from (i32.add (local.get $from) (local.get $entry)))
        (br $next))))

  ;; Copies the table's entries to `out`, contiguously; returns how many.
  (func (export "compact") (param $out i32) (result i32)
    (local $entry i32) (local $a i32) (local $end i32) (local $count i32)
    (local.set $entry (i32.load (i32.const ${P_ENTRY})))
    (local.set $a (i32.load (i32.const ${P_TABLE})))
    (local.set $end
      (i32.add (local.get $a)
        (i32.mul (i32.add (i32.load (i32.const ${P_TABLE_MASK})) (i32.const 1)) (local.get $entry))))
    (block $done
      (loop $slot
        (br_if $done (i32.ge_u (local.get $a) (local.get $end)))
        (if (i64.ne (i64.load (local.get $a)) (i64.const -1))
          (then
            (memory.copy (local.get $out) (local.get $a) (local.get $entry))
            (local.set $out (i32.add (local.get $out) (local.get $entry)))
            (local.set $count (i32.add (local.get $count) (i32.const 1)))))
        (local.set $a (i32.add (local.get $a) (local.get $entry)))
        (br $slot)))
    (local.get $count)))
